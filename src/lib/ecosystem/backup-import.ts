/**
 * Importing a backup: records come one by one (from a file streamed through
 * `backup-file.ts`, or from a document read whole), each session is checked and replayed with
 * its game module, and sessions are written a batch at a time, merged by id and entry by entry.
 * A session that cannot be taken is left out and listed with its reason; the others come in.
 * Only what a batch holds is in memory at once. Each batch is one transaction: a failure
 * while writing keeps the batches already written (importing the same file again finds them
 * unchanged and completes the rest) and says so.
 */
import Dexie from 'dexie';
import { fold, legacyEntryId, timeline, type LogEntry } from '$lib/games/core/log';
import type { MessageRef, SessionSummary } from '$lib/games/core/types';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { LoadedGame } from '$lib/games/registry';
import { hasInheritedNames, nameKey, normalizeName } from '$lib/session/players';
import { newId, type Repository } from '$lib/db/repo';
import { clearStatsCache } from './stats-cache-keys';
import { currentName, loadAliases } from './player-aliases';
import {
	statusOf,
	type DraftRow,
	type LogRow,
	type MemoryRow,
	type ProfileRow,
	type SessionRow
} from '$lib/db/schema';
import {
	checkDraft,
	checkMemory,
	checkProfile,
	checkSession,
	sessionLabel,
	type BackupInput,
	type BackupRecord
} from '$lib/db/backup';

export interface ImportCounts {
	/** Sessions new to this phone. */
	added: number;
	/** Stored sessions whose log the file's copy extends: the longer log was taken. */
	updated: number;
	/** Sessions the phone already holds whole (the same log, or a longer one). */
	unchanged: number;
	/** Sessions whose history diverged from the stored one: kept beside it as imported copies. */
	copies: number;
	/** Sessions of the file left out (listed in `skipped`). */
	skipped: number;
	/** Remembered players added or refreshed (the file's own, and the players of its games). */
	profiles: number;
	/** Form drafts added or refreshed. */
	drafts: number;
	/** The table's remembered values added or refreshed. */
	memory: number;
}

/** A session kept as an imported copy, described the way the person knows it. */
export interface ImportedCopy {
	id: string;
	gameId: string;
	players: string[];
	createdAt: number;
}

/** A session of the file that was left out: a sentence naming it and saying why. */
export interface SkippedSession {
	reason: MessageRef;
	/** For the console: which check refused it. Never shown. */
	details: string;
}

export type ImportResult =
	| { ok: true; counts: ImportCounts; copies: ImportedCopy[]; skipped: SkippedSession[] }
	| {
			ok: false;
			error: MessageRef;
			details?: string;
			/** What was written before the failure (a later batch failed). */
			counts?: ImportCounts;
	  };

/** The skipped list shown names at most this many; the count says how many in all. */
export const MAX_LISTED = 50;
/** A batch is written once it holds this many sessions or log entries. */
const BATCH_SESSIONS = 200;
const BATCH_ENTRIES = 50_000;

/** The same session, as far as merging logs is concerned: game, way in, table and seats. */
function sameGame(a: SessionRow, b: SessionRow): boolean {
	return (
		a.gameId === b.gameId &&
		a.flow === b.flow &&
		a.seed === b.seed &&
		JSON.stringify(a.options) === JSON.stringify(b.options) &&
		JSON.stringify(a.players.map((p) => [p.id, nameKey(p.name)])) ===
			JSON.stringify(b.players.map((p) => [p.id, nameKey(p.name)]))
	);
}

const sameEntry = (a: LogRow, b: LogRow) =>
	a.id === b.id &&
	a.kind === b.kind &&
	JSON.stringify(a.action ?? null) === JSON.stringify(b.action ?? null);

/**
 * How the file's log relates to the stored one, entry by entry: 'same' (identical),
 * 'stored-longer' (the file's log is a prefix of the stored one), 'file-longer' (the file's
 * log extends the stored one) or 'diverged'.
 */
export function compareLogs(
	stored: readonly LogRow[],
	file: readonly LogRow[]
): 'same' | 'stored-longer' | 'file-longer' | 'diverged' {
	const n = Math.min(stored.length, file.length);
	for (let i = 0; i < n; i++) if (!sameEntry(stored[i]!, file[i]!)) return 'diverged';
	return stored.length === file.length
		? 'same'
		: stored.length > file.length
			? 'stored-longer'
			: 'file-longer';
}

