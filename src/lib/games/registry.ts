/**
 * The games the app shows. Only static facts live here; each game's code (rules and
 * screens) is a lazy chunk loaded when a session, setup or scorer of that game opens, so the
 * home screen downloads none of it. List only games whose module really works.
 *
 * This file is the one bridge between pure game code and its screens, so it is exempt
 * from the purity lint rule (see eslint.config.js).
 */
import type { GameUi } from '$lib/ui/game-ui';
import type { GameModule } from './core/types';
import type { GameMeta } from './core/meta';
import { meta as yearOfTheDragon } from './year-of-the-dragon/meta';
import { meta as lancaster } from './lancaster/meta';
import { meta as xidit } from './xidit/meta';
import { meta as kingdomDefenders } from './kingdom-defenders/meta';
import { meta as root } from './root/meta';
import { meta as scorePad } from './score-pad/meta';

export interface LoadedGame {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	module: GameModule<any>;
	ui: GameUi;
}

/** A game as the app lists it: what it declares in its `meta.ts`, and how to load it. */
export interface GameEntry extends GameMeta {
	/** The game with its screens (what the app loads). */
	readonly load: () => Promise<LoadedGame>;
	/** The pure game module alone (what tests and tools load: no Svelte). */
	readonly loadModule: () => Promise<{ module: LoadedGame['module'] }>;
}

/**
 * A game's screens come through one more dynamic import (./screens): SvelteKit inlines in every
 * page the CSS of the page's direct dynamic imports, and every page reaches this registry, so
 * without the hop the home screen carried each game's styles (25 KB of its 35 KB of CSS).
 */
const screensOf = (id: string): Promise<LoadedGame> =>
	import('./screens').then((m) => m.loadScreens(id));

export const games: readonly GameEntry[] = [
	{
		...yearOfTheDragon,
		load: () => screensOf('year-of-the-dragon'),
		loadModule: () => import('./year-of-the-dragon/index')
	},
	{
		...lancaster,
		load: () => screensOf('lancaster'),
		loadModule: () => import('./lancaster/index')
	},
	{
		...xidit,
		load: () => screensOf('xidit'),
		loadModule: () => import('./xidit/index')
	},
	{
		...kingdomDefenders,
		load: () => screensOf('kingdom-defenders'),
		loadModule: () => import('./kingdom-defenders/index')
	},
	{
		...root,
		load: () => screensOf('root'),
		loadModule: () => import('./root/index')
	},
	{
		...scorePad,
		load: () => screensOf('score-pad'),
		loadModule: () => import('./score-pad/index')
	}
];

export function findGame(id: string): GameEntry | undefined {
	return games.find((g) => g.id === id);
}
