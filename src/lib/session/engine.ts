/**
 * The heart of a session, framework-free: the append-only log, the state folded from it,
 * undo and redo as log entries, and persistence injected. The UI wraps it in runes; tests
 * and the benchmark drive it directly.
 */
import { fold, timeline, type LogEntry, type Skipped, type Timeline } from '$lib/games/core/log';
import { chainIds, foldFrom, hashText, matches, type Checkpoint } from './checkpoint';
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
	/**
	 * Checkpoints (session/checkpoint.ts): the engine keeps the fold's state in memory every
	 * `checkpointEvery` actions in effect, so an undo or a reload of the log folds only what
	 * follows the last one still in effect; `checkpoint` is a stored one to start from (checked
	 * by the caller for the rules it was made with, and here against the log). 0 or absent: none,
	 * every derive folds the whole log. Only for actions `prepare` leaves as they are.
	 */
	readonly checkpointEvery?: number;
	readonly checkpoint?: Checkpoint | null;
}

/** The action type standing for a vetoed entry's action in the fold (never stored). */
const VETOED = '\u0000vetoed';

export type CommitResult = { ok: true } | { ok: false; reason: MessageRef };

export class SessionEngine<S = unknown, A extends GameAction = GameAction> {
	#snapshot: EngineSnapshot<S>;
	#queue: Promise<unknown> = Promise.resolve();
	/** Sync hook: told of each entry once it is stored here. */
	#appended = new Set<(entry: LogEntry) => void>();
	/**
	 * Entries the fold refuses whatever the rules say, with the reason (an entry of a
	 * shared room whose signature fails). They stay in the log and are listed as refused.
	 */
	#veto: ReadonlyMap<string, MessageRef> = new Map();
	/** The flow the fold runs: the game's, refusing the vetoed entries' actions. */
	#folding: Flow<S, A, unknown>;
	/** Sync hook: may refuse an entry before it is stored (a shared room's limits). */
	#admit = new Set<(entry: LogEntry) => MessageRef | null>();
	/** Chained hashes of the ids of the actions in effect (checkpoint.ts). */
	#chain: string[] = [];
	/** In-memory checkpoints, fewest actions first. */
	#marks: Checkpoint<S>[] = [];
	/** How many actions in effect the last derive started from (0: a full fold). */
	#resumedFrom = 0;

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
		this.#folding = {
			...flow,
			reduce: (s: S, a: A, c: SessionContext<unknown>) =>
				(a as { type?: unknown }).type === VETOED
					? { invalid: true as const, reason: (a as unknown as { reason: MessageRef }).reason }
					: flow.reduce(s, a, c)
		};
		if (opts.checkpoint && (opts.checkpointEvery ?? 0) > 0)
			this.#marks = [opts.checkpoint as Checkpoint<S>];
		this.#snapshot = this.resume(log);
	}

	get snapshot(): EngineSnapshot<S> {
		return this.#snapshot;
	}

	/** How many actions in effect the last fold of a whole log started from a checkpoint with. */
	get resumedFrom(): number {
		return this.#resumedFrom;
	}

	/** The shown state as a checkpoint (to store), or null when no action is in effect. */
	checkpoint(): Checkpoint<S> | null {
		const s = this.#snapshot;
		const count = s.timeline.done.length;
		if (count === 0 || this.#chain.length !== count) return null;
		return {
			count,
			hash: this.#chain[count - 1]!,
			state: s.state,
			before: s.before,
			refused: s.refused.map(({ index, reason }) => ({ index, reason }))
		};
	}

	/**
	 * Folds a log from the last checkpoint still in effect (in memory or stored), else from the
	 * start: the same snapshot as derive, faster. Keeps the checkpoints met on the way.
	 */
	private resume(log: readonly LogEntry[]): EngineSnapshot<S> {
		const every = this.opts.checkpointEvery ?? 0;
		if (every <= 0) return this.derive(log);
		const tl = timeline(log);
		const raw = tl.done.map((d) => d.action as A);
		const prepared = this.opts.prepare ? this.opts.prepare(raw) : raw;
		const actions = this.vetoed(prepared, tl);
		if (actions.length !== raw.length) {
			this.#chain = [];
			this.#marks = [];
			this.#resumedFrom = 0;
			return this.derive(log);
		}
		const chain = chainIds(tl.done.map((d) => d.id));
		const kept = this.#marks.filter((m) => matches(m, chain));
		const from = kept.at(-1) ?? null;
		const r = foldFrom(this.#folding, this.ctx, actions, chain, from, every);
		this.#chain = chain;
		this.#marks = [...kept, ...r.marks];
		this.#resumedFrom = from?.count ?? 0;
		return {
			log,
			state: r.state,
			before: actions.length > 0 ? r.before : null,
			timeline: tl,
			summary: this.flow.summarize(r.state, this.ctx),
			refused: r.refused.map((x) => ({ ...x, seq: tl.done[x.index]!.seq }))
		};
	}

	/** Folds the log from scratch, no checkpoint: what a replay computes (the truth). */
	derive(log: readonly LogEntry[]): EngineSnapshot<S> {
		const tl = timeline(log);
		const actions = tl.done.map((d) => d.action as A);
		const { state, before, refused } = fold(
			this.#folding,
			this.ctx,
			this.vetoed(this.opts.prepare ? this.opts.prepare(actions) : actions, tl)
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
			const refusal = this.admitted(entry);
			if (refusal) return { ok: false, reason: refusal };
			const summary = this.flow.summarize(next, this.ctx);
			await this.store.append(this.sessionId, entry, summary, cur.log.length);
			this.appended(entry);
			this.extend(entry.id, next, cur);
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
			// The entry names the action it takes back (or brings back): every phone folds exactly
			// that one, whatever arrived meanwhile.
			const target = (kind === 'undo' ? cur.timeline.done : cur.timeline.undone).at(-1)!.id;
			const entry: LogEntry = { ...this.entryBase(cur.log), kind, target };
			const refusal = this.admitted(entry);
			if (refusal) return { ok: false, reason: refusal };
			const next = this.resume([...cur.log, entry]);
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
			this.set(this.resume(log));
			return true;
		});
	}

	/**
	 * Sync hook: a shared table sends each entry this engine stores to the other
	 * phones. Returns the function that stops listening.
	 */
	onAppend(listener: (entry: LogEntry) => void): () => void {
		this.#appended.add(listener);
		return () => this.#appended.delete(listener);
	}

	/**
	 * Sync hook: the entries the fold refuses whatever the rules say (a shared room's
	 * badly signed or unsigned entries), by id. Call it inside a queued job (`sync`): when the set
	 * changes, the checkpoints are dropped and the log is folded again.
	 */
	setVeto(veto: ReadonlyMap<string, MessageRef>): void {
		const same =
			veto.size === this.#veto.size &&
			[...veto].every(([id, r]) => this.#veto.get(id)?.key === r.key);
		if (same) return;
		this.#veto = veto;
		this.#marks = [];
		this.#chain = [];
		this.set(this.resume(this.#snapshot.log));
	}

	/** The actions to fold, a vetoed entry's replaced by a marker the fold refuses. */
	private vetoed(actions: readonly A[], tl: Timeline<GameAction>): readonly A[] {
		if (this.#veto.size === 0 || actions.length !== tl.done.length) return actions;
		return actions.map((a, i) => {
			const reason = this.#veto.get(tl.done[i]!.id);
			return reason ? ({ type: VETOED, reason } as unknown as A) : a;
		});
	}

	/**
	 * Sync hook: `check` sees each new entry before it is stored and may refuse it
	 * with a reason (shown like a rule's refusal). Returns the function that stops checking.
	 */
	onAdmit(check: (entry: LogEntry) => MessageRef | null): () => void {
		this.#admit.add(check);
		return () => this.#admit.delete(check);
	}

	private admitted(entry: LogEntry): MessageRef | null {
		for (const check of this.#admit) {
			const refusal = check(entry);
			if (refusal) return refusal;
		}
		return null;
	}

	private appended(entry: LogEntry) {
		for (const l of this.#appended) l(entry);
	}

	/** After a committed action: its chained hash, and a checkpoint when one falls due. */
	private extend(id: string, next: S, cur: EngineSnapshot<S>) {
		const every = this.opts.checkpointEvery ?? 0;
		if (every <= 0) return;
		const count = cur.timeline.done.length + 1;
		if (this.#chain.length !== count - 1) return;
		const hash = hashText(id, this.#chain.at(-1) ?? '');
		this.#chain.push(hash);
		if (count % every === 0)
			this.#marks = [
				...this.#marks.filter((m) => m.count < count),
				{
					count,
					hash,
					state: next,
					before: cur.state,
					refused: cur.refused.map(({ index, reason }) => ({ index, reason }))
				}
			];
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
