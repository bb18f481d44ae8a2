import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The lint rule that keeps game rules framework-free (eslint.config.js). The first lint builds
 * the type-checked program of the whole project: slow on a busy 2-core machine.
 */
describe('purity of game logic', { timeout: 180_000 }, () => {
	const eslint = new ESLint({ cwd: process.cwd() });
	const lint = async (filePath: string, code: string) =>
		(await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.message);

	it.each([
		["import { writable } from 'svelte/store';", 'Game logic must not import Svelte.'],
		["import Dexie from 'dexie';", 'Game logic must not import Dexie.'],
		["import { goto } from '$app/navigation';", 'Game logic must not import the app runtime.'],
		["import X from './ui/Live.svelte';", 'Game logic must not import components.'],
		["import { repo } from '$lib/db/repo';", 'Game logic must stay framework-free.']
	])('refuses %s in a rules file', async (line, message) => {
		const messages = await lint(
			'src/lib/games/lancaster/rules.ts',
			`${line}\nexport const x = 1;\n`
		);
		expect(messages.join('\n')).toContain(message);
	});

	it("allows them in a game's ui/ folder", async () => {
		const messages = await lint(
			// An existing file: the type-checked rules need a file the project knows.
			'src/lib/games/lancaster/ui/names.ts',
			"import { writable } from 'svelte/store';\nexport const x = writable(1);\n"
		);
		expect(messages).toEqual([]);
	});

	it.each([
		['export const x = Math.random();', 'Draw from the seed (core/rng).'],
		['export const x = Date.now();', 'Game logic must not read the clock.'],
		["export const x = localStorage.getItem('k');", 'Store through the session (IndexedDB).']
	])(
		'refuses %s in a rules file (replay must not depend on chance, clock or storage)',
		async (code, message) => {
			const messages = await lint('src/lib/games/lancaster/rules.ts', `${code}\n`);
			expect(messages.join('\n')).toContain(message);
		}
	);
});
