import { beforeEach, describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import {
	BACKUP_VERSION,
	MAX_BACKUP_BYTES,
	backupFileName,
	type BackupRecord,
	exportSessions,
	parseBackup,
	type Backup
} from '$lib/db/backup';
import { importBackup, importRecords } from '$lib/ecosystem/backup-import';
import { SessionEngine } from '$lib/session/engine';
import { findGame } from '$lib/games/registry';
import { module as scorePad } from '$lib/games/score-pad/index';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`backup-${Date.now()}-${n++}`));
const load = async (id: string) => (await findGame(id)?.load()) ?? null;

async function populated(): Promise<Repository> {
	const repo = fresh();
	const players = [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	];
	for (const [i, deltas] of [
		[3, 4],
		[10, -2, 7]
	].entries()) {
		const row = await repo.createSession(
			{
				gameId: 'score-pad',
				flow: 'live',
				players,
				options: { lowWins: i === 1 },
				seed: 'ABCDEF',
				summary: { round: 1, finished: false, scores: {}, winners: [] },
				version: 1,
				setup: null
			},
			1000 + i
		);
		const e = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		for (const d of deltas) await e.dispatch({ type: 'add', seat: 0, delta: d });
		await e.undo();
		await e.redo();
		if (i === 1) await e.dispatch({ type: 'finish' });
	}
	return repo;
}

/** Everything stored, in a comparable form. */
async function dump(repo: Repository) {
	const db = repo.db;
	return {
		sessions: (await db.sessions.toArray()).sort((a, b) => a.id.localeCompare(b.id)),
		log: await db.log.toArray(),
		profiles: await db.profiles.toArray()
	};
}

async function validFile(repo: Repository): Promise<Backup> {
	return JSON.parse(JSON.stringify(await exportSessions(repo)));
}

