/** What the screens ask the game: whose turn, what a card can take, what an event asks. */
import type { PersonCard, PersonType, YotdEvent } from './data';
import { PERSON_TYPES, SUPPLY_RULES, type Age } from './data';
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
 * One-tap plays for the player whose person turn it is: every card in hand that takes exactly
 * one kind of tile, housed in the first palace with room. Never offered with every palace full
 * («puede reemplazar … o liberar a la nueva persona»: that choice is the table's, not a default).
 */
export function quickPlays(state: LiveState): QuickPlay[] {
	const id = nextPlayer(state);
	const me = state.players.find((p) => p.id === id);
	if (state.phase !== 'person' || !me) return [];
	const palace = me.palaces.findIndex((x) => x.persons.length < x.floors);
	if (palace < 0) return [];
	const out: QuickPlay[] = [];
	for (const card of [...PERSON_TYPES, 'wild'] as PersonCard[]) {
		if (me.hand[card] <= 0) continue;
		const opts = availableFor(state.supply, card);
		if (opts.length !== 1) continue;
		const person = opts[0]!;
		out.push({
			card,
			person,
			palace,
			moves: tileValue(person),
			action: { type: 'recruit', player: me.id, card, person, palace }
		});
	}
	return out;
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
