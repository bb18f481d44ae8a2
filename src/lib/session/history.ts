/** The readable log of a session: one line per entry, with the round it happened in. */
import { timeline, type LogEntry } from '$lib/games/core/log';
import { migrateActions } from '$lib/games/core/replay';
import {
	isInvalid,
	type Explanation,
	type Flow,
	type GameAction,
	type GameModule,
	type MessageRef,
	type SessionContext
} from '$lib/games/core/types';

export interface LogLine {
	readonly seq: number;
	readonly at: number;
	readonly kind: LogEntry['kind'];
	readonly round: number | null;
	/** What the entry did; for undo/redo, the action they took back or brought back. */
	readonly text: MessageRef;
	/** A 'do' entry whose action is currently undone. */
	readonly undone: boolean;
}

/**
 * One entry of the readable log before it is described: which entry, and the move it made, took
 * back or brought back with the state that move was applied to. `describe` says it (its round and
 * text), once, when a row is shown: a log of 1,000 entries folds in one pass, and only the rows on
 * screen pay the game's summarize and describe.
 */
export interface LazyLogLine {
	readonly seq: number;
	readonly at: number;
	readonly kind: LogEntry['kind'];
	/** A 'do' entry whose action is currently undone. */
	readonly undone: boolean;
	describe(): LogLine;
	/** Why a 'do' entry's move came out as it did, when the game explains it (else null). */
	explain(): Promise<Explanation | null>;
}

/**
 * A session's log as today's rules read it: a session stored under an older rules version has its
 * moves rewritten by the game's kept migrations, as the engine replays them (else the log would
 * stop at the first move the old version wrote differently). A migration that rewrites each move
 * keeps every entry, undos and redos included; one that adds, drops or reorders moves leaves no
 * entry to pin them to, so the log is then the moves in effect, in the order they replay.
 */
export function migratedLog(
	module: Pick<GameModule, 'version' | 'migrations'>,
	storedVersion: number,
	log: readonly LogEntry[]
): readonly LogEntry[] {
	if (storedVersion >= module.version) return log;
	const moves = log.filter((e) => e.kind === 'do');
	const all = migrateActions(
		module,
		storedVersion,
		moves.map((e) => e.action)
	);
	if (all.notice) return log;
	const eachRewritten =
		all.actions.length === moves.length &&
		all.actions.every((a, i) => a.type === moves[i]!.action.type);
	if (eachRewritten) {
		let i = 0;
		return log.map((e) => (e.kind === 'do' ? { ...e, action: all.actions[i++]! } : e));
	}
	const done = timeline(log).done;
	const actions = migrateActions(
		module,
		storedVersion,
		done.map((d) => d.action)
	).actions;
	return actions.map((action, i) => {
		const at = done[Math.min(i, done.length - 1)]?.at ?? 0;
		return { kind: 'do', seq: i, id: `migrated-${i}`, parent: null, at, action };
	});
}

/**
 * The session's log folded once, oldest first, each line described only when asked
 * (`LazyLogLine.describe`, memoised and shared by an undo/redo line with the move it names).
 */
