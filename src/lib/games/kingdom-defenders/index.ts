import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { isInvalid } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { lateCatalogues } from './late';
import { drawLiveSetup, live } from './live';
import { migrations } from './migrations';
import { defaultOptions, validateOptions, type KdOptions } from './options';
import { scorer } from './scorer';

export const module: GameModule<KdOptions> = {
	id: 'kingdom-defenders',
	// 2: one camp per player in zone C, the King's favour exclusion, fame from 0, stored setup.
	// 3: a siege's loot handed back leaves the count with resources not tracked too.
	version: 3,
	migrations,
	drawSetup(ctx) {
		const plan = drawLiveSetup(ctx);
		return isInvalid(plan) ? null : plan;
	},
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions: () => defaultOptions(),
	validateOptions,
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') }),
	lateMessages: lateCatalogues
};

export * from './data';
export * from './live';
export * from './options';
export * from './queries';
export * from './rules';
export * from './scorer';
export * from './scoring';
export * from './setup';
export * from './tracks';
