/** Moves both flows share (the table's region values, evaluation order and ghost tracks). */
import * as v from 'valibot';
import { playerName } from '../core/checks';
import { invalid, type Invalid, type MessageRef, type SessionContext } from '../core/types';
import type { Breakdown } from '../core/types';
import { CRITERIA, GHOST_ID, GHOST_START, GHOST_START_VARIANT, type Criterion } from './data';
import type { RegionEntry } from './options';
import { isNat } from '../core/require';
import type { FinalEvaluationExplained, GhostScores } from './scoring';

/** The three evaluations in the order they were made: each player's Wealth, Influence, Reputation. */
export function evaluationBreakdown(result: FinalEvaluationExplained | null): Breakdown | null {
	if (!result) return null;
	return {
		categories: result.rounds.map((r) => ({
			label: { key: `xidit.criterion.${r.criterion}` },
			points: Object.fromEntries(
				Object.entries(result.totals)
					.filter(([id]) => id !== GHOST_ID)
					.map(([id, t]) => [id, t[r.criterion]])
			)
		}))
	};
}

/** A player's name, or the ghost's id (the messages name the ghost in each language). */
export function who(ctx: SessionContext<unknown>, id: string): string {
	return id === GHOST_ID || id === '' ? id : playerName(ctx, id);
}

export const regionMoveSchema = v.object({
	type: v.literal('setRegion'),
	region: v.string(),
	label: v.string(),
	first: v.nullable(v.number()),
	second: v.nullable(v.number()),
	mark: v.number()
});

/** The move that records a region's printed values as the table entered them. */
export function setRegionMove(r: RegionEntry): v.InferOutput<typeof regionMoveSchema> {
	return {
		type: 'setRegion',
		region: r.id,
		label: r.label,
		first: r.first,
		second: r.second,
		mark: r.mark
	};
}

export function regionLog(a: v.InferOutput<typeof regionMoveSchema>): MessageRef {
	return {
		key: 'xidit.log.setRegion',
		values: { region: a.label || a.region, first: a.first ?? '?', second: a.second ?? '?' }
	};
}

export const orderSchema = v.object({
	type: v.literal('setOrder'),
	order: v.array(v.string()),
	/** Logs of version 1: the ghost's counters stayed where they were (see migrations). */
	keepGhost: v.optional(v.boolean())
});

/** Three evaluation tiles, each once (Reglamento p.14). */
export function checkOrder(o: readonly string[]): Invalid | null {
	return o.length === CRITERIA.length && CRITERIA.every((c) => o.includes(c))
		? null
		: invalid('xidit.error.badOrder');
}

export const ghostSchema = v.object({
	type: v.literal('setGhost'),
	criterion: v.string(),
	value: v.number()
});

/** A sane bound for a ghost track: it starts at 7 at most and rises one step per Threat (p.17). */
export const MAX_GHOST_VALUE = 30;

export function checkGhost(
	ghost: GhostScores | null,
	a: { criterion: string; value: number }
): Invalid | null {
	if (!ghost) return invalid('xidit.error.noGhost');
	if (!CRITERIA.includes(a.criterion as Criterion)) return invalid('xidit.error.unknownCriterion');
	if (!isNat(a.value)) return invalid('xidit.error.notNonNegative', { field: a.criterion });
	if (a.value > MAX_GHOST_VALUE)
		return invalid('xidit.error.tooMany', { field: a.criterion, max: MAX_GHOST_VALUE });
	return null;
}

/**
 * Reglamento p.17 «Coloca una ficha de Jugador Fantasma en la casilla 6 … primera loseta de
 * Evaluación; … casilla 5 … segunda …; … casilla 4 … tercera» (p.18 «Nota»: 7, 6, 5): the ghost's
 * starting counters follow the tiles. When the table records its own order, each counter moves
 * to its new column's start; the steps it already climbed (Threats, corrections) go with it.
 */
export function reseatGhost(
	ghost: GhostScores,
	before: readonly Criterion[],
	after: readonly Criterion[],
	variant: boolean
): GhostScores {
	const start = variant ? GHOST_START_VARIANT : GHOST_START;
	const out = { ...ghost };
	for (const c of CRITERIA) {
		const climbed = ghost[c] - (start[before.indexOf(c)] ?? 0);
		out[c] = Math.max(0, (start[after.indexOf(c)] ?? 0) + climbed);
	}
	return out;
}
