/**
 * A group rotates its link after a member left (real table server on 127.0.0.1): the group
 * moves to a new room with its plays, the members who stay follow with the new link, and the
 * old link opens nothing any more — neither the old room nor the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error ws ships without type declarations (the server's dependency, used here as Node 20's WebSocket)
import WebSocket from 'ws';
import { startTableServer } from '../../e2e/sync-harness.js';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { newRoom, rememberShare, roomToken, setDeviceName } from '$lib/sync/share';
import { addGroup, listGroups, type GroupInfo } from '$lib/sync/group/groups';
import { followSession, leaveGroup, rotateGroup, startGroups } from '$lib/sync/group/run';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';
import { rogue } from './rogue';
import { until } from '../../until';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4341;
const TOKEN = 'rotate-server-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: { stop(): Promise<void> };
beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-group-rotate-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

let n = 0;
async function phone(name: string, group: GroupInfo): Promise<Repository> {
	const repo = new Repository(new TablemateDb(`rotate-${name}-${++n}-${Date.now()}`));
	await setDeviceName(repo, name);
	await addGroup(repo, group);
	await startGroups(repo, load);
	return repo;
}

async function finishedPlay(repo: Repository, delta: number): Promise<string> {
	const row = await repo.createSession(padSession());
	const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], repo);
	const off = await followSession(repo, engine as unknown as SessionEngine, row.id, load);
	expect((await engine.dispatch({ type: 'add', seat: 0, delta })).ok).toBe(true);
	expect((await engine.dispatch({ type: 'finish' })).ok).toBe(true);
	off();
	return row.id;
}

const finishedOn = async (repo: Repository, id: string) =>
	(await repo.getSession(id))?.status === 'finished';

describe('rotating a group’s link', () => {
	it('after a member leaves and the group rotates, the old link opens nothing; the members who stay go on', async () => {
		const room = newRoom('g');
		const g: GroupInfo = {
			url: URL,
			room,
			token: await roomToken(TOKEN, room),
			name: 'Thursday',
			joinedAt: 0
		};
		// A made the group: it typed the server token (kept as its last server).
		const a = await phone('A', g);
		await rememberShare(a, 'some-session', { url: URL, room: 't-aaaaaaaaaa', token: 'x' }, TOKEN);
		const b = await phone('B', g);
		const l = await phone('L', g);
		const repos = [a, b, l];
		try {
			const first = await finishedPlay(a, 5);
			await until(
				async () => (await finishedOn(b, first)) && (await finishedOn(l, first)),
				'B and L have it'
			);
			// L leaves, keeping the group's link (it was on a QR code).
			await leaveGroup(l, room, false);

			const moved = await rotateGroup(a, room, load);
			expect(moved).not.toBeNull();
			expect(moved!.room).not.toBe(room);
			expect(moved!.token).not.toBe(g.token);
			expect((await listGroups(a)).map((x) => x.room)).toEqual([moved!.room]);

			// The old link: its room takes nothing (the server closes the connection before any
			// sync), and its token does not open the new room.
			await expect(rogue(URL, room, g.token, 3_000)).rejects.toThrow(/waited/);
			await expect(rogue(URL, moved!.room, g.token, 3_000)).rejects.toThrow(/waited/);

			// B follows with the new link: the group's plays are there, and new ones arrive.
			await leaveGroup(b, room, false);
			await addGroup(b, moved!);
			await startGroups(b, load);
			const second = await finishedPlay(a, 7);
			await until(async () => finishedOn(b, second), 'B gets a play made after the rotation');
			expect(await finishedOn(b, first)).toBe(true);
			expect(await l.getSession(second)).toBeUndefined();
		} finally {
			for (const r of repos) {
				for (const x of await listGroups(r)) await leaveGroup(r, x.room, false);
				r.db.close();
			}
		}
	});

	it('a phone without the server token cannot rotate', async () => {
		const room = newRoom('g');
		const g: GroupInfo = {
			url: URL,
			room,
			token: await roomToken(TOKEN, room),
			name: 'Friday',
			joinedAt: 0
		};
		const b = await phone('B', g);
		try {
			expect(await rotateGroup(b, room, load)).toBeNull();
		} finally {
			await leaveGroup(b, room, false);
			b.db.close();
		}
	});
});
