/**
 * The quick scorer, declared with core/scorer's `defineScorer`: each player's final numbers
 * (gold, guild levels, units) are the generated `set` fields; the table's values — the
 * evaluation order, the first player, the ghost tracks, the regions and the bards counted
 * region by region — are `table` moves. Action names and payloads are those of v1, so stored
 * quick scores replay unchanged; refusals keep this game's wording.
 */
import * as v from 'valibot';
import { isPlayer, isRecord, playerName } from '../core/checks';
import { move } from '../core/define';
import { countField, defineScorer, type ScorerState as CoreScorerState } from '../core/scorer';
import {
	invalid,
	isInvalid,
	type Flow,
	type GameAction,
	type Invalid,
	type MessageRef,
	type SessionContext
} from '../core/types';
import type { Criterion } from './data';
import type { EvaluationTableAction } from './live-state';
import { figuresOf, sessionSetup } from './live';
import { decidedOf } from './decided';
import { initialRegions, type Options, type RegionEntry } from './options';
import { fieldMax } from './queries';
import type { FinalEvaluationExplained, GhostScores } from './scoring';
import {
	checkGhost,
	checkOrder,
	reseatGhost,
	ghostSchema,
	orderSchema,
	regionLog,
	regionMoveSchema,
	who,
	evaluationBreakdown
} from './shared';
import {
	COUNT_FIELDS,
	editRegion,
	emptyCounts,
	evaluateCounts,
	finishingPlaces,
	playerWinners,
	survivedScores,
	withBards,
	withField,
	type CountField,
	type PlayerCounts
} from './tally';

/** The table's values: chosen, never silently defaulted. */
export interface ScorerTable {
	order: Criterion[];
	/** Seat index (in ctx.players) of the first-player token holder. */
	firstPlayer: number;
	ghost: GhostScores | null;
	emptyRegions: number[];
	regions: RegionEntry[];
	/** Per player id, bards per region id (Bastion included), as the table counts the board. */
	bards: Record<string, Record<string, number>>;
	/** Reglamento p.15: the first player breaks the last ties; the tiles' order decides all. */
	chosen: { order: boolean; firstPlayer: boolean; ghost?: boolean };
}

export type ScorerState = CoreScorerState<ScorerTable, FinalEvaluationExplained>;

export type ScorerAction =
	| { type: 'set'; player: string; field: CountField; value: number }
	| { type: 'setBards'; player: string; region: string; value: number }
	| EvaluationTableAction
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'ghostIsRight' }
	| { type: 'finish' }
	| { type: 'reopen' };

type Ctx = SessionContext<Options>;
type S = ScorerState;

const unknownPlayer = (id: string) => invalid('xidit.error.unknownPlayer', { player: id });
const regionName = (s: S, id: string) => s.table.regions.find((r) => r.id === id)?.label || id;
const withTable = (s: S, table: Partial<ScorerTable>): S => ({
	...s,
	table: { ...s.table, ...table }
});

/** One player's entries as the final scoring reads them. */
export function countsOf(s: S, id: string): PlayerCounts {
	const x = s.values[id] ?? {};
	return {
		...emptyCounts(),
		sovereigns: x.sovereigns ?? 0,
		guildLevels: x.guildLevels ?? 0,
		units: x.units ?? 0,
		bards: { ...(s.table.bards[id] ?? {}) }
	};
}

/**
 * What the table entered, in one object (the screens and the v1 fixtures read it this way):
 * order, first player, ghost, regions and each player's counts.
 */
export function scorerEntries(s: S, ctx: Ctx) {
	const players: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) players[p.id] = countsOf(s, p.id);
	const { order, firstPlayer, ghost, emptyRegions, regions, chosen } = s.table;
	return { order, firstPlayer, ghost, emptyRegions, regions, chosen, players, result: s.result };
}

const setBards = move<
	S,
	Options,
	{ type: 'setBards'; player: string; region: string; value: number }
