/**
 * Whose turn it is and whether its faction's Dawn is still to come. Which faction's moves wait
 * for its own turn and its Dawn is phase data (phases.ts).
 */
import type { FactionId } from './data';
import { seatFactions, type Ctx, type LiveState } from './model';

/** The faction whose turn it is. */
export function actingFaction(state: LiveState, ctx: Ctx): FactionId | null {
	return seatFactions(state, ctx)[state.turn] ?? null;
}

/** The player whose turn it is. */
export function actingPlayer(state: LiveState, ctx: Ctx): string | null {
	return ctx.players[state.turn]?.id ?? null;
}

/** Before the Cult's first Dawn with no garden yet: its start garden is being placed. */
export function isCultSetup(state: LiveState): boolean {
	const lc = state.lizards;
	return (
		lc !== null && lc.dawns === 0 && lc.gardens.fox + lc.gardens.rabbit + lc.gardens.mouse === 0
	);
}

/** Before every service has its starting price (11.3.5). */
export function isCompanySetup(state: LiveState): boolean {
	const rf = state.riverfolk;
	return rf !== null && Object.values(rf.prices).some((p) => p === 0);
}

/** The acting faction's Dawn that must be resolved before the rest of its turn, if any. */
export function dawnPending(state: LiveState, ctx: Ctx): 'lizards' | 'riverfolk' | null {
	const acting = actingFaction(state, ctx);
	if (acting === 'lizards' && state.lizards && !state.lizards.dawnDone) return 'lizards';
	if (acting === 'riverfolk' && state.riverfolk && !state.riverfolk.dawnDone) return 'riverfolk';
	return null;
}
