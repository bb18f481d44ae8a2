// What only a browser can prove: installability, offline cold starts, the update prompt.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { homeJs, readManifest } from '../../scripts/home-files.js';
import {
	BUILD,
	launch,
	newScorePad,
	offlineReady,
	removeDir,
	startServer,
	tempDir
} from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

function pngSize(buf) {
	return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function files(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
		d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]
	);
}

test('the web app manifest makes the app installable', async () => {
	const res = await fetch(`${server.url}/manifest.webmanifest`);
	assert.equal(res.status, 200);
	const m = await res.json();
	for (const key of [
		'name',
		'short_name',
		'description',
		'theme_color',
		'background_color',
		'lang'
	])
		assert.ok(typeof m[key] === 'string' && m[key].length > 0, key);
	assert.equal(m.display, 'standalone');
	assert.equal(m.start_url, '/');
	assert.equal(m.scope, '/');
	const want = [
		['192x192', 'any'],
		['512x512', 'any'],
		['512x512', 'maskable']
	];
	for (const [sizes, purpose] of want) {
		const icon = m.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
		assert.ok(icon, `${sizes} ${purpose} icon`);
		const png = Buffer.from(await (await fetch(server.url + icon.src)).arrayBuffer());
		const [w, h] = sizes.split('x').map(Number);
		assert.deepEqual(pngSize(png), { width: w, height: h });
	}
	const html = await (await fetch(server.url + '/')).text();
	assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/);
});

test('the service worker caches the shell first, then every script and style of the build', () => {
	const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
	const urls = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
	assert.ok(urls.has('/'), 'the prerendered home');
	assert.ok(urls.has('200.html'), 'the app shell: the offline fallback of app routes');
	const assets = files(join(BUILD, '_app')).filter((f) => /\.(js|css)$/.test(f));
	assert.ok(assets.length > 10);
	for (const f of assets) assert.ok(urls.has(relative(BUILD, f)), `${relative(BUILD, f)} cached`);
	for (const f of ['icons/icon-192.png', 'icons/maskable-512.png']) assert.ok(urls.has(f), f);
	// The first install caches what home needs: its page, the entry scripts its bootstrap
	// imports and everything they and the page's route nodes import.
	const shell = JSON.parse(/(\["\/","favicon\.svg"[^\]]*\])/.exec(sw)?.[1] ?? '[]');
	const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
	const named = [...html.matchAll(/import\("\/?(_app\/[^"]+\.js)"/g)].map((m) => m[1]);
	assert.equal(named.length, 2, 'start and app');
	const manifest = readManifest();
	const node = manifest['.svelte-kit/generated/client-optimized/nodes/2.js'].file;
	for (const f of [...named, node, ...homeJs(manifest, html)])
		assert.ok(shell.includes(f), `${f} in the shell`);
	assert.ok(shell.length < urls.size / 2, `shell ${shell.length} of ${urls.size} files`);
	// `npm start` (vite preview) serves SvelteKit's output, not the adapter's copy: the same worker.
	assert.equal(readFileSync('.svelte-kit/output/client/sw.js', 'utf8'), sw);
});

test('offline cold start on a deep link: the session opens with the network off', async () => {
	const dir = tempDir();
	const own = await startServer();
	try {
		let b = await launch({ dir });
		await b.page.goto(own.url + '/');
		await offlineReady(b.page);
		const url = await newScorePad(b.page, own.url, ['Ana', 'Benno']);
		await b.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await b.page.getByLabel('Total: 10').waitFor();
		await b.context.close();
		// The server is gone: nothing can come from the network.
		await own.close();
		b = await launch({ dir });
		await b.context.setOffline(true);
		await b.page.goto(url);
		await b.page.getByRole('heading', { name: 'Score pad' }).waitFor();
		await b.page.getByLabel('Total: 10').waitFor();
		// And it still works offline: act, then open other screens.
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 5').waitFor();
		await b.page.getByRole('link', { name: 'Home' }).click();
		// A session's tabs stand where the app's navigation stands: home first, then Settings.
		await b.page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
		await b.page.getByRole('heading', { name: 'Settings' }).waitFor();
		await b.context.close();
	} finally {
		removeDir(dir);
	}
});

