/**
 * The IndexedDB schema. Every version stays here forever, with its upgrade: a phone that
 * skipped app versions still walks the whole path. A frozen version-1 fixture in
 * tests/db/fixtures proves the upgrade.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { FlowId, Player, SessionSummary } from '$lib/games/core/types';
import { legacyEntryId } from '$lib/games/core/log';
import type { StoredCheckpoint } from '$lib/session/checkpoint';

/** 'trashed' sessions wait in the bin; the status is an index key, so lists need no filter. */
export type SessionStatus = 'active' | 'finished' | 'trashed';

export function statusOf(summary: SessionSummary, trashedAt: number | null): SessionStatus {
	return trashedAt ? 'trashed' : summary.finished ? 'finished' : 'active';
}

/**
 * When the game on a row ended: the time of the action that first finished it, kept through a
 * correction made afterwards (which re-scores but is not play), cleared when play takes the end
 * back (an undo of the last move). Play time runs up to it (`play-times.ts`), also on a phone
 * that never opened the play (a backup, a group member's play).
 */
export function endedAtAfter(
	row: Pick<SessionRow, 'endedAt' | 'correcting' | 'summary'>,
	summary: SessionSummary,
	at: number
): number | undefined {
	if (row.correcting) return row.endedAt ?? (summary.finished ? at : undefined);
	if (!summary.finished) return undefined;
	return row.summary.finished && row.endedAt !== undefined ? row.endedAt : at;
}

export interface SessionRow {
	id: string;
	gameId: string;
	/** Which way into the game: the live companion or the quick scorer. */
	flow: FlowId;
	players: Player[];
	options: unknown;
	seed: string;
	createdAt: number;
	updatedAt: number;
	status: SessionStatus;
	/** Cached from the game's summarize() after every commit, so lists never load game code. */
	summary: SessionSummary;
	/** Number of log entries: the next entry's seq. */
	logLength: number;
	/** Set when deleted: the session waits in the bin until restored or purged. */
	trashedAt: number | null;
	/** The game module's `version` the session was created with (see core/replay.ts). */
	version: number;
	/** The setup the session used, stored when created: never recomputed from the seed. */
	setup: unknown;
	/**
	 * A finished session is read-only until someone taps "Correct": then this is true until the
	 * game is finished again (the correction re-scores and updates the history).
	 */
	correcting?: boolean;
	/** When the game ended (see `endedAtAfter`); absent while it runs and on older rows. */
	endedAt?: number;
	/** Set on a session an import kept beside a stored one whose log diverged. */
	importedCopyOf?: string;
}

export interface LogRow {
	sessionId: string;
	seq: number;
	/** Stable unique id, and the id of the entry this one follows (null for the first). */
	id: string;
	parent: string | null;
	at: number;
	kind: 'do' | 'undo' | 'redo';
	action?: unknown;
	/** An undo's or redo's target entry id; absent in older rows. */
	target?: string;
}

/** A player typed once and offered again next time. */
export interface ProfileRow {
	/** The name in lower case: one profile per name. */
	key: string;
	name: string;
	color: string;
	lastUsed: number;
	uses: number;
}

/**
 * What a person typed into a form before pressing its button (final counts, a law's inputs,
 * who an event releases): it belongs to its session, survives undo and reload, travels in
 * backups and is deleted with the session.
 */
export interface DraftRow {
	sessionId: string;
	form: string;
	value: unknown;
	updatedAt: number;
}

/**
 * Values printed on a table's own components that the table typed once and the app offers
 * again next game (Xidit region values, Kingdom Defenders tile stars, Lancaster law groups).
 */
export interface MemoryRow {
	gameId: string;
	key: string;
	value: unknown;
	updatedAt: number;
}

/**
 * The folded state of a session at its last checkpoint, so a reload folds only the log's tail
 * (session/checkpoint.ts). A cache: the log stays the truth, a row that does not match the log
 * or the rules is ignored, backups never carry it, and it is deleted with its session.
 */
export type SnapshotRow = StoredCheckpoint;

export interface MetaRow {
	key: string;
	value: unknown;
}

