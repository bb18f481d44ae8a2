/** Moves every faction shares: victory points, dominance and the end of a turn. */
import { invalid, type Invalid } from '../core/types';
import type { CardSuit } from './data';
import {
	S,
	factionOf,
	firstSeat,
	gainVp,
	hasDominance,
	isNonZeroInt,
	liveMove,
	nameOf,
	schema,
	withCoalition,
	type Ctx,
	type LiveState,
	type VpCause
} from './model';
import * as v from 'valibot';
import { addVp, isCardSuit, isVagabond, nextTurn } from './rules';

/** Law of Root 3.3.1 (not in the supplied §10–§11 text): activate dominance in your Daylight with at least 10 VP. */
export const DOMINANCE_MIN_VP = 10;
import { isPlayer } from '../core/checks';

/** A signed change as ICU-friendly values: direction and size. */
export function signed(delta: number): { dir: 'gain' | 'loss'; amount: number } {
	return { dir: delta < 0 ? 'loss' : 'gain', amount: Math.abs(delta) };
}

/**
 * Why `player` cannot activate a `suit` dominance card now, or null: in their own Daylight
 * (Law of Root 3.3.1), with 10 VP, the card free — not activated by another player and not
 * lying in the Lost Souls until the Cult's Dawn discards them (10.2.6, 10.4.2 «las cartas de
 * dominancia pasan a estar disponibles»).
 */
export function dominanceRefusal(
	state: LiveState,
	player: string,
	suit: CardSuit,
	ctx: Ctx
): Invalid | null {
	if (hasDominance(state, player))
		return invalid('root.error.dominanceActive', { player: nameOf(ctx, player) });
	const holder = state.dominance.find((d) => d.suit === suit);
	if (holder)
		return invalid('root.error.dominanceTaken', { suit, player: nameOf(ctx, holder.player) });
	if (state.lizards?.lostSoulsDominance.includes(suit))
		return invalid('root.error.dominanceInLostSouls', { suit });
	// Daylight comes after Birdsong: the Cult's and the Company's Birdsong are tracked (10.4, 11.4).
	const acting = factionOf(ctx, player);
	if (
		(acting === 'lizards' && state.lizards && !state.lizards.dawnDone) ||
		(acting === 'riverfolk' && state.riverfolk && !state.riverfolk.dawnDone)
	)
		return invalid('root.error.dominanceDaylight', { player: nameOf(ctx, player) });
	if ((state.vp[player] ?? 0) < DOMINANCE_MIN_VP)
		return invalid('root.error.dominanceNeedsVp', { n: DOMINANCE_MIN_VP });
	return null;
}

