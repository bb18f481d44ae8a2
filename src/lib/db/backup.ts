/**
 * Backup files: what they hold and how each record is checked. Version 3 files are JSON lines
 * (a header line, then one line per session, remembered player, draft and remembered value),
 * compact (no indentation, no log fields that follow from their place) and gzip-compressed by
 * `ecosystem/backup-file.ts`; versions 1 and 2 were one JSON document and are still read.
 * A file is refused whole only when it is not a Tablemate backup at all (or a newer one): a
 * session that cannot be taken is left out and listed, the rest come in
 * (`ecosystem/backup-import.ts`). Shape checks use valibot.
 */
import * as v from 'valibot';
import Dexie from 'dexie';
import type { MessageRef } from '$lib/games/core/types';
import {
	isInheritedName,
	isValidName,
	MAX_NAME,
	nameKey,
	normalizeName
} from '$lib/session/players';
import { toLogEntry, type Repository } from './repo';
import type { SessionRow } from './schema';

export const BACKUP_FORMAT = 'tablemate-backup';
/**
 * 2: log entry ids and parents, session version and setup, drafts and remembered values.
 * 3: JSON lines, gzip-compressed; a log entry's seq is its place and its parent, when it is the
 * entry before, is left out.
 */
export const BACKUP_VERSION = 3;
/**
 * Only a file read whole (a version 1 or 2 JSON document, never compressed) has a ceiling: a
 * string past this would not fit a phone's memory. Our own exports are far below it.
 */
export const MAX_BACKUP_BYTES = 384 * 1024 * 1024;

/** Own ids only: `__proto__`, `constructor` and the like would reach inherited members. */
const Id = v.pipe(
	v.string(),
	v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id'),
	v.check((s) => !isInheritedName(s), 'id')
);
const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));
/**
 * A name as typed on another phone, perhaps by an older or newer version with another limit:
 * cut to this version's limit (never refused for its length), then checked like a typed name.
 */
export function fitName(name: string): string {
	const n = normalizeName(name);
	const chars = [...n];
	return chars.length <= MAX_NAME ? n : chars.slice(0, MAX_NAME).join('').trimEnd();
}
const Name = v.pipe(
	v.string(),
	v.maxLength(400),
	v.transform(fitName),
	v.check(isValidName, 'name')
);
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
	action: v.optional(v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })),
	/** An undo's or redo's target entry. */
	target: v.optional(EntryId)
});

const SummarySchema = v.strictObject({
	round: v.nullable(v.number()),
	finished: v.boolean(),
	scores: v.record(Id, v.number()),
	winners: v.array(Id),
	/** The finishing order by the game's rules (see SessionSummary.places). */
	places: v.optional(v.pipe(v.array(v.pipe(v.array(Id), v.maxLength(64))), v.maxLength(64))),
	startSeat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(63))),
	/** What settled a close game (see SessionSummary.decidedBy): a message key and its values. */
	decidedBy: v.optional(
		v.strictObject({
			key: v.pipe(v.string(), v.maxLength(120)),
			values: v.optional(
				v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.string(), v.number()]))
			)
		})
	),
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
	endedAt: v.optional(Time),
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

/** The first line of a version 3 file; the envelope fields of a version 1 or 2 file. */
export const HeaderSchema = v.object({
	format: v.literal(BACKUP_FORMAT),
	version: v.picklist([1, 2, BACKUP_VERSION]),
	exportedAt: v.pipe(v.string(), v.isoTimestamp()),
	app: v.pipe(v.string(), v.maxLength(32))
});
export type BackupHeader = v.InferOutput<typeof HeaderSchema>;

/** A version 1 or 2 file: the envelope; each record is checked on its own when imported. */
const DocumentSchema = v.strictObject({
	...HeaderSchema.entries,
	sessions: v.pipe(v.array(v.unknown()), v.maxLength(200_000)),
	profiles: v.pipe(v.array(v.unknown()), v.maxLength(10_000)),
	drafts: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(1_000_000)), []),
	memory: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(100_000)), [])
});

