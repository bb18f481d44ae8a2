// Several phones at one table: how long an action takes to show on a second phone
// (both phones at 4× CPU, a table server on 127.0.0.1), how long a flood of 1,000 actions from
// one phone takes to be folded on the other, and how long 1,000 actions made on a phone without
// network take to converge once it is back. `node bench/sync.js` after a build; npm run bench
// calls printSync(). Budgets: p95 ≤ 1 s; 1,000 actions converge within 5 s.
//
// Every wait is bounded and names what it waited for when it gives up (a run under `chrt` once
// hung for 11 minutes on a wait that never ended); the server, the relay and both browsers are
// stopped whatever happens. Progress goes to stderr.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { launch, newScorePad, removeDir, startServer } from '../tests/e2e/harness.js';
import {
	TOKEN,
	dataDir,
	joinByLink,
	shareSession,
	startRelay,
	startTableServer,
	viaPort
} from '../tests/e2e/sync-harness.js';

export const SYNC_BUDGET = { p95Ms: 1000, floodMs: 5000 };
const PORT = 4316;
const RELAY = 4327;
const RATE = Number(process.env.SYNC_RATE ?? 4);
const started = Date.now();

function progress(what) {
	process.stderr.write(`# sync bench +${((Date.now() - started) / 1000).toFixed(1)} s: ${what}\n`);
}

