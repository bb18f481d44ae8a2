/**
 * Root's phases as data (core/phases): the step a state is in, the moves it allows and what the
 * top bar shows. A phase is read from the state alone (core's `of` has no context): the Cult's
 * and the Company's steps after their Dawn are marked on their boards and only happen on their
 * own turns; whose turn a Dawn still pending belongs to needs the seats, so that order is checked
 * in `turn.ts` (with the player's name in the refusal).
 */
import { phases, type PhaseDef } from '../core/phases';
import { seatFactions, type Ctx, type LiveAction, type LiveState } from './model';
import type { Options } from './options';
import { actingPlayer } from './turn';
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

/** What every phase in play shows: the acting faction's step, whose turn, its rules at hand. */
const shown = {
	turn: (s: LiveState, ctx: Ctx) => actingPlayer(s, ctx),
	label: (s: LiveState, ctx: Ctx) => ({
		key: 'root.glance',
		values: { faction: seatFactions(s, ctx)[s.turn] ?? 'marquise', phase: stepOf(s, ctx) }
	}),
	rules: (s: LiveState, ctx: Ctx) => stepRules(stepOf(s, ctx), s, ctx)
} satisfies Partial<Def>;

/** Any phase in play may end the game (30 VP, a dominance) or a correction may reopen setup. */
const ANYWHERE = ['finished', 'setup'];

export type RootPhaseId =
	| 'finished'
	| 'setup'
	| 'cultBirdsong'
	| 'cultDaylight'
	| 'companyDaylight'
	| 'companyEvening'
	| 'turn';

export const livePhases = phases<LiveState, Options>({
	of(state): RootPhaseId {
		const lc = state.lizards;
		const rf = state.riverfolk;
		if (state.finished) return 'finished';
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
			next: ['finished', 'turn', 'cultBirdsong', 'cultDaylight', 'companyDaylight']
		},
		// A faction's turn with no step tracked, or the Cult's or the Company's before its Dawn.
		turn: {
			...shown,
			moves: 'any',
			next: [...ANYWHERE, 'turn', 'cultBirdsong', 'companyDaylight']
		},
		// 10.4.3 «Realizar Conspiraciones» after the Dawn, before 10.5 DÍA.
		cultBirdsong: { ...shown, moves: 'any', next: [...ANYWHERE, 'turn', 'cultDaylight'] },
		// 10.4 ALBA comes before 10.5 DÍA: once a ritual is done, no more conspiracies.
		cultDaylight: {
			...shown,
			moves: allBut(['lcConspiracy']),
			next: [...ANYWHERE, 'turn'],
			refuse: 'root.error.birdsongOver'
		},
		companyDaylight: { ...shown, moves: 'any', next: [...ANYWHERE, 'turn', 'companyEvening'] },
		// 11.6 NOCHE «11.6.2 Establecer Costes» comes after 11.5 DÍA: once a price is set in its
		// Evening, Move, Battle, Craft, Export and the Trade Post wait for its next turn.
		companyEvening: {
			...shown,
			moves: allBut(COMPANY_DAYLIGHT),
			next: [...ANYWHERE, 'turn'],
			refuse: 'root.error.companyEveningBegun'
		}
	}
});
