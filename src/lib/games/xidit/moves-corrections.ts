/**
 * Corrections the table makes (a count, the bards, a guild, a region, the evaluation order,
 * the ghost): a finished game is re-scored at once.
 */
import * as v from 'valibot';
import { isPlayer, playerName } from '../core/checks';
import { move } from '../core/define';
import { type MessageRef, invalid, isInvalid } from '../core/types';
import { type Criterion, UNIT_TYPES } from './data';
import { type Options } from './options';
import { correctGuild, guildsOf } from './guilds';
import { COUNT_FIELDS, editRegion, withBards, withField, withUnits } from './tally';
import {
	checkGhost,
	checkOrder,
	ghostSchema,
	orderSchema,
	regionLog,
	regionMoveSchema,
	reseatGhost
} from './shared';
import { type AdjustAction, type LiveState, type SetGuildAction } from './live-state';
import { num, regionName, rescore, text, unknownPlayer, withTally } from './live-helpers';

export const correctionMoves = {
	adjust: move<LiveState, Options, AdjustAction>({
		schema: v.object({
			type: v.literal('adjust'),
			player: text,
			field: text,
			delta: num,
			unit: v.optional(v.picklist(UNIT_TYPES))
		}) as unknown as v.GenericSchema<unknown, AdjustAction>,
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: a.field });
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player]!;
			// guilds recorded by city are corrected city by city (setGuild).
			if (a.field === 'guildLevels' && Object.keys(guildsOf(cur)).length > 0)
				return invalid('xidit.error.guildsByCity');
			if (a.unit && a.field === 'units')
				return withTally(s, a.player, withUnits(cur, a.unit, a.delta));
			return withTally(s, a.player, withField(cur, a.field, cur[a.field] + a.delta));
		},
		describe: (a, _s, ctx): MessageRef =>
			// Gold and units are behind the screen (Reglamento p.3): the shared log does not say how many.
			a.field === 'guildLevels'
				? {
						key: 'xidit.log.adjust',
						values: { player: playerName(ctx, a.player), field: a.field, delta: a.delta }
					}
				: { key: 'xidit.log.adjustSecret', values: { player: playerName(ctx, a.player) } }
	}),
	adjustBards: move<
		LiveState,
		Options,
		{ type: 'adjustBards'; player: string; region: string; delta: number }
	>({
		schema: v.object({ type: v.literal('adjustBards'), player: text, region: text, delta: num }),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player]!;
			const had = Object.hasOwn(cur.bards, a.region) ? cur.bards[a.region]! : 0;
			return withTally(
				s,
				a.player,
				withBards(cur, s.regions, s.setup.emptyRegions, a.region, had + a.delta)
			);
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.adjustBards',
			values: { player: playerName(ctx, a.player), region: regionName(s, a.region), delta: a.delta }
		})
	}),
	setGuild: move<LiveState, Options, SetGuildAction>({
		schema: v.object({
			type: v.literal('setGuild'),
			player: text,
			city: num,
			height: num
		}),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			return withTally(s, a.player, correctGuild(s.tally, a.player, a.city, a.height));
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setGuild',
			values: { player: playerName(ctx, a.player), city: a.city, height: a.height }
		})
	}),
	setRegion: move<LiveState, Options, v.InferOutput<typeof regionMoveSchema>>({
		schema: regionMoveSchema,
		apply(s, a, ctx) {
			const regions = editRegion(s.regions, a);
			return isInvalid(regions) ? regions : rescore({ ...s, regions }, s, ctx);
		},
		describe: regionLog
	}),
	setOrder: move<LiveState, Options, v.InferOutput<typeof orderSchema>>({
		schema: orderSchema,
		apply(s, a, ctx) {
			// Reglamento p.6 «El orden en que se realizan estas Evaluaciones se determina al azar»: the table's tiles rule.
			const bad = checkOrder(a.order);
			if (bad) return bad;
			const order = [...a.order] as Criterion[];
			// Reglamento p.17: the ghost's counters start in the columns of the tiles.
			const ghost =
				s.ghost && !a.keepGhost
					? reseatGhost(s.ghost, s.setup.evaluationOrder, order, !!ctx.options.ghostVariant)
					: s.ghost;
			return rescore({ ...s, ghost, setup: { ...s.setup, evaluationOrder: order } }, s, ctx);
		},
		describe: (a) => ({
			key: 'xidit.log.setOrder',
			values: { first: a.order[0] ?? '', second: a.order[1] ?? '', third: a.order[2] ?? '' }
		})
	}),
	setGhost: move<LiveState, Options, v.InferOutput<typeof ghostSchema>>({
		schema: ghostSchema,
		apply(s, a, ctx) {
			const bad = checkGhost(s.ghost, a);
			if (bad || !s.ghost) return bad ?? invalid('xidit.error.noGhost');
			return rescore({ ...s, ghost: { ...s.ghost, [a.criterion]: a.value } }, s, ctx);
		},
		describe: (a) => ({
			key: 'xidit.log.setGhost',
			values: { criterion: a.criterion, value: a.value }
		})
	})
};
