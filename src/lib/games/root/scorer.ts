/** Root quick scorer, declared: final VP per player and the dominance card that won, if any. */
import { MAX_COUNT } from '../core/checks';
import { defineScorer, type ScorerState as CoreScorerState } from '../core/scorer';
import { invalid, type Flow } from '../core/types';
import { nameOf } from './model';
import type { Options } from './options';
import { scoreGame, type ScoreResult } from './scoring';

export type ScorerField = 'vp' | 'dominance';
export type ScorerState = CoreScorerState<null, ScoreResult>;
export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'finish' }
	| { type: 'reopen' };

export const scorer: Flow<ScorerState, ScorerAction, Options> = defineScorer<
	Options,
	null,
	ScoreResult
>({
	prefix: 'root',
	// Per player: final VP, and 1 when their activated dominance card won (else 0).
	fields: () => ({ vp: { min: 0, max: MAX_COUNT }, dominance: { min: 0, max: 1 } }),
	checkSet(state, a, ctx) {
		if (a.field !== 'dominance' || a.value !== 1) return null;
		// Law of Root 3.3: one player wins by dominance.
		const other = Object.entries(state.values).find(
			([id, v]) => id !== a.player && v.dominance === 1
		);
		return other
			? invalid('root.error.oneDominanceWinner', { player: nameOf(ctx, other[0]) })
			: null;
	},
	score: (state, ctx) =>
		scoreGame({
			players: ctx.players.map((p) => ({
				id: p.id,
				vp: state.values[p.id]?.vp ?? 0,
				dominance: (state.values[p.id]?.dominance ?? 0) === 1
			}))
		}),
	scores: (r) => r.scores,
	winners: (r) => r.winners
});

/** The log lines core writes for this scorer (`root.log.scorer*`, from the prefix above). */
export const SCORER_LOG_KEYS = [
	'root.log.scorerSet',
	'root.log.scorerFinish',
	'root.log.scorerReopen'
] as const;
