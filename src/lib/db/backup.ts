/**
 * Backup files: export everything or one session to versioned JSON; import merges by id.
 * Every check runs before the single write transaction, and any failure inside it rolls
 * the whole import back, so a refused file leaves stored data exactly as it was.
 * Shape checks use valibot; game-level checks replay each session's log with its module.
 */
import * as v from 'valibot';
import Dexie from 'dexie';
import { fold, legacyEntryId, timeline, type LogEntry } from '$lib/games/core/log';
import type { MessageRef, SessionSummary } from '$lib/games/core/types';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { LoadedGame } from '$lib/games/registry';
import { isValidName } from '$lib/session/players';
import { toLogEntry, type Repository } from './repo';
import {
	statusOf,
	type DraftRow,
	type LogRow,
	type MemoryRow,
	type ProfileRow,
	type SessionRow
} from './schema';

export const BACKUP_FORMAT = 'tablemate-backup';
/** 2: log entry ids and parents, session version and setup, drafts and remembered values. */
export const BACKUP_VERSION = 2;
export const MAX_BACKUP_BYTES = 8 * 1024 * 1024;

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id'));
const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));
const Name = v.pipe(v.string(), v.maxLength(200), v.check(isValidName, 'name'));
const Color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'colour'));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

const PlayerSchema = v.strictObject({ id: Id, name: Name, color: Color });

const EntryId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:-]{1,100}$/, 'id'));

const LogSchema = v.strictObject({
	seq: Count,
	/** Absent in version-1 files: given the stable legacy ids on import. */
	id: v.optional(EntryId),
	parent: v.optional(v.nullable(EntryId)),
	at: Time,
	kind: v.picklist(['do', 'undo', 'redo']),
	action: v.optional(v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }))
});

const SummarySchema = v.strictObject({
	round: v.nullable(v.number()),
	finished: v.boolean(),
	scores: v.record(Id, v.number()),
	winners: v.array(Id),
	figures: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()))
});

const SessionSchema = v.strictObject({
	id: Id,
	gameId: v.pipe(v.string(), v.maxLength(64)),
	flow: v.picklist(['live', 'scorer']),
	players: v.pipe(v.array(PlayerSchema), v.minLength(1), v.maxLength(12)),
	options: v.unknown(),
	seed: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,16}$/, 'seed')),
	createdAt: Time,
	updatedAt: Time,
	status: v.picklist(['active', 'finished', 'trashed']),
	summary: SummarySchema,
	logLength: Count,
	trashedAt: v.nullable(Time),
	version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
	setup: v.optional(v.unknown(), null),
	correcting: v.optional(v.boolean()),
	importedCopyOf: v.optional(Id),
	log: v.pipe(v.array(LogSchema), v.maxLength(100_000))
});

const FormKey = v.pipe(v.string(), v.minLength(1), v.maxLength(120));

const DraftSchema = v.strictObject({
	sessionId: Id,
	form: FormKey,
	value: v.unknown(),
	updatedAt: Time
});

const MemorySchema = v.strictObject({
	gameId: v.pipe(v.string(), v.maxLength(64)),
	key: FormKey,
	value: v.unknown(),
	updatedAt: Time
});

const ProfileSchema = v.strictObject({
	key: v.pipe(v.string(), v.maxLength(200)),
	name: Name,
	color: Color,
	lastUsed: Time,
	uses: Count
});

export const BackupSchema = v.strictObject({
	format: v.literal(BACKUP_FORMAT),
	version: v.picklist([1, BACKUP_VERSION]),
	exportedAt: v.pipe(v.string(), v.isoTimestamp()),
	app: v.pipe(v.string(), v.maxLength(32)),
	sessions: v.pipe(v.array(SessionSchema), v.maxLength(50_000)),
	profiles: v.pipe(v.array(ProfileSchema), v.maxLength(1_000)),
	drafts: v.optional(v.pipe(v.array(DraftSchema), v.maxLength(100_000)), []),
	memory: v.optional(v.pipe(v.array(MemorySchema), v.maxLength(10_000)), [])
});

export type Backup = v.InferOutput<typeof BackupSchema>;
export type BackupSession = Backup['sessions'][number];

export type ParseResult = { ok: true; backup: Backup } | { ok: false; error: MessageRef };

const fail = (key: string, values?: Record<string, string | number>): ParseResult => ({
	ok: false,
	error: values ? { key, values } : { key }
});

export function backupFileName(date: Date, gameId?: string): string {
	const day = date.toISOString().slice(0, 10);
	return gameId ? `tablemate-${gameId}-${day}.json` : `tablemate-backup-${day}.json`;
}

export async function exportSessions(repo: Repository, ids?: readonly string[]): Promise<Backup> {
	const db = repo.db;
	return db.transaction('r', [db.sessions, db.log, db.profiles, db.drafts, db.memory], async () => {
		const rows = ids
			? (await db.sessions.bulkGet([...ids])).filter((r) => !!r)
			: await db.sessions.toArray();
		const sessions: BackupSession[] = [];
		for (const row of rows as SessionRow[]) {
			const log = await db.log
				.where('[sessionId+seq]')
				.between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
				.toArray();
			sessions.push(<BackupSession>{
				...row,
				log: log.map((r) => {
					const e = toLogEntry(r);
					return e.kind === 'do'
						? { seq: e.seq, id: e.id, parent: e.parent, at: e.at, kind: e.kind, action: e.action }
						: { seq: e.seq, id: e.id, parent: e.parent, at: e.at, kind: e.kind };
				})
			});
		}
		const profiles = ids ? [] : await db.profiles.toArray();
		const drafts = ids
			? await db.drafts
					.where('sessionId')
					.anyOf([...ids])
					.toArray()
			: await db.drafts.toArray();
		const memory = ids ? [] : await db.memory.toArray();
		return {
			format: BACKUP_FORMAT,
			version: BACKUP_VERSION,
			exportedAt: new Date().toISOString(),
			app: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
			sessions,
			profiles,
			drafts,
			memory
		};
	});
}

