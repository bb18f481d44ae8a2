// Resume of a long live session, the moment a table meets most (a locked phone, a discarded tab):
// each game's session of N log entries (600 unless told) reloaded warm and home loaded, alternately
// in one run, 360×740, CPU 4× slower, service worker and caches in place. Prints, per game, the
// session's largest contentful paint against home's, and where the reload's time goes (the
// `resume:*` marks SessionScreen sets: IndexedDB read, game code, fold, first render).
//
// The sessions are stored straight into IndexedDB from each game's golden game (tests/unit/<id>/
// fixtures): a whole game but its last actions (so it is still live), with corrections — an undo
// and the move made again — spread through it until the log holds N entries. No game lasts 600
// moves: the log grows past a game's length through corrections, as at a real table.
//
// Usage, a build served: node bench/resume.js URL [--entries N] [--runs N] [--taps | --lighthouse] [game ...]
// (--taps: every tap's time in a 1,000-entry session; --lighthouse: Lighthouse on each session)
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, launch } from '../tests/e2e/harness.js';

export const GOLDEN = {
	lancaster: 'tests/unit/lancaster/fixtures/golden-game.json',
	root: 'tests/unit/root/fixtures/golden-game.json',
	'year-of-the-dragon': 'tests/unit/year-of-the-dragon/fixtures/golden-live.json',
	xidit: 'tests/unit/xidit/fixtures/golden-live-3p.json',
	'kingdom-defenders': 'tests/unit/kingdom-defenders/fixtures/golden.json'
};
/**
 * Lancaster's golden game was recorded with its rules version 2: stored here as a session of
 * today's version 3, through that version's kept migration (src/lib/games/lancaster/migrations.ts:
 * placements, troop ends and favours made before version 3 are marked `legacy`).
 */
const GOLDEN_VERSION = { lancaster: 3 };
const GOLDEN_MIGRATE = {
	lancaster: (a) => (['place', 'endTroops', 'favour'].includes(a.type) ? { ...a, legacy: true } : a)
};

/** The game module's rules version today (its golden games replay with it unchanged). */
function rulesVersion(game) {
	const m = /\bversion:\s*(\d+)/.exec(readFileSync(`src/lib/games/${game}/index.ts`, 'utf8'));
	return m ? Number(m[1]) : 1;
}

/**
 * A live session of `entries` log entries from a game's golden game: its actions but the last
 * `keepLive`, each followed by corrections (undo, then the same move again) spread evenly.
 */
export function longSession(game, entries = 600, keepLive = 3) {
	const g = JSON.parse(readFileSync(GOLDEN[game], 'utf8'));
	const actions = g.actions
		.slice(0, Math.max(1, g.actions.length - keepLive))
		.map(GOLDEN_MIGRATE[game] ?? ((a) => a));
	const corrections = Math.max(0, Math.floor((entries - actions.length) / 2));
	const id = `resume-${game}`;
	const log = [];
	const push = (kind, action) => {
		const seq = log.length;
		const e = {
			sessionId: id,
			seq,
			id: `${id}-${seq}`,
			parent: seq ? `${id}-${seq - 1}` : null,
			at: 1_700_000_000_000 + seq * 20_000,
			kind
		};
		if (action !== undefined) e.action = action;
		log.push(e);
	};
	actions.forEach((a, i) => {
		push('do', a);
		// corrections spread evenly over the game
		const before = Math.floor((i * corrections) / actions.length);
		const after = Math.floor(((i + 1) * corrections) / actions.length);
		for (let k = before; k < after; k++) {
			push('undo');
			push('do', a);
		}
	});
	const now = Date.now();
	const row = {
		id,
		gameId: game,
		flow: 'live',
		players: g.players,
		options: g.options,
		seed: g.seed ?? 'RESUME',
		createdAt: now - 3_600_000,
		updatedAt: now,
		status: 'active',
		summary: { round: 1, finished: false, scores: {}, winners: [] },
		logLength: log.length,
		trashedAt: null,
		version: GOLDEN_VERSION[game] ?? rulesVersion(game),
		setup: g.setup ?? null
	};
	return { row, log, done: actions.length };
}

/** Stores a session row and its log in the app's database (already opened by the app). */
export function storeSession(page, session) {
	return page.evaluate(
		({ row, log }) =>
			new Promise((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const tx = db.transaction(['sessions', 'log'], 'readwrite');
					tx.objectStore('sessions').put(row);
					for (const e of log) tx.objectStore('log').put(e);
					tx.oncomplete = () => {
						db.close();
						resolve(null);
					};
					tx.onerror = () => reject(tx.error);
				};
			}),
		session
	);
}

