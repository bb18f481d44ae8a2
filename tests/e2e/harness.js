// Shared pieces of the browser tests: a static server for the production build (as any
// static host would serve it) and Debian's Chromium driven by playwright-core.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BUILD = new URL('../../build/', import.meta.url).pathname;
export const ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--no-first-run',
	'--disable-sync'
];

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml'
};

/**
 * Serves build/ on 127.0.0.1 (or uses BASE_URL, e.g. a `vite dev` server while developing). `server.swExtra` is appended to sw.js, which lets a test
 * publish "a new version" of the service worker without rebuilding.
 */
export async function startServer() {
	if (process.env.BASE_URL)
		return {
			url: process.env.BASE_URL,
			state: { swExtra: '', requests: 0 },
			close: async () => {}
		};
	if (!existsSync(join(BUILD, 'index.html')))
		throw new Error('No production build: run `npm run build` first.');
	const state = { swExtra: '', requests: 0 };
	const server = createServer((req, res) => {
		state.requests++;
		const url = new URL(req.url ?? '/', 'http://x');
		let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
		let file = join(BUILD, path);
		if (path === '/' || path === '') file = join(BUILD, 'index.html');
		else if (!existsSync(file) || statSync(file).isDirectory()) {
			file = existsSync(file + '.html') ? file + '.html' : join(BUILD, '200.html');
		}
		let body = readFileSync(file);
		if (path === '/sw.js' && state.swExtra)
			body = Buffer.concat([body, Buffer.from(state.swExtra)]);
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': path.startsWith('/_app/immutable/')
				? 'max-age=31536000, immutable'
				: 'no-cache'
		});
		res.end(body);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
	return {
		url: `http://127.0.0.1:${port}`,
		state,
		close: () => new Promise((resolve) => server.close(() => resolve(undefined)))
	};
}

/** A browser with its own profile folder (kept between launches when `dir` is given). */
export async function launch({ dir, locale = 'en-US', colorScheme = 'light', viewport } = {}) {
	const userDataDir = dir ?? mkdtempSync(join(tmpdir(), 'tablemate-e2e-'));
	const context = await chromium.launchPersistentContext(userDataDir, {
		executablePath: CHROMIUM,
		args: ARGS,
		locale,
		colorScheme,
		viewport: viewport ?? { width: 360, height: 740 },
		deviceScaleFactor: 1,
		serviceWorkers: 'allow'
	});
	return {
		context,
		userDataDir,
		page: context.pages()[0] ?? (await context.newPage()),
		close: async () => {
			await context.close();
			if (!dir) removeDir(userDataDir);
		}
	};
}

export function tempDir() {
	return mkdtempSync(join(tmpdir(), 'tablemate-e2e-'));
}

/**
 * Removes a browser profile. After a SIGKILL, a helper process of Chromium's may still be
 * writing into it for a moment, so the removal retries; a profile that still cannot go is left
 * in the temp folder with a warning: cleaning up is not what any test here proves.
 */
export function removeDir(dir) {
	try {
		rmSync(dir, { recursive: true, force: true, maxRetries: 30, retryDelay: 200 });
	} catch (e) {
		console.warn(`# left ${dir} behind: ${e.code ?? e}`);
	}
}

/** Creates a score-pad session for the given names and returns its URL. */
export async function newScorePad(page, base, names = ['Ana', 'Benno']) {
	await newGame(page, base, 'score-pad', { names });
	await page.getByRole('heading', { name: 'Round 1' }).waitFor();
	return page.url();
}

/**
 * Chromium launched as a child process that this test holds, so it can be killed for real
 * with SIGKILL (playwright-core 1.65's persistent context does not expose its process).
 * Playwright attaches over the DevTools protocol.
 */
export async function launchKillable({ dir, viewport = { width: 360, height: 740 } } = {}) {
	const userDataDir = dir ?? mkdtempSync(join(tmpdir(), 'tablemate-e2e-'));
	const proc = spawn(
		CHROMIUM,
		[...ARGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
		// Its own process group, so a kill reaches every helper process it starts.
		{ stdio: ['ignore', 'ignore', 'pipe'], detached: true }
	);
	const ws = await new Promise((resolve, reject) => {
		let text = '';
		const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30000);
		proc.stderr.on('data', (d) => {
			text += d;
			const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
			if (m) {
				clearTimeout(timer);
				resolve(m[1]);
			}
		});
		proc.once('exit', () => reject(new Error('Chromium exited')));
	});
	const browser = await chromium.connectOverCDP(ws);
	const context = browser.contexts()[0];
	const page = context.pages()[0] ?? (await context.newPage());
	await page.setViewportSize(viewport);
	const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve(signal)));
	return {
		proc,
		browser,
		context,
		page,
		userDataDir,
		/** SIGKILL: no unload, no clean shutdown. Resolves with the signal the process died of. */
		kill: async () => {
			process.kill(-proc.pid, 'SIGKILL');
			const signal = await exited;
			await groupGone(proc.pid);
			return signal;
		}
	};
}

