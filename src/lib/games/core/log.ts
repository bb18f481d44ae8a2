/**
 * The append-only session log and its fold. Undo and redo are entries too, so nothing is
 * ever rewritten: the effective action list is derived by replaying the marks.
 */
import { isInvalid, type Flow, type GameAction, type SessionContext } from './types';

export type LogEntry<A = GameAction> =
	| { readonly seq: number; readonly at: number; readonly kind: 'do'; readonly action: A }
	| { readonly seq: number; readonly at: number; readonly kind: 'undo' | 'redo' };

export interface Timeline<A> {
	/** Actions in effect, oldest first, each with the log entry that did it. */
	readonly done: readonly { readonly seq: number; readonly at: number; readonly action: A }[];
	/** Actions that redo would bring back, the next one to redo last. */
	readonly undone: readonly { readonly seq: number; readonly at: number; readonly action: A }[];
}

export function timeline<A>(log: readonly LogEntry<A>[]): Timeline<A> {
	const done: { seq: number; at: number; action: A }[] = [];
	const undone: { seq: number; at: number; action: A }[] = [];
	for (const e of log) {
		if (e.kind === 'do') {
			done.push({ seq: e.seq, at: e.at, action: e.action });
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

/**
 * Folds the flow's reducer over actions. An action that is invalid at replay time (it can
 * only happen with a corrupted log) is skipped, and reported, rather than losing the rest.
 */
export function fold<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	ctx: SessionContext<O>,
	actions: readonly A[]
): { state: S; skipped: number[] } {
	let state = flow.init(ctx);
	const skipped: number[] = [];
	actions.forEach((a, i) => {
		const next = flow.reduce(state, a, ctx);
		if (isInvalid(next)) skipped.push(i);
		else state = next;
	});
	return { state, skipped };
}
