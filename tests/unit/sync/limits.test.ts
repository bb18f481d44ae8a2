/**
 * Limits with clear messages: an entry over 64 KB, a message over 1 MB and
 * a room over 20 MB are refused by the table server (127.0.0.1:4366, a child process started
 * and stopped here) and by the phone that tries, with a message in both languages; another
 * room never notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import * as serverLimits from '../../../server/guard.js';
import { ENTRY_LIMIT, MESSAGE_LIMIT, ROOM_LIMIT } from '$lib/sync/limits';
import { newRoom, type ShareInfo } from '$lib/sync/share';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';
import type { PadAction } from '$lib/games/score-pad/state';
import { closeAll, converged, ids, joiner, sharer } from './phones';
import { rogue } from './rogue';

const PORT = 4366;
const TOKEN = 'limits-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: Awaited<ReturnType<typeof startTableServer>>;

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-limits-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

const room = (): ShareInfo => ({ url: URL, room: newRoom('t'), token: TOKEN });
/** A valid score-pad move padded with `bytes` characters the rules ignore. */
const padded = (bytes: number) =>
	({ type: 'add', seat: 0, delta: 1, note: 'x'.repeat(bytes) }) as unknown as PadAction;
let n = 0;
/** An entry as a rogue writes it, about `bytes` long. */
const entry = (bytes: number) => ({
	id: `rogue-${++n}`,
	parent: null,
	at: 1,
	kind: 'do' as const,
	action: { type: 'nextRound', note: 'y'.repeat(bytes) },
	by: 'R'
});

describe('limits', () => {
	it('the phone and the server use the same figures; the messages exist in ES and EN', () => {
		expect([serverLimits.ENTRY_LIMIT, serverLimits.MESSAGE_LIMIT, serverLimits.ROOM_LIMIT]).toEqual(
			[ENTRY_LIMIT, MESSAGE_LIMIT, ROOM_LIMIT]
		);
		for (const key of ['shared.limit.entry', 'shared.limit.room'] as const) {
			expect(en[key]).toMatch(/\w/);
			expect(es[key]).toMatch(/\w/);
			expect(es[key]).not.toBe(en[key]);
		}
	});

	it('an entry over 64 KB: refused by the phone (nothing stored) and by the server', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			await converged([a, b], 1);
			const r = await a.engine.dispatch(padded(ENTRY_LIMIT + 1));
			expect(r).toEqual({ ok: false, reason: { key: 'shared.limit.entry' } });
			expect(await a.repo.loadLog(a.row.id)).toHaveLength(1);
			// Just under: recorded and shared.
			expect((await a.engine.dispatch(padded(ENTRY_LIMIT - 600))).ok).toBe(true);
			const x = await rogue(URL, info.room, TOKEN);
			const closed = x.nextClose();
			x.log.push([entry(ENTRY_LIMIT + 1)]);
			expect(await closed).toMatch(/entry over the limit/);
			x.destroy();
			await b.engine.dispatch({ type: 'add', seat: 1, delta: 1 });
			await converged([a, b], 3);
			expect(ids(b).some((id) => id.startsWith('rogue-'))).toBe(false);
		} finally {
			await closeAll([a, b]);
		}
	}, 30_000);

	it('a message over 1 MB is refused (the connection closed before it is read whole)', async () => {
		const info = room();
		const a = await sharer('A', info);
		try {
			const x = await rogue(URL, info.room, TOKEN);
			const closed = x.nextClose();
			// 20 entries of 60 KB, each under the entry limit, in one update of 1.2 MB.
			x.doc.transact(() => x.log.push(Array.from({ length: 20 }, () => entry(60_000))));
			expect(await closed).toMatch(/^1009/);
			x.destroy();
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			const fresh = await rogue(URL, info.room, TOKEN);
			expect(fresh.log.toArray().map((e) => e.id)).toEqual(ids(a));
			fresh.destroy();
		} finally {
			await closeAll([a]);
		}
	}, 30_000);

	it('a room over 20 MB: the server refuses what goes over, the phone refuses its move; other rooms play on', async () => {
		const info = room();
		const other = room();
		const o1 = await sharer('O1', other);
		const o2 = await joiner('O2', o1.row, other);
		const x = await rogue(URL, info.room, TOKEN);
		try {
			// Filled to about 20 KB under the limit, 900 KB a message, each acknowledged.
			const size = JSON.stringify(entry(60_000)).length;
			// Bounded: each pass adds at least 1,000 bytes to a room of 20 MB.
			for (let pass = 0; pass < 25_000; pass++) {
				const left = ROOM_LIMIT - Y.encodeStateAsUpdate(x.doc).byteLength - 20_000;
				if (left < 1000) break;
				const count = Math.min(15, Math.floor(left / size));
				if (count > 0)
					x.doc.transact(() => x.log.push(Array.from({ length: count }, () => entry(60_000))));
				else x.log.push([entry(left - 200)]);
				await x.acknowledged(20_000);
			}
			// A phone at that table: its move of 40 KB would take the room over.
			const a = await joiner('A', o1.row, info);
			try {
				await a.table.link!.whenSynced(20_000);
				await a.table.settled();
				const r = await a.engine.dispatch(padded(40_000));
				expect(r).toEqual({ ok: false, reason: { key: 'shared.limit.room' } });
			} finally {
				await closeAll([a]);
			}
			const closed = x.nextClose();
			x.log.push([entry(40_000)]);
			expect(await closed).toMatch(/room over the limit/);
			// The other room never noticed.
			await o1.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
			await o2.engine.dispatch({ type: 'add', seat: 1, delta: 1 });
			await converged([o1, o2], 2);
		} finally {
			x.destroy();
			await closeAll([o1, o2]);
		}
	}, 120_000);
});
