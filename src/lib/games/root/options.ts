/**
 * Root options and setup: which faction sits at each seat and who plays first. The session
 * stores that setup (`drawSetup`) when it is created; the flows read `ctx.setup`, never the
 * seed, so a change to the randomizer cannot rewrite a stored game.
 */
import { hasOwn, isRecord } from '../core/checks';
import type { MessageRef, SessionContext } from '../core/types';
import { FACTIONS, MAX_PLAYERS, MIN_PLAYERS, type FactionId } from './data';
import { checkFactions, isFactionId } from './rules';
import { drawFactions, drawFirstPlayer } from './setup';

export interface Options {
	/** The faction of each seat, in seat order (same order as ctx.players). */
	factions: FactionId[];
	/** Seat index (0-based) of the first player: a round ends when play comes back to it. */
	firstPlayer: number;
	/** The factions the table owns (its boxes): the reach draw uses only these. All when absent. */
	pool?: FactionId[];
}

/** The setup a session plays with, stored on the session row. */
export interface RootSetup {
	factions: FactionId[];
	firstPlayer: number;
}

/** Default factions by player count, in seat order (the table changes them at setup). */
const DEFAULT_FACTIONS: readonly FactionId[] = [
	'marquise',
	'eyrie',
	'alliance',
	'vagabond',
	'lizards',
	'riverfolk'
];

export function defaultOptions(players: number): Options {
	const n = Math.min(Math.max(players, MIN_PLAYERS), MAX_PLAYERS);
	return { factions: DEFAULT_FACTIONS.slice(0, n), firstPlayer: 0 };
}

function checkPool(pool: unknown): MessageRef | null {
	if (pool === undefined) return null;
	if (!Array.isArray(pool) || !pool.every(isFactionId) || new Set(pool).size !== pool.length)
		return { key: 'root.error.options.pool' };
	return null;
}

export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (!isRecord(options)) return { key: 'root.error.options.factions' };
	const bad = checkFactions(options.factions, players) ?? checkPool(options.pool);
	if (bad) return bad;
	const first = options.firstPlayer;
	if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
		return { key: 'root.error.options.firstPlayer' };
	return null;
}

/** The table's pool of factions (its boxes), all of them when the options do not say. */
export function poolOf(options: unknown): FactionId[] {
	const pool = isRecord(options) && hasOwn(options, 'pool') ? options.pool : undefined;
	return Array.isArray(pool) && pool.every(isFactionId) ? [...new Set(pool)] : [...FACTIONS];
}

function isSetup(x: unknown, players: number): x is RootSetup {
	return (
		isRecord(x) &&
		checkFactions(x.factions, players) === null &&
		typeof x.firstPlayer === 'number' &&
		Number.isInteger(x.firstPlayer) &&
		x.firstPlayer >= 0 &&
		x.firstPlayer < players
	);
}

/**
 * The setup stored when a session is created: the seats the table chose (or the setup screen
 * drew) in the options. Options that do not give a valid table fall back to a draw from the
 * seed within the table's pool, then to the defaults — never an exception.
 */
export function drawRootSetup(ctx: SessionContext<Options>): RootSetup {
	const n = ctx.players.length;
	if (isSetup(ctx.options, n))
		return { factions: [...ctx.options.factions], firstPlayer: ctx.options.firstPlayer };
	try {
		const factions = drawFactions({ players: n, pool: poolOf(ctx.options), seed: ctx.seed });
		return { factions, firstPlayer: drawFirstPlayer(n, ctx.seed) };
	} catch {
		return { ...defaultOptions(n), factions: defaultOptions(n).factions.slice(0, n) };
	}
}

/** The setup this session plays with: the stored one, drawn only when none was stored. */
export function setupOf(ctx: SessionContext<Options>): RootSetup {
	return isSetup(ctx.setup, ctx.players.length) ? ctx.setup : drawRootSetup(ctx);
}
