import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Board from './Board.svelte';
import Live from './Live.svelte';
import Options from './Options.svelte';
import PlayerLine from './PlayerLine.svelte';
import Setup from './Setup.svelte';

export { module };
// The quick scorer's parts load when a quick scoring opens: a live game does not carry them.
export const ui: GameUi = {
	Live,
	Board,
	PlayerLine,
	scorer: () => import('./scorer-parts').then((m) => m.parts),
	Setup,
	Options
};