>({
	schema: v.object({
		type: v.literal('setBards'),
		player: v.string(),
		region: v.string(),
		value: v.number()
	}),
	apply(s, a, ctx) {
		if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
		const t = s.table;
		// Reglamento p.2: 20 bards per colour; p.17: none in a region that is not available.
		const next = withBards(countsOf(s, a.player), t.regions, t.emptyRegions, a.region, a.value);
		if (isInvalid(next)) return next;
		return withTable(s, { bards: { ...t.bards, [a.player]: next.bards } });
	},
	describe: (a, s, ctx) => ({
		key: 'xidit.log.setFinalBards',
		values: { player: who(ctx, a.player), region: regionName(s, a.region), value: a.value }
	})
});

const tableMoves = {
	setBards,
	setRegion: move<S, Options, v.InferOutput<typeof regionMoveSchema>>({
		schema: regionMoveSchema,
		apply(s, a) {
			const regions = editRegion(s.table.regions, a);
			return isInvalid(regions) ? regions : withTable(s, { regions });
		},
		describe: regionLog
	}),
	setOrder: move<S, Options, v.InferOutput<typeof orderSchema>>({
		schema: orderSchema,
		apply(s, a, ctx) {
			// Reglamento p.6 «El orden en que se realizan estas Evaluaciones se determina al azar»: the table's tiles.
			const bad = checkOrder(a.order);
			if (bad) return bad;
			const chosen = { ...s.table.chosen, order: true };
			const order = [...a.order] as Criterion[];
			// Reglamento p.17: until the table says where the ghost's counters stand, they start
			// in the columns of its tiles (6/5/4, or 7/6/5 in the variant).
			const ghost =
				s.table.ghost && !s.table.chosen.ghost && !a.keepGhost
					? reseatGhost(s.table.ghost, s.table.order, order, !!ctx.options.ghostVariant)
					: s.table.ghost;
			return withTable(s, { order, chosen, ghost });
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
			const chosen = { ...s.table.chosen, firstPlayer: true };
			const firstPlayer = ctx.players.findIndex((p) => p.id === a.player);
			return withTable(s, { firstPlayer, chosen });
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setFirstPlayer',
			values: { player: who(ctx, a.player) }
		})
	}),
	setGhost: move<S, Options, v.InferOutput<typeof ghostSchema>>({
		schema: ghostSchema,
		apply(s, a) {
			const ghost = s.table.ghost;
			const bad = checkGhost(ghost, a);
			if (bad || !ghost) return bad ?? invalid('xidit.error.noGhost');
			const chosen = { ...s.table.chosen, ghost: true };
			return withTable(s, { ghost: { ...ghost, [a.criterion]: a.value }, chosen });
		},
		describe: (a) => ({
			key: 'xidit.log.setGhost',
			values: { criterion: a.criterion, value: a.value }
		})
	}),
	ghostIsRight: move<S, Options, { type: 'ghostIsRight' }>({
		schema: v.object({ type: v.literal('ghostIsRight') }),
		apply(s) {
			// «the quick scorer asks for the ghost's counters»; the table may answer
			// that the counters shown (6/5/4 under its tiles, p.17) are the ones on its board.
			if (!s.table.ghost) return invalid('xidit.error.noGhost');
			return withTable(s, { chosen: { ...s.table.chosen, ghost: true } });
		},
		describe: (_a, s) => ({
			key: 'xidit.log.ghostIsRight',
			values: {
				wealth: s.table.ghost?.wealth ?? 0,
				influence: s.table.ghost?.influence ?? 0,
				reputation: s.table.ghost?.reputation ?? 0
			}
		})
	})
};

function score(s: S, ctx: Ctx): FinalEvaluationExplained | Invalid {
	const ids = ctx.players.map((p) => p.id);
	const counts = Object.fromEntries(ids.map((id) => [id, countsOf(s, id)]));
	const t = s.table;
	const result = evaluateCounts(
		ids,
		counts,
		t.regions,
		t.emptyRegions,
		t.order,
		t.firstPlayer,
		t.ghost
	);
	if (isInvalid(result)) return result;
	// the tiles' order and the first player come from the table, never a default
	// (the first player breaks the last ties, Reglamento p.15).
	if (!t.chosen.order) return invalid('xidit.error.chooseOrder');
	if (!t.chosen.firstPlayer) return invalid('xidit.error.chooseFirstPlayer');
	// the ghost's counters as the board shows them, never the seed's silently.
	if (t.ghost && !t.chosen.ghost) return invalid('xidit.error.chooseGhost');
	return result;
}

