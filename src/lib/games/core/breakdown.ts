/** The final scoring by category (Flow.breakdown), built from a game's per-player results. */
import type { Breakdown } from './types';

/**
 * Each category: its message key and how many points a result holds in it. Results are keyed
 * by player id; categories keep the order given (the order the game's result screen uses).
 */
export function byCategory<R extends { readonly id: string }>(
	results: readonly R[],
	categories: readonly (readonly [key: string, points: (r: R) => number])[]
): Breakdown {
	return {
		categories: categories.map(([key, points]) => ({
			label: { key },
			points: Object.fromEntries(results.map((r) => [r.id, points(r)]))
		}))
	};
}
