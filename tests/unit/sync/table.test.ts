/**
 * Several phones at one table, in Node: phones (each its own IndexedDB) linked
 * through a real table server on 127.0.0.1:4317 started and stopped by this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRelay, startTableServer } from '../../e2e/sync-harness.js';
import { TableLink } from '$lib/sync/client';
import { newRoom, type ShareInfo } from '$lib/sync/share';
import { backOnline, closeAll, converged, ids, joiner, sharer, type Phone } from './phones';
import { until } from '../../until';

const PORT = 4317;
const RELAY = 4339;
const TOKEN = 'unit-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: { stop(): Promise<void> };

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-sync-unit-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

const room = (): ShareInfo => ({ url: URL, room: newRoom('t'), token: TOKEN });

describe('a shared score pad', () => {
	it('two phones acting at the same moment both keep their entry, in one order on both', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const phones: Phone[] = [a, b];
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await converged(phones, 1);
			await Promise.all([
				a.engine.dispatch({ type: 'add', seat: 0, delta: 5 }),
				b.engine.dispatch({ type: 'add', seat: 1, delta: 7 })
			]);
			await converged(phones, 3);
			expect(a.engine.snapshot.summary.scores).toEqual({ a: 8, b: 7 });
			expect(b.engine.snapshot.summary.scores).toEqual(a.engine.snapshot.summary.scores);
			// Who made each entry travels with it.
			expect(new Set(a.table.entries.map((e) => e.by))).toEqual(new Set(['A', 'B']));
		} finally {
			await closeAll(phones);
		}
	});

	it('a phone offline for 20 actions while two others play: nothing lost, one order everywhere', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const c = await joiner('C', a.row, info);
		const phones = [a, b, c];
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			await converged(phones, 1);
			c.table.link!.disconnect();
			for (let i = 0; i < 20; i++) {
				await c.engine.dispatch({ type: 'add', seat: 1, delta: 1 });
				await (i % 2 ? a : b).engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			}
			// While away, C has only its own; A and B have theirs.
			expect(ids(c)).toHaveLength(21);
			await converged([a, b], 21);
			await backOnline(c);
			await converged(phones, 41);
			for (const p of phones) expect(p.engine.snapshot.summary.scores).toEqual({ a: 21, b: 20 });
		} finally {
			await closeAll(phones);
		}
	}, 40_000);

	it('taps on a phone while the other phone’s moves are still being stored there: every tap is taken, and a reload finds every move stored', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const phones = [a, b];
		try {
			// Each phone taps as soon as it shows the other's last move (its store still running).
			const results = [];
			for (let i = 0; i < 15; i++) {
				results.push(await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 }));
				await until(() => ids(b).length === 2 * i + 1, `B to show A's tap ${i + 1}`);
				results.push(await b.engine.dispatch({ type: 'add', seat: 1, delta: 1 }));
				await until(() => ids(a).length === 2 * i + 2, `A to show B's tap ${i + 1}`);
			}
			expect(results.every((r) => r.ok)).toBe(true);
			await converged(phones, 30);
			for (const p of phones) {
				await p.table.settled();
				// A reload: the stored log and row, as the session screen opens them.
				const stored = await p.repo.loadLog(p.row.id);
				expect(stored.map((e) => e.id)).toEqual(ids(p));
				expect((await p.repo.getSession(p.row.id))?.logLength).toBe(30);
				expect((await p.repo.getSession(p.row.id))?.summary.scores).toEqual({ a: 15, b: 15 });
			}
		} finally {
			await closeAll(phones);
		}
	}, 40_000);

	it('an entry the rules refuse in the merged order is kept and reported, not dropped', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const phones = [a, b];
		try {
			await converged(phones, 0);
			a.table.link!.disconnect();
			b.table.link!.disconnect();
			// Apart for real before they play, and before they come back (a reconnect asked while
			// the close is still under way can be lost on a loaded machine).
			await until(
				() => a.table.status === 'offline' && b.table.status === 'offline',
				'both offline'
			);
			// Both phones end the game while apart: in one merged order, the second "finish" is refused.
			await a.engine.dispatch({ type: 'finish' });
			await b.engine.dispatch({ type: 'finish' });
			await backOnline(a);
			await backOnline(b);
			await converged(phones, 2);
			for (const p of phones) {
				expect(p.engine.snapshot.log).toHaveLength(2);
				expect(p.engine.snapshot.refused).toEqual([
					{ index: 1, seq: 1, reason: { key: 'pad.error.finished' } }
				]);
			}
		} finally {
			await closeAll(phones);
		}
	}, 60_000);

	it('a phone whose network went away for 50 actions sends them in one sync once back, not one message each', async () => {
		const info = room();
		// A reaches the server through a relay that can cut its network, as a phone's Wi-Fi goes.
		const relay = await startRelay(RELAY, PORT);
		const a = await sharer('A', { ...info, url: `ws://127.0.0.1:${RELAY}` });
		const b = await joiner('B', a.row, info);
		const phones = [a, b];
		try {
			await converged(phones, 0);
			relay.cut();
			await until(() => a.table.status === 'offline', 'A offline');
			for (let i = 0; i < 50; i++) await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			let updates = 0;
			b.table.link!.doc.on('update', (_u: Uint8Array, origin: unknown) => {
				if (origin !== null) updates++;
			});
			relay.restore();
			await converged(phones, 50, 25_000);
			expect(b.engine.snapshot.summary.scores).toEqual({ a: 50, b: 0 });
			// Queued one by one they came as 50 updates (and 50 stores and folds on B).
			expect(updates).toBeLessThanOrEqual(3);
		} finally {
			await closeAll(phones);
			await relay.close();
		}
	}, 40_000);

	it('a flood of 1,000 actions from one phone reaches the other, folded, within 5 s of its reconnecting', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const phones = [a, b];
		try {
			await converged(phones, 0);
			// B steps away so this one Node process does not also pay B's work during the flood
			// (on real phones each has its own CPU; bench/sync.js measures the live case).
			b.table.link!.disconnect();
			for (let i = 0; i < 1000; i++)
				await a.engine.dispatch({ type: 'add', seat: i % 2, delta: 1 });
			await b.table.link!.reconnect();
			const ms = await converged(phones, 1000, 5000);
			expect(b.engine.snapshot.summary.scores).toEqual({ a: 500, b: 500 });
			console.log(
				`1,000 actions: B had them all, stored and folded, ${Math.round(ms)} ms after reconnecting`
			);
		} finally {
			await closeAll(phones);
		}
	}, 60_000);
});

describe('the table server', () => {
	it('refuses a wrong token and a missing one', async () => {
		for (const token of ['wrong-token', '']) {
			const link = await TableLink.open({ url: URL, room: newRoom('t'), token }, 'X', {
				localName: `refused-${token}-${Date.now()}`
			});
			try {
				expect(await link.whenSynced(5000)).toBe('refused');
				expect(link.status).toBe('refused');
			} finally {
				await link.destroy(true);
			}
		}
	});

	it('refuses a room name the app never makes (no path tricks)', async () => {
		const link = await TableLink.open({ url: URL, room: '../../etc', token: TOKEN }, 'X', {
			localName: `badroom-${Date.now()}`
		});
		try {
			expect(await link.whenSynced(5000)).toBe('refused');
		} finally {
			await link.destroy(true);
		}
	});
});