const lcpOf = async (page, url, ready) => {
	await page.goto(url, { waitUntil: 'load' });
	if (ready) await ready(page);
	await page.waitForTimeout(1500);
	return page.evaluate(
		() =>
			new Promise((res) => {
				let v = null;
				new PerformanceObserver((l) => {
					for (const e of l.getEntries()) v = e.startTime;
				}).observe({ type: 'largest-contentful-paint', buffered: true });
				setTimeout(() => {
					const all = performance
						.getEntriesByType('mark')
						.filter((m) => m.name.startsWith('resume:'));
					const marks = Object.fromEntries(
						all.map((m) => [m.name.slice(7), Math.round(m.startTime)])
					);
					res({ lcp: v, marks, fold: all.find((m) => m.name === 'resume:fold')?.detail });
				}, 200);
			})
	);
};
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Warm reload of each game's long session against home's warm LCP, alternately. */
export async function measureResume(
	base,
	{ games = Object.keys(GOLDEN), entries = 600, runs = 3 } = {}
) {
	const out = {};
	for (const game of games) {
		const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
		try {
			const context = await browser.newContext({
				viewport: { width: 360, height: 740 },
				isMobile: true,
				hasTouch: true,
				locale: 'en-US'
			});
			const page = await context.newPage();
			// Any screen but home opens the database (home reads its lists without Dexie).
			await page.goto(base + '/history', { waitUntil: 'load' });
			await page.locator('main h1').first().waitFor();
			const session = longSession(game, entries);
			await storeSession(page, session);
			const url = `${base}/session/${session.row.id}`;
			const ready = (p) => p.locator('.live-shell').waitFor({ timeout: 30_000 });
			// First open, not measured: the service worker takes control, caches fill, and the app
			// remembers what this session needs (its game; its stored state when it keeps one).
			await page.goto(url, { waitUntil: 'load' });
			await ready(page);
			await page.waitForTimeout(2000);
			const cdp = await context.newCDPSession(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
			const s = [];
			const h = [];
			for (let i = 0; i < runs; i++) {
				h.push((await lcpOf(page, base + '/')).lcp);
				s.push(await lcpOf(page, url, ready));
			}
			const mid = s.slice().sort((a, b) => a.lcp - b.lcp)[Math.floor(s.length / 2)];
			const m = mid.marks;
			out[game] = {
				entries: session.log.length,
				inEffect: session.done,
				sessionLcp: Math.round(mid.lcp),
				homeLcp: Math.round(med(h)),
				ratio: +(mid.lcp / med(h)).toFixed(2),
				// read by app.html's script or by the repository; moves folded from the snapshot
				resumed: mid.fold ?? null,
				// from navigation start to the screen's mount, then each step's own cost
				steps:
					m.start == null
						? null
						: {
								boot: m.start,
								read: m.read - m.start,
								game: m.game - m.read,
								fold: m.fold - m.game,
								render: m.shown - m.fold
							}
			};
		} catch (e) {
			out[game] = { error: String(e).split('\n')[0].slice(0, 160) };
		} finally {
			await browser.close();
		}
		console.error(game, JSON.stringify(out[game]));
	}
	return out;
}

/** Stores a long session in a fresh profile's database and opens it once; returns its address. */
export async function seedAndOpen(page, base, game, entries) {
	await page.goto(base + '/history', { waitUntil: 'load' });
	await page.locator('main h1').first().waitFor();
	// The service worker answers the session's address with the app's fallback page (a server
	// without it, as vite preview, answers with home's page, whose build the copy cannot name).
	await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), null, {
		timeout: 15_000
	});
	await page.goto(base + '/history', { waitUntil: 'load' });
	await page.locator('main h1').first().waitFor();
	const session = longSession(game, entries);
	await storeSession(page, session);
	const url = `${base}/session/${session.row.id}`;
	await page.goto(url, { waitUntil: 'load' });
	await page.locator('.live-shell').waitFor({ timeout: 30_000 });
	await page.waitForTimeout(1500);
	// The copy of the screen a reload paints first is kept (in idle time) before the page goes;
	// without one (not kept in time) the reload measured paints the wordless frame first.
	const copied = await page
		.waitForFunction(
			(k) => localStorage.getItem(k) !== null,
			'tablemate.screen.' + session.row.id,
			{
				timeout: 15_000
			}
		)
		.then(() => true)
		.catch(() => false);
	if (!copied) console.error(game, 'no copy of the screen kept: the reload paints the frame');
	return { url, session };
}

