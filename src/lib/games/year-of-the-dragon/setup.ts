/**
 * Setup randomizer (pure and seeded): event row, person supply, first player, starting-pair
 * helpers, and the monthly deal of the action cards into groups.
 */
import { Rng, seedRng, shuffle, type RngState } from '../core/rng';
import {
	ACTION_CARDS,
	DEFAULT_LARGE_PRIVILEGE_COST,
	EVENT_TILES,
	EVENT_TYPES,
	MAX_PLAYERS,
	MIN_PLAYERS,
	MONTHS,
	PEACE_MONTHS,
	type ActionCard,
	type YotdEvent
} from './data';
import { splitIntoGroups, supplyFor, type PersonSupply } from './rules';
import { legacyFirstPlayer, type YotdOptions } from './options';

export interface SetupOptions {
	readonly players: number;
	readonly seed: string;
	readonly largePrivilegeCost?: 6 | 7;
	/** Seat index (0-based) of a chosen first player; random when missing or null; 'oldest': the table says. */
	readonly firstPlayer?: number | null | 'oldest';
}

export interface Setup {
	readonly players: number;
	/** 12 events, month 1 first. */
	readonly eventRow: YotdEvent[];
	readonly personSupply: PersonSupply;
	/** Seat index (0-based) of the player who picks the first starting pair. */
	readonly firstPlayer: number;
	/** Seat indices in the order players choose their starting pairs (clockwise from the first). */
	readonly pickOrder: number[];
	readonly largePrivilegeCost: 6 | 7;
	readonly firstPlayerChosen: boolean;
	/** The oldest player picks first: the table says who before the first pick. */
	readonly oldest?: boolean;
}

function checkPlayers(players: unknown, field = 'players'): number {
	if (
		typeof players !== 'number' ||
		!Number.isInteger(players) ||
		players < MIN_PLAYERS ||
		players > MAX_PLAYERS
	)
		throw new Error(`${field} must be an integer from ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
	return players;
}

function checkSeed(seed: unknown): string {
	if (typeof seed !== 'string') throw new Error('seed must be a string');
	return seed;
}

/** True when no two identical tiles sit side by side (Peace excepted). */
export function eventRowIsLegal(row: readonly YotdEvent[]): boolean {
	if (row.length !== MONTHS) return false;
	for (let i = 0; i < PEACE_MONTHS; i++) if (row[i] !== 'peace') return false;
	for (let i = PEACE_MONTHS + 1; i < row.length; i++) if (row[i] === row[i - 1]) return false;
	const count: Record<string, number> = {};
	for (const e of row) count[e] = (count[e] ?? 0) + 1;
	return EVENT_TYPES.every((e) => count[e] === EVENT_TILES[e]);
}

/** The 10 tiles that are shuffled (all but the Peace tiles). */
function randomTiles(): YotdEvent[] {
	return EVENT_TYPES.filter((e) => e !== 'peace').flatMap((e) =>
		Array.from({ length: EVENT_TILES[e] }, () => e)
	);
}

/**
 * Places drawn tiles left to right. Reglamento «Preparar»: nunca 2 fichas idénticas una al lado de la
 * otra; si sale una igual, se desliza al siguiente espacio libre. Null when a drawn tile fits nowhere.
 */
function placeDrawn(drawn: readonly YotdEvent[]): YotdEvent[] | null {
	const slots: (YotdEvent | null)[] = drawn.map(() => null);
	for (const tile of drawn) {
		const at = slots.findIndex(
			(s, i) => s === null && slots[i - 1] !== tile && (slots[i + 1] ?? null) !== tile
		);
		if (at < 0) return null;
		slots[at] = tile;
	}
	return slots.every((s) => s !== null) ? (slots as YotdEvent[]) : null;
}

function buildEventRow(rng: Rng): YotdEvent[] {
	const peace: YotdEvent[] = Array.from({ length: PEACE_MONTHS }, () => 'peace');
	// Redraw when the sliding procedure dead-ends (a tile that fits nowhere): still uniform per seed.
	for (let attempt = 0; attempt < 1000; attempt++) {
		const placed = placeDrawn(rng.shuffle(randomTiles()));
		if (placed) return [...peace, ...placed];
	}
	// Unreachable in practice: a fixed legal pattern of the shuffled types.
	const types = rng.shuffle(EVENT_TYPES.filter((e) => e !== 'peace'));
	return [...peace, ...types, ...types];
}

/** Same options and seed, same result. Throws an Error naming the bad field. */
export function randomizeSetup(options: SetupOptions): Setup {
	if (typeof options !== 'object' || options === null) throw new Error('options must be an object');
	const players = checkPlayers(options.players);
	const seed = checkSeed(options.seed);
	const cost = options.largePrivilegeCost ?? DEFAULT_LARGE_PRIVILEGE_COST;
	if (cost !== 6 && cost !== 7) throw new Error('largePrivilegeCost must be 6 or 7');
	const oldest = options.firstPlayer === 'oldest';
	const chosen = oldest ? null : options.firstPlayer;
	if (
		chosen !== undefined &&
		chosen !== null &&
		(!Number.isInteger(chosen) || chosen < 0 || chosen >= players)
	)
		throw new Error(`firstPlayer must be a seat index from 0 to ${players - 1}`);
	const rng = new Rng(`${seed}:setup`);
	const eventRow = buildEventRow(rng);
	const random = rng.int(players);
	const firstPlayer = chosen === undefined || chosen === null ? random : chosen;
	return {
		players,
		eventRow,
		personSupply: supplyFor(players),
		firstPlayer,
		pickOrder: Array.from({ length: players }, (_, i) => (firstPlayer + i) % players),
		largePrivilegeCost: cost,
		firstPlayerChosen: chosen !== undefined && chosen !== null,
		...(oldest ? { oldest: true } : {})
	};
}

/**
 * The setup of a code, as the setup screen shows it and a session started from it stores it: the
 * first player is seat 0 (the new-game screen's random first player rotates the seats: one
 * mechanism, never a second draw here). Options of the legacy shape (stored before round 4, still
 * carrying `firstPlayer`) draw exactly as they did then, so they replay the same.
 */
export function setupFromCode(
	seed: string,
	players: number,
	options: YotdOptions | null | undefined
): Setup {
	return randomizeSetup({
		players,
		seed,
		largePrivilegeCost: options?.largePrivilegeCost ?? DEFAULT_LARGE_PRIVILEGE_COST,
		firstPlayer: legacyFirstPlayer(options) ? (options?.firstPlayer ?? null) : 0
	});
}

/** Pure deal from a stored generator state: groups (as even as possible) and the next state. */
export function dealGroups(rng: RngState, players: number): [ActionCard[][], RngState] {
	checkPlayers(players);
	const [cards, next] = shuffle(rng, ACTION_CARDS);
	return [splitIntoGroups(cards, players), next];
}

/** The 7 action cards dealt into as many groups as players. Same seed, same groups. */
export function dealActionGroups(players: number, seed: string): ActionCard[][] {
	checkPlayers(players);
	return dealGroups(seedRng(checkSeed(seed)), players)[0];
}
