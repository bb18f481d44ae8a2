/**
 * Year of the Dragon: setup randomizer, month-by-month companion with event resolution, and
 * final scoring. Pure, framework-free module.
 */
import type { GameModule, MessageRef } from '../core/types';
import {
	DEFAULT_LARGE_PRIVILEGE_COST,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PRIVILEGE_COST_LARGE_OPTIONS
} from './data';
import { messages } from './messages';
import { live, scorer, type YotdOptions } from './state';

export * from './data';
export * from './rules';
export * from './setup';
export * from './scoring';
export * from './state';
export { messages } from './messages';

const P = 'year-of-the-dragon.';

export function defaultOptions(): YotdOptions {
	return { largePrivilegeCost: DEFAULT_LARGE_PRIVILEGE_COST, firstPlayer: null };
}

/** Null when the options are fine, else why not. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null) return { key: P + 'error.options' };
	const o = options as Record<string, unknown>;
	if (!PRIVILEGE_COST_LARGE_OPTIONS.includes(o.largePrivilegeCost as 6 | 7))
		return { key: P + 'error.optionLargePrivilegeCost' };
	const first = o.firstPlayer;
	if (
		first !== undefined &&
		first !== null &&
		(typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
	)
		return { key: P + 'error.optionFirstPlayer', values: { max: players } };
	if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
		return { key: P + 'error.optionPlayers', values: { min: MIN_PLAYERS, max: MAX_PLAYERS } };
	return null;
}

export const module: GameModule<YotdOptions> = {
	id: 'year-of-the-dragon',
	version: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions,
	validateOptions,
	flows: { live, scorer },
	// Both languages in one chunk until this game's catalogue is split per language.
	messages: { es: async () => messages.es, en: async () => messages.en }
};
