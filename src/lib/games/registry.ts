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

export interface LoadedGame {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	module: GameModule<any>;
	ui: GameUi;
}

export interface GameEntry {
	readonly id: string;
	readonly minPlayers: number;
	readonly maxPlayers: number;
	/** Accent colour of the game's card on the home screen. */
	readonly accent: string;
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
		id: 'year-of-the-dragon',
		minPlayers: 2,
		maxPlayers: 5,
		accent: '#b3261e',
		load: () => screensOf('year-of-the-dragon'),
		loadModule: () => import('./year-of-the-dragon/index')
	},
	{
		id: 'lancaster',
		minPlayers: 2,
		maxPlayers: 5,
		accent: '#1d4e89',
		load: () => screensOf('lancaster'),
		loadModule: () => import('./lancaster/index')
	},
	{
		id: 'xidit',
		minPlayers: 3,
		maxPlayers: 5,
		accent: '#6b4e16',
		load: () => screensOf('xidit'),
		loadModule: () => import('./xidit/index')
	},
	{
		id: 'kingdom-defenders',
		minPlayers: 2,
		maxPlayers: 4,
		accent: '#3f6b2a',
		load: () => screensOf('kingdom-defenders'),
		loadModule: () => import('./kingdom-defenders/index')
	},
	{
		id: 'root',
		minPlayers: 2,
		maxPlayers: 6,
		accent: '#8a5a00',
		load: () => screensOf('root'),
		loadModule: () => import('./root/index')
	},
	{
		id: 'score-pad',
		minPlayers: 1,
		maxPlayers: 12,
		accent: '#52606d',
		load: () => screensOf('score-pad'),
		loadModule: () => import('./score-pad/index')
	}
];

export function findGame(id: string): GameEntry | undefined {
	return games.find((g) => g.id === id);
}
