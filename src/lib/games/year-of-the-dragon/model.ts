/**
 * The live game's state and the turn machinery every move shares (whose turn, markers on the
 * person track, phase changes). Pure, plain JSON.
 */
import type { RngState } from '../core/rng';
import { invalid, type Invalid, type ScorePoint } from '../core/types';
import {
	MAX_FLOORS,
	MONTHS,
	PERSON_TYPES,
	START,
	type ActionCard,
	type PersonCard,
	type PersonType,
	type PrivilegeSize,
	type YotdEvent
} from './data';
import {
	palaceError,
	type DecayedPalace,
	stackIndex,
	turnOrder,
	type EventOutcome,
	type Pair,
	type Palace,
	type PersonSupply,
	type PersonTile,
	type Release,
	type RoundScore
} from './rules';
import type { FinalResult, FinalPlayer } from './scoring';
import { dealGroups } from './setup';
import { MAX_COUNT, type Ctx } from './options';

// ================================================================ live state

export interface LivePlayer {
	readonly id: string;
	readonly yuan: number;
	readonly rice: number;
	readonly fireworks: number;
	readonly smallPrivileges: number;
	readonly largePrivileges: number;
	readonly score: number;
	/** Person-track position. */
	readonly track: number;
	/** When the marker last landed: on the same space, a higher number lies on top. */
	readonly arrival: number;
	readonly palaces: readonly Palace[];
	/** Person cards still in hand: one per type and 2 wild ("?"). */
	readonly hand: Readonly<Record<PersonCard, number>>;
}

export type Phase = 'start' | 'action' | 'person' | 'event' | 'finished';

export interface ActionRecord {
	readonly player: string;
	/** null: the player took no action and topped up to 3 yuan. */
	readonly group: number | null;
	readonly card: ActionCard | null;
	/** Yuan paid to join a group that already held a dragon. */
	readonly joinPaid: number;
	/** What the card yielded (yuan, floors, rice, fireworks, track spaces, points), or yuan topped up. */
	readonly amount: number;
	readonly privilege: PrivilegeSize | null;
}

export interface PersonPlay {
	readonly player: string;
	readonly card: PersonCard;
	/** The tile taken, or null when the card's type was gone from the display. */
	readonly took: PersonTile | null;
	/** Palace the tile went into, or null (nothing taken, or released at once). */
	readonly palace: number | null;
	readonly replaced: PersonTile | null;
	/** Person-track spaces moved. */
	readonly moved: number;
}

export interface PlayerMonthResult extends EventOutcome {
	readonly released: readonly Release[];
	readonly lostFloors: number;
	readonly vanishedPalaces: number;
	/** Which palace lost a floor (index before the decay) and the floors it has left. */
	readonly decayed?: readonly DecayedPalace[];
	readonly round: RoundScore;
}

export interface MonthReport {
	readonly month: number;
	readonly event: YotdEvent;
	/** In person-track order (the order releases happen in). */
	readonly players: readonly PlayerMonthResult[];
}

export interface LiveState {
	/** 1–12. */
	readonly month: number;
	readonly phase: Phase;
	readonly eventRow: readonly YotdEvent[];
	/** Seat index of the first player (who picked the first starting pair). */
	readonly firstPlayer: number;
	/** True until the table says who is the oldest player (who picks the first pair). */
	readonly askOldest?: boolean;
	readonly largePrivilegeCost: 6 | 7;
	/** Person tiles left on the display. */
	readonly supply: PersonSupply;
	/** Seat order. */
	readonly players: readonly LivePlayer[];
	readonly startingPairs: readonly { readonly player: string; readonly pair: Pair }[];
	/** Who plays in the current phase, in order (fixed when the phase starts). */
	readonly order: readonly string[];
	/** Players who already played in the current phase. */
	readonly done: readonly string[];
	/** Generator for the monthly deals. */
	readonly rng: RngState;
	/** This month's action groups. */
	readonly groups: readonly (readonly ActionCard[])[];
	/** Player ids whose dragon is on each group. */
	readonly dragons: readonly (readonly string[])[];
	readonly actions: readonly ActionRecord[];
	readonly plays: readonly PersonPlay[];
	readonly reports: readonly MonthReport[];
	readonly history: readonly ScorePoint[];
	/** Counter for marker arrivals (stacking). */
	readonly arrivals: number;
	readonly final: readonly FinalResult[] | null;
	/**
	 * True when the table shuffles and lays out the action cards itself and enters its groups
	 * (the phone follows); absent or false: the phone deals and the table copies its groups.
	 */
	readonly tableDeal?: boolean;
}

