/**
 * A declared hidden input played on three phones through a real table server:
 * each seat's choice committed on its own phone, "reveal pending" while one is missing, the
 * table's fall-back entering it on another phone (cancelling the away phone's commitment),
 * the reveal at the moment all have committed, and exactly one phone recording the action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { secretKey } from '$lib/sync/commit';
import { TableSecrets, type Progress } from '$lib/sync/secrets';
import { newRoom } from '$lib/sync/share';
import type { HiddenOpen } from '$lib/games/core/types';
import { closeAll, joiner, sharer, type Phone } from './phones';

const PORT = 4337;
const OPEN: HiddenOpen = { key: 'lancaster:ballot:r1:v1', players: ['ana', 'ben', 'cai'] };
const k = (p: string) => secretKey(OPEN.key, p);

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string) {
	for (let i = 0; i < 400; i++) {
		const v = await fn();
		if (ok(v)) return v;
		await new Promise((r) => setTimeout(r, 25));
	}
	throw new Error(`never: ${what}`);
}

describe('a hidden input on three phones', () => {
	let data: string;
	let server: { stop(): Promise<void> };
	beforeAll(async () => {
		data = mkdtempSync(join(tmpdir(), 'tablemate-secret-table-'));
		server = await startTableServer({ port: PORT, data, tokens: 'tok' });
	});
	afterAll(async () => {
		await server.stop();
		rmSync(data, { recursive: true, force: true });
	});

	it('reveal pending until all commit; the fall-back cancels the away phone’s secret; one phone records once', async () => {
		const info = { url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: 'tok' };
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const c = await joiner('C', a.row, info);
		const phones: Phone[] = [a, b, c];
		try {
			const [sa, sb, sc] = phones.map((p) => new TableSecrets(p.table.link!, p.repo, p.name)) as [
				TableSecrets,
				TableSecrets,
				TableSecrets
			];
			// "This is my seat" on each phone.
			await sa.claim('ana', true);
			await sb.claim('ben', true);
			await sc.claim('cai', true);
			await eventually(
				async () => sa.seats(),
				(s) => Object.keys(s).length === 3,
				'A hears every seat'
			);
			expect(await sa.seats()).toEqual({ ana: 'A', ben: 'B', cai: 'C' });

			// C's phone goes away; its player chooses there anyway (kept on C, offline).
			await c.table.link!.disconnect();
			await sc.commit(k('cai'), { yes: false, tokens: 0 });
			await sa.commit(k('ana'), { yes: true, tokens: 0 });
			await sb.commit(k('ben'), { yes: false, tokens: 1 });
			await eventually(
				() => sa.state(k('ben')),
				(s) => s.state === 'pending',
				'A hears B commit'
			);
			// A sees ben's commitment, never his choice, and cai's reveal pending: nothing revealed.
			const pa = await sa.advance(OPEN);
			expect(pa.states).toEqual({
				ana: { state: 'pending', by: 'A' },
				ben: { state: 'pending', by: 'B' },
				cai: { state: 'none' }
			});
			expect(pa.record).toBeNull();
			expect(await sa.state(k('ana'))).toEqual({ state: 'pending', by: 'A' });

			// The table enters cai's choice on phone B instead (the fall-back).
			await sb.commit(k('cai'), { yes: true, tokens: 0 }, true);
			const records: Progress[] = [];
			const pass = async (list: TableSecrets[]) => {
				for (const s of list) {
					const p = await s.advance(OPEN);
					if (p.record) records.push(p);
				}
			};
			await eventually(
				async () => (await pass([sa, sb]), records.length),
				(n) => n > 0,
				'the revealed ballot recorded'
			);
			for (let i = 0; i < 20; i++) await pass([sa, sb]);
			// Exactly one phone records, once, with every revealed choice (cai's as the table entered it).
			expect(records).toHaveLength(1);
			expect(records[0]!.record).toEqual({
				ana: { yes: true, tokens: 0 },
				ben: { yes: false, tokens: 1 },
				cai: { yes: true, tokens: 0 }
			});
			await eventually(
				async () => sb.isDone(OPEN.key),
				(d) => d,
				'B hears it is recorded'
			);

			// C comes back: whatever its offline commitment does in the room, nothing is recorded again.
			await c.table.link!.reconnect();
			await eventually(
				async () => sc.isDone(OPEN.key),
				(d) => d,
				'C hears it is recorded'
			);
			for (let i = 0; i < 20; i++) {
				await pass([sa, sb, sc]);
				await new Promise((r) => setTimeout(r, 25));
			}
			expect(records).toHaveLength(1);
			// …and its own commitment is withdrawn and its choice forgotten: cancelled.
			await sc.advance(OPEN);
			expect(await c.repo.getMeta(`sync:secret:${info.room}:${k('cai')}`)).toBeUndefined();
			await eventually(
				() => sa.state(k('cai')),
				(s) => s.state === 'none',
				'C’s own commitment leaves the room'
			);
			expect(await sc.seatState(k('cai'))).toEqual({
				state: 'revealed',
				by: 'B',
				choice: { yes: true, tokens: 0 }
			});
		} finally {
			await closeAll(phones);
		}
	});

	it('after an undo the table may choose again: restart clears the commitments and the mark', async () => {
		const info = { url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: 'tok' };
		const a = await sharer('A', info);
		try {
			const sa = new TableSecrets(a.table.link!, a.repo, 'A');
			const one: HiddenOpen = { key: 'xidit:census:y4:militia', players: ['maria'] };
			await sa.claim('maria', true);
			await sa.commit(secretKey(one.key, 'maria'), 2);
			await sa.advance(one);
			const p = await sa.advance(one);
			expect(p.record).toEqual({ maria: 2 });
			expect((await sa.advance(one)).record).toBeNull();
			await sa.restart(one.key);
			expect(sa.isDone(one.key)).toBe(false);
			expect((await sa.state(secretKey(one.key, 'maria'))).state).toBe('none');
		} finally {
			await closeAll([a]);
		}
	});

	it('a mark of done whose recording failed goes, and the next pass records it (no phone waits forever)', async () => {
		const info = { url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: 'tok' };
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const phones: Phone[] = [a, b];
		const open: HiddenOpen = { key: 'x:census:y1:militia', players: ['ana', 'ben'] };
		try {
			const sa = new TableSecrets(a.table.link!, a.repo, 'A');
			const sb = new TableSecrets(b.table.link!, b.repo, 'B');
			await sa.claim('ana', true);
			await sb.claim('ben', true);
			await eventually(
				() => sb.seats(),
				(s) => s.ana === 'A',
				'B hears A’s seat'
			);
			await sa.commit(secretKey(open.key, 'ana'), 1);
			await sb.commit(secretKey(open.key, 'ben'), 2);
			const first = await eventually(
				async () => {
					await sb.advance(open);
					return sa.advance(open);
				},
				(p) => p.done,
				'all revealed, one phone records'
			);
			const recorder = first.record ? sa : sb;
			if (!first.record)
				await eventually(
					() => sb.advance(open),
					(p) => p.record !== null || sb.isDone(open.key),
					'B records'
				);
			expect(sa.isDone(open.key) || sb.isDone(open.key)).toBe(true);
			// Its dispatch was refused: it lets go of the mark; the next pass records again.
			recorder.unmarkDone(open.key);
			expect(recorder.isDone(open.key)).toBe(false);
			const again = await recorder.advance(open);
			expect(again.record).toEqual({ ana: 1, ben: 2 });
			// Another phone's mark is not this phone's to remove.
			const other = recorder === sa ? sb : sa;
			await eventually(
				async () => other.isDone(open.key),
				(d) => d,
				'the other phone hears the mark'
			);
			other.unmarkDone(open.key);
			expect(recorder.isDone(open.key)).toBe(true);
		} finally {
			await closeAll(phones);
		}
	});
});
