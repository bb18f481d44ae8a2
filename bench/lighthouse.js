// Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) on one address, in an optional
// browser profile (a session stored beforehand): its category scores and paint/blocking figures.
// A dev dependency (12.8 runs on Node 20); $LIGHTHOUSE (its cli/index.js) points to another copy.
import { existsSync, readFileSync } from 'node:fs';
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
			cls: a('cumulative-layout-shift')
		};
	} catch (e) {
		return { error: String(e).split('\n')[0] };
	}
}
