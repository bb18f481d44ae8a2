/**
 * What was recorded stays recorded: a rogue client holding the table's link
 * deletes the shared log, rewrites an entry, slips a forged copy of an entry in front of it —
 * the table server (127.0.0.1:4361, a child process started and stopped here) refuses each
 * and relays none, and the honest phones keep their whole log, on screen and in IndexedDB.
 * Then the phone's own rule: a remote state lacking entries this phone holds is re-sent,
 * never mirrored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { roomFile } from '../../../server/file-store.js';
import { newRoom, type ShareInfo } from '$lib/sync/share';
import { closeAll, converged, ids, joiner, sharer, type Phone } from './phones';
import { rogue } from './rogue';
import { until } from '../../until';

const PORT = 4361;
const TOKEN = 'append-only-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: Awaited<ReturnType<typeof startTableServer>>;

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-append-only-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

const room = (): ShareInfo => ({ url: URL, room: newRoom('t'), token: TOKEN });

async function table(n: number) {
	const info = room();
	const a = await sharer('A', info);
	const b = await joiner('B', a.row, info);
	const phones: Phone[] = [a, b];
	for (let i = 0; i < n; i++)
		await (i % 2 ? b : a).engine.dispatch({ type: 'add', seat: i % 2, delta: i + 1 });
	await converged(phones, n);
	return { info, a, b, phones };
}

/** The ids every honest party holds: each phone's screen and IndexedDB, and a fresh client. */
async function everywhere(phones: Phone[], info: ShareInfo, count: number) {
	await converged(phones, count);
	const fresh = await rogue(URL, info.room, TOKEN);
	try {
		await until(() => fresh.log.length >= count, `a fresh client to hold ${count} entries`);
		return fresh.log.toArray().map((e) => e.id);
	} finally {
		fresh.destroy();
	}
}

describe('the table server keeps the shared log append-only', () => {
	it('refuses an update deleting the log: honest phones keep every entry', async () => {
		const { info, a, b, phones } = await table(6);
		const before = ids(a);
		const r = await rogue(URL, info.room, TOKEN);
		try {
			expect(r.log.length).toBe(6);
			const closed = r.nextClose();
			r.doc.transact(() => r.log.delete(0, r.log.length));
			expect(await closed).toMatch(/deleted or rewritten|different entry/);
		} finally {
			r.destroy();
		}
		// A move made after the refusal reaches everyone: had the delete been relayed, it came first.
		await b.engine.dispatch({ type: 'add', seat: 1, delta: 1 });
		const held = await everywhere(phones, info, 7);
		expect(held).toEqual([...before, ids(b)[6]]);
		for (const p of phones) {
			expect(ids(p)).toEqual(held);
			expect((await p.repo.loadLog(p.row.id)).map((e) => e.id)).toEqual(held);
		}
		await closeAll(phones);
	}, 40_000);

	it('refuses a rewritten entry and a forged copy placed before the original', async () => {
		const { info, a, phones } = await table(4);
		const original = a.engine.snapshot.log[1]!;
		// Rewrite: the entry deleted and put back with another score, under its own id.
		const r = await rogue(URL, info.room, TOKEN);
		try {
			const closed = r.nextClose();
			r.doc.transact(() => {
				const e = r.log.get(1);
				r.log.delete(1, 1);
				r.log.insert(1, [{ ...e, action: { type: 'add', seat: 1, delta: 99 } as never }]);
			});
			expect(await closed).toMatch(/deleted or rewritten|different entry/);
		} finally {
			r.destroy();
		}
		// Forged copy: nothing deleted, a second entry under the same id slipped in first.
		const f = await rogue(URL, info.room, TOKEN);
		try {
			const closed = f.nextClose();
			f.log.insert(0, [{ ...f.log.get(1), action: { type: 'add', seat: 1, delta: 99 } as never }]);
			expect(await closed).toMatch(/deleted or rewritten|different entry/);
		} finally {
			f.destroy();
		}
		await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
		await everywhere(phones, info, 5);
		for (const p of phones) {
			const stored = await p.repo.loadLog(p.row.id);
			const { id, kind, action } = stored[1] as typeof original & { action: unknown };
			expect({ id, kind, action }).toEqual({
				id: original.id,
				kind: original.kind,
				action: (original as { action: unknown }).action
			});
			expect(p.engine.snapshot.summary.scores).toEqual(a.engine.snapshot.summary.scores);
		}
		expect(a.engine.snapshot.summary.scores).toEqual({ a: 1 + 3 + 1, b: 2 + 4 });
		await closeAll(phones);
	}, 40_000);

	it('stores only what it accepted: after a SIGTERM the room file holds the whole log', async () => {
		const { info, a, phones } = await table(3);
		const r = await rogue(URL, info.room, TOKEN);
		const closed = r.nextClose();
		r.doc.transact(() => r.log.delete(0, r.log.length));
		expect(await closed).toMatch(/deleted or rewritten|different entry/);
		r.destroy();
		await closeAll(phones);
		await server.stop();
		const doc = new Y.Doc();
		Y.applyUpdate(doc, new Uint8Array(readFileSync(roomFile(data, info.room))));
		expect(
			doc
				.getArray<{ id: string }>('log')
				.toArray()
				.map((e) => e.id)
		).toEqual(ids(a));
		server = await startTableServer({ port: PORT, data, tokens: TOKEN });
	}, 40_000);
});

describe('a phone never mirrors a remote deletion', () => {
	it('a remote state lacking entries this phone holds: stored log kept, entries re-sent', async () => {
		const { info, a, b, phones } = await table(5);
		const before = ids(b);
		// What a rogue server (or one that lost its disk) could send: B's copy of the room with
		// the entries deleted, applied to B as a remote update.
		const evil = new Y.Doc();
		Y.applyUpdate(evil, Y.encodeStateAsUpdate(b.table.link!.doc));
		const sv = Y.encodeStateVector(evil);
		evil.getArray('log').delete(0, 5);
		Y.applyUpdate(b.table.link!.doc, Y.encodeStateAsUpdate(evil, sv), 'remote');
		// B hears it, keeps its log and puts the entries back in the room (in its order).
		await until(() => (b.table.link?.entries().length ?? 0) === 5, 'B to re-send its entries');
		await b.table.settled();
		expect(ids(b)).toEqual(before);
		expect((await b.repo.loadLog(b.row.id)).map((e) => e.id)).toEqual(before);
		await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
		const held = await everywhere(phones, info, 6);
		expect(held.slice(0, 5)).toEqual(before);
		await closeAll(phones);
	}, 40_000);
});
