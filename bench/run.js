// npm run bench: bundle sizes from the production build, and timings measured in Debian's
// Chromium against the real IndexedDB. A benchmark, not a test: it prints figures and
// whether each budget is met.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BUILD, launch, startServer } from '../tests/e2e/harness.js';

const BUDGET = { initialJsKb: 60, commitP95Ms: 16, historyMs: 200 };
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(join(BUILD, file))).length;

// ---- sizes ---------------------------------------------------------------------------
const manifest = JSON.parse(readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8'));
function closure(keys) {
	const seen = new Set();
	const walk = (k) => {
		if (seen.has(k) || !manifest[k]) return;
		seen.add(k);
		for (const i of manifest[k].imports ?? []) walk(i);
	};
	keys.forEach(walk);
	return seen;
}
const filesOf = (keys) => {
	const js = new Set();
	const css = new Set();
	for (const k of keys) {
		js.add(manifest[k].file);
		for (const c of manifest[k].css ?? []) css.add(c);
	}
	return { js, css };
};
const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
const initialJs = new Set(
	[...html.matchAll(/(?:href="|import\(")\/?(_app\/[^"]+\.js)"/g)].map((m) => m[1])
);
const initialCss = new Set([...html.matchAll(/href="\/?(_app\/[^"]+\.css)"/g)].map((m) => m[1]));
// The platform messages of the language in use load with the first screen: count them too.
for (const k of ['src/lib/i18n/es.ts', 'src/lib/i18n/en.ts'].filter((k) => manifest[k]).slice(0, 1))
	for (const f of filesOf(closure([k])).js) initialJs.add(f);
const sum = (files) => [...files].reduce((t, f) => t + gz(f), 0);
const sizes = {
	initial: { js: kb(sum(initialJs)), css: kb(sum(initialCss)), files: initialJs.size },
	games: {}
};
for (const dir of readdirSync('src/lib/games')) {
	const key = `src/lib/games/${dir}/ui/index.ts`;
	if (!manifest[key]) continue;
	const { js, css } = filesOf(closure([key]));
	const own = [...js].filter((f) => !initialJs.has(f));
	// Kit links every lazy chunk's CSS from the start page (no flash of unstyled content),
	// so a game's CSS is counted here as its own size and is part of the initial CSS too.
	sizes.games[dir] = { js: kb(sum(own)), css: kb(sum(css)) };
}

// ---- timings in Chromium ----------------------------------------------------------------
const server = await startServer();
const b = await launch({ viewport: { width: 360, height: 740 } });
const { page } = b;
await page.goto(server.url + '/');
await page.getByRole('heading', { name: 'Tablemate' }).waitFor();
await page.addScriptTag({ content: readFileSync('bench-results/bundle/bench.js', 'utf8') });
const commit = await page.evaluate(() => window.tablemateBench.commit(500, 200));

const seeded = await page.evaluate(() => window.tablemateBench.seedHistory(5000));
const history = [];
for (let i = 0; i < 7; i++) {
	await page.goto(server.url + '/history');
	await page.getByTestId('history-count').waitFor();
	history.push(
		await page.evaluate(() => {
			const start = performance.getEntriesByName('history:start')[0].startTime;
			const shown = performance.getEntriesByName('history:shown')[0].startTime;
			return { fromNavigation: shown, queryAndRender: shown - start };
		})
	);
}
await (await import('./stats.js')).benchStats(page, server.url);
await b.close();

// ---- interaction budgets: a scripted typical round of each game (bench/flows/) ----------
const { installCounter } = await import('./interactions.js');
const interactions = [];
for (const file of readdirSync('bench/flows')
	.filter((f) => f.endsWith('.js'))
	.sort()) {
	const flow = await import(`./flows/${file}`);
	const fb = await launch({ viewport: { width: 360, height: 740 } });
	await installCounter(fb.context);
	try {
		const res = await flow.run({ page: fb.page, base: server.url });
		const perRound = (res.taps + res.typed) / res.rounds;
		interactions.push({ name: flow.name, ...res, perRound, budget: flow.budget.perRound });
	} catch (e) {
		interactions.push({ name: flow.name, error: String(e).split('\n')[0] });
	} finally {
		await fb.close();
	}
}
await server.close();
const med = (xs) => xs.slice().sort((a, c) => a - c)[Math.floor(xs.length / 2)];
const historyMs = {
	sessions: seeded,
	queryAndRenderMedian: med(history.map((h) => h.queryAndRender)),
	fromNavigationMedian: med(history.map((h) => h.fromNavigation))
};

// ---- report ---------------------------------------------------------------------------
const r = (n) => Math.round(n * 100) / 100;
const ok = (cond) => (cond ? 'within budget' : 'OVER BUDGET');
const lines = [
	`Tablemate benchmark — ${new Date().toISOString()} — Chromium headless, 360×740`,
	'',
	`Initial route (home): ${sizes.initial.js} KB gzipped JS in ${sizes.initial.files} files, ${sizes.initial.css} KB gzipped CSS — budget ${BUDGET.initialJsKb} KB JS: ${ok(sizes.initial.js <= BUDGET.initialJsKb)}`,
	'Lazy chunk of each game (gzipped JS beyond the initial route; its CSS is linked from the start page):',
	...Object.entries(sizes.games).map(
		([g, s]) =>
			`  ${g.padEnd(20)} JS ${String(s.js).padStart(6)} KB   CSS ${String(s.css).padStart(5)} KB`
	),
	'',
	`Commit one action + re-derive state, in a session growing from 500 to 700 actions (${commit.commitAndDerive.n} samples):`,
	`  median ${r(commit.commitAndDerive.median)} ms, p95 ${r(commit.commitAndDerive.p95)} ms, max ${r(commit.commitAndDerive.max)} ms — budget p95 ${BUDGET.commitP95Ms} ms: ${ok(commit.commitAndDerive.p95 <= BUDGET.commitP95Ms)}`,
	`  full re-fold of the whole log (what a reload does): median ${r(commit.fullRefold.median)} ms, p95 ${r(commit.fullRefold.p95)} ms`,
	`  undo/redo (append mark + re-fold): median ${r(commit.undoRedo.median)} ms, p95 ${r(commit.undoRedo.p95)} ms`,
	'',
	`History with ${historyMs.sessions} stored sessions (median of 7 opens):`,
	`  query + render of the first page: ${r(historyMs.queryAndRenderMedian)} ms — budget ${BUDGET.historyMs} ms: ${ok(historyMs.queryAndRenderMedian <= BUDGET.historyMs)}`,
	`  from navigation start (app boot included): ${r(historyMs.fromNavigationMedian)} ms`,
	'',
	'Interactions per typical round (taps + typed fields, scripted in Chromium, bench/flows/):',
	...interactions.map((i) =>
		i.error
			? `  ${i.name.padEnd(20)} FAILED: ${i.error}`
			: `  ${i.name.padEnd(20)} ${r(i.perRound)} per round (${i.taps} taps + ${i.typed} typed over ${i.rounds} rounds) — budget ${i.budget}: ${ok(i.perRound <= i.budget)}`
	)
];
console.log(lines.join('\n'));
mkdirSync('bench-results', { recursive: true });
writeFileSync(
	'bench-results/latest.json',
	JSON.stringify({ sizes, commit, history: historyMs, interactions }, null, 2)
);
