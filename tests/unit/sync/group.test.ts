/**
 * A play group, in Node: phones (each its own IndexedDB) in one group
 * through a real table server on 127.0.0.1:4318 started and stopped by this file. A play
 * finished on one phone lands in every member's history; a correction after the end reaches
 * every member; leaving keeps this phone's own plays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error ws ships without type declarations (the server's dependency, used here as Node 20's WebSocket)
import WebSocket from 'ws';
import type * as Y from 'yjs';
import { startTableServer } from '../../e2e/sync-harness.js';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { newRoom, setDeviceName } from '$lib/sync/share';
import {
	addGroup,
	deviceId,
	groupLink,
	listGroups,
	originOf,
	parseGroupLink,
	type GroupInfo
} from '$lib/sync/group/groups';
import { joinsOf, playSigner, signJoin, signPlay } from '$lib/sync/group/signed';
import { appendEntry, groupLogOf } from '$lib/sync/group/group-log';
import { rogue } from './rogue';
import { phoneKey } from '$lib/sync/keys';
import { followSession, leaveGroup, startGroups, type GroupSync } from '$lib/sync/group/run';
import { playsOf, readPlay } from '$lib/sync/group/plays';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';
import { until } from '../../until';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4318;
const TOKEN = 'group-unit-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: { stop(): Promise<void> };

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-group-unit-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

let n = 0;
interface Member {
	name: string;
	repo: Repository;
	syncs: GroupSync[];
}

async function member(name: string, group: GroupInfo): Promise<Member> {
	const repo = new Repository(new TablemateDb(`group-${name}-${++n}-${Date.now()}`));
	await setDeviceName(repo, name);
	await addGroup(repo, group);
	return { name, repo, syncs: await startGroups(repo, load) };
}

/** Plays a score-pad game on `m`'s phone to its end (as its session screen would). */
async function play(m: Member, moves: PadAction[]) {
	const row = await m.repo.createSession(padSession());
	const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], m.repo);
	const off = await followSession(m.repo, engine as unknown as SessionEngine, row.id, load);
	for (const a of moves) expect((await engine.dispatch(a)).ok).toBe(true);
	return { id: row.id, engine, off };
}

async function close(...ms: Member[]) {
	for (const m of ms) {
		for (const g of await listGroups(m.repo)) await leaveGroup(m.repo, g.room, false);
		m.repo.db.close();
	}
}

const newGroup = (): GroupInfo => ({
	url: URL,
	room: newRoom('g'),
	token: TOKEN,
	name: 'Thursday games',
	joinedAt: Date.now()
});

