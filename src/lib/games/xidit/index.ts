/** Lords of Xidit: setup randomizer, year calendar with census, the three final eliminations. */
import { catalogues } from '../core/messages';
import type { GameModule } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { drawSetup, live } from './live';
import { defaultOptions, optionsProblem, type Options } from './options';
import { scorer } from './scorer';
import { migrations } from './migrations';

export const module: GameModule<Options> = {
	id: 'xidit',
	// 2: the ghost's counters follow the table's evaluation tiles (migrations.ts).
	version: 2,
	migrations,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions: () => defaultOptions(),
	validateOptions(options, players) {
		const field = optionsProblem(options, players);
		return field === null ? null : { key: 'xidit.error.options', values: { field } };
	},
	drawSetup,
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') }),
	lateMessages: catalogues({
		es: () => import('./messages/late.es'),
		en: () => import('./messages/late.en')
	})
};

export * from './data';
export { randomizeSetup, checkThreePlayerTiles, type SetupOptions, type XiditSetup } from './setup';
export {
	finalEvaluation,
	explainFinalEvaluation,
	regionReputation,
	reputationTotals,
	type FinalEvaluationInput,
	type FinalEvaluationResult,
	type FinalEvaluationExplained,
	type EvaluationRound,
	type EliminationReason,
	type HallOfFameEntry,
	type RegionReputation,
	type GhostScores,
	type XiditFinalPlayer,
	type XiditRegion
} from './scoring';
export {
	resolveCensus,
	censusYears,
	isCensusYear,
	yearsInGame,
	seatFromFirst,
	type CensusOutcome
} from './rules';
export {
	live,
	scorer,
	blankRegions,
	defaultOptions,
	COUNT_FIELDS,
	type Options,
	type RegionEntry,
	type PlayerCounts,
	type CountField,
	type CensusState,
	type LivePhase,
	type LiveState,
	type LiveAction,
	type ScorerState,
	type ScorerAction
} from './state';
