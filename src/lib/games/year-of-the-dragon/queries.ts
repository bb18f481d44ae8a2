/** What the screens ask the game: whose turn, what a card can take, what an event asks. */
import type { PersonCard, YotdEvent } from './data';
import { PERSON_TYPES, type Age } from './data';
import {
	eventOutcomes,
	tileFace,
	type EventOutcome,
	type PersonSupply,
	type PersonTile,
	type Release
} from './rules';
import { currentOrder, type LivePlayer, type LiveState } from './model';

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
