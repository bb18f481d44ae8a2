/**
 * A long-time group's backup comes back whole: 5,000 plays made by the games' own flows are
 * exported (JSON lines, gzip, streamed a page at a time), imported on an empty phone through
 * the streamed reader, and every session and log entry is identical. Time and peak heap are
 * printed (node + fake-indexeddb; the browser figure is bench/backup.js).
 */
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { exportSessions, parseBackup } from '$lib/db/backup';
import { exportBackupBlob, openBackup } from '$lib/ecosystem/backup-file';
import { importBackup, importRecords } from '$lib/ecosystem/backup-import';
import { findGame } from '$lib/games/registry';
import { history, store } from './fixtures/history';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`history-${Date.now()}-${n++}`));
const load = async (id: string) => (await findGame(id)?.load()) ?? null;

async function games(repo: Repository) {
	const sessions = await repo.db.sessions.orderBy('id').toArray();
	const log = await repo.db.log.toArray();
	return { sessions, log };
}

/** Peak heap while `fn` runs, sampled every 20 ms. */
async function peakHeap<T>(
	fn: () => Promise<T>
): Promise<{ value: T; ms: number; peakMb: number }> {
	globalThis.gc?.();
	let peak = process.memoryUsage().heapUsed;
	const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
	const t0 = performance.now();
	try {
		const value = await fn();
		peak = Math.max(peak, process.memoryUsage().heapUsed);
		return { value, ms: Math.round(performance.now() - t0), peakMb: Math.round(peak / 2 ** 20) };
	} finally {
		clearInterval(timer);
	}
}

describe('a backup of 5,000 plays', () => {
	it('exports compressed and imports back identical, a line at a time', async () => {
		const plays = history(5000);
		const source = fresh();
		await store(source.db, plays);
		const before = await games(source);
		expect(before.sessions).toHaveLength(5000);

		const exported = await peakHeap(() => exportBackupBlob(source));
		const blob = exported.value;
		const bytes = new Uint8Array(await blob.arrayBuffer());
		const text = gunzipSync(bytes).toString('utf8');
		// bench/backup.js imports this very file in Chromium (BENCH_BACKUP_FILE=path).
		if (process.env.BENCH_BACKUP_FILE) {
			mkdirSync(process.env.BENCH_BACKUP_FILE.replace(/[^/]*$/, ''), { recursive: true });
			writeFileSync(process.env.BENCH_BACKUP_FILE, bytes);
		}
		const lines = text.trimEnd().split('\n');
		// A header, then one line per session (no remembered players were stored).
		expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'tablemate-backup', version: 3 });
		expect(lines.filter((l) => l.startsWith('{"s":'))).toHaveLength(5000);

		const target = fresh();
		const imported = await peakHeap(async () => {
			const opened = await openBackup(blob);
			if (!opened.ok) throw new Error(opened.error.key);
			return importRecords(target, opened.records, load);
		});
		expect(imported.value).toMatchObject({
			ok: true,
			counts: { added: 5000, skipped: 0, copies: 0 }
		});
		expect(await games(target)).toEqual(before);
		// The players of the history are remembered players now.
		expect((await target.db.profiles.toArray()).map((p) => p.name).sort()).toEqual(
			['Ana', 'Beto', 'Carla', 'Dani', 'Eva', 'Fede', 'Mª José Fdez-Villaverde'].sort()
		);
		console.log(
			`backup of 5,000 plays (${before.log.length} log entries): file ${(blob.size / 2 ** 20).toFixed(2)} MB gzip (${(text.length / 2 ** 20).toFixed(1)} MB of JSON lines); export ${exported.ms} ms, peak heap ${exported.peakMb} MB; import ${imported.ms} ms, peak heap ${imported.peakMb} MB`
		);
	}, 600_000);

	it('an older JSON document (version 2) of the same plays still imports identical', async () => {
		const plays = history(600);
		const source = fresh();
		await store(source.db, plays);
		const doc = await exportSessions(source);
		const old = JSON.stringify({ ...doc, version: 2 }, null, 1);
		const parsed = parseBackup(old);
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const target = fresh();
		expect(await importBackup(target, parsed.backup, load)).toMatchObject({
			ok: true,
			counts: { added: 600, skipped: 0 }
		});
		expect(await games(target)).toEqual(await games(source));
		// Read from a Blob as the settings screen reads a chosen file.
		const again = fresh();
		const opened = await openBackup(new Blob([old], { type: 'application/json' }));
		if (!opened.ok) throw new Error(opened.error.key);
		expect(await importRecords(again, opened.records, load)).toMatchObject({
			ok: true,
			counts: { added: 600 }
		});
	}, 300_000);
});
