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
import {
	hasInheritedNames,
	isInheritedName,
	isValidName,
	nameKey,
	normalizeName
} from '$lib/session/players';
import { newId, toLogEntry, type Repository } from './repo';
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

/** Own ids only: `__proto__`, `constructor` and the like would reach inherited members. */
const Id = v.pipe(
	v.string(),
	v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id'),
	v.check((s) => !isInheritedName(s), 'id')
);
const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));
const Name = v.pipe(v.string(), v.maxLength(200), v.check(isValidName, 'name'));
const Color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'colour'));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

const PlayerSchema = v.strictObject({ id: Id, name: Name, color: Color });

const EntryId = v.pipe(
	v.string(),
	v.regex(/^[A-Za-z0-9_:-]{1,100}$/, 'id'),
	v.check((s) => !isInheritedName(s), 'id')
);

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
	gameId: v.pipe(
		v.string(),
		v.maxLength(64),
		v.check((s) => !isInheritedName(s), 'id')
	),
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
	gameId: v.pipe(
		v.string(),
		v.maxLength(64),
		v.check((s) => !isInheritedName(s), 'id')
	),
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

export type ParseResult =
	{ ok: true; backup: Backup } | { ok: false; error: MessageRef; details?: string };

const fail = (
	key: string,
	values?: Record<string, string | number>,
	details?: string
): ParseResult & { ok: false } => ({
	ok: false,
	error: values ? { key, values } : { key },
	...(details ? { details } : {})
});

/**
 * How a refusal names a session the person knows: the game (by id — the screen shows its
 * translated name), the players and the day it was created. Never a field path or a raw id.
 */
export function sessionLabel(s: unknown): Record<string, string | number> {
	const o = (s && typeof s === 'object' ? s : {}) as Record<string, unknown>;
	const players = Array.isArray(o.players)
		? o.players
				.map((p) =>
					p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string'
						? normalizeName((p as { name: string }).name).slice(0, 24)
						: ''
				)
				.filter((n) => n !== '')
				.slice(0, 12)
				.join(', ')
		: '';
	return {
		gameId: typeof o.gameId === 'string' ? o.gameId.slice(0, 64) : '',
		players: players || '—',
		date: typeof o.createdAt === 'number' && Number.isFinite(o.createdAt) ? o.createdAt : 0
	};
}

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
/**
 * A file's bytes as text: UTF-8 with or without a byte-order mark, and UTF-16 (little or big
 * endian, with a BOM or recognisable by its zero bytes) as some editors save JSON on Windows.
 */
export function decodeBackupBytes(bytes: Uint8Array): string {
	const b0 = bytes[0],
		b1 = bytes[1];
	if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
	if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
	if (bytes.length >= 2 && b0 !== 0 && b1 === 0) return new TextDecoder('utf-16le').decode(bytes);
	if (bytes.length >= 2 && b0 === 0 && b1 !== 0) return new TextDecoder('utf-16be').decode(bytes);
	return new TextDecoder('utf-8').decode(bytes);
}

/** Deepest bracket nesting of a JSON text (strings skipped), stopping once past `limit`. */
function nesting(text: string, limit: number): number {
	let depth = 0,
		max = 0,
		inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (inString) {
			if (c === 92) i++;
			else if (c === 34) inString = false;
		} else if (c === 34) inString = true;
		else if (c === 91 || c === 123) {
			if (++depth > max && (max = depth) > limit) return max;
		} else if (c === 93 || c === 125) depth--;
	}
	return max;
}

/** A backup's own structure nests a few levels; game data a few more. */
export const MAX_NESTING = 48;

/**
 * Shape and integrity checks of a backup file's text. Touches no stored data. `size` is the
 * file's size in bytes when known (a file too large is refused before it is read).
 * A leading byte-order mark is accepted.
 */
