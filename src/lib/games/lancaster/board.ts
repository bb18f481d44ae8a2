/**
 * The board as the phone keeps it: each player's gold, squires, knights and castle extensions,
 * and this round's troops placed knight by knight. Pure helpers over plain JSON; the moves in
 * live.ts call them, the screens ask through queries.ts.
 */
import { KNIGHT_SET, type LawField, type LawId, LAW_SPECS } from './data';
import type { BattleSlot, LawGain } from './rules';

/** Where one knight was sent in phase 1 (Reglamento p.2: «Condado • Castillo • Batalla»). */
export interface Placement {
	/** A player or, in the 2-player variant, an ally. */
	side: string;
	knight: number;
	to: 'county' | 'castle' | 'battle';
	/** 0..8 = A..I, for a county. */
	county?: number;
	/** Squires placed with a county knight (already paid to the supply). */
	squires?: number;
	/** 'u1' / 'u2' for this round's new cards, or a lower-row battle id. */
	battle?: string;
}

/** What the board keeps of one player (the figures on the board, not on the track). */
export interface BoardPlayer {
	gold: number;
	squires: number;
	/** Strengths of the knights outside the reserve (court, board, lower-row battles). */
	knights: number[];
	extensions: number;
}

/** `a` minus `b` as multisets (values of `b` not in `a` are ignored). */
export function without(a: readonly number[], b: readonly number[]): number[] {
	const out = [...a];
	for (const x of b) {
		const i = out.indexOf(x);
		if (i >= 0) out.splice(i, 1);
	}
	return out;
}

const byStrength = (xs: readonly number[]): number[] => [...xs].sort((p, q) => p - q);

/** The knights of the set still in the reserve («tropas de reserva»). */
export function reserveOf(knights: readonly number[]): number[] {
	return without(KNIGHT_SET, knights);
}

/** A side's knights in slots of the lower-row battles (they stay on the board). */
export function inLowerRow(lower: readonly { slots: BattleSlot[] }[], side: string): number[] {
	return lower.flatMap((b) => b.slots.filter((s) => s.id === side).flatMap((s) => s.knights));
}

/** Knights in court: owned, not placed this round, not held in a lower-row battle. */
export function courtOf(
	knights: readonly number[],
	placed: readonly Placement[],
	lower: readonly { slots: BattleSlot[] }[],
	side: string
): number[] {
	const onBoard = [
		...placed.filter((p) => p.side === side).map((p) => p.knight),
		...inLowerRow(lower, side)
	];
	return byStrength(without(knights, onBoard));
}

/**
 * A battle's slots from what was placed (Reglamento p.2: «situará su caballero en la casilla
 * que esté libre, siempre de arriba a abajo … se colocarán unos encima de otros»): the slots it
 * already had, in order, then each side's knights stacked on its own slot.
 */
export function slotsOf(
	stored: readonly BattleSlot[],
	placed: readonly Placement[],
	battle: string
): BattleSlot[] {
	const slots = stored.map((s) => ({ id: s.id, knights: [...s.knights] }));
	for (const p of placed) {
		if (p.to !== 'battle' || p.battle !== battle) continue;
		const own = slots.find((s) => s.id === p.side);
		if (own) own.knights.push(p.knight);
		else slots.push({ id: p.side, knights: [p.knight] });
	}
	return slots;
}

/** The knight placed in a county (the last one: a stronger knight displaces the one before). */
export function countyHolder(placed: readonly Placement[], county: number): Placement | null {
	return placed.find((p) => p.to === 'county' && p.county === county) ?? null;
}

/**
 * The numbers a law asks, read off the board (Reglamento p.8): counties held, battles joined
 * (this round's and the lower row's), knights placed by strength, the strength-4 knight still in
 * the reserve, gold, squires, extensions and the nobles at the round table (the lord excepted).
 */
