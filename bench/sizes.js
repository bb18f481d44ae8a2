// Gzipped bytes of the production build: what home loads before its session list, and each
// game's lazy chunk with one language. Deterministic, so these are budgets.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BUILD } from '../tests/e2e/harness.js';
import { closure, filesOf, homeJs, readManifest } from '../scripts/home-files.js';

// Byte budgets (enforced: the bench exits non-zero when one is exceeded). Times are printed
// with the floor measured in the same run, not asserted.
export const BUDGET = { homeJsKb: 75, gameChunkKb: 40, commitP95Ms: 16, historyMs: 200 };
export const kb = (n) => Math.round((n / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(join(BUILD, file))).length;

export function measureSizes() {
	const manifest = readManifest();
	const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
	const initialJs = homeJs(manifest, html);
	const initialCss = new Set([...html.matchAll(/href="\/?(_app\/[^"]+\.css)"/g)].map((m) => m[1]));
	const sum = (files) => [...files].reduce((t, f) => t + gz(f), 0);
	// Inlined styles are part of the HTML; stylesheets the page links (and does not disable) block.
	const blockingCss = [...html.matchAll(/<link href="\/?(_app\/[^"]+\.css)" rel="stylesheet">/g)];
	const sizes = {
		initial: {
			js: kb(sum(initialJs)),
			css: kb(sum(initialCss)),
			files: initialJs.size,
			html: kb(gzipSync(html).length),
			blockingStylesheets: blockingCss.length,
			dexie: [...initialJs].some(
				(f) => f === manifest[Object.keys(manifest).find((k) => manifest[k].name === 'repo')]?.file
			)
		},
		games: {}
	};
	for (const dir of readdirSync('src/lib/games')) {
		const key = `src/lib/games/${dir}/ui/index.ts`;
		if (!manifest[key]) continue;
		// A game's chunk with one language: its code beyond home plus its English catalogue.
		const en = Object.keys(manifest).filter(
			(k) => k.startsWith(`src/lib/games/${dir}/`) && /\/en\.ts$/.test(k)
		);
		const keys = closure(manifest, [key, ...en]);
		const { js, css } = filesOf(manifest, keys);
		const own = [...js].filter((f) => !initialJs.has(f));
		// The screens and step panels the game loads when they are needed: the heaviest of them
		// is what opening a session at that step adds (reported, not budgeted).
		let step = { name: '', js: 0 };
		for (const k of keys)
			for (const d of manifest[k].dynamicImports ?? []) {
				if (!d.startsWith(`src/lib/games/${dir}/ui/`) || keys.has(d)) continue;
				const more = [...filesOf(manifest, closure(manifest, [d])).js].filter(
					(f) => !initialJs.has(f) && !js.has(f)
				);
				const n = sum(more);
				if (n > step.js) step = { name: d.split('/').pop(), js: n };
			}
		sizes.games[dir] = {
			js: kb(sum(own)),
			css: kb(sum(css)),
			heaviestStep: { name: step.name, js: kb(step.js) }
		};
	}
	return sizes;
}
