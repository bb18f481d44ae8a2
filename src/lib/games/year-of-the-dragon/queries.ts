/** What the screens ask the game: whose turn, what a card can take, what an event asks. */
import type { PersonCard, PersonType, YotdEvent } from './data';
import { JOIN_GROUP_COST, MONTHS, PERSON_TYPES, START, SUPPLY_RULES, type Age } from './data';
import {
	eventOutcomes,
	personCount,
	supplyFor,
	tileFace,
	tileValue,
	type EventOutcome,
	type PersonSupply,
	type PersonTile,
	type Release
} from './rules';
import {
	currentOrder,
	nextPlayer,
	type LiveAction,
	type LivePlayer,
	type LiveState
} from './model';

/**
 * The starting pick with `type` tapped: off when picked, else added, the oldest pick giving way
 * once the pair is full.
 */
export function togglePick(picked: readonly PersonType[], type: PersonType): PersonType[] {
	// Reglamento «Preparar»: «Toma 2 fichas de personas diferentes de su elección de la segunda fila».
	if (picked.includes(type)) return picked.filter((t) => t !== type);
	return [...picked, type].slice(-START.startingPersons);
}

/** Whether the starting pick holds its 2 persons. */
export function pairPicked(picked: readonly PersonType[]): boolean {
	return picked.length === START.startingPersons;
}

/** Yuan a player pays to put a dragon on action group `group` now. */
export function joinCost(state: LiveState, group: number): number {
	// Reglamento «1a Fase» (Nota): un grupo con al menos 1 dragón cuesta 3 yuanes.
	return (state.dragons[group]?.length ?? 0) > 0 ? JOIN_GROUP_COST : 0;
}

/** The phases of the month in play, for the step strip (none once the game is over). */
export function monthSteps(state: LiveState): ('action' | 'person' | 'event')[] {
	if (state.phase === 'finished') return [];
	// Reglamento «2da Fase»: en la duodécima ronda se salta la fase de persona.
	return state.month === MONTHS && state.phase !== 'start'
		? ['action', 'event']
		: ['action', 'person', 'event'];
}

/** Types a card can take right now (empty: the card gives nothing). */
export function availableFor(supply: PersonSupply, card: PersonCard): PersonTile[] {
	const types = card === 'wild' ? PERSON_TYPES : [card];
	const out: PersonTile[] = [];
	for (const type of types)
		for (const age of ['young', 'old'] as Age[])
			if (tileFace(type, age) !== null && supply[type][age] > 0) out.push({ type, age });
	return out;
}

// ---------------------------------------------------------------- event, decay, round scoring

/** The current event and what it asks of each player, in person-track order. */
export function eventPreview(state: LiveState): { event: YotdEvent; outcomes: EventOutcome[] } {
	const event = state.eventRow[Math.max(0, state.month - 1)];
	const order = currentOrder(state);
	const players = order.map((id) => state.players.find((p) => p.id === id) as LivePlayer);
	return { event, outcomes: eventOutcomes(event, players) };
}

/**
 * A person ticked for release, named by the person itself — palace, type, age and which of the
 * identical tiles in that palace — so a correction that moves or removes persons can never
 * shift a tick onto somebody else.
 */
export function tickOf(palace: number, persons: readonly PersonTile[], j: number): string {
	const t = persons[j];
	if (!t) return '';
	const n = persons.slice(0, j).filter((x) => x.type === t.type && x.age === t.age).length;
	return `${palace}:${t.type}:${t.age}:${n}`;
}

/**
 * The releases the ticks name, re-validated against the palaces as they are now: ticks whose
 * person is gone are dropped (and no longer counted).
 */
export function releasesOf(
	state: LiveState,
	ticks: Readonly<Record<string, readonly string[]>>
): Record<string, Release[]> {
	const out: Record<string, Release[]> = {};
	for (const p of state.players) {
		const list: Release[] = [];
		// In the order they were ticked; a tick whose person is gone names nobody.
		for (const tick of new Set(ticks[p.id] ?? [])) {
			const i = Number(tick.split(':')[0]);
			const persons = p.palaces[i]?.persons ?? [];
			const j = persons.findIndex((_t, k) => tickOf(i, persons, k) === tick);
			const t = persons[j];
			if (t) list.push({ palace: i, type: t.type, age: t.age });
		}
		if (list.length > 0) out[p.id] = list;
	}
	return out;
}

// ---------------------------------------------------------------- what the table sees

/**
 * Tiles that go back to the box at this table, per type and age. Reglamento «Preparar» (Nota):
 * «se devuelven 2 por jugador que falta» (1 joven y 1 mayor en los divididos).
 */
export function boxedTiles(players: number): PersonSupply {
	const full = supplyFor(SUPPLY_RULES.fullPlayers);
	const here = supplyFor(players);
	const out = {} as PersonSupply;
	for (const type of PERSON_TYPES)
		out[type] = {
			young: full[type].young - here[type].young,
			old: full[type].old - here[type].old
		};
	return out;
}

