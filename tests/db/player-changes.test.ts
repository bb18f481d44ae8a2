/**
 * Renaming and merging remembered players: every play follows, scores and winners never
 * change, a merge of two players seated in the same play is refused, and both can be undone.
 */
import { describe, expect, it } from 'vitest';
import { PlayerChangeError, Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import type { Player } from '$lib/games/core/types';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`players-${Date.now()}-${n++}`));

async function play(repo: Repository, players: Player[], scores: Record<string, number>) {
	return repo.createSession({
		gameId: 'score-pad',
		flow: 'scorer',
		players,
		options: { lowWins: false },
		seed: 'AAAAAA',
		summary: { round: 1, finished: true, scores, winners: ['p1'] },
		version: 1,
		setup: null
	});
}
const P = (id: string, name: string): Player => ({ id, name, color: '#c62828' });
const names = async (repo: Repository) =>
	(await repo.db.sessions.toArray()).map((s) => s.players.map((p) => p.name).join(',')).sort();

describe('player rename and merge', () => {
	it('a rename reaches every play and the remembered player; scores and winners stay', async () => {
		const repo = fresh();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Beto')], { p1: 10, p2: 5 });
		await play(repo, [P('p1', 'Beto'), P('p2', 'ana')], { p1: 7, p2: 3 });
		const before = (await repo.db.sessions.toArray()).map((s) => s.summary);
		await repo.renamePlayer('ana', 'Ana G.');
		expect(await names(repo)).toEqual(['Ana G.,Beto', 'Beto,Ana G.']);
		expect((await repo.db.sessions.toArray()).map((s) => s.summary)).toEqual(before);
		expect((await repo.allProfiles()).map((p) => p.name).sort()).toEqual(['Ana G.', 'Beto']);
	});

	it('a rename onto another remembered player is refused (that is a merge)', async () => {
		const repo = fresh();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Beto')], { p1: 1, p2: 0 });
		await expect(repo.renamePlayer('ana', 'beto')).rejects.toMatchObject({
			key: 'players.error.exists'
		});
	});

	it('a merge seats one player under the other and adds their counts; undo takes it back', async () => {
		const repo = fresh();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Beto')], { p1: 1, p2: 0 });
		await play(repo, [P('p1', 'Ana G.'), P('p2', 'Beto')], { p1: 1, p2: 0 });
		const change = await repo.mergePlayers('ana g.', 'ana');
		expect(await names(repo)).toEqual(['Ana,Beto', 'Ana,Beto']);
		const ana = (await repo.allProfiles()).find((p) => p.key === 'ana')!;
		expect(ana.uses).toBe(2);
		expect(await repo.db.profiles.get('ana g.')).toBeUndefined();
		expect((await repo.listPlayerChanges()).map((c) => c.id)).toEqual([change.id]);
		expect(await repo.undoPlayerChange(change.id)).toBe(true);
		expect(await names(repo)).toEqual(['Ana G.,Beto', 'Ana,Beto']);
		expect((await repo.allProfiles()).map((p) => p.name).sort()).toEqual(['Ana', 'Ana G.', 'Beto']);
		expect(await repo.listPlayerChanges()).toEqual([]);
	});

	it('a merge of two players seated in the same play is refused, naming how many, and changes nothing', async () => {
		const repo = fresh();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Ana G.')], { p1: 1, p2: 0 });
		const err = await repo.mergePlayers('ana g.', 'ana').catch((e) => e);
		expect(err).toBeInstanceOf(PlayerChangeError);
		expect(err).toMatchObject({ key: 'players.error.together', values: { count: 1 } });
		expect(await names(repo)).toEqual(['Ana,Ana G.']);
		expect(await repo.listPlayerChanges()).toEqual([]);
	});
});
