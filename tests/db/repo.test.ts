import { describe, expect, it } from 'vitest';
import { Repository, ConflictError } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';
import type { SessionContext, SessionSummary } from '$lib/games/core/types';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`repo-${Date.now()}-${n++}`));
const players = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Benno', color: '#1565c0' }
];
const summary: SessionSummary = { round: 1, finished: false, scores: {}, winners: [] };

async function newSession(repo: Repository, at?: number) {
	return repo.createSession(
		{
			gameId: 'score-pad',
			flow: 'live',
			players,
			options: { lowWins: false },
			seed: 'ABCDEF',
			summary,
			version: 1,
			setup: null
		},
		at
	);
}

describe('session repository', () => {
	it('commits each action with its summary in one transaction, before the engine shows it', async () => {
		const repo = fresh();
		const row = await newSession(repo);
		const ctx: SessionContext = row;
		const seen: number[] = [];
		let told!: () => void;
		const bothTold = new Promise<void>((r) => (told = r));
		const engine = new SessionEngine(row.id, scorePad.flows.live, ctx, [], repo, async () => {
			// When the screen is told, the row and the log already hold the action.
			seen.push((await repo.loadLog(row.id)).length);
			if (seen.length === 2) told();
		});
		await engine.dispatch({ type: 'add', seat: 0, delta: 5 });
		await engine.dispatch({ type: 'finish' });
		const stored = await repo.getSession(row.id);
		expect(stored).toMatchObject({ logLength: 2, status: 'finished' });
		expect(stored?.summary).toEqual({
			round: 1,
			finished: true,
			scores: { a: 5, b: 0 },
			winners: ['a']
		});
		expect(await repo.loadLog(row.id)).toHaveLength(2);
		await bothTold;
		expect(seen).toEqual([1, 2]);
	});

	it('refuses an append from a stale tab and stores nothing', async () => {
		const repo = fresh();
		const row = await newSession(repo);
		const tab1 = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		const tab2 = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		await tab1.dispatch({ type: 'add', seat: 0, delta: 1 });
		await expect(tab2.dispatch({ type: 'add', seat: 1, delta: 1 })).rejects.toBeInstanceOf(
			ConflictError
		);
		expect(await repo.loadLog(row.id)).toHaveLength(1);
		expect(tab2.snapshot.log).toHaveLength(0);
	});

	it('lists in-progress sessions most recent first, history newest first, and the bin', async () => {
		const repo = fresh();
		const a = await newSession(repo, 1000);
		const b = await newSession(repo, 3000);
		const c = await newSession(repo, 2000);
		expect((await repo.listActive()).map((s) => s.id)).toEqual([b.id, c.id, a.id]);
		await repo.trash(c.id, 5000);
		expect((await repo.listActive()).map((s) => s.id)).toEqual([b.id, a.id]);
		expect((await repo.listTrash()).map((s) => s.id)).toEqual([c.id]);
		await repo.restore(c.id);
		expect(await repo.listTrash()).toEqual([]);
		expect(await repo.listHistory()).toEqual([]);
	});

	it('purges sessions from the bin only after 30 days, with their log', async () => {
		const repo = fresh();
		const row = await newSession(repo);
		const e = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		await e.dispatch({ type: 'add', seat: 0, delta: 1 });
		await repo.trash(row.id, 1_000);
		expect(await repo.purgeTrash(1_000 + 29 * 86400_000)).toBe(0);
		expect(await repo.purgeTrash(1_000 + 31 * 86400_000)).toBe(1);
		expect(await repo.getSession(row.id)).toBeUndefined();
		expect(await repo.loadLog(row.id)).toEqual([]);
	});

	it('remembers players by name, most recently used first', async () => {
		const repo = fresh();
		await newSession(repo, 1000);
		await repo.createSession(
			{
				gameId: 'score-pad',
				flow: 'live',
				players: [
					{ id: 'x', name: 'Clara', color: '#2e7d32' },
					{ id: 'y', name: 'ana ', color: '#ef6c00' }
				],
				options: { lowWins: false },
				seed: 'ABCDEF',
				summary,
				version: 1,
				setup: null
			},
			2000
		);
		const profiles = await repo.listProfiles();
		expect(profiles.map((p) => [p.name, p.color, p.uses])).toEqual([
			['Clara', '#2e7d32', 1],
			['ana', '#ef6c00', 2],
			['Benno', '#1565c0', 1]
		]);
	});

	it('offers the last table again in its seat order, whatever the names sort to', async () => {
		const repo = fresh();
		const seats = ['Zoe', 'Mia', 'Ana', 'Leo'];
		await repo.createSession(
			{
				gameId: 'score-pad',
				flow: 'live',
				players: seats.map((name, i) => ({ id: `p${i}`, name, color: '#2e7d32' })),
				options: { lowWins: false },
				seed: 'ABCDEF',
				summary,
				version: 1,
				setup: null
			},
			5000
		);
		expect((await repo.listProfiles()).map((p) => p.name)).toEqual(seats);
	});
});
