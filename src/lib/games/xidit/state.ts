/** Where tests and screens found the flows before contract v2: re-exports, nothing else. */
export {
	blankRegions,
	defaultOptions,
	optionsProblem,
	MAX_LABEL_LENGTH,
	type Options,
	type RegionEntry
} from './options';
export { COUNT_FIELDS, type CountField, type PlayerCounts } from './tally';
export {
	live,
	drawSetup,
	type CensusState,
	type LivePhase,
	type LiveState,
	type LiveAction
} from './live';
export { scorer, type ScorerState, type ScorerAction } from './scorer';