export function boardLawValues(
	law: LawId,
	b: BoardPlayer,
	nobles: number,
	placed: readonly Placement[],
	lower: readonly { id: string; slots: BattleSlot[] }[],
	side: string
): Partial<Record<LawField, number>> {
	const mine = placed.filter((p) => p.side === side);
	const onBoard = [...mine.map((p) => p.knight), ...inLowerRow(lower, side)];
	const battles = new Set([
		...mine.filter((p) => p.to === 'battle').map((p) => p.battle),
		...lower.filter((l) => l.slots.some((s) => s.id === side)).map((l) => l.id)
	]);
	const all: Record<Exclude<LawField, 'exchange'>, number> = {
		gold: b.gold,
		squires: b.squires,
		counties: mine.filter((p) => p.to === 'county').length,
		battles: battles.size,
		placed1: onBoard.filter((k) => k === 1).length,
		placed2: onBoard.filter((k) => k === 2).length,
		placed3: onBoard.filter((k) => k === 3).length,
		placed4: onBoard.filter((k) => k === 4).length,
		reserve4: reserveOf(b.knights).includes(4) ? 1 : 0,
		extensions: b.extensions,
		nobles: Math.max(0, nobles - 1)
	};
	const out: Partial<Record<LawField, number>> = {};
	for (const f of LAW_SPECS[law].fields) if (f !== 'exchange') out[f] = all[f];
	return out;
}

/**
 * The strengths a strengthening may lift, weakest first: «Fortalece con un punto a uno de los
 * caballeros que no se encuentra en las tropas de reserva» (its next strength must be in the reserve).
 */
export function strengthenOptions(knights: readonly number[]): number[] {
	const reserve = reserveOf(knights);
	return [...new Set(byStrength(knights))].filter((k) => reserve.includes(k + 1));
}

/** The knight a strengthening lifts when nobody says which: the strongest one that can rise. */
export function defaultStrengthen(knights: readonly number[]): number | null {
	return strengthenOptions(knights).at(-1) ?? null;
}

/** Whether the knights chosen for `n` strengthenings can each rise, in turn. */
export function strengthenAllowed(
	knights: readonly number[],
	chosen: readonly number[],
	n: number
): boolean {
	if (chosen.length > n) return false;
	const ks = [...knights];
	for (const k of chosen) {
		if (!strengthenOptions(ks).includes(k)) return false;
		ks[ks.indexOf(k)] = k + 1;
	}
	return true;
}

/** A lower-row battle as the board keeps it: its slots (each side's knights, in order). */
export interface StoredBattle {
	slots: BattleSlot[];
}

/** Where a knight placed this round stands: 'county:0'…'county:8', 'castle' or 'battle:<key>'. */
export function placeKey(p: Placement): string {
	if (p.to === 'county') return `county:${p.county ?? -1}`;
	if (p.to === 'battle') return `battle:${p.battle ?? ''}`;
	return 'castle';
}

/**
 * Each knight a strengthening may lift and where it stands, one entry per strength and place
 * («Fortalece con un punto a uno de los caballeros que no se encuentra en las tropas de
 * reserva», p.4): this round's placements, the lower row's battles, then the court.
 */
export function liftPlaces(
	knights: readonly number[],
	placed: readonly Placement[],
	lower: readonly { id: string; slots: BattleSlot[] }[],
	side: string
): { knight: number; at: string }[] {
	const reserve = reserveOf(knights);
	const out: { knight: number; at: string }[] = [];
	const add = (knight: number, at: string) => {
		if (reserve.includes(knight + 1) && !out.some((x) => x.knight === knight && x.at === at))
			out.push({ knight, at });
	};
	for (const x of placed) if (x.side === side) add(x.knight, placeKey(x));
	for (const l of lower)
		for (const sl of l.slots)
			if (sl.id === side) for (const k of sl.knights) add(k, `battle:${l.id}`);
	for (const k of courtOf(knights, placed, lower, side)) add(k, 'court');
	return out.sort((a, b) => a.knight - b.knight);
}

/**
 * Swaps one knight of strength `from` for the reserve's `to`. «Fortalece con un punto a uno de
 * los caballeros que no se encuentra en las tropas de reserva» (p.4): the knight stays where it
 * stands — placed this round, or waiting in a lower-row battle, where it then fights (p.5 «Se
 * suma la fuerza de todos los caballeros») and is ransomed with its new strength. A knight
 * placed this round is lifted first, then one in the lower row, else one in court.
 */
