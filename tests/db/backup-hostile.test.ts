/**
 * Hostile backup files: every one is refused with a translated reason and leaves
 * the stored data exactly as it was. Together with backup.test.ts: more than 40 distinct files.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { decodeBackupBytes, exportSessions, parseBackup, type Backup } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { SessionEngine } from '$lib/session/engine';
import { findGame } from '$lib/games/registry';
import { module as scorePad } from '$lib/games/score-pad/index';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';
import { padSession } from '../fixtures/score-pad';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`hostile-${Date.now()}-${n++}`));
const load = async (id: string) => (await findGame(id)?.load()) ?? null;

async function populated(): Promise<Repository> {
	const repo = fresh();
	const row = await repo.createSession(padSession());
	const e = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
	await e.dispatch({ type: 'add', seat: 0, delta: 3 });
	await e.dispatch({ type: 'add', seat: 1, delta: 4 });
	await repo.putDraft(row.id, 'note', 'x', 1);
	await repo.putMemory('xidit', 'regions', { north: 3 }, 1);
	return repo;
}

async function dump(repo: Repository) {
	const db = repo.db;
	return JSON.stringify({
		sessions: await db.sessions.toArray(),
		log: await db.log.toArray(),
		profiles: await db.profiles.toArray(),
		drafts: await db.drafts.toArray(),
		memory: await db.memory.toArray()
	});
}

type Json = Record<string, unknown> & Backup;
const clone = (v: Backup): Json => JSON.parse(JSON.stringify(v));
/** Edits the first session of a copy of the valid file. */
const session = (edit: (s: Record<string, unknown>) => void) => (v: Backup) => {
	const c = clone(v);
	edit(c.sessions[0] as unknown as Record<string, unknown>);
	return JSON.stringify(c);
};
const whole = (edit: (c: Record<string, unknown>) => void) => (v: Backup) => {
	const c = clone(v) as unknown as Record<string, unknown>;
	edit(c);
	return JSON.stringify(c);
};
const playerName = (name: string) =>
	session((s) => ((s.players as { name: string }[])[0]!.name = name));
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const cases: [string, (valid: Backup) => string, string][] = [
	[
		'player id __proto__',
		session((s) => ((s.players as { id: string }[])[0]!.id = '__proto__')),
		'backup.error.invalidSession'
	],
	['session id constructor', session((s) => (s.id = 'constructor')), 'backup.error.invalidSession'],
	[
		'winner id __proto__',
		session((s) => ((s.summary as { winners: string[] }).winners = ['__proto__'])),
		'backup.error.invalidSession'
	],
	[
		'option value constructor',
		session((s) => (s.options = { lowWins: 'constructor' })),
		'backup.error.options'
	],
	[
		'option key __proto__',
		(v) =>
			session((s) => (s.options = { lowWins: false }))(v).replace(
				'"options":{"lowWins":false}',
				'"options":{"lowWins":false,"__proto__":{"x":1}}'
			),
		'backup.error.options'
	],
	[
		'action naming an inherited member',
		session(
			(s) =>
				((s.log as { action?: unknown }[])[0]!.action = { type: 'add', seat: 'toString', delta: 1 })
		),
		'backup.error.badLog'
	],
	['name of zero-width spaces only', playerName('\u200b\u200b\u200b'), 'backup.error.name'],
	['name of a right-to-left override only', playerName('\u202e'), 'backup.error.name'],
	['name with a NUL byte', playerName('\u0000Ana'), 'backup.error.name'],
	[
		'"Ana" and "Ana\u200b" at one table',
		session((s) => ((s.players as { name: string }[])[1]!.name = 'Ana\u200b')),
		'backup.error.invalidSession'
	],
	[
		'remembered player of invisible characters',
		whole((c) => ((c.profiles as { name: string }[])[0]!.name = '\ufeff\u2060')),
		'dropped'
	],
	[
		'remembered player with markup',
		whole((c) => ((c.profiles as { name: string }[])[0]!.name = '<img src=x>')),
		'dropped'
	],
	[
		'options nested 10,000 deep',
		(v) =>
			session((s) => (s.options = 'X'))(v).replace('"options":"X"', `"options":${deep(10_000)}`),
		'backup.error.tooDeep'
	],
	['a bare array nested 200,000 deep', () => deep(200_000), 'backup.error.tooDeep'],
	['negative creation time', session((s) => (s.createdAt = -5)), 'backup.error.invalidSession'],
	[
		'thirteen players',
		session(
			(s) =>
				(s.players = Array.from({ length: 13 }, (_, i) => ({
					id: `p${i}`,
					name: `P${i}`,
					color: '#000000'
				})))
		),
		'backup.error.invalidSession'
	],
	[
		'unknown log entry kind',
		session((s) => ((s.log as { kind: string }[])[0]!.kind = 'delete')),
		'backup.error.invalidSession'
	],
	[
		'log entry id with spaces',
		session((s) => ((s.log as { id: string }[])[0]!.id = 'a b')),
		'backup.error.invalidSession'
	],
	[
		'seed with lower case and emoji',
		session((s) => (s.seed = 'ab😀')),
		'backup.error.invalidSession'
	],
	[
		'colour given by name',
		session((s) => ((s.players as { color: string }[])[0]!.color = 'red')),
		'backup.error.invalidSession'
	],
	['unknown status', session((s) => (s.status = 'deleted')), 'backup.error.invalidSession'],
	['bin time as text', session((s) => (s.trashedAt = 'tomorrow')), 'backup.error.invalidSession'],
	[
		'log entries out of order',
		session((s) => (s.log as { seq: number }[]).reverse()),
		'backup.error.badLog'
	],
	[
		'action missing on a do entry',
		session((s) => delete (s.log as { action?: unknown }[])[0]!.action),
		'backup.error.badLog'
	],
	[
		'remembered value for game __proto__',
		whole((c) => ((c.memory as { gameId: string }[])[0]!.gameId = '__proto__')),
		'dropped'
	],
	[
		'draft value with a constructor key',
		(v) =>
			whole((c) => ((c.drafts as { value: unknown }[])[0]!.value = 'X'))(v).replace(
				'"value":"X"',
				'"value":{"constructor":{"prototype":1}}'
			),
		'dropped'
	],
	['export time not a date', whole((c) => (c.exportedAt = 'last tuesday')), 'backup.error.invalid'],
	['sessions not a list', whole((c) => (c.sessions = { 0: {} })), 'backup.error.invalid'],
	[
		'10,001 remembered players',
		whole(
			(c) =>
				(c.profiles = Array.from({ length: 10_001 }, (_, i) => ({
					key: `p${i}`,
					name: `P${i}`,
					color: '#000000',
					lastUsed: 1,
					uses: 1
				})))
		),
		'backup.error.invalid'
	]
];

