/**
 * Statistics across stored plays, computed from the session rows alone (players in seat
 * order, the cached summary with scores, winners and the game's own figures, and the row's
 * timestamps): no game code and no log is loaded, so 5,000 sessions fold in a few ms.
 */
import type { Player, SessionSummary } from '$lib/games/core/types';
import { betterScore, rankScores } from '$lib/games/core/ranking';
import { nameKey } from '$lib/session/players';
import { rowPlayMs } from './playtime';

/** The part of a session row statistics read. */
export interface StatRow {
	readonly gameId: string;
	readonly players: readonly Player[];
	readonly summary: SessionSummary;
	readonly createdAt: number;
	readonly updatedAt: number;
	/** 'asc' when the lowest score won this play (play-meta `scoreOrder`); absent: highest. */
	readonly order?: 'asc' | 'desc';
	/** A score pad play's own game name (play-meta `padGameName`); its plays group apart. */
	readonly padGame?: string | null;
	/** The seat that started (play-meta `startSeat`); absent: seat 0. */
	readonly startSeat?: number;
	/**
	 * Play time from the log's own times, pauses cut (play-times.ts); null: nothing played;
	 * absent: not read yet, estimated from the row's timestamps.
	 */
	readonly playMs?: number | null;
}

export interface Filter {
	/** A game id, or null for every game. */
	readonly game: string | null;
	/** A player key (the name in lower case), or null for everyone. */
	readonly player: string | null;
	/** Plays created from (inclusive) and before (exclusive) these times; null: open. */
	readonly from?: number | null;
	readonly to?: number | null;
}

/** How often one player finished above another when both played. */
export interface HeadToHead {
	readonly a: string;
	readonly b: string;
	readonly aAhead: number;
	readonly bAhead: number;
	readonly plays: number;
}

/** The plays with one number of players. */
export interface CountSplit {
	readonly count: number;
	readonly plays: number;
	/** Each player's plays and wins at this number of players, most wins first. */
	readonly players: readonly { key: string; name: string; plays: number; wins: number }[];
}

/** A record and when it happened. */
export interface RecordAt {
	readonly value: number;
	readonly at: number;
	/** The player's name (best score), absent for a game's length. */
	readonly name?: string;
}

export interface PlayerStats {
	readonly key: string;
	readonly name: string;
	readonly color: string;
	readonly plays: number;
	readonly wins: number;
	/** wins / plays, 0..1. */
	readonly winRate: number;
	/** Over the plays with a score; null when none had one. */
	readonly average: number | null;
	readonly best: number | null;
	readonly worst: number | null;
	readonly scored: number;
}

/** One line of a game's own figure: an item (a faction, a law...) and its counts. */
export interface FigureItem {
	readonly item: string;
	readonly count: number;
	/** Root: wins with the faction (count = plays with it). */
	readonly wins?: number;
}

export interface Figure {
	/** The figure's name in summary.figures (factionOf, eliminatedBy...). */
	readonly name: string;
	readonly kind: 'byRole' | 'tally' | 'total';
	/** Sorted: most first. For 'total', one item per play: count = sum, average in `mean`. */
	readonly items: readonly FigureItem[];
	/** 'total' figures: the mean per play that recorded it. */
	readonly mean?: number;
	/** Plays that recorded this figure. */
	readonly plays: number;
}

export interface GameStats {
	/** The game id, or `score-pad:<name>` for a named score pad game (see `name`). */
	readonly gameId: string;
	/** A named score pad game's name; null for the app's own games. */
	readonly name: string | null;
	/** Wins by a winner who is not a player (Xidit's ghost), by its id. */
	readonly nonPlayerWins: Readonly<Record<string, number>>;
	/** Every pair of players who met, most meetings first. */
	readonly headToHead: readonly HeadToHead[];
	/** Win rate by seat (0-based) and of the player who started. */
	readonly bySeat: readonly { seat: number; plays: number; wins: number }[];
	readonly startPlayer: { plays: number; wins: number };
	/** Plays by number of players, and who won how often at that number (most wins first). */
	readonly byCount: readonly CountSplit[];
	/** Best final score (in the game's direction), longest and shortest play, with dates. */
	readonly records: {
		best: RecordAt | null;
		longest: RecordAt | null;
		shortest: RecordAt | null;
	};
	/** Longest run of wins in a row, per player key (only runs of 2 or more). */
	readonly streaks: readonly { key: string; name: string; length: number; until: number }[];
	readonly first: number | null;
	readonly last: number | null;
	readonly plays: number;
	/** Mean play time of the plays with a believable one (see PLAUSIBLE_MS), else null. */
	readonly averageMs: number | null;
	readonly totalMs: number;
	readonly players: readonly PlayerStats[];
	readonly figures: readonly Figure[];
}

