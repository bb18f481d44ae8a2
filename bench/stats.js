// Statistics page with 5,000 stored finished sessions of every game (with their figures):
// time from the page's start mark to the numbers shown (query + fold + render), median of 7
// opens. Called from bench/run.js with the page already on the app's origin. Prints its line
// and writes bench-results/stats.json.
import { mkdirSync, writeFileSync } from 'node:fs';

export const BUDGET_MS = 200;

/**
 * Puts `count` finished sessions into the app's database, replacing what is there. Rejects
 * (never waits forever) when the app has not created its database yet: opening it here would
 * create an empty one, and a transaction on its missing store used to throw inside the success
 * handler, leaving the promise unsettled and the bench waiting until killed.
 */
export function seed(count) {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open('tablemate');
		open.onupgradeneeded = () => {
			open.transaction?.abort();
			reject(new Error('no app database yet: open a page that creates it first'));
		};
		open.onblocked = () => reject(new Error('database open blocked'));
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			let tx;
			try {
				tx = db.transaction('sessions', 'readwrite');
			} catch (e) {
				db.close();
				reject(e);
				return;
			}
			const store = tx.objectStore('sessions');
			store.clear();
			const names = ['Ana', 'Benno', 'Clara', 'Dan', 'Eva', 'Fer', 'Gus', 'Hana'];
			const colors = [
				'#c62828',
				'#1565c0',
				'#2e7d32',
				'#f9c80e',
				'#6a1b9a',
				'#ef6c00',
				'#212121',
				'#d81b60'
			];
			const games = [
				'root',
				'xidit',
				'kingdom-defenders',
				'lancaster',
				'year-of-the-dragon',
				'score-pad'
			];
			const factions = ['marquise', 'eyrie', 'alliance', 'vagabond', 'lizards', 'riverfolk'];
			const criteria = ['wealth', 'influence', 'reputation'];
			const laws = ['goldPower', 'battlesPower', 'countiesPer3', 'noblesKnight', 'squirePower'];
			const events = ['drought', 'contagion', 'mongols', 'tribute'];
			const now = Date.now();
			for (let i = 0; i < count; i++) {
				const gameId = games[i % games.length];
				const n = 2 + (i % 3);
				const players = Array.from({ length: n }, (_, k) => {
					const j = (i + k * 3) % names.length;
					return { id: `p${k}`, name: names[j], color: colors[j] };
				});
				const scores = Object.fromEntries(players.map((p, k) => [p.id, (i * 7 + k * 13) % 60]));
				const best = Math.max(...Object.values(scores));
				const winners = players.filter((p) => scores[p.id] === best).map((p) => p.id);
				const figures =
					gameId === 'root'
						? {
								factionOf: Object.fromEntries(players.map((p, k) => [p.id, factions[(i + k) % 6]]))
							}
						: gameId === 'xidit'
							? { eliminatedBy: { p0: criteria[i % 3], p1: criteria[(i + 1) % 3] } }
							: gameId === 'kingdom-defenders'
								? { hordesBeaten: i % 6, citiesLost: i % 3 }
								: gameId === 'lancaster'
									? { lawsPassed: [laws[i % 5], laws[(i + 2) % 5]] }
									: gameId === 'year-of-the-dragon'
										? { personsLostByEvent: { [events[i % 4]]: i % 5, [events[(i + 1) % 4]]: 1 } }
										: undefined;
				const createdAt = now - i * 3_600_000;
				store.put({
					id: `stats-bench-${i}`,
					gameId,
					flow: 'live',
					players,
					options: {},
					seed: 'BENCH3',
					createdAt,
					updatedAt: createdAt + (40 + (i % 80)) * 60_000,
					status: 'finished',
					summary: {
						round: null,
						finished: true,
						scores,
						winners,
						...(figures ? { figures } : {})
					},
					logLength: 0,
					trashedAt: null,
					version: 1,
					setup: null
				});
			}
			tx.oncomplete = () => {
				db.close();
				resolve(count);
			};
			tx.onerror = () => reject(tx.error);
			tx.onabort = () => reject(tx.error ?? new Error('seed aborted'));
		};
	});
}

/** `promise`, or a rejection naming `what` after `ms`: no step of the bench waits forever. */
export function bounded(promise, ms, what) {
	let timer;
	return Promise.race([
		promise,
		new Promise((_, reject) => {
			timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
		})
	]).finally(() => clearTimeout(timer));
}

