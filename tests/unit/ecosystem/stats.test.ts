import { describe, expect, it } from 'vitest';
import { computeStats, type StatRow } from '$lib/ecosystem/stats';
import { PLAUSIBLE_MS } from '$lib/ecosystem/playtime';
import type { Player } from '$lib/games/core/types';

const ana: Player = { id: 'a', name: 'Ana', color: '#c62828' };
const ben: Player = { id: 'b', name: 'Ben', color: '#1565c0' };
const cai: Player = { id: 'c', name: 'Cai', color: '#2e7d32' };
const min = 60_000;

function row(
	gameId: string,
	players: Player[],
	scores: Record<string, number>,
	winners: string[],
	figures?: Record<string, unknown>,
	ms = 60 * min
): StatRow {
	return {
		gameId,
		players,
		summary: { round: null, finished: true, scores, winners, figures },
		createdAt: 1_000_000,
		updatedAt: 1_000_000 + ms
	};
}

const rows: StatRow[] = [
	row(
		'root',
		[ana, ben, cai],
		{ a: 30, b: 20, c: 12 },
		['a'],
		{ factionOf: { a: 'marquise', b: 'eyrie', c: 'vagabond' } },
		90 * min
	),
	row(
		'root',
		[ben, ana],
		{ a: 18, b: 30 },
		['b'],
		{ factionOf: { a: 'eyrie', b: 'marquise' } },
		70 * min
	),
	// Player ids differ per session: the same name is the same person.
	row(
		'root',
		[{ ...ana, id: 'x' }, cai],
		{ x: 30, c: 25 },
		['x'],
		{ factionOf: { x: 'marquise', c: 'alliance' } },
		20 * 3600_000
	),
	row('xidit', [ana, ben, cai], {}, ['c'], { eliminatedBy: { a: 'wealth', b: 'wealth' } }),
	row('xidit', [ana, ben, cai], {}, ['a'], { eliminatedBy: { b: 'reputation', c: 'wealth' } }),
	row('kingdom-defenders', [ana, ben], { a: 40, b: 44 }, ['b'], { hordesBeaten: 3, citiesLost: 1 }),
	row('kingdom-defenders', [ana, ben], { a: 35, b: 20 }, ['a'], { hordesBeaten: 5, citiesLost: 0 }),
	row('lancaster', [ana, ben], { a: 60, b: 58 }, ['a'], {
		lawsPassed: ['goldPower', 'battlesPower']
	}),
	row('lancaster', [ana, ben], { a: 50, b: 70 }, ['b'], { lawsPassed: ['goldPower'] }),
	row('year-of-the-dragon', [ana, cai], { a: 90, c: 100 }, ['c'], {
		personsLostByEvent: { drought: 2, contagion: 3 }
	}),
	row('year-of-the-dragon', [ana, cai], { a: 110, c: 80 }, ['a'], {
		personsLostByEvent: { drought: 4, mongols: 0 }
	}),
	// Not finished: never counted.
	{
		...row('root', [ana, ben], { a: 99, b: 0 }, []),
		summary: { round: 2, finished: false, scores: { a: 99 }, winners: [] }
	}
];