describe('a play group', () => {
	it('the group link carries server, room, token and name, and refuses a table link', () => {
		const g = newGroup();
		const link = groupLink('https://app.example', g);
		expect(link.startsWith('https://app.example/group#')).toBe(true);
		expect(parseGroupLink(link.slice(link.indexOf('#')))).toEqual({
			url: g.url,
			room: g.room,
			token: g.token,
			name: g.name
		});
		const table = link.replace(/r=g-/, 'r=t-');
		expect(parseGroupLink(table.slice(table.indexOf('#')))).toBeNull();
	});

	it('a play finished on A lands, finished and replayed, in B’s history, marked as A’s', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		try {
			const { id, off } = await play(a, [
				{ type: 'add', seat: 0, delta: 10 },
				{ type: 'add', seat: 1, delta: 4 },
				{ type: 'finish' }
			]);
			off();
			// The play is stored by the import, then marked with where it came from.
			await until(
				async () =>
					(await b.repo.getSession(id))?.status === 'finished' &&
					(await originOf(b.repo, id)) !== undefined,
				'B has it, marked'
			);
			const row = (await b.repo.getSession(id))!;
			expect(row.summary.scores).toEqual({ a: 10, b: 4 });
			expect(row.summary.winners).toEqual(['a']);
			expect((await b.repo.listHistory()).map((r) => r.id)).toContain(id);
			expect((await b.repo.loadLog(id)).map((e) => e.id)).toEqual(
				(await a.repo.loadLog(id)).map((e) => e.id)
			);
			// Marked with the key that signed it: A's.
			expect(await originOf(b.repo, id)).toEqual({
				group: g.room,
				by: 'A',
				pub: (await phoneKey(a.repo)).pub
			});
			// A's own play is not marked as received.
			expect(await originOf(a.repo, id)).toBeUndefined();
		} finally {
			await close(a, b);
		}
	});

	it('a correction after the end by the play’s recorder reaches every member; one made on another member’s phone stays there', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		const c = await member('C', g);
		try {
			const { id, engine, off } = await play(a, [
				{ type: 'add', seat: 0, delta: 10 },
				{ type: 'add', seat: 1, delta: 5 },
				{ type: 'finish' }
			]);
			await until(async () => (await c.repo.getSession(id))?.status === 'finished', 'C has it');
			// A corrects: reopens, Benno's last round was 10 more, finishes again.
			await engine.dispatch({ type: 'reopen' });
			await engine.dispatch({ type: 'add', seat: 1, delta: 10 });
			await engine.dispatch({ type: 'finish' });
			off();
			for (const m of [b, c])
				await until(
					async () => (await m.repo.getSession(id))?.summary.winners.join() === 'b',
					`${m.name} sees the correction`
				);
			expect((await c.repo.getSession(id))!.logLength).toBe(6);

			// B corrects A's play on B's phone: it stays on B (the group takes corrections from the
			// recorder only); A and C keep A's version, still signed by A.
			const rowB = (await b.repo.getSession(id))!;
			const engB = new SessionEngine<PadState, PadAction>(
				id,
				live,
				ctx,
				await b.repo.loadLog(id),
				b.repo
			);
			expect(rowB.logLength).toBe(6);
			const offB = await followSession(b.repo, engB as unknown as SessionEngine, id, load);
			await engB.dispatch({ type: 'reopen' });
			await engB.dispatch({ type: 'add', seat: 0, delta: 20 });
			await engB.dispatch({ type: 'finish' });
			offB();
			await b.syncs[0]!.settled();
			await b.syncs[0]!.link.whenSynced(5_000);
			await a.syncs[0]!.settled();
			await c.syncs[0]!.settled();
			expect((await b.repo.getSession(id))!.summary.scores.a).toBe(30);
			for (const m of [a, c]) {
				expect((await m.repo.getSession(id))!.summary.scores.a).toBe(10);
				expect((await m.repo.getSession(id))!.logLength).toBe(6);
			}
			const doc = b.syncs[0]!.link.doc;
			expect((await playSigner(doc, readPlay(doc, id)!))?.name).toBe('A');
		} finally {
			await close(a, b, c);
		}
	});

	it('a correction made on another member’s phone, accepted on the recorder’s phone, reaches every member; declined, it reaches no one', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		const c = await member('C', g);
		try {
			const first = await play(a, [{ type: 'add', seat: 0, delta: 10 }, { type: 'finish' }]);
			const second = await play(a, [{ type: 'add', seat: 0, delta: 4 }, { type: 'finish' }]);
			first.off();
			second.off();
			for (const id of [first.id, second.id])
				await until(
					async () => (await b.repo.getSession(id))?.status === 'finished',
					'B has A’s plays'
				);
			// B corrects both of A's plays on B's phone (+20 for Ana): each is proposed to A.
			for (const id of [first.id, second.id]) {
				const eng = new SessionEngine<PadState, PadAction>(
					id,
					live,
					ctx,
					await b.repo.loadLog(id),
					b.repo
				);
				const off = await followSession(b.repo, eng as unknown as SessionEngine, id, load);
				for (const x of [
					{ type: 'reopen' },
					{ type: 'add', seat: 0, delta: 20 },
					{ type: 'finish' }
				] as PadAction[])
					expect((await eng.dispatch(x)).ok).toBe(true);
				off();
			}
			const sa = a.syncs[0]!;
			await until(async () => (await sa.proposals()).length === 2, 'A sees both proposals');
			const byPlay = new Map((await sa.proposals()).map((p) => [p.row.id, p]));
			expect(byPlay.get(first.id)?.who).toBe('B');
			expect(await sa.accept(byPlay.get(first.id)!.id)).toBe(true);
			await sa.decline(byPlay.get(second.id)!.id);
			expect(await sa.proposals()).toEqual([]);
			await until(
				async () => (await c.repo.getSession(first.id))?.summary.scores.a === 30,
				'C takes the accepted correction'
			);
			const doc = c.syncs[0]!.link.doc;
			expect((await playSigner(doc, readPlay(doc, first.id)!))?.name).toBe('A');
			// The declined one: A and C keep A's play as it was; B keeps its own correction.
			await sa.settled();
			await c.syncs[0]!.settled();
			const held = readPlay(sa.link.doc, second.id)!;
			expect((held.session as { log: unknown[] }).log).toHaveLength(2);
			for (const m of [a, c])
				expect((await m.repo.getSession(second.id))!.summary.scores.a).toBe(4);
			expect((await b.repo.getSession(second.id))!.summary.scores.a).toBe(24);
		} finally {
			await close(a, b, c);
		}
	});

	it('a rogue with the group link posts a play as A, forges a correction of A’s play and a group-log entry as A: the server refuses each, B takes none, A keeps its own', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		const rogues: Awaited<ReturnType<typeof rogue>>[] = [];
		try {
			const { id, off } = await play(a, [{ type: 'add', seat: 0, delta: 10 }, { type: 'finish' }]);
			off();
			await until(async () => (await b.repo.getSession(id))?.status === 'finished', 'B has it');
			const aId = await deviceId(a.repo);
			const key = await phoneKey(new Repository(new TablemateDb(`rogue-key-${++n}`)));
			// Each attempt on its own connection: a refused one keeps its update and would send it again.
			const attempt = async (write: (doc: Y.Doc) => Promise<unknown>) => {
				const r = await rogue(g.url, g.room, g.token);
				rogues.push(r);
				const closed = r.nextClose();
				await write(r.doc);
				return closed;
			};
			// The rogue joins with its own valid key: a member, like any link holder.
			const joined = await rogue(g.url, g.room, g.token);
			rogues.push(joined);
			joinsOf(joined.doc).push([await signJoin(key, { id: 'rogue', name: 'R', at: 1 })]);
			await joined.acknowledged();
			const real = readPlay(joined.doc, id)!;
			const log = (real.session as { log: Record<string, unknown>[] }).log;
			// A «correction» of A's play: one more entry, under A's id, signed by the rogue.
			const extra = { ...log.at(-1)!, id: 'forged-entry', at: Date.now() };
			expect(
				await attempt(async (doc) =>
					playsOf(doc).set(
						id,
						JSON.stringify(
							await signPlay(key, { ...real, session: { ...real.session, log: [...log, extra] } })
						)
					)
				)
			).toMatch(/not signed by its recorder/);
			// A new play posted as A's own.
			expect(
				await attempt(async (doc) =>
					playsOf(doc).set(
						'as-a',
						JSON.stringify(
							await signPlay(key, { ...real, by: aId, session: { ...real.session, id: 'as-a' } })
						)
					)
				)
			).toMatch(/not signed by its recorder/);
			// An entry of the group's signed log (a player renamed) written as A's, signed by the rogue.
			expect(
				await attempt(async (doc) =>
					appendEntry(
						doc,
						{ id: aId, name: 'A', key },
						{
							t: 'player',
							change: 'c1',
							from: 'Ana',
							to: 'Ana G.'
						}
					)
				)
			).toMatch(/group entry not signed by a member under its own id/);
			// The group still holds A's own signed version; nothing of the rogue's reached B or A.
			const held = readPlay(b.syncs[0]!.link.doc, id)!;
			expect((await playSigner(b.syncs[0]!.link.doc, held))?.name).toBe('A');
			await b.syncs[0]!.settled();
			expect(await b.repo.getSession('as-a')).toBeUndefined();
			expect((await b.repo.loadLog(id)).map((e) => e.id)).not.toContain('forged-entry');
			expect((await a.repo.loadLog(id)).map((e) => e.id)).not.toContain('forged-entry');
			expect(await originOf(a.repo, id)).toBeUndefined();
			expect(groupLogOf(b.syncs[0]!.link.doc).length).toBe(0);
		} finally {
			for (const r of rogues) r.destroy();
			await close(a, b);
		}
	});

	it('plays finished before joining stay private until this phone adds them', async () => {
		const g = newGroup();
		const repo = new Repository(new TablemateDb(`group-early-${++n}-${Date.now()}`));
		await setDeviceName(repo, 'A');
		const early: Member = { name: 'A', repo, syncs: [] };
		const old = await play(early, [{ type: 'add', seat: 0, delta: 1 }, { type: 'finish' }]);
		old.off();
		await new Promise((r) => setTimeout(r, 5));
		await addGroup(repo, { ...g, joinedAt: Date.now() });
		early.syncs = await startGroups(repo, load);
		const b = await member('B', g);
		try {
			await early.syncs[0]!.settled();
			expect(early.syncs[0]!.plays()).toHaveLength(0);
			expect(await early.syncs[0]!.publishEarlier()).toBe(1);
			await until(async () => !!(await b.repo.getSession(old.id)), 'B has the earlier play');
		} finally {
			await close(early, b);
		}
	});

	it('leaving keeps this phone’s own plays; the others’ stay (or go to the bin when asked)', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		try {
			const pa = await play(a, [{ type: 'add', seat: 0, delta: 3 }, { type: 'finish' }]);
			const pb = await play(b, [{ type: 'add', seat: 1, delta: 7 }, { type: 'finish' }]);
			pa.off();
			pb.off();
			await until(
				async () => !!(await a.repo.getSession(pb.id)) && !!(await b.repo.getSession(pa.id)),
				'both have both'
			);
			// B leaves and asks to remove the others' plays: B's own stays, A's goes to the bin.
			expect(await leaveGroup(b.repo, g.room, true)).toBe(1);
			expect((await b.repo.getSession(pb.id))?.status).toBe('finished');
			expect((await b.repo.getSession(pa.id))?.status).toBe('trashed');
			expect(await listGroups(b.repo)).toEqual([]);
			// A leaves keeping everything: both plays stay in A's history.
			expect(await leaveGroup(a.repo, g.room, false)).toBe(1);
			expect((await a.repo.listHistory()).map((r) => r.id).sort()).toEqual([pa.id, pb.id].sort());
		} finally {
			await close(a, b);
		}
	});

	it('the recorder correcting while another member corrects too: the recorder’s reaches everyone, the other keeps both, in one order', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		const c = await member('C', g);
		try {
			const pa = await play(a, [
				{ type: 'add', seat: 0, delta: 10 },
				{ type: 'add', seat: 1, delta: 5 },
				{ type: 'finish' }
			]);
			await until(async () => (await b.repo.getSession(pa.id))?.status === 'finished', 'B has it');
			await until(async () => (await c.repo.getSession(pa.id))?.status === 'finished', 'C has it');
			// B corrects with its group link down (the same moment, as far as the group can tell)…
			b.syncs[0]!.link.disconnect();
			const engB = new SessionEngine<PadState, PadAction>(
				pa.id,
				live,
				ctx,
				await b.repo.loadLog(pa.id),
				b.repo
			);
			const offB = await followSession(b.repo, engB as unknown as SessionEngine, pa.id, load);
			await engB.dispatch({ type: 'reopen' });
			await engB.dispatch({ type: 'add', seat: 1, delta: 20 });
			await engB.dispatch({ type: 'finish' });
			// …while A corrects the same play: the group's copy gets A's version first.
			await pa.engine.dispatch({ type: 'reopen' });
			await pa.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await pa.engine.dispatch({ type: 'finish' });
			await until(
				async () => (await c.repo.getSession(pa.id))?.summary.scores.a === 13,
				'C has A’s correction'
			);
			await b.syncs[0]!.link.reconnect();
			// A's correction everywhere; B keeps its own too: Ana 10 + 3 on all, Benno 5 + 20 on B.
			await until(async () => {
				const row = await b.repo.getSession(pa.id);
				return row?.summary.scores.a === 13 && row.summary.scores.b === 25;
			}, 'B has both corrections');
			for (const m of [a, c]) {
				const row = (await m.repo.getSession(pa.id))!;
				expect([row.summary.scores.a, row.summary.scores.b]).toEqual([13, 5]);
			}
			const logs = await Promise.all(
				[a, c].map(async (m) => (await m.repo.loadLog(pa.id)).map((e) => e.id).join())
			);
			expect(new Set(logs).size).toBe(1);
			expect((await a.repo.loadLog(pa.id)).length).toBe(6);
			expect((await b.repo.loadLog(pa.id)).length).toBe(9);
			// B's log is A's, then its own entries.
			expect(
				(await b.repo.loadLog(pa.id))
					.map((e) => e.id)
					.slice(0, 6)
					.join()
			).toBe(logs[0]);
			expect((await b.repo.getSession(pa.id))!.status).toBe('finished');
			// Nothing was kept aside as a diverged copy.
			for (const m of [a, b, c])
				expect(
					(await m.repo.db.sessions.toArray()).filter((r) => r.importedCopyOf === pa.id)
				).toEqual([]);
			offB();
			pa.off();
		} finally {
			await close(a, b, c);
		}
	});

	it('a play moved to the bin on one member’s phone goes to every member’s bin, and comes back when restored', async () => {
		const g = newGroup();
		const a = await member('A', g);
		const b = await member('B', g);
		const c = await member('C', g);
		try {
			const pa = await play(a, [{ type: 'add', seat: 0, delta: 4 }, { type: 'finish' }]);
			pa.off();
			for (const m of [b, c])
				await until(async () => !!(await m.repo.getSession(pa.id)), `${m.name} has it`);
			// B (not the phone that recorded it) deletes it.
			await b.repo.trash(pa.id);
			for (const m of [a, c])
				await until(
					async () => (await m.repo.getSession(pa.id))?.status === 'trashed',
					`${m.name} has it in the bin`
				);
			expect((await a.repo.listHistory()).map((r) => r.id)).not.toContain(pa.id);
			// A restores it: back in every history.
			await a.repo.restore(pa.id);
			for (const m of [b, c])
				await until(
					async () => (await m.repo.getSession(pa.id))?.status === 'finished',
					`${m.name} has it back`
				);
			// A phone joining later takes in the group's plays, but not one in the group's bin.
			const pb = await play(b, [{ type: 'add', seat: 1, delta: 2 }, { type: 'finish' }]);
			pb.off();
			await until(async () => !!(await a.repo.getSession(pb.id)), 'A has B’s play');
			await c.repo.trash(pb.id);
			await until(
				async () => (await a.repo.getSession(pb.id))?.status === 'trashed',
				'A has B’s play in the bin'
			);
			const d = await member('D', g);
			try {
				await until(async () => !!(await d.repo.getSession(pa.id)), 'D has the restored play');
				await d.syncs[0]!.settled();
				expect(await d.repo.getSession(pb.id)).toBeUndefined();
			} finally {
				await close(d);
			}
		} finally {
			await close(a, b, c);
		}
	});
});
