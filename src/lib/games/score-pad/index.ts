import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { checkPadOptions, live, scorer, type ScorePadOptions } from './state';

export const module: GameModule<ScorePadOptions> = {
	id: 'score-pad',
	version: 1,
	minPlayers: 1,
	maxPlayers: 12,
	defaultOptions: () => ({ lowWins: false }),
	validateOptions: (options) => {
		const bad = checkPadOptions(options);
		return bad ? bad.reason : null;
	},
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') })
};