export type BackupSession = v.InferOutput<typeof SessionSchema>;
export type BackupProfile = v.InferOutput<typeof ProfileSchema>;
export type BackupDraft = v.InferOutput<typeof DraftSchema>;
export type BackupMemory = v.InferOutput<typeof MemorySchema>;

/** Everything stored, as exported (all in memory: one session's file, tests). */
export interface Backup extends BackupHeader {
	sessions: BackupSession[];
	profiles: BackupProfile[];
	drafts: BackupDraft[];
	memory: BackupMemory[];
}

/** What an import takes: records not yet checked, one by one. */
export interface BackupInput {
	sessions: readonly unknown[];
	profiles?: readonly unknown[];
	drafts?: readonly unknown[];
	memory?: readonly unknown[];
}

export type ParseResult =
	| { ok: true; backup: BackupInput & BackupHeader }
	| { ok: false; error: MessageRef; details?: string };

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

/** One game's file (a JSON document) or the whole backup (`.jsonl.gz`: JSON lines, gzip). */
export function backupFileName(date: Date, gameId?: string): string {
	const day = date.toISOString().slice(0, 10);
	return gameId ? `tablemate-${gameId}-${day}.json` : `tablemate-backup-${day}.jsonl.gz`;
}

/** A log entry as a session row holds it in a file (version 1 and 2 shape). */
function fileEntry(e: ReturnType<typeof toLogEntry>): Record<string, unknown> {
	if (e.kind === 'do')
		return { seq: e.seq, id: e.id, parent: e.parent, at: e.at, kind: e.kind, action: e.action };
	const mark = { seq: e.seq, id: e.id, parent: e.parent, at: e.at, kind: e.kind };
	return e.target === undefined ? mark : { ...mark, target: e.target };
}

function header(): BackupHeader {
	return {
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: new Date().toISOString(),
		app: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'
	};
}

/** Everything stored (or the sessions `ids`) as one object: one session's file, tests. */
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
			sessions.push(<BackupSession>{ ...row, log: log.map((r) => fileEntry(toLogEntry(r))) });
		}
		const profiles = ids ? [] : await db.profiles.toArray();
		const drafts = ids
			? await db.drafts
					.where('sessionId')
					.anyOf([...ids])
					.toArray()
			: await db.drafts.toArray();
		const memory = ids ? [] : await db.memory.toArray();
		return { ...header(), sessions, profiles, drafts, memory } as Backup;
	});
}

/**
 * A session as a version 3 line holds it: the log without `seq` (its place) and without
 * `parent` when it is the entry before (null for the first).
 */
export function compactSession(s: BackupSession): Record<string, unknown> {
	let prev: string | null = null;
	const log = s.log.map((e) => {
		const { seq: _seq, parent, ...rest } = e;
		const out: Record<string, unknown> = rest;
		if ((parent ?? null) !== prev) out.parent = parent ?? null;
		prev = e.id ?? null;
		return out;
	});
	return { ...s, log };
}

/** The inverse of `compactSession`, before the session is checked. */
export function expandSession(raw: unknown): unknown {
	if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { log?: unknown }).log)) return raw;
	let prev: unknown = null;
	const log = ((raw as { log: unknown[] }).log as unknown[]).map((e, seq) => {
		if (!e || typeof e !== 'object') return e;
		const o = e as Record<string, unknown>;
		const out = { seq, ...o, parent: 'parent' in o ? o.parent : prev };
		prev = o.id ?? null;
		return out;
	});
	return { ...(raw as object), log };
}

/** Sessions read from storage this many at a time while exporting. */
const EXPORT_PAGE = 50;

/**
 * Everything stored as the lines of a version 3 file, read a page of sessions at a time so
 * that no more than one page and its logs is held in memory: a header, then one line per
 * session (`{"s":…}`), remembered player (`p`), draft (`d`) and remembered value (`m`).
 */
