/**
 * The reactive face of a SessionEngine: runes holding the engine's snapshot, replaced whole
 * each time a committed entry changes it.
 */
import { SessionEngine, type EngineSnapshot } from '$lib/session/engine';
import type { LoadedGame } from '$lib/games/registry';
import type { DraftRow, LogRow, SessionRow } from '$lib/db/schema';
import { toLogEntry } from '$lib/db/repo';
import type { Repository } from '$lib/db/repo';
import type { LogEntry } from '$lib/games/core/log';
import type { FlowId, GameAction, MessageRef, SessionContext } from '$lib/games/core/types';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import { stateHash, usableStored } from '$lib/session/checkpoint';

/** In memory, the fold is kept every this many actions (undo folds at most this many). */
const KEEP_EVERY = 10;
/** Stored: a new snapshot when the shown state is this many actions from the stored one. */
const STORE_EVERY = 10;

export class SessionView {
	snapshot = $state.raw<EngineSnapshot<unknown>>() as EngineSnapshot<unknown>;
	readonly engine: SessionEngine<unknown>;
	readonly ctx: SessionContext;
	readonly flowId: FlowId;
	/** Why this session is shown as recorded (made with other rules), or null. */
	readonly notice: MessageRef | null;
	/** Checkpoints only where today's rules replay the stored actions unchanged. */
	readonly #checkpoints: boolean;
	/** How many actions in effect the stored snapshot holds (0: none). */
	#stored = 0;
	#storedHash = '';
	readonly #repo: Repository;

	/**
	 * `stored`: the session's row of the `snapshots` table as read (unchecked): used only when it
	 * was made by today's rules for this session and matches its log.
	 */
	constructor(
		readonly row: SessionRow,
		readonly game: LoadedGame,
		log: readonly LogEntry[],
		repo: Repository,
		stored: unknown = undefined
	) {
		this.ctx = sessionContext(game.module, row);
		this.flowId = row.flow;
		this.#repo = repo;
		const version = row.version ?? 1;
		const probe = migrateActions(game.module, version, []);
		this.notice = probe.notice;
		this.#checkpoints = !probe.notice && version === game.module.version;
		const checkpoint = this.#checkpoints
			? usableStored(stored, {
					sessionId: row.id,
					flow: row.flow,
					gameVersion: game.module.version,
					storedVersion: version
				})
			: null;
		if (checkpoint) {
			this.#stored = checkpoint.count;
			this.#storedHash = checkpoint.hash;
		}
		this.engine = new SessionEngine(
			row.id,
			game.module.flows[row.flow],
			this.ctx,
			log,
			repo,
			(s) => {
				this.snapshot = s;
				this.store();
			},
			{
				prepare: (actions: readonly GameAction[]) =>
					migrateActions(game.module, version, actions).actions,
				checkpointEvery: this.#checkpoints ? KEEP_EVERY : 0,
				checkpoint
			}
		);
		this.snapshot = this.engine.snapshot;
	}

	/** How many actions in effect the opening fold took from the stored snapshot (0: none). */
	get resumedFrom(): number {
		return this.engine.resumedFrom;
	}

	/**
	 * Stores the shown state as the session's snapshot when it is STORE_EVERY actions or more
	 * from the stored one, or whenever `now` (the phone locking, the tab hidden). Never awaited
	 * by a move: a snapshot that fails to store is only a slower next reload.
	 */
	store(now = false): void {
		if (!this.#checkpoints) return;
		const cp = this.engine.checkpoint();
		if (!cp || cp.hash === this.#storedHash) return;
		if (!now && Math.abs(cp.count - this.#stored) < STORE_EVERY) return;
		this.#stored = cp.count;
		this.#storedHash = cp.hash;
		let hash: string;
		try {
			hash = stateHash(cp.state, cp.before);
		} catch {
			return;
		}
		try {
			void this.#repo
				.putSnapshot({
					...cp,
					sessionId: this.row.id,
					flow: this.flowId,
					gameVersion: this.game.module.version,
					storedVersion: this.row.version ?? 1,
					logLength: this.snapshot.log.length,
					stateHash: hash,
					at: Date.now()
				})
				// A cache: a write that fails (storage full) is a slower next reload, not an error.
				.catch(() => undefined);
		} catch {
			/* the same: a state the database cannot clone is not kept */
		}
	}

	get flow() {
		return this.game.module.flows[this.flowId];
	}
}

/** What app.html's inline script read from IndexedDB for a session's deep link or reload. */
export interface EarlyRead {
	row: SessionRow;
	log: LogEntry[];
	drafts: DraftRow[];
	snapshot: unknown;
}

declare global {
	interface Window {
		__tablemateResume?: {
			id: string;
			read: Promise<{
				sessions?: SessionRow;
				log?: LogRow[];
				drafts?: DraftRow[];
				snapshots?: unknown;
			}>;
		};
	}
}

/**
 * The session's rows as app.html's script read them while the app's code loaded, once, for
 * this session only; null when it read nothing (another session, another database version, no
 * row): then the repository reads them.
 */
export async function takeEarlyRead(sessionId: string): Promise<EarlyRead | null> {
	if (typeof window === 'undefined') return null;
	const early = window.__tablemateResume;
	if (!early || early.id !== sessionId) return null;
	window.__tablemateResume = undefined;
	try {
		const out = await early.read;
		if (!out.sessions || out.sessions.id !== sessionId || !Array.isArray(out.log)) return null;
		return {
			row: out.sessions,
			log: out.log.map(toLogEntry),
			drafts: out.drafts ?? [],
			snapshot: out.snapshots
		};
	} catch {
		return null;
	}
}
