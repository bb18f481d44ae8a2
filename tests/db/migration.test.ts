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
