/**
 * Root live flow: the table tracker and the Lizard Cult and Riverfolk Company assistants,
 * declared move by move (core/define). State shape and shared helpers: model.ts.
 */
import { playerName } from '../core/checks';
import { defineFlow } from '../core/define';
import { type Flow, type MessageRef, type SessionSummary } from '../core/types';
import {
	initLive,
	seatFactions,
	shownVp,
	type Ctx,
	type LiveAction,
	type LiveState
} from './model';
import { lizardMoves } from './moves-lizards';
import { riverfolkMoves } from './moves-riverfolk';
import { tableMoves } from './moves-table';
import type { Options } from './options';
import { livePhases } from './phases';
import { placesOf } from './scoring';

export * from './model';

/** Statistics across plays: the faction each player had. */
function figures(state: LiveState, ctx: Ctx): Record<string, unknown> {
	const factions = seatFactions(state, ctx);
	return { factionOf: Object.fromEntries(ctx.players.map((p, i) => [p.id, factions[i] ?? null])) };
}

export function summarizeLive(state: LiveState, ctx: Ctx): SessionSummary {
	return {
		round: state.round,
		finished: state.finished,
		// A coalition's Vagabond scores as its partner (its own marker is off the track).
		scores: shownVp(state),
		winners: [...state.winners],
		// The game's own winner first (a dominance card beats more VP; a coalition shares).
		...(state.finished && state.winners.length > 0 && { places: livePlaces(state, ctx) }),
		...(state.finished && decided(state, ctx)),
		figures: figures(state, ctx)
	};
}

/**
 * What settled a finished game when points alone do not say it, for the shared result: a
 * dominance card that held (Law of Root 3.3), or a Vagabond winning in coalition (9.2.8).
 */
export function decided(state: LiveState, ctx: Ctx): { decidedBy?: MessageRef } {
	const partnered = (id: string) => state.dominance.some((d) => d.player === id && d.partner);
	const main = state.winners.find((w) => !partnered(w));
	if (main === undefined) return {};
	const winner = playerName(ctx, main);
	const card = state.dominance.find((d) => d.player === main && !d.partner);
	if (card)
		return { decidedBy: { key: 'root.decided.dominance', values: { winner, suit: card.suit } } };
	const partners = state.winners.filter(partnered).map((id) => playerName(ctx, id));
	if (partners.length === 0) return {};
	return {
		decidedBy: { key: 'root.decided.coalition', values: { winner, partners: partners.join(', ') } }
	};
}

/** A finished game's order: its winners, then the others by VP (see placesOf). */
export function livePlaces(state: LiveState, ctx: Ctx): string[][] {
	const coalitions = Object.fromEntries(
		state.dominance.flatMap((d) => (d.partner ? [[d.player, d.partner]] : []))
	);
	return placesOf({
		players: ctx.players.map((p) => ({ id: p.id, vp: shownVp(state)[p.id] ?? 0 })),
		winners: state.winners,
		coalitions
	});
}

/**
 * The flow: its phases refuse what their step does not allow, a faction's move off its turn and
 * a turn ended before its Dawn, and give the top bar's glance.
 */
export const live: Flow<LiveState, LiveAction, Options> = defineFlow<
	LiveState,
	Options,
	LiveAction
>({
	init: initLive,
	moves: { ...tableMoves, ...lizardMoves, ...riverfolkMoves },
	phases: livePhases,
	summarize: summarizeLive,
	scoreHistory(state) {
		const points = state.history.map((h) => ({ round: h.round, scores: { ...h.scores } }));
		// A game that ends mid-round still shows its final scores.
		if (state.finished && !points.some((p) => p.round === state.round))
			points.push({ round: state.round, scores: shownVp(state) });
		return points;
	}
});
