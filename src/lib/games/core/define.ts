/**
 * One way to declare a flow (the live companion or the quick scorer): a list of moves, each a
 * name, a valibot schema for the whole action, a pure `apply` and a `describe` for the log.
 *
 * Core parses every action at the boundary — a tap, a replayed log entry, an imported backup —
 * so `apply` only ever sees well-formed input. A malformed or unknown action becomes a
 * translated `invalid` reason; an exception inside a move (a bug) is caught and reported as
 * `error.internal`, which the fuzz test treats as a failure, so it never reaches a screen.
 */
import * as v from 'valibot';
import { hasOwn, isPlayer, isRecord, playerName } from './checks';
import { checkPhase, glanceOf, type Phases } from './phases';
import { invalid, isInvalid } from './types';
import type {
	Breakdown,
	Explanation,
	Flow,
	Glance,
	HiddenInput,
	GameAction,
	Invalid,
	MessageRef,
	QuickScorerSpec,
	ScorePoint,
	SessionContext,
	SessionSummary
} from './types';

export interface Move<S, O, A extends GameAction> {
	/** Validates the whole action object (including its `type`). */
	readonly schema: v.GenericSchema<unknown, A>;
	apply(state: S, action: A, ctx: SessionContext<O>): S | Invalid;
	describe(action: A, before: S, ctx: SessionContext<O>): MessageRef;
	/**
	 * Why it came out as it did (see `Flow.explain`), for a move that resolves something. May
	 * return a promise: `import('./explain').then(...)` keeps the explaining code in its own chunk.
	 */
	explain?(
		action: A,
		before: S,
		after: S,
		ctx: SessionContext<O>
	): Explanation | null | Promise<Explanation | null>;
}

/** Declares one move; the helper only fixes the types so `apply` sees the parsed action. */
export function move<S, O, A extends GameAction>(m: Move<S, O, A>): Move<S, O, A> {
	return m;
}

/** The log line of a move that names only its player: `{player}` in the message is their name. */
export const describePlayer =
	(key: string) =>
	(a: { player: string }, _before: unknown, ctx: SessionContext<unknown>): MessageRef => ({
		key,
		values: { player: playerName(ctx, a.player) }
	});

export interface FlowDeclaration<S, O> {
	init(ctx: SessionContext<O>): S;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	readonly moves: Readonly<Record<string, Move<S, O, any>>>;
	/** Checked before every move (e.g. "the game is finished"): a refusal, or null to go on. */
	guard?(state: S, action: GameAction, ctx: SessionContext<O>): Invalid | null;
	summarize(state: S, ctx: SessionContext<O>): SessionSummary;
	scoreHistory?(state: S, ctx: SessionContext<O>): ScorePoint[];
	breakdown?(state: S, ctx: SessionContext<O>): Breakdown | null;
	/**
	 * The game's phases (core/phases): core refuses a move its phase does not allow, or out of
	 * turn, before `guard`, and the bar's glance comes from them unless `glance` is given.
	 */
	readonly phases?: Phases<S, O>;
	/** The phase and whose turn it is, for the live bar (see `Flow.glance`). */
	glance?(state: S, ctx: SessionContext<O>): Glance;
	/** The secret choice the rules have players make at once (see `Flow.hidden`). */
	readonly hidden?: HiddenInput<S, O>;
	/**
	 * Derived fields recomputed after every accepted move (a final result that follows a
	 * correction): the one place a game keeps them in step, never a wrapper round `reduce`.
	 */
	settle?(state: S, ctx: SessionContext<O>): S;
	/** The game's own words for an action it does not know: its refusal and its log line. */
	readonly unknown?: { readonly refusal: string; readonly line: string };
	/**
	 * The game's own refusals of the raw input, in its words, before core parses it (a quick
	 * scorer that names the unknown field): null to go on.
	 */
	precheck?(state: S, raw: unknown, ctx: SessionContext<O>): Invalid | null;
	/**
	 * The game's own words for one of core's refusals (`error.badAction`, `scorer.outOfRange`...),
	 * given the action refused: its message, or the same one to keep core's words.
	 */
	refusal?(reason: MessageRef, action: unknown, ctx: SessionContext<O>): MessageRef;
	/** Refusal values that hold a player id: shown as the player's name. */
	readonly playerValues?: readonly string[];
	/** A quick scorer's fields and words (set by core/scorer's `defineScorer`). */
	readonly quick?: QuickScorerSpec<O>;
}

