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
import { stateHash, usableStored, type Checkpoint } from '$lib/session/checkpoint';

/** In memory, the fold is kept every this many actions (undo folds at most this many). */
const KEEP_EVERY = 10;
/** Stored: a new snapshot when the shown state is this many actions from the stored one. */
const STORE_EVERY = 10;

/** Checkpoints only where today's rules replay the stored actions unchanged. */
function checkpointsApply(game: LoadedGame, version: number): boolean {
	return !migrateActions(game.module, version, []).notice && version === game.module.version;
}

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
	 * The session's view, folded from its stored snapshot (the `snapshots` row as read,
	 * unchecked) when that was made by today's rules for this session and is intact (its
	 * state's digest, computed off the main thread), and matches its log; else from the start.
	 */
	static async open(
		row: SessionRow,
		game: LoadedGame,
		log: readonly LogEntry[],
		repo: Repository,
		stored: unknown = undefined
	): Promise<SessionView> {
		const version = row.version ?? 1;
		const checkpoint = checkpointsApply(game, version)
			? await usableStored(stored, {
					sessionId: row.id,
					flow: row.flow,
					gameVersion: game.module.version,
					storedVersion: version
				})
			: null;
		return new SessionView(row, game, log, repo, checkpoint);
	}

	/** `checkpoint`: a stored snapshot already checked (SessionView.open), or null. */
	constructor(
		readonly row: SessionRow,
		readonly game: LoadedGame,
		log: readonly LogEntry[],
		repo: Repository,
		checkpoint: Checkpoint | null = null
	) {
		this.ctx = sessionContext(game.module, row);
		this.flowId = row.flow;
		this.#repo = repo;
		const version = row.version ?? 1;
		this.notice = migrateActions(game.module, version, []).notice;
		this.#checkpoints = checkpointsApply(game, version);
		if (!this.#checkpoints) checkpoint = null;
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
		const row = {
			...cp,
			sessionId: this.row.id,
			flow: this.flowId,
			gameVersion: this.game.module.version,
			storedVersion: this.row.version ?? 1,
			logLength: this.snapshot.log.length,
			at: Date.now()
		};
		// In order (a digest is asynchronous); a cache: a state that is not JSON or that the
		// database cannot clone, or a write that fails (storage full), is a slower next reload.
		this.#writing = this.#writing
			.then(() => stateHash(cp.state, cp.before))
			.then((hash) => this.#repo.putSnapshot({ ...row, stateHash: hash }))
			.catch(() => undefined);
	}
	#writing: Promise<unknown> = Promise.resolve();

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
