/**
 * Phases and turn order as data, in the spirit of boardgame.io's phases: a game declares which
 * phase a state is in, and for each phase the moves it allows, whose turn it is, what the bar
 * calls it, its rules at hand and the phases that may follow. Core's `defineFlow` refuses a move
 * the phase does not allow, or a player's move out of turn, before the game's own `guard`, and
 * builds the top bar's glance from the same declaration — one answer for "whose turn".
 */
import { playerName } from './checks';
import { invalid } from './types';
import type { GameAction, Glance, Invalid, MessageRef, SessionContext, StepRules } from './types';

export interface PhaseDef<S, O> {
	/** The moves this phase allows (besides the declaration's `always`); `'any'` allows all. */
	readonly moves: readonly string[] | 'any';
	/** The phases a move may lead to from this one (tests replay logs against it). */
	readonly next: readonly string[];
	/** Whose turn it is: a player id, or null while the table acts together. */
	turn?(state: S, ctx: SessionContext<O>): string | null;
	/** Moves only the player whose turn it is makes (who makes one: `actor`). */
	readonly turnMoves?: readonly string[];
	/**
	 * Who makes a turn move: a player id, or null where the move is nobody's in particular and
	 * no turn is checked (default: the move's `player`). A faction's move names no player, so
	 * its actor is the seat that plays the faction.
	 */
	actor?(action: GameAction, state: S, ctx: SessionContext<O>): string | null;
	/** The game's own words for a move out of turn, given `{player}` (default `error.notYourTurn`). */
	refuseTurn?(action: GameAction, state: S, ctx: SessionContext<O>): string;
	/** The phase's name on the top bar (null: the bar shows the round only). */
	label?(state: S, ctx: SessionContext<O>): MessageRef | null;
	/** The step's rules at hand (the «?» beside its title). */
	rules?(state: S, ctx: SessionContext<O>): StepRules | null;
	/** The game's own words for a move this phase does not allow (default `error.wrongPhase`). */
	readonly refuse?: string;
	/** The refusal itself, instead of `refuse`, where it names who or what the move waits for. */
	refusal?(action: GameAction, state: S, ctx: SessionContext<O>): MessageRef;
}

export interface Phases<S, O> {
	/** The phase a state is in: a key of `list` (the seats are known: a turn may depend on them). */
	of(state: S, ctx: SessionContext<O>): string;
	readonly list: Readonly<Record<string, PhaseDef<S, O>>>;
	/** Moves every phase allows (corrections, a final score entered at any time). */
	readonly always?: readonly string[];
}

/** Declares a game's phases; the helper only fixes the types. */
export function phases<S, O>(p: Phases<S, O>): Phases<S, O> {
	return p;
}

/** The phase a state is in, or null where the declaration does not know it (a bug: tests check). */
export function phaseOf<S, O>(
	p: Phases<S, O>,
	state: S,
	ctx: SessionContext<O>
): PhaseDef<S, O> | null {
	const id = p.of(state, ctx);
	return Object.prototype.hasOwnProperty.call(p.list, id) ? p.list[id]! : null;
}

/** Whether the phase `state` is in allows a move of this type (no other check). */
export function allows<S, O>(
	p: Phases<S, O>,
	state: S,
	type: string,
	ctx: SessionContext<O>
): boolean {
	if (p.always?.includes(type)) return true;
	const def = phaseOf(p, state, ctx);
	return def !== null && (def.moves === 'any' || def.moves.includes(type));
}

/** The refusal of a move its phase does not allow or a player's move out of turn, else null. */
export function checkPhase<S, O>(
	p: Phases<S, O>,
	state: S,
	action: GameAction,
	ctx: SessionContext<O>
): Invalid | null {
	const def = phaseOf(p, state, ctx);
	if (!def) return invalid('error.internal');
	if (!allows(p, state, action.type, ctx)) {
		const why = def.refusal?.(action, state, ctx) ?? { key: def.refuse ?? 'error.wrongPhase' };
		return invalid(why.key, why.values);
	}
	if (def.turnMoves?.includes(action.type) && def.turn) {
		const turn = def.turn(state, ctx);
		const who = def.actor ? def.actor(action, state, ctx) : (action as { player?: unknown }).player;
		if (turn !== null && who !== null && who !== turn)
			return invalid(def.refuseTurn?.(action, state, ctx) ?? 'error.notYourTurn', {
				player: playerName(ctx, turn)
			});
	}
	return null;
}

/** The top bar's line read from the declaration: the phase's label, whose turn, its rules. */
export function glanceOf<S, O>(p: Phases<S, O>, state: S, ctx: SessionContext<O>): Glance {
	const def = phaseOf(p, state, ctx);
	if (!def) return { phase: null, turn: null };
	return {
		phase: def.label?.(state, ctx) ?? null,
		turn: def.turn?.(state, ctx) ?? null,
		rules: def.rules?.(state, ctx) ?? null
	};
}

/** The seats in play order starting from `first` (a player id; seat 1 when unknown). */
export function seatOrder(ctx: SessionContext<unknown>, first?: string | null): string[] {
	const ids = ctx.players.map((p) => p.id);
	const start = Math.max(0, first ? ids.indexOf(first) : 0);
	return [...ids.slice(start), ...ids.slice(0, start)];
}

/** The player after `id` in seat order (clockwise), wrapping round. */
export function nextSeat(ctx: SessionContext<unknown>, id: string): string {
	const ids = ctx.players.map((p) => p.id);
	const i = ids.indexOf(id);
	return ids[(i + 1) % ids.length]!;
}