describe('backup export and import', () => {
	let source: Repository;
	beforeEach(async () => {
		source = await populated();
	});

	it('names the file with the date', () => {
		const d = new Date('2026-11-21T20:00:00Z');
		expect(backupFileName(d)).toBe('tablemate-backup-2026-11-21.jsonl.gz');
		expect(backupFileName(d, 'score-pad')).toBe('tablemate-score-pad-2026-11-21.json');
	});

	it('export, wipe, import gives identical data', async () => {
		const file = JSON.stringify(await exportSessions(source));
		const before = await dump(source);
		const target = fresh();
		const parsed = parseBackup(file);
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		expect(parsed.backup.version).toBe(BACKUP_VERSION);
		const result = await importBackup(target, parsed.backup, load);
		expect(result).toMatchObject({
			ok: true,
			counts: { added: 2, updated: 0, unchanged: 0, copies: 0 }
		});
		expect(await dump(target)).toEqual(before);
	});

	it('merges by id without duplicating, and keeps the newer copy', async () => {
		const file = await validFile(source);
		const target = fresh();
		await importBackup(target, file, load);
		expect(await importBackup(target, file, load)).toMatchObject({
			ok: true,
			counts: { added: 0, updated: 0, unchanged: 2, copies: 0 }
		});
		expect(await target.db.sessions.count()).toBe(2);
		expect(await target.db.log.count()).toBe(file.sessions.reduce((t, s) => t + s.log.length, 0));
		// The source plays on; importing its newer export updates that one session only.
		const row = (await source.listActive())[0];
		const e = new SessionEngine(
			row.id,
			scorePad.flows.live,
			row,
			await source.loadLog(row.id),
			source
		);
		await e.dispatch({ type: 'add', seat: 1, delta: 9 });
		const newer = await validFile(source);
		expect(await importBackup(target, newer, load)).toMatchObject({
			ok: true,
			counts: { added: 0, updated: 1, unchanged: 1, copies: 0 }
		});
		expect(await dump(target)).toEqual(await dump(source));
	});

	it('exports one session alone', async () => {
		const [row] = await source.listActive();
		const one = await exportSessions(source, [row.id]);
		expect(one.sessions.map((s) => s.id)).toEqual([row.id]);
		expect(one.profiles).toEqual([]);
	});

	it('recomputes the cached summary from the log instead of trusting the file', async () => {
		const file = await validFile(source);
		file.sessions[0].summary = { round: 99, finished: true, scores: { a: 1000 }, winners: ['a'] };
		const target = fresh();
		await importBackup(target, file, load);
		const stored = await target.getSession(file.sessions[0].id);
		expect(stored?.summary.round).not.toBe(99);
		expect(stored?.summary.scores.a).not.toBe(1000);
	});

	describe('refuses a file that is not a backup it reads, with a clear message, changing nothing', () => {
		const cases: [string, (valid: Backup) => string, string][] = [
			['empty file', () => '', 'backup.error.empty'],
			['whitespace only', () => '  \n ', 'backup.error.empty'],
			['not JSON', () => 'Hola, esto no es JSON', 'backup.error.notJson'],
			['truncated', (v) => JSON.stringify(v).slice(0, 300), 'backup.error.notJson'],
			["another app's JSON", () => JSON.stringify({ hello: 'world' }), 'backup.error.notBackup'],
			['a JSON array', () => '[1,2,3]', 'backup.error.notBackup'],
			[
				'newer version',
				(v) => JSON.stringify({ ...v, version: BACKUP_VERSION + 1 }),
				'backup.error.newer'
			],
			[
				'wrong version type',
				(v) => JSON.stringify({ ...v, version: 'one' }),
				'backup.error.invalid'
			]
		];

		it.each(cases)('%s', async (_name, make, key) => {
			const target = await populated();
			const before = await dump(target);
			const parsed = parseBackup(make(await validFile(source)));
			expect(parsed.ok).toBe(false);
			if (!parsed.ok) expect(parsed.error.key).toBe(key);
			expect(await dump(target)).toEqual(before);
		});

		it('a file past the ceiling of a file read whole is refused by its size; 10 MB is not', () => {
			expect(parseBackup('{}', 10 * 1024 * 1024)).toMatchObject({
				ok: false,
				error: { key: 'backup.error.notBackup' }
			});
			expect(parseBackup('{}', MAX_BACKUP_BYTES + 1)).toMatchObject({
				ok: false,
				error: { key: 'backup.error.tooLarge' }
			});
		});
	});

	describe('leaves out a session it cannot take, says why, and imports the others', () => {
		const cases: [string, (s: Backup['sessions'][number]) => unknown, string][] = [
			['wrong types', (s) => ({ ...s, createdAt: 'yesterday' }), 'backup.error.invalidSession'],
			['unknown field', (s) => ({ ...s, admin: true }), 'backup.error.invalidSession'],
			[
				'oversized string',
				(s) => ({ ...s, gameId: 'x'.repeat(5000) }),
				'backup.error.invalidSession'
			],
			[
				'script in a player name',
				(s) => ({
					...s,
					players: [{ ...s.players[0], name: '<script>alert(1)</script>' }, s.players[1]]
				}),
				'backup.error.name'
			],
			[
				'id with path characters',
				(s) => ({ ...s, id: '../../etc' }),
				'backup.error.invalidSession'
			],
			[
				'log that does not match its length',
				(s) => ({ ...s, logLength: 99 }),
				'backup.error.badLog'
			],
			['unknown game id', (s) => ({ ...s, gameId: 'monopoly' }), 'backup.error.unknownGame'],
			[
				'a log that does not replay (illegal action)',
				(s) => ({
					...s,
					log: s.log.map((e, i) =>
						i === 0 ? { ...e, action: { type: 'add', seat: 42, delta: 1 } } : e
					)
				}),
				'backup.error.badLog'
			]
		];

		it.each(cases)('%s', async (_name, edit, key) => {
			const v = await validFile(source);
			const [bad, good] = v.sessions;
			const target = fresh();
			const result = await importBackup(target, { ...v, sessions: [edit(bad!), good] }, load);
			expect(result).toMatchObject({
				ok: true,
				counts: { added: 1, skipped: 1 },
				skipped: [{ reason: { key } }]
			});
			expect((await target.db.sessions.toArray()).map((r) => r.id)).toEqual([good!.id]);
		});

		it('the same session twice in a file: the second is left out', async () => {
			const v = await validFile(source);
			const result = await importBackup(
				fresh(),
				{ ...v, sessions: [v.sessions[0], v.sessions[0]] },
				load
			);
			expect(result).toMatchObject({
				ok: true,
				counts: { added: 1, skipped: 1 },
				skipped: [{ reason: { key: 'backup.error.duplicate', values: { players: 'Ana, Benno' } } }]
			});
		});

		it("players of imported games become remembered players, even without the file's list", async () => {
			const v = await validFile(source);
			const target = fresh();
			const result = await importBackup(target, { ...v, profiles: [] }, load);
			expect(result).toMatchObject({ ok: true, counts: { added: 2, profiles: 2 } });
			expect((await target.listProfiles()).map((p) => [p.name, p.uses]).sort()).toEqual([
				['Ana', 2],
				['Benno', 2]
			]);
			// Importing again adds no use: nothing came in.
			await importBackup(target, { ...v, profiles: [] }, load);
			expect((await target.listProfiles()).map((p) => p.uses)).toEqual([2, 2]);
		});

		it('a stream cut short: what came before the cut comes in, the cut is listed', async () => {
			const v = await validFile(source);
			async function* records(): AsyncGenerator<BackupRecord> {
				yield { kind: 'session', value: v.sessions[0] };
				yield { kind: 'bad', details: 'stream: unexpected end' };
			}
			const target = fresh();
			const result = await importRecords(target, records(), load);
			expect(result).toMatchObject({
				ok: true,
				counts: { added: 1, skipped: 1 },
				skipped: [{ reason: { key: 'backup.error.invalid' } }]
			});
		});
	});

	describe('a failure while writing', () => {
		it('a failure inside the write transaction rolls everything back', async () => {
			const target = await populated();
			const before = await dump(target);
			const v = await validFile(source);
			// Two sessions whose logs collide on the same key make bulkAdd fail mid-transaction.
			const clash = { ...v.sessions[0], id: 'new-session-id' };
			clash.log = clash.log.map((e) => ({ ...e }));
			const file = { ...v, sessions: [{ ...v.sessions[1], id: 'another-id' }, clash] };
			const realBulkAdd = target.db.log.bulkAdd.bind(target.db.log);
			// The disk fills while the second session's log is written.
			target.db.log.bulkAdd = (async (...args: Parameters<typeof realBulkAdd>) => {
				const rows = args[0] as readonly { sessionId: string }[];
				if (rows.some((r) => r.sessionId === 'new-session-id')) throw new Error('disk full');
				return realBulkAdd(...args);
			}) as typeof realBulkAdd;
			const result = await importBackup(target, file, load);
			expect(result.ok).toBe(false);
			if (!result.ok) expect(result.error.key).toBe('backup.error.failed');
			target.db.log.bulkAdd = realBulkAdd;
			expect(await dump(target)).toEqual(before);
		});
	});
});
