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
	 * LEGACY, never set by the new-game screen: sessions stored before round 4 chose who picks
	 * the first starting pair here ('oldest': the table said who at the start; a seat index; null
	 * or missing: random from the seed). Today the first player is seat 0 — the new-game screen's
	 * «random first player» rotates the seats, the one mechanism; the rulebook's «Empieza el
	 * jugador de mayor edad» is the table seating the oldest first. Kept so that stored sessions
	 * and backups of that shape still validate and replay the same (see `drawSetup`).
	 */
	firstPlayer?: number | null | 'oldest';
}

export type Ctx = SessionContext<YotdOptions>;

/** True for options of the legacy shape, which still say who picks first (see YotdOptions). */
export function legacyFirstPlayer(options: YotdOptions | null | undefined): boolean {
	return typeof options === 'object' && options !== null && 'firstPlayer' in options;
}

export function defaultOptions(): YotdOptions {
	return { largePrivilegeCost: DEFAULT_LARGE_PRIVILEGE_COST };
}

/** Null when the options are fine, else why not. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null)
		return { key: 'year-of-the-dragon.error.options' };
	const o = options as Record<string, unknown>;
	if (!PRIVILEGE_COST_LARGE_OPTIONS.includes(o.largePrivilegeCost as 6 | 7))
		return { key: 'year-of-the-dragon.error.optionLargePrivilegeCost' };
	// A stored session or backup of the legacy shape (see YotdOptions.firstPlayer).
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
