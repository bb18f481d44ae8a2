import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The one inline script of app.html (it picks the language before the first paint) is
// allowed by its hash; SvelteKit adds the hash of its own inline bootstrap. Nothing else
// inline runs: no inline event handlers, no script from another origin.
const appHtml = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
const inlineScripts = [...appHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
	(m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`
);

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Single-page app: the home page is prerendered with its content (both languages, the
		// inline script in app.html shows the person's), every other static page is a
		// prerendered shell, and every other path (a session deep link) is served by the
		// fallback page, online by the server and offline by the service worker.
		adapter: adapter({ fallback: '200.html', strict: true }),
		serviceWorker: { register: false },
		paths: { relative: false },
		version: { pollInterval: 0 },
		// The stylesheets the pages link are small (0.2–2 KB gzipped each): inlined into the
		// page they block nothing and cost no round trip.
		inlineStyleThreshold: 64 * 1024,
		csp: {
			mode: 'hash',
			directives: {
				'script-src': ['self', ...inlineScripts],
				'object-src': ['none'],
				'base-uri': ['self']
			}
		}
	}
};

export default config;
