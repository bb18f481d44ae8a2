import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig({
	define: { __APP_VERSION__: JSON.stringify(pkg.version) },
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			// Prompt for update: a new service worker waits until the person accepts.
			registerType: 'prompt',
			injectRegister: false,
			manifest: false, // static/manifest.webmanifest is the single source of truth
			workbox: {
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest}',
					'prerendered/**/*.html'
				],
				navigateFallback: '/',
				cleanupOutdatedCaches: true
			}
		})
	],
	server: { port: 5173 },
	preview: { port: 4173, strictPort: true }
});
