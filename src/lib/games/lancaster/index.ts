/** Lancaster (Queen Games): live companion with secret ballots, and a quick final scorer. */
import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { live } from './live';
import { migrations } from './migrations';
import { defaultOptions, validateOptions, type Options } from './options';
import { scorer } from './scorer';
import { randomSetup } from './setup';

export const module: GameModule<Options> = {
	id: 'lancaster',
	// 2: favour tiles give their rewards, law ties give the card's reward (migrations.ts).
	// 3: troops in turn and all placed, physical favour tiles, printed rewards (migrations.ts).
	// 4: a county's nobles run out (migrations.ts).
	version: 4,
	migrations,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions,
	validateOptions,
	// Stored on the session when it is created; the flows read it back from ctx.setup. The
	// code draws the first player's seat: the same seat the setup screen names for that code.
	drawSetup: (ctx) =>
		randomSetup(
			ctx.seed,
			ctx.players.map((p) => p.id),
			ctx.options
		),
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') }),
	lateMessages: catalogues({
		es: () => import('./messages/late.es'),
		en: () => import('./messages/late.en')
	})
};

export { validateOptions };
export * from './data';
export * from './rules';
export * from './scoring';
export * from './setup';
export * from './live';
export * from './queries';
export * from './scorer';