test('a waiting new version shows a non-blocking prompt and never reloads by itself', async () => {
	const own = await startServer();
	const b = await launch();
	try {
		// Every toast as it appears, with the screen it appeared on.
		await b.page.addInitScript(() => {
			window.__toasts = [];
			new MutationObserver(() => {
				for (const t of document.querySelectorAll('.toast span'))
					if (!t.dataset.seen) {
						t.dataset.seen = '1';
						window.__toasts.push([t.textContent, location.pathname]);
					}
			}).observe(document, { childList: true, subtree: true });
		});
		const url = await newScorePad(b.page, own.url, ['Ana', 'Benno']);
		await offlineReady(b.page);
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 5').waitFor();
		await b.page.evaluate(() => (window.__sameDocument = true));
		own.state.swExtra = `\n// new version ${Date.now()}\n`;
		await b.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const prompt = b.page.getByRole('region', { name: 'Update available' });
		await prompt.waitFor({ timeout: 20000 });
		// Still the same document, the same session, and the screen still works.
		await b.page.waitForTimeout(1500);
		assert.equal(await b.page.evaluate(() => window.__sameDocument), true);
		assert.equal(b.page.url(), url);
		await b.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		await b.page.getByLabel('Total: 5').nth(1).waitFor();
		// "Later" hides it; the person decides.
		await prompt.getByRole('button', { name: 'Later' }).click();
		await prompt.waitFor({ state: 'detached' });
		assert.equal(await b.page.evaluate(() => window.__sameDocument), true);
		// «Works offline» waited for a screen outside the game: said once, on home, never over
		// the session's top bar.
		await b.page.getByRole('link', { name: 'Home' }).click();
		await b.page.getByText('Tablemate now works offline.').waitFor();
		const said = await b.page.evaluate(() => window.__toasts);
		assert.deepEqual(
			said.filter(([text]) => text === 'Tablemate now works offline.'),
			[['Tablemate now works offline.', '/']]
		);
	} finally {
		await b.close();
		await own.close();
	}
});

test('accepting the update activates the new version and keeps the data', async () => {
	const own = await startServer();
	const b = await launch();
	try {
		const url = await newScorePad(b.page, own.url, ['Ana', 'Benno']);
		await offlineReady(b.page);
		await b.page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await b.page.getByLabel('Total: 10').waitFor();
		own.state.swExtra = `\n// new version ${Date.now()}\n`;
		await b.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const prompt = b.page.getByRole('region', { name: 'Update available' });
		await prompt.waitFor({ timeout: 20000 });
		await Promise.all([
			b.page.waitForEvent('load', { timeout: 20000 }),
			prompt.getByRole('button', { name: 'Update now' }).click()
		]);
		assert.equal(b.page.url(), url);
		await b.page.getByLabel('Total: 10').waitFor();
	} finally {
		await b.close();
		await own.close();
	}
});

test('"Update now" in one tab reloads only that tab; a tab whose person said "Later" keeps its screen and is asked again', async () => {
	const own = await startServer();
	const b = await launch();
	try {
		const url = await newScorePad(b.page, own.url, ['Ana', 'Benno']);
		await offlineReady(b.page);
		const other = await b.context.newPage();
		await other.goto(url);
		await other.getByRole('heading', { name: 'Round 1' }).waitFor();
		await other.evaluate(() => (window.__sameDocument = true));
		await b.page.evaluate(() => (window.__sameDocument = true));
		// A second build is published.
		own.state.swExtra = `\n// new version ${Date.now()}\n`;
		await b.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const promptHere = b.page.getByRole('region', { name: 'Update available' });
		const promptThere = other.getByRole('region', { name: 'Update available' });
		await promptHere.waitFor({ timeout: 20000 });
		await promptThere.waitFor({ timeout: 20000 });
		await promptThere.getByRole('button', { name: 'Later' }).click();
		await promptThere.waitFor({ state: 'detached' });
		await Promise.all([
			b.page.waitForEvent('load', { timeout: 20000 }),
			promptHere.getByRole('button', { name: 'Update now' }).click()
		]);
		assert.equal(await b.page.evaluate(() => window.__sameDocument), undefined);
		// The other tab was not reloaded: same document, same screen, asked again.
		await promptThere.waitFor({ timeout: 20000 });
		await other.waitForTimeout(1000);
		assert.equal(await other.evaluate(() => window.__sameDocument), true);
		assert.equal(other.url(), url);
	} finally {
		await b.close();
		await own.close();
	}
});