/** A wait that gives up: rejects after `ms` with an error naming what it waited for. */
export function bounded(promise, ms, what) {
	let timer;
	const limit = new Promise((_, reject) => {
		timer = setTimeout(
			() => reject(new Error(`bench/sync.js: waited ${ms} ms for ${what}${deaths()}`)),
			ms
		);
	});
	return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Best-effort clean-up that cannot hang the run: gives up after `ms` and says so. */
async function closing(what, run, ms = 15_000) {
	try {
		await bounded(Promise.resolve().then(run), ms, `${what} to close`);
	} catch (e) {
		progress(`${e.message ?? e} (left)`);
	}
}

async function throttle(page, rate) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * In the page: remembers the first time (Date.now(), the same clock as this process's) each
 * "Total: N" label appeared, from a MutationObserver (so before the paint, as soon as the DOM
 * shows it), and the time of each tap on an "Add 5 to Ana" button (capture listener: the
 * moment the phone got the tap, not when the test driver sent it).
 */
async function instrument(page) {
	await page.evaluate(() => {
		const w = /** @type {any} */ (window);
		w.__firstSeen = new Map();
		w.__taps = [];
		w.__waiters = [];
		const note = () => {
			const now = Date.now();
			for (const el of document.querySelectorAll('[aria-label^="Total: "]')) {
				const v = el.getAttribute('aria-label');
				if (!w.__firstSeen.has(v)) w.__firstSeen.set(v, now);
			}
			w.__waiters = w.__waiters.filter((f) => !f());
		};
		note();
		new MutationObserver(note).observe(document.body, {
			subtree: true,
			childList: true,
			characterData: true,
			attributes: true,
			attributeFilter: ['aria-label']
		});
		document.addEventListener(
			'click',
			(e) => {
				const b = /** @type {Element} */ (e.target).closest?.('button');
				const label = (b?.getAttribute('aria-label') ?? '').replace(/[\u2068\u2069]/g, '');
				if (label === 'Add 5 to Ana') w.__taps.push(Date.now());
			},
			true
		);
	});
}

/**
 * Resolves with the time the page first showed "Total: n"; rejects after `ms` naming `what`
 * and the totals the page did show (the in-page wait ends itself; the outer bound catches a
 * page that does not answer at all).
 */
async function whenTotal(page, n, ms, what) {
	const r = await bounded(
		page.evaluate(
			([want, limit]) =>
				new Promise((resolve) => {
					const w = /** @type {any} */ (window);
					const key = `Total: ${want}`;
					const hit = () => {
						const at = w.__firstSeen.get(key);
						if (at === undefined) return false;
						resolve({ at });
						return true;
					};
					if (hit()) return;
					w.__waiters.push(hit);
					setTimeout(
						() =>
							resolve({
								shows: [...document.querySelectorAll('[aria-label^="Total: "]')].map((el) =>
									el.getAttribute('aria-label')
								)
							}),
						limit
					);
				}),
			[n, ms]
		),
		ms + 10_000,
		`${what} (the page did not answer)`
	);
	if (r.at === undefined)
		throw new Error(
			`bench/sync.js: waited ${ms} ms for ${what}; it shows ${r.shows.join(', ')}${deaths()}`
		);
	return r.at;
}

/**
 * What died under the run (a table server or a browser ended by another process: on a shared
 * machine another session's clean-up of real-time processes kills any SCHED_FIFO one, which is
 * how a `chrt -f` run once waited 11 minutes on a server that was gone).
 */
const watched = [];
/** What had died when the run stopped (before its own clean-up closed anything). */
let diedBefore = '';
function deaths() {
	const d = watched.map((w) => w()).filter(Boolean);
	return d.length ? ` — meanwhile ${d.join('; ')}` : '';
}
function watch(table, browsers) {
	watched.length = 0;
	watched.push(() => table.ended() && `the table server ended (${table.ended()})`);
	for (const [name, b] of browsers) {
		let gone = false;
		b.context.once('close', () => (gone = true));
		watched.push(() => gone && `browser ${name} closed`);
	}
}

/** Stops everything if the run is interrupted (timeout's SIGTERM, ^C): nothing left running. */
let onStop = async () => {};
for (const sig of ['SIGTERM', 'SIGINT'])
	process.once(sig, async () => {
		progress(`${sig}: stopping`);
		await onStop();
		process.exit(1);
	});

/**
 * Where a phone's time went since the last call (the sync client's User Timing entries): on B,
 * waiting
 * behind its engine's queue, folding and showing the merged log, storing it; on A, signing and
 * pushing its own move. Then cleared.
 */
function timings(page, parts = ['wait', 'fold', 'store']) {
	return page.evaluate((names) => {
		const out = {};
		for (const part of names) {
			const xs = performance
				.getEntriesByName(`tablemate:sync-${part}`)
				.map((e) => e.duration)
				.sort((a, b) => a - b);
			out[part] = {
				n: xs.length,
				medianMs: Math.round(xs[Math.floor(xs.length / 2)] ?? 0),
				maxMs: Math.round(xs.at(-1) ?? 0),
				totalMs: Math.round(xs.reduce((a, b) => a + b, 0))
			};
			performance.clearMeasures(`tablemate:sync-${part}`);
		}
		return out;
	}, parts);
}

/** When B heard each remote change (epoch ms, from its sync-wait User Timing entries). */
const heardTimes = (page) =>
	page.evaluate(() =>
		performance
			.getEntriesByName('tablemate:sync-wait')
			.map((e) => Math.round(performance.timeOrigin + e.startTime))
	);

const tapTimes = (page) => page.evaluate(() => /** @type {any} */ (window).__taps.slice());

/** 1,000 taps on A's "Add 5 to Ana" as fast as its page takes them (yielding every 20). */
function flood(page, n = 1000) {
	return page.evaluate(async (count) => {
		const btn = [...document.querySelectorAll('button')].find(
			(x) => (x.getAttribute('aria-label') ?? '').replace(/[\u2068\u2069]/g, '') === 'Add 5 to Ana'
		);
		if (!btn) throw new Error('no "Add 5 to Ana" button');
		for (let i = 0; i < count; i++) {
			btn.click();
			if (i % 20 === 19) await new Promise((r) => setTimeout(r, 0));
		}
	}, n);
}

const pct = (xs, p) => {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/**
 * Two phones on a score pad. A reaches the table server through a relay (so its network can be
 * taken away, as a phone's Wi-Fi goes); B directly.
 */
/**
 * The web server, a table server (on disk), optionally a relay the bench can cut, and phones A
 * and B; `stop` closes them all, each with a bound (also on SIGTERM/^C through onStop).
 */
async function startTable({ withRelay = false } = {}) {
	const web = await startServer();
	const data = dataDir();
	const table = await startTableServer({ port: PORT, data });
	const relay = withRelay ? await startRelay(RELAY, PORT) : null;
	const a = await launch();
	const b = await launch();
	watch(table, [
		['A', a],
		['B', b]
	]);
	const stop = async () => {
		diedBefore = deaths();
		await closing('browser A', () => a.close());
		await closing('browser B', () => b.close());
		if (relay) await closing('the relay', () => relay.close());
		await closing('the table server', () => table.stop());
		await closing('the web server', () => web.close());
		removeDir(data);
	};
	onStop = stop;
	return { web, table, relay, a, b, stop };
}

export async function measureSync({
	actions = Number(process.env.SYNC_ACTIONS ?? 30),
	floods = true
} = {}) {
	const { web, table, relay, a, b, stop } = await startTable({ withRelay: true });
	progress(`table server pid ${table.pid}; profiles ${a.userDataDir} ${b.userDataDir}`);
	try {
		progress('sharing a score pad on A, joining on B');
		await bounded(newScorePad(a.page, web.url), 60_000, 'A to start a score pad');
		const link = await bounded(
			shareSession(a.page, `ws://127.0.0.1:${RELAY}`, { phone: 'Phone A' }),
			60_000,
			'A to share its game'
		);
		await bounded(joinByLink(b.page, viaPort(link, RELAY, PORT), 'Phone B'), 60_000, 'B to join');
		await bounded(
			b.page.getByRole('heading', { name: 'Round 1' }).waitFor(),
			60_000,
			'B to show the game'
		);
		await instrument(a.page);
		await instrument(b.page);
		await throttle(a.page, RATE);
		await throttle(b.page, RATE);
		const add = a.page.getByRole('button', { name: 'Add 5 to Ana' });
		progress(`${actions} taps on A, each until B shows it (both ${RATE}× CPU)`);
		const seenOnB = [];
		for (let i = 1; i <= actions; i++) {
			await bounded(add.click(), 30_000, `A to take tap ${i}`);
			seenOnB.push(await whenTotal(b.page, 5 * i, 20_000, `B to show Total: ${5 * i} (tap ${i})`));
		}
		const taps = await tapTimes(a.page);
		const lat = seenOnB.map((at, i) => at - taps[i]);
		const latency = {
			n: lat.length,
			medianMs: pct(lat, 50),
			p95Ms: pct(lat, 95),
			maxMs: Math.max(...lat)
		};
		// Where each tap's time went: until B heard the room change (A's admission and signing,
		// the network, the server's checks), then until B showed it (B's queue, fold and paint).
		const heard = await heardTimes(b.page);
		const split = taps.map((t, i) => {
			const h = heard.find((x) => x >= t && x <= seenOnB[i]) ?? seenOnB[i];
			return [h - t, seenOnB[i] - h];
		});
		latency.toHeard = {
			medianMs: pct(
				split.map((x) => x[0]),
				50
			),
			p95Ms: pct(
				split.map((x) => x[0]),
				95
			)
		};
		latency.heardToShown = {
			medianMs: pct(
				split.map((x) => x[1]),
				50
			),
			p95Ms: pct(
				split.map((x) => x[1]),
				95
			)
		};
		latency.onB = await timings(b.page);
		latency.sendOnA = (await timings(a.page, ['send'])).send;
		progress(`latency ${JSON.stringify(latency)}`);
		if (!floods) return { latency, flood: null, offline: null };

		// The flood: 1,000 taps on A as fast as its page takes them (A unthrottled, B at 4×).
		await throttle(a.page, 1);
		let total = 5 * actions + 5000;
		progress('flood: 1,000 taps on A while connected');
		const t0 = Date.now();
		await bounded(flood(a.page), 120_000, 'A to take 1,000 taps');
		const aAt = await whenTotal(a.page, total, 300_000, `A to record 1,000 taps (Total: ${total})`);
		const bAt = await whenTotal(b.page, total, 60_000, `B to fold A's flood (Total: ${total})`);
		const online = {
			actions: 1000,
			onAMs: aAt - t0,
			onBMs: bAt - t0,
			bAfterAMs: bAt - aAt,
			onB: await timings(b.page)
		};
		progress(`flood ${JSON.stringify(online)}`);

		// Offline, then back: A loses its network (every connection cut, the page told it is
		// offline), takes 1,000 taps, then the network comes back. Converged = B shows them all.
		progress('offline: A loses the network, takes 1,000 taps, gets it back');
		const cdp = await a.page.context().newCDPSession(a.page);
		const net = (offline) =>
			cdp.send('Network.emulateNetworkConditions', {
				offline,
				latency: 0,
				downloadThroughput: -1,
				uploadThroughput: -1
			});
		await cdp.send('Network.enable');
		relay.cut();
		await net(true);
		total += 5000;
		await bounded(flood(a.page), 120_000, 'A (offline) to take 1,000 taps');
		await whenTotal(a.page, total, 300_000, `A (offline) to record 1,000 taps (Total: ${total})`);
		const before = await b.page.evaluate(() => /** @type {any} */ (window).__firstSeen.size);
		await timings(b.page);
		const back = Date.now();
		relay.restore();
		await net(false);
		const converged = await whenTotal(
			b.page,
			total,
			60_000,
			`B to converge after A's network came back (Total: ${total})`
		);
		const offline = {
			actions: 1000,
			convergedMs: converged - back,
			// The first of A's offline taps shown on B: the reconnection's share of the wait.
			firstOnBMs:
				(await b.page.evaluate(
					(t) =>
						Math.min(
							...[.../** @type {any} */ (window).__firstSeen.values()].filter((x) => x >= t)
						),
					back
				)) - back,
			bTotalsBefore: before,
			onB: await timings(b.page)
		};
		progress(`offline ${JSON.stringify(offline)}`);
		return { latency, flood: online, offline };
	} finally {
		await stop();
	}
}

/** Resolves (in the page) with Date.now() once `text` shows anywhere on it, or null after ms. */
async function whenText(page, text, ms, what) {
	const at = await bounded(
		page.evaluate(
			([want, limit]) =>
				new Promise((resolve) => {
					const seen = () => document.body.innerText.includes(want);
					if (seen()) return resolve(Date.now());
					const obs = new MutationObserver(() => {
						if (seen()) {
							obs.disconnect();
							resolve(Date.now());
						}
					});
					obs.observe(document.body, { subtree: true, childList: true, characterData: true });
					setTimeout(() => (obs.disconnect(), resolve(null)), limit);
				}),
			[text, ms]
		),
		ms + 10_000,
		`${what} (the page did not answer)`
	);
	if (at === null) throw new Error(`bench/sync.js: waited ${ms} ms for ${what}${deaths()}`);
	return at;
}

/**
 * A play group: how long a play finished on phone A takes to be listed on
 * phone B's group screen (stored in B's database, recorded on A), both phones at 4× CPU.
 */
export async function measureGroup() {
	const { web, table, a, b, stop } = await startTable();
	try {
		progress('play group: A creates it, B joins');
		const steps = async () => {
			await a.page.goto(`${web.url}/group`);
			await a.page.getByLabel('Group name').fill('Bench');
			await a.page.getByLabel('Table server address').fill(table.url);
			await a.page.getByLabel('Table server token').fill(TOKEN);
			await a.page.getByLabel('This phone’s name').fill('Phone A');
			await a.page.getByRole('button', { name: 'Create the group' }).click();
			await a.page.getByText('Invite a phone: QR code and link').click();
			const link = await a.page
				.getByRole('textbox', { name: 'Link to join the group' })
				.inputValue();
			await b.page.goto(link);
			await b.page.getByLabel('This phone’s name').fill('Phone B');
			await b.page.getByRole('button', { name: 'Join the group' }).click();
			await b.page.getByText(/Members: .*Phone A/).waitFor();
			await newScorePad(a.page, web.url);
			await a.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
			await a.page.getByLabel('Total: 5').waitFor();
		};
		await bounded(steps(), 120_000, 'a group created on A and joined on B');
		await throttle(a.page, RATE);
		await throttle(b.page, RATE);
		const seen = whenText(
			b.page,
			'Recorded on Phone A',
			30_000,
			'B to list the play finished on A'
		);
		const t0 = Date.now();
		await bounded(
			a.page.getByRole('button', { name: 'Finish game' }).click(),
			30_000,
			'A to take "Finish game"'
		);
		const r = { finishedToOtherMemberMs: (await seen) - t0 };
		progress(`group ${JSON.stringify(r)}`);
		return r;
	} finally {
		await stop();
	}
}

export function syncLines(r) {
	const ok = (c) => (c ? 'within budget' : 'OVER BUDGET');
	const lines = [
		`Several phones at one table (score pad, table server on 127.0.0.1, both phones ${RATE}× CPU):`,
		`  action to second phone (tap on A → shown on B): median ${r.latency.medianMs} ms, p95 ${r.latency.p95Ms} ms, max ${r.latency.maxMs} ms over ${r.latency.n} actions — budget p95 ${SYNC_BUDGET.p95Ms} ms: ${ok(r.latency.p95Ms <= SYNC_BUDGET.p95Ms)}`
	];
	if (r.flood)
		lines.push(
			`  1,000 taps on A while connected: all recorded on A in ${r.flood.onAMs} ms, shown on B in ${r.flood.onBMs} ms (${r.flood.bAfterAMs} ms after A) — budget ${SYNC_BUDGET.floodMs} ms after A: ${ok(r.flood.bAfterAMs <= SYNC_BUDGET.floodMs)}`
		);
	if (r.offline)
		lines.push(
			`  1,000 taps on A without network, then back: B shows them all ${r.offline.convergedMs} ms after the network returns — budget ${SYNC_BUDGET.floodMs} ms: ${ok(r.offline.convergedMs <= SYNC_BUDGET.floodMs)}`
		);
	if (r.group)
		lines.push(
			`  play group: a play finished on one phone listed on another member's in ${r.group.finishedToOtherMemberMs} ms (both ${RATE}× CPU)`
		);
	return lines;
}

export async function printSync() {
	const r = await measureSync();
	const g = await measureGroup();
	const all = { ...r, group: g };
	console.log(syncLines(all).join('\n'));
	return all;
}

/**
 * Whether this process runs under a real-time policy (`chrt -f`/`-r`). The floods are not run
 * then: 1,000 taps as fast as a real-time browser takes them hold a CPU for minutes and starve
 * every other process on the machine (a run under `chrt -f 10` did). Latency is measured.
 */
function realTime() {
	try {
		return /SCHED_(FIFO|RR)/.test(
			execFileSync('chrt', ['-p', String(process.pid)], { encoding: 'utf8' })
		);
	} catch {
		return false;
	}
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	try {
		if (process.env.SYNC_GROUP_ONLY === '1') console.log(JSON.stringify(await measureGroup()));
		else {
			const rt = realTime();
			if (rt) progress('real-time policy: the floods are skipped (run them without chrt)');
			const r = await measureSync({ floods: process.env.SYNC_FLOOD !== '0' && !rt });
			const all = { ...r, group: await measureGroup() };
			console.log(syncLines(all).join('\n'));
			console.log(JSON.stringify(all));
		}
	} catch (e) {
		const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
		console.error(msg.includes('meanwhile') ? msg : msg + diedBefore);
		process.exitCode = 1;
	}
}
