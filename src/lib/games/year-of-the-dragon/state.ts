/**
 * Live companion and quick scorer for Year of the Dragon. Pure reducers over plain JSON state:
 * every user intent is one validated action; illegal input returns invalid(...) with a reason.
 */
import { seedRng, type RngState } from '../core/rng';
import {
	invalid,
	isInvalid,
	type Flow,
	type Invalid,
	type MessageRef,
	type ScorePoint,
	type SessionContext,
	type SessionSummary
} from '../core/types';
import {
	ACTION_CARDS,
	DEFAULT_LARGE_PRIVILEGE_COST,
	JOIN_GROUP_COST,
	MAX_FLOORS,
	MONTHS,
	NO_ACTION_TOP_UP,
	PERSON_TYPES,
	PRIVILEGE_COST_SMALL,
	START,
	type ActionCard,
	type Age,
	type PersonCard,
	type PersonType,
	type PrivilegeSize,
	type YotdEvent
} from './data';
import {
	actionYield,
	applyReleases,
	decay,
	eventOutcomes,
	palaceError,
	roundScore,
	stackIndex,
	startingPairError,
	supplyFor,
	takeFromSupply,
	tileFace,
	tileValue,
	turnOrder,
	type EventOutcome,
	type Pair,
	type Palace,
	type PersonSupply,
	type PersonTile,
	type Release,
	type RoundScore
} from './rules';
import { finalScore, winnersOf, type FinalPlayer, type FinalResult } from './scoring';
import { dealGroups, randomizeSetup } from './setup';

const P = 'year-of-the-dragon.';
/** Upper bound for any count a person types (a sanity limit, not a printed value). */
export const MAX_COUNT = 999;

export interface YotdOptions {
	/** Price of a large privilege: 6 (our rulebook) or 7 (later edition). */
	largePrivilegeCost: 6 | 7;
	/** Seat index (0-based) of a chosen first player; random from the seed when missing or null. */
	firstPlayer?: number | null;
}

type Ctx = SessionContext<YotdOptions>;

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
	| { readonly type: 'setPalaces'; readonly player: string; readonly palaces: readonly Palace[] };

// ---------------------------------------------------------------- helpers

function isCount(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;
}

function isPersonType(v: unknown): v is PersonType {
	return typeof v === 'string' && (PERSON_TYPES as readonly string[]).includes(v);
}

function isTile(v: unknown): v is PersonTile {
	if (typeof v !== 'object' || v === null) return false;
	const t = v as Record<string, unknown>;
	return isPersonType(t.type) && (t.age === 'young' || t.age === 'old');
}

function startHand(): Record<PersonCard, number> {
	const hand = { wild: START.wildCards } as Record<PersonCard, number>;
	for (const t of PERSON_TYPES) hand[t] = 1;
	return hand;
}

