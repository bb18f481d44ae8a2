/**
 * The census (Reglamento p.13–14): secret counts, the reveal, fists, the outcome and its
 * rewards.
 */
import * as v from 'valibot';
import { isPlayer, playerName } from '../core/checks';
import { describePlayer, move } from '../core/define';
import { invalid, isInvalid } from '../core/types';
import { UNIT_SUPPLY } from './data';
import { isNat } from '../core/require';
import { type Options } from './options';
import { fistsLog, fistsOutcome } from './census';
import { censusOutcome, giveReward, rewardKey } from './rewards';
import { censusKey } from './hidden';
import { type CensusFistsAction, type CensusRewardAction, type LiveState } from './live-state';
import {
	applyCensus,
	applyOutcome,
	censusCheck,
	censusLog,
	currentUnit,
	num,
	regionName,
	text,
	unknownPlayer
} from './live-helpers';

export const censusMoves = {
	censusEnter: move<LiveState, Options, { type: 'censusEnter'; player: string; count: number }>({
		schema: v.object({ type: v.literal('censusEnter'), player: text, count: num }),
		apply(s, a, ctx) {
			if (!s.census) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const unit = currentUnit(s.census);
			if (!isNat(a.count)) return invalid('xidit.error.notNonNegative', { field: 'count' });
			if (a.count > UNIT_SUPPLY[unit])
				return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
			// the table is the truth. A count above the tally (a forgotten recruit) is
			// accepted; the screen asks that player, privately, whether to record the missing unit.
			// Reglamento p.13 «Cada jugador coloca en secreto en una mano el número de Unidades».
			return {
				...s,
				census: { ...s.census, entries: { ...s.census.entries, [a.player]: a.count } }
			};
		},
		// Never the count: the entry stays secret until the reveal.
		describe: describePlayer('xidit.log.censusEnter')
	}),
	censusReveal: move<LiveState, Options, { type: 'censusReveal' }>({
		schema: v.object({ type: v.literal('censusReveal') }),
		apply(s, _a, ctx) {
			if (!s.census) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			const entries = s.census.entries;
			const missing = ctx.players.filter((p) => !Object.hasOwn(entries, p.id)).map((p) => p.name);
			if (missing.length > 0)
				return invalid('xidit.error.censusIncomplete', { missing: missing.join(', ') });
			// Reglamento p.13 «Todos los jugadores abren su mano al mismo tiempo».
			return (
				censusCheck(currentUnit(s.census), entries, ctx) ?? applyCensus(s, s.census, entries, ctx)
			);
		},
		describe: (_a, s, ctx) => censusLog(s, s.census?.entries ?? {}, ctx),
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainCensus(before, after, ctx))
	}),
	censusFists: move<LiveState, Options, CensusFistsAction>({
		schema: v.object({
			type: v.literal('censusFists'),
			winners: v.array(text)
		}),
		apply(s, a, ctx) {
			if (!s.census) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			// Reglamento p.13 «Todos los jugadores abren su mano al mismo tiempo»: the table reads the
			// fists and says who showed most (ties: all of them); nobody when no unit was shown.
			const outcome = fistsOutcome(s, currentUnit(s.census), a.winners, ctx);
			return isInvalid(outcome) ? outcome : applyOutcome(s, s.census, outcome, ctx);
		},
		describe: (a, s, ctx) => fistsLog(s.census ? currentUnit(s.census) : 'militia', a.winners, ctx),
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainCensus(before, after, ctx))
	}),
	censusResolve: move<
		LiveState,
		Options,
		{ type: 'censusResolve'; counts: Record<string, number>; secret?: string }
	>({
		schema: v.object({
			type: v.literal('censusResolve'),
			counts: v.record(v.string(), v.unknown()),
			secret: v.optional(v.string())
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'censusResolve'; counts: Record<string, number>; secret?: string }
		>,
		apply(s, a, ctx) {
			// A census revealed from the phones names its unit and year: a second phone
			// sending it again finds that unit counted (the next one open) and is refused.
			if (a.secret !== undefined && a.secret !== censusKey(s))
				return invalid('xidit.error.censusRecorded');
			if (!s.census) return invalid('xidit.error.wrongPhase', { phase: s.phase });
			for (const id of Object.keys(a.counts)) if (!isPlayer(ctx, id)) return unknownPlayer(id);
			const problem = censusCheck(currentUnit(s.census), a.counts, ctx);
			return problem ?? applyCensus(s, s.census, { ...a.counts }, ctx);
		},
		describe: (a, s, ctx) => censusLog(s, a.counts, ctx),
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainCensus(before, after, ctx))
	}),
	censusReward: move<LiveState, Options, CensusRewardAction>({
		schema: v.object({
			type: v.literal('censusReward'),
			year: num,
			unit: text,
			player: text,
			regions: v.record(v.string(), v.unknown()),
			city: v.optional(num)
		}) as unknown as v.GenericSchema<unknown, CensusRewardAction>,
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const o = censusOutcome(s, a.year, a.unit);
			if (!o || !o.winners.includes(a.player)) return invalid('xidit.error.notCensusWinner');
			// Militia and Archers pay gold at once (applied with the reveal).
			if (o.reward.kind === 'sovereigns') return invalid('xidit.error.rewardAutomatic');
			const key = rewardKey(a.year, a.unit, a.player);
			if ((s.rewarded ?? []).includes(key)) return invalid('xidit.error.rewardApplied');
			const tally = giveReward(s, s.tally[a.player]!, o, a.regions, a.city);
			if (isInvalid(tally)) return tally;
			let next: LiveState = {
				...s,
				tally: { ...s.tally, [a.player]: tally },
				rewarded: [...(s.rewarded ?? []), key]
			};
			// The year-12 census closes the game: its rewards go into the final entries too.
			if (s.final) {
				const fin = giveReward(s, s.final[a.player]!, o, a.regions, a.city);
				if (isInvalid(fin)) return fin;
				next = { ...next, final: { ...s.final, [a.player]: fin } };
			}
			return next;
		},
		describe: (a, s, ctx) => {
			// Each region by its id (named in the reader's language) or the table's own name.
			const where = Object.keys(a.regions).map((r) => regionName(s, r));
			return {
				key: 'xidit.log.censusReward',
				values: {
					player: playerName(ctx, a.player),
					unit: a.unit,
					count: where.length,
					r1: where[0] ?? '',
					r2: where.slice(1).join(', ')
				}
			};
		},
		explain: (a, before, after, ctx) =>
			import('./explain-year').then((m) => m.explainReward(a, before, after, ctx))
	})
};
