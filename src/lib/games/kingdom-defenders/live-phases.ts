/**
 * The live companion's phases as data (core/phases): the setup, the nine steps of a round and
 * the end. Core refuses a move its step does not allow before any rule of the move runs, and
 * the top bar (the step's name, whose pick it is, its rules) is read from here.
 */
import { favourTurn } from './live-round';
import { phases, type PhaseDef } from '../core/phases';
import type { KdOptions } from './options';
import { PHASES, type Phase } from './rules';
import type { LiveState } from './live-types';
import { stepRules } from './step-rules';

type S = LiveState;
type O = KdOptions;

/** A correction may be typed at any step of a round and after the end (it re-scores). */
const CORRECTIONS = ['adjust', 'adjustRelic'];
/**
 * Moves every step of a round allows: going on, corrections, a horde card still to enter, and
 * zone B's entries (an entry the table forgot is recorded later in the round; whether this step
 * takes it depends on the entry being marked late, so the move itself answers).
 */
const ROUND = [
	'nextPhase',
	'revealHorde',
	...CORRECTIONS,
	'income',
	'failAdventure',
	'completeAdventure',
	'completeGesta'
];
/** What only one step records. */
const OWN: Partial<Record<Phase, readonly string[]>> = {
	favour: ['favourExclude', 'favourPick', 'favourRest'],
	zoneC: ['supplyCamp'],
	hordeMove: ['resolveHorde'],
	zoneD: ['zoneD']
};

const label = (s: S) => ({ key: 'kingdom-defenders.phase.name', values: { phase: s.phase } });

/**
 * One «next» may pass through the steps with nothing to record (disc placement, zone A,
 * maintenance...) and round into the next round, or end the game: any step may follow.
 */
function roundStep(p: Phase): PhaseDef<S, O> {
	return {
		moves: [...ROUND, ...(OWN[p] ?? [])],
		next: [...PHASES.filter((q) => q !== p), 'ended'],
		label,
		rules: stepRules,
		// Reglamento «El favor del Rey»: «tendrá preferencia el jugador peor posicionado»: the
		// picks go in the order drawn when the step began (resources not tracked: the table records
		// only the picks that change what the app keeps, in any order).
		...(p === 'favour'
			? {
					turn: favourTurn,
					turnMoves: ['favourPick']
				}
			: {})
	};
}

export const livePhases = phases<S, O>({
	of: (s) => s.phase,
	list: {
		setup: {
			moves: ['redrawSetup', 'nextPhase', 'revealHorde', 'startingResources'],
			next: [...PHASES],
			// Before the first round the bar names who plays first (the setup's turn order).
			turn: (s) => s.turnOrder[0] ?? null,
			label: () => ({ key: 'kingdom-defenders.phase.setup' }),
			rules: stepRules,
			refuse: 'kingdom-defenders.error.notStarted'
		},
		...Object.fromEntries(PHASES.map((p) => [p, roundStep(p)])),
		// What may still happen after the end: corrections (which re-score) and the final itself.
		ended: {
			moves: [...CORRECTIONS, 'finalScore'],
			next: [],
			label: () => ({ key: 'kingdom-defenders.phase.ended' }),
			rules: stepRules,
			refuse: 'kingdom-defenders.error.gameEnded'
		}
	}
});
