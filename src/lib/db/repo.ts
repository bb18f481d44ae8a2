/**
 * The session repository: every write the app makes goes through here, each user intent in
 * one IndexedDB transaction, and the promise resolves only once the transaction committed.
 */
import Dexie from 'dexie';
import type { FlowId, GameAction, Player, SessionSummary } from '$lib/games/core/types';
import { legacyEntryId, type LogEntry } from '$lib/games/core/log';
import { isValidName, nameKey, normalizeName } from '$lib/session/players';
import {
	PLAYER_ALIASES_KEY,
	aliasEntries,
	withAlias,
	withoutAlias
} from '$lib/ecosystem/player-aliases';
import {
	endedAtAfter,
	statusOf,
	TablemateDb,
	type DraftRow,
	type LogRow,
	type ProfileRow,
	type SessionRow,
	type SnapshotRow
} from './schema';

export const TRASH_KEEP_MS = 30 * 24 * 3600 * 1000;

/** Where the player renames and merges that can still be undone are kept (`meta`). */
export const PLAYER_CHANGES_KEY = 'players:changes';

/**
 * A rename or merge of remembered players, kept (like a deleted play in the bin) so it can be
 * undone: what every touched session's seats and the touched remembered players were before.
 */
export interface PlayerChange {
	id: string;
	kind: 'rename' | 'merge';
	/** The name before, and the name after (a merge: the player kept). */
	from: string;
	to: string;
	at: number;
	sessions: { id: string; players: Player[] }[];
	profiles: ProfileRow[];
	/** The profile keys the change wrote (removed again by an undo). */
	wrote: string[];
}

/** Why a rename or merge was refused: a message key and its values. */
export class PlayerChangeError extends Error {
	constructor(
		readonly key: string,
		readonly values: Record<string, string | number> = {}
	) {
		super(key);
		this.name = 'PlayerChangeError';
	}
}

