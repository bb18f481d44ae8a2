/**
 * Two honest phones racing a reveal: Ben's phone, offline, replaces its sealed choice while Ana's
 * phone reveals hers. Once Ben's phone is back, the room's order (the same on every phone and on
 * the server) decides: the replacement placed after Ana's reveal is refused by the server and
 * folded as refused on Ben's phone (no other phone ever holds it); placed before, every phone
 * holds it and folds it as accepted. Never accepted on one phone and absent on another, and Ben's
 * phone is not cut off: its next move reaches Ana's. Real table server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { secretKey } from '$lib/sync/commit';
import { TableSecrets } from '$lib/sync/secrets';
import type { SeatFold } from '$lib/sync/seats';
import { newRoom } from '$lib/sync/share';
import type { HiddenOpen } from '$lib/games/core/types';
import { backOnline, closeAll, converged, ids, joiner, sharer } from './phones';
import { until } from '../../until';

const PORT = 4375;
const OPEN: HiddenOpen = { key: 'lancaster:ballot:r1:v1', players: ['ana', 'ben'] };
const k = (p: string) => secretKey(OPEN.key, p);

describe('two honest phones racing a reveal', () => {
	let data: string;
	let server: { stop(): Promise<void> };
	beforeAll(async () => {
		data = mkdtempSync(join(tmpdir(), 'tablemate-secrets-race-'));
		server = await startTableServer({ port: PORT, data, tokens: 'tok' });
	});
	afterAll(async () => {
		await server.stop();
		rmSync(data, { recursive: true, force: true });
	});

	it('a commitment replaced offline while another seat reveals ends the same on every phone that holds it, refused where the room places it after the reveal; the phone goes on', async () => {
		const seen = new Set<string>();
		for (let round = 0; round < 4; round++) {
			const info = { url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: 'tok' };
			const a = await sharer('A', info);
			const b = await joiner('B', a.row, info);
			try {
				const sa = new TableSecrets(a.table.link!, a.repo, 'A');
				const sb = new TableSecrets(b.table.link!, b.repo, 'B');
				await sa.claim('ana', true);
				await sb.claim('ben', true);
				await sa.commit(k('ana'), { yes: true });
				await sb.commit(k('ben'), { yes: true });
				await until(async () => (await sa.fold()).secrets.has(k('ben')), 'A holds both');
				b.table.link!.disconnect();
				const sealed = await sb.commit(k('ben'), { yes: false });
				const replaced = b.table
					.link!.doc.getArray<{ id: string; commitment?: string }>('seatLog')
					.toArray()
					.find((r) => r.commitment === sealed)!.id;
				/** Whether a fold holds the replacement: as Ben's commitment, or refused. */
				const holds = (f: SeatFold) =>
					f.refused.has(replaced) || f.secrets.get(k('ben'))?.commitment === sealed;
				// Ana's phone reveals in its pass (every seat has sealed).
				await until(async () => {
					await sa.advance(OPEN);
					return (await sa.state(k('ana'))).state === 'revealed';
				}, 'Ana’s reveal');
				await a.table.link!.whenSynced(5_000);
				await backOnline(b);
				// B's secrets as its screen reads them, once the server acknowledged all B holds (a
				// refused update never is: B has reopened the room by then).
				let onPhoneB: TableSecrets | null = null;
				await until(async () => {
					const l = b.table.link;
					if (!l?.acknowledged()) return false;
					const s = new TableSecrets(l, b.repo, 'B');
					if ((await s.state(k('ana'))).state !== 'revealed' || !holds(await s.fold()))
						return false;
					onPhoneB = s;
					return true;
				}, 'B to hear Ana’s reveal and fold its replacement, all it holds acknowledged');
				const onB = (await onPhoneB!.fold()).refused.get(replaced) ?? 'accepted';
				seen.add(onB);
				// Ben's next move reaches Ana's phone: the race cut nothing off.
				await b.table.settled();
				await b.engine.dispatch({ type: 'add', seat: 1, delta: 2 });
				await converged([a, b], 1);
				// Ana's phone ends the same (bounded: the replacement may still be on its way).
				await until(
					async () => holds(await sa.fold()) === (onB === 'accepted'),
					`A to fold the replacement as B does (${onB})`,
					20_000
				);
				const fa = await sa.fold();
				expect(onB === 'accepted' || onB === 'afterReveal').toBe(true);
				expect(fa.refused.has(replaced)).toBe(false);
				expect(ids(a)).toEqual(ids(b));
			} finally {
				await closeAll([a, b]);
			}
		}
		expect(seen.size).toBeGreaterThan(0);
		console.log(`folds of the replaced commitment on B over 4 races: ${[...seen].join(', ')}`);
	}, 90_000);
});
