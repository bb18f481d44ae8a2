/** The readable log of a session: one line per entry, with the round it happened in. */
import type { LogEntry } from '$lib/games/core/log';
import {
	isInvalid,
	type Flow,
	type GameAction,
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

export function describeLog<S>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<S, any, any>,
	ctx: SessionContext,
	log: readonly LogEntry[]
): LogLine[] {
	type Done = { seq: number; before: S; after: S; text: MessageRef; round: number | null };
	const done: Done[] = [];
	const redoable: Done[] = [];
	const lines: LogLine[] = [];
	const undone = new Set<number>();
	let state = flow.init(ctx);
	for (const e of log) {
		if (e.kind === 'do') {
			const before = state;
			const next = flow.reduce(before, e.action as GameAction, ctx);
			if (isInvalid(next)) continue;
			const round = flow.summarize(before, ctx).round;
			const text = flow.describe(e.action, before, ctx);
			done.push({ seq: e.seq, before, after: next, text, round });
			redoable.length = 0;
			state = next;
			lines.push({ seq: e.seq, at: e.at, kind: 'do', round, text, undone: false });
		} else if (e.kind === 'undo') {
			const last = done.pop();
			if (!last) continue;
			redoable.push(last);
			undone.add(last.seq);
			state = last.before;
			lines.push({
				seq: e.seq,
				at: e.at,
				kind: 'undo',
				round: last.round,
				text: last.text,
				undone: false
			});
		} else {
			const again = redoable.pop();
			if (!again) continue;
			done.push(again);
			undone.delete(again.seq);
			state = again.after;
			lines.push({
				seq: e.seq,
				at: e.at,
				kind: 'redo',
				round: again.round,
				text: again.text,
				undone: false
			});
		}
	}
	return lines.map((l) => (l.kind === 'do' && undone.has(l.seq) ? { ...l, undone: true } : l));
}
