/**
 * The quick scorer: only the final numbers (gold, guild levels, units, bards per region), the
 * table's evaluation order, first player and ghost tracks, then the three evaluations.
 *
 * Declared with core/define rather than core/scorer's defineScorer: Lords of Xidit's final
 * entries are per-region bard counts checked against covered regions and the 20-bard supply,
 * and the table values (order, ghost, regions) must be chosen before scoring; the generated
 * scorer's flat fields and generic refusals would change this flow's stored state and keys.
 */
import * as v from 'valibot';
import { isPlayer, isRecord } from '../core/checks';
import { defineFlow, move } from '../core/define';
import { invalid, isInvalid, type Flow, type GameAction, type SessionContext } from '../core/types';
import type { Criterion } from './data';
import { sessionSetup, figuresOf } from './live';
import { initialRegions, type Options, type RegionEntry } from './options';
import type { FinalEvaluationExplained, GhostScores } from './scoring';
import {
	checkGhost,
	checkOrder,
	ghostSchema,
	orderSchema,
	regionLog,
	regionMoveSchema,
	who
} from './shared';
import {
	COUNT_FIELDS,
	editRegion,
	emptyCounts,
	evaluateCounts,
	survivedScores,
	withBards,
	withField,
	type CountField,
	type PlayerCounts
} from './tally';

export interface ScorerState {
	order: Criterion[];
	firstPlayer: number;
	ghost: GhostScores | null;
	emptyRegions: number[];
	regions: RegionEntry[];
	players: Record<string, PlayerCounts>;
	result: FinalEvaluationExplained | null;
	/** Issue 14: the order and first player are chosen by the table, never silently defaulted. */
	chosen?: { order: boolean; firstPlayer: boolean };
}

export type ScorerAction =
	| { type: 'set'; player: string; field: CountField; value: number }
	| { type: 'setBards'; player: string; region: string; value: number }
	| {
			type: 'setRegion';
			region: string;
			label: string;
			first: number | null;
			second: number | null;
			mark: number;
	  }
	| { type: 'setOrder'; order: Criterion[] }
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'setGhost'; criterion: Criterion; value: number }
	| { type: 'finish' }
	| { type: 'reopen' };

type Ctx = SessionContext<Options>;
type S = ScorerState;

function init(ctx: Ctx): S {
	const setup = sessionSetup(ctx);
	const players: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) players[p.id] = emptyCounts();
	return {
		order: [...setup.evaluationOrder],
		firstPlayer: 0,
		ghost: setup.ghost ? { ...setup.ghost } : null,
		emptyRegions: [...setup.emptyRegions],
		regions: initialRegions(ctx.options),
		players,
		result: null
	};
}

const unknownPlayer = (id: string) => invalid('xidit.error.unknownPlayer', { player: id });
const regionName = (s: S, id: string) => s.regions.find((r) => r.id === id)?.label || id;

function withPlayer(
	s: S,
	id: string,
	next: PlayerCounts | ReturnType<typeof invalid>
): S | ReturnType<typeof invalid> {
	return isInvalid(next) ? next : { ...s, players: { ...s.players, [id]: next } };
}

function score(s: S, ctx: Ctx) {
	return evaluateCounts(
		ctx.players.map((p) => p.id),
		s.players,
		s.regions,
		s.emptyRegions,
		s.order,
		s.firstPlayer,
		s.ghost
	);
}

type SetAction = { type: 'set'; player: string; field: CountField; value: number };