function logOf(db: Repository['db'], id: string): Promise<LogRow[]> {
	return db.log.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey]).toArray();
}

type Loader = (gameId: string) => Promise<LoadedGame | null>;

/**
 * Takes a backup's records one at a time. `session`, `profile`, `draft` and `memory` in any
 * order (a file lists sessions first), then `finish` once.
 */
export class Importer {
	readonly counts: ImportCounts = {
		added: 0,
		updated: 0,
		unchanged: 0,
		copies: 0,
		skipped: 0,
		profiles: 0,
		drafts: 0,
		memory: 0
	};
	readonly copies: ImportedCopy[] = [];
	readonly skipped: SkippedSession[] = [];
	private readonly games = new Map<string, LoadedGame | null>();
	private readonly seen = new Set<string>();
	private batch: { row: SessionRow; log: LogRow[] }[] = [];
	/** Sessions built by this app and found absent from the phone (`built`). */
	private fresh: { row: SessionRow; log: LogRow[] }[] = [];
	private batchEntries = 0;
	/** Where the file's drafts of a session go: its own id, or the imported copy's. */
	private readonly draftTarget = new Map<string, string>();
	private readonly fileProfiles = new Map<string, ProfileRow>();
	/** The players of the file's games that came in, to be remembered. */
	private readonly players = new Map<string, ProfileRow>();
	private readonly drafts: DraftRow[] = [];
	private readonly memory: MemoryRow[] = [];
	/** Old player key → name now (read once, at the first session or at the end). */
	private aliases: Map<string, string> | null = null;
	written = false;

	constructor(
		private readonly repo: Repository,
		private readonly load: Loader,
		private readonly makeId: () => string = newId,
		/**
		 * Sessions per written batch. Writing a batch is one task of the page (every row and
		 * log entry is copied into the database at once): an import that keeps the screen
		 * responsive writes small ones.
		 */
		private readonly batchSessions = BATCH_SESSIONS
	) {}

	private skip(reason: MessageRef, details: string) {
		this.counts.skipped++;
		if (this.skipped.length < MAX_LISTED) this.skipped.push({ reason, details });
	}

	async record(r: BackupRecord): Promise<void> {
		if (r.kind === 'session') await this.session(r.value);
		else if (r.kind === 'profile') this.profile(r.value);
		else if (r.kind === 'draft') this.draft(r.value);
		else if (r.kind === 'memory') this.memoryValue(r.value);
		else if (r.kind === 'bad') this.skip({ key: 'backup.error.invalid' }, r.details);
	}

	/** Checks and replays one session; writes the batch when it is full. */
	async session(raw: unknown): Promise<void> {
		const checked = checkSession(raw);
		if (!checked.ok) return this.skip(checked.error, checked.details);
		const s = checked.session;
		const label = sessionLabel(s);
		if (this.seen.has(s.id))
			return this.skip({ key: 'backup.error.duplicate', values: label }, `id ${s.id}`);
		this.seen.add(s.id);
		if (!this.games.has(s.gameId)) this.games.set(s.gameId, await this.load(s.gameId));
		const game = this.games.get(s.gameId);
		if (!game)
			return this.skip({ key: 'backup.error.unknownGame', values: label }, `game ${s.gameId}`);
		const bad = (details: string) =>
			this.skip({ key: 'backup.error.badLog', values: label }, `${s.id}: ${details}`);
		if (
			hasInheritedNames(s.options) ||
			hasInheritedNames(s.setup) ||
			game.module.validateOptions(s.options, s.players.length) !== null
		)
			return this.skip(
				{ key: 'backup.error.options', values: label },
				`${s.id}: options ${JSON.stringify(s.options).slice(0, 200)}`
			);
		if (s.players.length < game.module.minPlayers || s.players.length > game.module.maxPlayers)
			return bad('player count');
		if (s.log.some((e) => e.action !== undefined && hasInheritedNames(e.action)))
			return bad('inherited name in an action');
		const players = await this.currentNames(s.players);
		const ctx = sessionContext(game.module, { ...s, players });
		const flow = game.module.flows[s.flow];
		const entries = s.log as LogEntry[];
		let summary: SessionSummary;
		try {
			const replay = migrateActions(
				game.module,
				s.version,
				timeline(entries).done.map((d) => d.action)
			);
			if (replay.notice) {
				// Recorded with rules this build cannot replay exactly: kept as recorded.
				summary = s.summary;
			} else {
				const { state, skipped } = fold(flow, ctx, replay.actions);
				if (skipped.length > 0) return bad(`entry ${skipped[0]!} does not replay`);
				summary = flow.summarize(state, ctx);
			}
		} catch (e) {
			return bad(String(e));
		}
		const { log, ...rest } = s;
		this.batch.push({
			row: {
				...rest,
				players,
				setup: ctx.setup ?? null,
				summary,
				status: statusOf(summary, rest.trashedAt)
			} as SessionRow,
			log: log.map((e) => ({
				sessionId: s.id,
				...e,
				id: e.id ?? legacyEntryId(s.id, e.seq),
				parent: e.parent ?? (e.seq === 0 ? null : legacyEntryId(s.id, e.seq - 1))
			}))
		});
		this.batchEntries += log.length;
		if (this.batch.length >= this.batchSessions || this.batchEntries >= BATCH_ENTRIES)
			await this.flush();
	}

