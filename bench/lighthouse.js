// Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) on one address, in an optional
// browser profile (a session stored beforehand): its category scores and paint/blocking figures,
// and the blocking time by CPU time (tbtCpu) for a loaded machine.
// A dev dependency (12.8 runs on Node 20); $LIGHTHOUSE (its cli/index.js) points to another copy.
import { existsSync, readFileSync } from 'node:fs';

/**
 * Lighthouse's total blocking time estimated from its trace by each task's thread CPU time
 * instead of its wall time (× 4, the simulated CPU, minus 50 ms; tasks from the first
 * contentful paint on): on a machine other work keeps busy, a task's wall time counts the
 * time it waited for the CPU, its CPU time does not. Null without a usable trace.
 */
export function cpuBlockingTime(tracePath) {
	try {
		const t = JSON.parse(readFileSync(tracePath, 'utf8'));
		const ev = t.traceEvents ?? t;
		const nav = ev.find(
			(e) =>
				e.name === 'navigationStart' &&
				e.args?.data?.isLoadingMainFrame &&
				e.args.data.documentLoaderURL?.startsWith('http')
		);
		const fcp = nav && ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
		if (!fcp) return null;
		let ms = 0;
		for (const e of ev)
			if (e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.name === 'RunTask')
				if (e.ts >= fcp.ts) ms += Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50);
		return Math.round(ms);
	} catch {
		return null;
	}
}
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM, tempDir } from '../tests/e2e/harness.js';

export function lighthouse(url, dir) {
	const bin = process.env.LIGHTHOUSE ?? 'node_modules/lighthouse/cli/index.js';
	if (!existsSync(bin)) return { error: `Lighthouse not found at ${bin}: run npm ci` };
	const out = join(tempDir(), 'lh.json');
	try {
		execFileSync(
			process.execPath,
			[
				bin,
				url,
				'--quiet',
				'--output=json',
				`--output-path=${out}`,
				'--only-categories=performance,accessibility,best-practices',
				`--chrome-flags=--headless=new --no-sandbox --disable-gpu${dir ? ` --user-data-dir=${dir}` : ''}`,
				'--save-assets',
				...(dir ? ['--disable-storage-reset'] : [])
			],
			{ env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore', timeout: 240_000 }
		);
		const r = JSON.parse(readFileSync(out, 'utf8'));
		const a = (id) => r.audits[id]?.displayValue;
		return {
			scores: Object.fromEntries(
				Object.values(r.categories).map((c) => [c.id, Math.round(c.score * 100)])
			),
			fcp: a('first-contentful-paint'),
			lcp: a('largest-contentful-paint'),
			tbt: a('total-blocking-time'),
			tbtMs: Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN),
			cls: a('cumulative-layout-shift'),
			// the same blocking time by CPU time (see cpuBlockingTime): what a quiet machine shows
			tbtCpu: cpuBlockingTime(out.replace(/\.json$/, '-0.trace.json'))
		};
	} catch (e) {
		return { error: String(e).split('\n')[0] };
	}
}

/**
 * Lighthouse `runs` times on one address (in one profile when given): the run with the median
 * blocking time, and every run's performance/TBT. One run's figures move with what else the
 * machine does (Lighthouse's simulation scales each task's wall time); Lighthouse's own advice
 * on variability is the median of several runs (the lower middle one of an even count).
 * @param {string} url
 * @param {string | undefined} dir
 * @param {number} [runs]
 * @param {(url: string, dir?: string) => any} [once] one Lighthouse run (a test's stand-in)
 * @returns {any}
 */
export function lighthouseMedian(url, dir, runs = 3, once = lighthouse) {
	const all = Array.from({ length: runs }, () => once(url, dir));
	const ok = all.filter((r) => !r.error).sort((a, b) => a.tbtMs - b.tbtMs);
	if (!ok.length) return all[0];
	return {
		...ok[Math.floor((ok.length - 1) / 2)],
		runs: all.map((r) => (r.error ? 'failed' : `${r.scores.performance}/${r.tbtMs}`))
	};
}
