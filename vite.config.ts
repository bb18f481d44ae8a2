import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { homeJs, readManifest } from './scripts/home-files.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Stands in the service worker for the list of files it caches first (src/service-worker.ts),
 * whatever quotes the minifier gave it. */
const SHELL_PLACEHOLDER = /\[\s*[`'"]__TABLEMATE_SHELL_FILES__[`'"]\s*\]/;

/**
 * Writes into the built service worker what the home screen needs (its HTML, favicon and the
 * scripts it loads in either language), read off the finished build, so the worker caches it
 * before anything else. Runs last, once the pages are prerendered and the adapter has written
 * build/.
 */
function shellFiles(): Plugin {
	let ssr = false;
	return {
		name: 'tablemate:shell-files',
		apply: 'build',
		configResolved(config) {
			ssr = Boolean(config.build.ssr);
		},
		closeBundle: {
			sequential: true,
			order: 'post',
			handler() {
				// The server build closes last, after the client build, prerendering and adapter.
				if (!ssr) return;
				if (!existsSync(new URL('./build/sw.js', import.meta.url))) return;
				const html = readFileSync(new URL('./build/index.html', import.meta.url), 'utf8');
				const files = ['/', 'favicon.svg', ...homeJs(readManifest(), html, ['en', 'es'])];
				// The adapter's copy, and the one `vite preview` (npm start) serves.
				for (const path of ['./build/sw.js', './.svelte-kit/output/client/sw.js']) {
					const sw = new URL(path, import.meta.url);
					const code = readFileSync(sw, 'utf8');
					if (!SHELL_PLACEHOLDER.test(code))
						throw new Error(`${path}: no place for the shell files`);
					writeFileSync(sw, code.replace(SHELL_PLACEHOLDER, JSON.stringify(files)));
				}
			}
		}
	};
}

/**
 * One chunk for everything the home screen runs (framework, i18n, shell and home page code):
 * the modules reached by static imports from the client entries and the routes home shows
 * (layout, home page, error page). Rolldown's default split left ~20 chunks of 0.3–2 KB there,
 * each a request with its own headers on a slow phone. Lazy code (games, messages, charts,
 * Dexie, the service worker registration) keeps its own chunks; the entries and route nodes
 * stay their own files, as SvelteKit needs.
 */
type Graph = { getModuleInfo(id: string): Rollup.ModuleInfo | null };
function homeChunk() {
	let home: Set<string> | null = null;
	const roots = [
		/@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]entry\.js$/,
		/generated[\\/]client-optimized[\\/]app\.js$/,
		/generated[\\/]client-optimized[\\/]nodes[\\/][012]\.js$/
	];
	const reach = (ctx: Graph, all: string[]) => {
		const seen = new Set<string>();
		const walk = (id: string) => {
			if (seen.has(id)) return;
			seen.add(id);
			for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) walk(dep);
		};
		all.filter((id) => roots.some((r) => r.test(id))).forEach(walk);
		// Entries and dynamically imported modules (route nodes) keep their own files.
		return new Set([...seen].filter((id) => !roots.some((r) => r.test(id))));
	};
	let ids: string[] = [];
	return {
		plugin: {
			name: 'tablemate:home-chunk',
			apply: 'build',
			buildStart() {
				home = null;
				ids = [];
			},
			moduleParsed(info) {
				ids.push(info.id);
			}
		} satisfies Plugin,
		name: (id: string, ctx: Graph) => {
			home ??= reach(ctx, ids);
			return home.has(id) ? 'home' : null;
		}
	};
}
const home = homeChunk();

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig(({ isSsrBuild }) => ({
	build: isSsrBuild
		? {}
		: {
				rolldownOptions: { output: { codeSplitting: { groups: [{ name: home.name }] } } },
				// A lazy chunk's scripts are not preloaded (its CSS still is: the helper loads it): each
				// modulepreload link inserted cost ~1–2 ms of main thread at 1× CPU, 60 of them in a
				// session's start; the modules' own imports fetch them from the service worker's cache.
				modulePreload: {
					resolveDependencies: (_file: string, deps: string[]) =>
						deps.filter((d) => d.endsWith('.css'))
				}
			},
	define: { __APP_VERSION__: JSON.stringify(pkg.version) },
	plugins: [
		sveltekit(),
		{
			// `vite preview` serves what a static host serves, including the adapter's SPA
			// fallback page, which the service worker precaches for deep links.
			name: 'tablemate:preview-fallback',
			configurePreviewServer(server) {
				server.middlewares.use((req, res, next) => {
					const file = new URL('./build/200.html', import.meta.url);
					if (req.url?.split('?')[0] !== '/200.html' || !existsSync(file)) return next();
					res.setHeader('content-type', 'text/html; charset=utf-8');
					res.end(readFileSync(file));
				});
			}
		},
		SvelteKitPWA({
			// Prompt for update: a new service worker waits until the person accepts.
			registerType: 'prompt',
			injectRegister: false,
			manifest: false, // static/manifest.webmanifest is the single source of truth
			// Our own worker (src/service-worker.ts, built by SvelteKit, served as /sw.js): it caches
			// the home screen first and the rest after.
			strategies: 'injectManifest',
			srcDir: 'src',
			filename: 'sw.js',
			// The SPA fallback page (no prerendered content) is cached: it answers, offline, the
			// app routes that have no page of their own (a session's deep link).
			kit: { adapterFallback: '200.html', spa: true },
			injectManifest: {
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest}',
					'prerendered/**/*.html'
				],
				// The new-session and setup pages are SPA shells like the fallback page, which
				// answers them offline: not caching 12 copies makes the first fill shorter.
				globIgnores: ['prerendered/pages/new/**', 'prerendered/pages/setup/**']
			}
		}),
		shellFiles(),
		home.plugin
	],
	server: { port: 5173 },
	preview: { port: 4173, strictPort: true }
}));