const moves = {
	set: move<S, Options, SetAction>({
		schema: v.object({
			type: v.literal('set'),
			player: v.string(),
			field: v.string(),
			value: v.number()
		}) as unknown as v.GenericSchema<unknown, SetAction>,
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: a.field });
			return withPlayer(s, a.player, withField(s.players[a.player]!, a.field, a.value));
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setFinal',
			values: { player: who(ctx, a.player), field: a.field, value: a.value }
		})
	}),
	setBards: move<S, Options, { type: 'setBards'; player: string; region: string; value: number }>({
		schema: v.object({
			type: v.literal('setBards'),
			player: v.string(),
			region: v.string(),
			value: v.number()
		}),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const cur = s.players[a.player]!;
			return withPlayer(s, a.player, withBards(cur, s.regions, s.emptyRegions, a.region, a.value));
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.setFinalBards',
			values: { player: who(ctx, a.player), region: regionName(s, a.region), value: a.value }
		})
	}),
	setRegion: move<S, Options, v.InferOutput<typeof regionMoveSchema>>({
		schema: regionMoveSchema,
		apply(s, a) {
			const regions = editRegion(s.regions, a);
			return isInvalid(regions) ? regions : { ...s, regions };
		},
		describe: regionLog
	}),
	setOrder: move<S, Options, v.InferOutput<typeof orderSchema>>({
		schema: orderSchema,
		apply(s, a) {
			const bad = checkOrder(a.order);
			if (bad) return bad;
			const chosen = { order: true, firstPlayer: s.chosen?.firstPlayer ?? false };
			return { ...s, order: [...a.order] as Criterion[], chosen };
		},
		describe: (a) => ({
			key: 'xidit.log.setOrder',
			values: { first: a.order[0] ?? '', second: a.order[1] ?? '', third: a.order[2] ?? '' }
		})
	}),
	setFirstPlayer: move<S, Options, { type: 'setFirstPlayer'; player: string }>({
		schema: v.object({ type: v.literal('setFirstPlayer'), player: v.string() }),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const chosen = { order: s.chosen?.order ?? false, firstPlayer: true };
			return { ...s, firstPlayer: ctx.players.findIndex((p) => p.id === a.player), chosen };
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setFirstPlayer',
			values: { player: who(ctx, a.player) }
		})
	}),
	setGhost: move<S, Options, v.InferOutput<typeof ghostSchema>>({
		schema: ghostSchema,
		apply(s, a) {
			const bad = checkGhost(s.ghost, a);
			if (bad || !s.ghost) return bad ?? invalid('xidit.error.noGhost');
			return { ...s, ghost: { ...s.ghost, [a.criterion]: a.value } };
		},
		describe: (a) => ({
			key: 'xidit.log.setGhost',
			values: { criterion: a.criterion, value: a.value }
		})
	}),
	finish: move<S, Options, { type: 'finish' }>({
		schema: v.object({ type: v.literal('finish') }),
		apply(s, _a, ctx) {
			const result = score(s, ctx);
			if (isInvalid(result)) return result;
			// Issue 14: the tiles' order and the first player come from the table, never a default
			// (the first player breaks the last ties, Reglamento p.15).
			if (!s.chosen?.order) return invalid('xidit.error.chooseOrder');
			if (!s.chosen.firstPlayer) return invalid('xidit.error.chooseFirstPlayer');
			return { ...s, result };
		},
		describe(_a, s, ctx) {
			const r = score(s, ctx);
			return {
				key: 'xidit.log.evaluate',
				values: { winner: isInvalid(r) ? '' : who(ctx, r.winner) }
			};
		}
	}),
	reopen: move<S, Options, { type: 'reopen' }>({
		schema: v.object({ type: v.literal('reopen') }),
		apply: (s) => (s.result ? { ...s, result: null } : invalid('xidit.error.notFinished')),
		describe: () => ({ key: 'xidit.log.reopen' })
	})
};

const declared = defineFlow<S, Options>({
	init,
	moves,
	// A finished score is corrected by reopening it (platform "Correct", then re-score).
	guard: (s, a) => (s.result && a.type !== 'reopen' ? invalid('xidit.error.finished') : null),
	summarize(s, ctx) {
		const ids = ctx.players.map((p) => p.id);
		return {
			round: null,
			finished: s.result !== null,
			scores: survivedScores(ids, s.result),
			winners: s.result && s.result.winner ? [s.result.winner] : [],
			...(s.result ? { figures: figuresOf(s.result) } : {})
		};
	}
});

export const scorer: Flow<S, ScorerAction, Options> = {
	...(declared as unknown as Flow<S, ScorerAction, Options>),
	reduce(s, a, ctx) {
		const raw = a as unknown as GameAction;
		if (isRecord(raw) && typeof raw.type === 'string' && !Object.hasOwn(moves, raw.type))
			return invalid('xidit.error.unknownAction', { type: raw.type });
		return declared.reduce(s, raw, ctx);
	}
};
