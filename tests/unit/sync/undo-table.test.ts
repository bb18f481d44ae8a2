/**
 * Undo names what it undoes, through a real table server (127.0.0.1:4368, a
 * child process started and stopped here): two phones undoing at once, and one undoing while
 * the other records — both logs identical, and the right moves taken back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { newRoom, type ShareInfo } from '$lib/sync/share';
import { backOnline, closeAll, converged, joiner, sharer } from './phones';

const PORT = 4368;
const TOKEN = 'undo-table-token';
let data: string;
let server: { stop(): Promise<void> };

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-undo-table-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

const room = (): ShareInfo => ({ url: `ws://127.0.0.1:${PORT}`, room: newRoom('t'), token: TOKEN });
const inEffect = (p: Awaited<ReturnType<typeof sharer>>) =>
	p.engine.snapshot.timeline.done.map((d) => d.id);

describe('undo on a shared table', () => {
	it('two phones undo at once: the move both showed last is taken back once, nothing else', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await converged([a, b], 1);
			await b.engine.dispatch({ type: 'add', seat: 1, delta: 5 });
			await converged([a, b], 2);
			const [x, y] = inEffect(a);
			await Promise.all([a.engine.undo(), b.engine.undo()]);
			await converged([a, b], 4);
			for (const p of [a, b]) {
				expect(inEffect(p)).toEqual([x]);
				expect(p.engine.snapshot.summary.scores).toEqual({ a: 3, b: 0 });
				const marks = p.engine.snapshot.log.filter((e) => e.kind === 'undo');
				expect(marks.map((m) => (m.kind === 'undo' ? m.target : null))).toEqual([y, y]);
			}
		} finally {
			await closeAll([a, b]);
		}
	}, 30_000);

	it('one phone undoes its move while the other records: exactly that move is taken back', async () => {
		const info = room();
		const a = await sharer('A', info);
		const b = await joiner('B', a.row, info);
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await converged([a, b], 1);
			const [z] = inEffect(a);
			// Apart, so B's move lands before A's undo in the merged order on some runs and after on others.
			a.table.link!.disconnect();
			await b.engine.dispatch({ type: 'add', seat: 1, delta: 7 });
			await a.engine.undo();
			await backOnline(a);
			await converged([a, b], 3);
			for (const p of [a, b]) {
				expect(inEffect(p)).not.toContain(z);
				expect(p.engine.snapshot.summary.scores).toEqual({ a: 0, b: 7 });
			}
		} finally {
			await closeAll([a, b]);
		}
	}, 30_000);
});
