/** What the screens ask the game: whose turn, what a card can take, what an event asks. */
import type { PersonCard, YotdEvent } from './data';
import { PERSON_TYPES, type Age } from './data';
import {
	eventOutcomes,
	tileFace,
	type EventOutcome,
	type PersonSupply,
	type PersonTile
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