export interface Stats {
	readonly plays: number;
	readonly games: readonly GameStats[];
	/** Everyone in the filtered plays, over all their games. */
	readonly players: readonly PlayerStats[];
	/** For the filter lists: every game and player in the stored plays. */
	readonly allGames: readonly string[];
	readonly allPlayers: readonly { key: string; name: string }[];
	readonly totalMs: number;
	/** Plays per calendar month ("2026-11"), oldest first, in the phone's time zone. */
	readonly perMonth: readonly { month: string; plays: number }[];
	readonly first: number | null;
	readonly last: number | null;
}

/** One player-key function for the whole app: the session module's. */
export const playerKey = nameKey;

interface PlayerAcc {
	key: string;
	name: string;
	color: string;
	plays: number;
	wins: number;
	sum: number;
	scored: number;
	best: number | null;
	worst: number | null;
}

function acc(map: Map<string, PlayerAcc>, p: Player): PlayerAcc {
	const key = playerKey(p.name);
	let a = map.get(key);
	if (!a) {
		a = {
			key,
			name: p.name,
			color: p.color,
			plays: 0,
			wins: 0,
			sum: 0,
			scored: 0,
			best: null,
			worst: null
		};
		map.set(key, a);
	}
	return a;
}

/**
 * Counts one play for its players. `scores` false: plays and wins only (the all-games table
 * never averages scores of different games). Best and worst follow the play's direction.
 */
function count(row: StatRow, map: Map<string, PlayerAcc>, scores = true) {
	const winners = new Set(row.summary.winners);
	const order = row.order ?? 'desc';
	for (const p of row.players) {
		const a = acc(map, p);
		a.plays++;
		if (winners.has(p.id)) a.wins++;
		const s = row.summary.scores[p.id];
		if (scores && typeof s === 'number' && Number.isFinite(s)) {
			a.sum += s;
			a.scored++;
			a.best = a.best === null || betterScore(s, a.best, order) ? s : a.best;
			a.worst = a.worst === null || betterScore(a.worst, s, order) ? s : a.worst;
		}
	}
}

function finish(map: Map<string, PlayerAcc>): PlayerStats[] {
	return [...map.values()]
		.map((a) => ({
			key: a.key,
			name: a.name,
			color: a.color,
			plays: a.plays,
			wins: a.wins,
			winRate: a.plays ? a.wins / a.plays : 0,
			average: a.scored ? a.sum / a.scored : null,
			best: a.best,
			worst: a.worst,
			scored: a.scored
		}))
		.sort((x, y) => y.wins - x.wins || y.winRate - x.winRate || x.name.localeCompare(y.name));
}

