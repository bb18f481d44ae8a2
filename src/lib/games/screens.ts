/**
 * Each game's screens, one lazy chunk per game, reached from the registry through a dynamic
 * import of this file (see screensOf in registry.ts for why).
 */
import type { LoadedGame } from './registry';

const SCREENS: Readonly<Record<string, () => Promise<LoadedGame>>> = {
	'year-of-the-dragon': () => import('./year-of-the-dragon/ui/index'),
	lancaster: () => import('./lancaster/ui/index'),
	xidit: () => import('./xidit/ui/index'),
	'kingdom-defenders': () => import('./kingdom-defenders/ui/index'),
	root: () => import('./root/ui/index'),
	'score-pad': () => import('./score-pad/ui/index')
};

export function loadScreens(id: string): Promise<LoadedGame> {
	const load = SCREENS[id];
	if (!load) return Promise.reject(new Error(`no screens for game ${id}`));
	return load();
}