export function parseBackup(raw: string, size = new TextEncoder().encode(raw).length): ParseResult {
	if (size > MAX_BACKUP_BYTES)
		return fail('backup.error.tooLarge', { size: mb(size), max: mb(MAX_BACKUP_BYTES) });
	const text = raw.replace(/^\uFEFF/, '');
	if (text.trim() === '') return fail('backup.error.empty');
	if (nesting(text, MAX_NESTING) > MAX_NESTING) return fail('backup.error.tooDeep');
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (e) {
		return fail('backup.error.notJson', undefined, String(e));
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
		const details = `${path}: ${issue.message.slice(0, 200)}`;
		if (issue.message === 'name')
			return fail(
				'backup.error.name',
				{ name: normalizeName(String(issue.input)).slice(0, 40) },
				details
			);
		const at = issue.path?.[0];
		const index = issue.path?.[1];
		if (at?.key === 'sessions' && index && typeof index.key === 'number') {
			const s = (data as { sessions: unknown[] }).sessions[index.key];
			return fail('backup.error.invalidSession', sessionLabel(s), details);
		}
		if (at?.key === 'profiles') return fail('backup.error.invalidProfile', undefined, details);
		return fail('backup.error.invalid', undefined, details);
	}
	const backup = parsed.output;
	const seen = new Set<string>();
	for (const s of backup.sessions) {
		if (seen.has(s.id)) return fail('backup.error.duplicate', sessionLabel(s), `id ${s.id}`);
		seen.add(s.id);
		if (
			s.log.length !== s.logLength ||
			s.log.some((e, i) => e.seq !== i || (e.kind === 'do') !== !!e.action)
		)
			return fail('backup.error.badLog', sessionLabel(s), `${s.id}: log length or order`);
		const ids = new Set(s.players.map((p) => p.id));
		if (ids.size !== s.players.length)
			return fail('backup.error.invalidSession', sessionLabel(s), `${s.id}: player ids repeat`);
		const names = new Set(s.players.map((p) => nameKey(p.name)));
		if (names.size !== s.players.length)
			return fail('backup.error.invalidSession', sessionLabel(s), `${s.id}: player names repeat`);
	}
	return { ok: true, backup };
}

