/**
 * The live companion: year calendar, census, ghost, running tally, final evaluation. Each move
 * is declared with core/define (schema, pure apply, describe); rule checks stay in `apply` so
 * a refusal names the rule in the table's language.
 */
import { playerName } from '../core/checks';
import { phases } from '../core/phases';
import { defineFlow } from '../core/define';
import { censusInput } from './hidden';
import { type ScorePoint } from '../core/types';
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

/** The moves of a year (Reglamento p.6–13 «FASE UNO» to «FASE CINCO»). */
const YEAR = ['endYear', 'titanAwakening', 'tileDrawn', 'tileRemoved', 'tileNamed'] as const;
/** A player's units, gold, bards and guilds corrected while the game runs. */
const TALLY = ['adjust', 'adjustBards', 'setGuild'] as const;
const CENSUS = ['censusEnter', 'censusReveal', 'censusFists', 'censusResolve'] as const;
/** Final entries, corrected after the end too (the winner follows). */
const FINAL = ['setFinal', 'setFinalBards'] as const;

/** The bar's line during a year: the first-player token holder's turn (p.13). */
const playLabel = { key: 'xidit.glance.play' };
const tokenHolder = (s: LiveState, ctx: Ctx) => ctx.players[s.firstPlayer]?.id ?? null;

/**
 * The four steps of a game: the years, the census at the end of years 4, 8 and 12 (p.13), the
 * final evaluation (p.14) and the finished game, where only corrections are taken (they
 * re-score it). The printed tables (regions, tile order, ghost) and reopening hold throughout.
 */
export const livePhases = phases<LiveState, Options>({
	of: (s) => s.phase,
	always: ['setRegion', 'setOrder', 'setGhost', 'reopen'],
	list: {
		play: {
			moves: [
				'setFirstPlayer',
				...YEAR,
				'ghostRise',
				'threat',
				'recruit',
				...TALLY,
				'censusReward',
				'startEvaluation'
			],
			next: ['census', 'evaluation'],
			turn: tokenHolder,
			label: () => playLabel,
			rules: stepRules,
			refuse: 'xidit.error.notDuring.play'
		},
		census: {
			moves: [...CENSUS, 'censusReward', ...TALLY, 'startEvaluation'],
			next: ['play', 'evaluation'],
			// A census state without its census (never written) reads as the year, as before.
			turn: (s, ctx) => (s.census ? null : tokenHolder(s, ctx)),
			label: (s) =>
				s.census
					? { key: 'xidit.glance.census', values: { unit: currentUnit(s.census) } }
					: playLabel,
			rules: stepRules,
			refuse: 'xidit.error.notDuring.census'
		},
		evaluation: {
			moves: ['setFirstPlayer', 'censusReward', ...FINAL, 'evaluate'],
			next: ['finished'],
			label: () => ({ key: 'xidit.glance.final' }),
			rules: stepRules,
			refuse: 'xidit.error.notDuring.evaluation'
		},
		finished: {
			moves: ['setFirstPlayer', ...FINAL],
			next: ['evaluation'],
			rules: stepRules,
			refuse: 'xidit.error.finished'
		}
	}
});

export const live = defineFlow<LiveState, Options, LiveAction>({
	init,
	moves,
	phases: livePhases,
	hidden: censusInput,
	// An action this game does not know keeps its own refusal; the log says what core says.
	unknown: { refusal: 'xidit.error.unknownMove', line: 'error.unknownAction' },
	breakdown: (s) => (s.phase === 'finished' ? evaluationBreakdown(s.result) : null),
	summarize(s, ctx) {
		const ids = ctx.players.map((p) => p.id);
		const finished = s.phase === 'finished';
		const winners = finished ? playerWinners(s.result) : [];
		return {
			round: s.year,
			finished,
			// Places, not points, and none before the evaluations: no «0» beside each name in play.
			scores: s.result ? survivedScores(ids, s.result) : {},
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

export * from './live-state';
export { censusMax, drawSetup, playerCount, sessionSetup } from './live-helpers';
