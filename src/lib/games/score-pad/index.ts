import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { live, scorer, type ScorePadOptions } from './state';

export const module: GameModule<ScorePadOptions> = {
	id: 'score-pad',
	version: 1,
	minPlayers: 1,
	maxPlayers: 12,
	defaultOptions: () => ({ lowWins: false }),
	validateOptions: (options) =>
		typeof options === 'object' &&
		options !== null &&
		typeof (options as ScorePadOptions).lowWins === 'boolean'
			? null
			: { key: 'error.options' },
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') })
};
