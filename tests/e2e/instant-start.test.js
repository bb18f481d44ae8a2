// The home screen paints from the HTML itself, in the person's language, and its lists come
// without Dexie, without layout shift.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, newScorePad, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const manifest = JSON.parse(
	readFileSync(new URL('../../.svelte-kit/output/client/.vite/manifest.json', import.meta.url))
);
/** The built file of a source module or a named chunk (e.g. `repo`, Dexie's repository). */
const built = (key) =>
	'/' + (manifest[key] ?? Object.values(manifest).find((c) => c.name === key)).file;

/** Visible text of the page with every script of the app refused: what the HTML paints. */
async function htmlOnly(page, url) {
	await page.route('**/_app/**/*.js', (route) => route.abort());
	await page.goto(url);
	return page.evaluate(() => document.body.innerText);
}

test('without any script of the app, the home page shows its screen in English', async () => {
	const b = await launch({ locale: 'en-US' });
	try {
		const text = await htmlOnly(b.page, server.url + '/');
		for (const s of ['Tablemate', 'In progress', 'New game', 'Year of the Dragon', 'Quick score'])
			assert.ok(text.includes(s), s);
		assert.ok(!text.includes('Nueva partida'), 'the Spanish copy stays hidden');
		assert.ok(!/game\.\w|home\.\w/.test(text), 'no message key shows');
	} finally {
		await b.close();
	}
});

test('a Spanish browser gets the Spanish copy from the HTML, with no English flash', async () => {
	const b = await launch({ locale: 'es-ES' });
	try {
		const text = await htmlOnly(b.page, server.url + '/');
		assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'es');
		for (const s of ['En curso', 'Nueva partida', 'El Año del Dragón', 'Puntuar'])
			assert.ok(text.includes(s), s);
		assert.ok(!text.includes('New game'), 'the English copy stays hidden');
	} finally {
		await b.close();
	}
});

test('the language chosen in Settings wins over the browser’s, before any script of the app', async () => {
	const b = await launch({ locale: 'es-ES' });
	try {
		await b.page.goto(server.url + '/settings');
		await b.page.evaluate(() => localStorage.setItem('tablemate.locale', 'en'));
		const text = await htmlOnly(b.page, server.url + '/');
		assert.ok(text.includes('New game'));
		assert.ok(!text.includes('Nueva partida'));
	} finally {
		await b.close();
	}
});

test('the app takes over the prerendered screen: one copy left, working links, no errors', async () => {
	const b = await launch({ locale: 'es-ES' });
	const errors = [];
	b.page.on('pageerror', (e) => errors.push(e.message));
	b.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	try {
		await b.page.goto(server.url + '/');
		await b.page.getByText('No hay partidas en curso. Empieza una abajo.').waitFor();
		assert.equal(await b.page.locator('.prerendered').count(), 0);
		assert.equal(await b.page.getByRole('heading', { name: 'Nueva partida' }).count(), 1);
		await b.page.getByRole('link', { name: 'Ajustes' }).click();
		await b.page.waitForURL(/\/settings$/);
		assert.deepEqual(errors, []);
	} finally {
		await b.close();
	}
});

test('home lists a session in progress without downloading Dexie or any game first', async () => {
	const b = await launch();
	try {
		await newScorePad(b.page, server.url, ['Ana', 'Benno']);
		// The moment the first session card is in the page.
		await b.context.addInitScript(() => {
			new MutationObserver((_, obs) => {
				if (!document.querySelector('article')) return;
				window.__listShownAt = performance.now();
				obs.disconnect();
			}).observe(document, { childList: true, subtree: true });
		});
		const page = await b.context.newPage();
		await page.goto(server.url + '/');
		await page.getByRole('article', { name: /Score pad/ }).waitFor();
		const scripts = await page.evaluate(() =>
			performance
				.getEntriesByType('resource')
				.filter((e) => e.initiatorType !== 'navigation' && e.startTime < window.__listShownAt)
				.map((e) => new URL(e.name).pathname)
		);
		assert.ok(scripts.length > 5, 'the app loaded');
		assert.ok(!scripts.includes(built('repo')), 'Dexie is not requested before the list shows');
		for (const key of Object.keys(manifest).filter((k) => /^src\/lib\/games\/[^/]+\/ui\//.test(k)))
			assert.ok(!scripts.includes(built(key)), `${key} stays out of home`);
	} finally {
		await b.close();
	}
});

test('the list of games in progress keeps its place: no layout shift when it arrives', async () => {
	const b = await launch();
	try {
		await newScorePad(b.page, server.url, ['Ana', 'Benno']);
		await newScorePad(b.page, server.url, ['Clara', 'Dan']);
		await b.page.goto(server.url + '/');
		await b.page.getByRole('article').nth(1).waitFor();
		await b.page.addInitScript(() => {
			window.__shift = 0;
			new PerformanceObserver((l) => {
				for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
			}).observe({ type: 'layout-shift', buffered: true });
		});
		await b.page.reload();
		await b.page.getByRole('article').nth(1).waitFor();
		await b.page.waitForTimeout(500);
		assert.equal(await b.page.evaluate(() => window.__shift), 0);
	} finally {
		await b.close();
	}
});
