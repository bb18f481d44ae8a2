/**
 * The session repository: every write the app makes goes through here, each user intent in
 * one IndexedDB transaction, and the promise resolves only once the transaction committed.
 */
import Dexie from 'dexie';
import type { FlowId, GameAction, Player, SessionSummary } from '$lib/games/core/types';
import type { LogEntry } from '$lib/games/core/log';
import { statusOf, TablemateDb, type LogRow, type ProfileRow, type SessionRow } from './schema';

export const TRASH_KEEP_MS = 30 * 24 * 3600 * 1000;

export interface NewSession {
	gameId: string;
	flow: FlowId;
	players: Player[];
	options: unknown;
	seed: string;
	summary: SessionSummary;
}

/** Thrown when another tab wrote to the same session in between: reload and try again. */
export class ConflictError extends Error {
	constructor() {
		super('The session changed elsewhere (another tab?). Reload it.');
		this.name = 'ConflictError';
	}
}

export function newId(): string {
	return crypto.randomUUID();
}

export class Repository {
	constructor(readonly db: TablemateDb) {}

	async createSession(input: NewSession, now = Date.now()): Promise<SessionRow> {
		const row: SessionRow = {
			id: newId(),
			gameId: input.gameId,
			flow: input.flow,
			players: input.players,
			options: input.options,
			seed: input.seed,
			createdAt: now,
			updatedAt: now,
			status: statusOf(input.summary, null),
			summary: input.summary,
			logLength: 0,
			trashedAt: null
		};
		await this.db.transaction('rw', this.db.sessions, this.db.profiles, async () => {
			await this.db.sessions.add(row);
			await this.rememberPlayers(input.players, now);
		});
		return row;
	}

	private async rememberPlayers(players: readonly Player[], now: number): Promise<void> {
		for (const p of players) {
			const key = p.name.trim().toLowerCase();
			const prev = await this.db.profiles.get(key);
			await this.db.profiles.put({
				key,
				name: p.name.trim(),
				color: p.color,
				lastUsed: now,
				uses: (prev?.uses ?? 0) + 1
			});
		}
	}

	getSession(id: string): Promise<SessionRow | undefined> {
		return this.db.sessions.get(id);
	}

	async loadLog(sessionId: string): Promise<LogEntry[]> {
		const rows = await this.db.log
			.where('[sessionId+seq]')
			.between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey])
			.toArray();
		return rows.map(toEntry);
	}

	/**
	 * Appends one entry (an action, an undo or a redo) and the new cached summary, in one
	 * transaction. `expectedSeq` must be the session's current log length, so two tabs cannot
	 * interleave their writes.
	 */
	async append(
		sessionId: string,
		entry: LogEntry,
		summary: SessionSummary,
		expectedSeq: number
	): Promise<void> {
		await this.db.transaction('rw', this.db.sessions, this.db.log, async () => {
			const row = await this.db.sessions.get(sessionId);
			if (!row) throw new Error(`session ${sessionId} not found`);
			if (row.logLength !== expectedSeq || entry.seq !== expectedSeq) throw new ConflictError();
			const logRow: LogRow = { sessionId, seq: entry.seq, at: entry.at, kind: entry.kind };
			if (entry.kind === 'do') logRow.action = entry.action;
			await this.db.log.add(logRow);
			await this.db.sessions.update(sessionId, {
				logLength: expectedSeq + 1,
				updatedAt: entry.at,
				summary,
				status: statusOf(summary, row.trashedAt)
			});
		});
	}

	/** Sessions of one status, most recently changed first: a pure index range, no filter. */
	private byStatus(status: SessionRow['status']) {
		return this.db.sessions
			.where('[status+updatedAt]')
			.between([status, Dexie.minKey], [status, Dexie.maxKey])
			.reverse();
	}

	/** In-progress sessions, most recent first. */
	listActive(): Promise<SessionRow[]> {
		return this.byStatus('active').toArray();
	}

	/** Finished sessions, most recent first, a page at a time. */
	listHistory(offset = 0, limit = 50): Promise<SessionRow[]> {
		return this.byStatus('finished').offset(offset).limit(limit).toArray();
	}

	countHistory(): Promise<number> {
		return this.byStatus('finished').count();
	}

	/** Deleting moves a session to the bin: it can be restored until it is purged. */
	async trash(id: string, now = Date.now()): Promise<void> {
		await this.db.sessions.update(id, { trashedAt: now, status: 'trashed' });
	}

	async restore(id: string): Promise<void> {
		await this.db.transaction('rw', this.db.sessions, async () => {
			const row = await this.db.sessions.get(id);
			if (row)
				await this.db.sessions.update(id, { trashedAt: null, status: statusOf(row.summary, null) });
		});
	}

	async listTrash(): Promise<SessionRow[]> {
		const rows = await this.db.sessions.where('trashedAt').above(0).toArray();
		return rows.sort((a, b) => (b.trashedAt ?? 0) - (a.trashedAt ?? 0));
	}

	/** Deletes for good the sessions that have waited in the bin longer than `keepMs`. */
	async purgeTrash(now = Date.now(), keepMs = TRASH_KEEP_MS): Promise<number> {
		return this.db.transaction('rw', this.db.sessions, this.db.log, async () => {
			const old = await this.db.sessions
				.where('trashedAt')
				.between(1, now - keepMs, true, true)
				.toArray();
			for (const s of old) {
				await this.db.log
					.where('[sessionId+seq]')
					.between([s.id, Dexie.minKey], [s.id, Dexie.maxKey])
					.delete();
				await this.db.sessions.delete(s.id);
			}
			return old.length;
		});
	}

	/** Remembered players, most recently used first. */
	async listProfiles(): Promise<ProfileRow[]> {
		return (await this.db.profiles.orderBy('lastUsed').reverse().toArray()).slice(0, 50);
	}

	async forgetProfile(key: string): Promise<void> {
		await this.db.profiles.delete(key);
	}

	async getMeta<T>(key: string): Promise<T | undefined> {
		return (await this.db.meta.get(key))?.value as T | undefined;
	}

	async setMeta(key: string, value: unknown): Promise<void> {
		await this.db.meta.put({ key, value });
	}

	async countSessions(): Promise<number> {
		return this.db.sessions.count();
	}
}

function toEntry(r: LogRow): LogEntry {
	return r.kind === 'do'
		? { seq: r.seq, at: r.at, kind: 'do', action: r.action as GameAction }
		: { seq: r.seq, at: r.at, kind: r.kind };
}

let shared: Repository | null = null;

/** The app's repository over the real database (tests build their own). */
export function repo(): Repository {
	shared ??= new Repository(new TablemateDb());
	return shared;
}
