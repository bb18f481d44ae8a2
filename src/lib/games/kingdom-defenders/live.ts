/**
 * The live companion of Kingdom Defenders: the flow the platform drives. The moves are
 * declared in live-moves.ts; their rules live by phase (live-setup, live-round, live-horde,
 * live-zone-b, live-final) over the shapes of live-types.ts and the helpers of live-state.ts.
 */
import { hasOwn, playerName } from '../core/checks';
import { defineFlow } from '../core/define';
import { glanceOf } from '../core/phases';
import { invalid } from '../core/types';
import type {
	Flow,
	GameAction,
	Glance,
	Invalid,
	SessionContext,
	SessionSummary
} from '../core/types';
import type { KdOptions } from './options';
import { decidedOf, finalBreakdown, placesOf } from './scoring';
import type { LiveAction, LiveState } from './live-types';
import { fameScores } from './live-state';
import { initLive } from './live-setup';
import { scoreFinal } from './live-final';
import { moves } from './live-moves';
import { livePhases } from './live-phases';
import { unrecorded } from './live-round';

export * from './live-types';
export { noRelics } from './live-state';
export { drawLiveSetup } from './live-setup';
export { favourDiceToExclude, favourRest, followingPhase, unrecorded } from './live-round';
export { INCOME_FIELDS } from './live-zone-b';
export { defendedTwice, relicsOf, trackedMultipliers } from './live-final';
export type { KdOptions } from './options';

type S = LiveState;
type O = KdOptions;
type Ctx = SessionContext<O>;

/** Moves that concern one player. */
const PLAYER_MOVES = [
	'favourPick',
	'supplyCamp',
	'adjust',
	'adjustRelic',
	'startingResources',
	'income',
	'failAdventure',
	'completeAdventure',
	'completeGesta'
];

/** A move naming a player names one at this table (the phase is checked by core first). */
function guard(s: S, a: GameAction): Invalid | null {
	const who = (a as { player?: unknown }).player;
	if (PLAYER_MOVES.includes(a.type) && !(typeof who === 'string' && hasOwn(s.players, who)))
		return invalid('kingdom-defenders.error.unknownPlayer');
	return null;
}

/** A correction after the final re-scores it, so the result and the winners follow. */
function settle(s: S, ctx: Ctx): S {
	return s.finalInputs ? { ...s, final: scoreFinal(s, ctx, s.finalInputs) } : s;
}

function summarizeLive(s: S, ctx: Ctx): SessionSummary {
	const figures = {
		hordesBeaten: s.hordeVictoryRounds.length,
		citiesLost: s.ended === 'cityFell' ? 1 : 0
	};
	// Who starts is the turn order in play (a setup redrawn at the table changes it).
	const first = ctx.players.findIndex((p) => p.id === s.turnOrder[0]);
	const startSeat = first >= 0 ? { startSeat: first } : {};
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final.results) scores[r.id] = r.total;
		return {
			round: s.round,
			finished: true,
			scores,
			winners: s.final.winners,
			places: placesOf(s.final.results),
			...decidedOf(s.final.results, s.final.players, (id) => playerName(ctx, id)),
			figures,
			...startSeat
		};
	}
	return {
		round: s.round,
		finished: false,
		scores: fameScores(s),
		winners: [],
		figures,
		...startSeat
	};
}

/**
 * The top bar: the step, and whose turn when the step is played one player at a time. The
 * King's favour: «tendrá preferencia el jugador peor posicionado», the next pick in its order
 * (also when resources are not tracked and picks are not enforced). Zone B: «El jugador en la
 * posición "1" del orden de turno activa… Cuando termine, el siguiente jugador»: the player
 * recording now, the first in turn order until someone records.
 */
export function glance(s: S, ctx: SessionContext<O>): Glance {
	const g = glanceOf(livePhases, s, ctx);
	if (s.phase === 'favour' && s.favour) return { ...g, turn: unrecorded(s.favour)[0] ?? null };
	if (s.phase === 'zoneB') return { ...g, turn: s.zoneBBy ?? s.turnOrder[0] ?? null };
	return g;
}

export const live: Flow<LiveState, LiveAction, KdOptions> = defineFlow<S, O, LiveAction>({
	init: initLive,
	moves,
	phases: livePhases,
	glance,
	breakdown: (s) => (s.final ? finalBreakdown(s.final.results) : null),
	guard,
	settle,
	summarize: summarizeLive,
	scoreHistory: (s) => s.history
});
