// Bundles bench/entry.ts for the browser (npm run bench builds it into bench-results/).
import { defineConfig } from 'vite';
import path from 'node:path';

export default defineConfig({
	resolve: { alias: { $lib: path.resolve('src/lib') } },
	define: { __APP_VERSION__: JSON.stringify('bench') },
	build: {
		outDir: 'bench-results/bundle',
		emptyOutDir: true,
		lib: {
			entry: path.resolve('bench/entry.ts'),
			formats: ['iife'],
			name: 'bench',
			fileName: () => 'bench.js'
		}
	},
	logLevel: 'warn'
});
