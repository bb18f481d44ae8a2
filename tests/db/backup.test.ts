import { beforeEach, describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import {
	BACKUP_VERSION,
	backupFileName,
	exportSessions,
	importBackup,
	parseBackup,
	type Backup
} from '$lib/db/backup';
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
		expect(backupFileName(d)).toBe('tablemate-backup-2026-11-21.json');
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

	describe('refuses bad files with a clear message and changes nothing', () => {
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
			],
			[
				'wrong types',
				(v) => JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], createdAt: 'yesterday' }] }),
				'backup.error.invalidSession'
			],
			[
				'unknown field',
				(v) => JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], admin: true }] }),
				'backup.error.invalidSession'
			],
			[
				'duplicate ids',
				(v) => JSON.stringify({ ...v, sessions: [v.sessions[0], v.sessions[0]] }),
				'backup.error.duplicate'
			],
			[
				'oversized string',
				(v) => JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], gameId: 'x'.repeat(5000) }] }),
				'backup.error.invalidSession'
			],
			[
				'script in a player name',
				(v) =>
					JSON.stringify({
						...v,
						sessions: [
							{
								...v.sessions[0],
								players: [
									{ ...v.sessions[0].players[0], name: '<script>alert(1)</script>' },
									v.sessions[0].players[1]
								]
							}
						]
					}),
				'backup.error.name'
			],
			[
				'id with path characters',
				(v) => JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], id: '../../etc' }] }),
				'backup.error.invalidSession'
			],
			[
				'log that does not match its length',
				(v) => JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], logLength: 99 }] }),
				'backup.error.badLog'
			],
			[
				'10 MB file',
				(v) => JSON.stringify({ ...v, padding: 'x'.repeat(10 * 1024 * 1024) }),
				'backup.error.tooLarge'
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

		it('unknown game id', async () => {
			const target = await populated();
			const before = await dump(target);
			const v = await validFile(source);
			const parsed = parseBackup(
				JSON.stringify({ ...v, sessions: [{ ...v.sessions[0], gameId: 'monopoly' }] })
			);
			expect(parsed.ok).toBe(true);
			if (!parsed.ok) return;
			const result = await importBackup(target, parsed.backup, load);
			expect(result).toMatchObject({
				ok: false,
				error: {
					key: 'backup.error.unknownGame',
					values: { gameId: 'monopoly', players: 'Ana, Benno' }
				}
			});
			expect(await dump(target)).toEqual(before);
		});

		it('a log that does not replay (illegal action) refuses the whole file', async () => {
			const target = fresh();
			const v = await validFile(source);
			v.sessions[1].log[0] = {
				...v.sessions[1].log[0],
				action: { type: 'add', seat: 42, delta: 1 }
			};
			const result = await importBackup(target, v, load);
			expect(result.ok).toBe(false);
			if (!result.ok) expect(result.error.key).toBe('backup.error.badLog');
			expect(await target.db.sessions.count()).toBe(0);
		});

		it('a failure inside the write transaction rolls everything back', async () => {
			const target = await populated();
			const before = await dump(target);
			const v = await validFile(source);
			// Two sessions whose logs collide on the same key make bulkAdd fail mid-transaction.
			const clash = { ...v.sessions[0], id: 'new-session-id' };
			clash.log = clash.log.map((e) => ({ ...e }));
			const file = { ...v, sessions: [{ ...v.sessions[1], id: 'another-id' }, clash] };
			const realBulkAdd = target.db.log.bulkAdd.bind(target.db.log);
			let calls = 0;
			target.db.log.bulkAdd = (async (...args: Parameters<typeof realBulkAdd>) => {
				if (++calls === 2) throw new Error('disk full');
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
