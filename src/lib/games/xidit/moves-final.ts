/**
 * The final evaluation (Reglamento p.15–16): the entries, the bards, the evaluation and a
 * reopening to correct it.
 */
import * as v from 'valibot';
import { isPlayer, playerName } from '../core/checks';
import { move } from '../core/define';
import { invalid, isInvalid } from '../core/types';
import { type Options } from './options';
import { COUNT_FIELDS, type CountField, withBards, withField } from './tally';
import { who } from './shared';
import { type LiveState } from './live-state';
import {
	evaluateLive,
	finalFrom,
	num,
	regionName,
	rescore,
	text,
	unknownPlayer,
	withFinal
} from './live-helpers';

export const finalMoves = {
	startEvaluation: move<LiveState, Options, { type: 'startEvaluation' }>({
		schema: v.object({ type: v.literal('startEvaluation') }),
		apply(s) {
			return { ...s, phase: 'evaluation', census: null, final: finalFrom(s.tally) };
		},
		describe: () => ({ key: 'xidit.log.startEvaluation' })
	}),
	setFinal: move<
		LiveState,
		Options,
		{ type: 'setFinal'; player: string; field: CountField; value: number }
	>({
		schema: v.object({
			type: v.literal('setFinal'),
			player: text,
			field: text,
			value: num
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'setFinal'; player: string; field: CountField; value: number }
		>,
		apply(s, a, ctx) {
			if (!s.final) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: a.field });
			const next = withFinal(s, a.player, withField(s.final[a.player]!, a.field, a.value));
			return isInvalid(next) ? next : rescore(next, s, ctx);
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setFinal',
			values: { player: playerName(ctx, a.player), field: a.field, value: a.value }
		})
	}),
	setFinalBards: move<
		LiveState,
		Options,
		{ type: 'setFinalBards'; player: string; region: string; value: number }
	>({
		schema: v.object({ type: v.literal('setFinalBards'), player: text, region: text, value: num }),
		apply(s, a, ctx) {
			if (!s.final) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const cur = s.final[a.player]!;
			const next = withFinal(
				s,
				a.player,
				withBards(cur, s.regions, s.setup.emptyRegions, a.region, a.value)
			);
			return isInvalid(next) ? next : rescore(next, s, ctx);
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.setFinalBards',
			values: { player: playerName(ctx, a.player), region: regionName(s, a.region), value: a.value }
		})
	}),
	evaluate: move<LiveState, Options, { type: 'evaluate' }>({
		schema: v.object({ type: v.literal('evaluate') }),
		apply(s, _a, ctx) {
			const result = evaluateLive(s, ctx);
			return isInvalid(result) ? result : { ...s, phase: 'finished', result };
		},
		describe(_a, s, ctx) {
			const r = evaluateLive(s, ctx);
			return {
				key: 'xidit.log.evaluate',
				values: { winner: isInvalid(r) ? '' : who(ctx, r.winner) }
			};
		},
		// The three evaluations' outcome, read from the result this move stored.
		explain: (_a, _before, after, ctx) => {
			const result = after.result;
			if (!result) return null;
			return import('./explain-final').then((m) =>
				m.explainRanking(result, m.finalWhyInput(after, ctx.players))
			);
		}
	}),
	reopen: move<LiveState, Options, { type: 'reopen' }>({
		schema: v.object({ type: v.literal('reopen') }),
		apply: (s) =>
			s.phase === 'finished'
				? { ...s, phase: 'evaluation', result: null }
				: invalid('xidit.error.notFinished'),
		describe: () => ({ key: 'xidit.log.reopen' })
	})
};
