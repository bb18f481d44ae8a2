import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Board from './Board.svelte';
import LazySetup from './LazySetup.svelte';
import Live from './Live.svelte';
import Options from './Options.svelte';
import PlayerLine from './PlayerLine.svelte';

export { module };
// The quick scorer's parts and the setup screen load when opened: a live session does not carry them.
export const ui: GameUi = {
	Live,
	Board,
	PlayerLine,
	scorer: () => import('./scorer-parts').then((m) => m.parts),
	Setup: LazySetup,
	Options
};
