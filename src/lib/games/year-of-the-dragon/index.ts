/**
 * Year of the Dragon: setup randomizer, month-by-month companion with event resolution, and
 * final scoring. Pure, framework-free module.
 */
import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { drawSetup, live } from './live';
import { defaultOptions, validateOptions, type YotdOptions } from './options';
import { scorer } from './scorer';

export * from './data';
export * from './rules';
export * from './setup';
export * from './scoring';
export * from './state';

export const module: GameModule<YotdOptions> = {
	id: 'year-of-the-dragon',
	version: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	drawSetup,
	defaultOptions,
	validateOptions,
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') }),
	lateMessages: catalogues({
		es: () => import('./messages/late.es'),
		en: () => import('./messages/late.en')
	})
};
