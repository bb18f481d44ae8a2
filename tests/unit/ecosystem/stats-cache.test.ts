import { beforeEach, describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { openStats, writeCache } from '$lib/ecosystem/stats-cache';
import type { Player, SessionSummary } from '$lib/games/core/types';
import { computeStats } from '$lib/ecosystem/stats';

const players: Player[] = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Ben', color: '#1565c0' }
];
const done = (a: number, b: number): SessionSummary => ({
	round: null,
	finished: true,
	scores: { a, b },
	winners: [a >= b ? 'a' : 'b']
});
let n = 0;

async function fresh() {
	await new Promise((r) => {
		const q = indexedDB.deleteDatabase('tablemate-stats-cache');
		q.onsuccess = q.onerror = q.onblocked = () => r(undefined);
	});
	return new Repository(new TablemateDb(`stats-cache-${n++}`));
}

async function add(repo: Repository, summary: SessionSummary, at: number) {
	return repo.createSession(
		{
			gameId: 'root',
			flow: 'live',
			players,
			options: {},
			seed: 'AAAAAA',
			summary,
			version: 1,
			setup: null
		},
		at
	);
}

describe('statistics rows cache', () => {
	let repo: Repository;
	beforeEach(async () => {
		repo = await fresh();
		await add(repo, done(30, 20), 1_000);
		await add(repo, done(10, 25), 2_000);
		await add(repo, { round: 2, finished: false, scores: {}, winners: [] }, 3_000);
	});

	it('reads the finished sessions the first time, then the stored statistics while nothing changed', async () => {
		const first = await openStats(repo);
		expect([first.source, first.rows!.length, first.stale]).toEqual(['sessions', 2, true]);
		expect(Object.keys(first.rows![0]!).sort()).toEqual([
			'createdAt',
			'gameId',
			'id',
			'players',
			'summary',
			'updatedAt'
		]);
		await writeCache(first.rows!, first.count);
		const again = await openStats(repo);
		expect([again.source, again.stale, again.rows]).toEqual(['cache', false, null]);
		// The unfiltered statistics come stored; the rows for the filters follow.
		expect(again.initial).toEqual(computeStats(first.rows!, { game: null, player: null }));
		expect(await again.laterRows()).toEqual(first.rows);
	});

	it('tops the cache up with a game finished or corrected since, and rebuilds after a deletion', async () => {
		const first = await openStats(repo);
		await writeCache(first.rows!, first.count);
		const third = await add(repo, done(5, 50), 4_000);
		const topped = await openStats(repo);
		expect(topped.source).toBe('topped-up');
		expect(topped.rows!.map((r) => r.id)).toContain(third.id);
		await writeCache(topped.rows!, topped.count);
		// A correction re-scores an older game: its row changes and becomes the newest.
		const old = first.rows!.find((r) => r.summary.scores.a === 30)!;
		await repo.db.sessions.update(old.id, { updatedAt: 5_000, summary: done(30, 40) });
		const corrected = await openStats(repo);
		expect(corrected.source).toBe('topped-up');
		expect(corrected.rows!.find((r) => r.id === old.id)!.summary.winners).toEqual(['b']);
		await writeCache(corrected.rows!, corrected.count);
		await repo.trash(third.id, 6_000);
		const rebuilt = await openStats(repo);
		expect(rebuilt.source).toBe('sessions');
		expect(rebuilt.rows!.map((r) => r.id)).not.toContain(third.id);
	});
});
