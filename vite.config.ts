import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vite';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			// Prompt for update: a new service worker waits until the person accepts.
			registerType: 'prompt',
			injectRegister: false,
			adapterFallback: '200.html',
			manifest: false, // static/manifest.webmanifest is the single source of truth
			workbox: {
				globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,webmanifest}', 'prerendered/**/*.html'],
				navigateFallback: '/200.html',
				cleanupOutdatedCaches: true
			},
			kit: { adapterFallback: '200.html' }
		})
	],
	server: { port: 5173 },
	preview: { port: 4173, strictPort: true }
});