describe('statistics across plays', () => {
	const all = computeStats(rows, { game: null, player: null });
	const game = (id: string) => all.games.find((g) => g.gameId === id)!;

	it('counts plays, wins, win rate, average, best and lowest per player and game; unfinished sessions are left out', () => {
		expect(all.plays).toBe(11);
		const root = game('root');
		expect(root.plays).toBe(3);
		expect(
			root.players.map((p) => [p.name, p.plays, p.wins, p.winRate, p.average, p.best, p.worst])
		).toEqual([
			['Ana', 3, 2, 2 / 3, 26, 30, 18],
			['Ben', 2, 1, 0.5, 25, 30, 20],
			['Cai', 2, 0, 0, 18.5, 25, 12]
		]);
		const ana = all.players.find((p) => p.key === 'ana')!;
		expect([ana.plays, ana.wins]).toEqual([11, 6]);
		// Xidit has no scores: plays and wins count, averages are unknown.
		expect(game('xidit').players.find((p) => p.key === 'cai')).toMatchObject({
			plays: 2,
			wins: 1,
			average: null,
			best: null
		});
	});

	it('play time comes from creation to the last entry; a session left open longer than 12 h is not counted', () => {
		expect(game('root').averageMs).toBe(80 * min);
		expect(game('xidit').averageMs).toBe(60 * min);
		expect(PLAUSIBLE_MS).toBe(12 * 3600_000);
	});

	it("each game's own figures: Root wins by faction, Xidit's eliminating evaluation, Kingdom Defenders' totals, Lancaster's laws, Year of the Dragon's costly events", () => {
		const fig = (g: string, name: string) => game(g).figures.find((f) => f.name === name)!;
		expect(fig('root', 'factionOf')).toEqual({
			name: 'factionOf',
			kind: 'byRole',
			plays: 3,
			items: [
				{ item: 'marquise', count: 3, wins: 3 },
				{ item: 'alliance', count: 1, wins: 0 },
				{ item: 'eyrie', count: 2, wins: 0 },
				{ item: 'vagabond', count: 1, wins: 0 }
			].sort((x, y) => y.wins - x.wins || y.count - x.count || x.item.localeCompare(y.item))
		});
		expect(fig('xidit', 'eliminatedBy').items).toEqual([
			{ item: 'wealth', count: 3 },
			{ item: 'reputation', count: 1 }
		]);
		expect(fig('kingdom-defenders', 'hordesBeaten')).toMatchObject({
			kind: 'total',
			plays: 2,
			mean: 4,
			items: [{ item: 'hordesBeaten', count: 8 }]
		});
		expect(fig('kingdom-defenders', 'citiesLost')).toMatchObject({
			kind: 'total',
			plays: 2,
			mean: 0.5
		});
		expect(fig('lancaster', 'lawsPassed').items).toEqual([
			{ item: 'goldPower', count: 2 },
			{ item: 'battlesPower', count: 1 }
		]);
		expect(fig('year-of-the-dragon', 'personsLostByEvent').items).toEqual([
			{ item: 'drought', count: 6 },
			{ item: 'contagion', count: 3 },
			{ item: 'mongols', count: 0 }
		]);
	});

	it('filters by game and by player; the filter lists still offer every game and player', () => {
		const onlyLancaster = computeStats(rows, { game: 'lancaster', player: null });
		expect(onlyLancaster.plays).toBe(2);
		expect(onlyLancaster.games.map((g) => g.gameId)).toEqual(['lancaster']);
		expect(onlyLancaster.allGames).toEqual([
			'kingdom-defenders',
			'lancaster',
			'root',
			'xidit',
			'year-of-the-dragon'
		]);
		const withCai = computeStats(rows, { game: null, player: 'cai' });
		expect(withCai.plays).toBe(6);
		expect(withCai.allPlayers.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cai']);
		const both = computeStats(rows, { game: 'root', player: 'ben' });
		expect(both.plays).toBe(2);
		expect(computeStats(rows, { game: 'root', player: 'nobody' }).plays).toBe(0);
	});

	// How fast: bench/stats.js times the page with 5,000 sessions (times come from the bench).
	it('folds 5,000 stored sessions: every play counted once, per game as for the 11 rows', () => {
		const many: StatRow[] = Array.from({ length: 5000 }, (_, i) => rows[i % 11]!);
		const all = computeStats(many, { game: null, player: null });
		expect(all.plays).toBe(5000);
		const few = computeStats(rows, { game: null, player: null });
		const ids = (st: typeof all) => st.games.map((g) => g.gameId).sort();
		expect(ids(all)).toEqual(ids(few));
		expect(all.games.reduce((n, g) => n + g.plays, 0)).toBe(5000);
	});
});