	/**
	 * A session this app built and replayed with its game's rules a moment ago (a BG Stats
	 * play, `bgstats-import.ts`) that the caller found absent from the phone: written without
	 * checking and replaying it a second time, and without reading whether it is stored.
	 */
	async built(row: SessionRow, log: LogRow[]): Promise<void> {
		if (this.seen.has(row.id))
			return this.skip(
				{ key: 'backup.error.duplicate', values: sessionLabel(row) },
				`id ${row.id}`
			);
		this.seen.add(row.id);
		this.fresh.push({ row, log });
		if (this.fresh.length >= this.batchSessions) await this.flushFresh();
	}

	/**
	 * Writes the built sessions held so far with IndexedDB's own adds (`addNewSessions`): the
	 * caller found them absent, so there is nothing to compare. One stored after all (another
	 * tab importing the same file) sends the batch through the checked writing instead.
	 */
	private async flushFresh(): Promise<void> {
		const fresh = this.fresh;
		this.fresh = [];
		if (fresh.length === 0) return;
		try {
			await this.repo.addNewSessions(fresh);
		} catch (e) {
			if ((e as { name?: unknown } | null)?.name !== 'ConstraintError') throw e;
			this.batch.push(...fresh);
			return this.flush();
		}
		this.counts.added += fresh.length;
		for (const { row } of fresh) {
			this.draftTarget.set(row.id, row.id);
			this.remember(row);
		}
		this.written = true;
	}

	/**
	 * A session's seats under the names their players have on this phone now: a player renamed
	 * or merged since the file was written lands on who they became (`player-aliases.ts`).
	 * Two seats that would become one player (two people merged who played together in the
	 * file) keep the file's names.
	 */
	private async currentNames<P extends { name: string }>(seats: readonly P[]): Promise<P[]> {
		const aliases = (this.aliases ??= await loadAliases(this.repo));
		const plain = seats.map((p) => ({ ...p, name: normalizeName(p.name) }));
		if (aliases.size === 0) return plain;
		const renamed = plain.map((p) => ({ ...p, name: currentName(aliases, p.name) }));
		return new Set(renamed.map((p) => nameKey(p.name))).size === renamed.length ? renamed : plain;
	}

	/** The file's remembered players under their names now (see `currentNames`). */
	private async renameFileProfiles(): Promise<void> {
		const aliases = (this.aliases ??= await loadAliases(this.repo));
		if (aliases.size === 0) return;
		for (const [key, p] of [...this.fileProfiles]) {
			const name = aliases.get(key);
			if (name === undefined || nameKey(name) === key) continue;
			this.fileProfiles.delete(key);
			const to = nameKey(name);
			const there = this.fileProfiles.get(to);
			if (!there || there.lastUsed < p.lastUsed) this.fileProfiles.set(to, { ...p, key: to, name });
		}
	}

	/** Remembered players are checked like typed names and keyed by their normalised name. */
	profile(raw: unknown): void {
		const p = checkProfile(raw);
		if (!p) return;
		const name = normalizeName(p.name);
		const key = nameKey(name);
		const prev = this.fileProfiles.get(key);
		if (!prev || prev.lastUsed < p.lastUsed) this.fileProfiles.set(key, { ...p, key, name });
	}

	draft(raw: unknown): void {
		const d = checkDraft(raw);
		if (d && !hasInheritedNames(d.value)) this.drafts.push(d as DraftRow);
	}

