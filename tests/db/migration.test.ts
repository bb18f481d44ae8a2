import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { TablemateDb, DB_VERSION } from '$lib/db/schema';
import { Repository } from '$lib/db/repo';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';
import fixture from './fixtures/v1.json';

/** Writes the frozen v1 fixture with the exact v1 schema, as a phone on the first release had it. */
async function makeV1Database(name: string) {
	const v1 = new Dexie(name);
	v1.version(1).stores({ sessions: 'id, gameId, updatedAt', log: '[sessionId+seq], sessionId' });
	await v1.open();
	await v1.table('sessions').bulkAdd(fixture.sessions);
	await v1.table('log').bulkAdd(fixture.log);
	v1.close();
}

describe('database upgrade from version 1', () => {
	it(`upgrades the frozen v1 fixture to v${DB_VERSION} without losing anything`, async () => {
		const name = `migrate-${Date.now()}`;
		await makeV1Database(name);
		const repo = new Repository(new TablemateDb(name));

		const active = await repo.listActive();
		expect(active.map((s) => s.id)).toEqual(['0b7f0a52-1d2c-4f8e-9a51-6c1f4a0e9d01']);
		expect(active[0]).toMatchObject({
			status: 'active',
			flow: 'live',
			trashedAt: null,
			logLength: 4
		});
		expect(active[0]).not.toHaveProperty('finished');

		const history = await repo.listHistory();
		expect(history.map((s) => s.id)).toEqual(['5c1d8e7a-3b44-4a0f-8d3e-2e9b7f6a1c02']);
		expect(history[0].status).toBe('finished');

		// The log is intact and still replays to the cached summary.
		const row = active[0];
		const log = await repo.loadLog(row.id);
		expect(log).toHaveLength(4);
		const engine = new SessionEngine(row.id, scorePad.flows.live, row, log, repo);
		expect(engine.snapshot.summary).toEqual(row.summary);

		// Players of old sessions are remembered (one profile per name, case-insensitive).
		const profiles = await repo.listProfiles();
		expect(profiles.map((p) => p.key).sort()).toEqual(['ana', 'benno', 'clara']);
		expect(profiles.find((p) => p.key === 'ana')).toMatchObject({ uses: 2, color: '#ef6c00' });

		// And the upgraded database takes new writes.
		await engine.dispatch({ type: 'add', seat: 0, delta: 1 });
		expect((await repo.getSession(row.id))?.logLength).toBe(5);
		repo.db.close();
	});
});

describe('database upgrade from version 3', () => {
	it('to the current version keeps every row, adds an empty snapshots table that takes writes, and keys the log by session and order alone', async () => {
		const name = `migrate-v3-${Date.now()}`;
		// The exact version-3 schema, as a phone on the previous release has it.
		const v3 = new Dexie(name);
		v3.version(3).stores({
			sessions: 'id, gameId, updatedAt, [status+updatedAt], trashedAt',
			log: '[sessionId+seq], sessionId, id',
			profiles: 'key, lastUsed',
			meta: 'key',
			drafts: '[sessionId+form], sessionId',
			memory: '[gameId+key], gameId'
		});
		await v3.open();
		const repo3 = new Repository(new TablemateDb(`${name}-source`));
		const row = await repo3.createSession({
			gameId: 'score-pad',
			flow: 'live',
			players: [
				{ id: 'a', name: 'Ana', color: '#c62828' },
				{ id: 'b', name: 'Benno', color: '#1565c0' }
			],
			options: { lowWins: false },
			seed: 'ABCDEF',
			summary: { round: 1, finished: false, scores: {}, winners: [] },
			version: 1,
			setup: null
		});
		const source = new SessionEngine(row.id, scorePad.flows.live, row, [], repo3);
		for (const delta of [3, 4, 5]) await source.dispatch({ type: 'add', seat: 0, delta });
		const stored = (await repo3.getSession(row.id))!;
		await v3.table('sessions').add(stored);
		await v3.table('log').bulkAdd(await repo3.db.log.toArray());
		await v3.table('drafts').add({ sessionId: row.id, form: 'f', value: 7, updatedAt: 1 });
		await v3.table('memory').add({ gameId: 'xidit', key: 'k', value: [1], updatedAt: 1 });
		await v3.table('meta').add({ key: 'locale', value: 'es' });
		v3.close();
		repo3.db.close();

		const repo = new Repository(new TablemateDb(name));
		await repo.db.open();
		expect(repo.db.verno).toBe(DB_VERSION);
		expect(DB_VERSION).toBe(5);
		// The log's unused secondary indexes are gone: an entry is one write.
		expect(repo.db.log.schema.indexes).toEqual([]);
		expect(await repo.getSession(row.id)).toEqual(stored);
		const log = await repo.loadLog(row.id);
		expect(log).toHaveLength(3);
		expect(await repo.getDraft(row.id, 'f')).toBe(7);
		expect(await repo.getMemory('xidit', 'k')).toEqual([1]);
		expect(await repo.getMeta('locale')).toBe('es');
		expect(await repo.db.snapshots.count()).toBe(0);
		expect(await repo.getSnapshot(row.id)).toBeUndefined();
		const engine = new SessionEngine(row.id, scorePad.flows.live, row, log, repo);
		expect(engine.snapshot.summary.scores).toEqual({ a: 12, b: 0 });
		const snap = {
			sessionId: row.id,
			flow: 'live',
			gameVersion: 1,
			storedVersion: 1,
			logLength: 3,
			count: 3,
			hash: 'h',
			state: engine.snapshot.state,
			before: engine.snapshot.before,
			refused: [],
			stateHash: 's',
			at: 1
		};
		await repo.putSnapshot(snap);
		expect(await repo.getSnapshot(row.id)).toEqual(snap);
		repo.db.close();
	});
});
