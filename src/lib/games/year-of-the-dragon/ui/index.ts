import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import LazyBoard from './LazyBoard.svelte';
import Live from './Live.svelte';
import Options from './Options.svelte';
import PlayerFold from './PlayerFold.svelte';
import PlayerLine from './PlayerLine.svelte';
import LazySetup from './LazySetup.svelte';

export { module };
export const ui: GameUi = {
	Live,
	Board: LazyBoard,
	PlayerLine,
	PlayerFold,
	scorer: () => import('./scorer-parts').then((m) => m.parts),
	Setup: LazySetup,
	Options
};
