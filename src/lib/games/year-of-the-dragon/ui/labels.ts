/** Small helpers that turn core values into translated words (used by every screen). */
import type { ActionCard, Age, PersonCard, PersonType } from '../data';
import type { Palace, PersonTile } from '../rules';
import { actionYield, tileFace } from '../rules';
import type { Player } from '$lib/games/core/types';

export type Format = (
	key: string,
	options?: { values?: Record<string, string | number> }
) => string;

export function personName(t: Format, type: PersonType): string {
	return t(`year-of-the-dragon.person.${type}`);
}

export function cardName(t: Format, card: PersonCard): string {
	return card === 'wild' ? t(`year-of-the-dragon.ui.wildCard`) : personName(t, card);
}

export function ageName(t: Format, age: Age): string {
	return t(`year-of-the-dragon.age.${age}`);
}

/** "Monk (young, 6)": type, age and the tile's person-track value. */
export function tileName(t: Format, tile: PersonTile, withValue = false): string {
	const face = tileFace(tile.type, tile.age);
	if (withValue && face)
		return t(`year-of-the-dragon.ui.tileWithValue`, {
			values: { person: personName(t, tile.type), age: ageName(t, tile.age), value: face.value }
		});
	return t(`year-of-the-dragon.ui.tile`, {
		values: { person: personName(t, tile.type), age: ageName(t, tile.age) }
	});
}

export function playerName(players: readonly Player[], id: string): string {
	return players.find((p) => p.id === id)?.name ?? id;
}

export function playerOf(players: readonly Player[], id: string): Player {
	return players.find((p) => p.id === id) ?? { id, name: id, color: '#888888' };
}

/** "2 (card) + 3 (Tax collector) = 5 yuan". */
export function yieldText(t: Format, card: ActionCard, palaces: readonly Palace[]): string {
	const y = actionYield(card, palaces);
	const parts = y.parts.map((p) =>
		p.source === 'card'
			? t(`year-of-the-dragon.ui.yield.fromCard`, { values: { n: p.amount } })
			: t(`year-of-the-dragon.ui.yield.fromPerson`, {
					values: { n: p.amount, person: tileName(t, { type: p.source, age: p.age ?? 'young' }) }
				})
	);
	const unit = t(`year-of-the-dragon.ui.unit.${card}`, { values: { n: y.total } });
	return parts.length > 1 ? `${parts.join(' + ')} = ${unit}` : unit;
}
