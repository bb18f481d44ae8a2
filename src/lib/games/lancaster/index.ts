/** Lancaster (Queen Games): live companion with secret ballots, and a quick final scorer. */
import type { GameModule, MessageRef } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { messages } from './messages';
import { defaultOptions, type Options } from './setup';
import { live, scorer } from './state';

/** Checks options a person (or a backup file) supplied: null when fine. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null) return { key: 'lancaster.error.badOptions' };
	const o = options as Partial<Options>;
	if (typeof o.twoPlayerAllies !== 'boolean') return { key: 'lancaster.error.badOptions' };
	if (o.lawDeck !== 'app' && o.lawDeck !== 'table') return { key: 'lancaster.error.badOptions' };
	// Reglamento p.7 «Partidas de 2 jugadores»: ambos jugadores tendrán un aliado.
	if (o.twoPlayerAllies && players !== 2) return { key: 'lancaster.error.alliesNeedTwo' };
	if (!o.twoPlayerAllies && players === 2) return { key: 'lancaster.error.twoNeedAllies' };
	return null;
}

export const module: GameModule<Options> = {
	id: 'lancaster',
	version: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions,
	validateOptions,
	flows: { live, scorer },
	// Both languages in one chunk until this game's catalogue is split per language.
	messages: { es: async () => messages.es, en: async () => messages.en }
};

export * from './data';
export * from './rules';
export * from './scoring';
export * from './setup';
export * from './state';
export { messages } from './messages';
