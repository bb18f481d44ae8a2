/**
 * The table's corrections in the live companion: a count or a player's palaces (the flow's settle
 * re-scores a finished game).
 */
import { invalid, type Invalid } from '../core/types';
import { PERSON_TYPES, type Age } from './data';
import type { PersonSupply } from './rules';
import { finalScore } from './scoring';
import { MAX_COUNT } from './options';
import {
	countTiles,
	findPlayer,
	isCount,
	palacesError,
	toFinalPlayers,
	withPlayer,
	ADJUST_FIELDS,
	type LiveAction,
	type LiveState
} from './model';

/** After the end, the final follows every correction (the winners may change): the flow's settle. */
export function rescored(state: LiveState): LiveState {
	return state.phase === 'finished'
		? { ...state, final: finalScore(toFinalPlayers(state)) }
		: state;
}

export function reduceAdjust(
	state: LiveState,
	a: Extract<LiveAction, { type: 'adjust' }>
): LiveState | Invalid {
	const p = findPlayer(state, a.player);
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	if (!ADJUST_FIELDS.includes(a.field)) return invalid('year-of-the-dragon.error.badField');
	if (!isCount(a.value))
		return invalid('year-of-the-dragon.error.badValue', { field: a.field, max: MAX_COUNT });
	if (a.field === 'track') {
		if (a.value === p.track) return state;
		// «los marcadores de persona nunca se mueven hacia atrás» governs play; fixing a typo may go
		// back. A corrected marker lands on top of any marker on its space, like any arrival.
		const arrivals = state.arrivals + 1;
		return {
			...withPlayer(state, p.id, (x) => ({ ...x, track: a.value, arrival: arrivals })),
			arrivals
		};
	}
	return withPlayer(state, p.id, (x) => ({ ...x, [a.field]: a.value }));
}

export function reduceSetPalaces(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setPalaces' }>
): LiveState | Invalid {
	const p = findPlayer(state, a.player);
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	const err = palacesError(a.palaces);
	if (err) return err;
	const before = countTiles(p.palaces);
	const after = countTiles(a.palaces);
	// A person put back was released by mistake (from the box), or comes from the display;
	// a person taken away goes back to the display, or out of the game (the table says which).
	const from = a.added ?? 'display';
	const to = a.removed ?? 'display';
	const supply = {} as PersonSupply;
	for (const type of PERSON_TYPES) {
		supply[type] = { ...state.supply[type] };
		for (const age of ['young', 'old'] as Age[]) {
			const k = `${type}.${age}`;
			const diff = (before.get(k) ?? 0) - (after.get(k) ?? 0);
			if (diff > 0 && to === 'display') supply[type][age] += diff;
			if (diff < 0 && from === 'display') supply[type][age] += diff;
			// Only legal states: no more tiles of a type than the display still holds.
			if (supply[type][age] < 0)
				return invalid('year-of-the-dragon.error.supplyExceeded', { type, age });
		}
	}
	const palaces = a.palaces.map((x) => ({
		floors: x.floors,
		persons: x.persons.map((t) => ({ type: t.type, age: t.age }))
	}));
	return { ...withPlayer(state, p.id, (x) => ({ ...x, palaces })), supply };
}
