import type { Repository } from './repo';

/**
 * The repository, loaded on demand: the home screen and the app shell paint before Dexie
 * arrives (it is a third of the first download otherwise). The service worker precaches it.
 */
export function lazyRepo(): Promise<Repository> {
	return import('./repo').then((m) => m.repo());
}