/** Waits (up to 10 s) until no process of the group is left, so none writes into the profile. */
async function groupGone(pgid) {
	for (let i = 0; i < 100; i++) {
		try {
			process.kill(-pgid, 0);
		} catch {
			return;
		}
		await new Promise((r) => setTimeout(r, 100));
	}
}

/**
 * Waits until the service worker controls the page and has cached everything of this version
 * (it caches the home screen first and the rest after: src/service-worker.ts), so the app
 * works offline from here on.
 */
export async function offlineReady(page) {
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
	// A first visit is not controlled until the next navigation (no clients.claim by design).
	if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
		await page.reload();
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
		timeout: 20000
	});
	await page.evaluate(
		() =>
			new Promise((resolve) => {
				navigator.serviceWorker.addEventListener('message', (e) => {
					if (e.data?.type === 'offline-ready') resolve(e.data.fetched);
				});
				navigator.serviceWorker.controller.postMessage({ type: 'cache-all' });
			})
	);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The accessibility audit of a screen: axe-core (WCAG 2.2 AA, serious and critical), every
 * control at least 44×44 CSS px (measured), and no horizontal scrolling.
 */
export async function audit(page, what) {
	// Through DevTools, as the CSP forbids inline scripts (and must).
	await page.evaluate(AXE);
	const result = await page.evaluate(async () => {
		const r = await axe.run(document, {
			runOnly: {
				type: 'tag',
				values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
			},
			// target-size is tagged wcag22aa; named so a change in axe's tags cannot drop it.
			rules: { 'target-size': { enabled: true } }
		});
		return r.violations
			.filter((v) => v.impact === 'serious' || v.impact === 'critical')
			.map(
				(v) =>
					`${v.id} (${v.impact}): ${v.nodes
						.map((n) => n.target.join(' '))
						.slice(0, 3)
						.join(', ')}`
			);
	});
	assert.deepEqual(result, [], `${what}: ${result.join('\n')}`);
	// The explicit size check: every visible control (or the label a checkbox or radio sits
	// in) measures at least 44×44 CSS px. Links inside running text are exempt (WCAG 2.5.8).
	const small = await page.evaluate((MIN) => {
		const out = [];
		const controls = document.querySelectorAll(
			'button, select, input:not([type=hidden]), [role=button], a.button, nav a, summary'
		);
		for (const el of controls) {
			const target =
				el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
					? (el.closest('label') ?? el)
					: el instanceof HTMLInputElement && el.classList.contains('visually-hidden')
						? (el.closest('label') ?? el)
						: el;
			const r = target.getBoundingClientRect();
			const style = getComputedStyle(target);
			if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
			if (r.width + 0.5 < MIN || r.height + 0.5 < MIN) {
				const name =
					el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName;
				out.push(
					`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`
				);
			}
		}
		return [...new Set(out)].slice(0, 12);
	}, 44);
	assert.deepEqual(small, [], `${what}: targets under 44×44 px:\n${small.join('\n')}`);
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	assert.ok(overflow <= 0, `${what}: scrolls horizontally by ${overflow}px`);
}

/** Opens the new-game screen's folded options and setup code (closed on the common path). */
export async function openOptions(page) {
	const fold = page.locator('details.options');
	if (!(await fold.evaluate((d) => d.open))) await fold.locator(':scope > summary').click();
}

/**
 * Opens the new-game screen of `game` in `flow`, names the seats (adding the ones past the
 * screen's default), optionally types a setup code and sets options (`options(page)`, with the
 * options fold open), starts, and waits for the session route.
 */
export async function newGame(page, base, game, { flow = 'live', names, code, options } = {}) {
	await page.goto(`${base}/new/${game}?flow=${flow}`);
	await page.getByLabel('Name of player 1').waitFor();
	for (let i = 0; i < names.length; i++) {
		const field = page.getByLabel(`Name of player ${i + 1}`);
		if (!(await field.count())) await page.getByRole('button', { name: 'Add player' }).click();
		await field.fill(names[i]);
	}
	if (code || options) await openOptions(page);
	if (code) await page.getByLabel('Setup code', { exact: true }).fill(code);
	if (options) await options(page);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
}

/**
 * Opens the Log tab and returns its text once its lines are there (they come a task after the
 * heading). `raw` keeps the Unicode isolates around names; `back` returns to the step.
 */
export async function logText(page, { raw = false, back = false } = {}) {
	await page.getByRole('button', { name: 'Log' }).click();
	const region = page.getByRole('region', { name: 'What happened' });
	await region.getByRole('listitem').first().waitFor();
	const text = await region.textContent();
	if (back) await page.getByRole('button', { name: 'Now' }).click();
	return raw ? text : text.replace(/[\u2068\u2069]/g, '');
}

/** Waits until the session's drafts in IndexedDB hold `text` (the form's state was written). */
export async function drafted(page, text) {
	await page.waitForFunction(
		async (t) => {
			const rows = await new Promise((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const q = open.result.transaction('drafts').objectStore('drafts').getAll();
					q.onsuccess = () => {
						resolve(q.result);
						open.result.close();
					};
					q.onerror = () => reject(q.error);
				};
			});
			return rows.some((r) => JSON.stringify(r.value).includes(t));
		},
		text,
		{ polling: 100, timeout: 5000 }
	);
}
