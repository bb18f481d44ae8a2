/**
 * Statistics rank every play by its finishing order (core `finishingPlaces`): a winner decided
 * by rule (Root's dominance, a tie broken by the game) is ahead of everyone in head-to-head
 * and counts its win and streak; the start player is the setup's `firstPlayer` through
 * play-meta `startSeat`; dates follow the play's first action, not its creation.
 */
import { describe, expect, it } from 'vitest';
import { computeStats, type StatRow } from '$lib/ecosystem/stats';
import { compact } from '$lib/ecosystem/stats-cache';
import type { SessionRow } from '$lib/db/schema';

const P = (id: string, name: string) => ({ id, name, color: '#c62828' });
const four = [P('ana', 'Ana'), P('carla', 'Carla'), P('ines', 'Inés'), P('beto', 'Beto')];
const day = (d: number, h = 20) => new Date(2026, 0, d, h).getTime();
const all = { game: null, player: null };

/** Root: Carla wins by dominance with 18 while Inés has 22. */
function dominance(d: number, withPlaces: boolean): StatRow {
	return {
		gameId: 'root',
		players: four,
		summary: {
			round: null,
			finished: true,
			scores: { ana: 15, carla: 18, ines: 22, beto: 15 },
			winners: ['carla'],
			...(withPlaces ? { places: [['carla'], ['ines'], ['ana', 'beto']] } : {})
		},
		createdAt: day(d),
		updatedAt: day(d) + 3_600_000
	};
}

const pair = (g: ReturnType<typeof computeStats>['games'][0], a: string, b: string) =>
	g.headToHead.find((h) => h.a === a && h.b === b)!;

describe('statistics follow the finishing order', () => {
	it('a dominance winner with fewer points is ahead of everyone in head-to-head, wins and keeps a streak (with and without the game’s places)', () => {
		for (const withPlaces of [true, false]) {
			const g = computeStats([dominance(1, withPlaces), dominance(2, withPlaces)], all).games[0]!;
			expect(pair(g, 'Carla', 'Inés')).toMatchObject({ aAhead: 2, bAhead: 0, plays: 2 });
			expect(pair(g, 'Ana', 'Carla')).toMatchObject({ aAhead: 0, bAhead: 2 });
			expect(pair(g, 'Ana', 'Inés')).toMatchObject({ aAhead: 0, bAhead: 2 });
			// Ana and Beto share a place: neither is ahead.
			expect(pair(g, 'Ana', 'Beto')).toMatchObject({ aAhead: 0, bAhead: 0, plays: 2 });
			expect(g.players.find((p) => p.name === 'Carla')).toMatchObject({ wins: 2, plays: 2 });
			expect(g.players.find((p) => p.name === 'Inés')!.wins).toBe(0);
			expect(g.streaks).toEqual([{ key: 'carla', name: 'Carla', length: 2, until: day(2) }]);
			// The best score is a score record: Inés's 22, whoever won.
			expect(g.records.best).toMatchObject({ value: 22, name: 'Inés' });
		}
	});

	it('a tie on points broken by the game puts the winner ahead of the other tied player', () => {
		const g = computeStats(
			[
				{
					gameId: 'year-of-the-dragon',
					players: [P('b', 'Beto'), P('f', 'Fede')],
					summary: { round: 12, finished: true, scores: { b: 50, f: 50 }, winners: ['f'] },
					createdAt: day(1),
					updatedAt: day(1)
				}
			],
			all
		).games[0]!;
		expect(pair(g, 'Beto', 'Fede')).toMatchObject({ aAhead: 0, bAhead: 1 });
	});

	it("the start player is the seat the setup's firstPlayer names, read through startSeat (else seat 0)", () => {
		const session = (setup: unknown, winners: string[]) =>
			({
				id: 's',
				gameId: 'root',
				players: four,
				options: {},
				setup,
				summary: { round: null, finished: true, scores: {}, winners },
				createdAt: day(1),
				updatedAt: day(1),
				logLength: 0
			}) as unknown as SessionRow;
		// Inés (seat 2) started and won; then a play without a setup: Ana (seat 0) started, lost.
		const rows = [
			compact(session({ firstPlayer: 2 }, ['ines'])),
			compact(session(null, ['carla'])),
			compact(session({ firstPlayer: 'beto' }, ['beto'])),
			compact(session({ turnOrder: [1, 0, 2, 3] }, ['carla']))
		];
		expect(rows.map((r) => r.startSeat ?? 0)).toEqual([2, 0, 3, 1]);
		expect(computeStats(rows, all).games[0]!.startPlayer).toEqual({ plays: 4, wins: 3 });
	});

	it('dates, months, date ranges and streak order follow the first action, not the creation', () => {
		// Set up on 31 January, first played on 2 February; another set up and played on 1 February.
		const late = {
			...dominance(31, true),
			start: new Date(2026, 1, 2, 20).getTime()
		};
		const early = { ...dominance(32, true), summary: { ...dominance(32, true).summary } };
		const stats = computeStats([late, early], all);
		expect(stats.perMonth).toEqual([{ month: '2026-02', plays: 2 }]);
		expect(stats.first).toBe(early.createdAt);
		expect(stats.last).toBe(late.start);
		const february = computeStats([late, early], {
			...all,
			from: new Date(2026, 1, 2).getTime(),
			to: new Date(2026, 1, 3).getTime()
		});
		expect(february.plays).toBe(1);
		expect(stats.games[0]!.streaks[0]!.until).toBe(late.start);
	});
});
