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
 * compared and merged entry by entry (an import: `compareLogs` in ecosystem/backup-import.ts;
 * phones: sync/log-merge.ts).
 */
interface EntryBase {
	readonly seq: number;
	readonly at: number;
	readonly id: string;
	readonly parent: string | null;
}

export type LogEntry<A = GameAction> =
	| (EntryBase & { readonly kind: 'do'; readonly action: A })
	| (EntryBase & {
			readonly kind: 'undo' | 'redo';
			/**
			 * The id of the entry this undo takes back (or this redo brings back), so every phone
			 * folds exactly that one whatever else arrived meanwhile. Absent in logs
			 * made before: an undo takes back the last action in effect, a redo the last undone.
			 */
			readonly target?: string;
	  });

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

/**
 * The actions in effect and the redo stack. An undo with a `target` takes back exactly that
 * action if it is in effect, a redo with a `target` brings back exactly that one if redo can
 * (else each does nothing: already undone, or a new action came after the undo); without a
 * target (older logs) they take the last in effect / the last undone, as they always did. An
 * action brought back takes its place in log order again.
 */
export function timeline<A>(log: readonly LogEntry<A>[]): Timeline<A> {
	const done: Done<A>[] = [];
	const undone: Done<A>[] = [];
	for (const e of log) {
		if (e.kind === 'do') {
			done.push({ seq: e.seq, at: e.at, id: e.id, action: e.action });
			undone.length = 0;
		} else if (e.kind === 'undo') {
			const i = e.target === undefined ? done.length - 1 : done.findIndex((d) => d.id === e.target);
			if (i >= 0) undone.push(done.splice(i, 1)[0]!);
		} else {
			const i =
				e.target === undefined ? undone.length - 1 : undone.findIndex((d) => d.id === e.target);
			if (i < 0) continue;
			const [back] = undone.splice(i, 1);
			const at = done.findIndex((d) => d.seq > back!.seq);
			done.splice(at < 0 ? done.length : at, 0, back!);
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
