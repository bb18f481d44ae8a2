import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Live from './Live.svelte';
import Board from './BoardScreen.svelte';
import PlayerLine from './PlayerLine.svelte';
import Options from './Options.svelte';
import Setup from './SetupScreen.svelte';

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
