/**
 * The heart of a session, framework-free: the append-only log, the state folded from it,
 * undo and redo as log entries, and persistence injected. The UI wraps it in runes; tests
 * and the benchmark drive it directly.
 */
import { fold, timeline, type LogEntry, type Skipped, type Timeline } from '$lib/games/core/log';
import {
	isInvalid,
	type Flow,
	type GameAction,
	type MessageRef,
	type SessionContext,
	type SessionSummary
} from '$lib/games/core/types';

/** Where committed entries go. Resolves only once the entry is durably stored. */
export interface LogStore {
	append(
		sessionId: string,
		entry: LogEntry,
		summary: SessionSummary,
		expectedSeq: number
	): Promise<void>;
}

export interface EngineSnapshot<S> {
	readonly log: readonly LogEntry[];
	readonly state: S;
	/**
	 * The state the last action in effect was applied to (null when none, or when it was
	 * refused at replay): undo's label describes that action against it.
	 */
	readonly before: S | null;
	readonly timeline: Timeline<GameAction>;
	readonly summary: SessionSummary;
	/**
	 * Stored actions today's rules refused at replay, with the reason and the log entry: the
	 * session screen shows them (translated), they are never dropped silently.
	 */
	readonly refused: readonly (Skipped & { readonly seq: number })[];
}

export interface EngineOptions<A> {
	/** Rewrites stored actions before replay (an older session's kept migrations). */
	readonly prepare?: (actions: readonly A[]) => readonly A[];
	readonly newId?: () => string;
	readonly now?: () => number;
}

export type CommitResult = { ok: true } | { ok: false; reason: MessageRef };

export class SessionEngine<S = unknown, A extends GameAction = GameAction> {
	#snapshot: EngineSnapshot<S>;
	#queue: Promise<unknown> = Promise.resolve();
	/** Sync hook (issue 35): told of each entry once it is stored here. */
	#appended = new Set<(entry: LogEntry) => void>();

	constructor(
		readonly sessionId: string,
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		readonly flow: Flow<S, A, any>,
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		readonly ctx: SessionContext<any>,
		log: readonly LogEntry[],
		private readonly store: LogStore,
		private readonly onChange: (snapshot: EngineSnapshot<S>) => void = () => {},
		private readonly opts: EngineOptions<A> = {}
	) {
		this.#snapshot = this.derive(log);
	}

	get snapshot(): EngineSnapshot<S> {
		return this.#snapshot;
	}

	/** Folds the log from scratch: what a reload or a replay computes. */
	derive(log: readonly LogEntry[]): EngineSnapshot<S> {
		const tl = timeline(log);
		const actions = tl.done.map((d) => d.action as A);
		const { state, before, refused } = fold(
			this.flow,
			this.ctx,
			this.opts.prepare ? this.opts.prepare(actions) : actions
		);
		return {
			log,
			state,
			before: actions.length > 0 ? before : null,
			timeline: tl,
			summary: this.flow.summarize(state, this.ctx),
			refused: refused.map((r) => ({ ...r, seq: tl.done[r.index]!.seq }))
		};
	}

	/**
	 * Applies an action. Refused input changes nothing and says why. Accepted input is
	 * written to the store first; only then does the snapshot (and so the screen) change.
	 * Calls are queued, so fast taps commit in order.
	 */
	dispatch(action: A): Promise<CommitResult> {
		// Stored and replayed as plain JSON: this also strips UI proxies that IndexedDB cannot clone.
		const plain = JSON.parse(JSON.stringify(action)) as A;
		return this.enqueue(async () => {
			const cur = this.#snapshot;
			const next = this.flow.reduce(cur.state, plain, this.ctx);
			if (isInvalid(next)) return { ok: false, reason: next.reason };
			const entry: LogEntry = { ...this.entryBase(cur.log), kind: 'do', action: plain };
			const summary = this.flow.summarize(next, this.ctx);
			await this.store.append(this.sessionId, entry, summary, cur.log.length);
			this.appended(entry);
			this.set({
				log: [...cur.log, entry],
				state: next,
				before: cur.state,
				timeline: {
					done: [
						...cur.timeline.done,
						{ seq: entry.seq, at: entry.at, id: entry.id, action: plain }
					],
					undone: []
				},
				summary,
				refused: cur.refused
			});
			return { ok: true };
		});
	}

	get canUndo(): boolean {
		return this.#snapshot.timeline.done.length > 0;
	}

	get canRedo(): boolean {
		return this.#snapshot.timeline.undone.length > 0;
	}

	undo(): Promise<CommitResult> {
		return this.mark('undo');
	}

	redo(): Promise<CommitResult> {
		return this.mark('redo');
	}

	private mark(kind: 'undo' | 'redo'): Promise<CommitResult> {
		return this.enqueue(async () => {
			const cur = this.#snapshot;
			if (kind === 'undo' ? !this.canUndo : !this.canRedo)
				return {
					ok: false,
					reason: { key: kind === 'undo' ? 'session.nothingToUndo' : 'session.nothingToRedo' }
				};
			const entry: LogEntry = { ...this.entryBase(cur.log), kind };
			const next = this.derive([...cur.log, entry]);
			await this.store.append(this.sessionId, entry, next.summary, cur.log.length);
			this.appended(entry);
			this.set(next);
			return { ok: true };
		});
	}

	/**
	 * Follows a log another tab (or phone) stored: queued after this engine's own writes, it
	 * reloads the stored log and, when it differs from the one shown, shows it.
	 * Resolves true when the snapshot changed.
	 */
	sync(load: () => Promise<readonly LogEntry[]>): Promise<boolean> {
		return this.enqueue(async () => {
			const log = await load();
			const cur = this.#snapshot.log;
			if (log.length === cur.length && log.every((e, i) => e.id === cur[i]!.id)) return false;
			this.set(this.derive(log));
			return true;
		});
	}

	/**
	 * Sync hook (issue 35): a shared table sends each entry this engine stores to the other
	 * phones. Returns the function that stops listening.
	 */
	onAppend(listener: (entry: LogEntry) => void): () => void {
		this.#appended.add(listener);
		return () => this.#appended.delete(listener);
	}

	private appended(entry: LogEntry) {
		for (const l of this.#appended) l(entry);
	}

	private entryBase(log: readonly LogEntry[]) {
		return {
			seq: log.length,
			at: this.opts.now?.() ?? Date.now(),
			id: this.opts.newId?.() ?? crypto.randomUUID(),
			parent: log.at(-1)?.id ?? null
		};
	}

	private set(s: EngineSnapshot<S>) {
		this.#snapshot = s;
		this.onChange(s);
	}

	private enqueue<T>(job: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(job, job);
		this.#queue = run.catch(() => undefined);
		return run;
	}
}