/** What an import may never change: the stored games and their logs. */
async function games(repo: Repository) {
	return JSON.stringify({
		sessions: await repo.db.sessions.toArray(),
		log: await repo.db.log.toArray()
	});
}

describe('hostile backup files: a bad file is refused, a bad record is left out, nothing stored changes', () => {
	it.each(cases)('%s', async (_name, make, key) => {
		const source = await populated();
		const target = await populated();
		const before = await dump(target);
		const stored = await games(target);
		const text = make(await exportSessions(source));
		const parsed = parseBackup(text);
		const result = parsed.ok ? await importBackup(target, parsed.backup, load) : parsed;
		if (key === 'dropped') {
			// A bad remembered player, draft or value is not taken; the file's game comes in.
			expect(result).toMatchObject({ ok: true, counts: { added: 1, skipped: 0 } });
			const db = target.db;
			const kept = JSON.stringify([
				await db.profiles.toArray(),
				await db.drafts.toArray(),
				await db.memory.toArray()
			]);
			expect(kept).not.toMatch(/__proto__|constructor|<img|\\ufeff|\\u2060|\ufeff|\u2060/);
			return;
		}
		// A translated sentence exists in both languages for every refusal.
		expect(en[key as keyof typeof en]).toBeTruthy();
		expect(es[key as keyof typeof es]).toBeTruthy();
		if (!result.ok) {
			// The file as a whole is not a backup this version reads.
			expect(result.error.key).toBe(key);
			expect(await dump(target)).toBe(before);
			return;
		}
		// The file is a backup; its only session is left out with the reason.
		expect(result.counts).toMatchObject({ added: 0, updated: 0, skipped: 1 });
		expect(result.skipped[0]!.reason.key).toBe(key);
		expect(await games(target)).toBe(stored);
	});

	it('a session left out is named by game id, players and date, never a field path', async () => {
		const source = await populated();
		const parsed = parseBackup(session((s) => (s.createdAt = -5))(await exportSessions(source)));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const result = await importBackup(fresh(), parsed.backup, load);
		expect(result).toMatchObject({
			ok: true,
			skipped: [
				{
					reason: {
						key: 'backup.error.invalidSession',
						values: { gameId: 'score-pad', players: 'Ana, Benno' }
					}
				}
			]
		});
		if (!result.ok) return;
		expect(JSON.stringify(result.skipped[0]!.reason)).not.toMatch(/sessions\.0|Invalid|Expected/);
		expect(result.skipped[0]!.details).toMatch(/createdAt/);
	});

	it('one session in a thousand is bad: the other 999 come in, the bad one is listed', async () => {
		const source = await populated();
		const target = fresh();
		const v = clone(await exportSessions(source));
		const one = v.sessions[0]!;
		v.sessions = Array.from({ length: 1000 }, (_, i) => ({ ...one, id: `s${i}` }));
		v.drafts = [];
		v.sessions[537] = {
			...one,
			id: 's537',
			log: one.log.map((e, i) =>
				i === 1 ? { ...e, action: { type: 'add', seat: 7, delta: 1 } } : e
			)
		};
		const parsed = parseBackup(JSON.stringify(v));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const result = await importBackup(target, parsed.backup, load);
		expect(result).toMatchObject({
			ok: true,
			counts: { added: 999, skipped: 1 },
			skipped: [{ reason: { key: 'backup.error.badLog' } }]
		});
		if (result.ok) expect(result.skipped[0]!.details).toMatch(/s537/);
		expect(await target.db.sessions.get('s537')).toBeUndefined();
		expect(await target.db.sessions.count()).toBe(999);
	}, 60_000);

	it('a name longer than the limit comes in cut to 24 characters; two cut alike stay apart', async () => {
		const source = await populated();
		const v = clone(await exportSessions(source));
		const long = 'María José Fernández-Villaverde';
		v.sessions[0]!.players[0]!.name = long;
		v.sessions[0]!.players[1]!.name = long + ' y Sáez';
		const result = await importBackup(fresh(), v, load);
		expect(result).toMatchObject({ ok: true, counts: { added: 1, skipped: 0 } });
		const target = fresh();
		await importBackup(target, v, load);
		const row = (await target.db.sessions.toArray())[0]!;
		expect(row.players.map((p) => p.name)).toEqual([
			'María José Fernández-Vil',
			'María José Fernández-V 2'
		]);
	});
});