/**
 * Shape and integrity checks of a backup file's text. Touches no stored data. `size` is the
 * file's size in bytes when known (a file too large is refused before it is read).
 */
export function parseBackup(
	text: string,
	size = new TextEncoder().encode(text).length
): ParseResult {
	if (size > MAX_BACKUP_BYTES)
		return fail('backup.error.tooLarge', { size: mb(size), max: mb(MAX_BACKUP_BYTES) });
	if (text.trim() === '') return fail('backup.error.empty');
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return fail('backup.error.notJson');
	}
	if (
		typeof data !== 'object' ||
		data === null ||
		(data as { format?: unknown }).format !== BACKUP_FORMAT
	)
		return fail('backup.error.notBackup');
	const version = (data as { version?: unknown }).version;
	if (typeof version === 'number' && version > BACKUP_VERSION)
		return fail('backup.error.newer', { version });
	const parsed = v.safeParse(BackupSchema, data);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		const path = v.getDotPath(issue) ?? '(file)';
		if (issue.message === 'name')
			return fail('backup.error.name', { name: String(issue.input).slice(0, 40) });
		return fail('backup.error.invalid', { path, problem: issue.message.slice(0, 120) });
	}
	const backup = parsed.output;
	const seen = new Set<string>();
	for (const s of backup.sessions) {
		if (seen.has(s.id)) return fail('backup.error.duplicate', { id: s.id });
		seen.add(s.id);
		if (
			s.log.length !== s.logLength ||
			s.log.some((e, i) => e.seq !== i || (e.kind === 'do') !== !!e.action)
		)
			return fail('backup.error.badLog', { game: s.id });
		const ids = new Set(s.players.map((p) => p.id));
		if (ids.size !== s.players.length) return fail('backup.error.duplicate', { id: s.id });
	}
	return { ok: true, backup };
}

function mb(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ImportCounts {
	added: number;
	updated: number;
	unchanged: number;
}

export type ImportResult = { ok: true; counts: ImportCounts } | { ok: false; error: MessageRef };

/**
 * Replays every session with its game module (refusing unknown games, bad options and logs
 * that do not replay), then merges in one transaction: a session whose id is already stored
 * is replaced only when the file's copy is newer. The cached summary is recomputed, never
 * taken from the file.
 */
export async function importBackup(
	repo: Repository,
	backup: Backup,
	load: (gameId: string) => Promise<LoadedGame | null>
): Promise<ImportResult> {
	const rows: { row: SessionRow; log: LogRow[] }[] = [];
	const games = new Map<string, LoadedGame | null>();
	for (const s of backup.sessions) {
		if (!games.has(s.gameId)) games.set(s.gameId, await load(s.gameId));
		const game = games.get(s.gameId);
		if (!game)
			return { ok: false, error: { key: 'backup.error.unknownGame', values: { game: s.gameId } } };
		const bad = {
			ok: false as const,
			error: { key: 'backup.error.badLog', values: { game: s.id } }
		};
		if (game.module.validateOptions(s.options, s.players.length) !== null) return bad;
		if (s.players.length < game.module.minPlayers || s.players.length > game.module.maxPlayers)
			return bad;
		const ctx = sessionContext(game.module, s);
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
				if (skipped.length > 0) return bad;
				summary = flow.summarize(state, ctx);
			}
		} catch {
			return bad;
		}
		const { log, ...rest } = s;
		rows.push({
			row: {
				...rest,
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
	}
	const db = repo.db;
	const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
	try {
		await db.transaction(
			'rw',
			[db.sessions, db.log, db.profiles, db.drafts, db.memory],
			async () => {
				for (const { row, log } of rows) {
					const existing = await db.sessions.get(row.id);
					if (
						existing &&
						(existing.updatedAt > row.updatedAt ||
							(existing.updatedAt === row.updatedAt && existing.logLength >= row.logLength))
					) {
						counts.unchanged++;
						continue;
					}
					if (existing) {
						await db.log
							.where('[sessionId+seq]')
							.between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
							.delete();
						counts.updated++;
					} else counts.added++;
					await db.sessions.put(row);
					await db.log.bulkAdd(log);
				}
				for (const p of backup.profiles as ProfileRow[]) {
					const existing = await db.profiles.get(p.key);
					if (!existing || existing.lastUsed < p.lastUsed) await db.profiles.put(p);
				}
				// Drafts and remembered values: the newer of the stored and the file's copy.
				const known = new Set(rows.map((r) => r.row.id));
				for (const d of backup.drafts as DraftRow[]) {
					if (!known.has(d.sessionId) && !(await db.sessions.get(d.sessionId))) continue;
					const existing = await db.drafts.get([d.sessionId, d.form]);
					if (!existing || existing.updatedAt < d.updatedAt) await db.drafts.put(d);
				}
				for (const m of backup.memory as MemoryRow[]) {
					const existing = await db.memory.get([m.gameId, m.key]);
					if (!existing || existing.updatedAt < m.updatedAt) await db.memory.put(m);
				}
			}
		);
	} catch (e) {
		return { ok: false, error: { key: 'backup.error.failed', values: { error: String(e) } } };
	}
	return { ok: true, counts };
}
