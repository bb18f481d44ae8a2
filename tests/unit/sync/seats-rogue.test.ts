/**
 * A rogue client with the table's link (a Node Yjs doc, its own valid key) against three honest
 * phones on a real table server on 127.0.0.1: it writes a commitment and a reveal for a seat
 * another key holds (the server refuses both: no phone ever holds them), replaces its own
 * commitment after the others revealed (refused by the server too), and tries to delete the
 * seat log (refused by the server). Every honest phone keeps its log and the vote as cast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { commitTo, secretKey } from '$lib/sync/commit';
import { TableSecrets, type Progress } from '$lib/sync/secrets';
import type { TableLink } from '$lib/sync/client';
import { newRoom } from '$lib/sync/share';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import type { HiddenOpen } from '$lib/games/core/types';
import { closeAll, converged, ids, joiner, sharer, type Phone } from './phones';
import { rogue } from './rogue';
import { until } from '../../until';

const PORT = 4339;
const OPEN: HiddenOpen = { key: 'lancaster:ballot:r2:v3', players: ['ana', 'ben', 'clara'] };
const k = (p: string) => secretKey(OPEN.key, p);

/** Writes any record, signed with the rogue's own (valid) key: what `write` does, unchecked. */
type Writer = { write(r: unknown): Promise<void> };

describe('a rogue client against seats held by keys', () => {
	let data: string;
	let server: { stop(): Promise<void> };
	beforeAll(async () => {
		data = mkdtempSync(join(tmpdir(), 'tablemate-seats-rogue-'));
		server = await startTableServer({ port: PORT, data, tokens: 'tok' });
	});
	afterAll(async () => {
		await server.stop();
		rmSync(data, { recursive: true, force: true });
	});

	it('forged secrets for another seat and a commitment replaced after reveals are refused by the server; the vote stays as cast', async () => {
		const info = { url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: 'tok' };
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		const c = await joiner('C', a.row, info);
		const phones: Phone[] = [a, b, c];
		const r = await rogue(info.url, info.room, info.token);
		const rogueRepo = new Repository(new TablemateDb(`rogue-${Date.now()}`));
		const link = { doc: r.doc, info } as unknown as TableLink;
		const rs = new TableSecrets(link, rogueRepo, 'Móvil C');
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await converged(phones, 1);
			const [sa, sb, sc] = phones.map((p) => new TableSecrets(p.table.link!, p.repo, p.name)) as [
				TableSecrets,
				TableSecrets,
				TableSecrets
			];
			await sa.claim('ana', true);
			await sb.claim('ben', true);
			await sc.claim('clara', true);
			await until(
				async () => Object.keys(await rs.seats()).length === 3,
				'the rogue hears the seats'
			);

			// 1. Clara's commitment, then a reveal of it, written by the rogue's key before Clara
			// votes: the server refuses each (the key holds no seat, committed nothing) and closes
			// the connection; no phone ever holds them. Each on its own connection: a refused one
			// keeps its record and would send it again.
			const forged = await commitTo({ yes: false, tokens: 0 });
			const attempt = async (record: unknown) => {
				const one = await rogue(info.url, info.room, info.token);
				const secrets = new TableSecrets(
					{ doc: one.doc, info } as unknown as TableLink,
					rogueRepo,
					'Móvil C'
				);
				try {
					const closed = one.nextClose();
					await (secrets as unknown as Writer).write(record);
					return await closed;
				} finally {
					one.destroy();
				}
			};
			const base = { phone: 'Móvil C', key: k('clara') };
			expect(
				await attempt({
					...base,
					t: 'commit',
					id: 'forged-commit',
					at: 1,
					commitment: forged.commitment
				})
			).toMatch(/does not hold its seat/);
			expect(
				await attempt({ ...base, t: 'reveal', id: 'forged-reveal', at: 2, reveal: forged.reveal })
			).toMatch(/does not hold its seat/);
			for (const s of [sa, sb, sc]) {
				expect(await s.state(k('clara'))).toEqual({ state: 'none' });
				const f = await s.fold();
				expect(f.refused.has('forged-commit')).toBe(false);
				expect(f.refused.has('forged-reveal')).toBe(false);
			}

			// 2. The rogue takes Clara's seat in front of the table, seals «yes», and after Ana's
			// and Ben's reveals tries to seal «no» instead.
			await rs.claim('clara', true);
			await until(async () => (await sa.seats()).clara === 'Móvil C', 'A sees the seat move');
			const lines = (await sa.fold()).lines.filter((l) => l.kind === 'claim');
			expect(lines.at(-1)).toMatchObject({ player: 'clara', phone: 'Móvil C', from: 'C' });
			await rs.commit(k('clara'), { yes: true, tokens: 0 });
			await sa.commit(k('ana'), { yes: true, tokens: 1 });
			await sb.commit(k('ben'), { yes: false, tokens: 0 });
			// The honest phones reveal in their passes: run them until both reveals are in.
			await until(async () => {
				await sa.advance(OPEN);
				await sb.advance(OPEN);
				return (
					(await rs.state(k('ana'))).state === 'revealed' &&
					(await rs.state(k('ben'))).state === 'revealed'
				);
			}, 'Ana’s and Ben’s reveals');
			// The server refuses the late commitment (and closes that connection): no phone holds it.
			const late = await commitTo({ yes: false, tokens: 0 });
			expect(
				await attempt({
					t: 'commit',
					id: 'late-commit',
					phone: 'Móvil C',
					at: 3,
					key: k('clara'),
					commitment: late.commitment
				})
			).toMatch(/after another seat revealed/);
			for (const s of [sa, sb, sc]) {
				const f = await s.fold();
				expect([...f.lines.map((l) => l.id), ...f.refused.keys()]).not.toContain('late-commit');
				// The late «no» opens nothing: Clara's seat is not recorded as «no».
				expect((await s.state(k('clara'))).state).not.toBe('revealed');
			}

			// 3. Deleting the seat log: the server closes the rogue's connection, relays nothing.
			const closed = r.nextClose();
			r.doc.getArray('seatLog').delete(0, r.doc.getArray('seatLog').length);
			expect(await closed).toMatch(/a seat record deleted/);

			// The rogue opens its real «yes» at last (from its own phone's meta): that is recorded.
			const again = await rogue(info.url, info.room, info.token);
			const rs2 = new TableSecrets(
				{ doc: again.doc, info } as unknown as TableLink,
				rogueRepo,
				'Móvil C'
			);
			try {
				await until(
					async () => (await rs2.fold()).secrets.has(k('clara')),
					'the rogue sees the room again'
				);
				expect(await rs2.reveal(k('clara'))).toBe(true);
				await again.acknowledged();
				const records: Progress[] = [];
				await until(async () => {
					for (const s of [sa, sb, sc]) {
						const p = await s.advance(OPEN);
						if (p.record) records.push(p);
					}
					return records.length > 0;
				}, 'the ballot recorded');
				expect(records).toHaveLength(1);
				expect(records[0]!.record).toEqual({
					ana: { yes: true, tokens: 1 },
					ben: { yes: false, tokens: 0 },
					clara: { yes: true, tokens: 0 }
				});
			} finally {
				again.destroy();
			}
			// Every honest phone kept its whole game log and every seat record.
			await converged(phones, 1);
			expect(ids(a)).toEqual(ids(c));
			const sizes = await Promise.all([sa, sb, sc].map(async (s) => (await s.fold()).lines.length));
			expect(new Set(sizes).size).toBe(1);
		} finally {
			r.destroy();
			rogueRepo.db.close();
			await closeAll(phones);
		}
	});
});
