import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vite';
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig({
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
			// The SPA fallback page (no prerendered content) is precached: it answers, offline,
			// the app routes that have no page of their own (a session's deep link).
			kit: { adapterFallback: '200.html', spa: true },
			workbox: {
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest}',
					'prerendered/**/*.html'
				],
				// Everything the app shows is served from the cache first, with no network wait
				// (precache); other navigations get the fallback page only when they are app
				// routes — /manifest.webmanifest, /sw.js or a file name go to the network.
				navigateFallback: '/200.html',
				navigateFallbackAllowlist: [
					/^\/(?:history|settings|(?:new|setup|session)\/[^/.]+)?\/?(?:\?.*)?$/
				],
				// The new-session and setup pages are SPA shells like the fallback page, which
				// answers them offline: not precaching 12 copies makes the install (and the
				// first warm start from the cache) come sooner.
				globIgnores: ['prerendered/pages/new/**', 'prerendered/pages/setup/**'],
				cleanupOutdatedCaches: true
			}
		})
	],
	server: { port: 5173 },
	preview: { port: 4173, strictPort: true }
});
