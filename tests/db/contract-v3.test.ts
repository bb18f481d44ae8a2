import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { TablemateDb } from '$lib/db/schema';
import { Repository } from '$lib/db/repo';
import { exportSessions, parseBackup } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { SessionEngine } from '$lib/session/engine';
import { games } from '$lib/games/registry';
import { module as scorePad } from '$lib/games/score-pad/index';
import { legacyEntryId } from '$lib/games/core/log';

const players = [
	{ id: 'a', name: 'Ana', color: '#ef6c00' },
	{ id: 'b', name: 'Benno', color: '#1565c0' }
];
const summary = { round: 1, finished: false, scores: { a: 0, b: 0 }, winners: [] };
const load = async (id: string) => {
	const g = games.find((x) => x.id === id);
	return g ? { module: (await g.loadModule()).module, ui: {} as never } : null;
};

describe('database version 3 (game contract v2)', () => {
	it('gives v2 log rows stable ids and parent links, and sessions version 1 with no setup', async () => {
		const name = `v3-${Date.now()}`;
		const v2 = new Dexie(name);
		v2.version(2).stores({
			sessions: 'id, gameId, updatedAt, [status+updatedAt], trashedAt',
			log: '[sessionId+seq], sessionId',
			profiles: 'key, lastUsed',
			meta: 'key'
		});
		await v2.open();
		await v2.table('sessions').add({
			id: 's1',
			gameId: 'score-pad',
			flow: 'live',
			players,
			options: { lowWins: false },
			seed: 'ABCDEF',
			createdAt: 1,
			updatedAt: 3,
			status: 'active',
			summary: { ...summary, scores: { a: 5, b: 0 } },
			logLength: 2,
			trashedAt: null
		});
		await v2.table('log').bulkAdd([
			{ sessionId: 's1', seq: 0, at: 2, kind: 'do', action: { type: 'add', seat: 0, delta: 5 } },
			{ sessionId: 's1', seq: 1, at: 3, kind: 'undo' }
		]);
		v2.close();

		const repo = new Repository(new TablemateDb(name));
		const row = (await repo.getSession('s1'))!;
		expect(row).toMatchObject({ version: 1, setup: null });
		const log = await repo.loadLog('s1');
		expect(log.map((e) => [e.id, e.parent])).toEqual([
			[legacyEntryId('s1', 0), null],
			[legacyEntryId('s1', 1), legacyEntryId('s1', 0)]
		]);
		// New entries chain on: a fresh unique id whose parent is the last entry.
		const engine = new SessionEngine('s1', scorePad.flows.live, row, log, repo);
		await engine.dispatch({ type: 'add', seat: 1, delta: 2 });
		const after = await repo.loadLog('s1');
		expect(after[2]!.parent).toBe(legacyEntryId('s1', 1));
		expect(after[2]!.id).not.toBe(legacyEntryId('s1', 2));
		repo.db.close();
	});

	it('keeps drafts and remembered table values in backups and deletes drafts with the session', async () => {
		const repo = new Repository(new TablemateDb(`v3b-${Date.now()}`));
		const row = await repo.createSession({
			gameId: 'score-pad',
			flow: 'live',
			players,
			options: { lowWins: false },
			seed: 'ABCDEF',
			summary,
			version: 1,
			setup: null
		});
		await repo.putDraft(row.id, 'final', { gold: 7 });
		await repo.putMemory('xidit', 'regions', [{ id: 'r1', first: 3 }]);
		const backup = await exportSessions(repo);
		expect(backup.drafts).toEqual([expect.objectContaining({ sessionId: row.id, form: 'final' })]);
		expect(backup.memory).toEqual([expect.objectContaining({ gameId: 'xidit', key: 'regions' })]);

		const other = new Repository(new TablemateDb(`v3c-${Date.now()}`));
		const parsed = parseBackup(JSON.stringify(backup));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const result = await importBackup(other, parsed.backup, load);
		expect(result.ok).toBe(true);
		expect(await other.getDraft(row.id, 'final')).toEqual({ gold: 7 });
		expect(await other.getMemory('xidit', 'regions')).toEqual([{ id: 'r1', first: 3 }]);

		await repo.trash(row.id, 1);
		await repo.purgeTrash(10_000_000_000, 0);
		expect(await repo.getDraft(row.id, 'final')).toBeUndefined();
		repo.db.close();
		other.db.close();
	});
});
