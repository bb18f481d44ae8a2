/** Options of a Year of the Dragon session and the context type every flow runs with. */
import type { MessageRef, SessionContext } from '../core/types';
import {
	DEFAULT_LARGE_PRIVILEGE_COST,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PRIVILEGE_COST_LARGE_OPTIONS
} from './data';

/** Upper bound for any count a person types (a sanity limit, not a printed value). */
export const MAX_COUNT = 999;

export interface YotdOptions {
	/** Price of a large privilege: 6 (our rulebook) or 7 (later edition). */
	largePrivilegeCost: 6 | 7;
	/**
	 * Who picks the first starting pair: 'oldest' (the rulebook: «Empieza el jugador de mayor
	 * edad», the table says who at the start), a seat index (0-based), or random from the seed
	 * when missing or null.
	 */
	firstPlayer?: number | null | 'oldest';
}

export type Ctx = SessionContext<YotdOptions>;

export function defaultOptions(): YotdOptions {
	return { largePrivilegeCost: DEFAULT_LARGE_PRIVILEGE_COST, firstPlayer: 'oldest' };
}

/** Null when the options are fine, else why not. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null)
		return { key: 'year-of-the-dragon.error.options' };
	const o = options as Record<string, unknown>;
	if (!PRIVILEGE_COST_LARGE_OPTIONS.includes(o.largePrivilegeCost as 6 | 7))
		return { key: 'year-of-the-dragon.error.optionLargePrivilegeCost' };
	const first = o.firstPlayer;
	if (
		first !== undefined &&
		first !== null &&
		first !== 'oldest' &&
		(typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
	)
		return { key: 'year-of-the-dragon.error.optionFirstPlayer', values: { max: players } };
	if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
		return {
			key: 'year-of-the-dragon.error.optionPlayers',
			values: { min: MIN_PLAYERS, max: MAX_PLAYERS }
		};
	return null;
}
