// What the home screen loads before its session list shows, read off a build: the scripts its
// prerendered HTML names, and beyond them the platform messages, the framework's error page and
// the service worker registration (with workbox-window). The bench weighs it (budget) and the
// service worker caches it first (shell), so both count the same files.
import { readFileSync } from 'node:fs';

/** The build's module graph (`.svelte-kit/output/client/.vite/manifest.json`). */
export const readManifest = (outDir = '.svelte-kit/output') =>
	JSON.parse(readFileSync(`${outDir}/client/.vite/manifest.json`, 'utf8'));

/** The module of one language's platform messages (a chunk of its own). */
export const messagesModule = (language) => `src/lib/i18n/${language}.ts`;

/** Modules reachable from `keys` by static imports. */
export function closure(manifest, keys) {
	const seen = new Set();
	const walk = (k) => {
		if (seen.has(k) || !manifest[k]) return;
		seen.add(k);
		for (const i of manifest[k].imports ?? []) walk(i);
	};
	keys.forEach(walk);
	return seen;
}

/** The built JS and CSS files of modules. */
export function filesOf(manifest, keys) {
	const js = new Set();
	const css = new Set();
	for (const k of keys) {
		js.add(manifest[k].file);
		for (const c of manifest[k].css ?? []) css.add(c);
	}
	return { js, css };
}

/**
 * The JS files (`_app/…`) home loads until its list shows, for the given message languages.
 * @param {string} html the prerendered home page
 */
export function homeJs(manifest, html, languages = ['en']) {
	const named = new Set(
		[...html.matchAll(/(?:href="|import\(")\/?(_app\/[^"]+\.js)"/g)].map((m) => m[1])
	);
	// The page may name only the entry points (no modulepreload hints): follow their imports,
	// and the route's nodes the bootstrap starts (`node_ids`).
	const nodes = (html.match(/node_ids: \[([\d, ]*)\]/)?.[1] ?? '')
		.split(',')
		.filter((n) => n.trim() !== '')
		.map((n) => `.svelte-kit/generated/client-optimized/nodes/${n.trim()}.js`);
	const entries = [
		...Object.keys(manifest).filter((k) => named.has(manifest[k].file)),
		...nodes.filter((k) => manifest[k])
	];
	const js = new Set([...named, ...filesOf(manifest, closure(manifest, entries)).js]);
	// The service worker registration loads workbox-window by a dynamic import of its own.
	const register = Object.keys(manifest).filter((k) => k.endsWith('virtual:pwa-register'));
	const dynamic = [
		...languages.map(messagesModule),
		'.svelte-kit/generated/client-optimized/nodes/1.js',
		...register,
		...register.flatMap((k) => manifest[k].dynamicImports ?? [])
	].filter((k) => manifest[k]);
	for (const f of filesOf(manifest, closure(manifest, dynamic)).js) js.add(f);
	return js;
}
