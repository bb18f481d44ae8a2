import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
	define: { __APP_VERSION__: JSON.stringify('test') },
	plugins: [svelte(), svelteTesting()],
	resolve: {
		alias: {
			$lib: path.resolve('src/lib'),
			'$app/navigation': path.resolve('tests/mocks/app-navigation.ts'),
			'$app/state': path.resolve('tests/mocks/app-state.svelte.ts')
		}
	},
	test: {
		globals: true,
		include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.ts', 'tests/db/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['tests/setup.ts'],
		testTimeout: 20000,
		// A hook that starts a table server or Redis may wait on a loaded machine; when it timed out,
		// the server it was starting was left running.
		hookTimeout: 30000
	}
});
