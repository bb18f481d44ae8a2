/**
 * The live companion: year calendar, census, ghost, running tally, final evaluation. Each move
 * is declared with core/define (schema, pure apply, describe); rule checks stay in `apply` so
 * a refusal names the rule in the table's language.
 */
import { isRecord, playerName } from '../core/checks';
import { defineFlow } from '../core/define';
import { censusInput } from './hidden';
import { type Flow, type GameAction, type Glance, type ScorePoint, invalid } from '../core/types';
import { type Criterion } from './data';
import { type Options, initialRegions } from './options';
import { type FinalEvaluationExplained } from './scoring';
import {
	type PlayerCounts,
	emptyCounts,
	finishingPlaces,
	playerWinners,
	survivedScores
} from './tally';
import { evaluationBreakdown } from './shared';
import { type Ctx, type LiveAction, type LiveState } from './live-state';
import { currentUnit, sessionSetup } from './live-helpers';
import { yearMoves } from './moves-year';
import { correctionMoves } from './moves-corrections';
import { censusMoves } from './moves-census';
import { finalMoves } from './moves-final';
import { stepRules } from './glance';
import { decidedOf } from './decided';

function init(ctx: Ctx): LiveState {
	const setup = sessionSetup(ctx);
	const tally: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) tally[p.id] = emptyCounts();
	return {
		setup: { ...setup, evaluationOrder: [...setup.evaluationOrder] },
		phase: 'play',
		year: 1,
		firstPlayer: setup.firstPlayer,
		titanAwakenings: 0,
		ghost: setup.ghost ? { ...setup.ghost } : null,
		regions: initialRegions(ctx.options),
		tally,
		census: null,
		censuses: [],
		final: null,
		result: null,
		history: []
	};
}

const moves = { ...yearMoves, ...censusMoves, ...correctionMoves, ...finalMoves };

/** Moves that correct a finished game re-score it at once (the winner banner follows). */
const CORRECTIONS: readonly string[] = [
	'setFinal',
	'setFinalBards',
	'setRegion',
	'setOrder',
	'setGhost',
	'setFirstPlayer',
	'reopen'
];

const declared = defineFlow<LiveState, Options>({
	init,
	moves,
	breakdown: (s) => (s.phase === 'finished' ? evaluationBreakdown(s.result) : null),
	guard(s, a) {
		if (s.phase === 'finished' && !CORRECTIONS.includes(a.type))
			return invalid('xidit.error.finished');
		return null;
	},
	summarize(s, ctx) {
		const ids = ctx.players.map((p) => p.id);
		const finished = s.phase === 'finished';
		const winners = finished ? playerWinners(s.result) : [];
		return {
			round: s.year,
			finished,
			scores: survivedScores(ids, s.result),
			winners,
			...(finished && s.result
				? {
						places: finishingPlaces(ids, s.result),
						...decidedOf(
							s.result,
							(id) => playerName(ctx, id),
							Object.fromEntries(ids.map((id) => [id, s.final?.[id]?.units]))
						)
					}
				: {}),
			// Gold, units and Bastion bards stay behind each player's screen until the end.
			...(finished ? {} : { hidden: true }),
			...(s.result ? { figures: figuresOf(s.result) } : {})
		};
	},
	scoreHistory(s): ScorePoint[] {
		// Gold is secret until the end (Reglamento p.3): the chart waits for the final evaluation.
		if (s.phase !== 'finished') return [];
		return s.history.map((h) => ({ round: h.year, scores: h.scores }));
	}
});

/** Statistics: the criterion each player (and the ghost) was eliminated by. */
export function figuresOf(r: FinalEvaluationExplained): Record<string, unknown> {
	const eliminatedBy: Record<string, Criterion> = {};
	for (const round of r.rounds)
		for (const id of round.eliminated) eliminatedBy[id] = round.criterion;
	return { eliminatedBy };
}

/** Today's action names and payloads; an unknown type keeps this game's own refusal. */
export const live: Flow<LiveState, LiveAction, Options> = {
	...(declared as unknown as Flow<LiveState, LiveAction, Options>),
	hidden: censusInput,
	reduce(s, a, ctx) {
		const raw = a as unknown as GameAction;
		if (isRecord(raw) && typeof raw.type === 'string' && !Object.hasOwn(moves, raw.type))
			return invalid('xidit.error.unknownAction', { type: raw.type });
		return declared.reduce(s, raw, ctx);
	},
	glance(s: LiveState, ctx: Ctx): Glance {
		// The top bar: the phase in progress; the first-player token holder during a year; the
		// rules at hand for that step.
		const rules = stepRules(s, ctx);
		if (s.phase === 'census' && s.census)
			return {
				phase: { key: 'xidit.glance.census', values: { unit: currentUnit(s.census) } },
				turn: null,
				rules
			};
		if (s.phase === 'evaluation')
			return { phase: { key: 'xidit.glance.final' }, turn: null, rules };
		if (s.phase === 'finished') return { phase: null, turn: null, rules };
		return {
			phase: { key: 'xidit.glance.play' },
			turn: ctx.players[s.firstPlayer]?.id ?? null,
			rules
		};
	}
};

export * from './live-state';
export { censusMax, drawSetup, playerCount, sessionSetup } from './live-helpers';
