/**
 * A remembered player renamed or merged on one member's phone reaches the other members as a
 * signed entry of the group's log, and is made there the same way (plays and statistics follow,
 * undoable from the bin), or refused with the message a local merge gives. The pure parts, then
 * two phones in Node (each its own IndexedDB) through a real table server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error ws ships without type declarations (the server's dependency, used here as Node 20's WebSocket)
import WebSocket from 'ws';
import { startTableServer } from '../../e2e/sync-harness.js';
import { Repository, type PlayerChange } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { newRoom, setDeviceName } from '$lib/sync/share';
import { addGroup, listGroups, type GroupInfo } from '$lib/sync/group/groups';
import { leaveGroup, startGroups } from '$lib/sync/group/run';
import { groupLogOf } from '$lib/sync/group/group-log';
import { planOf, playerBody } from '$lib/sync/group/players';
import { padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';
import { until } from '../../until';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4374;
const TOKEN = 'group-players-token';
let data: string;
let server: { stop(): Promise<void> };

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-group-players-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

const change = (kind: PlayerChange['kind'], from: string, to: string): PlayerChange => ({
	id: 'c1',
	kind,
	from,
	to,
	at: 1,
	sessions: [],
	profiles: [],
	wrote: []
});

describe('a player change as the group carries it', () => {
	it('a rename names the player before and after; a merge also names the kept player’s key', () => {
		expect(playerBody(change('rename', 'Ana', 'Ana G.'))).toEqual({
			t: 'player',
			change: 'c1',
			from: 'Ana',
			to: 'Ana G.'
		});
		expect(playerBody(change('merge', 'Bea', 'Carl  Ruiz'))).toMatchObject({ into: 'carl ruiz' });
	});

	it('is read back as the same change on another phone, by player key; a malformed one as none', () => {
		expect(planOf(playerBody(change('rename', ' ANA ', 'Ana G.')))).toEqual({
			kind: 'rename',
			from: 'ana',
			to: 'Ana G.'
		});
		expect(planOf(playerBody(change('merge', 'Bea', 'Carl')))).toEqual({
			kind: 'merge',
			from: 'bea',
			into: 'carl'
		});
		expect(planOf({ from: 'Ana', to: '  ' })).toBeNull();
		expect(planOf({ from: 'Ana', to: 'B', into: 5 as unknown as string })).toBeNull();
		expect(planOf({ to: 'B' })).toBeNull();
	});
});

let n = 0;
async function member(name: string, group: GroupInfo) {
	const repo = new Repository(new TablemateDb(`group-players-${name}-${++n}-${Date.now()}`));
	await setDeviceName(repo, name);
	await addGroup(repo, group);
	return { repo, syncs: await startGroups(repo, load) };
}

/** A session seating these names (each phone remembers the players it seats). */
const seated = (repo: Repository, names: string[]) =>
	repo.createSession({
		...padSession(),
		players: names.map((name, i) => ({ id: `p${i}`, name, color: '#c62828' }))
	});
const names = async (repo: Repository, id: string) =>
	(await repo.getSession(id))!.players.map((p) => p.name);

describe('a rename or merge in a play group', () => {
	it('a rename on A is listed and made on B (its plays follow, its bin undoes it); a merge B cannot make is refused there with the local message; nothing comes back from B', async () => {
		const group: GroupInfo = {
			url: `ws://127.0.0.1:${PORT}`,
			room: newRoom('g'),
			token: TOKEN,
			name: 'Thursday',
			joinedAt: Date.now() - 1000
		};
		const a = await member('A', group);
		const b = await member('B', group);
		try {
			for (const s of [
				['Ana', 'Dan'],
				['Bea', 'Dan'],
				['Carl', 'Dan']
			])
				await seated(a.repo, s);
			const bAna = await seated(b.repo, ['Ana', 'Eva']);
			const bBoth = await seated(b.repo, ['Bea', 'Carl']);
			await a.repo.renamePlayer('ana', 'Ana G.');
			await a.repo.mergePlayers('bea', 'carl');
			const sb = b.syncs[0]!;
			await until(async () => (await sb.players()).length === 2, 'B to list both changes');
			await sb.settled();
			expect(
				(await sb.players()).map((l) => [l.who, l.kind, l.from, l.to, l.refused?.key ?? null])
			).toEqual([
				['A', 'merge', 'Bea', 'Carl', 'players.error.together'],
				['A', 'rename', 'Ana', 'Ana G.', null]
			]);
			// The rename, made here: B's play and its remembered player follow; the merge changed nothing.
			expect(await names(b.repo, bAna.id)).toEqual(['Ana G.', 'Eva']);
			expect(await names(b.repo, bBoth.id)).toEqual(['Bea', 'Carl']);
			expect((await b.repo.db.profiles.get('ana g.'))?.name).toBe('Ana G.');
			// Nothing went back to the group as B's.
			await a.syncs[0]!.settled();
			expect(
				groupLogOf(sb.link.doc)
					.toArray()
					.map((e) => e.byName)
			).toEqual(['A', 'A']);
			// B's bin undoes it, like a rename made there.
			const [undo] = await b.repo.listPlayerChanges();
			expect(await b.repo.undoPlayerChange(undo!.id)).toBe(true);
			expect(await names(b.repo, bAna.id)).toEqual(['Ana', 'Eva']);
			await sb.settled();
			expect(await names(b.repo, bAna.id)).toEqual(['Ana', 'Eva']);
		} finally {
			for (const m of [a, b]) {
				for (const g of await listGroups(m.repo)) await leaveGroup(m.repo, g.room, false);
				m.repo.db.close();
			}
		}
	}, 40_000);
});