export const DB_NAME = 'tablemate';
export const DB_VERSION = 5;

export class TablemateDb extends Dexie {
	sessions!: EntityTable<SessionRow, 'id'>;
	log!: Dexie.Table<LogRow, [string, number]>;
	profiles!: EntityTable<ProfileRow, 'key'>;
	meta!: EntityTable<MetaRow, 'key'>;
	drafts!: Dexie.Table<DraftRow, [string, string]>;
	memory!: Dexie.Table<MemoryRow, [string, string]>;
	snapshots!: EntityTable<SnapshotRow, 'sessionId'>;

	constructor(name = DB_NAME) {
		super(name);
		// Version 1 (first release): sessions and their log only.
		this.version(1).stores({
			sessions: 'id, gameId, updatedAt',
			log: '[sessionId+seq], sessionId'
		});
		// Version 2: status index for home/history, the bin (trashedAt), remembered players
		// and settings. v1 rows had `finished: boolean` and no flow/trashedAt.
		this.version(2)
			.stores({
				sessions: 'id, gameId, updatedAt, [status+updatedAt], trashedAt',
				log: '[sessionId+seq], sessionId',
				profiles: 'key, lastUsed',
				meta: 'key'
			})
			.upgrade(async (tx) => {
				await tx
					.table('sessions')
					.toCollection()
					.modify((row: Record<string, unknown>) => {
						row.status = row.finished ? 'finished' : 'active';
						delete row.finished;
						// v1 had no bin, so no v1 row is trashed.
						row.flow ??= 'live';
						row.trashedAt ??= null;
					});
				// Remember the players of existing sessions.
				const profiles = new Map<string, ProfileRow>();
				await tx.table('sessions').each((row: SessionRow) => {
					for (const p of row.players) {
						const key = p.name.trim().toLowerCase();
						const prev = profiles.get(key);
						if (!prev || prev.lastUsed < row.updatedAt)
							profiles.set(key, {
								key,
								name: p.name,
								color: p.color,
								lastUsed: row.updatedAt,
								uses: (prev?.uses ?? 0) + 1
							});
						else prev.uses++;
					}
				});
				await tx.table('profiles').bulkPut([...profiles.values()]);
			});
		// Version 3: game contract v2. Sessions remember the rules version and the setup they
		// used (null: computed once from the seed on first open, then stored); log entries get
		// stable ids and parent links; form drafts and the table's remembered values move here
		// from localStorage.
		this.version(3)
			.stores({
				sessions: 'id, gameId, updatedAt, [status+updatedAt], trashedAt',
				log: '[sessionId+seq], sessionId, id',
				profiles: 'key, lastUsed',
				meta: 'key',
				drafts: '[sessionId+form], sessionId',
				memory: '[gameId+key], gameId'
			})
			.upgrade(async (tx) => {
				await tx
					.table('sessions')
					.toCollection()
					.modify((row: Record<string, unknown>) => {
						row.version ??= 1;
						row.setup ??= null;
					});
				await tx
					.table('log')
					.toCollection()
					.modify((row: Record<string, unknown>) => {
						const sid = row.sessionId as string;
						const seq = row.seq as number;
						row.id ??= legacyEntryId(sid, seq);
						row.parent ??= seq === 0 ? null : legacyEntryId(sid, seq - 1);
					});
			});
		// Version 4: the stored fold of each session at its last checkpoint (a cache, filled as
		// sessions are played or opened: nothing to convert).
		this.version(4).stores({
			sessions: 'id, gameId, updatedAt, [status+updatedAt], trashedAt',
			log: '[sessionId+seq], sessionId, id',
			profiles: 'key, lastUsed',
			meta: 'key',
			drafts: '[sessionId+form], sessionId',
			memory: '[gameId+key], gameId',
			snapshots: 'sessionId'
		});
		// Version 5: the log is read only by its key ([sessionId+seq], a session's entries in
		// order); its two other indexes cost every stored entry two more writes and served no read.
		this.version(5).stores({
			log: '[sessionId+seq]'
		});
	}
}
