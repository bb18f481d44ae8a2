import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{
		ignores: ['build/', '.svelte-kit/', 'dist/', 'node_modules/', 'bench-results/', 'test-results/']
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			],
			// Routes are plain paths inside this single-page app (no base path).
			'svelte/no-navigation-without-resolve': 'off',
			// TypeScript already checks undefined names (and knows declared globals).
			'no-undef': 'off'
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	{
		// Type-checked rules on the app's own code: a promise is awaited or handled, and a
		// switch over a union names every case (a new move cannot be forgotten).
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		languageOptions: {
			parserOptions: { projectService: true, extraFileExtensions: ['.svelte'] }
		},
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/switch-exhaustiveness-check': [
				'error',
				{ considerDefaultExhaustiveForUnions: true }
			]
		}
	},
	{
		// The service worker has its own program: the worker's globals, not the page's.
		files: ['src/service-worker.ts'],
		languageOptions: {
			globals: globals.serviceworker,
			parserOptions: { projectService: false, project: './tsconfig.sw.json' }
		}
	},
	{
		// A game's screens get the session from the shell's props and components.
		files: ['src/lib/games/*/ui/**/*.ts', 'src/lib/games/*/ui/**/*.svelte'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$app/*', '$lib/sync/*'],
							message: "A game's screen gets the session from the shell (props, $lib/ui)."
						}
					]
				}
			]
		}
	},
	{
		// Game rules stay pure: no framework, no database, no app runtime outside each game's ui/.
		files: ['src/lib/games/**/*.ts'],
		ignores: ['src/lib/games/*/ui/**', 'src/lib/games/registry.ts', 'src/lib/games/screens.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['svelte', 'svelte/*'], message: 'Game logic must not import Svelte.' },
						{ group: ['dexie', 'dexie/*'], message: 'Game logic must not import Dexie.' },
						{ group: ['$app/*'], message: 'Game logic must not import the app runtime.' },
						{ group: ['*.svelte'], message: 'Game logic must not import components.' },
						{
							group: ['$lib/db/*', '$lib/ui/*', '$lib/i18n/*'],
							message: 'Game logic must stay framework-free.'
						}
					]
				}
			],
			// Replayable: randomness comes from the seed (core/rng), time from the log entry.
			'no-restricted-properties': [
				'error',
				{ object: 'Math', property: 'random', message: 'Draw from the seed (core/rng).' },
				{ object: 'Date', property: 'now', message: 'Game logic must not read the clock.' }
			],
			'no-restricted-globals': [
				'error',
				{ name: 'localStorage', message: 'Store through the session (IndexedDB).' },
				{ name: 'sessionStorage', message: 'Store through the session (IndexedDB).' }
			]
		}
	}
);
