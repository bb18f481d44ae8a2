import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupByValue, majority, rankBy, splitPoints } from '$lib/games/core/ranking';

type P = { id: string; vp: number; track: number };
const byVpThenTrack = [
	{ name: 'vp', value: (p: P) => p.vp },
	{ name: 'track', value: (p: P) => p.track }
];

describe('ranking with tie-breakers', () => {
	it('breaks ties with the next criterion and says which one decided', () => {
		const r = rankBy<P>(
			[
				{ id: 'a', vp: 10, track: 2 },
				{ id: 'b', vp: 12, track: 0 },
				{ id: 'c', vp: 10, track: 5 },
				{ id: 'd', vp: 10, track: 5 }
			],
			byVpThenTrack
		);
		expect(r.map((x) => [x.item.id, x.rank, x.decidedBy, x.tied])).toEqual([
			['b', 1, null, false],
			['c', 2, 'vp', true],
			['d', 2, null, true],
			['a', 4, 'track', false]
		]);
	});

	it('lower-is-better criteria', () => {
		const r = rankBy([{ v: 3 }, { v: 1 }], [{ name: 'v', value: (x) => x.v, order: 'asc' }]);
		expect(r[0].item.v).toBe(1);
	});

	it('ranks do not depend on input order', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(
					fc.record({
						id: fc.string(),
						vp: fc.integer({ min: 0, max: 5 }),
						track: fc.integer({ min: 0, max: 3 })
					}),
					{
						selector: (p) => p.id,
						maxLength: 8
					}
				),
				fc.nat(),
				(ps, k) => {
					const rot = [
						...ps.slice(k % (ps.length || 1)),
						...ps.slice(0, k % (ps.length || 1))
					].reverse();
					const rank = (xs: P[]) =>
						Object.fromEntries(rankBy(xs, byVpThenTrack).map((r) => [r.item.id, r.rank]));
					expect(rank(rot)).toEqual(rank(ps));
				}
			)
		);
	});

	it('groups by value, highest first', () => {
		expect(groupByValue({ a: 1, b: 3, c: 1 })).toEqual([
			{ value: 3, ids: ['b'] },
			{ value: 1, ids: ['a', 'c'] }
		]);
	});

	it('splits points with fractions lost', () => {
		expect(splitPoints(12, 5)).toBe(2);
		expect(splitPoints(4, 3)).toBe(1);
		expect(splitPoints(4, 0)).toBe(0);
	});

	it('majorities: first and second, ties shared or in full, zero never scores', () => {
		const rules = { tieFirst: 'split', tieSecond: 'split' } as const;
		expect(majority({ a: 3, b: 2, c: 0 }, { first: 8, second: 4 }, rules)).toEqual({
			first: { a: 8 },
			second: { b: 4 }
		});
		expect(majority({ a: 3, b: 3, c: 1 }, { first: 8, second: 4 }, rules)).toEqual({
			first: { a: 6, b: 6 },
			second: {}
		});
		expect(majority({ a: 3, b: 1, c: 1, d: 1 }, { first: 8, second: 4 }, rules)).toEqual({
			first: { a: 8 },
			second: { b: 1, c: 1, d: 1 }
		});
		expect(
			majority({ a: 2, b: 2 }, { first: 6, second: 3 }, { tieFirst: 'full', tieSecond: 'full' })
		).toEqual({ first: { a: 6, b: 6 }, second: {} });
		expect(majority({ a: 0 }, { first: 6, second: 3 }, rules)).toEqual({ first: {}, second: {} });
	});
});
