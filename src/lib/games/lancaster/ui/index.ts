// TEMPORARY: replaced by the real screens of this game (the UI engineer's first step).
import type { GameUi } from '$lib/ui/game-ui';
import Pending from '$lib/ui/Pending.svelte';
import { module } from '../index';

export { module };
export const ui: GameUi = { Live: Pending, Scorer: Pending, Setup: Pending, Options: undefined };
