import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Single-page app: static pages are prerendered shells, every other path (a session
		// deep link) is served by the fallback page, online by the server and offline by the
		// service worker.
		adapter: adapter({ fallback: '200.html', strict: true }),
		serviceWorker: { register: false },
		// Absolute asset paths: the prerendered home page doubles as the offline shell of every
		// route (the service worker answers any navigation with it).
		paths: { relative: false },
		version: { pollInterval: 0 }
	}
};

export default config;
