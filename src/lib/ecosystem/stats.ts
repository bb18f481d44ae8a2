/**
 * Statistics across stored plays, computed from the session rows alone (players in seat
 * order, the cached summary with scores, winners and the game's own figures, and the row's
 * timestamps): no game code and no log is loaded, so 5,000 sessions fold in a few ms.
 */
import type { Player, SessionSummary } from '$lib/games/core/types';
import { betterScore, finishingRanks } from '$lib/games/core/ranking';
import { nameKey } from '$lib/session/players';
import { rowPlayMs } from './playtime';

/** The part of a session row statistics read. */
export interface StatRow {
	readonly gameId: string;
	readonly players: readonly Player[];
	readonly summary: SessionSummary;
	readonly createdAt: number;
	readonly updatedAt: number;
	/**
	 * When the play was played: its first action's time (play-times `loadPlayStarts`); absent:
	 * not read, the creation time stands in. Dates, months, filters and streaks follow it.
	 */
	readonly start?: number;
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
	/** Plays played from (inclusive) and before (exclusive) these times; null: open. */
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

/**
 * `playerKey` remembered per name: the key normalises the name (NFC, marks, spaces), which
 * costs far more than a map lookup, and a group's 5,000 plays repeat a dozen names.
 */
const keys = new Map<string, string>();
function keyOf(name: string): string {
	let k = keys.get(name);
	if (k === undefined) {
		if (keys.size > 5000) keys.clear();
		keys.set(name, (k = playerKey(name)));
	}
	return k;
}

/** One play as every count reads it, worked out once: each seat's key, win and place. */
interface Seen {
	readonly keys: readonly string[];
	readonly won: readonly boolean[];
	/** 1 = first: the play's finishing order (core `finishingPlaces`), ties sharing a place. */
	readonly places: readonly number[];
}

/** When a row was played: its first action, else its creation. */
export const playedAt = (row: Pick<StatRow, 'start' | 'createdAt'>): number =>
	row.start ?? row.createdAt;

function see(row: StatRow): Seen {
	const n = row.players.length;
	const keys = new Array<string>(n);
	const won = new Array<boolean>(n);
	const ids = new Array<string>(n);
	for (let i = 0; i < n; i++) {
		const p = row.players[i]!;
		keys[i] = keyOf(p.name);
		won[i] = row.summary.winners.includes(p.id);
		ids[i] = p.id;
	}
	// Core's finishing order: the same places as every result screen and BG Stats, so a
	// winner by rule (Root's dominance, a tie-break) is ahead of everyone in head-to-head.
	const ranked = finishingRanks(row.summary, row.order ?? 'desc', ids);
	const places = ids.map((id) => ranked[id] ?? n + 1);
	return { keys, won, places };
}

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

function acc(map: Map<string, PlayerAcc>, p: Player, key: string): PlayerAcc {
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
function count(row: StatRow, seen: Seen, map: Map<string, PlayerAcc>, scores = true) {
	const order = row.order ?? 'desc';
	for (let i = 0; i < row.players.length; i++) {
		const p = row.players[i]!;
		const a = acc(map, p, seen.keys[i]!);
		a.plays++;
		if (seen.won[i]) a.wins++;
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
function countFigures(row: StatRow, seen: Seen, figs: Map<string, FigureAcc>) {
	const f = row.summary.figures;
	if (!f) return;
	const seatOf = (id: string) => row.players.findIndex((p) => p.id === id);
	for (const name in f) {
		if (!Object.hasOwn(f, name)) continue;
		const value = f[name];
		let a = figs.get(name);
		const bump = (kind: Figure['kind'], item: string, n: number, won = false) => {
			if (!a) figs.set(name, (a = { kind, plays: 0, items: new Map() }));
			let it = a.items.get(item);
			if (!it) a.items.set(item, (it = { count: 0, wins: 0 }));
			it.count += n;
			if (won) it.wins++;
		};
		if (typeof value === 'number' && Number.isFinite(value)) {
			bump('total', name, value);
			a!.plays++;
		} else if (Array.isArray(value)) {
			for (const v of value) if (typeof v === 'string') bump('tally', v, 1);
			if (!a) figs.set(name, (a = { kind: 'tally', plays: 0, items: new Map() }));
			a.plays++;
		} else if (isRecord(value)) {
			const entries = Object.entries(value);
			const byPlayer = entries.length > 0 && entries.every(([k]) => seatOf(k) >= 0);
			for (const [k, v] of entries) {
				if (byPlayer && typeof v === 'string')
					bump(name === 'factionOf' ? 'byRole' : 'tally', v, 1, seen.won[seatOf(k)]);
				else if (!byPlayer && typeof v === 'number' && Number.isFinite(v)) bump('tally', k, v);
			}
			if (a) a.plays++;
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
	/** By the pair's first key, then its second (keys in order). */
	pairs: Map<
		string,
		Map<string, { a: string; b: string; aAhead: number; bAhead: number; plays: number }>
	>;
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

function countGame(row: StatRow, seen: Seen, g: GameAcc, ms: number | null) {
	const { keys, won, places } = seen;
	const n = row.players.length;
	const at = playedAt(row);
	for (const w of row.summary.winners)
		if (!row.players.some((p) => p.id === w)) g.nonPlayer.set(w, (g.nonPlayer.get(w) ?? 0) + 1);
	for (let i = 0; i < n; i++)
		for (let j = i + 1; j < n; j++) {
			// The pair in key order, so A–B and B–A are one pair.
			const [x, y] = keys[j]! < keys[i]! ? [j, i] : [i, j];
			let byB = g.pairs.get(keys[x]!);
			if (!byB) g.pairs.set(keys[x]!, (byB = new Map()));
			let h = byB.get(keys[y]!);
			if (!h)
				byB.set(
					keys[y]!,
					(h = { a: row.players[x]!.name, b: row.players[y]!.name, aAhead: 0, bAhead: 0, plays: 0 })
				);
			h.plays++;
			if (places[x]! < places[y]!) h.aAhead++;
			else if (places[y]! < places[x]!) h.bAhead++;
		}
	const start = row.startSeat ?? 0;
	if (start < n) {
		g.start.plays++;
		if (won[start]) g.start.wins++;
	}
	let split = g.counts.get(n);
	if (!split) g.counts.set(n, (split = { plays: 0, players: new Map() }));
	split.plays++;
	const order = row.order ?? 'desc';
	for (let i = 0; i < n; i++) {
		const p = row.players[i]!;
		const k = keys[i]!;
		const seat = (g.seats[i] ??= { plays: 0, wins: 0 });
		seat.plays++;
		if (won[i]) seat.wins++;
		let a = split.players.get(k);
		if (!a) split.players.set(k, (a = { key: k, name: p.name, plays: 0, wins: 0 }));
		a.plays++;
		if (won[i]) a.wins++;
		const sc = row.summary.scores[p.id];
		if (typeof sc === 'number' && (!g.best || betterScore(sc, g.best.value, order)))
			g.best = { value: sc, at, name: p.name };
		let r = g.run.get(k);
		if (!r) g.run.set(k, (r = { name: p.name, now: 0, best: 0, until: 0 }));
		r.now = won[i] ? r.now + 1 : 0;
		if (r.now > r.best) {
			r.best = r.now;
			r.until = at;
		}
	}
	if (ms !== null) {
		if (!g.longest || ms > g.longest.value) g.longest = { value: ms, at };
		if (!g.shortest || ms < g.shortest.value) g.shortest = { value: ms, at };
	}
	g.first = g.first === null ? at : Math.min(g.first, at);
	g.last = g.last === null ? at : Math.max(g.last, at);
}

/**
 * The calendar month of a time in the phone's time zone ("2026-11"). Rows come oldest first,
 * so the month found last is kept with its bounds and most rows need no Date at all.
 */
function monthFinder(): (ts: number) => string {
	let from = Infinity;
	let to = -Infinity;
	let key = '';
	return (ts) => {
		if (ts >= from && ts < to) return key;
		const d = new Date(ts);
		const [y, m] = [d.getFullYear(), d.getMonth()];
		from = new Date(y, m, 1).getTime();
		to = new Date(y, m + 1, 1).getTime();
		key = `${y}-${String(m + 1).padStart(2, '0')}`;
		return key;
	};
}

export function computeStats(rows: readonly StatRow[], filter: Filter): Stats {
	const steps = statsSteps(rows, filter, Infinity);
	for (;;) {
		const r = steps.next();
		if (r.done) return r.value;
	}
}

/** Rows counted between two task breaks of `computeStatsInSlices`. */
const SLICE_ROWS = 250;

/**
 * The same statistics with a task break every few hundred rows: after an import of thousands
 * of plays the count runs while the screen stays responsive.
 */
export async function computeStatsInSlices(
	rows: readonly StatRow[],
	filter: Filter,
	yieldTask: () => Promise<void>
): Promise<Stats> {
	const steps = statsSteps(rows, filter, SLICE_ROWS);
	for (;;) {
		const r = steps.next();
		if (r.done) return r.value;
		await yieldTask();
	}
}

/** The count itself, pausing (a generator step) after every `slice` rows. */
function* statsSteps(
	rows: readonly StatRow[],
	filter: Filter,
	slice: number
): Generator<void, Stats, void> {
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
	const sorted = [...rows].sort((a, b) => playedAt(a) - playedAt(b));
	const monthOf = monthFinder();
	let counted = 0;
	for (const row of sorted) {
		if (++counted % slice === 0) yield;
		if (!row.summary?.finished) continue;
		const gameKey = row.padGame ? `score-pad:${keyOf(row.padGame)}` : row.gameId;
		allGames.add(gameKey);
		const seen = see(row);
		for (let i = 0; i < row.players.length; i++)
			if (!allPlayers.has(seen.keys[i]!)) allPlayers.set(seen.keys[i]!, row.players[i]!.name);
		if (filter.game && gameKey !== filter.game && row.gameId !== filter.game) continue;
		if (filter.player && !seen.keys.includes(filter.player)) continue;
		const at = playedAt(row);
		if (filter.from != null && at < filter.from) continue;
		if (filter.to != null && at >= filter.to) continue;
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
		count(row, seen, g.players);
		count(row, seen, everyone, false);
		countFigures(row, seen, g.figs);
		countGame(row, seen, g, ms);
		const m = monthOf(at);
		months.set(m, (months.get(m) ?? 0) + 1);
		first = first === null ? at : Math.min(first, at);
		last = last === null ? at : Math.max(last, at);
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
			headToHead: [...g.pairs.values()]
				.flatMap((byB) => [...byB.values()])
				.sort((x, y) => y.plays - x.plays || x.a.localeCompare(y.a) || x.b.localeCompare(y.b)),
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
