/**
 * The person phase of the live companion: each player plays a person card and houses the person.
 */
import { invalid, type Invalid } from '../core/types';
import { takeFromSupply, tileValue, type Palace, type PersonTile } from './rules';
import {
	actingPlayer,
	finishTurn,
	hasRoom,
	isPersonType,
	isTile,
	moveTrack,
	withPlayer,
	type LiveAction,
	type LiveState,
	type PersonPlay
} from './model';
import { availableFor } from './queries';

export function reduceRecruit(
	state: LiveState,
	a: Extract<LiveAction, { type: 'recruit' }>
): LiveState | Invalid {
	const p = actingPlayer(state, a.player);
	if ('invalid' in p) return p;
	if (a.card !== 'wild' && !isPersonType(a.card))
		return invalid('year-of-the-dragon.error.unknownPersonType');
	if (!(p.hand[a.card] > 0))
		return invalid('year-of-the-dragon.error.cardNotInHand', { card: a.card });
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
		if (person !== null) return invalid('year-of-the-dragon.error.nothingToTake');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, plays: [...s.plays, play(null, null, null, 0)] }, p.id);
	}
	// Reglamento «2da Fase»: mientras tenga espacio en sus palacios, debe convocar a nuevas personas.
	if (person === null) return invalid('year-of-the-dragon.error.mustRecruit');
	if (!isTile(person)) return invalid('year-of-the-dragon.error.unknownPersonType');
	if (a.card !== 'wild' && person.type !== a.card)
		return invalid('year-of-the-dragon.error.personWrongType', { card: a.card });
	if (!available.some((t) => t.type === person.type && t.age === person.age))
		return invalid('year-of-the-dragon.error.personUnavailable', {
			type: person.type,
			age: person.age
		});
	const supply = takeFromSupply(state.supply, [person]);
	const room = hasRoom(p.palaces);
	let palaces: Palace[];
	let replaced: PersonTile | null = null;
	if (palaceAt === null) {
		// Reglamento «2da Fase»: con todos los palacios llenos puede liberar a la nueva persona (sin mover).
		if (room) return invalid('year-of-the-dragon.error.mustPlace');
		if (replace !== null) return invalid('year-of-the-dragon.error.badPalace');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, supply, plays: [...s.plays, play(person, null, null, 0)] }, p.id);
	}
	const target = Number.isInteger(palaceAt) ? p.palaces[palaceAt] : undefined;
	if (!target)
		return invalid('year-of-the-dragon.error.badPalace', { palace: Number(palaceAt) + 1 });
	if (target.persons.length < target.floors) {
		if (replace !== null) return invalid('year-of-the-dragon.error.replaceWithRoom');
		palaces = p.palaces.map((x, i) =>
			i === palaceAt ? { ...x, persons: [...x.persons, { type: person.type, age: person.age }] } : x
		);
	} else {
		// Reglamento «2da Fase»: si todos sus palacios están llenos, puede reemplazar a una persona.
		if (room) return invalid('year-of-the-dragon.error.freeSpaceLeft');
		if (replace === null || !isTile(replace))
			return invalid('year-of-the-dragon.error.replaceRequired');
		const at = target.persons.findIndex((t) => t.type === replace.type && t.age === replace.age);
		if (at < 0) return invalid('year-of-the-dragon.error.personNotInPalace');
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
