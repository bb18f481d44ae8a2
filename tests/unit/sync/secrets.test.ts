/**
 * Secrets as commitments: the hash joins the room, the choice stays on its phone
 * until revealed; every phone checks the reveal. Checked against what another phone could
 * read: its IndexedDB (Dexie and y-indexeddb), the bytes its WebSocket received (through a
 * relay) and the server's disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRelay, startTableServer } from '../../e2e/sync-harness.js';
import { canonical, checkReveal, commitTo } from '$lib/sync/commit';
import { TableSecrets } from '$lib/sync/secrets';
import { newRoom } from '$lib/sync/share';
import { en } from '$lib/sync/messages/en';
import { es } from '$lib/sync/messages/es';
import { closeAll, converged, joiner, sharer } from './phones';

describe('commitments', () => {
	it('a reveal matching its commitment is accepted', async () => {
		const { commitment, reveal } = await commitTo({ law: 7, vote: 'yes' });
		expect(commitment).toMatch(/^[0-9a-f]{64}$/);
		expect(await checkReveal(commitment, reveal)).toEqual({ ok: true });
	});

	it('a different choice or salt under the same commitment is refused with a translated reason', async () => {
		const { commitment, reveal } = await commitTo({ law: 7, vote: 'yes' });
		const refused = { ok: false, reason: { key: 'sync.commit.mismatch' } };
		expect(await checkReveal(commitment, { ...reveal, choice: { law: 7, vote: 'no' } })).toEqual(
			refused
		);
		expect(await checkReveal(commitment, { ...reveal, salt: '0'.repeat(32) })).toEqual(refused);
		expect(en['sync.commit.mismatch']).toBeTruthy();
		expect(es['sync.commit.mismatch']).toBeTruthy();
	});

	it('one choice hashes the same whatever the order of its keys', () => {
		expect(canonical({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe(
			canonical({ a: [2, { c: 4, d: 3 }], b: 1 })
		);
	});

	it('two commitments to the same choice differ (a fresh salt each time)', async () => {
		const [x, y] = await Promise.all([commitTo('yes'), commitTo('yes')]);
		expect(x.commitment).not.toBe(y.commitment);
	});
});

const SECRET = 'SECRET-CHOICE-law7-yes';

/** Everything a fake-indexeddb database holds, as text (binary values as latin1). */
async function dumpDb(name: string): Promise<string> {
	const db = await new Promise<IDBDatabase>((resolve, reject) => {
		const r = indexedDB.open(name);
		r.onsuccess = () => resolve(r.result);
		r.onerror = () => reject(r.error);
	});
	let out = '';
	for (const store of [...db.objectStoreNames]) {
		const all = await new Promise<unknown[]>((resolve, reject) => {
			const r = db.transaction(store).objectStore(store).getAll();
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		for (const v of all)
			out +=
				v instanceof Uint8Array
					? Buffer.from(v).toString('latin1')
					: JSON.stringify(v, (_k, x) =>
							x instanceof Uint8Array ? Buffer.from(x).toString('latin1') : x
						);
	}
	db.close();
	return out;
}

describe('a secret on a shared table', () => {
	const PORT = 4338;
	const RELAY = 4319;
	let data: string;
	let server: { stop(): Promise<void> };
	let relay: { received(): Buffer; close(): Promise<void> };
	beforeAll(async () => {
		data = mkdtempSync(join(tmpdir(), 'tablemate-secrets-'));
		server = await startTableServer({ port: PORT, data, tokens: 'tok' });
		relay = await startRelay(RELAY, PORT);
	});
	afterAll(async () => {
		await relay.close();
		await server.stop();
		rmSync(data, { recursive: true, force: true });
	});

	it('is never readable on another phone or the server before its reveal, and is checked after', async () => {
		const room = newRoom('t');
		const a = await sharer('A', { url: `ws://127.0.0.1:${PORT}`, room, token: 'tok' });
		// B's WebSocket goes through the relay, which keeps every byte B received.
		const b = await joiner('B', a.row, { url: `ws://127.0.0.1:${RELAY}`, room, token: 'tok' });
		try {
			await converged([a, b], 0);
			const secretsA = new TableSecrets(a.table.link!, a.repo, 'A');
			const secretsB = new TableSecrets(b.table.link!, b.repo, 'B');
			await secretsA.claim('a', true);
			await secretsA.commit('ballot:1|a', SECRET);
			const waitFor = async (state: string) => {
				for (let i = 0; i < 200; i++) {
					if ((await secretsB.state('ballot:1|a')).state === state) return;
					await new Promise((r) => setTimeout(r, 25));
				}
				throw new Error(`B never saw ${state}`);
			};
			await waitFor('pending');
			expect(await secretsB.pending()).toEqual([
				{
					key: 'ballot:1|a',
					by: 'A',
					message: { key: 'sync.commit.pending', values: { phone: 'A' } }
				}
			]);
			// Wait (bounded) for the server's copy on disk to hold the sealed commitment (its rooms'
			// files; a store in progress renames its temporary file away meanwhile).
			const onDisk = () =>
				readdirSync(join(data, 'rooms'))
					.filter((f) => f.endsWith('.yjs'))
					.map((f) => {
						try {
							return readFileSync(join(data, 'rooms', f)).toString('latin1');
						} catch {
							return '';
						}
					})
					.join('');
			let disk = onDisk();
			for (let i = 0; i < 200 && !disk.includes('ballot:1|a'); i++) {
				await new Promise((r) => setTimeout(r, 25));
				disk = onDisk();
			}
			expect(disk).toContain('ballot:1|a');
			expect(disk).not.toContain(SECRET);
			expect(relay.received().toString('latin1')).not.toContain(SECRET);
			expect(relay.received().length).toBeGreaterThan(0);
			expect(await dumpDb(b.localName)).not.toContain(SECRET);
			expect(await dumpDb(b.repo.db.name)).not.toContain(SECRET);
			// Not even A's own copy of the room holds it: only A's private meta row.
			expect(await dumpDb(a.localName)).not.toContain(SECRET);
			expect(await dumpDb(a.repo.db.name)).toContain(SECRET);

			expect(await secretsA.reveal('ballot:1|a')).toBe(true);
			await waitFor('revealed');
			expect(await secretsB.state('ballot:1|a')).toEqual({
				state: 'revealed',
				by: 'A',
				choice: SECRET
			});
			expect(await secretsB.pending()).toEqual([]);
			// The same byte-level check does see a choice once it is in the room: the probe works.
			expect(relay.received().toString('latin1')).toContain(SECRET);
		} finally {
			await closeAll([a, b]);
		}
	});

	it('a reveal that does not match its commitment is refused on every phone', async () => {
		const room = newRoom('t');
		const a = await sharer('A', { url: `ws://127.0.0.1:${PORT}`, room, token: 'tok' });
		const b = await joiner('B', a.row, { url: `ws://127.0.0.1:${PORT}`, room, token: 'tok' });
		try {
			const secretsA = new TableSecrets(a.table.link!, a.repo, 'A');
			await secretsA.claim('b', true);
			await secretsA.commit('census:2|b', { gold: 3 });
			// A reveal with another choice under the same salt, signed by the committing key itself
			// (a tampering phone skips reveal()'s own check): it opens nothing.
			const { salt } = (await a.repo.getMeta<{ salt: string }>(`sync:secret:${room}:census:2|b`))!;
			await (secretsA as unknown as { write(r: unknown): Promise<void> }).write({
				t: 'reveal',
				id: 'forged-reveal',
				phone: 'A',
				at: 1,
				key: 'census:2|b',
				reveal: { salt, choice: { gold: 9 } }
			});
			const secretsB = new TableSecrets(b.table.link!, b.repo, 'B');
			let seen = await secretsB.state('census:2|b');
			for (let i = 0; i < 200 && !(seen.state === 'refused'); i++) {
				await new Promise((r) => setTimeout(r, 25));
				seen = await secretsB.state('census:2|b');
			}
			expect(seen).toEqual({ state: 'refused', by: 'A', reason: { key: 'sync.commit.mismatch' } });
			expect(await secretsA.state('census:2|b')).toEqual(seen);
		} finally {
			await closeAll([a, b]);
		}
	});
});