export interface NewSession {
	gameId: string;
	flow: FlowId;
	players: Player[];
	options: unknown;
	seed: string;
	summary: SessionSummary;
	/** The game module's version now. */
	version: number;
	/** The drawn (or table-entered) setup the session uses. */
	setup: unknown;
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
		// Names are stored normalised (NFC, no invisible or bidi control characters).
		const players = input.players.map((p) => ({ ...p, name: normalizeName(p.name) }));
		const row: SessionRow = {
			id: newId(),
			gameId: input.gameId,
			flow: input.flow,
			players,
			options: input.options,
			seed: input.seed,
			createdAt: now,
			updatedAt: now,
			status: statusOf(input.summary, null),
			summary: input.summary,
			logLength: 0,
			trashedAt: null,
			version: input.version,
			setup: input.setup
		};
		await this.db.transaction('rw', this.db.sessions, this.db.profiles, async () => {
			await this.db.sessions.add(row);
			await this.rememberPlayers(players, now);
		});
		return row;
	}

	private async rememberPlayers(players: readonly Player[], now: number): Promise<void> {
		// Each seat a millisecond before the one ahead of it: the new-game screen offers the last
		// table again in its seat order (most recent first).
		for (const [i, p] of players.entries()) {
			const key = nameKey(p.name);
			const prev = await this.db.profiles.get(key);
			await this.db.profiles.put({
				key,
				name: normalizeName(p.name),
				color: p.color,
				lastUsed: now - i,
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
		return rows.map(toLogEntry);
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
			const logRow: LogRow = {
				sessionId,
				seq: entry.seq,
				id: entry.id,
				parent: entry.parent,
				at: entry.at,
				kind: entry.kind
			};
			if (entry.kind === 'do') logRow.action = entry.action;
			else if (entry.target !== undefined) logRow.target = entry.target;
			await this.db.log.add(logRow);
			await this.db.sessions.update(sessionId, {
				logLength: expectedSeq + 1,
				updatedAt: entry.at,
				summary,
				status: statusOf(summary, row.trashedAt),
				endedAt: endedAtAfter(row, summary, entry.at)
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
		const { sessions, log, drafts, snapshots } = this.db;
		return this.db.transaction('rw', [sessions, log, drafts, snapshots], async () => {
			const old = await this.db.sessions
				.where('trashedAt')
				.between(1, now - keepMs, true, true)
				.toArray();
			for (const s of old) {
				await this.db.drafts.where('sessionId').equals(s.id).delete();
				await this.db.snapshots.delete(s.id);
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

	/** Every remembered player (an import matches incoming players against all of them). */
	allProfiles(): Promise<ProfileRow[]> {
		return this.db.profiles.orderBy('lastUsed').reverse().toArray();
	}

	async forgetProfile(key: string): Promise<void> {
		await this.db.profiles.delete(key);
	}

	/**
	 * Renames a remembered player: every play they are seated in and their remembered entry
	 * take the new name, in one transaction. Only names change (a seat's id, and so its scores
	 * and wins, stay). Refused when the new name is another remembered player (that is a merge).
	 */
	async renamePlayer(key: string, newName: string, now = Date.now()): Promise<PlayerChange> {
		const name = normalizeName(newName);
		if (!isValidName(name)) throw new PlayerChangeError('players.error.name');
		const to = nameKey(name);
		return this.changePlayers('rename', key, to, name, now);
	}

	/**
	 * Merges the remembered player `fromKey` into `intoKey`: their plays are seated under the
	 * kept player's name and their counts combined. Refused whole when a play seats both (one
	 * person cannot have played two seats), naming how many.
	 */
	async mergePlayers(fromKey: string, intoKey: string, now = Date.now()): Promise<PlayerChange> {
		if (fromKey === intoKey) throw new PlayerChangeError('players.error.same');
		const into = await this.db.profiles.get(intoKey);
		if (!into) throw new PlayerChangeError('players.error.missing');
		return this.changePlayers('merge', fromKey, intoKey, into.name, now);
	}

	private async changePlayers(
		kind: PlayerChange['kind'],
		fromKey: string,
		toKey: string,
		toName: string,
		now: number
	): Promise<PlayerChange> {
		const { sessions, profiles, meta } = this.db;
		return this.db.transaction('rw', [sessions, profiles, meta], async () => {
			const from = await profiles.get(fromKey);
			if (!from) throw new PlayerChangeError('players.error.missing');
			const target = toKey === fromKey ? undefined : await profiles.get(toKey);
			if (kind === 'rename' && target)
				throw new PlayerChangeError('players.error.exists', { name: target.name });
			const seated = await sessions
				.filter((s) => s.players.some((p) => nameKey(p.name) === fromKey))
				.toArray();
			const both = seated.filter(
				(s) => toKey !== fromKey && s.players.some((p) => nameKey(p.name) === toKey)
			);
			if (both.length > 0)
				throw new PlayerChangeError('players.error.together', {
					count: both.length,
					from: from.name,
					to: toName
				});
			const change: PlayerChange = {
				id: newId(),
				kind,
				from: from.name,
				to: toName,
				at: now,
				sessions: seated.map((s) => ({ id: s.id, players: s.players })),
				profiles: target ? [from, target] : [from],
				wrote: [toKey]
			};
			for (const s of seated)
				await sessions.update(s.id, {
					players: s.players.map((p) => (nameKey(p.name) === fromKey ? { ...p, name: toName } : p))
				});
			if (toKey !== fromKey) await profiles.delete(fromKey);
			await profiles.put(
				target
					? {
							...target,
							uses: target.uses + from.uses,
							lastUsed: Math.max(target.lastUsed, from.lastUsed)
						}
					: { ...from, key: toKey, name: toName }
			);
			const kept = ((await meta.get(PLAYER_CHANGES_KEY))?.value as PlayerChange[]) ?? [];
			await meta.put({
				key: PLAYER_CHANGES_KEY,
				value: [change, ...kept.filter((c) => now - c.at < TRASH_KEEP_MS)]
			});
			// Files written before the change (older backups, group plays) land on the new name.
			const aliases = aliasEntries((await meta.get(PLAYER_ALIASES_KEY))?.value);
			await meta.put({ key: PLAYER_ALIASES_KEY, value: withAlias(aliases, change) });
			return change;
		});
	}

	/** The renames and merges that can still be undone, newest first. */
	async listPlayerChanges(now = Date.now()): Promise<PlayerChange[]> {
		const all = ((await this.getMeta<PlayerChange[]>(PLAYER_CHANGES_KEY)) ?? []).filter(
			(c) => now - c.at < TRASH_KEEP_MS
		);
		return all;
	}

	/**
	 * Takes a rename or merge back: each touched play's seats and the remembered players as
	 * they were. A play deleted for good since is skipped; a seat renamed again since keeps the
	 * later name only where it no longer carries this change's name.
	 */
	async undoPlayerChange(id: string): Promise<boolean> {
		const { sessions, profiles, meta } = this.db;
		return this.db.transaction('rw', [sessions, profiles, meta], async () => {
			const all = ((await meta.get(PLAYER_CHANGES_KEY))?.value as PlayerChange[]) ?? [];
			const change = all.find((c) => c.id === id);
			if (!change) return false;
			const toKey = nameKey(change.to);
			for (const before of change.sessions) {
				const row = await sessions.get(before.id);
				if (!row) continue;
				const was = new Map(before.players.map((p) => [p.id, p.name]));
				await sessions.update(row.id, {
					players: row.players.map((p) =>
						nameKey(p.name) === toKey && was.has(p.id) ? { ...p, name: was.get(p.id)! } : p
					)
				});
			}
			await profiles.bulkDelete(change.wrote);
			await profiles.bulkPut(change.profiles);
			await meta.put({ key: PLAYER_CHANGES_KEY, value: all.filter((c) => c.id !== id) });
			const aliases = aliasEntries((await meta.get(PLAYER_ALIASES_KEY))?.value);
			await meta.put({ key: PLAYER_ALIASES_KEY, value: withoutAlias(aliases, id) });
			return true;
		});
	}

	/** Stores the setup of a session created before setups were stored (computed once). */
	async storeSetup(id: string, setup: unknown): Promise<void> {
		await this.db.sessions.update(id, { setup });
	}

	/** Marks a finished session as being corrected (editable) or not. */
	async setCorrecting(id: string, correcting: boolean): Promise<void> {
		await this.db.sessions.update(id, { correcting });
	}

	async getDraft<T>(sessionId: string, form: string): Promise<T | undefined> {
		return (await this.db.drafts.get([sessionId, form]))?.value as T | undefined;
	}

	async listDrafts(sessionId: string): Promise<DraftRow[]> {
		return this.db.drafts.where('sessionId').equals(sessionId).toArray();
	}

	async putDraft(sessionId: string, form: string, value: unknown, now = Date.now()): Promise<void> {
		await this.db.drafts.put({ sessionId, form, value, updatedAt: now });
	}

	async clearDraft(sessionId: string, form: string): Promise<void> {
		await this.db.drafts.delete([sessionId, form]);
	}

	/**
	 * The session's stored fold at its last checkpoint, unchecked (the session view checks it
	 * against the log and the rules). A cache: a read that fails is no snapshot.
	 */
	async getSnapshot(sessionId: string): Promise<unknown> {
		try {
			return await this.db.snapshots.get(sessionId);
		} catch {
			return undefined;
		}
	}

	/**
	 * Stores a session's snapshot. The put is issued before this returns when the database is
	 * open (the page may be unloading: the phone locking, a reload), so it is not lost behind
	 * Dexie's own promise hops.
	 */
	putSnapshot(row: SnapshotRow): Promise<void> {
		if (!this.db.isOpen()) return this.db.snapshots.put(row).then(() => undefined);
		return new Promise((resolve, reject) => {
			const tx = this.db.backendDB().transaction('snapshots', 'readwrite');
			tx.objectStore('snapshots').put(row);
			tx.oncomplete = () => resolve();
			tx.onabort = tx.onerror = () => reject(tx.error);
		});
	}

	/**
	 * Writes sessions the caller knows are new to the phone, each with its whole log, in one
	 * transaction of IndexedDB's own (an import's thousands of plays: Dexie's bookkeeping per
	 * row cost more than the writes). `add`, never `put`: when one of them is stored after all,
	 * the transaction aborts, nothing of it is kept and the promise rejects with a
	 * `ConstraintError`. The writes are issued `perTask` at a time, the next ones when the first
	 * of those is done, so the page gets a turn between them. Nothing follows these rows live
	 * (liveQuery): they are new.
	 */
	async addNewSessions(
		sessions: readonly { row: SessionRow; log: readonly LogRow[] }[],
		perTask = 60
	): Promise<void> {
		if (!this.db.isOpen()) await this.db.open();
		const tx = this.db.backendDB().transaction(['sessions', 'log'], 'readwrite');
		const rows = tx.objectStore('sessions');
		const log = tx.objectStore('log');
		const writes = sessions.flatMap((s) => [
			{ to: rows, value: s.row as unknown },
			...s.log.map((e) => ({ to: log, value: e as unknown }))
		]);
		await new Promise<void>((resolve, reject) => {
			tx.oncomplete = () => resolve();
			tx.onabort = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
			let next = 0;
			const issue = () => {
				try {
					const end = Math.min(writes.length, next + perTask);
					const first = next < end ? writes[next]!.to.add(writes[next]!.value) : undefined;
					for (next++; next < end; next++) writes[next]!.to.add(writes[next]!.value);
					// The next ones are issued once the first of these is done, while the rest are
					// still being written: the database never waits for the page, nor the page for it.
					if (first && next < writes.length) first.onsuccess = issue;
				} catch (e) {
					// A row IndexedDB cannot store (not cloneable, no key): nothing is kept.
					reject(e);
					tx.abort();
				}
			};
			issue();
		});
	}

	async deleteSnapshot(sessionId: string): Promise<void> {
		await this.db.snapshots.delete(sessionId);
	}

	/** The table's remembered printed values of one game. */
	async getMemory<T>(gameId: string, key: string): Promise<T | undefined> {
		return (await this.db.memory.get([gameId, key]))?.value as T | undefined;
	}

	async putMemory(gameId: string, key: string, value: unknown, now = Date.now()): Promise<void> {
		await this.db.memory.put({ gameId, key, value, updatedAt: now });
	}

	async forgetMemory(gameId: string, key: string): Promise<void> {
		await this.db.memory.delete([gameId, key]);
	}

	async getMeta<T>(key: string): Promise<T | undefined> {
		return (await this.db.meta.get(key))?.value as T | undefined;
	}

	async setMeta(key: string, value: unknown): Promise<void> {
		await this.db.meta.put({ key, value });
	}

	/** Sessions (not in the bin) whose state holds choices still hidden at the table. */
	async listWithHiddenChoices(): Promise<SessionRow[]> {
		return this.byStatus('active')
			.filter((s) => s.summary.hidden === true)
			.toArray();
	}

	async countSessions(): Promise<number> {
		return this.db.sessions.count();
	}
}

export function toLogEntry(r: LogRow): LogEntry {
	const base = {
		seq: r.seq,
		at: r.at,
		id: r.id ?? legacyEntryId(r.sessionId, r.seq),
		parent: r.parent ?? (r.seq === 0 ? null : legacyEntryId(r.sessionId, r.seq - 1))
	};
	if (r.kind === 'do') return { ...base, kind: 'do', action: r.action as GameAction };
	return r.target === undefined
		? { ...base, kind: r.kind }
		: { ...base, kind: r.kind, target: r.target };
}

let shared: Repository | null = null;

/** The app's repository over the real database (tests build their own). */
export function repo(): Repository {
	shared ??= new Repository(new TablemateDb());
	return shared;
}
