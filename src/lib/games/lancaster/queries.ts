/** What the screens ask the game: turn order, the phase, the secret ballot as shown, sides. */
import type { SessionContext } from '../core/types';
import { nextSeat, seatOrder } from '../core/phases';
import {
	countyHolder,
	courtOf,
	defaultStrengthen,
	liftPlaces,
	strengthenOptions,
	type Placement
} from './board';
import {
	COUNTY_LETTERS,
	COUNTY_NAMES,
	BATTLE_CARDS_PER_ROUND,
	BATTLE_SLOTS,
	FAVOUR_TILES,
	LAW_SPECS,
	ROUNDS,
	type LawField,
	type LawId,
	type Phase
} from './data';
import {
	boardEnd,
	withTracked,
	type BattleCard,
	type FinalPlayerInput,
	type LiveState,
	type Step
} from './state';
import { noblePoints, type LawInput } from './rules';
import { allyId, allyOwner, type Options } from './options';
import { setupOf } from './setup';

type Ctx = SessionContext<Options>;

export function phaseOf(step: Step): Phase | 'final' | 'finished' {
	if (step === 'troops') return 'troops';
	if (step === 'ballot' || step === 'laws') return 'parliament';
	if (step === 'final' || step === 'finished') return step;
	return 'scoring';
}

export const playerIds = (ctx: Ctx): string[] => ctx.players.map((p) => p.id);

/** Seat order starting with `first`, clockwise (Reglamento p.2: from the start player). */
export function turnOrder(ctx: Ctx, first: string): string[] {
	return seatOrder(ctx, first);
}

/** Whose castle is valued now (Reglamento p.5: from the start player, clockwise), or null. */
export function castleTurn(s: LiveState, ctx: Ctx): string | null {
	return s.step === 'castles'
		? (turnOrder(ctx, s.startPlayer)[s.castlesDone.length] ?? null)
		: null;
}

/** A player's name, or the owner's for an ally (empty for nobody). */
export function sideName(ctx: Ctx, id: string | null | undefined): string {
	if (id === null || id === undefined) return '';
	const owner = allyOwner(id) ?? id;
	return ctx.players.find((p) => p.id === owner)?.name ?? owner;
}

/** Reglamento p.1 «Se juegan cinco rondas»: whether this is the last one. */
export function isLastRound(round: number): boolean {
	return round >= ROUNDS;
}

/** «Por cada noble, incluido el señor de la fortaleza, una ficha de voto»; none in round 5. */
export function roundTableTokens(nobles: number, round: number): number {
	return isLastRound(round) ? 0 : nobles;
}

/** A number printed on a battle card (France's strength, a rank's power): a whole 0–99. */
export function isCardNumber(n: unknown): n is number {
	return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 99;
}

/** A county's printed minimum strength (p.2 «Fuerza mínima»): a whole 0–9. */
export function isCountyMinimum(n: unknown): n is number {
	return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 9;
}

/** The secret ballot as the table may see it: whose turn, never anybody's choice. */
export interface BallotView {
	law: LawId;
	position: number;
	voter: string | null;
	cast: string[];
	waiting: string[];
	readyToReveal: boolean;
}

export function ballotView(s: LiveState): BallotView | null {
	if (!s.ballot) return null;
	const cast = s.ballot.ballots.map((b) => b.id);
	const waiting = s.ballot.order.slice(cast.length);
	return {
		law: s.ballot.law,
		position: s.ballot.position,
		voter: waiting[0] ?? null,
		cast,
		waiting,
		readyToReveal: waiting.length === 0
	};
}

/** The next county the table has to deal with, during the counties step. */
export function nextCounty(s: LiveState): (typeof COUNTY_LETTERS)[number] | null {
	return s.step === 'counties' ? (COUNTY_LETTERS[s.county] ?? null) : null;
}

/** The slot ids a battle may use: players, plus allies in the 2-player variant. */
export function sides(ctx: Ctx): string[] {
	return ctx.options.twoPlayerAllies
		? [...playerIds(ctx), ...playerIds(ctx).map(allyId)]
		: playerIds(ctx);
}

/** A player or, in the 2-player variant, an ally. */
export function isSide(ctx: Ctx, id: unknown): id is string {
	return typeof id === 'string' && sides(ctx).includes(id);
}

// ---------------------------------------------------------------------------------------
// The board the phone keeps (board.ts): what the troops screen and the forms ask.

