/**
 * A year in review from a small hand-made history: only that calendar year's plays count;
 * hours, games, the most played game, the closest game (lowest-wins and winners by rule
 * included) and each player's best game are those worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import type { StatRow } from '$lib/ecosystem/stats';
import { reviewYears, yearReview } from '$lib/ecosystem/year-review';

const H = 3600_000;
const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 20, 0).getTime();
const C = { Ana: '#c62828', Beto: '#1565c0', Carla: '#2e7d32' } as const;

function row(
	gameId: string,
	when: number,
	scores: Partial<Record<keyof typeof C, number>>,
	winners: (keyof typeof C)[],
	extra: Partial<StatRow> = {},
	hours = 1
): StatRow {
	const names = Object.keys(scores) as (keyof typeof C)[];
	const players = names.map((name, i) => ({ id: `p${i + 1}`, name, color: C[name] }));
	const id = (n: string) => players.find((p) => p.name === n)!.id;
	return {
		gameId,
		players,
		summary: {
			round: 1,
			finished: true,
			scores: Object.fromEntries(names.map((n) => [id(n), scores[n]!])),
			winners: winners.map(id)
		},
		createdAt: when,
		updatedAt: when + hours * H,
		playMs: hours * H,
		...extra
	} as StatRow;
}

const history: StatRow[] = [
	// 2025: two Root plays, one Golf play (lowest wins), one Root win by dominance.
	row('root', at(2025, 1, 10), { Ana: 30, Beto: 22 }, ['Ana'], {}, 2),
	row('root', at(2025, 3, 5), { Ana: 18, Beto: 25, Carla: 12 }, ['Ana'], {}, 1.5),
	row('score-pad', at(2025, 6, 1), { Beto: 12, Carla: 13 }, ['Beto'], {
		padGame: 'Golf',
		order: 'asc'
	}),
	row('lancaster', at(2025, 12, 31), { Carla: 60, Beto: 50, Ana: 40 }, ['Carla'], {}, 0.5),
	// Another year: not counted in 2025.
	row('lancaster', at(2026, 1, 1), { Ana: 50, Beto: 49 }, ['Ana'])
];

describe('year in review', () => {
	it('lists the years with plays, newest first', () => {
		expect(reviewYears(history)).toEqual([2026, 2025]);
	});

	it("counts one year's plays, hours and games, and names the most played game", () => {
		const r = yearReview(history, 2025);
		expect(r.plays).toBe(4);
		expect(r.totalMs).toBe(5 * H);
		expect(r.games).toBe(3);
		expect(r.mostPlayed).toEqual({ game: { key: 'root', name: null, gameId: 'root' }, plays: 2 });
	});

	it('the closest game is the smallest winning margin, lowest-wins aware; a win by rule with fewer points is no close race', () => {
		const r = yearReview(history, 2025);
		// Golf: Beto 12 beats Carla 13 by 1 (lowest wins). Root of March: Ana won on 18 against
		// Beto's 25 (dominance), not counted.
		expect(r.closest).toMatchObject({
			game: { key: 'score-pad:golf', name: 'Golf' },
			margin: 1,
			winners: ['Beto'],
			runnerUp: 'Carla'
		});
	});

	it("each player's best game is the one they won most, then by win rate", () => {
		const r = yearReview(history, 2025);
		const best = Object.fromEntries(r.players.map((p) => [p.name, p.best]));
		expect(best.Ana).toMatchObject({ game: { key: 'root' }, plays: 2, wins: 2 });
		// Beto won once, at Golf (1 of 1) — Root 0 of 2, Lancaster 0 of 1.
		expect(best.Beto).toMatchObject({ game: { key: 'score-pad:golf' }, plays: 1, wins: 1 });
		expect(best.Carla).toMatchObject({ game: { key: 'lancaster' }, plays: 1, wins: 1 });
		// Most plays first.
		expect(r.players.map((p) => [p.name, p.plays, p.wins])).toEqual([
			['Beto', 4, 1],
			['Ana', 3, 2],
			['Carla', 3, 1]
		]);
	});

	it('a year without plays has empty figures', () => {
		expect(yearReview(history, 2020)).toEqual({
			year: 2020,
			plays: 0,
			totalMs: 0,
			games: 0,
			mostPlayed: null,
			closest: null,
			players: []
		});
	});
});
