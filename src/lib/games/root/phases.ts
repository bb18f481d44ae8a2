/**
 * Root's phases as data (core/phases), read with the seats: the step the acting faction is at,
 * the moves that step allows and whose turn it is. A faction's own moves are the turn moves of
 * every phase, made by the seat that plays the faction (10.4/11.4 on its own turn); the Cult's
 * and the Company's Dawn are phases of their own, so the steps after a Dawn are refused before it
 * with the game's words, and so is the end of a turn whose Dawn is still pending (naming the
 * faction and its player).
 */
import { phases, type PhaseDef } from '../core/phases';
import type { GameAction, MessageRef } from '../core/types';
import type { FactionId } from './data';
import { nameOf, playerOf, seatFactions, type Ctx, type LiveAction, type LiveState } from './model';
import type { Options } from './options';
import { actingFaction, actingPlayer, isCompanySetup, isCultSetup } from './turn';
import { needsSetup, phaseOf as stepOf } from './glance';
import { lizardMoves } from './moves-lizards';
import { riverfolkMoves } from './moves-riverfolk';
import { tableMoves } from './moves-table';
import { stepRules } from './step-rules';

type Def = PhaseDef<LiveState, Options>;
type MoveType = LiveAction['type'];

/** Every move of the live flow, for the phases that allow all but a few. */
const ALL = Object.keys({ ...tableMoves, ...lizardMoves, ...riverfolkMoves }) as MoveType[];
const allBut = (out: readonly MoveType[]) => ALL.filter((t) => !out.includes(t));

/** The Company's Daylight moves (11.5 DÍA): Move, Battle..., Craft, Export, a Trade Post. */
export const COMPANY_DAYLIGHT: readonly MoveType[] = [
	'rfAction',
	'rfCraft',
	'rfExport',
	'rfTradePost'
];

/**
 * Moves the rules put on any turn: cards to the Lost Souls (10.2.6 «Cuando una carta sea
 * gastada o descartada»), Revenge (10.2.3), a garden or trade post removed by an enemy
 * (10.2.5, 11.2.5), the table's corrections, the Outcast chosen at setup (10.3.3) and a
 * purchase of services, made on the buyer's turn (11.2.6).
 */
const ANY_TURN: readonly MoveType[] = [
	'lcLostSoul',
	'lcLostSoulRemoved',
	'lcRevenge',
	'lcGardenRemoved',
	'lcAdjustAcolytes',
	'lcChooseOutcast',
	'rfTradePostRemoved',
	'rfAdjust',
	'rfBuy'
];

/** The faction that owns a move played on its own turn (null: the table's shared moves). */
function ownerOf(type: string): FactionId | null {
	if (type.startsWith('lc')) return 'lizards';
	if (type.startsWith('rf')) return 'riverfolk';
	return null;
}

/** The Cult's and the Company's moves made on their own turn only. */
const OWN_TURN = ALL.filter((t) => ownerOf(t) !== null && !ANY_TURN.includes(t));

/**
 * Who makes a faction's move: the seat that plays it, or nobody in particular (null) when the
 * faction is not in play (the move refuses itself) or the move is a setup step taken before the
 * first turn (10.3.2 the start garden, 11.3.5 «Precios iniciales»).
 */
function actor(action: GameAction, state: LiveState, ctx: Ctx): string | null {
	const owner = ownerOf(action.type);
	if (owner === null || (owner === 'lizards' ? !state.lizards : !state.riverfolk)) return null;
	if (action.type === 'lcBuild' && isCultSetup(state)) return null;
	if (action.type === 'rfSetPrice' && isCompanySetup(state)) return null;
	return playerOf(ctx, owner, state);
}

/** What every phase in play shows and checks: the acting faction's step, whose turn, its rules. */
const shown = {
	turn: (s: LiveState, ctx: Ctx) => actingPlayer(s, ctx),
	turnMoves: OWN_TURN,
	actor,
	refuseTurn: (a: GameAction) =>
		ownerOf(a.type) === 'lizards' ? 'root.error.notCultTurn' : 'root.error.notCompanyTurn',
	label: (s: LiveState, ctx: Ctx) => ({
		key: 'root.glance',
		values: { faction: seatFactions(s, ctx)[s.turn] ?? 'marquise', phase: stepOf(s, ctx) }
	}),
	rules: (s: LiveState, ctx: Ctx) => stepRules(stepOf(s, ctx), s, ctx)
} satisfies Partial<Def>;

/** Any phase in play may end the game (30 VP, a dominance) or a correction may reopen setup. */
const ANYWHERE = ['finished', 'setup'];
/** Where the next seat's turn starts once a turn ends (a faction change may land on any). */
const TURN_STARTS = ['turn', 'cultGarden', 'cultDawn', 'companyPrices', 'companyDawn'];

/** Cult moves that come after its Dawn (10.4 ALBA before 10.5 DÍA): the conspiracies, the rituals. */
const AFTER_CULT_DAWN: readonly MoveType[] = ['lcConspiracy', 'lcBuild', 'lcScore', 'lcSacrifice'];
/** Company moves that come after its Dawn (11.4 ALBA before 11.5 DÍA and 11.6 NOCHE). */
const AFTER_COMPANY_DAWN: readonly MoveType[] = [...COMPANY_DAYLIGHT, 'rfSetPrice'];