export async function* exportLines(repo: Repository): AsyncGenerator<string> {
	const db = repo.db;
	yield JSON.stringify(header()) + '\n';
	let after: string | null = null;
	for (;;) {
		const page: SessionRow[] = await (
			after === null ? db.sessions.orderBy('id') : db.sessions.where('id').above(after)
		)
			.limit(EXPORT_PAGE)
			.toArray();
		if (page.length === 0) break;
		const logs = await db.transaction('r', db.log, () =>
			Promise.all(page.map((row) => logRows(repo, row.id)))
		);
		let lines = '';
		page.forEach((row, i) => {
			const session = <BackupSession>{ ...row, log: logs[i]!.map((r) => fileEntry(toLogEntry(r))) };
			lines += JSON.stringify({ s: compactSession(session) }) + '\n';
		});
		yield lines;
		after = page[page.length - 1]!.id;
	}
	for (const [tag, table] of [
		['p', db.profiles],
		['d', db.drafts],
		['m', db.memory]
	] as const) {
		const rows: unknown[] = await table.toArray();
		for (let i = 0; i < rows.length; i += 500)
			yield rows
				.slice(i, i + 500)
				.map((r) => JSON.stringify({ [tag]: r }) + '\n')
				.join('');
	}
}

function logRows(repo: Repository, id: string) {
	return repo.db.log
		.where('[sessionId+seq]')
		.between([id, Dexie.minKey], [id, Dexie.maxKey])
		.toArray();
}

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
export function nesting(text: string, limit: number): number {
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
 * The header of a version 3 file from its first line, a refusal (not a backup, a newer one),
 * or null when the line is not a version 3 header (then the text is a version 1 or 2 document).
 */
export function readHeader(line: string): ParseResult | null {
	let data: unknown;
	try {
		data = JSON.parse(line);
	} catch {
		return null;
	}
	if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
	const o = data as Record<string, unknown>;
	if (o.format !== BACKUP_FORMAT || 'sessions' in o) return null;
	if (typeof o.version === 'number' && o.version > BACKUP_VERSION)
		return fail('backup.error.newer', { version: o.version });
	const parsed = v.safeParse(HeaderSchema, data);
	if (!parsed.success || parsed.output.version !== BACKUP_VERSION)
		return fail('backup.error.invalid', undefined, 'header');
	return { ok: true, backup: { ...parsed.output, sessions: [] } };
}

export type BackupRecord =
	| { kind: 'session' | 'profile' | 'draft' | 'memory'; value: unknown }
	| { kind: 'bad'; details: string };

/** One line of a version 3 file after its header; blank lines are skipped by the caller. */
export function readLine(line: string): BackupRecord {
	if (nesting(line, MAX_NESTING) > MAX_NESTING) return { kind: 'bad', details: 'too deep' };
	let data: unknown;
	try {
		data = JSON.parse(line);
	} catch (e) {
		return { kind: 'bad', details: String(e).slice(0, 200) };
	}
	if (data && typeof data === 'object' && !Array.isArray(data)) {
		const o = data as Record<string, unknown>;
		const keys = Object.keys(o);
		if (keys.length === 1) {
			if ('s' in o) return { kind: 'session', value: expandSession(o.s) };
			if ('p' in o) return { kind: 'profile', value: o.p };
			if ('d' in o) return { kind: 'draft', value: o.d };
			if ('m' in o) return { kind: 'memory', value: o.m };
		}
	}
	return { kind: 'bad', details: 'unknown line' };
}

/**
 * A backup file read whole (a version 1 or 2 document, or an uncompressed version 3 file):
 * checks that it is a Tablemate backup this version reads. Touches no stored data and checks
 * no record yet: each is checked when imported. `size` is the file's size in bytes when known.
 * A leading byte-order mark is accepted.
 */
export function parseBackup(raw: string, size = raw.length): ParseResult {
	if (size > MAX_BACKUP_BYTES)
		return fail('backup.error.tooLarge', { size: mb(size), max: mb(MAX_BACKUP_BYTES) });
	const text = raw.replace(/^\uFEFF/, '');
	if (text.trim() === '') return fail('backup.error.empty');
	const firstEnd = text.indexOf('\n');
	const first = readHeader(firstEnd < 0 ? text : text.slice(0, firstEnd));
	if (first && !first.ok) return first;
	if (first?.ok) {
		const backup = { ...first.backup, sessions: [] as unknown[], profiles: [] as unknown[] };
		const drafts: unknown[] = [],
			memory: unknown[] = [];
		for (const line of text.slice(firstEnd + 1).split('\n')) {
			if (line.trim() === '') continue;
			const r = readLine(line);
			if (r.kind === 'bad') return fail('backup.error.notJson', undefined, r.details);
			const list = {
				session: backup.sessions,
				profile: backup.profiles,
				draft: drafts,
				memory
			}[r.kind];
			list.push(r.value);
		}
		return { ok: true, backup: { ...backup, drafts, memory } };
	}
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
	const parsed = v.safeParse(DocumentSchema, data);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		return fail(
			'backup.error.invalid',
			undefined,
			`${v.getDotPath(issue) ?? '(file)'}: ${issue.message.slice(0, 200)}`
		);
	}
	return { ok: true, backup: parsed.output };
}