export const tableMoves = {
	vp: liveMove<{ type: 'vp'; player: string; delta: number; cause?: VpCause }>({
		schema: schema('vp', { player: S.str, delta: S.num, cause: v.optional(S.str) }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			if (a.cause !== undefined && a.cause !== 'removed' && a.cause !== 'item')
				return invalid('root.error.badDelta');
			if (!isNonZeroInt(a.delta)) return invalid('root.error.badDelta');
			if (hasDominance(state, a.player))
				return invalid('root.error.dominanceActive', { player: nameOf(ctx, a.player) });
			if (addVp(state.vp[a.player] ?? 0, a.delta) === null) return invalid('root.error.vpNegative');
			return gainVp(state, a.player, a.delta);
		},
		describe: (a, before, ctx) => ({
			key: 'root.log.vp',
			values: {
				player: nameOf(ctx, a.player),
				...signed(a.delta),
				total: (before.vp[a.player] ?? 0) + a.delta,
				cause: a.cause ?? 'none'
			}
		})
	}),
	dominance: liveMove<{ type: 'dominance'; player: string; suit: CardSuit }>({
		schema: schema('dominance', { player: S.str, suit: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			// Law of Root 3.3.1: a dominance card is activated in your own Daylight, with at least 10 VP.
			if (ctx.players[state.turn]?.id !== a.player)
				return invalid('root.error.dominanceOwnTurn', { player: nameOf(ctx, a.player) });
			const f = factionOf(ctx, a.player);
			// Law of Root 9.2.8: the Vagabond forms a coalition with the player with fewest VP.
			if (f !== null && isVagabond(f)) return invalid('root.error.vagabondCoalition');
			const why = dominanceRefusal(state, a.player, a.suit, ctx);
			if (why) return why;
			return { ...state, dominance: [...state.dominance, { player: a.player, suit: a.suit }] };
		},
		describe: (a, _b, ctx) => ({
			key: 'root.log.dominance',
			values: { player: nameOf(ctx, a.player), suit: a.suit }
		})
	}),
	coalition: liveMove<{ type: 'coalition'; player: string; suit: CardSuit; partner: string }>({
		schema: schema('coalition', { player: S.str, suit: S.str, partner: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player) || !isPlayer(ctx, a.partner))
				return invalid('root.error.unknownPlayer');
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			if (ctx.players[state.turn]?.id !== a.player)
				return invalid('root.error.dominanceOwnTurn', { player: nameOf(ctx, a.player) });
			const f = factionOf(ctx, a.player);
			if (f === null || !isVagabond(f))
				return invalid('root.error.coalitionVagabondOnly', { player: nameOf(ctx, a.player) });
			const partnerFaction = factionOf(ctx, a.partner);
			// Law of Root 9.2.8 (not in the supplied text): «a coalition with the player with the
			// fewest victory points other than you… not another Vagabond».
			if (a.partner === a.player || partnerFaction === null || isVagabond(partnerFaction))
				return invalid('root.error.coalitionPartner');
			const why = dominanceRefusal(state, a.player, a.suit, ctx);
			if (why) return why;
			const fewest = Math.min(
				...ctx.players
					.filter((p) => p.id !== a.player && !hasDominance(state, p.id))
					.map((p) => state.vp[p.id] ?? 0)
			);
			if ((state.vp[a.partner] ?? 0) !== fewest)
				return invalid('root.error.coalitionFewest', { player: nameOf(ctx, a.partner), n: fewest });
			return {
				...state,
				dominance: [...state.dominance, { player: a.player, suit: a.suit, partner: a.partner }]
			};
		},
		describe: (a, _b, ctx) => ({
			key: 'root.log.coalition',
			values: {
				player: nameOf(ctx, a.player),
				partner: nameOf(ctx, a.partner),
				suit: a.suit
			}
		})
	}),
	dominanceWin: liveMove<{ type: 'dominanceWin'; player: string }>({
		schema: schema('dominanceWin', { player: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			const d = state.dominance.find((x) => x.player === a.player);
			if (!d || d.partner !== undefined)
				return invalid('root.error.noDominance', { player: nameOf(ctx, a.player) });
			return { ...state, finished: true, winners: withCoalition(state, a.player) };
		},
		describe: (a, _b, ctx) => ({
			key: 'root.log.dominanceWin',
			values: { player: nameOf(ctx, a.player) }
		})
	}),
	endTurn: liveMove<{ type: 'endTurn' }>({
		schema: schema('endTurn', {}),
		apply(state, _a, ctx) {
			const { turn, roundCompleted } = nextTurn(state.turn, firstSeat(ctx), ctx.players.length);
			const lizards = state.lizards && {
				...state.lizards,
				scoredThisTurn: [],
				dawnDone: false,
				daylightBegun: false
			};
			const riverfolk = state.riverfolk && {
				...state.riverfolk,
				daylight: [],
				servicesBought: {},
				dawnDone: false
			};
			return {
				...state,
				turn,
				lizards,
				riverfolk,
				round: roundCompleted ? state.round + 1 : state.round,
				history: roundCompleted
					? [...state.history, { round: state.round, scores: { ...state.vp } }]
					: state.history
			};
		},
		describe(_a, before, ctx) {
			const { turn } = nextTurn(before.turn, firstSeat(ctx), ctx.players.length);
			return {
				key: 'root.log.endTurn',
				values: {
					player: ctx.players[before.turn]?.name ?? '',
					next: ctx.players[turn]?.name ?? ''
				}
			};
		}
	})
};
