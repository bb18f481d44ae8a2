import type { GameModule } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { messages } from './messages';
import { defaultOptions, live, scorer, validateOptions, type KdOptions } from './state';

export const module: GameModule<KdOptions> = {
	id: 'kingdom-defenders',
	version: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions: () => defaultOptions(),
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
export { messages };