function markers(state: LiveState) {
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

function findPlayer(state: LiveState, id: unknown): LivePlayer | null {
	return state.players.find((p) => p.id === id) ?? null;
}

function withPlayer(state: LiveState, id: string, f: (p: LivePlayer) => LivePlayer): LiveState {
	return { ...state, players: state.players.map((p) => (p.id === id ? f(p) : p)) };
}

function name(ctx: Ctx, id: string): string {
	return ctx.players.find((p) => p.id === id)?.name ?? id;
}

/** Moves a marker forward; a marker that lands goes on top of any marker on that space. */
function moveTrack(state: LiveState, id: string, spaces: number): LiveState {
	if (spaces <= 0) return state;
	const arrivals = state.arrivals + 1;
	return {
		...withPlayer(state, id, (p) => ({ ...p, track: p.track + spaces, arrival: arrivals })),
		arrivals
	};
}

function checkTurn(state: LiveState, phase: Phase, player: unknown): Invalid | LivePlayer {
	if (state.phase !== phase) return invalid(P + 'error.wrongPhase', { phase: state.phase });
	const p = findPlayer(state, player);
	if (!p) return invalid(P + 'error.unknownPlayer', { player: String(player) });
	const next = nextPlayer(state);
	if (next !== p.id)
		return invalid(P + 'error.notYourTurn', { player: p.id, expected: next ?? '' });
	return p;
}

function startPhase(state: LiveState, phase: Phase): LiveState {
	return { ...state, phase, order: currentOrder(state), done: [] };
}

function startMonth(state: LiveState, month: number): LiveState {
	const [groups, rng] = dealGroups(state.rng, state.players.length);
	return startPhase(
		{ ...state, month, rng, groups, dragons: groups.map(() => []), actions: [], plays: [] },
		'action'
	);
}

/** After a player's turn: mark done, and move on when everybody played. */
function finishTurn(state: LiveState, id: string): LiveState {
	const done = [...state.done, id];
	const s = { ...state, done };
	if (done.length < state.order.length) return s;
	if (state.phase === 'start') return startMonth(s, 1);
	// Reglamento «2da Fase»: en la duodécima ronda se salta la fase de persona.
	if (state.phase === 'action') return startPhase(s, state.month === MONTHS ? 'event' : 'person');
	return startPhase(s, 'event');
}

// ---------------------------------------------------------------- init

export function initLive(ctx: Ctx): LiveState {
	const setup = randomizeSetup({
		players: ctx.players.length,
		seed: ctx.seed,
		largePrivilegeCost: ctx.options?.largePrivilegeCost ?? DEFAULT_LARGE_PRIVILEGE_COST,
		firstPlayer: ctx.options?.firstPlayer ?? null
	});
	const players: LivePlayer[] = ctx.players.map((p) => ({
		id: p.id,
		yuan: START.yuan,
		rice: 0,
		fireworks: 0,
		smallPrivileges: 0,
		largePrivileges: 0,
		score: START.score,
		track: START.personTrack,
		arrival: 0,
		palaces: START.palaces.map((floors) => ({ floors, persons: [] })),
		hand: startHand()
	}));
	return {
		month: 0,
		phase: 'start',
		eventRow: setup.eventRow,
		firstPlayer: setup.firstPlayer,
		largePrivilegeCost: setup.largePrivilegeCost,
		supply: setup.personSupply,
		players,
		startingPairs: [],
		order: setup.pickOrder.map((seat) => ctx.players[seat].id),
		done: [],
		rng: seedRng(`${ctx.seed}:actions`),
		groups: [],
		dragons: [],
		actions: [],
		plays: [],
		reports: [],
		history: [],
		arrivals: 0,
		final: null
	};
}

// ---------------------------------------------------------------- starting pairs

function reduceStartingPair(
	state: LiveState,
	a: Extract<LiveAction, { type: 'startingPair' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'start', a.player);
	if ('invalid' in p) return p;
	if (!Array.isArray(a.persons) || a.persons.length !== 2)
		return invalid(P + 'error.startingPairShape');
	const pair: Pair = [a.persons[0], a.persons[1]];
	const err = startingPairError(
		pair,
		state.startingPairs.map((s) => s.pair),
		state.supply
	);
	if (err) return invalid(err);
	if (!Array.isArray(a.palaces) || a.palaces.length !== 2) return invalid(P + 'error.badPalace');
	const palaces = p.palaces.map((x) => ({ ...x, persons: [...x.persons] }));
	for (let i = 0; i < 2; i++) {
		const target = palaces[a.palaces[i]];
		if (!Number.isInteger(a.palaces[i]) || !target) return invalid(P + 'error.badPalace');
		if (target.persons.length >= target.floors)
			return invalid(P + 'error.palaceFull', { palace: a.palaces[i] + 1 });
		target.persons.push({ type: pair[i], age: 'young' });
	}
	const tiles: PersonTile[] = pair.map((type) => ({ type, age: 'young' }));
	// Reglamento «Preparar»: al tomar una persona se mueve el marcador su valor; si cae con otro, encima.
	const moved = tiles.reduce((n, t) => n + tileValue(t), 0);
	const s = moveTrack(
		{
			...withPlayer(state, p.id, (x) => ({ ...x, palaces })),
			supply: takeFromSupply(state.supply, tiles),
			startingPairs: [...state.startingPairs, { player: p.id, pair }]
		},
		p.id,
		moved
	);
	return finishTurn(s, p.id);
}

// ---------------------------------------------------------------- action phase

function buildPalaces(
	palaces: readonly Palace[],
	floors: number,
	b: BuildPlacement | undefined
): Palace[] | Invalid {
	if (
		typeof b !== 'object' ||
		b === null ||
		!Array.isArray(b.addTo) ||
		!Array.isArray(b.newPalaces) ||
		!b.addTo.every((x) => Number.isInteger(x)) ||
		!b.newPalaces.every((x) => Number.isInteger(x))
	)
		return invalid(P + 'error.buildPlacement');
	const placed = b.addTo.length + b.newPalaces.reduce((n, h) => n + h, 0);
	// Reglamento «Construir»: toma 1 piso por el martillo y 1 más por martillo de artesano; los construye.
	if (placed !== floors) return invalid(P + 'error.buildCount', { floors, placed });
	const out = palaces.map((x) => ({ ...x }));
	for (const i of b.addTo) {
		if (!out[i]) return invalid(P + 'error.badPalace', { palace: i + 1 });
		out[i] = { ...out[i], floors: out[i].floors + 1 };
		// Reglamento «Preparar»: un palacio nunca puede tener más de 3 pisos.
		if (out[i].floors > MAX_FLOORS)
			return invalid(P + 'error.palaceTooHigh', { palace: i + 1, max: MAX_FLOORS });
	}
	for (const h of b.newPalaces) {
		if (h < 1 || h > MAX_FLOORS) return invalid(P + 'error.newPalaceHeight', { max: MAX_FLOORS });
		out.push({ floors: h, persons: [] });
	}
	return out;
}

function reduceTakeAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'takeAction' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'action', a.player);
	if ('invalid' in p) return p;
	if (!Number.isInteger(a.group) || !state.groups[a.group]) return invalid(P + 'error.badGroup');
	if (!ACTION_CARDS.includes(a.card) || !state.groups[a.group].includes(a.card))
		return invalid(P + 'error.cardNotInGroup', { group: a.group + 1 });
	// Reglamento «1a Fase» (Nota): un grupo con al menos 1 dragón cuesta 3 yuanes.
	const joinPaid = state.dragons[a.group].length > 0 ? JOIN_GROUP_COST : 0;
	let privilegeCost = 0;
	if (a.card === 'privilege') {
		if (a.privilege !== 'small' && a.privilege !== 'large')
			return invalid(P + 'error.privilegeSize');
		// Reglamento «Privilegio»: 2 yuanes el pequeño, 6 (o 7, opción) el grande; 1 por acción.
		privilegeCost = a.privilege === 'small' ? PRIVILEGE_COST_SMALL : state.largePrivilegeCost;
	}
	const need = joinPaid + privilegeCost;
	if (p.yuan < need) return invalid(P + 'error.notEnoughYuan', { need, have: p.yuan });
	const y = actionYield(a.card, p.palaces);
	let s = withPlayer(state, p.id, (x) => ({ ...x, yuan: x.yuan - joinPaid }));
	switch (a.card) {
		case 'taxes':
			s = withPlayer(s, p.id, (x) => ({ ...x, yuan: x.yuan + y.total }));
			break;
		case 'build': {
			const palaces = buildPalaces(p.palaces, y.total, a.build);
			if ('invalid' in palaces) return palaces;
			s = withPlayer(s, p.id, (x) => ({ ...x, palaces }));
			break;
		}
		case 'harvest':
			s = withPlayer(s, p.id, (x) => ({ ...x, rice: x.rice + y.total }));
			break;
		case 'fireworks':
			s = withPlayer(s, p.id, (x) => ({ ...x, fireworks: x.fireworks + y.total }));
			break;
		case 'parade':
			s = moveTrack(s, p.id, y.total);
			break;
		case 'research':
			s = withPlayer(s, p.id, (x) => ({ ...x, score: x.score + y.total }));
			break;
		case 'privilege':
			s = withPlayer(s, p.id, (x) => ({
				...x,
				yuan: x.yuan - privilegeCost,
				smallPrivileges: x.smallPrivileges + (a.privilege === 'small' ? 1 : 0),
				largePrivileges: x.largePrivileges + (a.privilege === 'large' ? 1 : 0)
			}));
			break;
	}
	const record: ActionRecord = {
		player: p.id,
		group: a.group,
		card: a.card,
		joinPaid,
		amount: a.card === 'privilege' ? privilegeCost : y.total,
		privilege: a.card === 'privilege' ? (a.privilege ?? null) : null
	};
	s = {
		...s,
		dragons: s.dragons.map((d, i) => (i === a.group ? [...d, p.id] : d)),
		actions: [...s.actions, record]
	};
	return finishTurn(s, p.id);
}

function reduceNoAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'noAction' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'action', a.player);
	if ('invalid' in p) return p;
	// Reglamento «1a Fase»: en lugar de actuar, lleva su dinero hasta 3 yuanes.
	const amount = Math.max(0, NO_ACTION_TOP_UP - p.yuan);
	const s = withPlayer(state, p.id, (x) => ({ ...x, yuan: x.yuan + amount }));
	const record: ActionRecord = {
		player: p.id,
		group: null,
		card: null,
		joinPaid: 0,
		amount,
		privilege: null
	};
	return finishTurn({ ...s, actions: [...s.actions, record] }, p.id);
}

// ---------------------------------------------------------------- person phase

/** Types a card can take right now (empty: the card gives nothing). */
export function availableFor(supply: PersonSupply, card: PersonCard): PersonTile[] {
	const types = card === 'wild' ? PERSON_TYPES : [card];
	const out: PersonTile[] = [];
	for (const type of types)
		for (const age of ['young', 'old'] as Age[])
			if (tileFace(type, age) !== null && supply[type][age] > 0) out.push({ type, age });
	return out;
}

function hasRoom(palaces: readonly Palace[]): boolean {
	return palaces.some((x) => x.persons.length < x.floors);
}

function reduceRecruit(
	state: LiveState,
	a: Extract<LiveAction, { type: 'recruit' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'person', a.player);
	if ('invalid' in p) return p;
	if (a.card !== 'wild' && !isPersonType(a.card)) return invalid(P + 'error.unknownPersonType');
	if (!(p.hand[a.card] > 0)) return invalid(P + 'error.cardNotInHand', { card: a.card });
	const person = a.person ?? null;
	const palaceAt = a.palace ?? null;
	const replace = a.replace ?? null;
	const hand = { ...p.hand, [a.card]: p.hand[a.card] - 1 };
	const available = availableFor(state.supply, a.card);
	const play = (
		took: PersonTile | null,
		palace: number | null,
		replaced: PersonTile | null,
		moved: number
	) => ({ player: p.id, card: a.card, took, palace, replaced, moved }) satisfies PersonPlay;
	if (available.length === 0) {
		// Reglamento «2da Fase»: si la ficha ya no está disponible, no obtiene nada (ni sustituto).
		if (person !== null) return invalid(P + 'error.nothingToTake');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, plays: [...s.plays, play(null, null, null, 0)] }, p.id);
	}
	// Reglamento «2da Fase»: mientras tenga espacio en sus palacios, debe convocar a nuevas personas.
	if (person === null) return invalid(P + 'error.mustRecruit');
	if (!isTile(person)) return invalid(P + 'error.unknownPersonType');
	if (a.card !== 'wild' && person.type !== a.card)
		return invalid(P + 'error.personWrongType', { card: a.card });
	if (!available.some((t) => t.type === person.type && t.age === person.age))
		return invalid(P + 'error.personUnavailable', { type: person.type, age: person.age });
	const supply = takeFromSupply(state.supply, [person]);
	const room = hasRoom(p.palaces);
	let palaces: Palace[];
	let replaced: PersonTile | null = null;
	if (palaceAt === null) {
		// Reglamento «2da Fase»: con todos los palacios llenos puede liberar a la nueva persona (sin mover).
		if (room) return invalid(P + 'error.mustPlace');
		if (replace !== null) return invalid(P + 'error.badPalace');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, supply, plays: [...s.plays, play(person, null, null, 0)] }, p.id);
	}
	const target = Number.isInteger(palaceAt) ? p.palaces[palaceAt] : undefined;
	if (!target) return invalid(P + 'error.badPalace', { palace: Number(palaceAt) + 1 });
	if (target.persons.length < target.floors) {
		if (replace !== null) return invalid(P + 'error.replaceWithRoom');
		palaces = p.palaces.map((x, i) =>
			i === palaceAt ? { ...x, persons: [...x.persons, { type: person.type, age: person.age }] } : x
		);
	} else {
		// Reglamento «2da Fase»: si todos sus palacios están llenos, puede reemplazar a una persona.
		if (room) return invalid(P + 'error.freeSpaceLeft');
		if (replace === null || !isTile(replace)) return invalid(P + 'error.replaceRequired');
		const at = target.persons.findIndex((t) => t.type === replace.type && t.age === replace.age);
		if (at < 0) return invalid(P + 'error.personNotInPalace');
		replaced = { type: replace.type, age: replace.age };
		palaces = p.palaces.map((x, i) =>
			i === palaceAt
				? {
						...x,
						persons: x.persons.map((t, j) =>
							j === at ? { type: person.type, age: person.age } : t
						)
					}
				: x
		);
	}
	// Reglamento «2da Fase»: mueve su marcador el valor de la nueva ficha; nunca hacia atrás al liberar.
	const moved = tileValue(person);
	const s = moveTrack(
		withPlayer({ ...state, supply }, p.id, (x) => ({ ...x, hand, palaces })),
		p.id,
		moved
	);
	return finishTurn(
		{
			...s,
			plays: [...s.plays, play({ type: person.type, age: person.age }, palaceAt, replaced, moved)]
		},
		p.id
	);
}

