/**
 * Options that follow the player count: when a seat is added or removed, what the table set
 * stays wherever it is still valid for the new count (Root's faction pool and printed values,
 * a variant), and only what no longer fits takes the default.
 */
import type { GameModule } from './types';

export function carryOptions<O>(module: GameModule<O>, previous: O, players: number): O {
	if (module.validateOptions(previous, players) === null) return previous;
	const fresh = module.defaultOptions(players);
	if (
		typeof previous !== 'object' ||
		previous === null ||
		typeof fresh !== 'object' ||
		fresh === null
	)
		return fresh;
	let kept = fresh as Record<string, unknown>;
	// Optional keys the defaults leave out (Root's pool and printed values) are tried too.
	for (const [key, value] of Object.entries(previous as Record<string, unknown>)) {
		const candidate = { ...kept, [key]: value };
		if (module.validateOptions(candidate as O, players) === null) kept = candidate;
	}
	return kept as O;
}
