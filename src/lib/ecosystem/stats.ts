/**
 * Statistics across stored plays, computed from the session rows alone (players in seat
 * order, the cached summary with scores, winners and the game's own figures, and the row's
 * timestamps): no game code and no log is loaded, so 5,000 sessions fold in a few ms.
 */
import type { Player, SessionSummary } from '$lib/games/core/types';
import { rowPlayMs } from './playtime';

/** The part of a session row statistics read. */
export interface StatRow {
	readonly gameId: string;
	readonly players: readonly Player[];
	readonly summary: SessionSummary;
	readonly createdAt: number;
	readonly updatedAt: number;
}

export interface Filter {
	/** A game id, or null for every game. */
	readonly game: string | null;
	/** A player key (the name in lower case), or null for everyone. */
	readonly player: string | null;
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
	readonly gameId: string;
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
}

export const playerKey = (name: string) => name.trim().toLowerCase();

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

function count(row: StatRow, map: Map<string, PlayerAcc>) {
	const winners = new Set(row.summary.winners);
	for (const p of row.players) {
		const a = acc(map, p);
		a.plays++;
		if (winners.has(p.id)) a.wins++;
		const s = row.summary.scores[p.id];
		if (typeof s === 'number' && Number.isFinite(s)) {
			a.sum += s;
			a.scored++;
			a.best = a.best === null ? s : Math.max(a.best, s);
			a.worst = a.worst === null ? s : Math.min(a.worst, s);
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

export function computeStats(rows: readonly StatRow[], filter: Filter): Stats {
	const allGames = new Set<string>();
	const allPlayers = new Map<string, string>();
	const perGame = new Map<
		string,
		{
			plays: number;
			ms: number;
			timed: number;
			players: Map<string, PlayerAcc>;
			figs: Map<string, FigureAcc>;
		}
	>();
	const everyone = new Map<string, PlayerAcc>();
	let plays = 0;
	let totalMs = 0;
	for (const row of rows) {
		if (!row.summary?.finished) continue;
		allGames.add(row.gameId);
		for (const p of row.players) {
			const k = playerKey(p.name);
			if (!allPlayers.has(k)) allPlayers.set(k, p.name);
		}
		if (filter.game && row.gameId !== filter.game) continue;
		if (filter.player && !row.players.some((p) => playerKey(p.name) === filter.player)) continue;
		plays++;
		let g = perGame.get(row.gameId);
		if (!g) {
			g = { plays: 0, ms: 0, timed: 0, players: new Map(), figs: new Map() };
			perGame.set(row.gameId, g);
		}
		g.plays++;
		const ms = rowPlayMs(row);
		if (ms !== null) {
			g.ms += ms;
			g.timed++;
			totalMs += ms;
		}
		count(row, g.players);
		count(row, everyone);
		countFigures(row, g.figs);
	}
	const games = [...perGame.entries()]
		.map(([gameId, g]) => ({
			gameId,
			plays: g.plays,
			averageMs: g.timed ? g.ms / g.timed : null,
			totalMs: g.ms,
			players: finish(g.players),
			figures: finishFigures(g.figs)
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
		totalMs
	};
}