/** Why one session of a file was left out, named the way the person knows it. */
export type SessionCheck =
	{ ok: true; session: BackupSession } | { ok: false; error: MessageRef; details: string };

/**
 * The checks of one session that need no game code: its shape, its names (cut to this
 * version's limit; a name that would then repeat gets a number), its log's order.
 */
export function checkSession(raw: unknown): SessionCheck {
	const label = sessionLabel(raw);
	const parsed = v.safeParse(SessionSchema, raw);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		const details = `${v.getDotPath(issue) ?? '(session)'}: ${issue.message.slice(0, 200)}`;
		if (issue.message === 'name')
			return {
				ok: false,
				error: {
					key: 'backup.error.name',
					values: { name: normalizeName(String(issue.input)).slice(0, 40) }
				},
				details
			};
		return { ok: false, error: { key: 'backup.error.invalidSession', values: label }, details };
	}
	const s = parsed.output;
	if (
		s.log.length !== s.logLength ||
		s.log.some((e, i) => e.seq !== i || (e.kind === 'do') !== !!e.action)
	)
		return {
			ok: false,
			error: { key: 'backup.error.badLog', values: label },
			details: `${s.id}: log length or order`
		};
	const ids = new Set(s.players.map((p) => p.id));
	if (ids.size !== s.players.length)
		return {
			ok: false,
			error: { key: 'backup.error.invalidSession', values: label },
			details: `${s.id}: player ids repeat`
		};
	const names = new Set<string>();
	const players = s.players.map((p) => {
		let name = p.name;
		// Two long names cut alike: the second gets a number in place of its last letters.
		for (let k = 2; names.has(nameKey(name)) && k < 100; k++) {
			const tail = ` ${k}`;
			name =
				[...p.name]
					.slice(0, MAX_NAME - tail.length)
					.join('')
					.trimEnd() + tail;
		}
		names.add(nameKey(name));
		return name === p.name ? p : { ...p, name };
	});
	if (names.size !== s.players.length)
		return {
			ok: false,
			error: { key: 'backup.error.invalidSession', values: label },
			details: `${s.id}: player names repeat`
		};
	const cut = players.some((p, i) => p !== s.players[i]);
	// The same name typed twice at one table (not two long names cut alike) stays a refusal.
	const typedTwice = new Set(
		(raw as { players: { name: string }[] }).players.map((p) => nameKey(normalizeName(p.name)))
	);
	if (typedTwice.size !== s.players.length)
		return {
			ok: false,
			error: { key: 'backup.error.invalidSession', values: label },
			details: `${s.id}: player names repeat`
		};
	return { ok: true, session: cut ? { ...s, players } : s };
}

/** A remembered player of a file, its name cut to this version's limit; null if unusable. */
export function checkProfile(raw: unknown): BackupProfile | null {
	const parsed = v.safeParse(ProfileSchema, raw);
	return parsed.success ? parsed.output : null;
}

export function checkDraft(raw: unknown): BackupDraft | null {
	const parsed = v.safeParse(DraftSchema, raw);
	return parsed.success && !isInheritedName(parsed.output.form) ? parsed.output : null;
}

export function checkMemory(raw: unknown): BackupMemory | null {
	const parsed = v.safeParse(MemorySchema, raw);
	return parsed.success && !isInheritedName(parsed.output.key) ? parsed.output : null;
}

function mb(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
