/**
 * A phone is a key: each phone signs every entry it writes with
 * its own ECDSA P-256 key (private key not extractable, kept in its IndexedDB). The table server
 * (127.0.0.1:4369, a child process started and stopped here) refuses a new entry whose
 * signature fails, and an unsigned one in a room that signs; a phone behind a server that does
 * not check (a plain Hocuspocus on 127.0.0.1:4370, a child process) keeps such entries and lists
 * them as refused. Entries from before phones signed stay as unsigned history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { startTableServer } from '../../e2e/sync-harness.js';
import { phoneKey, verify } from '$lib/sync/keys';
import { newRoom, type ShareInfo } from '$lib/sync/share';
import { closeAll, converged, ids, joiner, sharer } from './phones';
import { rogue } from './rogue';
import { until } from '../../until';

const PORT = 4369;
const PLAIN = 4370;
const TOKEN = 'signatures-token';
let data: string;
let server: { stop(): Promise<void> };
let plain: ChildProcess;

function portOpen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const s = connect(port, '127.0.0.1');
		s.once('connect', () => (s.destroy(), resolve(true)));
		s.once('error', () => resolve(false));
	});
}

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-signatures-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
	// Hocuspocus with nothing added: what a phone meets behind a server without the guard.
	plain = spawn(
		process.execPath,
		[
			'--input-type=module',
			'-e',
			`import { Server } from '@hocuspocus/server';
			 await new Server({ port: ${PLAIN}, address: '127.0.0.1', quiet: true }).listen();`
		],
		{ stdio: 'ignore' }
	);
	for (let i = 0; !(await portOpen(PLAIN)); i++) {
		if (i > 200 || plain.exitCode !== null) throw new Error('the plain server did not start');
		await new Promise((r) => setTimeout(r, 25));
	}
});
afterAll(async () => {
	await server.stop();
	if (plain.exitCode === null) {
		const gone = new Promise((r) => plain.once('exit', r));
		plain.kill('SIGKILL');
		await gone;
	}
	rmSync(data, { recursive: true, force: true });
});

const guarded = (): ShareInfo => ({
	url: `ws://127.0.0.1:${PORT}`,
	room: newRoom('t'),
	token: TOKEN
});
const unguarded = (): ShareInfo => ({
	url: `ws://127.0.0.1:${PLAIN}`,
	room: newRoom('t'),
	token: 'any'
});
let n = 0;
const forged = (over: object = {}) => ({
	id: `forged-${++n}`,
	parent: null,
	at: 1,
	kind: 'do' as const,
	action: { type: 'add', seat: 1, delta: 50 },
	by: 'A',
	...over
});

describe('signed entries', () => {
	it('every entry a phone writes is signed with its key; the private key cannot be exported', async () => {
		const info = guarded();
		const a = await sharer('A', info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			await a.engine.undo();
			await until(() => a.table.link!.entries().length === 2, 'both entries in the room');
			const key = await phoneKey(a.repo);
			expect(key.privateKey.extractable).toBe(false);
			await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow();
			for (const e of a.table.link!.entries()) {
				expect(e.pub).toBe(key.pub);
				expect(await verify(e)).toBe('signed');
				// Any change to what was signed breaks it.
				expect(await verify({ ...e, at: e.at + 1 })).toBe('bad');
			}
		} finally {
			await closeAll([a]);
		}
	}, 30_000);

	it('the server refuses a forged signature and an unsigned entry in a signing room', async () => {
		const info = guarded();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 2 });
			await converged([a, b], 1);
			const pub = a.table.link!.entries()[0]!.pub!;
			const bad = await rogue(info.url, info.room, TOKEN);
			let closed = bad.nextClose();
			bad.log.push([forged({ pub, sig: 'A'.repeat(86) })]);
			expect(await closed).toMatch(/signature fails/);
			bad.destroy();
			const bare = await rogue(info.url, info.room, TOKEN);
			closed = bare.nextClose();
			bare.log.push([forged()]);
			expect(await closed).toMatch(/unsigned entry in a room that signs/);
			bare.destroy();
			await b.engine.dispatch({ type: 'add', seat: 1, delta: 3 });
			await converged([a, b], 2);
			for (const p of [a, b]) {
				expect(ids(p).some((id) => id.startsWith('forged-'))).toBe(false);
				expect(p.engine.snapshot.summary.scores).toEqual({ a: 2, b: 3 });
			}
		} finally {
			await closeAll([a, b]);
		}
	}, 30_000);

	it('behind a server that does not check, phones keep forged entries but fold them as refused', async () => {
		const info = unguarded();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 2 });
			await converged([a, b], 1);
			const pub = a.table.link!.entries()[0]!.pub!;
			const r = await rogue(info.url, info.room, 'any');
			r.log.push([forged({ pub, sig: 'A'.repeat(86) }), forged()]);
			await r.acknowledged();
			r.destroy();
			await converged([a, b], 3);
			for (const p of [a, b]) {
				// Kept (stored), never folded: listed as refused with the reason.
				expect(await p.repo.loadLog(p.row.id)).toHaveLength(3);
				expect(p.engine.snapshot.summary.scores).toEqual({ a: 2, b: 0 });
				expect(p.engine.snapshot.refused.map((x) => x.reason.key)).toEqual([
					'shared.entry.badSignature',
					'shared.entry.unsigned'
				]);
			}
		} finally {
			await closeAll([a, b]);
		}
	}, 30_000);

	it('entries from before phones signed stay, counted as unsigned history; the new one is signed', async () => {
		const info = unguarded();
		// An older phone's two unsigned entries are in the room first.
		const old = await rogue(info.url, info.room, 'any');
		old.log.push([
			forged({ id: 'old-1', action: { type: 'add', seat: 0, delta: 4 } }),
			forged({ id: 'old-2', action: { type: 'add', seat: 1, delta: 5 } })
		]);
		await old.acknowledged();
		// (It stays connected: the plain server keeps a room only while someone is in it.)
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await converged([a, b], 2);
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			await converged([a, b], 3);
			for (const p of [a, b]) {
				expect(p.engine.snapshot.refused).toEqual([]);
				expect(p.engine.snapshot.summary.scores).toEqual({ a: 5, b: 5 });
				// The table is told: two entries of unsigned history; the new one is signed.
				await p.table.settled();
				expect(p.table.unsigned).toBe(2);
				expect(p.table.entries.find((e) => !e.id.startsWith('old-'))?.sig).toEqual(
					expect.any(String)
				);
			}
		} finally {
			old.destroy();
			await closeAll([a, b]);
		}
	}, 30_000);
});