/** A side's knights waiting in court (an ally's court is not kept: null). */
export function court(s: LiveState, side: string): number[] | null {
	const p = s.players[side];
	return p ? courtOf(p.knights, s.placed ?? [], s.lowerRow, side) : null;
}

/**
 * Whose turn it is to place (Reglamento p.2: from the start player, clockwise; «Si a alguien
 * no le quedan caballeros en su corte, se salta el turno»). Null when every court is empty.
 * In the 2-player variant a player places one of his knights or one of his ally's.
 */
export function placementTurn(s: LiveState, ctx: Ctx): string | null {
	const last = (s.placed ?? []).at(-1);
	const from = last ? nextSeat(ctx, allyOwner(last.side) ?? last.side) : s.startPlayer;
	return seatOrder(ctx, from).find((id) => (court(s, id)?.length ?? 0) > 0) ?? null;
}

/** Whether every player's court is empty (the troops are all on the board). */
export function allPlaced(s: LiveState, ctx: Ctx): boolean {
	return playerIds(ctx).every((id) => (court(s, id)?.length ?? 0) === 0);
}

/** «Cada jugador sólo podrá ocupar una de las tres casillas de cada batalla» (p.2): a free one? */
export function battleHasRoom(slots: readonly unknown[]): boolean {
	return slots.length < BATTLE_SLOTS;
}

/** The favour tile the next knight sent to a battle takes, or null (the first six only). */
export function favourTileNow(s: LiveState): number | null {
	const toBattles = (s.placed ?? []).filter((p) => p.to === 'battle').length;
	if (toBattles >= FAVOUR_TILES) return null;
	const taken = new Set((s.favours ?? []).map((f) => f.tile));
	for (let t = 1; t <= FAVOUR_TILES; t++) if (!taken.has(t)) return t;
	return null;
}

/** Whether a battle still needs its card's numbers (a new card nobody has entered yet). */
export function cardNeeded(s: LiveState, battle: string): boolean {
	const u = (s.upper ?? []).find((x) => x.key === battle);
	if (u) return u.card === null;
	return s.lowerRow.find((b) => b.id === battle)?.blank === true;
}

/** The card of a battle on the board, when known. */
export function cardOf(s: LiveState, battle: string): BattleCard | null {
	const u = (s.upper ?? []).find((x) => x.key === battle);
	if (u) return u.card;
	const l = s.lowerRow.find((b) => b.id === battle);
	return l && !l.blank ? { franceStrength: l.franceStrength, power: l.power } : null;
}

/** Who holds each county now (A..I), from the troops placed. */
/** Nobles still on the county being resolved (those placed at setup, less those taken). */
export function countyNoblesLeft(s: LiveState, ctx: Ctx): number {
	const letter = COUNTY_LETTERS[s.county] ?? '';
	return Math.max(0, setupOf(ctx).noblesPerCounty - (s.countyNobles?.[letter] ?? 0));
}

export function countyHolders(s: LiveState): (Placement | null)[] {
	return COUNTY_LETTERS.map((_, i) => countyHolder(s.placed ?? [], i));
}

/**
 * The counties' knights as the board shows them now: a county once resolved has none, «A
 * continuación, los caballeros regresarán a su corte» (p.4) — every county after the county step.
 */
export function countyHoldersNow(s: LiveState): (Placement | null)[] {
	const after =
		s.step === 'castles' || s.step === 'battles' || s.step === 'final' || s.step === 'finished';
	return countyHolders(s).map((h, i) =>
		after || (s.step === 'counties' && i < s.county) ? null : h
	);
}

/** The law inputs as the phone will apply them: the board's numbers, then what was typed. */
export function lawInputNow(s: LiveState, ctx: Ctx, typed: LawInput): LawInput {
	const law = s.lawsInForce[s.lawIndex];
	return law ? withTracked(s, law, ctx, typed) : typed;
}

/** The fields of the law being applied that the table still has to say (never the board's). */
export function lawFieldsAsked(s: LiveState): readonly LawField[] {
	const law = s.lawsInForce[s.lawIndex];
	if (!law) return [];
	const fields = LAW_SPECS[law].fields;
	if (s.board) return fields.filter((f) => f === 'exchange');
	return law === 'noblesKnight' ? fields.filter((f) => f !== 'nobles') : fields;
}

/** The most an exchange can be (what a player holds of what the law takes). */
export function exchangeMax(s: LiveState, law: LawId, id: string): number {
	const p = s.players[id];
	if (!p) return 0;
	const f = LAW_SPECS[law].fields;
	return Math.min(
		f.includes('gold') ? p.gold : Infinity,
		f.includes('squires') ? p.squires : Infinity
	);
}