function swapKnight<L extends StoredBattle>(
	b: BoardPlayer,
	placed: Placement[],
	lower: L[],
	side: string,
	from: number,
	to: number,
	at?: string
): boolean {
	const i = b.knights.indexOf(from);
	if (i < 0 || !reserveOf(b.knights).includes(to)) return false;
	b.knights[i] = to;
	b.knights = byStrength(b.knights);
	// A knight in court stands on no board space: only its strength changes.
	if (at === 'court') return true;
	const p = placed.findIndex(
		(x) => x.side === side && x.knight === from && (at === undefined || placeKey(x) === at)
	);
	if (p >= 0) {
		placed[p] = { ...placed[p], knight: to };
		return true;
	}
	for (const [li, battle] of lower.entries()) {
		if (at !== undefined && at !== `battle:${(battle as { id?: string }).id}`) continue;
		const si = battle.slots.findIndex((sl) => sl.id === side && sl.knights.includes(from));
		if (si < 0) continue;
		const slots = battle.slots.map((sl, j) =>
			j === si
				? { ...sl, knights: sl.knights.map((k, n) => (n === sl.knights.indexOf(from) ? to : k)) }
				: sl
		);
		lower[li] = { ...battle, slots };
		return true;
	}
	return true;
}

/**
 * Applies what a law, a favour, a county or a castle gives to one player's board: gold and
 * squires in and out, extensions, new strength-1 knights from the reserve («un nuevo caballero
 * de fuerza 1 de sus tropas de reserva»), strengthenings (+1 to a knight outside the reserve:
 * the chosen ones, else the strongest that can rise) and the 3→4 swap. Amounts never go below
 * zero. Knights on the board (this round's, the lower row's) follow their strengthening.
 */
export function applyGain<L extends StoredBattle>(
	board: BoardPlayer,
	placedIn: readonly Placement[],
	side: string,
	g: Partial<LawGain>,
	strengthen: readonly number[] = [],
	lowerIn: readonly L[] = [],
	/** Where each chosen knight stands (a `placeKey`, a lower-row battle or 'court'), if said. */
	where: readonly (string | undefined)[] = []
): { board: BoardPlayer; placed: Placement[]; lower: L[] } {
	const b: BoardPlayer = { ...board, knights: [...board.knights] };
	const placed = [...placedIn];
	const lower = [...lowerIn];
	b.gold = Math.max(0, b.gold + (g.gold ?? 0) - (g.payGold ?? 0));
	b.squires = Math.max(0, b.squires + (g.squires ?? 0) - (g.paySquires ?? 0));
	b.extensions += g.extensions ?? 0;
	for (let n = 0; n < (g.newKnights ?? 0); n++)
		if (reserveOf(b.knights).includes(1)) b.knights = byStrength([...b.knights, 1]);
	for (let n = 0; n < (g.strengthen ?? 0); n++) {
		const chosen = strengthen[n];
		const from =
			chosen !== undefined && reserveOf(b.knights).includes(chosen + 1)
				? chosen
				: defaultStrengthen(b.knights);
		const at = from === chosen ? where[n] : undefined;
		if (from !== null) swapKnight(b, placed, lower, side, from, from + 1, at);
	}
	if ((g.upgrade3to4 ?? 0) > 0) swapKnight(b, placed, lower, side, 3, 4);
	return { board: b, placed, lower };
}

/**
 * What a county or a castle space prints as its reward (Reglamento p.4–5): power points, gold,
 * squires, a new strength-1 knight, a strengthening, and what an extension asks in exchange
 * («un caballero nuevo de fuerza 1 a cambio de tres escuderos»). Each amount is optional.
 */
export const REWARD_KINDS = [
	'power',
	'gold',
	'squires',
	'newKnights',
	'strengthen',
	'paySquires'
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export type Reward = Partial<Record<RewardKind, number>>;

/** A reward as typed: each amount a whole number 0..99 (a new knight or a lift at most 7). */
export function checkReward(x: unknown): Reward | null {
	if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
	const out: Reward = {};
	for (const [k, n] of Object.entries(x)) {
		if (!(REWARD_KINDS as readonly string[]).includes(k)) return null;
		const max = k === 'newKnights' || k === 'strengthen' ? 7 : 99;
		if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > max) return null;
		if (n) out[k as RewardKind] = n as number;
	}
	return out;
}

/** Rewards added up (a castle's spaces and extensions, valued one after the other). */
export function sumRewards(list: readonly Reward[]): Required<Reward> {
	const out = Object.fromEntries(REWARD_KINDS.map((k) => [k, 0])) as Required<Reward>;
	for (const r of list) for (const k of REWARD_KINDS) out[k] += r[k] ?? 0;
	return out;
}
