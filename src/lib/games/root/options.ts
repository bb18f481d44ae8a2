/**
 * Root options and setup: which faction sits at each seat and who plays first. The session
 * stores that setup (`drawSetup`) when it is created; the flows read `ctx.setup`, never the
 * seed, so a change to the randomizer cannot rewrite a stored game.
 */
import * as v from 'valibot';
import { count, hasOwn, isRecord } from '../core/checks';
import type { MessageRef, SessionContext } from '../core/types';
import {
	DECKS,
	FACTIONS,
	GARDEN_DRAW_BONUSES,
	MAPS,
	usesSuitMarkers,
	type DeckId,
	type MapId,
	type Suit,
	GARDENS_PER_SUIT,
	MAX_PLAYERS,
	MIN_PLAYERS,
	POST_VP_ENTRY_MAX,
	TRADE_POST_TRACK_VP,
	type FactionId
} from './data';
import { checkFactions, isFactionId } from './rules';
import { drawClearings, drawFactions } from './setup';

export interface Options {
	/** The faction of each seat, in seat order (same order as ctx.players). */
	factions: FactionId[];
	/**
	 * Seat index (0-based) of the first player: a round ends when play comes back to it. New
	 * sessions always start with seat 0 (the new-game screen rotates the seats to draw it);
	 * kept in the shape so older links and backups still validate.
	 */
	firstPlayer: number;
	/** The factions the table owns (its boxes): the reach draw uses only these. All when absent. */
	pool?: FactionId[];
	/** What the table's own faction boards print, where it differs from the app's data. */
	prints?: Prints;
	/** The map (Autumn when absent); all but Autumn take random suit markers at setup. */
	map?: MapId;
	/** The deck (the standard one when absent). */
	deck?: DeckId;
	/**
	 * The factions the table picked on the options form, seat by seat, at any player count: a
	 * seat added or removed keeps the others' picks (`seatFactions`). Not read at setup.
	 */
	picked?: FactionId[];
	/** The options form's draft in turn order under way: the factions picked so far. */
	draftPicks?: FactionId[];
}

/**
 * Values printed on the Cult's and the Company's boards that the app reads. The app's values
 * come from weak sources (data.ts), so the table corrects them once from its own boards; the
 * options screen remembers them for the next game.
 */
export interface Prints {
	/** VP printed on a suit's trade-post track, uncovered by its 1st, 2nd and 3rd post (11.5.6 III). */
	postVp: number[];
	/** Extra cards drawn by one suit's gardens on the map, by how many are there (0 to 5, 10.6.3). */
	gardenDraws: number[];
}

export const DEFAULT_PRINTS: Readonly<Prints> = {
	postVp: [...TRADE_POST_TRACK_VP],
	gardenDraws: [...GARDEN_DRAW_BONUSES]
};

const PrintsSchema = v.object({
	postVp: v.pipe(v.array(count(POST_VP_ENTRY_MAX)), v.length(TRADE_POST_TRACK_VP.length)),
	// A garden uncovers at most one draw bonus, so the count starts at 0 and rises by 0 or 1.
	gardenDraws: v.pipe(
		v.array(count(GARDENS_PER_SUIT)),
		v.length(GARDENS_PER_SUIT + 1),
		v.check(
			(t) => t[0] === 0 && t.every((n, i) => i === 0 || n - t[i - 1]! === 0 || n - t[i - 1]! === 1)
		)
	)
});

export const isPrints = (x: unknown): x is Prints => v.is(PrintsSchema, x);

/** The garden spaces (1..5, as booleans) that show a draw bonus: where the count rises by one. */
export function drawSpacesOf(prints: Prints): boolean[] {
	return prints.gardenDraws.slice(1).map((n, i) => n - prints.gardenDraws[i]! === 1);
}

/** `prints` with a draw bonus shown, or not, under garden space `space` (0-based). */
export function withDrawSpace(prints: Prints, space: number, on: boolean): Prints {
	let n = 0;
	const spaces = drawSpacesOf(prints).map((x, i) => (i === space ? on : x));
	return { ...prints, gardenDraws: [0, ...spaces.map((x) => (n += x ? 1 : 0))] };
}

/** `prints` with `vp` printed on trade-post track space `space` (0-based). */
export function withPostVp(prints: Prints, space: number, vp: number): Prints {
	return { ...prints, postVp: prints.postVp.map((x, i) => (i === space ? vp : x)) };
}

/** The board values this session reads: the table's own, or the app's data when it gave none. */
export function printsOf(options: unknown): Prints {
	const prints = isRecord(options) && hasOwn(options, 'prints') ? options.prints : undefined;
	const parsed = v.safeParse(PrintsSchema, prints);
	return parsed.success ? parsed.output : { ...DEFAULT_PRINTS };
}