/** Each player's end state as the board shows it: the final form starts from it. */
export const finalFromBoard = (s: LiveState, ctx: Ctx): Record<string, FinalPlayerInput> =>
	boardEnd(s, ctx);

/**
 * A battle's number, the same on the form, the Board, the log and the results: a round's new
 * cards are numbered in the order they come up, two a round (round 2's are 3 and 4), and keep
 * that number in the lower row. A battle typed in full (no card on the board) keeps its id's.
 */
export function battleNo(s: Pick<LiveState, 'round' | 'battleNames'>, key: string): number {
	const n = Number(key.slice(1));
	if (key.startsWith('u')) return BATTLE_CARDS_PER_ROUND * (s.round - 1) + n;
	return s.battleNames?.[key] ?? n;
}

/** Ransoms bought in order while the owner's gold lasts (the form's first offer). */
export function ransomOffer(
	s: LiveState,
	prisoners: readonly { owner: string | null; ransom: number | null }[]
): number[] {
	const gold: Record<string, number> = {};
	const out: number[] = [];
	prisoners.forEach((pr, i) => {
		if (!pr.owner || pr.ransom === null) return;
		const left = gold[pr.owner] ?? s.players[pr.owner]?.gold ?? 0;
		if (left >= pr.ransom) {
			gold[pr.owner] = left - pr.ransom;
			out.push(i);
		}
	});
	return out;
}

/** A county as the board prints it: its letter, and its name when the rulebook gives it. */
export function countyLabel(i: number): string {
	const letter = COUNTY_LETTERS[i] ?? '';
	const name = COUNTY_NAMES[letter as (typeof COUNTY_LETTERS)[number]];
	return name ? `${letter} · ${name}` : letter;
}

/**
 * The strengths of the knights a strengthening could lift for this side now, weakest first
 * («Fortalece con un punto a uno de los caballeros»): with more than one, the player chooses.
 * Empty when the phone does not keep the side's knights (troops not placed on it, an ally).
 */
export function strengthenChoices(s: LiveState, side: string): number[] {
	const p = s.players[side];
	// Knights placed on the phone this round (or being placed) are the board's knights.
	const known = s.board || s.step === 'troops';
	return known && p ? strengthenOptions(p.knights) : [];
}

/**
 * What a favour tile's strengthening may lift while `knight` goes to `battle`: each strength
 * and where it stands, the knight being placed included (it is on the board when the tile is
 * taken). More than one: the form asks which, one tap per knight and place.
 */
export function favourLifts(
	s: LiveState,
	side: string,
	knight: number,
	battle: string
): { knight: number; at: string }[] {
	const p = s.players[side];
	if (!p || !(s.board || s.step === 'troops')) return [];
	const placed = [...(s.placed ?? []), { side, knight, to: 'battle' as const, battle }];
	return liftPlaces(p.knights, placed, s.lowerRow, side);
}

/** The knight lifted when the player says nothing (what a chooser shows preselected). */
export function strengthenDefault(s: LiveState, side: string): number | null {
	const p = s.players[side];
	return p ? defaultStrengthen(p.knights) : null;
}

/**
 * The final majorities as they stand now (Reglamento p.6 «Fin del juego»): the strongest
 * knighthood (squires break ties), the most castle extensions (gold breaks ties), and the
 * points the nobles at the round table would give. Players in order of each standing.
 */
export interface Standing {
	knighthood: { id: string; strength: number; squires: number }[];
	extensions: { id: string; extensions: number; gold: number }[];
	nobles: { id: string; nobles: number; points: number }[];
}

export function standings(s: LiveState, ctx: Ctx): Standing {
	const ids = playerIds(ctx);
	const p = (id: string) => s.players[id]!;
	return {
		knighthood: ids
			.map((id) => ({
				id,
				strength: p(id).knights.reduce((a, k) => a + k, 0),
				squires: p(id).squires
			}))
			.sort((a, b) => b.strength - a.strength || b.squires - a.squires),
		extensions: ids
			.map((id) => ({ id, extensions: p(id).extensions, gold: p(id).gold }))
			.sort((a, b) => b.extensions - a.extensions || b.gold - a.gold),
		nobles: ids
			.map((id) => ({ id, nobles: p(id).nobles, points: noblePoints(p(id).nobles) }))
			.sort((a, b) => b.points - a.points)
	};
}
