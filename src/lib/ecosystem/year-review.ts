/**
 * A group's year in review, from the rows statistics read (`StatRow`, the statistics cache):
 * the plays of one calendar year in the phone's time zone, the hours played, how many games,
 * the group's most played game, the closest game (the smallest winning margin) and each
 * player's best game. Pure: rows in, figures out; the page and the share image format them.
 */
import { nameKey } from '$lib/session/players';
import { rowPlayMs } from './playtime';
import { playedAt, type StatRow } from './stats';

/** A game as statistics group plays: the app's game id, or a named score pad game apart. */
export interface ReviewGame {
	/** The game id, or `score-pad:<name key>` (as statistics key it). */
	readonly key: string;
	/** A named score pad game's own name; null for the app's games (translated by id). */
	readonly name: string | null;
	/** The app's game id (`score-pad` for a named pad game). */
	readonly gameId: string;
}

export interface ClosestGame {
	readonly game: ReviewGame;
	readonly at: number;
	/** Points between the winner and the best player who did not win (0: won on a tie-break). */
	readonly margin: number;
	readonly winners: readonly string[];
	/** The best-placed player who did not win. */
	readonly runnerUp: string;
}

export interface PlayerYear {
	readonly key: string;
	readonly name: string;
	readonly color: string;
	readonly plays: number;
	readonly wins: number;
	/** The game they won most (then: best win rate, most plays); null with no play. */
	readonly best: { game: ReviewGame; plays: number; wins: number } | null;
}

export interface YearReview {
	readonly year: number;
	readonly plays: number;
	/** Play time of the plays with a believable one (as statistics count it). */
	readonly totalMs: number;
	/** Different games played. */
	readonly games: number;
	readonly mostPlayed: { game: ReviewGame; plays: number } | null;
	readonly closest: ClosestGame | null;
	/** Most plays first. */
	readonly players: readonly PlayerYear[];
}

const gameOf = (row: StatRow): ReviewGame =>
	row.padGame
		? { key: `score-pad:${nameKey(row.padGame)}`, name: row.padGame, gameId: row.gameId }
		: { key: row.gameId, name: null, gameId: row.gameId };

const yearOf = (row: StatRow) => new Date(playedAt(row)).getFullYear();

/** The calendar years with finished plays, newest first. */
export function reviewYears(rows: readonly StatRow[]): number[] {
	const years = new Set<number>();
	for (const r of rows) if (r.summary?.finished) years.add(yearOf(r));
	return [...years].sort((a, b) => b - a);
}

/**
 * The winning margin of one play: the winner's points against the best points of a player
 * who did not win, in the play's direction (lowest wins: the other way round). Null when the
 * play has no scored winner among its players or nobody else scored (co-operative, a play
 * where everyone shared the win).
 */
function margin(row: StatRow): { margin: number; winners: string[]; runnerUp: string } | null {
	const low = row.order === 'asc';
	const winners = row.players.filter((p) => row.summary.winners.includes(p.id));
	const others = row.players.filter((p) => !row.summary.winners.includes(p.id));
	const score = (id: string) => row.summary.scores[id];
	const scored = (id: string) => typeof score(id) === 'number' && Number.isFinite(score(id));
	if (winners.length === 0 || others.length === 0) return null;
	if (!winners.every((p) => scored(p.id)) || !others.some((p) => scored(p.id))) return null;
	const better = (a: number, b: number) => (low ? a < b : a > b);
	// The weakest winner's points and the strongest other player's (both as the play ranks).
	let win = score(winners[0]!.id)!;
	for (const p of winners) if (better(win, score(p.id)!)) win = score(p.id)!;
	let runner = others.find((p) => scored(p.id))!;
	for (const p of others) if (scored(p.id) && better(score(p.id)!, score(runner.id)!)) runner = p;
	const m = low ? score(runner.id)! - win : win - score(runner.id)!;
	// A winner by rule with fewer points than another player (Root's dominance) is no close race.
	if (m < 0) return null;
	return { margin: m, winners: winners.map((p) => p.name), runnerUp: runner.name };
}

export function yearReview(rows: readonly StatRow[], year: number): YearReview {
	const inYear = rows.filter((r) => r.summary?.finished && yearOf(r) === year);
	const games = new Map<string, { game: ReviewGame; plays: number }>();
	const players = new Map<
		string,
		{
			key: string;
			name: string;
			color: string;
			plays: number;
			wins: number;
			last: number;
			games: Map<string, { game: ReviewGame; plays: number; wins: number }>;
		}
	>();
	let totalMs = 0;
	let closest: ClosestGame | null = null;
	for (const row of inYear) {
		const game = gameOf(row);
		const at = playedAt(row);
		const g = games.get(game.key) ?? { game, plays: 0 };
		g.plays++;
		games.set(game.key, g);
		const ms = rowPlayMs(row);
		if (ms !== null) totalMs += ms;
		for (const p of row.players) {
			const key = nameKey(p.name);
			let a = players.get(key);
			if (!a) {
				a = { key, name: p.name, color: p.color, plays: 0, wins: 0, last: at, games: new Map() };
				players.set(key, a);
			}
			// The name and colour as last played.
			if (at >= a.last) Object.assign(a, { name: p.name, color: p.color, last: at });
			const won = row.summary.winners.includes(p.id);
			a.plays++;
			if (won) a.wins++;
			const pg = a.games.get(game.key) ?? { game, plays: 0, wins: 0 };
			pg.plays++;
			if (won) pg.wins++;
			a.games.set(game.key, pg);
		}
		const m = margin(row);
		// The smallest margin; between equals, the later play.
		if (
			m &&
			(!closest || m.margin < closest.margin || (m.margin === closest.margin && at > closest.at))
		)
			closest = { game, at, ...m };
	}
	const byName = (a: ReviewGame, b: ReviewGame) => a.key.localeCompare(b.key);
	const mostPlayed =
		[...games.values()].sort((a, b) => b.plays - a.plays || byName(a.game, b.game))[0] ?? null;
	return {
		year,
		plays: inYear.length,
		totalMs,
		games: games.size,
		mostPlayed,
		closest,
		players: [...players.values()]
			.map((a) => ({
				key: a.key,
				name: a.name,
				color: a.color,
				plays: a.plays,
				wins: a.wins,
				best:
					[...a.games.values()].sort(
						(x, y) =>
							y.wins - x.wins ||
							y.wins / y.plays - x.wins / x.plays ||
							y.plays - x.plays ||
							byName(x.game, y.game)
					)[0] ?? null
			}))
			.sort((a, b) => b.plays - a.plays || b.wins - a.wins || a.name.localeCompare(b.name))
	};
}
