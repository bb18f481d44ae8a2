/**
 * What every result reads from a stored session the same way: which way its scores rank, who
 * started, when play began, and which game it was (a score pad play names its own game).
 * Pure: rows in, values out.
 */
import { nameKey, normalizeName } from '$lib/session/players';
import { findGame } from '$lib/games/registry';

interface RowLike {
	gameId: string;
	options?: unknown;
	setup?: unknown;
	players: readonly { id: string }[];
}

/** 'asc' when the lowest final score wins (a score pad play set so), else 'desc'. */
export function scoreOrder(row: Pick<RowLike, 'options'>): 'asc' | 'desc' {
	const o = row.options;
	return o && typeof o === 'object' && (o as { lowWins?: unknown }).lowWins === true
		? 'asc'
		: 'desc';
}

/**
 * The seat that started, the one answer statistics and BG Stats read. The contract: a game
 * whose setup decides who starts stores that seat's index as `firstPlayer` in its setup.
 * Setups stored before it are still read: a player id as `firstPlayer` (Lancaster) is that
 * player's seat, and seats in turn order as `turnOrder` (Kingdom Defenders) start with the
 * first. Anything else: seat 0 (the new-game screen seats the first player first).
 */
export function startSeat(
	row: Pick<RowLike, 'setup' | 'players'> & { summary?: { startSeat?: unknown } }
): number {
	const seat = (x: unknown): x is number =>
		typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < row.players.length;
	// The game's own answer from its state (a setup redrawn at the table) comes first.
	if (seat(row.summary?.startSeat)) return row.summary.startSeat;
	const s = row.setup;
	if (!s || typeof s !== 'object') return 0;
	const { firstPlayer: first, turnOrder } = s as { firstPlayer?: unknown; turnOrder?: unknown };
	if (seat(first)) return first;
	if (typeof first === 'string') {
		const i = row.players.findIndex((p) => p.id === first);
		if (i >= 0) return i;
	}
	if (first === undefined && Array.isArray(turnOrder) && seat(turnOrder[0])) return turnOrder[0];
	return 0;
}

/** When play began: the first action's time, else the session's creation. */
export function playStart(createdAt: number, firstActionAt: number | undefined): number {
	return typeof firstActionAt === 'number' && firstActionAt > 0 ? firstActionAt : createdAt;
}

/** The game a score pad play was of, as the table typed it (null: not named). */
export function padGameName(row: Pick<RowLike, 'gameId' | 'options'>): string | null {
	if (row.gameId !== 'score-pad') return null;
	const o = row.options;
	const name = o && typeof o === 'object' ? (o as { game?: unknown }).game : undefined;
	return typeof name === 'string' && normalizeName(name) !== '' ? normalizeName(name) : null;
}

/** The BoardGameGeek id a score pad play was given, if any. */
export function padBggId(row: Pick<RowLike, 'options'>): number | null {
	const o = row.options;
	const id = o && typeof o === 'object' ? (o as { bggId?: unknown }).bggId : undefined;
	return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The key statistics group plays by: the game id, or for a named score pad play
 * `score-pad:<name in lower case>`, so each game a table logs on the pad is its own table.
 */
export function statsGameKey(row: Pick<RowLike, 'gameId' | 'options'>): string {
	const name = padGameName(row);
	return name ? `score-pad:${nameKey(name)}` : row.gameId;
}

/**
 * The role each player had in a play of a game with roles (Root's factions), by player id, as
 * one stable id whatever the phone's language ('marquise', 'eyrie'...). Read where a session
 * keeps them: its summary's figure the game names (the live flow writes it after every move),
 * else the setup's list of each seat's role (where the quick scorer keeps the roles the table
 * named). Null for a game without roles, or a play that recorded none (a row without a setup,
 * a malformed one): statistics count it as "role not recorded", never as a guess.
 */
export function playRoles(
	row: Pick<RowLike, 'gameId' | 'setup' | 'players'> & {
		summary?: { figures?: Readonly<Record<string, unknown>> };
	}
): Record<string, string> | null {
	const roles = findGame(row.gameId)?.roles;
	if (!roles) return null;
	const fig = row.summary?.figures?.[roles.figure];
	if (fig && typeof fig === 'object' && !Array.isArray(fig)) {
		const out: Record<string, string> = {};
		for (const p of row.players) {
			const f = (fig as Record<string, unknown>)[p.id];
			if (typeof f === 'string' && f !== '') out[p.id] = f;
		}
		if (Object.keys(out).length > 0) return out;
	}
	const s = row.setup;
	const list =
		roles.setupList && s && typeof s === 'object'
			? (s as Record<string, unknown>)[roles.setupList]
			: undefined;
	if (
		!Array.isArray(list) ||
		list.length !== row.players.length ||
		!list.every((f) => typeof f === 'string' && f !== '')
	)
		return null;
	return Object.fromEntries(row.players.map((p, i) => [p.id, list[i] as string]));
}
