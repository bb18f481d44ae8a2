/**
 * What Root's screens ask the game: whose turn it is, what a move would get now (a dry run of
 * the live flow), so no screen repeats a rule.
 */
import { refusal } from '../core/define';
import type { MessageRef } from '../core/types';
import type { FactionId } from './data';
import { live, type Ctx, type LiveAction, type LiveState } from './live';
import { setupOf } from './options';

export { actingFaction, actingPlayer, dawnPending } from './turn';

/** The faction at a seat, from the session's stored setup. */
export function factionAt(ctx: Ctx, seat: number): FactionId | undefined {
	return setupOf(ctx).factions[seat];
}

/** Why a move would be refused now, or null when it is legal. */
export function whyNot(state: LiveState, action: LiveAction, ctx: Ctx): MessageRef | null {
	return refusal(live, state, action, ctx);
}

/** Why the turn cannot end yet (its Dawn unresolved), or null. */
export function endTurnBlocked(state: LiveState, ctx: Ctx): MessageRef | null {
	return whyNot(state, { type: 'endTurn' }, ctx);
}