describe('text encodings a backup may arrive in are accepted', () => {
	async function roundTrip(bytes: Uint8Array) {
		const source = await populated();
		const target = fresh();
		const parsed = parseBackup(decodeBackupBytes(bytes));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const result = await importBackup(target, parsed.backup, load);
		expect(result).toMatchObject({ ok: true, counts: { added: 1 } });
		expect(await target.db.log.count()).toBe(await source.db.log.count());
	}
	const text = async () => JSON.stringify(await exportSessions(await populated()));
	const utf16 = (s: string, little: boolean, bom: boolean) => {
		const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
		const dv = new DataView(out.buffer);
		let o = 0;
		if (bom) {
			dv.setUint16(0, 0xfeff, little);
			o = 2;
		}
		for (let i = 0; i < s.length; i++) dv.setUint16(o + i * 2, s.charCodeAt(i), little);
		return out;
	};

	it('UTF-8 with a byte-order mark', async () => {
		const t = await text();
		await roundTrip(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(t)]));
		expect(parseBackup('\ufeff' + t).ok).toBe(true);
	});
	it('UTF-16 little endian with a BOM', async () => roundTrip(utf16(await text(), true, true)));
	it('UTF-16 big endian with a BOM', async () => roundTrip(utf16(await text(), false, true)));
	it('UTF-16 little endian without a BOM', async () => roundTrip(utf16(await text(), true, false)));
});
