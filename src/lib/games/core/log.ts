/**
 * The append-only session log and its fold. Undo and redo are entries too, so nothing is
 * ever rewritten: the effective action list is derived by replaying the marks.
 */
import {
	isInvalid,
	type Flow,
	type GameAction,
	type MessageRef,
	type SessionContext
} from './types';

/**
 * Every entry carries a stable unique `id` and the `parent` id of the entry it follows (null
 * for the first), so two copies of one session — a backup and the phone, two phones — can be
 * compared and merged entry by entry (see session/merge.ts).
 */
interface EntryBase {
	readonly seq: number;
	readonly at: number;
	readonly id: string;
	readonly parent: string | null;
}

export type LogEntry<A = GameAction> =
	| (EntryBase & { readonly kind: 'do'; readonly action: A })
	| (EntryBase & { readonly kind: 'undo' | 'redo' });

/** The id given to entries stored before ids existed: stable, so two copies agree. */
export function legacyEntryId(sessionId: string, seq: number): string {
	return `${sessionId}:${seq}`;
}

export interface Timeline<A> {
	/** Actions in effect, oldest first, each with the log entry that did it. */
	readonly done: readonly Done<A>[];
	/** Actions that redo would bring back, the next one to redo last. */
	readonly undone: readonly Done<A>[];
}

export interface Done<A> {
	readonly seq: number;
	readonly at: number;
	readonly id: string;
	readonly action: A;
}

export function timeline<A>(log: readonly LogEntry<A>[]): Timeline<A> {
	const done: Done<A>[] = [];
	const undone: Done<A>[] = [];
	for (const e of log) {
		if (e.kind === 'do') {
			done.push({ seq: e.seq, at: e.at, id: e.id, action: e.action });
			undone.length = 0;
		} else if (e.kind === 'undo') {
			const last = done.pop();
			if (last) undone.push(last);
		} else {
			const next = undone.pop();
			if (next) done.push(next);
		}
	}
	return { done, undone };
}

/** An action the rules refused at replay time, with the reason (shown to the person). */
export interface Skipped {
	/** Index in the action list folded. */
	readonly index: number;
	readonly reason: MessageRef;
}

/**
 * Folds the flow's reducer over actions. An action that is invalid at replay time (a
 * corrupted log, or rules that changed) is skipped and reported — the screen says which —
 * rather than losing the rest.
 */
export function fold<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	ctx: SessionContext<O>,
	actions: readonly A[]
): { state: S; before: S | null; skipped: number[]; refused: Skipped[] } {
	let state = flow.init(ctx);
	/** The state the last action in the list was applied to (null when it was refused). */
	let before: S | null = null;
	const refused: Skipped[] = [];
	actions.forEach((a, index) => {
		const next = flow.reduce(state, a, ctx);
		if (isInvalid(next)) {
			refused.push({ index, reason: next.reason });
			before = null;
		} else {
			before = state;
			state = next;
		}
	});
	return { state, before, skipped: refused.map((r) => r.index), refused };
}
