/**
 * Root live state: the shape every move reads and writes, and the helpers they share.
 * Tracks VP, dominance, rounds, and the Lizard Cult and Riverfolk Company boards.
 */
import * as v from 'valibot';
import { playerName } from '../core/checks';
import { nextSeat } from '../core/phases';
import type { Move } from '../core/define';
import { invalid, type GameAction, type Invalid, type SessionContext } from '../core/types';
import type { CardSuit, ConspiracyKind, FactionId, Service, Suit } from './data';
import { RIVERFOLK_SETUP_PAYMENTS } from './data';
import { EMPTY_LOST_SOULS, type LostSouls } from './lizard-cult';
import type { DaylightEntry } from './riverfolk';
import { setupOf, type Options } from './options';
import { reachesGoal } from './rules';

export interface LizardState {
	/** Player id playing the Lizard Cult. */
	player: string;
	lostSouls: LostSouls;
	/** Suits of the dominance cards now in the Lost Souls (available again after Dawn). */
	lostSoulsDominance: CardSuit[];
	outcast: Suit;
	hated: boolean;
	/** Setup step 3 done (the table chose the Outcast). */
	outcastChosen: boolean;
	acolytes: number;
	/** Gardens of each suit on the map. */
	gardens: Record<Suit, number>;
	/** Suits already scored by the Score ritual this turn (once per suit per turn). */
	scoredThisTurn: Suit[];
	/** Lizard Dawns resolved so far. */
	dawns: number;
	/** Dawn (Adjust the Outcast, discard the Lost Souls) already resolved this turn. */
	dawnDone: boolean;
	/**
	 * A Daylight ritual (build, score, sacrifice) done this turn: its Birdsong is over
	 * (10.4 ALBA comes before 10.5 DÍA), so no more conspiracies.
	 */
	daylightBegun: boolean;
}

/** Warriors by colour: player id → how many (funds are warriors of any player, 11.2.4). */
export type Colours = Record<string, number>;

export interface RiverfolkState {
	/** Player id playing the Riverfolk Company. */
	player: string;
	/** Funds by colour (11.2.4 «Guerreros en su zona para fondos»): whose warriors they are. */
	funds: Colours;
	/** Payments by colour (11.2.6 I «tantos de sus guerreros en la zona de pagos»). */
	payments: Colours;
	/** Committed funds by colour, including those placed on the trade post tracks to craft. */
	committed: Colours;
	/** Service prices; 0 until the table sets them at setup (step 5). */
	prices: Record<Service, number>;
	postsOnMap: Record<Suit, number>;
	/** Trade posts that have left the tracks (on the map or removed to the box). */
	postsPlaced: Record<Suit, number>;
	/** This turn's Daylight checklist, with funds for the running totals. */
	daylight: DaylightEntry[];
	/** Services each buyer (player id) bought this turn. */
	servicesBought: Record<string, number>;
	/** Dawn (Protectionism, Dividends, Funds) already resolved this turn. */
	dawnDone: boolean;
	/** Its Evening begun this turn (a price set after its Dawn): its Daylight is over (11.6). */
	eveningBegun: boolean;
}

export interface DominanceEntry {
	player: string;
	suit: CardSuit;
	/**
	 * A Vagabond's coalition (Law of Root 9.2.8, not in the supplied §10–§11 text): the card
	 * joins the Vagabond to this player, and the Vagabond wins when they win.
	 */
	partner?: string;
}

export interface HistoryPoint {
	round: number;
	scores: Record<string, number>;
}

export interface LiveState {
	/** Round in progress, from 1. */
	round: number;
	/** Seat index whose turn it is. */
	turn: number;
	finished: boolean;
	winners: string[];
	/** Victory points per player id. */
	vp: Record<string, number>;
	/** Activated dominance cards (they replace the VP goal of their player). */
	dominance: DominanceEntry[];
	/** VP per player after each completed round. */
	history: HistoryPoint[];
	lizards: LizardState | null;
	riverfolk: RiverfolkState | null;
	/**
	 * The seats' factions after a correction (setFaction: the table picked a faction wrong);
	 * absent until then: the stored setup's. Read through `seatFactions`.
	 */
	factions?: FactionId[];
}

/** What a quick VP button scores: an enemy building or token removed, a crafted item's VP. */
export type VpCause = 'removed' | 'item';

export type RiverfolkBasicAction = 'move' | 'battle' | 'draw' | 'recruit';