export interface BuildPlacement {
	/** One palace index per floor added to an existing palace (repeat an index for 2 floors). */
	readonly addTo: readonly number[];
	/** Heights (1–3) of new palaces. */
	readonly newPalaces: readonly number[];
}

export type AdjustField =
	'yuan' | 'rice' | 'fireworks' | 'smallPrivileges' | 'largePrivileges' | 'score' | 'track';
export const ADJUST_FIELDS: readonly AdjustField[] = [
	'yuan',
	'rice',
	'fireworks',
	'smallPrivileges',
	'largePrivileges',
	'score',
	'track'
];

export type LiveAction =
	| { readonly type: 'oldestPlayer'; readonly player: string }
	| {
			readonly type: 'startingPair';
			readonly player: string;
			readonly persons: Pair;
			/** Palace index for each of the two persons. */
			readonly palaces: readonly [number, number];
	  }
	| {
			readonly type: 'takeAction';
			readonly player: string;
			readonly group: number;
			readonly card: ActionCard;
			/** Required for the privilege card. */
			readonly privilege?: PrivilegeSize;
			/** Required for the build card: where the new floors go. */
			readonly build?: BuildPlacement;
	  }
	| { readonly type: 'noAction'; readonly player: string }
	/** Who deals the action cards, chosen once per game (before the first action of a month). */
	| { readonly type: 'dealMode'; readonly byTable?: boolean }
	/** The table's own layout of the 7 action cards into groups, before the month's first action. */
	| { readonly type: 'setGroups'; readonly groups: readonly (readonly ActionCard[])[] }
	/** The table's own event row (months 1–12), laid out at random before the month-3 event. */
	| { readonly type: 'setEventRow'; readonly row: readonly YotdEvent[] }
	| {
			readonly type: 'recruit';
			readonly player: string;
			readonly card: PersonCard;
			/** The tile taken; omit/null when the card's type is gone (the player gets nothing). */
			readonly person?: PersonTile | null;
			/** Palace index; omit/null to release the new person at once (all palaces full). */
			readonly palace?: number | null;
			/** The person replaced when the chosen palace is full (all palaces full). */
			readonly replace?: PersonTile | null;
	  }
	| {
			readonly type: 'resolveEvent';
			/** Per player id, the persons released (see eventPreview for how many). */
			readonly releases: Readonly<Record<string, readonly Release[]>>;
	  }
	| {
			readonly type: 'adjust';
			readonly player: string;
			readonly field: AdjustField;
			readonly value: number;
	  }
	| {
			readonly type: 'setPalaces';
			readonly player: string;
			readonly palaces: readonly Palace[];
			/** Where persons added by the fix come from: the display (default) or the box (released by mistake). */
			readonly added?: TileSource;
			/** Where persons removed by the fix go: back to the display (default) or out of the game. */
			readonly removed?: TileSource;
	  };

/** The display of person tiles, or out of the game (released persons leave the game). */
export type TileSource = 'display' | 'box';

// ---------------------------------------------------------------- helpers

export function isCount(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;
}

export function isPersonType(v: unknown): v is PersonType {
	return typeof v === 'string' && (PERSON_TYPES as readonly string[]).includes(v);
}

export function isTile(v: unknown): v is PersonTile {
	if (typeof v !== 'object' || v === null) return false;
	const t = v as Record<string, unknown>;
	return isPersonType(t.type) && (t.age === 'young' || t.age === 'old');
}

export function startHand(): Record<PersonCard, number> {
	const hand = { wild: START.wildCards } as Record<PersonCard, number>;
	for (const t of PERSON_TYPES) hand[t] = 1;
	return hand;
}

export function markers(state: LiveState) {
	return state.players.map((p) => ({ id: p.id, track: p.track, arrival: p.arrival }));
}

export function currentOrder(state: LiveState): string[] {
	return turnOrder(markers(state));
}

