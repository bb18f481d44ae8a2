import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import LazyBoard from './LazyBoard.svelte';
import LazyOptions from './LazyOptions.svelte';
import LazySetup from './LazySetup.svelte';
import Live from './Live.svelte';
import PlayerLine from './PlayerLine.svelte';
import { lateTexts } from './late';

export { module };
// The quick scorer, the setup screen and the options form load when opened: a live game does not carry them.
export const ui: GameUi = {
	Live,
	Board: LazyBoard,
	PlayerLine,
	scorer: () => Promise.all([import('./scorer-parts'), lateTexts()]).then(([m]) => m.parts),
	Setup: LazySetup,
	Options: LazyOptions
};