/**
 * A faction's Dawn still to resolve: the steps after it wait, and so does the end of its turn,
 * which would skip the Lost Souls' discard or the funds (10.4, 11.4).
 */
const dawnFirst =
	(faction: 'lizards' | 'riverfolk') =>
	(a: GameAction, s: LiveState, ctx: Ctx): MessageRef => {
		const player = nameOf(ctx, actingPlayer(s, ctx) ?? '');
		if (a.type === 'endTurn') return { key: 'root.error.dawnPending', values: { player, faction } };
		return {
			key: faction === 'lizards' ? 'root.error.cultDawnFirst' : 'root.error.companyDawnFirst'
		};
	};

export type RootPhaseId =
	| 'finished'
	| 'setup'
	| 'cultGarden'
	| 'cultDawn'
	| 'cultBirdsong'
	| 'cultDaylight'
	| 'companyPrices'
	| 'companyDawn'
	| 'companyDaylight'
	| 'companyEvening'
	| 'turn';

export const livePhases = phases<LiveState, Options>({
	of(state, ctx): RootPhaseId {
		const lc = state.lizards;
		const rf = state.riverfolk;
		const acting = actingFaction(state, ctx);
		if (state.finished) return 'finished';
		if (acting === 'lizards' && lc && !lc.dawnDone)
			return isCultSetup(state) ? 'cultGarden' : 'cultDawn';
		if (acting === 'riverfolk' && rf && !rf.dawnDone)
			return isCompanySetup(state) ? 'companyPrices' : 'companyDawn';
		if (needsSetup(state)) return 'setup';
		if (lc?.daylightBegun) return 'cultDaylight';
		if (lc?.dawnDone) return 'cultBirdsong';
		if (rf?.eveningBegun) return 'companyEvening';
		if (rf?.dawnDone) return 'companyDaylight';
		return 'turn';
	},
	list: {
		// Any move after the end is refused until the table reopens the game to correct it.
		finished: { ...shown, turn: () => null, moves: [], next: [], refuse: 'root.error.finished' },
		// 10.3 and 11.3: the start garden, the Outcast and the starting prices; a first Dawn may
		// come before the last of them when the Company sets its prices after the Cult's turn.
		setup: {
			...shown,
			moves: 'any',
			next: ['finished', ...TURN_STARTS, 'cultBirdsong', 'cultDaylight', 'companyDaylight']
		},
		// A faction's turn with no step tracked.
		turn: {
			...shown,
			moves: 'any',
			next: [...ANYWHERE, ...TURN_STARTS, 'cultBirdsong', 'companyDaylight']
		},
		// 10.4 ALBA before the rest of the Cult's turn; its start garden (10.3.2) is still open.
		cultGarden: {
			...shown,
			moves: allBut([...AFTER_CULT_DAWN.filter((t) => t !== 'lcBuild'), 'endTurn']),
			next: [...ANYWHERE, 'turn', 'cultDawn', 'cultBirdsong'],
			refusal: dawnFirst('lizards')
		},
		// 10.4 ALBA «Ajustar el Paria», «Descartar Almas Perdidas» before the conspiracies and 10.5.
		cultDawn: {
			...shown,
			moves: allBut([...AFTER_CULT_DAWN, 'endTurn']),
			next: [...ANYWHERE, 'turn', 'cultGarden', 'cultBirdsong'],
			refusal: dawnFirst('lizards')
		},
		// 10.4.3 «Realizar Conspiraciones» after the Dawn, before 10.5 DÍA.
		cultBirdsong: { ...shown, moves: 'any', next: [...ANYWHERE, ...TURN_STARTS, 'cultDaylight'] },
		// 10.4 ALBA comes before 10.5 DÍA: once a ritual is done, no more conspiracies.
		cultDaylight: {
			...shown,
			moves: allBut(['lcConspiracy']),
			next: [...ANYWHERE, ...TURN_STARTS],
			refuse: 'root.error.birdsongOver'
		},
		// 11.4 ALBA before 11.5 DÍA; its starting prices (11.3.5) are still open.
		companyPrices: {
			...shown,
			moves: allBut([...COMPANY_DAYLIGHT, 'endTurn']),
			next: [...ANYWHERE, 'turn', 'companyDawn', 'companyDaylight'],
			refusal: dawnFirst('riverfolk')
		},
		// 11.4 ALBA «Proteccionismo», «Dividendos», «Fondos» before 11.5 DÍA and 11.6 NOCHE.
		companyDawn: {
			...shown,
			moves: allBut([...AFTER_COMPANY_DAWN, 'endTurn']),
			next: [...ANYWHERE, 'turn', 'companyPrices', 'companyDaylight'],
			refusal: dawnFirst('riverfolk')
		},
		companyDaylight: {
			...shown,
			moves: 'any',
			next: [...ANYWHERE, ...TURN_STARTS, 'companyEvening']
		},
		// 11.6 NOCHE «11.6.2 Establecer Costes» comes after 11.5 DÍA: once a price is set in its
		// Evening, Move, Battle, Craft, Export and the Trade Post wait for its next turn.
		companyEvening: {
			...shown,
			moves: allBut(COMPANY_DAYLIGHT),
			next: [...ANYWHERE, ...TURN_STARTS],
			refuse: 'root.error.companyEveningBegun'
		}
	}
});