type FigureAcc = {
	kind: Figure['kind'];
	plays: number;
	items: Map<string, { count: number; wins: number }>;
};

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Folds one play's figures by their shape, so every game's figures (and any a game adds
 * later) count without game code: {playerId: value} (Root factions with their wins, Xidit's
 * eliminations), numbers (Kingdom Defenders' hordes and cities), lists (Lancaster's laws),
 * {item: number} (Year of the Dragon's persons lost by event).
 */
function countFigures(row: StatRow, figs: Map<string, FigureAcc>) {
	const f = row.summary.figures;
	if (!f) return;
	const seat = new Set(row.players.map((p) => p.id));
	const winners = new Set(row.summary.winners);
	for (const [name, value] of Object.entries(f)) {
		const bump = (kind: Figure['kind'], item: string, n: number, won = false) => {
			let a = figs.get(name);
			if (!a) figs.set(name, (a = { kind, plays: 0, items: new Map() }));
			const it = a.items.get(item) ?? { count: 0, wins: 0 };
			it.count += n;
			if (won) it.wins++;
			a.items.set(item, it);
		};
		const seen = () => figs.get(name) && figs.get(name)!.plays++;
		if (typeof value === 'number' && Number.isFinite(value)) {
			bump('total', name, value);
			seen();
		} else if (Array.isArray(value)) {
			for (const v of value) if (typeof v === 'string') bump('tally', v, 1);
			if (!figs.has(name)) figs.set(name, { kind: 'tally', plays: 0, items: new Map() });
			seen();
		} else if (isRecord(value)) {
			const entries = Object.entries(value);
			const byPlayer = entries.length > 0 && entries.every(([k]) => seat.has(k));
			for (const [k, v] of entries) {
				if (byPlayer && typeof v === 'string')
					bump(name === 'factionOf' ? 'byRole' : 'tally', v, 1, winners.has(k));
				else if (!byPlayer && typeof v === 'number' && Number.isFinite(v)) bump('tally', k, v);
			}
			if (figs.has(name)) seen();
		}
	}
}

function finishFigures(figs: Map<string, FigureAcc>): Figure[] {
	return [...figs.entries()].map(([name, a]) => {
		const items = [...a.items.entries()]
			.map(([item, v]) =>
				a.kind === 'byRole' ? { item, count: v.count, wins: v.wins } : { item, count: v.count }
			)
			.sort(
				(x, y) => (y.wins ?? 0) - (x.wins ?? 0) || y.count - x.count || x.item.localeCompare(y.item)
			);
		const fig: Figure = { name, kind: a.kind, items, plays: a.plays };
		return a.kind === 'total'
			? { ...fig, mean: a.plays ? (items[0]?.count ?? 0) / a.plays : 0 }
			: fig;
	});
}

interface SplitAcc {
	key: string;
	name: string;
	plays: number;
	wins: number;
}

interface GameAcc {
	plays: number;
	ms: number;
	timed: number;
	name: string | null;
	players: Map<string, PlayerAcc>;
	figs: Map<string, FigureAcc>;
	nonPlayer: Map<string, number>;
	pairs: Map<string, { a: string; b: string; aAhead: number; bAhead: number; plays: number }>;
	seats: { plays: number; wins: number }[];
	start: { plays: number; wins: number };
	counts: Map<number, { plays: number; players: Map<string, SplitAcc> }>;
	best: RecordAt | null;
	longest: RecordAt | null;
	shortest: RecordAt | null;
	run: Map<string, { name: string; now: number; best: number; until: number }>;
	first: number | null;
	last: number | null;
}

const newGame = (name: string | null): GameAcc => ({
	plays: 0,
	ms: 0,
	timed: 0,
	name,
	players: new Map(),
	figs: new Map(),
	nonPlayer: new Map(),
	pairs: new Map(),
	seats: [],
	start: { plays: 0, wins: 0 },
	counts: new Map(),
	best: null,
	longest: null,
	shortest: null,
	run: new Map(),
	first: null,
	last: null
});

/** Places of a play: by score in its direction, else winners first and everyone else next. */
function placesOf(row: StatRow): Record<string, number> {
	const ids = row.players.map((p) => p.id);
	const scored = ids.filter((id) => typeof row.summary.scores[id] === 'number');
	if (scored.length === ids.length) return rankScores(ids, row.summary.scores, row.order ?? 'desc');
	const winners = new Set(row.summary.winners);
	return Object.fromEntries(ids.map((id) => [id, winners.has(id) ? 1 : 2]));
}

function countGame(row: StatRow, g: GameAcc) {
	const winners = new Set(row.summary.winners);
	const seatIds = new Set(row.players.map((p) => p.id));
	for (const w of row.summary.winners)
		if (!seatIds.has(w)) g.nonPlayer.set(w, (g.nonPlayer.get(w) ?? 0) + 1);
	const places = placesOf(row);
	for (let i = 0; i < row.players.length; i++)
		for (let j = i + 1; j < row.players.length; j++) {
			let [p, q] = [row.players[i]!, row.players[j]!];
			let [kp, kq] = [playerKey(p.name), playerKey(q.name)];
			if (kq < kp) [p, q, kp, kq] = [q, p, kq, kp];
			const key = `${kp}\u0000${kq}`;
			let h = g.pairs.get(key);
			if (!h) g.pairs.set(key, (h = { a: p.name, b: q.name, aAhead: 0, bAhead: 0, plays: 0 }));
			h.plays++;
			if (places[p.id]! < places[q.id]!) h.aAhead++;
			else if (places[q.id]! < places[p.id]!) h.bAhead++;
		}
	row.players.forEach((p, seat) => {
		const s = (g.seats[seat] ??= { plays: 0, wins: 0 });
		s.plays++;
		if (winners.has(p.id)) s.wins++;
	});
	const starter = row.players[row.startSeat ?? 0];
	if (starter) {
		g.start.plays++;
		if (winners.has(starter.id)) g.start.wins++;
	}
	let split = g.counts.get(row.players.length);
	if (!split) g.counts.set(row.players.length, (split = { plays: 0, players: new Map() }));
	split.plays++;
	for (const p of row.players) {
		const k = playerKey(p.name);
		const a = split.players.get(k) ?? { key: k, name: p.name, plays: 0, wins: 0 };
		a.plays++;
		if (winners.has(p.id)) a.wins++;
		split.players.set(k, a);
	}
	const order = row.order ?? 'desc';
	for (const p of row.players) {
		const sc = row.summary.scores[p.id];
		if (typeof sc === 'number' && (!g.best || betterScore(sc, g.best.value, order)))
			g.best = { value: sc, at: row.createdAt, name: p.name };
		const k = playerKey(p.name);
		const r = g.run.get(k) ?? { name: p.name, now: 0, best: 0, until: 0 };
		r.now = winners.has(p.id) ? r.now + 1 : 0;
		if (r.now > r.best) [r.best, r.until] = [r.now, row.createdAt];
		g.run.set(k, r);
	}
	const ms = rowPlayMs(row);
	if (ms !== null) {
		if (!g.longest || ms > g.longest.value) g.longest = { value: ms, at: row.createdAt };
		if (!g.shortest || ms < g.shortest.value) g.shortest = { value: ms, at: row.createdAt };
	}
	g.first = g.first === null ? row.createdAt : Math.min(g.first, row.createdAt);
	g.last = g.last === null ? row.createdAt : Math.max(g.last, row.createdAt);
}

function monthOf(ts: number): string {
	const d = new Date(ts);
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export function computeStats(rows: readonly StatRow[], filter: Filter): Stats {
	const allGames = new Set<string>();
	const allPlayers = new Map<string, string>();
	const perGame = new Map<string, GameAcc>();
	const everyone = new Map<string, PlayerAcc>();
	const months = new Map<string, number>();
	let plays = 0;
	let totalMs = 0;
	let first: number | null = null;
	let last: number | null = null;
	// Oldest first, so streaks run in the order the plays happened.
	const sorted = [...rows].sort((a, b) => a.createdAt - b.createdAt);
	for (const row of sorted) {
		if (!row.summary?.finished) continue;
		const gameKey = row.padGame ? `score-pad:${playerKey(row.padGame)}` : row.gameId;
		allGames.add(gameKey);
		for (const p of row.players) {
			const k = playerKey(p.name);
			if (!allPlayers.has(k)) allPlayers.set(k, p.name);
		}
		if (filter.game && gameKey !== filter.game && row.gameId !== filter.game) continue;
		if (filter.player && !row.players.some((p) => playerKey(p.name) === filter.player)) continue;
		if (filter.from != null && row.createdAt < filter.from) continue;
		if (filter.to != null && row.createdAt >= filter.to) continue;
		plays++;
		let g = perGame.get(gameKey);
		if (!g) perGame.set(gameKey, (g = newGame(row.padGame ?? null)));
		g.plays++;
		const ms = rowPlayMs(row);
		if (ms !== null) {
			g.ms += ms;
			g.timed++;
			totalMs += ms;
		}
		count(row, g.players);
		count(row, everyone, false);
		countFigures(row, g.figs);
		countGame(row, g);
		const m = monthOf(row.createdAt);
		months.set(m, (months.get(m) ?? 0) + 1);
		first = first === null ? row.createdAt : Math.min(first, row.createdAt);
		last = last === null ? row.createdAt : Math.max(last, row.createdAt);
	}
	const games = [...perGame.entries()]
		.map(([gameId, g]) => ({
			gameId,
			name: g.name,
			plays: g.plays,
			averageMs: g.timed ? g.ms / g.timed : null,
			totalMs: g.ms,
			players: finish(g.players),
			figures: finishFigures(g.figs),
			nonPlayerWins: Object.fromEntries(g.nonPlayer),
			headToHead: [...g.pairs.values()].sort(
				(x, y) => y.plays - x.plays || x.a.localeCompare(y.a) || x.b.localeCompare(y.b)
			),
			bySeat: g.seats.map((s, seat) => ({ seat, plays: s.plays, wins: s.wins })),
			startPlayer: { ...g.start },
			byCount: [...g.counts.entries()]
				.map(([count, c]) => ({
					count,
					plays: c.plays,
					players: [...c.players.values()].sort(
						(x, y) => y.wins - x.wins || y.plays - x.plays || x.name.localeCompare(y.name)
					)
				}))
				.sort((x, y) => x.count - y.count),
			records: { best: g.best, longest: g.longest, shortest: g.shortest },
			streaks: [...g.run.entries()]
				.filter(([, r]) => r.best >= 2)
				.map(([key, r]) => ({ key, name: r.name, length: r.best, until: r.until }))
				.sort((x, y) => y.length - x.length || x.name.localeCompare(y.name)),
			first: g.first,
			last: g.last
		}))
		.sort((a, b) => b.plays - a.plays || a.gameId.localeCompare(b.gameId));
	return {
		plays,
		games,
		players: finish(everyone),
		allGames: [...allGames].sort(),
		allPlayers: [...allPlayers.entries()]
			.map(([key, name]) => ({ key, name }))
			.sort((a, b) => a.name.localeCompare(b.name)),
		totalMs,
		perMonth: [...months.entries()]
			.sort((x, y) => x[0].localeCompare(y[0]))
			.map(([month, plays]) => ({ month, plays })),
		first,
		last
	};
}