/** A refusal with the player ids it names shown as names. */
function named<O>(r: Invalid, keys: readonly string[], ctx: SessionContext<O>): Invalid {
	const values = r.reason.values;
	if (!values || !keys.some((k) => isPlayer(ctx, values[k]))) return r;
	const out: Record<string, string | number> = { ...values };
	for (const k of keys) if (isPlayer(ctx, out[k])) out[k] = playerName(ctx, out[k]);
	return invalid(r.reason.key, out);
}

/** The parsed action and its move, or why the raw input is not one. */
export function parseAction<S, O>(
	moves: FlowDeclaration<S, O>['moves'],
	raw: unknown
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
): { move: Move<S, O, any>; action: GameAction } | Invalid {
	if (!isRecord(raw) || typeof raw.type !== 'string' || !hasOwn(moves, raw.type))
		return invalid('error.unknownAction');
	const m = moves[raw.type]!;
	const parsed = v.safeParse(m.schema, raw);
	if (!parsed.success) return invalid('error.badAction');
	return { move: m, action: parsed.output };
}

/** Builds the Flow the platform drives from a declaration. */
export function defineFlow<S, O, A extends GameAction = GameAction>(
	decl: FlowDeclaration<S, O>
): Flow<S, A, O> {
	const apply = (state: S, raw: unknown, ctx: SessionContext<O>): S | Invalid => {
		const own = decl.precheck?.(state, raw, ctx);
		if (own) return own;
		const p = parseAction(decl.moves, raw);
		if (isInvalid(p))
			return decl.unknown && p.reason.key === 'error.unknownAction'
				? invalid(decl.unknown.refusal)
				: p;
		try {
			const refused =
				(decl.phases && checkPhase(decl.phases, state, p.action, ctx)) ??
				decl.guard?.(state, p.action, ctx);
			if (refused) return refused;
			const next = p.move.apply(state, p.action, ctx);
			return isInvalid(next) || !decl.settle ? next : decl.settle(next, ctx);
		} catch {
			return invalid('error.internal');
		}
	};
	const phases = decl.phases;
	return {
		init: decl.init,
		reduce(state, raw, ctx) {
			let r = apply(state, raw, ctx);
			if (!isInvalid(r)) return r;
			if (decl.refusal) r = { invalid: true, reason: decl.refusal(r.reason, raw, ctx) };
			return decl.playerValues ? named(r, decl.playerValues, ctx) : r;
		},
		describe(raw, before, ctx) {
			const p = parseAction(decl.moves, raw);
			if (isInvalid(p)) return { key: decl.unknown?.line ?? 'error.unknownAction' };
			try {
				return p.move.describe(p.action, before, ctx);
			} catch {
				return { key: 'error.internal' };
			}
		},
		async explain(raw, before, after, ctx) {
			const p = parseAction(decl.moves, raw);
			if (isInvalid(p) || !p.move.explain) return null;
			// An explanation that fails (a bug, an older log, its chunk not loading) is none.
			try {
				return await p.move.explain(p.action, before, after, ctx);
			} catch {
				return null;
			}
		},
		summarize: decl.summarize,
		scoreHistory: decl.scoreHistory,
		breakdown: decl.breakdown,
		glance: decl.glance ?? (phases && ((state, ctx) => glanceOf(phases, state, ctx))),
		hidden: decl.hidden,
		phases,
		quick: decl.quick,
		schemas: Object.fromEntries(Object.entries(decl.moves).map(([k, m]) => [k, m.schema]))
	};
}

/** Asks whether a move would be accepted now (a dry run): what screens enable buttons with. */
export function isLegal<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	state: S,
	action: A,
	ctx: SessionContext<O>
): boolean {
	return !isInvalid(flow.reduce(state, action, ctx));
}

/** The refusal a move would get now, or null when it is legal. */
export function refusal<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	state: S,
	action: A,
	ctx: SessionContext<O>
): MessageRef | null {
	const r = flow.reduce(state, action, ctx);
	return isInvalid(r) ? r.reason : null;
}
