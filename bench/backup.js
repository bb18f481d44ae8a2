// A long-time group's backup in real Chromium with a 2 GB JavaScript heap: 5,000 plays made
// by the games' own flows (tests/db/fixtures/history.ts, written by tests/db/backup-history
// with BENCH_BACKUP_FILE) are imported through Settings on an empty phone, then exported
// again; the exported sessions must equal the imported file's. Reports import and export
// time and the page's peak JS heap (sampled through the DevTools protocol every 100 ms).
//
// Standalone:  node bench/backup.js [path/to/backup.jsonl.gz]   (after `npx vite build`)
// From bench/run.js:  await (await import('./backup.js')).benchBackup(server.url);
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startServer, tempDir } from '../tests/e2e/harness.js';

const DEFAULT_FILE = 'bench-results/backup-5000.jsonl.gz';

/** Builds the 5,000-play file with the games' own flows (a node test writes it). */
export function makeBackupFile(file = DEFAULT_FILE) {
	if (existsSync(file)) return file;
	execFileSync(
		'npx',
		['vitest', 'run', 'tests/db/backup-history.test.ts', '-t', 'exports compressed'],
		{ stdio: 'inherit', env: { ...process.env, BENCH_BACKUP_FILE: file } }
	);
	return file;
}

/** The session lines of a backup file, without the header (its export time differs). */
function sessionsOf(path) {
	return gunzipSync(readFileSync(path))
		.toString('utf8')
		.trimEnd()
		.split('\n')
		.filter((l) => l.startsWith('{"s":'))
		.sort();
}

export async function benchBackup(base, file = makeBackupFile()) {
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: [...ARGS, '--js-flags=--max-old-space-size=2048']
	});
	try {
		const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Performance.enable');
		let peak = 0;
		let sampling = true;
		const sample = (async () => {
			while (sampling) {
				try {
					const { metrics } = await cdp.send('Performance.getMetrics');
					const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
					peak = Math.max(peak, used);
				} catch {
					/* the page is navigating */
				}
				await new Promise((r) => setTimeout(r, 100));
			}
		})();
		await page.goto(base + '/settings');
		const t0 = performance.now();
		await page.getByTestId('import-file').setInputFiles(file);
		await page.getByText(/^Imported: 5,000 new games/).waitFor({ timeout: 600_000 });
		const importMs = performance.now() - t0;
		const importPeak = peak;
		peak = 0;
		const t1 = performance.now();
		const [download] = await Promise.all([
			page.waitForEvent('download', { timeout: 600_000 }),
			page.getByRole('button', { name: 'Export everything' }).click()
		]);
		const out = join(tempDir(), download.suggestedFilename());
		await download.saveAs(out);
		const exportMs = performance.now() - t1;
		sampling = false;
		await sample;
		const same = JSON.stringify(sessionsOf(out)) === JSON.stringify(sessionsOf(file));
		const mb = (b) => Math.round((b / 2 ** 20) * 10) / 10;
		const result = {
			plays: 5000,
			fileMb: mb(readFileSync(file).length),
			exportedMb: mb(readFileSync(out).length),
			importMs: Math.round(importMs),
			importPeakHeapMb: mb(importPeak),
			exportMs: Math.round(exportMs),
			exportPeakHeapMb: mb(peak),
			identical: same,
			heapLimitMb: 2048
		};
		console.log(
			`Backup of 5,000 plays in Chromium (2 GB heap): import ${result.importMs} ms (peak heap ${result.importPeakHeapMb} MB), export ${result.exportMs} ms (peak heap ${result.exportPeakHeapMb} MB), file ${result.fileMb} MB → ${result.exportedMb} MB, sessions identical: ${same}`
		);
		mkdirSync('bench-results', { recursive: true });
		writeFileSync('bench-results/backup.json', JSON.stringify(result, null, 2));
		if (!same) throw new Error('the exported sessions differ from the imported file');
		return result;
	} finally {
		await browser.close();
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const file = makeBackupFile(process.argv[2] ?? DEFAULT_FILE);
	const server = await startServer();
	try {
		await benchBackup(server.url, file);
	} finally {
		server.close();
	}
}