function mb(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ImportCounts {
	/** Sessions new to this phone. */
	added: number;
	/** Stored sessions whose log the file's copy extends: the longer log was taken. */
	updated: number;
	/** Sessions the phone already holds whole (the same log, or a longer one). */
	unchanged: number;
	/** Sessions whose history diverged from the stored one: kept beside it as imported copies. */
	copies: number;
	/** Remembered players added or refreshed. */
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

export type ImportResult =
	| { ok: true; counts: ImportCounts; copies: ImportedCopy[] }
	| { ok: false; error: MessageRef; details?: string };

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

/**
 * Replays every session with its game module (refusing unknown games, bad options and logs
 * that do not replay), then merges in one transaction, by id and entry by entry: the same log,
 * or a file log that extends the stored one, takes the longer; a log that diverged, another
 * game or other players under the same id is kept beside the stored one as an imported copy.
 * Nothing the person entered is ever dropped. The cached summary is recomputed, never taken
 * from the file.
 */
export async function importBackup(
	repo: Repository,
	backup: Backup,
	load: (gameId: string) => Promise<LoadedGame | null>,
	makeId: () => string = newId
): Promise<ImportResult> {
	const rows: { row: SessionRow; log: LogRow[] }[] = [];
	const games = new Map<string, LoadedGame | null>();
	for (const s of backup.sessions) {
		const label = sessionLabel(s);
		if (!games.has(s.gameId)) games.set(s.gameId, await load(s.gameId));
		const game = games.get(s.gameId);
		if (!game)
			return {
				ok: false,
				error: { key: 'backup.error.unknownGame', values: label },
				details: `game ${s.gameId}`
			};
		const bad = (details: string) => ({
			ok: false as const,
			error: { key: 'backup.error.badLog', values: label },
			details: `${s.id}: ${details}`
		});
		if (
			hasInheritedNames(s.options) ||
			hasInheritedNames(s.setup) ||
			game.module.validateOptions(s.options, s.players.length) !== null
		)
			return {
				ok: false,
				error: { key: 'backup.error.options', values: label },
				details: `${s.id}: options ${JSON.stringify(s.options).slice(0, 200)}`
			};
		if (s.players.length < game.module.minPlayers || s.players.length > game.module.maxPlayers)
			return bad('player count');
		if (s.log.some((e) => e.action !== undefined && hasInheritedNames(e.action)))
			return bad('inherited name in an action');
		const players = s.players.map((p) => ({ ...p, name: normalizeName(p.name) }));
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
		rows.push({
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
	}
	// Remembered players are checked like typed names and keyed by their normalised name.
	const profiles = new Map<string, ProfileRow>();
	for (const p of backup.profiles as ProfileRow[]) {
		const name = normalizeName(p.name);
		const key = nameKey(name);
		const prev = profiles.get(key);
		if (!prev || prev.lastUsed < p.lastUsed) profiles.set(key, { ...p, key, name });
	}
	for (const d of backup.drafts as DraftRow[])
		if (hasInheritedNames(d.value) || isInheritedName(d.form))
			return { ok: false, error: { key: 'backup.error.invalid' }, details: `draft ${d.form}` };
	for (const m of backup.memory as MemoryRow[])
		if (hasInheritedNames(m.value) || isInheritedName(m.key))
			return { ok: false, error: { key: 'backup.error.invalid' }, details: `memory ${m.key}` };

	const db = repo.db;
	const counts: ImportCounts = {
		added: 0,
		updated: 0,
		unchanged: 0,
		copies: 0,
		profiles: 0,
		drafts: 0,
		memory: 0
	};
	const copies: ImportedCopy[] = [];
	/** Where the file's drafts of a session go: its own id, or the imported copy's. */
	const draftTarget = new Map<string, string>();
	try {
		await db.transaction(
			'rw',
			[db.sessions, db.log, db.profiles, db.drafts, db.memory],
			async () => {
				const replace = async (row: SessionRow, log: LogRow[]) => {
					await db.log
						.where('[sessionId+seq]')
						.between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
						.delete();
					await db.sessions.put(row);
					await db.log.bulkAdd(log);
				};
				for (const { row, log } of rows) {
					const existing = await db.sessions.get(row.id);
					if (!existing) {
						await db.sessions.put(row);
						await db.log.bulkAdd(log);
						draftTarget.set(row.id, row.id);
						counts.added++;
						continue;
					}
					if (sameGame(existing, row)) {
						const how = compareLogs(await logOf(db, row.id), log);
						if (how === 'same' || how === 'stored-longer') {
							draftTarget.set(row.id, row.id);
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
									updatedAt: Math.max(existing.updatedAt, row.updatedAt)
								},
								log
							);
							draftTarget.set(row.id, row.id);
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
							draftTarget.set(row.id, c.id);
							break;
						}
					}
					if (kept) continue;
					const id = makeId();
					await db.sessions.put({ ...row, id, importedCopyOf: row.id });
					await db.log.bulkAdd(log.map((e) => ({ ...e, sessionId: id })));
					draftTarget.set(row.id, id);
					counts.copies++;
					copies.push({
						id,
						gameId: row.gameId,
						players: row.players.map((p) => p.name),
						createdAt: row.createdAt
					});
				}
				for (const p of profiles.values()) {
					const existing = await db.profiles.get(p.key);
					if (!existing || existing.lastUsed < p.lastUsed) {
						await db.profiles.put(p);
						counts.profiles++;
					}
				}
				// Drafts and remembered values: the newer of the stored and the file's copy.
				for (const d of backup.drafts as DraftRow[]) {
					const sessionId =
						draftTarget.get(d.sessionId) ??
						((await db.sessions.get(d.sessionId)) ? d.sessionId : null);
					if (!sessionId) continue;
					const existing = await db.drafts.get([sessionId, d.form]);
					if (!existing || existing.updatedAt < d.updatedAt) {
						await db.drafts.put({ ...d, sessionId });
						counts.drafts++;
					}
				}
				for (const m of backup.memory as MemoryRow[]) {
					const existing = await db.memory.get([m.gameId, m.key]);
					if (!existing || existing.updatedAt < m.updatedAt) {
						await db.memory.put(m);
						counts.memory++;
					}
				}
			}
		);
	} catch (e) {
		return { ok: false, error: { key: 'backup.error.failed' }, details: String(e) };
	}
	return { ok: true, counts, copies };
}