const generated = defineScorer<Options, ScorerTable, FinalEvaluationExplained>({
	prefix: 'xidit',
	screen: {
		intro: 'xidit.ui.scorer.title',
		finish: 'xidit.ui.final.run',
		reopen: 'xidit.ui.scorer.reopen',
		field: (f) => `xidit.field.${f}`
	},
	fields: () =>
		Object.fromEntries(COUNT_FIELDS.map((f) => [f, countField(fieldMax(f))])) as Record<
			CountField,
			ReturnType<typeof countField>
		>,
	table: {
		init(ctx) {
			const setup = sessionSetup(ctx);
			return {
				order: [...setup.evaluationOrder],
				firstPlayer: 0,
				ghost: setup.ghost ? { ...setup.ghost } : null,
				emptyRegions: [...setup.emptyRegions],
				regions: initialRegions(ctx.options),
				bards: Object.fromEntries(ctx.players.map((p) => [p.id, {}])),
				chosen: { order: false, firstPlayer: false }
			};
		},
		moves: tableMoves
	},
	score,
	scores: (result, ctx) =>
		survivedScores(
			ctx.players.map((p) => p.id),
			result
		),
	winners: (result) => playerWinners(result),
	breakdown: (result) => evaluationBreakdown(result)!,
	precheck: (s, raw, ctx) => ownRefusal(s, raw as GameAction, ctx),
	finishLine(before, ctx): MessageRef {
		const r = score(before, ctx);
		return {
			key: 'xidit.log.evaluate',
			values: { winner: isInvalid(r) ? '' : who(ctx, r.winner) }
		};
	},
	// The quick scorer's «why»: the three evaluations' outcome, read from the stored result.
	async explainFinish(after, ctx) {
		if (!after.result) return null;
		const { explainRanking } = await import('./explain-final');
		return explainRanking(after.result, {
			players: ctx.players,
			regions: after.table.regions,
			units: Object.fromEntries(ctx.players.map((p) => [p.id, after.values[p.id]?.units]))
		});
	},
	// Statistics: the criterion each player (and the ghost) fell to.
	summary(s, base, ctx) {
		if (!s.result) return base;
		const ids = ctx.players.map((p) => p.id);
		const units = Object.fromEntries(ids.map((id) => [id, s.values[id]?.units]));
		return {
			...base,
			places: finishingPlaces(ids, s.result),
			figures: figuresOf(s.result),
			...decidedOf(s.result, (id) => playerName(ctx, id), units)
		};
	}
});

const OWN_MOVES = new Set(['set', 'finish', 'reopen', ...Object.keys(tableMoves)]);

/** This game's refusal before the generated one (its wording since v1, field by field). */
function ownRefusal(s: S, raw: GameAction, ctx: Ctx): Invalid | null {
	if (!isRecord(raw) || typeof raw.type !== 'string') return null;
	if (!OWN_MOVES.has(raw.type)) return invalid('xidit.error.unknownAction', { type: raw.type });
	// A finished score is corrected by reopening it (platform "Correct", then re-score).
	if (s.result !== null && raw.type !== 'reopen') return invalid('xidit.error.finished');
	if (raw.type === 'reopen' && s.result === null) return invalid('xidit.error.notFinished');
	if (raw.type !== 'set') return null;
	const { player, field, value } = raw as Record<string, unknown>;
	if (typeof player !== 'string' || !isPlayer(ctx, player))
		return unknownPlayer(typeof player === 'string' ? player : '?');
	if (!COUNT_FIELDS.includes(field as CountField))
		return invalid('xidit.error.unknownField', {
			field: typeof field === 'string' ? field : '?'
		});
	const f = field as CountField;
	const checked = withField(emptyCounts(), f, value as number);
	if (isInvalid(checked)) return checked;
	const max = fieldMax(f);
	return (value as number) > max ? invalid('xidit.error.tooMany', { field: f, max }) : null;
}

/** The quick scorer. */
export const scorer = generated as unknown as Flow<S, ScorerAction, Options>;
