/**
 * Statistics a play group argues about, from session rows alone: each winner right in the
 * game's own direction, a non-player winner counted, named score pad games apart, no score
 * averaged across games, head-to-head, seats and start player, records with dates, streaks,
 * player counts, plays per month and a date range.
 */
import { describe, expect, it } from 'vitest';
import { computeStats, type StatRow } from '$lib/ecosystem/stats';
import { compact } from '$lib/ecosystem/stats-cache';
import type { SessionRow } from '$lib/db/schema';

const P = (id: string, name: string) => ({ id, name, color: '#c62828' });
const day = (d: number, h = 20) => new Date(2026, 0, d, h).getTime();

function row(
	over: Partial<StatRow> & { scores?: Record<string, number>; winners: string[] }
): StatRow {
	const { scores = {}, winners, ...rest } = over;
	return {
		gameId: 'score-pad',
		players: [P('a', 'Ana'), P('b', 'Beto'), P('c', 'Carla')],
		summary: { round: 1, finished: true, scores, winners },
		createdAt: day(1),
		updatedAt: day(1) + 3_600_000,
		...rest
	};
}

const all = { game: null, player: null };

describe('statistics a group argues about', () => {
	it('a lowest-wins pad game: best is the lowest score, and head-to-head follows the places', () => {
		const stats = computeStats(
			[
				row({
					order: 'asc',
					padGame: 'Golf',
					scores: { a: 29, b: 19, c: 20 },
					winners: ['b']
				})
			],
			all
		);
		const golf = stats.games[0]!;
		expect(golf.gameId).toBe('score-pad:golf');
		expect(golf.name).toBe('Golf');
		expect(golf.players.find((p) => p.name === 'Beto')).toMatchObject({ wins: 1, best: 19 });
		expect(golf.records.best).toEqual({ value: 19, at: day(1), name: 'Beto' });
		expect(golf.headToHead).toContainEqual({ a: 'Ana', b: 'Beto', aAhead: 0, bAhead: 1, plays: 1 });
		expect(golf.headToHead).toContainEqual({
			a: 'Beto',
			b: 'Carla',
			aAhead: 1,
			bAhead: 0,
			plays: 1
		});
	});

	it('named pad games are listed apart; the all-games table averages no scores', () => {
		const stats = computeStats(
			[
				row({ padGame: 'Carcassonne', scores: { a: 80, b: 70, c: 60 }, winners: ['a'] }),
				row({ padGame: 'Azul', scores: { a: 40, b: 70, c: 60 }, winners: ['b'] }),
				row({ gameId: 'root', scores: { a: 30, b: 22, c: 10 }, winners: ['a'] })
			],
			all
		);
		expect(stats.games.map((g) => g.gameId).sort()).toEqual([
			'root',
			'score-pad:azul',
			'score-pad:carcassonne'
		]);
		expect(stats.players.find((p) => p.name === 'Ana')).toMatchObject({
			plays: 3,
			wins: 2,
			average: null,
			best: null
		});
		expect(
			computeStats([row({ padGame: 'Azul', winners: ['b'] })], { ...all, game: 'score-pad:azul' })
				.plays
		).toBe(1);
	});

	it("a ghost's win is counted for the game; no player gets it", () => {
		const stats = computeStats(
			[
				row({ gameId: 'xidit', scores: { a: 2, b: 1, c: 0 }, winners: ['ghost'] }),
				row({ gameId: 'xidit', scores: { a: 2, b: 1, c: 0 }, winners: ['a'], createdAt: day(2) })
			],
			all
		);
		const x = stats.games[0]!;
		expect(x.nonPlayerWins).toEqual({ ghost: 1 });
		expect(x.players.reduce((t, p) => t + p.wins, 0)).toBe(1);
	});

	it('win rate by seat and of the start player, wins split by player count, streaks with their date', () => {
		const rows = [1, 2, 3].map((d) =>
			row({
				createdAt: day(d),
				updatedAt: day(d) + 60_000 * (30 + d),
				scores: { a: 9, b: 5, c: d },
				winners: ['a'],
				startSeat: 1
			})
		);
		rows.push(
			row({
				createdAt: day(4),
				players: [P('a', 'Ana'), P('b', 'Beto')],
				scores: { a: 1, b: 5 },
				winners: ['b']
			})
		);
		const g = computeStats(rows, all).games[0]!;
		expect(g.bySeat).toEqual([
			{ seat: 0, plays: 4, wins: 3 },
			{ seat: 1, plays: 4, wins: 1 },
			{ seat: 2, plays: 3, wins: 0 }
		]);
		// Seat 1 started the first three (Beto lost them), seat 0 the last (Ana lost it).
		expect(g.startPlayer).toEqual({ plays: 4, wins: 0 });
		expect(g.byCount).toEqual([
			{
				count: 2,
				plays: 1,
				players: [
					{ key: 'beto', name: 'Beto', plays: 1, wins: 1 },
					{ key: 'ana', name: 'Ana', plays: 1, wins: 0 }
				]
			},
			{
				count: 3,
				plays: 3,
				players: [
					{ key: 'ana', name: 'Ana', plays: 3, wins: 3 },
					{ key: 'beto', name: 'Beto', plays: 3, wins: 0 },
					{ key: 'carla', name: 'Carla', plays: 3, wins: 0 }
				]
			}
		]);
		expect(g.streaks).toEqual([{ key: 'ana', name: 'Ana', length: 3, until: day(3) }]);
		expect(g.records.longest).toEqual({ value: 33 * 60_000, at: day(3) });
		expect(g.records.shortest).toEqual({ value: 31 * 60_000, at: day(1) });
		expect([g.first, g.last]).toEqual([day(1), day(4)]);
	});

	it('plays per month, first and last play, and a date range', () => {
		const rows = [
			row({ createdAt: new Date(2025, 11, 30).getTime(), winners: ['a'] }),
			row({ createdAt: new Date(2026, 0, 5).getTime(), winners: ['a'] }),
			row({ createdAt: new Date(2026, 0, 9).getTime(), winners: ['b'] })
		];
		const stats = computeStats(rows, all);
		expect(stats.perMonth).toEqual([
			{ month: '2025-12', plays: 1 },
			{ month: '2026-01', plays: 2 }
		]);
		expect(stats.first).toBe(rows[0]!.createdAt);
		expect(stats.last).toBe(rows[2]!.createdAt);
		const thisYear = computeStats(rows, {
			...all,
			from: new Date(2026, 0, 1).getTime(),
			to: new Date(2027, 0, 1).getTime()
		});
		expect(thisYear.plays).toBe(2);
	});

	it('the cache row keeps the direction, the pad game and the start seat', () => {
		const r = {
			id: 's',
			gameId: 'score-pad',
			players: [P('a', 'Ana'), P('b', 'Beto')],
			options: { lowWins: true, game: ' Golf ' },
			setup: { firstPlayer: 1 },
			summary: { round: 1, finished: true, scores: {}, winners: [] },
			createdAt: 1,
			updatedAt: 2
		} as unknown as SessionRow;
		expect(compact(r)).toMatchObject({ order: 'asc', padGame: 'Golf', startSeat: 1 });
	});

	it("Root factions: a quick-scored play's factions come from its setup, wins per faction count, a play without factions is left out", () => {
		const players = [P('a', 'Ana'), P('b', 'Beto')];
		const base = {
			gameId: 'root',
			flow: 'scorer' as const,
			players,
			options: {},
			seed: 'AAAAAA',
			status: 'finished' as const,
			logLength: 0,
			trashedAt: null,
			version: 1,
			updatedAt: day(1)
		};
		const live = {
			...base,
			id: 'l',
			flow: 'live' as const,
			createdAt: day(1),
			setup: { factions: ['marquise', 'eyrie'], firstPlayer: 0 },
			summary: {
				round: 3,
				finished: true,
				scores: { a: 30, b: 20 },
				winners: ['a'],
				figures: { factionOf: { a: 'marquise', b: 'eyrie' } }
			}
		} satisfies SessionRow;
		const quick = {
			...base,
			id: 'q',
			createdAt: day(2),
			setup: { factions: ['eyrie', 'marquise'], firstPlayer: 0 },
			summary: { round: null, finished: true, scores: { a: 10, b: 30 }, winners: ['b'] }
		} satisfies SessionRow;
		const bare = {
			...base,
			id: 'n',
			createdAt: day(3),
			setup: null,
			summary: { round: null, finished: true, scores: { a: 30, b: 10 }, winners: ['a'] }
		} satisfies SessionRow;
		expect(compact(quick).summary.figures).toEqual({ factionOf: { a: 'eyrie', b: 'marquise' } });
		expect(compact(bare).summary.figures).toBeUndefined();
		const g = computeStats(
			[live, quick, bare].map((r) => compact(r)),
			all
		).games[0]!;
		const f = g.figures.find((x) => x.name === 'factionOf')!;
		// Marquise won both of its plays, the Eyrie neither; the bare play is not counted.
		expect(f.items).toEqual([
			{ item: 'marquise', count: 2, wins: 2 },
			{ item: 'eyrie', count: 2, wins: 0 }
		]);
		expect([g.plays, f.plays]).toEqual([3, 2]);
	});
});