/** Who must act next in the current phase, or null (event phase or finished). */
export function nextPlayer(state: LiveState): string | null {
	if (state.phase === 'event' || state.phase === 'finished') return null;
	return state.order[state.done.length] ?? null;
}

export function findPlayer(state: LiveState, id: unknown): LivePlayer | null {
	return state.players.find((p) => p.id === id) ?? null;
}

export function withPlayer(
	state: LiveState,
	id: string,
	f: (p: LivePlayer) => LivePlayer
): LiveState {
	return { ...state, players: state.players.map((p) => (p.id === id ? f(p) : p)) };
}

export function name(ctx: Ctx, id: string): string {
	return ctx.players.find((p) => p.id === id)?.name ?? id;
}

/** Moves a marker forward; a marker that lands goes on top of any marker on that space. */
export function moveTrack(state: LiveState, id: string, spaces: number): LiveState {
	if (spaces <= 0) return state;
	const arrivals = state.arrivals + 1;
	return {
		...withPlayer(state, id, (p) => ({ ...p, track: p.track + spaces, arrival: arrivals })),
		arrivals
	};
}

/** The player a move names, or why not (its phase and turn are checked by core's phases). */
export function actingPlayer(state: LiveState, player: unknown): Invalid | LivePlayer {
	return (
		findPlayer(state, player) ??
		invalid('year-of-the-dragon.error.unknownPlayer', { player: String(player) })
	);
}

export function startPhase(state: LiveState, phase: Phase): LiveState {
	return { ...state, phase, order: currentOrder(state), done: [] };
}

export function startMonth(state: LiveState, month: number): LiveState {
	const [dealt, rng] = dealGroups(state.rng, state.players.length);
	// Reglamento «1a Fase»: baraja las 7 cartas y colócalas en tantos grupos como jugadores haya.
	const groups = state.tableDeal ? [] : dealt;
	return startPhase(
		{ ...state, month, rng, groups, dragons: groups.map(() => []), actions: [], plays: [] },
		'action'
	);
}

/** After a player's turn: mark done, and move on when everybody played. */
export function finishTurn(state: LiveState, id: string): LiveState {
	const done = [...state.done, id];
	const s = { ...state, done };
	if (done.length < state.order.length) return s;
	if (state.phase === 'start') return startMonth(s, 1);
	// Reglamento «2da Fase»: en la duodécima ronda se salta la fase de persona.
	if (state.phase === 'action') return startPhase(s, state.month === MONTHS ? 'event' : 'person');
	return startPhase(s, 'event');
}
export function hasRoom(palaces: readonly Palace[]): boolean {
	return palaces.some((x) => x.persons.length < x.floors);
}

export function toFinalPlayers(state: LiveState): FinalPlayer[] {
	const m = markers(state);
	return state.players.map((p) => ({
		id: p.id,
		score: p.score,
		personTrack: p.track,
		personTrackStack: stackIndex(m, p.id),
		palaces: p.palaces.map((x) => ({
			floors: x.floors,
			persons: x.persons.map((t) => ({ ...t }))
		})),
		yuan: p.yuan,
		rice: p.rice,
		fireworks: p.fireworks
	}));
}

/** Persons per type/age in some palaces. */
export function countTiles(palaces: readonly Palace[]): Map<string, number> {
	const m = new Map<string, number>();
	for (const x of palaces)
		for (const t of x.persons) m.set(`${t.type}.${t.age}`, (m.get(`${t.type}.${t.age}`) ?? 0) + 1);
	return m;
}

/** Validates palaces a person typed. Null when legal, else why not. */
export function palacesError(palaces: unknown): Invalid | null {
	if (!Array.isArray(palaces)) return invalid('year-of-the-dragon.error.badPalace');
	for (let i = 0; i < palaces.length; i++) {
		const x = palaces[i] as Palace;
		if (
			typeof x !== 'object' ||
			x === null ||
			!Array.isArray(x.persons) ||
			!x.persons.every(isTile)
		)
			return invalid('year-of-the-dragon.error.badPalace', { palace: i + 1 });
		const err = palaceError(x);
		if (err) return invalid(err, { palace: i + 1, max: MAX_FLOORS });
	}
	return null;
}