/** The setup a session plays with, stored on the session row. */
export interface RootSetup {
	factions: FactionId[];
	firstPlayer: number;
	/** The map's clearings' suits by clearing number (1–12), when the map takes suit markers. */
	clearings?: Suit[];
}

/** The map and deck the options name (Autumn and the standard deck when they do not). */
export function mapOf(options: unknown): { map: MapId; deck: DeckId } {
	const o = isRecord(options) ? options : {};
	return {
		map: MAPS.includes(o.map as MapId) ? (o.map as MapId) : 'autumn',
		deck: DECKS.includes(o.deck as DeckId) ? (o.deck as DeckId) : 'standard'
	};
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

/**
 * Every key is present (all factions owned, the app's printed values) so that core's
 * carryOptions, which keeps only keys the defaults have, carries the table's pool and prints
 * when a seat is added.
 */
export function defaultOptions(players: number): Options {
	const n = Math.min(Math.max(players, MIN_PLAYERS), MAX_PLAYERS);
	return {
		factions: DEFAULT_FACTIONS.slice(0, n),
		firstPlayer: 0,
		pool: [...FACTIONS],
		map: 'autumn',
		deck: 'standard',
		prints: { postVp: [...DEFAULT_PRINTS.postVp], gardenDraws: [...DEFAULT_PRINTS.gardenDraws] }
	};
}

function checkPool(pool: unknown): MessageRef | null {
	if (pool === undefined) return null;
	if (!Array.isArray(pool) || !pool.every(isFactionId) || new Set(pool).size !== pool.length)
		return { key: 'root.error.options.pool' };
	return null;
}

export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (!isRecord(options)) return { key: 'root.error.options.factions' };
	const bad =
		checkFactions(options.factions, players) ??
		checkPool(options.pool) ??
		(options.picked === undefined ? null : checkPool(options.picked)) ??
		(options.draftPicks === undefined ? null : checkPool(options.draftPicks));
	if (bad) return bad;
	if (options.prints !== undefined && !isPrints(options.prints))
		return { key: 'root.error.options.prints' };
	if (options.map !== undefined && !MAPS.includes(options.map as MapId))
		return { key: 'root.error.options.map' };
	if (options.deck !== undefined && !DECKS.includes(options.deck as DeckId))
		return { key: 'root.error.options.deck' };
	const first = options.firstPlayer;
	if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
		return { key: 'root.error.options.firstPlayer' };
	return null;
}

/**
 * The seats' factions the options form shows for `players` seats: the table's picks where it
 * made them (kept when a seat is added or removed), each new seat the first faction of the
 * table's boxes not already seated (a second Vagabond only with the first), else the options'.
 */
export function seatFactions(options: unknown, players: number): FactionId[] {
	const o = isRecord(options) ? options : {};
	const own = Array.isArray(o.factions) ? (o.factions as unknown[]).filter(isFactionId) : [];
	const picked = Array.isArray(o.picked) ? (o.picked as unknown[]).filter(isFactionId) : null;
	if (!picked) return Array.from({ length: players }, (_, i) => own[i] ?? FACTIONS[i]!);
	const seats = picked.slice(0, players);
	const pool = poolOf(options);
	for (const f of [...pool, ...FACTIONS]) {
		if (seats.length >= players) break;
		if (seats.includes(f)) continue;
		if (f === 'vagabond2' && !seats.includes('vagabond')) continue;
		seats.push(f);
	}
	return seats;
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
	const seats = drawSeats(ctx);
	// A map with suit markers: their places drawn from the seed, stored with the seats.
	return usesSuitMarkers(mapOf(ctx.options).map)
		? { ...seats, clearings: drawClearings(ctx.seed) }
		: seats;
}

function drawSeats(ctx: SessionContext<Options>): RootSetup {
	const n = ctx.players.length;
	// The options form always gives seat 0 (the new-game screen's draw rotated the seats: one
	// mechanism); a first player in older options is what that table chose, kept as it was.
	if (isSetup(ctx.options, n))
		return { factions: [...ctx.options.factions], firstPlayer: ctx.options.firstPlayer };
	try {
		const factions = drawFactions({ players: n, pool: poolOf(ctx.options), seed: ctx.seed });
		return { factions, firstPlayer: 0 };
	} catch {
		return { ...defaultOptions(n), factions: defaultOptions(n).factions.slice(0, n) };
	}
}

/** The setup this session plays with: the stored one, drawn only when none was stored. */
export function setupOf(ctx: SessionContext<Options>): RootSetup {
	return isSetup(ctx.setup, ctx.players.length) ? ctx.setup : drawRootSetup(ctx);
}
