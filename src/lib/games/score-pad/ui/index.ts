import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Live from './Live.svelte';
import Options from './Options.svelte';
import Setup from './Setup.svelte';

export { module };
export const ui: GameUi = {
	Live,
	scorer: () => import('./scorer-parts').then((m) => m.parts),
	Setup,
	Options
};