/**
 * Waits (bounded) until the app's database exists with its schema: the home screen reads it
 * without creating it, so a fresh profile has none until a page that uses Dexie has opened.
 */
export async function waitForAppDatabase(page, base) {
	await page.goto(base + '/history');
	// Listed is not enough (a database being created is listed while its upgrade may still be
	// aborted by the next navigation): it must open without an upgrade and hold the sessions.
	// Polled here (page.waitForFunction takes a returned promise itself as the truthy answer).
	const ready = () =>
		new Promise((resolve) => {
			const open = indexedDB.open('tablemate');
			open.onupgradeneeded = () => open.transaction?.abort();
			open.onerror = open.onblocked = () => resolve(false);
			open.onsuccess = () => {
				const ok = open.result.objectStoreNames.contains('sessions');
				open.result.close();
				resolve(ok);
			};
		});
	const until = Date.now() + 60000;
	while (!(await bounded(page.evaluate(ready), 10000, 'opening the database'))) {
		if (Date.now() > until) throw new Error('the app did not create its database in 60 s');
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

export async function benchStats(page, base, count = 5000) {
	await waitForAppDatabase(page, base);
	await page.goto(base + '/');
	const sessions = await bounded(page.evaluate(seed, count), 120000, 'seeding the sessions');
	const runs = [];
	for (let i = 0; i < 7; i++) {
		await page.goto(base + '/stats');
		await page.getByTestId('stats-summary').waitFor({ timeout: 60000 });
		const run = await bounded(
			page.evaluate(() => {
				const start = performance.getEntriesByName('stats:start')[0].startTime;
				const shown = performance.getEntriesByName('stats:shown')[0];
				const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
				return {
					fromNavigation: shown.startTime,
					queryAndRender: shown.startTime - start,
					source: shown.detail,
					// Where the time goes: the database open, each of the first reads back, all of
					// them back, the cached rows parsed, every session read (first open only).
					open: at('stats:open') === null ? null : at('stats:open') - start,
					meta: at('stats:meta') === null ? null : at('stats:meta') - start,
					finished: at('stats:finished') === null ? null : at('stats:finished') - start,
					bin: at('stats:bin') === null ? null : at('stats:bin') - start,
					ids: at('stats:ids') === null ? null : at('stats:ids') - start,
					read: at('stats:read') === null ? null : at('stats:read') - start,
					// openStats returned (rows folded when they were read): the rest is the render.
					opened: at('stats:opened') === null ? null : at('stats:opened') - start,
					rows: at('stats:rows') === null ? null : at('stats:rows') - start
				};
			}),
			10000,
			'reading the marks'
		);
		runs.push(run);
		// Let the page store its cache before leaving (the first open builds it).
		if (run.source !== 'cache')
			await page
				.waitForFunction(() => performance.getEntriesByName('stats:cached').length > 0, null, {
					timeout: 10000
				})
				.catch(() => undefined);
	}
	const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
	const result = {
		sessions,
		firstOpen: runs[0],
		queryAndRenderMedian: med(runs.map((r) => r.queryAndRender)),
		fromNavigationMedian: med(runs.map((r) => r.fromNavigation)),
		budgetMs: BUDGET_MS,
		runs
	};
	const r = (n) => Math.round(n * 100) / 100;
	console.log(
		`Statistics with ${sessions} stored sessions (median of 7 opens): query + fold + render ${r(result.queryAndRenderMedian)} ms — budget ${BUDGET_MS} ms: ${result.queryAndRenderMedian <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}; from navigation start ${r(result.fromNavigationMedian)} ms; first open (no cache yet, reads every session) ${r(runs[0].queryAndRender)} ms`
	);
	mkdirSync('bench-results', { recursive: true });
	writeFileSync('bench-results/stats.json', JSON.stringify(result, null, 2));
	return result;
}

// Standalone:  node bench/stats.js [count]   (after `npx vite build`). `benchStats` visits
// /history first, so the app has created its database before the sessions go in.
if (import.meta.url === `file://${process.argv[1]}`) {
	const { launch, startServer } = await import('../tests/e2e/harness.js');
	const server = await startServer();
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		await benchStats(b.page, server.url, Number(process.argv[2] ?? 5000));
	} finally {
		await b.close();
		await server.close();
	}
}
