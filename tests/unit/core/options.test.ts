import { describe, expect, it } from 'vitest';
import { carryOptions } from '$lib/games/core/options';
import type { GameModule } from '$lib/games/core/types';

interface Opts {
	players: number;
	pool: string[];
	variant: boolean;
}

// A game whose options name the player count (as Root's do) and a pool that must hold a
// faction per seat: adding a seat invalidates the count, not what the table chose.
const game = {
	defaultOptions: (n: number): Opts => ({
		players: n,
		pool: ['a', 'b', 'c', 'd', 'e'],
		variant: false
	}),
	validateOptions: (o: unknown, n: number) => {
		const x = o as Opts;
		if (x.players !== n) return { key: 'count' };
		if (x.pool.length < n) return { key: 'pool' };
		return null;
	}
} as unknown as GameModule<Opts>;

describe('options carried over a change of seats', () => {
	it('adding a seat keeps the table’s pool and variant, and takes the new count', () => {
		const set: Opts = { players: 2, pool: ['a', 'c', 'e'], variant: true };
		expect(carryOptions(game, set, 3)).toEqual({
			players: 3,
			pool: ['a', 'c', 'e'],
			variant: true
		});
	});

	it('what no longer fits the new count falls back to the default, the rest is kept', () => {
		const set: Opts = { players: 2, pool: ['a', 'c'], variant: true };
		expect(carryOptions(game, set, 3)).toEqual({
			players: 3,
			pool: ['a', 'b', 'c', 'd', 'e'],
			variant: true
		});
	});

	it('an optional key the defaults leave out (a faction pool) is kept when it fits', () => {
		const loose = {
			...game,
			defaultOptions: (n: number) => ({ players: n, variant: false })
		} as unknown as GameModule<Opts>;
		const withPool = {
			...loose,
			validateOptions: (o: unknown, n: number) =>
				(o as Opts).players === n ? null : { key: 'count' }
		} as unknown as GameModule<Opts>;
		expect(carryOptions(withPool, { players: 2, pool: ['a', 'b'], variant: true }, 3)).toEqual({
			players: 3,
			pool: ['a', 'b'],
			variant: true
		});
	});

	it('options still valid for the new count are returned as they are', () => {
		const ok = { players: 3, pool: ['a', 'b', 'c'], variant: false };
		const lenient = { ...game, validateOptions: () => null } as unknown as GameModule<Opts>;
		expect(carryOptions(lenient, ok, 4)).toBe(ok);
	});
});
