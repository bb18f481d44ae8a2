/** Moves every faction shares: victory points, dominance and the end of a turn. */
import { invalid, type Invalid } from '../core/types';
import type { CardSuit, FactionId } from './data';
import {
	S,
	factionOf,
	freshCompany,
	freshCult,
	seatFactions,
	nextTurn,
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
import { addVp, checkFactions, isCardSuit, isFactionId, isVagabond } from './rules';

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
	const acting = factionOf(ctx, player, state);
	if (
		(acting === 'lizards' && state.lizards && !state.lizards.dawnDone) ||
		(acting === 'riverfolk' && state.riverfolk && !state.riverfolk.dawnDone)
	)
		return invalid('root.error.dominanceDaylight', { player: nameOf(ctx, player) });
	if ((state.vp[player] ?? 0) < DOMINANCE_MIN_VP)
		return invalid('root.error.dominanceNeedsVp', { n: DOMINANCE_MIN_VP });
	return null;
}

/** Same JSON, key order aside: a board the app has recorded nothing on since setup. */
function untouched(board: object | null, fresh: object | null): boolean {
	const norm = (x: unknown): unknown =>
		x && typeof x === 'object' && !Array.isArray(x)
			? Object.fromEntries(
					Object.entries(x)
						.sort(([a], [b]) => a.localeCompare(b))
						.map(([k, v]) => [k, norm(v)])
				)
			: x;
	return JSON.stringify(norm(board)) === JSON.stringify(norm(fresh));
}

/**
 * Why the seat of `player` cannot be corrected to `faction` now, or null. A table that picked a
 * faction wrong corrects it (not a rule of the Law: a correction of the setup, 10.3/11.3 «Preparar»):
 * any time before the end; the seats still make a legal table (no faction twice, the second
 * Vagabond only with the first); the seat's VP stay (they are the player's); refused while the
 * seat has a dominance card or a coalition out (played as its faction, Law 3.3, 9.2.8) and while the
 * Cult's or the Company's board has anything recorded when that faction would leave its seat
 * (its Lost Souls, funds, prices... belong to that board: undo them first).
 */
export function setFactionRefusal(
	state: LiveState,
	player: string,
	faction: FactionId,
	ctx: Ctx
): Invalid | null {
	const seat = ctx.players.findIndex((p) => p.id === player);
	if (seat < 0) return invalid('root.error.unknownPlayer');
	if (!isFactionId(faction)) return invalid('root.error.setFaction.unknown');
	const now = seatFactions(state, ctx);
	if (now[seat] === faction)
		return invalid('root.error.setFaction.same', { player: nameOf(ctx, player), faction });
	const next = [...now];
	next[seat] = faction;
	const bad = checkFactions(next, ctx.players.length);
	if (bad) return invalid(bad.key, bad.values);
	if (hasDominance(state, player))
		return invalid('root.error.setFaction.dominance', { player: nameOf(ctx, player) });
	const leaving = now[seat]!;
	if (leaving === 'lizards' && !untouched(state.lizards, freshCult(player)))
		return invalid('root.error.setFaction.recorded', { faction: leaving });
	if (leaving === 'riverfolk' && !untouched(state.riverfolk, freshCompany(player)))
		return invalid('root.error.setFaction.recorded', { faction: leaving });
	return null;
}

export const tableMoves = {
	setFaction: liveMove<{ type: 'setFaction'; player: string; faction: FactionId }>({
		schema: schema('setFaction', { player: S.str, faction: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			const why = setFactionRefusal(state, a.player, a.faction, ctx);
			if (why) return why;
			const seat = ctx.players.findIndex((p) => p.id === a.player);
			const factions = [...seatFactions(state, ctx)];
			const leaving = factions[seat];
			factions[seat] = a.faction;
			// The Cult's or the Company's board comes in fresh with its faction, or leaves with it.
			const lizards =
				a.faction === 'lizards'
					? freshCult(a.player)
					: leaving === 'lizards'
						? null
						: state.lizards;
			const riverfolk =
				a.faction === 'riverfolk'
					? freshCompany(a.player)
					: leaving === 'riverfolk'
						? null
						: state.riverfolk;
			return { ...state, factions, lizards, riverfolk };
		},
		describe: (a, before, ctx) => ({
			key: 'root.log.setFaction',
			values: {
				player: nameOf(ctx, a.player),
				from: factionOf(ctx, a.player, before) ?? 'marquise',
				faction: a.faction
			}
		})
	}),
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
		}),
		explain: (a, before, after, ctx) =>
			import('./explain').then((m) => m.explainVp(a, before, after, ctx))
	}),
	dominance: liveMove<{ type: 'dominance'; player: string; suit: CardSuit }>({
		schema: schema('dominance', { player: S.str, suit: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player)) return invalid('root.error.unknownPlayer');
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			// Law of Root 3.3.1: a dominance card is activated in your own Daylight, with at least 10 VP.
			if (ctx.players[state.turn]?.id !== a.player)
				return invalid('root.error.dominanceOwnTurn', { player: nameOf(ctx, a.player) });
			const f = factionOf(ctx, a.player, state);
			// Law of Root 9.2.8: the Vagabond forms a coalition with the player with fewest VP.
			if (f !== null && isVagabond(f)) return invalid('root.error.vagabondCoalition');
			const why = dominanceRefusal(state, a.player, a.suit, ctx);
			if (why) return why;
			return { ...state, dominance: [...state.dominance, { player: a.player, suit: a.suit }] };
		},
		describe: (a, _b, ctx) => ({
			key: 'root.log.dominance',
			values: { player: nameOf(ctx, a.player), suit: a.suit }
		}),
		explain: (a, before, after, ctx) =>
			import('./explain').then((m) => m.explainDominance(a, before, after, ctx))
	}),
	coalition: liveMove<{ type: 'coalition'; player: string; suit: CardSuit; partner: string }>({
		schema: schema('coalition', { player: S.str, suit: S.str, partner: S.str }),
		apply(state, a, ctx) {
			if (!isPlayer(ctx, a.player) || !isPlayer(ctx, a.partner))
				return invalid('root.error.unknownPlayer');
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			if (ctx.players[state.turn]?.id !== a.player)
				return invalid('root.error.dominanceOwnTurn', { player: nameOf(ctx, a.player) });
			const f = factionOf(ctx, a.player, state);
			if (f === null || !isVagabond(f))
				return invalid('root.error.coalitionVagabondOnly', { player: nameOf(ctx, a.player) });
			const partnerFaction = factionOf(ctx, a.partner, state);
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
		}),
		explain: (a, before, after, ctx) =>
			import('./explain').then((m) => m.explainCoalition(a, before, after, ctx))
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
		}),
		explain: (a, before, after, ctx) =>
			import('./explain').then((m) => m.explainDominanceWin(a, before, after, ctx))
	}),
	endTurn: liveMove<{ type: 'endTurn' }>({
		schema: schema('endTurn', {}),
		apply(state, _a, ctx) {
			const { turn, roundCompleted } = nextTurn(state.turn, ctx);
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
				dawnDone: false,
				eveningBegun: false
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
			const { turn } = nextTurn(before.turn, ctx);
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