export type LiveAction =
	/** `cause`: what scored, from the quick buttons (an enemy piece removed, a crafted item). */
	| { type: 'vp'; player: string; delta: number; cause?: VpCause }
	| { type: 'dominance'; player: string; suit: CardSuit }
	/** A Vagabond activates a dominance card to join the player with the fewest VP. */
	| { type: 'coalition'; player: string; suit: CardSuit; partner: string }
	| { type: 'dominanceWin'; player: string }
	| { type: 'endTurn' }
	/** The table's correction: the seat of `player` plays `faction` (it picked wrong at setup). */
	| { type: 'setFaction'; player: string; faction: FactionId }
	// Lizard Cult
	| { type: 'lcChooseOutcast'; suit: Suit }
	| { type: 'lcLostSoul'; suit: CardSuit; dominance: boolean }
	/** A card taken back from the Lost Souls (a mis-tap: the card was not spent or discarded). */
	| { type: 'lcLostSoulRemoved'; suit: CardSuit }
	| { type: 'lcDawn' }
	| { type: 'lcRevenge'; count: number }
	| { type: 'lcSacrifice' }
	/** `tradePost`: a Sanctify that replaces a Company trade post (its Trade Disruption too). */
	| {
			type: 'lcConspiracy';
			kind: ConspiracyKind;
			tradePost?: boolean;
			removed?: Record<string, number>;
			/** Version 3 logs: the table scored the removed building by hand (migrateV3). */
			scoredByHand?: boolean;
	  }
	| { type: 'lcBuild'; suit: Suit }
	/** `card`: the card the Cult discarded at random (10.2.5), put into the Lost Souls. */
	| { type: 'lcGardenRemoved'; suit: Suit; card?: CardSuit }
	| { type: 'lcScore'; suit: Suit }
	| { type: 'lcAdjustAcolytes'; delta: number }
	// Riverfolk Company
	| { type: 'rfSetPrice'; service: Service; price: number }
	| { type: 'rfBuy'; buyer: string; service: Service; clearings: number }
	| { type: 'rfDawn' }
	/** `from`: whose warriors are committed or spent (absent: the Company's own first). */
	| { type: 'rfAction'; kind: RiverfolkBasicAction; from?: string }
	| { type: 'rfCraft'; cost: number; suits?: Partial<Record<Suit, number>>; from?: string }
	/** `card`: the exported card's suit, discarded to the Lost Souls when the Cult is in play. */
	| { type: 'rfExport'; card?: CardSuit }
	/**
	 * `ruler`: the player who rules the clearing, whose two funds are spent (11.5.6 II).
	 * `vp`: only in version 2 logs, where the table typed it; today it comes from the track.
	 */
	| { type: 'rfTradePost'; suit: Suit; ruler?: string; vp?: number }
	/** `removed`: whose funds Trade Disruption takes (absent: the other players' first). */
	| { type: 'rfTradePostRemoved'; suit: Suit; removed?: Record<string, number> }
	/** `colour`: whose warriors (absent: the Company's own). */
	| {
			type: 'rfAdjust';
			field: 'funds' | 'payments' | 'committed';
			delta: number;
			colour?: string;
	  };

export type LiveActionType = LiveAction['type'];
export type Ctx = SessionContext<Options>;

export function suitRecord(n: number): Record<Suit, number> {
	return { fox: n, rabbit: n, mouse: n };
}

/** The seat after `turn` in play order (core's seat order); a round ends back at the first seat. */
export function nextTurn(turn: number, ctx: Ctx): { turn: number; roundCompleted: boolean } {
	const id = nextSeat(ctx, ctx.players[turn]?.id ?? '');
	const next = Math.max(
		0,
		ctx.players.findIndex((p) => p.id === id)
	);
	return { turn: next, roundCompleted: next === firstSeat(ctx) };
}

/** The first player's seat, from the stored setup (seat 0 in every new session). */
export function firstSeat(ctx: Ctx): number {
	return setupOf(ctx).firstPlayer;
}

/** The seats' factions in seat order: the stored setup's, as the table corrected them since. */
export function seatFactions(state: LiveState | null | undefined, ctx: Ctx): FactionId[] {
	return state?.factions ?? setupOf(ctx).factions;
}

/** The player whose seat plays `faction` (the state's corrections included when given). */
export function playerOf(ctx: Ctx, faction: FactionId, state?: LiveState): string | null {
	const seat = seatFactions(state, ctx).indexOf(faction);
	return seat >= 0 && seat < ctx.players.length ? ctx.players[seat]!.id : null;
}

/** The faction of a player's seat (the state's corrections included when given). */
export function factionOf(ctx: Ctx, playerId: string, state?: LiveState): FactionId | null {
	const seat = ctx.players.findIndex((p) => p.id === playerId);
	return seat >= 0 ? (seatFactions(state, ctx)[seat] ?? null) : null;
}

export const nameOf = (ctx: Ctx, playerId: string): string => playerName(ctx, playerId);

export function isNonZeroInt(x: unknown): x is number {
	return typeof x === 'number' && Number.isInteger(x) && x !== 0;
}

export function isPositiveInt(x: unknown): x is number {
	return typeof x === 'number' && Number.isInteger(x) && x > 0;
}

export function hasDominance(state: LiveState, player: string): boolean {
	return state.dominance.some((d) => d.player === player);
}

/**
 * Who a Vagabond may form a coalition with (Law of Root 9.2.8, «the player with the fewest
 * victory points other than you… not another Vagabond»; not in the supplied Spanish text):
 * every other player still scoring VP who has the fewest of them, ties all offered.
 */