export function foldLog<S>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<S, any, any>,
	ctx: SessionContext,
	log: readonly LogEntry[]
): LazyLogLine[] {
	type Said = { round: number | null; text: MessageRef };
	type Done = {
		seq: number;
		id: string;
		before: S;
		after: S;
		action: GameAction;
		said?: Said;
	};
	const say = (d: Done): Said =>
		(d.said ??= {
			round: flow.summarize(d.before, ctx).round,
			text: flow.describe(d.action, d.before, ctx)
		});
	const done: Done[] = [];
	const redoable: Done[] = [];
	const lines: { seq: number; at: number; kind: LogEntry['kind']; move: Done }[] = [];
	const undone = new Set<number>();
	let state = flow.init(ctx);
	/** The state of the actions in effect, folded again (an undo or redo not at the end). */
	const refold = () => {
		let s = flow.init(ctx);
		for (const d of done) {
			const next = flow.reduce(s, d.action, ctx);
			if (!isInvalid(next)) s = next;
		}
		return s;
	};
	// The same rule as core `timeline`: an undo or redo with a target takes exactly that entry
	// (nothing when it cannot); without one (older logs), the last in effect / the last undone.
	for (const e of log) {
		if (e.kind === 'do') {
			const before = state;
			const action = e.action as GameAction;
			const next = flow.reduce(before, action, ctx);
			if (isInvalid(next)) continue;
			const move: Done = { seq: e.seq, id: e.id, before, after: next, action };
			done.push(move);
			redoable.length = 0;
			state = next;
			lines.push({ seq: e.seq, at: e.at, kind: 'do', move });
		} else if (e.kind === 'undo') {
			const i = e.target === undefined ? done.length - 1 : done.findIndex((d) => d.id === e.target);
			if (i < 0) continue;
			const [last] = done.splice(i, 1);
			redoable.push(last!);
			undone.add(last!.seq);
			// Taking back the move that made this very state: the state it was applied to.
			state = last!.after === state ? last!.before : refold();
			lines.push({ seq: e.seq, at: e.at, kind: 'undo', move: last! });
		} else {
			const i =
				e.target === undefined ? redoable.length - 1 : redoable.findIndex((d) => d.id === e.target);
			if (i < 0) continue;
			const [again] = redoable.splice(i, 1);
			const at = done.findIndex((d) => d.seq > again!.seq);
			// Bringing back the move that was applied to this very state: the state it made.
			const direct = at < 0 && again!.before === state;
			done.splice(at < 0 ? done.length : at, 0, again!);
			undone.delete(again!.seq);
			state = direct ? again!.after : refold();
			lines.push({ seq: e.seq, at: e.at, kind: 'redo', move: again! });
		}
	}
	return lines.map(({ seq, at, kind, move }) => {
		const isUndone = kind === 'do' && undone.has(seq);
		let line: LogLine | undefined;
		return {
			seq,
			at,
			kind,
			undone: isUndone,
			describe: () => (line ??= { seq, at, kind, undone: isUndone, ...say(move) }),
			explain: async () =>
				kind === 'do' && flow.explain
					? flow.explain(move.action, move.before, move.after, ctx)
					: null
		};
	});
}

/** Every line of the log described at once (oldest first). */
export function describeLog<S>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<S, any, any>,
	ctx: SessionContext,
	log: readonly LogEntry[]
): LogLine[] {
	return foldLog(flow, ctx, log).map((l) => l.describe());
}

/** One move that changed a player's score: what it was, by how much, and its «Why?». */
export interface ScoreStep {
	readonly seq: number;
	readonly round: number | null;
	readonly text: MessageRef;
	readonly delta: number;
	/** The score after this move. */
	readonly total: number;
	explain(): Promise<Explanation | null>;
}

/**
 * How a player's score on the Board came to be: the moves in effect (undone ones left out)
 * that changed it, oldest first, each with its change and the running total — the same fold
 * and the same summary the Board reads, so the trail ends on the number shown.
 */
export function scoreTrail<S>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<S, any, any>,
	ctx: SessionContext,
	log: readonly LogEntry[],
	player: string
): ScoreStep[] {
	const inEffect = new Set(
		foldLog(flow, ctx, log)
			.filter((l) => l.kind === 'do' && !l.undone)
			.map((l) => l.seq)
	);
	let state = flow.init(ctx);
	let summary = flow.summarize(state, ctx);
	const out: ScoreStep[] = [];
	for (const e of log) {
		if (e.kind !== 'do' || !inEffect.has(e.seq)) continue;
		const action = e.action as GameAction;
		const next = flow.reduce(state, action, ctx);
		if (isInvalid(next)) continue;
		const after = flow.summarize(next, ctx);
		const was = summary.scores[player] ?? 0;
		const now = after.scores[player] ?? 0;
		if (now !== was) {
			const before = state;
			out.push({
				seq: e.seq,
				round: summary.round,
				text: flow.describe(action, before, ctx),
				delta: now - was,
				total: now,
				explain: async () => (flow.explain ? flow.explain(action, before, next, ctx) : null)
			});
		}
		state = next;
		summary = after;
	}
	return out;
}
