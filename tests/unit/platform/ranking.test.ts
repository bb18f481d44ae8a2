import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	finishingPlaces,
	finishingRanks,
	groupByValue,
	majority,
	placeRanks,
	rankBy,
	rankScores,
	splitPoints,
	winnersOf
} from '$lib/games/core/ranking';

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

describe("a play's finishing order", () => {
	const ids = ['ana', 'carla', 'ines', 'beto'];

	it("takes the game's own places when every player is in them once", () => {
		// Root: Carla wins by dominance with 18 points; Inés has 22.
		const summary = {
			scores: { ana: 15, carla: 18, ines: 22, beto: 15 },
			winners: ['carla'],
			places: [['carla'], ['ines'], ['ana', 'beto']]
		};
		expect(finishingPlaces(summary, 'desc', ids)).toEqual([['carla'], ['ines'], ['ana', 'beto']]);
		expect(finishingRanks(summary, 'desc', ids)).toEqual({ carla: 1, ines: 2, ana: 3, beto: 3 });
	});

	it('an older session without places ranks its winners first, then the others by score', () => {
		const summary = { scores: { ana: 15, carla: 18, ines: 22, beto: 15 }, winners: ['carla'] };
		expect(finishingPlaces(summary, 'desc', ids)).toEqual([['carla'], ['ines'], ['ana', 'beto']]);
	});

	it('a tie on points broken by the game puts the winner above the other tied player', () => {
		// Year of the Dragon: Inés and Ana on 50, Inés ahead on the person track.
		const summary = { scores: { ana: 50, carla: 32, ines: 50, beto: 29 }, winners: ['ines'] };
		expect(finishingRanks(summary, 'desc', ids)).toEqual({ ines: 1, ana: 2, carla: 3, beto: 4 });
	});

	it('a lowest-wins pad ranks the rest lowest first, and a shared victory shares first place', () => {
		const summary = {
			scores: { ana: 12, carla: 12, ines: 20, beto: 30 },
			winners: ['ana', 'carla']
		};
		expect(finishingPlaces(summary, 'asc', ids)).toEqual([['ana', 'carla'], ['ines'], ['beto']]);
	});

	it('invalid places (a player missing, one twice, a first place that is not the winners) fall back to winners then scores', () => {
		const scores = { ana: 15, carla: 18, ines: 22, beto: 15 };
		const fallback = [['carla'], ['ines'], ['ana', 'beto']];
		for (const places of [
			[['carla'], ['ines'], ['ana']],
			[['carla'], ['ines', 'carla'], ['ana', 'beto']],
			[['ines'], ['carla'], ['ana', 'beto']],
			[[], ['carla'], ['ines'], ['ana', 'beto']]
		])
			expect(finishingPlaces({ scores, winners: ['carla'], places }, 'desc', ids)).toEqual(
				fallback
			);
	});

	it("a winner who is not a player (Xidit's ghost) holds first place and the players follow", () => {
		const summary = {
			scores: { ana: 1, carla: 2, ines: 0, beto: 1 },
			winners: ['ghost'],
			places: [['ghost'], ['carla'], ['ana', 'beto'], ['ines']]
		};
		expect(finishingRanks(summary, 'desc', ids)).toEqual({
			ghost: 1,
			carla: 2,
			ana: 3,
			beto: 3,
			ines: 5
		});
		const old = { scores: summary.scores, winners: ['ghost'] };
		expect(finishingPlaces(old, 'desc', ids)).toEqual(summary.places);
	});

	it('players without a score and not among the winners share the last place', () => {
		const summary = { scores: {}, winners: ['ines'] };
		expect(finishingPlaces(summary, 'desc', ids)).toEqual([['ines'], ['ana', 'carla', 'beto']]);
	});

	it('rankScores, placeRanks and winnersOf share one shape: ids with competition ranks, best first', () => {
		const ranked = rankScores(['a', 'b', 'c'], { a: 3, b: 7, c: 7 });
		expect(ranked).toEqual([
			{ id: 'b', rank: 1 },
			{ id: 'c', rank: 1 },
			{ id: 'a', rank: 3 }
		]);
		expect(winnersOf(ranked)).toEqual(['b', 'c']);
		expect(winnersOf(placeRanks([['x'], ['y', 'z']]))).toEqual(['x']);
	});
});