	memoryValue(raw: unknown): void {
		const m = checkMemory(raw);
		if (m && !hasInheritedNames(m.value)) this.memory.push(m as MemoryRow);
	}

	/** A player of a game that came in: remembered, most recent name and colour kept. */
	private remember(row: SessionRow) {
		for (const p of row.players) {
			const key = nameKey(p.name);
			const prev = this.players.get(key);
			if (!prev)
				this.players.set(key, {
					key,
					name: p.name,
					color: p.color,
					lastUsed: row.updatedAt,
					uses: 1
				});
			else {
				prev.uses++;
				if (prev.lastUsed < row.updatedAt)
					Object.assign(prev, { name: p.name, color: p.color, lastUsed: row.updatedAt });
			}
		}
	}

	/** Writes the sessions held so far, in one transaction. */
	async flush(): Promise<void> {
		const batch = this.batch;
		this.batch = [];
		this.batchEntries = 0;
		if (batch.length === 0) return;
		const db = this.repo.db;
		const counts = { ...this.counts };
		const copies: ImportedCopy[] = [];
		const targets: [string, string][] = [];
		const came: SessionRow[] = [];
		await db.transaction('rw', [db.sessions, db.log], async () => {
			const replace = async (row: SessionRow, log: LogRow[]) => {
				await db.log
					.where('[sessionId+seq]')
					.between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
					.delete();
				await db.sessions.put(row);
				await db.log.bulkAdd(log);
			};
			const stored = await db.sessions.bulkGet(batch.map((b) => b.row.id));
			// Sessions new to the phone (the usual case) are written together at the end: the
			// rows in one request and every log at once, not two round trips per session.
			const newRows: SessionRow[] = [];
			const newLogs: LogRow[][] = [];
			for (const [i, { row, log }] of batch.entries()) {
				const existing = stored[i];
				if (!existing) {
					newRows.push(row);
					newLogs.push(log);
					targets.push([row.id, row.id]);
					came.push(row);
					counts.added++;
					continue;
				}
				if (sameGame(existing, row)) {
					const how = compareLogs(await logOf(db, row.id), log);
					if (how === 'same' || how === 'stored-longer') {
						targets.push([row.id, row.id]);
						counts.unchanged++;
						continue;
					}
					if (how === 'file-longer') {
						// Keep what only this phone knows about the session row itself.
						await replace(
							{
								...row,
								trashedAt: existing.trashedAt,
								status: statusOf(row.summary, existing.trashedAt),
								correcting: existing.correcting ?? row.correcting,
								endedAt: existing.endedAt ?? row.endedAt,
								updatedAt: Math.max(existing.updatedAt, row.updatedAt)
							},
							log
						);
						targets.push([row.id, row.id]);
						came.push(row);
						counts.updated++;
						continue;
					}
				}
				// Diverged (or another game under this id): an earlier import of this file may
				// already have kept it as a copy.
				const earlier = await db.sessions.filter((r) => r.importedCopyOf === row.id).toArray();
				let kept = false;
				for (const c of earlier) {
					if (!sameGame(c, row)) continue;
					const how = compareLogs(
						await logOf(db, c.id),
						log.map((e) => ({ ...e, sessionId: c.id }))
					);
					if (how === 'same' || how === 'stored-longer') {
						counts.unchanged++;
						kept = true;
					} else if (how === 'file-longer') {
						await replace(
							{ ...row, id: c.id, importedCopyOf: row.id, trashedAt: c.trashedAt },
							log.map((e) => ({ ...e, sessionId: c.id }))
						);
						counts.updated++;
						kept = true;
					}
					if (kept) {
						targets.push([row.id, c.id]);
						break;
					}
				}
				if (kept) continue;
				const id = this.makeId();
				await db.sessions.put({ ...row, id, importedCopyOf: row.id });
				await db.log.bulkAdd(log.map((e) => ({ ...e, sessionId: id })));
				targets.push([row.id, id]);
				came.push(row);
				counts.copies++;
				copies.push({
					id,
					gameId: row.gameId,
					players: row.players.map((p) => p.name),
					createdAt: row.createdAt
				});
			}
			await db.sessions.bulkPut(newRows);
			await db.log.bulkAdd(newLogs.flat());
		});
		// Committed: only now does what the batch did count.
		Object.assign(this.counts, counts);
		this.copies.push(...copies);
		for (const [from, to] of targets) this.draftTarget.set(from, to);
		for (const row of came) this.remember(row);
		this.written = true;
	}

