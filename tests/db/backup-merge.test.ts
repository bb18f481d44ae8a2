/**
 * Issue 12 point 1: importing merges by id, comparing logs entry by entry. The same log or a
 * log that extends the stored one takes the longer; a diverged log, another game or other
 * players under the same id is kept beside the stored one as an imported copy. Nothing the
 * person entered is ever dropped.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { exportSessions, type Backup } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { SessionEngine } from '$lib/session/engine';
import { findGame } from '$lib/games/registry';
import { module as scorePad } from '$lib/games/score-pad/index';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`merge-${Date.now()}-${n++}`));
const load = async (id: string) => (await findGame(id)?.load()) ?? null;
const players = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Benno', color: '#1565c0' }
];

async function engine(repo: Repository, id: string) {
	const row = (await repo.getSession(id))!;
	return new SessionEngine(row.id, scorePad.flows.live, row, await repo.loadLog(id), repo);
}

/** Phone A with one game of two entries, exported, and phone B holding that export. */
async function twoPhones() {
	const a = fresh();
	const row = await a.createSession({
		gameId: 'score-pad',
		flow: 'live',
		players,
		options: { lowWins: false },
		seed: 'ABCDEF',
		summary: { round: 1, finished: false, scores: {}, winners: [] },
		version: 1,
		setup: null
	});
	const e = await engine(a, row.id);
	await e.dispatch({ type: 'add', seat: 0, delta: 3 });
	await e.dispatch({ type: 'add', seat: 1, delta: 4 });
	const b = fresh();
	await importBackup(b, await file(a), load);
	return { a, b, id: row.id };
}

const file = async (repo: Repository): Promise<Backup> =>
	JSON.parse(JSON.stringify(await exportSessions(repo)));

async function logIds(repo: Repository, id: string) {
	return (await repo.loadLog(id)).map((e) => e.id);
}

