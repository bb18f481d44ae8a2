/**
 * The quick scorer, generated: a game declares the numbers each player types at the end
 * (with their limits), any table-wide values, and its scoring function; this factory builds
 * the flow — `set` a player's field, `finish` to score, `reopen` to correct and re-score.
 */
import * as v from 'valibot';
import { hasOwn, isPlayer, playerId, playerName } from './checks';
import { defineFlow, move, type Move } from './define';
import {
	invalid,
	isInvalid,
	type QuickScorerScreen,
	type Explanation,
	type MessageRef,
	type Breakdown,
	type Flow,
	type GameAction,
	type Invalid,
	type SessionContext,
	type SessionSummary
} from './types';

export interface FieldLimit {
	readonly min: number;
	readonly max: number;
}

export interface ScorerState<T, R> {
	/** Per player id, per field: the number the table typed. */
	readonly values: Readonly<Record<string, Readonly<Record<string, number>>>>;
	/** Table-wide values (evaluation order, regions...), game-specific. */
	readonly table: T;
	/** The final scoring, once finished. */
	readonly result: R | null;
}

export type ScorerSet = {
	readonly type: 'set';
	readonly player: string;
	readonly field: string;
	readonly value: number;
};
export type ScorerAction = ScorerSet | { readonly type: 'finish' } | { readonly type: 'reopen' };

export interface ScorerDeclaration<O, T, R> {
	/** Message key prefix of the game (log lines: `<prefix>.log.scorerSet`, ...). */
	readonly prefix: string;
	/** What the generated screen says (core's QuickScorer): keys of the game's catalogue. */
	readonly screen: QuickScorerScreen;
	/** The fields each player fills, with their limits for this table. */
	fields(ctx: SessionContext<O>): Readonly<Record<string, FieldLimit>>;
	/** A value that depends on others (e.g. only one dominance winner): null when fine. */
	checkSet?(state: ScorerState<T, R>, a: ScorerSet, ctx: SessionContext<O>): Invalid | null;
	/** Table-wide values and the moves that set them. */
	readonly table?: {
		init(ctx: SessionContext<O>): T;
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		readonly moves: Readonly<Record<string, Move<ScorerState<T, R>, O, any>>>;
	};
	/** The final scoring from the typed numbers, or why it cannot be done yet. */
	score(state: ScorerState<T, R>, ctx: SessionContext<O>): R | Invalid;
	/** Final score per player id for the history. */
	scores(result: R, ctx: SessionContext<O>): Readonly<Record<string, number>>;
	winners(result: R, ctx: SessionContext<O>): readonly string[];
	/** The final scoring by category (the share image's columns). */
	breakdown?(result: R, ctx: SessionContext<O>): Breakdown;
	/** The game's own summary from core's (places, what decided a close game, a running score). */
	summary?(state: ScorerState<T, R>, base: SessionSummary, ctx: SessionContext<O>): SessionSummary;
	/** The game's own words for one of core's refusals (see `FlowDeclaration.refusal`). */
	refusal?(reason: MessageRef, action: unknown, ctx: SessionContext<O>): MessageRef;
	/** The game's own refusals of raw input before core's (see `FlowDeclaration.precheck`). */
	precheck?(state: ScorerState<T, R>, raw: unknown, ctx: SessionContext<O>): Invalid | null;
	/** The log line of the scoring (default `<prefix>.log.scorerFinish`). */
	finishLine?(before: ScorerState<T, R>, ctx: SessionContext<O>): MessageRef;
	/** Why the scoring came out as it did (the log's «Why?»), from the scored state. */
	explainFinish?(
		after: ScorerState<T, R>,
		ctx: SessionContext<O>
	): Explanation | null | Promise<Explanation | null>;
}

export function defineScorer<O, T = null, R = unknown>(
	d: ScorerDeclaration<O, T, R>
): Flow<ScorerState<T, R>, GameAction, O> {
	type S = ScorerState<T, R>;
	const setMove = move<S, O, ScorerSet>({
		schema: v.object({
			type: v.literal('set'),
			player: playerId,
			field: v.string(),
			value: v.pipe(v.number(), v.integer())
		}),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('error.unknownPlayer');
			const fields = d.fields(ctx);
			if (!hasOwn(fields, a.field)) return invalid('error.badAction');
			const lim = fields[a.field]!;
			if (a.value < lim.min || a.value > lim.max)
				return invalid('scorer.outOfRange', { min: lim.min, max: lim.max });
			const bad = d.checkSet?.(s, a, ctx);
			if (bad) return bad;
			const cur = s.values[a.player] ?? {};
			return { ...s, values: { ...s.values, [a.player]: { ...cur, [a.field]: a.value } } };
		},
		describe: (a, _s, ctx) => ({
			key: `${d.prefix}.log.scorerSet`,
			values: { player: playerName(ctx, a.player), field: a.field, value: a.value }
		})
	});
	const finish = move<S, O, { type: 'finish' }>({
		schema: v.object({ type: v.literal('finish') }),
		apply(s, _a, ctx) {
			const result = d.score(s, ctx);
			return isInvalid(result) ? result : { ...s, result };
		},
		describe: (_a, before, ctx) =>
			d.finishLine?.(before, ctx) ?? { key: `${d.prefix}.log.scorerFinish` },
		explain: (_a, _before, after, ctx) => d.explainFinish?.(after, ctx) ?? null
	});
	const reopen = move<S, O, { type: 'reopen' }>({
		schema: v.object({ type: v.literal('reopen') }),
		apply: (s) => (s.result === null ? invalid('scorer.notFinished') : { ...s, result: null }),
		describe: () => ({ key: `${d.prefix}.log.scorerReopen` })
	});
	return defineFlow<S, O>({
		quick: { fields: d.fields, screen: d.screen },
		init(ctx) {
			const fields = Object.entries(d.fields(ctx));
			const values: Record<string, Record<string, number>> = {};
			for (const p of ctx.players)
				values[p.id] = Object.fromEntries(fields.map(([f, lim]) => [f, Math.max(0, lim.min)]));
			return { values, table: d.table ? d.table.init(ctx) : (null as T), result: null };
		},
		moves: { ...(d.table?.moves ?? {}), set: setMove, finish, reopen },
		breakdown: (s, ctx) => (s.result !== null && d.breakdown ? d.breakdown(s.result, ctx) : null),
		guard: (s, a) => (s.result !== null && a.type !== 'reopen' ? invalid('scorer.finished') : null),
		refusal: d.refusal,
		precheck: d.precheck,
		summarize(s, ctx): SessionSummary {
			const base: SessionSummary = {
				round: null,
				finished: s.result !== null,
				scores:
					s.result !== null
						? d.scores(s.result, ctx)
						: Object.fromEntries(ctx.players.map((p) => [p.id, 0])),
				winners: s.result !== null ? d.winners(s.result, ctx) : []
			};
			return d.summary ? d.summary(s, base, ctx) : base;
		}
	});
}

/** A count field from 0 to `max`. */
export const countField = (max: number): FieldLimit => ({ min: 0, max });