/** The display as the table sees it: every type with its young and old tiles left (null: none printed). */
export function displayOf(
	supply: PersonSupply
): { type: PersonType; young: number; old: number | null }[] {
	return PERSON_TYPES.map((type) => ({
		type,
		young: supply[type].young,
		old: tileFace(type, 'old') === null ? null : supply[type].old
	}));
}

/** Month strip: each event tile with its month, the current one marked. */
export function eventStrip(
	state: LiveState
): { month: number; event: YotdEvent; now: boolean; past: boolean }[] {
	return state.eventRow.map((event, i) => ({
		month: i + 1,
		event,
		now: i + 1 === state.month,
		past: i + 1 < state.month
	}));
}

/** A person card the current player can play in one tap: one tile to take, a palace with room. */
export interface QuickPlay {
	readonly card: PersonCard;
	readonly person: PersonTile;
	readonly palace: number;
	readonly moves: number;
	readonly action: LiveAction;
}

/**
 * The palace the game picks for a new person: the first one with room, else null (every palace
 * full — replacing or releasing loses something, so that choice stays the table's).
 */
export function housingPalace(player: LivePlayer): number | null {
	const i = player.palaces.findIndex((x) => x.persons.length < x.floors);
	return i < 0 ? null : i;
}

/**
 * One-tap plays for the player whose person turn it is: every tile each card in hand can still
 * take — the young and the old of a type, one button each — housed in `palace` (by default the
 * palace the game picks). The wild card takes any type: it is chosen in two taps, not offered
 * here. Never offered with every palace full («puede reemplazar … o liberar a la nueva persona»:
 * that choice is the table's, not a default).
 */
export function quickPlays(state: LiveState, palace?: number): QuickPlay[] {
	const id = nextPlayer(state);
	const me = state.players.find((p) => p.id === id);
	if (state.phase !== 'person' || !me) return [];
	const home = palace ?? housingPalace(me);
	const target = home === null ? undefined : me.palaces[home];
	if (home === null || !target || target.persons.length >= target.floors) return [];
	const out: QuickPlay[] = [];
	for (const card of PERSON_TYPES) {
		if (me.hand[card] <= 0) continue;
		for (const person of availableFor(state.supply, card))
			out.push({
				card,
				person,
				palace: home,
				moves: tileValue(person),
				action: { type: 'recruit', player: me.id, card, person, palace: home }
			});
	}
	return out;
}

/** What the coming event would ask of one player with today's board. */
export interface Forecast {
	readonly id: string;
	readonly release: number;
	readonly vp: number;
	readonly yuanPaid: number;
}

/**
 * The month's forecast: what this month's event would do with the board as it is now, for each
 * player it touches, in person-track order (public information: the row, the rice, fireworks,
 * helmets and mortars are on the table). Reglamento: «sólo la previsión y la planificación
 * salvarán a los príncipes». Empty in Peace, at the start and after the end.
 */
export function forecast(state: LiveState): { event: YotdEvent; players: Forecast[] } | null {
	if (state.phase !== 'action' && state.phase !== 'person') return null;
	const { event, outcomes } = eventPreview(state);
	if (event === 'peace') return null;
	return {
		event,
		players: outcomes
			.filter((o) => o.mustRelease > 0 || o.vp > 0)
			.map((o) => ({ id: o.id, release: o.mustRelease, vp: o.vp, yuanPaid: o.yuanPaid }))
	};
}

/**
 * How many persons a player keeps when ticking who stays is shorter than ticking who goes
 * (Contagio with 4 persons: «cada jugador libera 3 personas» — tap the 1 who stays), else null.
 * Never for a drought, whose releases must come from different palaces.
 */
export function keepInstead(state: LiveState, outcome: EventOutcome): number | null {
	if (outcome.mustRelease <= 0 || outcome.distinctPalaces) return null;
	const p = state.players.find((x) => x.id === outcome.id);
	if (!p) return null;
	const keep = Math.max(0, personCount(p.palaces) - outcome.mustRelease);
	return keep < outcome.mustRelease ? keep : null;
}

/** Every person of a player, named as a tick (see tickOf). */
export function ticksOf(state: LiveState, id: string): string[] {
	const p = state.players.find((x) => x.id === id);
	return (p?.palaces ?? []).flatMap((x, i) => x.persons.map((_t, j) => tickOf(i, x.persons, j)));
}

/**
 * The persons a new one can replace, every palace full: one per palace and kind (two young
 * craftsmen in one palace are one choice: either leaves the same palace behind).
 */
export function replaceChoices(player: LivePlayer): { palace: number; old: PersonTile }[] {
	return player.palaces.flatMap((x, palace) =>
		x.persons
			.filter((t, j) => x.persons.findIndex((o) => o.type === t.type && o.age === t.age) === j)
			.map((old) => ({ palace, old }))
	);
}