describe('import merges a stored game by its log, entry by entry', () => {
	it('the same log: unchanged, nothing written', async () => {
		const { a, b, id } = await twoPhones();
		const before = await logIds(b, id);
		const r = await importBackup(b, await file(a), load);
		expect(r).toMatchObject({ ok: true, counts: { unchanged: 1, updated: 0, copies: 0 } });
		expect(await logIds(b, id)).toEqual(before);
	});

	it("the file's log extends the stored one: the longer log is taken", async () => {
		const { a, b, id } = await twoPhones();
		await (await engine(a, id)).dispatch({ type: 'add', seat: 0, delta: 5 });
		const r = await importBackup(b, await file(a), load);
		expect(r).toMatchObject({ ok: true, counts: { updated: 1, copies: 0 } });
		expect(await logIds(b, id)).toEqual(await logIds(a, id));
		expect((await b.getSession(id))?.summary.scores).toEqual({ a: 8, b: 4 });
	});

	it('the stored log extends the file (an older export): the stored one stays whole', async () => {
		const { a, b, id } = await twoPhones();
		const old = await file(a);
		await (await engine(b, id)).dispatch({ type: 'add', seat: 1, delta: 9 });
		const before = await logIds(b, id);
		const r = await importBackup(b, old, load);
		expect(r).toMatchObject({ ok: true, counts: { unchanged: 1, updated: 0, copies: 0 } });
		expect(await logIds(b, id)).toEqual(before);
		expect(before).toHaveLength(3);
	});

	it('both phones played on (diverged logs): both are kept, the file as an imported copy, even when the file is newer', async () => {
		const { a, b, id } = await twoPhones();
		await (await engine(b, id)).dispatch({ type: 'add', seat: 1, delta: 9 });
		await (await engine(a, id)).dispatch({ type: 'add', seat: 0, delta: 1 });
		await (await engine(a, id)).dispatch({ type: 'add', seat: 0, delta: 1 });
		const storedBefore = await logIds(b, id);
		const r = await importBackup(b, await file(a), load, () => 'copy-1');
		expect(r).toEqual({
			ok: true,
			counts: {
				added: 0,
				updated: 0,
				unchanged: 0,
				copies: 1,
				skipped: 0,
				profiles: expect.any(Number),
				drafts: 0,
				memory: 0
			},
			skipped: [],
			copies: [
				{
					id: 'copy-1',
					gameId: 'score-pad',
					players: ['Ana', 'Benno'],
					createdAt: expect.any(Number)
				}
			]
		});
		// The stored game is untouched; the copy holds phone A's log, marked as a copy.
		expect(await logIds(b, id)).toEqual(storedBefore);
		expect((await b.getSession(id))?.summary.scores).toEqual({ a: 3, b: 13 });
		const copy = await b.getSession('copy-1');
		expect(copy?.importedCopyOf).toBe(id);
		expect(await logIds(b, 'copy-1')).toEqual(await logIds(a, id));
		expect(copy?.summary.scores).toEqual({ a: 5, b: 4 });
	});

	it('importing the same diverged file again adds no second copy', async () => {
		const { a, b, id } = await twoPhones();
		await (await engine(b, id)).dispatch({ type: 'add', seat: 1, delta: 9 });
		await (await engine(a, id)).dispatch({ type: 'add', seat: 0, delta: 1 });
		const f = await file(a);
		await importBackup(b, f, load, () => 'copy-1');
		const r = await importBackup(b, f, load, () => 'copy-2');
		expect(r).toMatchObject({ ok: true, counts: { copies: 0, unchanged: 1 } });
		expect(await b.getSession('copy-2')).toBeUndefined();
		expect(await b.db.sessions.count()).toBe(2);
	});

	it('another game under the same id is kept beside the stored one', async () => {
		const { a, b, id } = await twoPhones();
		const f = await file(a);
		f.sessions[0]!.options = { lowWins: true };
		const r = await importBackup(b, f, load, () => 'copy-x');
		expect(r).toMatchObject({ ok: true, counts: { copies: 1 } });
		expect((await b.getSession(id))?.options).toEqual({ lowWins: false });
		expect((await b.getSession('copy-x'))?.options).toEqual({ lowWins: true });
	});

	it('other players under the same id are kept beside the stored one', async () => {
		const { a, b, id } = await twoPhones();
		const f = await file(a);
		f.sessions[0]!.players = [players[0]!, { id: 'b', name: 'Carla', color: '#1565c0' }];
		const r = await importBackup(b, f, load, () => 'copy-p');
		expect(r).toMatchObject({ ok: true, counts: { copies: 1 } });
		expect((await b.getSession(id))?.players.map((p) => p.name)).toEqual(['Ana', 'Benno']);
		expect((await b.getSession('copy-p'))?.players.map((p) => p.name)).toEqual(['Ana', 'Carla']);
	});

	it("a diverged session's drafts go with its imported copy, the stored drafts stay", async () => {
		const { a, b, id } = await twoPhones();
		await (await engine(b, id)).dispatch({ type: 'add', seat: 1, delta: 9 });
		await (await engine(a, id)).dispatch({ type: 'add', seat: 0, delta: 1 });
		await b.putDraft(id, 'note', 'phone B', 10);
		await a.putDraft(id, 'note', 'phone A', 20);
		const r = await importBackup(b, await file(a), load, () => 'copy-d');
		expect(r).toMatchObject({ ok: true, counts: { copies: 1, drafts: 1 } });
		expect(await b.getDraft(id, 'note')).toBe('phone B');
		expect(await b.getDraft('copy-d', 'note')).toBe('phone A');
	});

	it('counts every change: remembered players, drafts and remembered values', async () => {
		const { a } = await twoPhones();
		await a.putMemory('xidit', 'regions', { north: 3 }, 5);
		const target = fresh();
		const r = await importBackup(target, await file(a), load);
		expect(r).toMatchObject({
			ok: true,
			counts: { added: 1, profiles: 2, memory: 1, drafts: 0 }
		});
	});
});