/**
 * Every tap's time to the next paint (Event Timing API, CPU 4×) in a live session of `entries`
 * log entries of each game: undo and redo (each re-folds from the last checkpoint), the shell's
 * tabs (Board and Log render on first open) and the step's first control.
 */
export async function measureTaps(base, { games = Object.keys(GOLDEN), entries = 1000 } = {}) {
	const out = {};
	for (const game of games) {
		const b = await launch({ viewport: { width: 360, height: 740 } });
		try {
			const { url } = await seedAndOpen(b.page, base, game, entries);
			const page = b.page;
			await page.goto(url, { waitUntil: 'load' });
			await page.locator('.live-shell').waitFor({ timeout: 30_000 });
			const cdp = await b.context.newCDPSession(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
			await page.evaluate(() => {
				window.__taps = [];
				new PerformanceObserver((l) => {
					for (const e of l.getEntries())
						if (e.interactionId) window.__taps.push({ id: e.interactionId, ms: e.duration });
				}).observe({ type: 'event', durationThreshold: 16, buffered: false });
			});
			const taps = {};
			const tap = async (label, locator) => {
				if (!(await locator.isEnabled().catch(() => false))) return;
				const n = await page.evaluate(() => window.__taps.length);
				await locator.click();
				await page.waitForTimeout(600);
				const ms = await page.evaluate(
					(from) => Math.max(0, ...window.__taps.slice(from).map((t) => t.ms)),
					n
				);
				taps[label] = Math.max(taps[label] ?? 0, Math.round(ms));
			};
			// By their signs: the bar's first button is the step's rules («?») where a game has them.
			const bar = (sign) => page.locator('.live-bar button', { hasText: sign });
			for (let i = 0; i < 3; i++) await tap('undo', bar('↶'));
			for (let i = 0; i < 3; i++) await tap('redo', bar('↷'));
			await tap('tab board', page.locator('.shell-tabs .tab-board'));
			await tap('tab log', page.locator('.shell-tabs .tab-log'));
			await tap('tab now', page.locator('.shell-tabs .tab-now'));
			await tap('step control', page.locator('.game-screen button:enabled').first());
			const all = Object.values(taps);
			out[game] = {
				entries,
				taps,
				maxMs: Math.max(...all),
				over200: all.filter((t) => t > 200).length
			};
		} catch (e) {
			out[game] = { error: String(e).split('\n')[0].slice(0, 160) };
		} finally {
			await b.close();
		}
		console.error('taps', game, JSON.stringify(out[game]));
	}
	return out;
}

/**
 * Lighthouse (bench/run.js's runner, mobile preset, 4× CPU) on a live session of each game: the
 * session stored in a profile and opened once, then audited in that profile (`runs` times when
 * the runner takes a count: lighthouse.js's median).
 */
export async function lighthouseSessions(
	base,
	lighthouse,
	tempDir,
	rm,
	{ games = Object.keys(GOLDEN), entries = 600, runs = 3 } = {}
) {
	const out = {};
	for (const game of games) {
		const dir = tempDir();
		try {
			const b = await launch({ dir });
			const { url } = await seedAndOpen(b.page, base, game, entries);
			await b.context.close();
			out[game] = lighthouse(url, dir, runs);
		} catch (e) {
			out[game] = { error: String(e).split('\n')[0] };
		} finally {
			rm(dir, { recursive: true, force: true });
		}
		console.error('lighthouse', game, JSON.stringify(out[game]));
	}
	return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const args = process.argv.slice(2);
	const opt = (name, d) => {
		const i = args.indexOf(name);
		if (i < 0) return d;
		const v = Number(args[i + 1]);
		args.splice(i, 2);
		return v;
	};
	const flag = (name) => {
		const i = args.indexOf(name);
		if (i >= 0) args.splice(i, 1);
		return i >= 0;
	};
	const taps = flag('--taps') ? 0 : -1;
	const lh = flag('--lighthouse');
	const entries = opt('--entries', taps >= 0 ? 1000 : 600);
	const runs = opt('--runs', 3);
	const [base = 'http://localhost:4173', ...games] = args;
	const only = { games: games.length ? games : undefined, entries, runs };
	if (lh) {
		const { lighthouseMedian: lighthouse } = await import('./lighthouse.js');
		const { rmSync } = await import('node:fs');
		const { tempDir } = await import('../tests/e2e/harness.js');
		console.log(JSON.stringify(await lighthouseSessions(base, lighthouse, tempDir, rmSync, only)));
	} else
		console.log(
			JSON.stringify(taps >= 0 ? await measureTaps(base, only) : await measureResume(base, only))
		);
}
