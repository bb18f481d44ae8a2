/** Moves every faction shares: victory points, dominance and the end of a turn. */
import { invalid } from '../core/types';
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
	schema
} from './model';
import { addVp, isCardSuit, isVagabond, nextTurn } from './rules';

/** Law of Root 3.3.1 (not in the supplied §10–§11 text): activate dominance in your Daylight with at least 10 VP. */
export const DOMINANCE_MIN_VP = 10;
import { isPlayer } from '../core/checks';

/** A signed change as ICU-friendly values: direction and size. */
export function signed(delta: number): { dir: 'gain' | 'loss'; amount: number } {
	return { dir: delta < 0 ? 'loss' : 'gain', amount: Math.abs(delta) };
}

export const tableMoves = {
	vp: liveMove<{ type: 'vp'; player: string; delta: number }>({
		schema: schema('vp', { player: S.str, delta: S.num }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
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
				total: (before.vp[a.player] ?? 0) + a.delta
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
			if (hasDominance(state, a.player))
				return invalid('root.error.dominanceActive', { player: nameOf(ctx, a.player) });
			const holder = state.dominance.find((d) => d.suit === a.suit);
			if (holder)
				return invalid('root.error.dominanceTaken', {
					suit: a.suit,
					player: nameOf(ctx, holder.player)
				});
			if ((state.vp[a.player] ?? 0) < DOMINANCE_MIN_VP)
				return invalid('root.error.dominanceNeedsVp', { n: DOMINANCE_MIN_VP });
			return { ...state, dominance: [...state.dominance, { player: a.player, suit: a.suit }] };
		},
		describe: (a, _b, ctx) => ({
			key: 'root.log.dominance',
			values: { player: nameOf(ctx, a.player), suit: a.suit }
		})
	}),
	dominanceWin: liveMove<{ type: 'dominanceWin'; player: string }>({
		schema: schema('dominanceWin', { player: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			if (!hasDominance(state, a.player))
				return invalid('root.error.noDominance', { player: nameOf(ctx, a.player) });
			return { ...state, finished: true, winners: [a.player] };
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
			const lizards = state.lizards && { ...state.lizards, scoredThisTurn: [], dawnDone: false };
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