// ---------------------------------------------------------------- event, decay, round scoring

/** The current event and what it asks of each player, in person-track order. */
export function eventPreview(state: LiveState): { event: YotdEvent; outcomes: EventOutcome[] } {
	const event = state.eventRow[Math.max(0, state.month - 1)];
	const order = currentOrder(state);
	const players = order.map((id) => state.players.find((p) => p.id === id) as LivePlayer);
	return { event, outcomes: eventOutcomes(event, players) };
}

function toFinalPlayers(state: LiveState): FinalPlayer[] {
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

function reduceResolveEvent(
	state: LiveState,
	a: Extract<LiveAction, { type: 'resolveEvent' }>
): LiveState | Invalid {
	if (state.phase !== 'event') return invalid(P + 'error.wrongPhase', { phase: state.phase });
	const releases = a.releases ?? {};
	if (typeof releases !== 'object' || releases === null) return invalid(P + 'error.badRelease');
	for (const id of Object.keys(releases))
		if (!findPlayer(state, id)) return invalid(P + 'error.unknownPlayer', { player: id });
	const { event, outcomes } = eventPreview(state);
	const results: PlayerMonthResult[] = [];
	let players = state.players;
	// Reglamento «Regla general»: las liberaciones ocurren en el orden del registro de personas.
	for (const o of outcomes) {
		const p = players.find((x) => x.id === o.id) as LivePlayer;
		const mine = releases[o.id] ?? [];
		if (!Array.isArray(mine)) return invalid(P + 'error.badRelease');
		if (mine.length !== o.mustRelease)
			return invalid(P + 'error.releaseCount', {
				player: o.id,
				need: o.mustRelease,
				got: mine.length
			});
		const after = applyReleases(p.palaces, mine, o.distinctPalaces);
		if (typeof after === 'string') return invalid(after, { player: o.id });
		// Reglamento «Decaer»: cada palacio deshabitado pierde 1 piso.
		const d = decay(after);
		const updated: LivePlayer = {
			...p,
			yuan: p.yuan - o.yuanPaid,
			rice: p.rice - o.riceReturned,
			fireworks: p.fireworks - o.fireworksReturned,
			score: p.score + o.vp,
			palaces: d.palaces
		};
		// Reglamento «4ta Fase: Puntuación»: palacios, abanicos y dragones de privilegio.
		const round = roundScore(updated);
		players = players.map((x) =>
			x.id === o.id ? { ...updated, score: updated.score + round.total } : x
		);
		results.push({
			...o,
			released: mine.map((r) => ({ palace: r.palace, type: r.type, age: r.age })),
			lostFloors: d.lostFloors,
			vanishedPalaces: d.vanished,
			round
		});
	}
	const scores: Record<string, number> = {};
	for (const p of players) scores[p.id] = p.score;
	let s: LiveState = {
		...state,
		players,
		reports: [...state.reports, { month: state.month, event, players: results }],
		history: [...state.history, { round: state.month, scores }]
	};
	if (state.month < MONTHS) return startMonth(s, state.month + 1);
	// Reglamento «Fin del juego»: la partida termina tras la puntuación del duodécimo mes.
	s = { ...s, phase: 'finished', order: [], done: [] };
	return { ...s, final: finalScore(toFinalPlayers(s)) };
}

// ---------------------------------------------------------------- corrections

function reduceAdjust(
	state: LiveState,
	a: Extract<LiveAction, { type: 'adjust' }>
): LiveState | Invalid {
	if (state.phase === 'finished') return invalid(P + 'error.gameOver');
	const p = findPlayer(state, a.player);
	if (!p) return invalid(P + 'error.unknownPlayer', { player: String(a.player) });
	if (!ADJUST_FIELDS.includes(a.field)) return invalid(P + 'error.badField');
	if (!isCount(a.value)) return invalid(P + 'error.badValue', { field: a.field, max: MAX_COUNT });
	if (a.field === 'track') {
		// Reglamento «2da Fase» (Nota): los marcadores de persona nunca se mueven hacia atrás.
		if (a.value < p.track) return invalid(P + 'error.trackBackwards', { track: p.track });
		return moveTrack(state, p.id, a.value - p.track);
	}
	return withPlayer(state, p.id, (x) => ({ ...x, [a.field]: a.value }));
}

/** Persons per type/age in some palaces. */
function countTiles(palaces: readonly Palace[]): Map<string, number> {
	const m = new Map<string, number>();
	for (const x of palaces)
		for (const t of x.persons) m.set(`${t.type}.${t.age}`, (m.get(`${t.type}.${t.age}`) ?? 0) + 1);
	return m;
}

/** Validates palaces a person typed. Null when legal, else why not. */
export function palacesError(palaces: unknown): Invalid | null {
	if (!Array.isArray(palaces)) return invalid(P + 'error.badPalace');
	for (let i = 0; i < palaces.length; i++) {
		const x = palaces[i] as Palace;
		if (
			typeof x !== 'object' ||
			x === null ||
			!Array.isArray(x.persons) ||
			!x.persons.every(isTile)
		)
			return invalid(P + 'error.badPalace', { palace: i + 1 });
		const err = palaceError(x);
		if (err) return invalid(err, { palace: i + 1, max: MAX_FLOORS });
	}
	return null;
}

function reduceSetPalaces(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setPalaces' }>
): LiveState | Invalid {
	if (state.phase === 'finished') return invalid(P + 'error.gameOver');
	const p = findPlayer(state, a.player);
	if (!p) return invalid(P + 'error.unknownPlayer', { player: String(a.player) });
	const err = palacesError(a.palaces);
	if (err) return err;
	const before = countTiles(p.palaces);
	const after = countTiles(a.palaces);
	const supply = {} as PersonSupply;
	for (const type of PERSON_TYPES) {
		supply[type] = { ...state.supply[type] };
		for (const age of ['young', 'old'] as Age[]) {
			const k = `${type}.${age}`;
			supply[type][age] += (before.get(k) ?? 0) - (after.get(k) ?? 0);
			// Only legal states: no more tiles of a type than the display still holds.
			if (supply[type][age] < 0) return invalid(P + 'error.supplyExceeded', { type, age });
		}
	}
	const palaces = a.palaces.map((x) => ({
		floors: x.floors,
		persons: x.persons.map((t) => ({ type: t.type, age: t.age }))
	}));
	return { ...withPlayer(state, p.id, (x) => ({ ...x, palaces })), supply };
}

// ---------------------------------------------------------------- the live flow

function reduceLive(state: LiveState, action: LiveAction): LiveState | Invalid {
	if (typeof action !== 'object' || action === null) return invalid(P + 'error.badAction');
	switch (action.type) {
		case 'startingPair':
			return reduceStartingPair(state, action);
		case 'takeAction':
			return reduceTakeAction(state, action);
		case 'noAction':
			return reduceNoAction(state, action);
		case 'recruit':
			return reduceRecruit(state, action);
		case 'resolveEvent':
			return reduceResolveEvent(state, action);
		case 'adjust':
			return reduceAdjust(state, action);
		case 'setPalaces':
			return reduceSetPalaces(state, action);
		default:
			return invalid(P + 'error.badAction');
	}
}

function describeLive(action: LiveAction, before: LiveState, ctx: Ctx): MessageRef {
	switch (action.type) {
		case 'startingPair':
			return {
				key: P + 'log.startingPair',
				values: {
					player: name(ctx, action.player),
					first: String(action.persons?.[0]),
					second: String(action.persons?.[1])
				}
			};
		case 'takeAction': {
			const p = findPlayer(before, action.player);
			const joinPaid = (before.dragons[action.group]?.length ?? 0) > 0 ? JOIN_GROUP_COST : 0;
			const base = { player: name(ctx, action.player), group: action.group + 1, paid: joinPaid };
			if (action.card === 'privilege')
				return {
					key: P + 'log.action.privilege',
					values: {
						...base,
						size: action.privilege ?? 'small',
						cost: action.privilege === 'large' ? before.largePrivilegeCost : PRIVILEGE_COST_SMALL
					}
				};
			const amount =
				p && ACTION_CARDS.includes(action.card) ? actionYield(action.card, p.palaces).total : 0;
			const card = ACTION_CARDS.includes(action.card) ? action.card : 'taxes';
			return { key: P + 'log.action.' + card, values: { ...base, amount } };
		}
		case 'noAction': {
			const p = findPlayer(before, action.player);
			return {
				key: P + 'log.noAction',
				values: {
					player: name(ctx, action.player),
					amount: Math.max(0, NO_ACTION_TOP_UP - (p?.yuan ?? 0)),
					topUp: NO_ACTION_TOP_UP
				}
			};
		}
		case 'recruit': {
			const player = name(ctx, action.player);
			const person = action.person ?? null;
			if (person === null)
				return { key: P + 'log.recruitNothing', values: { player, card: String(action.card) } };
			if (action.palace === null || action.palace === undefined)
				return {
					key: P + 'log.recruitReleased',
					values: { player, person: person.type, age: person.age }
				};
			const replace = action.replace ?? null;
			if (replace !== null)
				return {
					key: P + 'log.recruitReplace',
					values: {
						player,
						person: person.type,
						age: person.age,
						palace: action.palace + 1,
						replaced: replace.type,
						replacedAge: replace.age
					}
				};
			return {
				key: P + 'log.recruit',
				values: { player, person: person.type, age: person.age, palace: action.palace + 1 }
			};
		}
		case 'resolveEvent': {
			const released = Object.values(action.releases ?? {}).reduce(
				(n, r) => n + (Array.isArray(r) ? r.length : 0),
				0
			);
			return {
				key: P + 'log.resolveEvent',
				values: {
					month: before.month,
					event: before.eventRow[Math.max(0, before.month - 1)] ?? 'peace',
					released
				}
			};
		}
		case 'adjust':
			return {
				key: P + 'log.adjust',
				values: {
					player: name(ctx, action.player),
					field: String(action.field),
					value: action.value
				}
			};
		case 'setPalaces':
			return {
				key: P + 'log.setPalaces',
				values: { player: name(ctx, action.player), palaces: action.palaces?.length ?? 0 }
			};
		default:
			return { key: P + 'log.unknown' };
	}
}

function summarizeLive(state: LiveState): SessionSummary {
	const scores: Record<string, number> = {};
	if (state.final) for (const r of state.final) scores[r.id] = r.total;
	else for (const p of state.players) scores[p.id] = p.score;
	return {
		round: state.month === 0 ? null : state.month,
		finished: state.phase === 'finished',
		scores,
		winners: state.final ? winnersOf(state.final) : []
	};
}

/** Error values name players by id inside the reducers: show their names instead. */
function withNames<S>(result: S | Invalid, ctx: Ctx): S | Invalid {
	if (!isInvalid(result) || !result.reason.values) return result;
	const values: Record<string, string | number> = { ...result.reason.values };
	for (const k of ['player', 'expected'])
		if (typeof values[k] === 'string') values[k] = name(ctx, values[k] as string);
	return invalid(result.reason.key, values);
}

export const live: Flow<LiveState, LiveAction, YotdOptions> = {
	init: initLive,
	reduce: (state, action, ctx) => withNames(reduceLive(state, action), ctx),
	describe: describeLive,
	summarize: (state) => summarizeLive(state),
	scoreHistory: (state) => state.history.map((h) => ({ round: h.round, scores: { ...h.scores } }))
};

// ================================================================ quick scorer

export interface ScorerPlayer {
	readonly score: number;
	readonly personTrack: number;
	/** 0 = bottom of a stack on the same space, higher = on top (only matters for a full tie). */
	readonly personTrackStack: number;
	readonly yuan: number;
	readonly rice: number;
	readonly fireworks: number;
	readonly palaces: readonly Palace[];
}

export type ScorerField =
	'score' | 'personTrack' | 'personTrackStack' | 'yuan' | 'rice' | 'fireworks';
export const SCORER_FIELDS: readonly ScorerField[] = [
	'score',
	'personTrack',
	'personTrackStack',
	'yuan',
	'rice',
	'fireworks'
];

export interface ScorerState {
	/** Per player id. */
	readonly players: Readonly<Record<string, ScorerPlayer>>;
	readonly finished: boolean;
	readonly result: readonly FinalResult[] | null;
}

export type ScorerAction =
	| {
			readonly type: 'set';
			readonly player: string;
			readonly field: ScorerField;
			readonly value: number;
	  }
	| { readonly type: 'setPalaces'; readonly player: string; readonly palaces: readonly Palace[] }
	| { readonly type: 'finish' }
	| { readonly type: 'reopen' };

function initScorer(ctx: Ctx): ScorerState {
	const players: Record<string, ScorerPlayer> = {};
	for (const p of ctx.players)
		players[p.id] = {
			score: 0,
			personTrack: 0,
			personTrackStack: 0,
			yuan: 0,
			rice: 0,
			fireworks: 0,
			palaces: []
		};
	return { players, finished: false, result: null };
}

function scorerFinalPlayers(state: ScorerState, ctx: Ctx): FinalPlayer[] {
	return ctx.players.map((c) => {
		const p = state.players[c.id];
		return {
			id: c.id,
			score: p.score,
			personTrack: p.personTrack,
			personTrackStack: p.personTrackStack,
			palaces: p.palaces.map((x) => ({
				floors: x.floors,
				persons: x.persons.map((t) => ({ ...t }))
			})),
			yuan: p.yuan,
			rice: p.rice,
			fireworks: p.fireworks
		};
	});
}

function reduceScorer(state: ScorerState, action: ScorerAction, ctx: Ctx): ScorerState | Invalid {
	if (typeof action !== 'object' || action === null) return invalid(P + 'error.badAction');
	switch (action.type) {
		case 'set': {
			if (state.finished) return invalid(P + 'error.alreadyFinished');
			const p = state.players[action.player];
			if (!p) return invalid(P + 'error.unknownPlayer', { player: String(action.player) });
			if (!SCORER_FIELDS.includes(action.field)) return invalid(P + 'error.badField');
			if (!isCount(action.value))
				return invalid(P + 'error.badValue', { field: action.field, max: MAX_COUNT });
			return {
				...state,
				players: { ...state.players, [action.player]: { ...p, [action.field]: action.value } }
			};
		}
		case 'setPalaces': {
			if (state.finished) return invalid(P + 'error.alreadyFinished');
			const p = state.players[action.player];
			if (!p) return invalid(P + 'error.unknownPlayer', { player: String(action.player) });
			const err = palacesError(action.palaces);
			if (err) return err;
			// Only legal states: all players together hold no more tiles than the game has.
			const full = supplyFor(ctx.players.length);
			const counts = countTiles(
				Object.entries(state.players).flatMap(([id, x]) =>
					id === action.player ? action.palaces : x.palaces
				)
			);
			for (const type of PERSON_TYPES)
				for (const age of ['young', 'old'] as Age[])
					if ((counts.get(`${type}.${age}`) ?? 0) > full[type][age])
						return invalid(P + 'error.supplyExceeded', { type, age });
			const palaces = action.palaces.map((x) => ({
				floors: x.floors,
				persons: x.persons.map((t) => ({ type: t.type, age: t.age }))
			}));
			return { ...state, players: { ...state.players, [action.player]: { ...p, palaces } } };
		}
		case 'finish': {
			if (state.finished) return invalid(P + 'error.alreadyFinished');
			let result: FinalResult[];
			try {
				result = finalScore(scorerFinalPlayers(state, ctx));
			} catch (e) {
				return invalid(P + 'error.scorerInput', {
					detail: e instanceof Error ? e.message : String(e)
				});
			}
			return { ...state, finished: true, result };
		}
		case 'reopen':
			if (!state.finished) return invalid(P + 'error.notFinished');
			return { ...state, finished: false, result: null };
		default:
			return invalid(P + 'error.badAction');
	}
}

function describeScorer(action: ScorerAction, _before: ScorerState, ctx: Ctx): MessageRef {
	switch (action.type) {
		case 'set':
			return {
				key: P + 'log.scorerSet',
				values: {
					player: name(ctx, action.player),
					field: String(action.field),
					value: action.value
				}
			};
		case 'setPalaces':
			return {
				key: P + 'log.setPalaces',
				values: { player: name(ctx, action.player), palaces: action.palaces?.length ?? 0 }
			};
		case 'finish':
			return { key: P + 'log.finish' };
		case 'reopen':
			return { key: P + 'log.reopen' };
		default:
			return { key: P + 'log.unknown' };
	}
}

export const scorer: Flow<ScorerState, ScorerAction, YotdOptions> = {
	init: initScorer,
	reduce: (state, action, ctx) => withNames(reduceScorer(state, action, ctx), ctx),
	describe: describeScorer,
	summarize: (state) => {
		const scores: Record<string, number> = {};
		if (state.result) for (const r of state.result) scores[r.id] = r.total;
		else for (const [id, p] of Object.entries(state.players)) scores[id] = p.score;
		return {
			round: null,
			finished: state.finished,
			scores,
			winners: state.result ? winnersOf(state.result) : []
		};
	}
};