export function coalitionPartners(
	state: LiveState,
	ctx: Ctx,
	player: string,
	vagabond: (id: string) => boolean
): string[] {
	const others = ctx.players.filter((p) => p.id !== player && !hasDominance(state, p.id));
	if (others.length === 0) return [];
	const fewest = Math.min(...others.map((p) => state.vp[p.id] ?? 0));
	return others.filter((p) => (state.vp[p.id] ?? 0) === fewest && !vagabond(p.id)).map((p) => p.id);
}

/**
 * The VP a player's score shows: a Vagabond in a coalition has no score of its own (its
 * marker leaves the track, Law of Root 9.2.8) and wins or loses with its partner, so it shows
 * the partner's.
 */
export function shownVp(state: LiveState): Record<string, number> {
	const vp = { ...state.vp };
	for (const d of state.dominance) if (d.partner) vp[d.player] = state.vp[d.partner] ?? 0;
	return vp;
}

/**
 * Adds VP for a player. A player with an activated dominance card no longer scores points
 * (the card replaces the VP goal). Reaching 30 ends the game at once.
 */
export function gainVp(state: LiveState, player: string, amount: number): LiveState {
	if (amount === 0 || hasDominance(state, player)) return state;
	const vp = { ...state.vp, [player]: (state.vp[player] ?? 0) + amount };
	if (reachesGoal(vp[player]!))
		return { ...state, vp, finished: true, winners: withCoalition(state, player) };
	return { ...state, vp };
}

/** The winner and the Vagabond in coalition with them (Law of Root 9.2.8: they win together). */
export function withCoalition(state: LiveState, winner: string): string[] {
	return [winner, ...state.dominance.filter((d) => d.partner === winner).map((d) => d.player)];
}

/** Loose schemas: the shape is checked here, the values by each move with its own reason. */
export const S = { str: v.string(), num: v.number(), bool: v.boolean() };
export const schema = (
	type: string,
	entries: Record<string, v.GenericSchema>
): v.GenericSchema<unknown, never> =>
	// The move's typed action is narrowed further by its own checks (suits, counts...).
	v.object({ type: v.literal(type), ...entries }) as unknown as v.GenericSchema<unknown, never>;

export function initLive(ctx: Ctx): LiveState {
	const vp: Record<string, number> = {};
	for (const p of ctx.players) vp[p.id] = 0;
	return {
		round: 1,
		turn: firstSeat(ctx),
		finished: false,
		winners: [],
		vp,
		dominance: [],
		history: [],
		lizards: freshCult(playerOf(ctx, 'lizards')),
		riverfolk: freshCompany(playerOf(ctx, 'riverfolk'))
	};
}

/** The Cult's board as setup leaves it, for the player who plays it (null: not in play). */
export function freshCult(lizardPlayer: string | null): LizardState | null {
	return lizardPlayer === null
		? null
		: {
				player: lizardPlayer,
				lostSouls: { ...EMPTY_LOST_SOULS },
				lostSoulsDominance: [],
				outcast: 'fox',
				hated: false,
				outcastChosen: false,
				acolytes: 0,
				// Reglamento 10.3.2: 1 jardín en el claro inicial; the table says its suit
				// with lcBuild during setup.
				gardens: suitRecord(0),
				scoredThisTurn: [],
				dawns: 0,
				dawnDone: false,
				daylightBegun: false
			};
}

/** The Company's board as setup leaves it, for the player who plays it (null: not in play). */
export function freshCompany(riverPlayer: string | null): RiverfolkState | null {
	return riverPlayer === null
		? null
		: {
				player: riverPlayer,
				funds: {},
				// Reglamento 11.3.4 «Coloca 3 guerreros en zona de pagos.»
				payments: { [riverPlayer]: RIVERFOLK_SETUP_PAYMENTS },
				committed: {},
				prices: { hand: 0, riverboats: 0, mercenaries: 0 },
				postsOnMap: suitRecord(0),
				postsPlaced: suitRecord(0),
				daylight: [],
				servicesBought: {},
				dawnDone: false,
				eveningBegun: false
			};
}

/** Declares one live move (fixes the state and options types). */
export const liveMove = <A extends GameAction>(m: Move<LiveState, Options, A>) => m;

/** The Lizard Cult's board, or why the move cannot apply (the Cult is not in play). */
export function cultOf(state: LiveState): LizardState | Invalid {
	return state.lizards ?? invalid('root.error.factionNotInPlay', { faction: 'lizards' });
}

/** The Riverfolk Company's board, or why the move cannot apply. */
export function companyOf(state: LiveState): RiverfolkState | Invalid {
	return state.riverfolk ?? invalid('root.error.factionNotInPlay', { faction: 'riverfolk' });
}

export const withCult = (
	state: LiveState,
	lc: LizardState,
	next: Partial<LizardState>
): LiveState => ({
	...state,
	lizards: { ...lc, ...next }
});

export const withCompany = (
	state: LiveState,
	rf: RiverfolkState,
	next: Partial<RiverfolkState>
): LiveState => ({ ...state, riverfolk: { ...rf, ...next } });
