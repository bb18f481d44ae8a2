/**
 * Whose turn it is and the order of a turn's steps: each faction acts on its own
 * turn, its Dawn (Alba) first; what the rules put on other turns stays open.
 */
import { invalid, type GameAction, type Invalid } from '../core/types';
import type { FactionId } from './data';
import { nameOf, seatFactions, type Ctx, type LiveState } from './model';

/** The faction whose turn it is. */
export function actingFaction(state: LiveState, ctx: Ctx): FactionId | null {
	return seatFactions(state, ctx)[state.turn] ?? null;
}

/** The player whose turn it is. */
export function actingPlayer(state: LiveState, ctx: Ctx): string | null {
	return ctx.players[state.turn]?.id ?? null;
}

/**
 * Moves the rules put on any turn: cards to the Lost Souls (10.2.6 «Cuando una carta sea
 * gastada o descartada»), Revenge (10.2.3), a garden or trade post removed by an enemy
 * (10.2.5, 11.2.5), the table's corrections, and the Outcast chosen at setup (10.3.3).
 */
const ANY_TURN: ReadonlySet<string> = new Set([
	'vp',
	'dominanceWin',
	'endTurn',
	'lcLostSoul',
	'lcLostSoulRemoved',
	'lcRevenge',
	'lcGardenRemoved',
	'lcAdjustAcolytes',
	'lcChooseOutcast',
	'rfTradePostRemoved',
	'rfAdjust',
	'rfBuy',
	'setFaction'
]);

/** The faction that owns a move played on its own turn (null: the table's shared moves). */
function ownerOf(type: string): FactionId | null {
	if (type.startsWith('lc')) return 'lizards';
	if (type.startsWith('rf')) return 'riverfolk';
	return null;
}

/** Refuses a move that is not the acting faction's (checked before every move). */
export function checkTurn(state: LiveState, action: GameAction, ctx: Ctx): Invalid | null {
	if (ANY_TURN.has(action.type)) return null;
	const acting = actingFaction(state, ctx);
	const turnOf = { player: nameOf(ctx, actingPlayer(state, ctx) ?? '') };
	// Setup (10.3.2 the start garden, 11.3.5 «Precios iniciales») happens before the first turn.
	if (action.type === 'lcBuild' && isCultSetup(state)) return null;
	if (action.type === 'rfSetPrice' && isCompanySetup(state)) return null;
	if (action.type === 'dominance') return null; // checked by the move (its player's own turn)
	const owner = ownerOf(action.type);
	const inPlay = owner === 'lizards' ? state.lizards : state.riverfolk;
	if (owner !== null && inPlay !== null && owner !== acting)
		return invalid(
			owner === 'lizards' ? 'root.error.notCultTurn' : 'root.error.notCompanyTurn',
			turnOf
		);
	return null;
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

/** Cult moves that come after its Dawn: 10.4 «Ajustar el Paria» → «Descartar Almas Perdidas» → «Realizar Conspiraciones», then Daylight and Evening. */
const AFTER_CULT_DAWN: ReadonlySet<string> = new Set([
	'lcConspiracy',
	'lcBuild',
	'lcScore',
	'lcSacrifice'
]);
/** Company moves that come after its Dawn (11.4 before 11.5 Día and 11.6 Noche). */
const AFTER_COMPANY_DAWN: ReadonlySet<string> = new Set([
	'rfAction',
	'rfCraft',
	'rfExport',
	'rfTradePost',
	'rfSetPrice'
]);

/**
 * Refuses a step taken before the acting faction's Dawn, or a turn ended without its Dawn (the
 * steps after a Dawn are phases: phases.ts).
 */
export function checkOrder(state: LiveState, action: GameAction, ctx: Ctx): Invalid | null {
	const player = { player: nameOf(ctx, actingPlayer(state, ctx) ?? '') };
	const lc = state.lizards;
	const rf = state.riverfolk;
	if (AFTER_CULT_DAWN.has(action.type) && lc && !lc.dawnDone) {
		if (action.type === 'lcBuild' && isCultSetup(state)) return null;
		return invalid('root.error.cultDawnFirst', player);
	}
	if (AFTER_COMPANY_DAWN.has(action.type) && rf && !rf.dawnDone) {
		if (action.type === 'rfSetPrice' && isCompanySetup(state)) return null;
		return invalid('root.error.companyDawnFirst', player);
	}
	// Ending a turn with its Dawn unresolved would skip the Lost Souls discard or the funds.
	if (action.type === 'endTurn') {
		const pending = dawnPending(state, ctx);
		if (pending) return invalid('root.error.dawnPending', { ...player, faction: pending });
	}
	return null;
}