	/** Writes the last batch, then remembered players, drafts and remembered values. */
	async finish(): Promise<ImportResult> {
		try {
			await this.flushFresh();
			await this.flush();
			await this.renameFileProfiles();
			const db = this.repo.db;
			const counts = { ...this.counts };
			await db.transaction('rw', [db.sessions, db.profiles, db.drafts, db.memory], async () => {
				const keys = new Set([...this.fileProfiles.keys(), ...this.players.keys()]);
				for (const key of keys) {
					const existing = await db.profiles.get(key);
					// The file's own remembered player as the other phone kept it; else one made
					// from the games that came in (a file of an older version, or a forgotten one).
					const fromFile = this.fileProfiles.get(key);
					const fromGames = this.players.get(key)!;
					if (fromFile) {
						if (existing && existing.lastUsed >= fromFile.lastUsed) continue;
						await db.profiles.put(fromFile);
					} else {
						if (existing && existing.lastUsed >= fromGames.lastUsed) continue;
						await db.profiles.put({
							...fromGames,
							uses: (existing?.uses ?? 0) + fromGames.uses
						});
					}
					counts.profiles++;
				}
				// Drafts and remembered values: the newer of the stored and the file's copy.
				for (const d of this.drafts) {
					const sessionId =
						this.draftTarget.get(d.sessionId) ??
						((await db.sessions.get(d.sessionId)) ? d.sessionId : null);
					if (!sessionId) continue;
					const existing = await db.drafts.get([sessionId, d.form]);
					if (!existing || existing.updatedAt < d.updatedAt) {
						await db.drafts.put({ ...d, sessionId });
						counts.drafts++;
					}
				}
				for (const m of this.memory) {
					const existing = await db.memory.get([m.gameId, m.key]);
					if (!existing || existing.updatedAt < m.updatedAt) {
						await db.memory.put(m);
						counts.memory++;
					}
				}
			});
			Object.assign(this.counts, counts);
		} catch (e) {
			return this.failed(e);
		}
		return { ok: true, counts: this.counts, copies: this.copies, skipped: this.skipped };
	}

	/** A write failed: nothing of that transaction was kept; earlier batches were. */
	failed(e: unknown): ImportResult {
		return this.written
			? {
					ok: false,
					error: {
						key: 'backup.error.failedPartway',
						values: { stored: this.counts.added + this.counts.updated + this.counts.copies }
					},
					details: String(e),
					counts: this.counts
				}
			: { ok: false, error: { key: 'backup.error.failed' }, details: String(e) };
	}
}

/**
 * An import may replace a stored session without changing what the statistics cache checks:
 * the cache is cleared, then (when the import wrote anything) built again from the sessions
 * while the import screen still waits, so the statistics open from it afterwards.
 */
async function refreshStats(repo: Repository, written: boolean): Promise<void> {
	await clearStatsCache(repo);
	if (!written) return;
	try {
		await (await import('./stats-cache')).rebuildCache(repo);
	} catch {
		/* the statistics page reads the sessions itself */
	}
}

/** Imports a backup held in memory (a file read whole, or an export in a test). */
export async function importBackup(
	repo: Repository,
	backup: BackupInput,
	load: Loader,
	makeId: () => string = newId
): Promise<ImportResult> {
	const importer = new Importer(repo, load, makeId);
	try {
		try {
			for (const s of backup.sessions) await importer.session(s);
		} catch (e) {
			return importer.failed(e);
		}
		for (const p of backup.profiles ?? []) importer.profile(p);
		for (const d of backup.drafts ?? []) importer.draft(d);
		for (const m of backup.memory ?? []) importer.memoryValue(m);
		return await importer.finish();
	} finally {
		await refreshStats(repo, importer.written);
	}
}

/** Imports records as they are read (a version 3 file streamed by `backup-file.ts`). */
export async function importRecords(
	repo: Repository,
	records: AsyncIterable<BackupRecord>,
	load: Loader,
	makeId: () => string = newId
): Promise<ImportResult> {
	const importer = new Importer(repo, load, makeId);
	try {
		try {
			for await (const r of records) await importer.record(r);
		} catch (e) {
			return importer.failed(e);
		}
		return await importer.finish();
	} finally {
		await refreshStats(repo, importer.written);
	}
}
