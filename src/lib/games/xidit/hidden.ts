/**
 * The census count as a declared hidden input: on a shared table each player puts
 * their count «en secreto en una mano» on their own phone; the counts join the room as
 * commitments and, once every player has chosen, open together as the unit's census
 * (`censusResolve`).
 */
import type { HiddenInput, MessageRef } from '../core/types';
import { isNat } from '../core/require';
import { UNIT_SUPPLY } from './data';
import { currentUnit } from './live-helpers';
import type { LiveAction, LiveState } from './live-state';
import type { Options } from './options';

/** This unit's census, unique in the game: the year and the unit. */
export function censusKey(s: LiveState): string | null {
	return s.phase === 'census' && s.census
		? `xidit:census:y${s.census.year}:${currentUnit(s.census)}`
		: null;
}

export const censusInput: HiddenInput<LiveState, Options> = {
	open(s, ctx) {
		const key = censusKey(s);
		// Reglamento p.13 «Cada jugador coloca en secreto en una mano el número de Unidades»:
		// everyone, unless this unit's hands are already being entered on one phone.
		if (!key || !s.census || Object.keys(s.census.entries).length > 0) return null;
		return { key, players: ctx.players.map((p) => p.id) };
	},
	check(s, ctx, player, choice): MessageRef | null {
		if (!s.census || !ctx.players.some((p) => p.id === player))
			return { key: 'xidit.error.wrongPhase', values: { phase: s.phase } };
		if (!isNat(choice)) return { key: 'xidit.error.notNonNegative', values: { field: 'count' } };
		// Reglamento p.2: only so many units of each type exist.
		const unit = currentUnit(s.census);
		if (choice > UNIT_SUPPLY[unit])
			return { key: 'xidit.error.tooManyUnits', values: { unit, max: UNIT_SUPPLY[unit] } };
		return null;
	},
	action(key, choices) {
		// «Todos los jugadores abren su mano al mismo tiempo»: one census of the unit.
		const act: LiveAction = {
			type: 'censusResolve',
			counts: { ...(choices as Record<string, number>) },
			secret: key
		};
		return act;
	}
};
