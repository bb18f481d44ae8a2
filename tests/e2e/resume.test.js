// Resuming a live session in real Chromium: the reload starts from the stored
// snapshot of the fold and shows what a full fold shows; the deep link's page paints the shell's
// frame before any of the app's code runs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newScorePad, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** The session's row of the snapshots table, read straight from IndexedDB. */
const storedSnapshot = (page, id) =>
	page.evaluate(
		(id) =>
			new Promise((resolve, reject) => {
				const o = indexedDB.open('tablemate');
				o.onerror = () => reject(o.error);
				o.onsuccess = () => {
					const r = o.result.transaction('snapshots').objectStore('snapshots').get(id);
					r.onsuccess = () => {
						o.result.close();
						resolve(r.result ? { count: r.result.count, logLength: r.result.logLength } : null);
					};
				};
			}),
		id
	);

/** How many moves the reload took from the stored snapshot (SessionScreen's resume:fold mark). */
async function resumedFrom(page) {
	await page.waitForFunction(() => performance.getEntriesByName('resume:fold').length > 0);
	return page.evaluate(() => performance.getEntriesByName('resume:fold')[0].detail.resumedFrom);
}

test('a reload starts from the snapshot stored every 10 moves; after undos below it, from the log, with the same totals', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const url = await newScorePad(page, server.url);
		const id = url.split('/').pop();
		for (let i = 0; i < 20; i++) await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await page.getByLabel('Total: 100').waitFor();
		assert.deepEqual(await storedSnapshot(page, id), { count: 20, logLength: 20 });
		await page.reload();
		await page.getByLabel('Total: 100').waitFor();
		assert.equal(await resumedFrom(page), 20);
		// Undo below the stored point, reload: the log decides (a full fold), same totals.
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByLabel('Total: 90').waitFor();
		await page.reload();
		await page.getByLabel('Total: 90').waitFor();
		assert.equal(await resumedFrom(page), 0);
		assert.deepEqual(await page.getByLabel(/^Total: /).allTextContents(), ['90', '0']);
		// Redo brings the stored point back into effect.
		await page.getByRole('button', { name: /^Redo:/ }).click();
		await page.getByRole('button', { name: /^Redo:/ }).click();
		await page.getByLabel('Total: 100').waitFor();
		await page.reload();
		await page.getByLabel('Total: 100').waitFor();
		assert.equal(await resumedFrom(page), 20);
	} finally {
		await b.close();
	}
});

/** A page of the same browser with every script of the app blocked and no service worker. */
async function scriptless(b) {
	await b.context
		.serviceWorkers()
		.at(0)
		?.evaluate(() => self.registration.unregister());
	const page = await b.context.newPage();
	const cdp = await b.context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.setBlockedURLs', { urls: ['*/_app/immutable/*.js'] });
	return page;
}

/** The session's stored copy of its screen (localStorage), once it shows this total. */
async function copyShowing(page, id, total) {
	const key = 'tablemate.screen.' + id;
	await page.waitForFunction(
		([k, t]) => (JSON.parse(localStorage.getItem(k) ?? '{}').html ?? '').includes(t),
		[key, `Total: ${total}`]
	);
	return page.evaluate((k) => localStorage.getItem(k), key);
}

test('a reload paints the copy of the last screen before any app code, and only while the log still ends where it showed', async () => {
	const b = await launch();
	try {
		const url = await newScorePad(b.page, server.url);
		const id = url.split('/').pop();
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 5').waitFor();
		const older = await copyShowing(b.page, id, 5);
		const page = await scriptless(b);
		await page.goto(url, { waitUntil: 'load' });
		const frame = page.locator('#resume-frame');
		await page.waitForFunction(() => document.getElementById('resume-frame')?.className === 'copy');
		// The step as it was, styled, out of reach (inert, hidden from screen readers).
		assert.equal(await frame.getByText('Round 1').first().isVisible(), true);
		assert.equal(await frame.locator('[aria-label="Total: 5"]').count(), 1);
		assert.equal(await frame.evaluate((f) => f.inert && f.getAttribute('aria-hidden')), 'true');
		const bar = await frame.locator('.live-shell > :first-child').boundingBox();
		assert.ok(bar && bar.y === 0 && bar.height >= 40, 'the bar stands where the live bar will');
		// A move the copy does not show (here: the copy taken before it put back, as a browser
		// killed before the copy caught up leaves it): the wordless frame, never the old screen.
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 10').waitFor();
		await copyShowing(b.page, id, 10);
		await b.page.goto(server.url + '/history');
		await b.page.evaluate(
			([k, v]) => localStorage.setItem(k, v),
			['tablemate.screen.' + id, older]
		);
		await page.reload({ waitUntil: 'load' });
		await page.evaluate(() => window.__tablemateResume?.read.then(() => true));
		assert.equal(
			await page.evaluate(() => performance.getEntriesByName('resume:checked').length),
			0
		);
		assert.equal(await frame.evaluate((f) => f.className), '');
		assert.equal(await frame.locator('[aria-label^="Total"]').count(), 0);
		assert.ok(await frame.locator('.bar').isVisible());
	} finally {
		await b.close();
	}
});

test('the copy leaves out what starts more than half a screen below the first screen, but for a row pinned on screen; the app brings it back', async () => {
	const b = await launch({ viewport: { width: 360, height: 400 } });
	try {
		const names = ['Ana', 'Benno', 'Carla', 'Dani', 'Eva', 'Fede', 'Gala', 'Hugo'];
		const url = await newScorePad(b.page, server.url, names);
		const id = url.split('/').pop();
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		// Each player's row starts ~170 px below the one before: at 400 px, the copy keeps what
		// starts above 600 px (Ana, Benno, Carla) and leaves the rest out.
		const tops = await b.page.evaluate(() =>
			[...document.querySelectorAll('.pane.now .players > li')].map(
				(li) => li.getBoundingClientRect().top + scrollY
			)
		);
		assert.equal(tops.length, names.length);
		const html = JSON.parse(await copyShowing(b.page, id, 5)).html;
		names.forEach((n, i) => {
			const has = html.includes(`${n}'s points in round 1`);
			assert.equal(has, tops[i] < 600, `${n} (row at ${tops[i]} px) in the copy: ${has}`);
		});
		assert.ok(html.includes('Carla') && !html.includes('Hugo'), 'the copy is cut between them');
		// A row that stays on screen however far down its card starts (a step's sticky confirm
		// row) is kept, without the rest of its card.
		await b.page.evaluate(() => {
			const row = document.createElement('div');
			row.className = 'pinned-row';
			row.style.cssText = 'position: sticky; bottom: 0';
			document.querySelector('.pane.now .players > li:last-child')?.append(row);
		});
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		const pinned = JSON.parse(await copyShowing(b.page, id, 10)).html;
		assert.ok(pinned.includes('pinned-row') && !pinned.includes('Add 5 to Hugo'));
		await b.page.reload();
		await b.page.getByRole('button', { name: 'Add 5 to Hugo' }).waitFor();
		assert.equal(await b.page.locator('#resume-frame').count(), 0);
	} finally {
		await b.close();
	}
});

test("a session's reload inserts no script preload (its lazy modules come through their own imports) and links each stylesheet of its copy once, from the page", async () => {
	const b = await launch();
	try {
		const url = await newScorePad(b.page, server.url);
		const id = url.split('/').pop();
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		const kept = JSON.parse(await copyShowing(b.page, id, 5)).links;
		assert.ok(kept.length > 0, 'the copy names the stylesheets the screen had');
		await b.page.reload({ waitUntil: 'load' });
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 10').waitFor();
		const served = await b.page.evaluate((u) => fetch(u).then((r) => r.text()), url);
		const inPage = (served.match(/<link[^>]*rel="modulepreload"/g) ?? []).length;
		assert.equal(
			await b.page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
			inPage,
			"only the page's own entry links"
		);
		const links = await b.page.evaluate(() =>
			[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
				href: l.getAttribute('href'),
				resume: l.hasAttribute('data-resume'),
				loaded: !!l.sheet
			}))
		);
		const hrefs = links.map((l) => l.href);
		assert.equal(new Set(hrefs).size, hrefs.length, 'no stylesheet linked twice');
		for (const k of kept)
			assert.ok(
				links.some((l) => l.href === k && l.resume && l.loaded),
				`${k} linked by the page and loaded`
			);
	} finally {
		await b.close();
	}
});

test("a session's deep link paints the shell's frame from the page itself, before any app code", async () => {
	const b = await launch();
	try {
		const url = await newScorePad(b.page, server.url);
		// No copy of the screen on this phone (another phone's link): the frame.
		await b.page.goto(server.url + '/history');
		await b.page.evaluate(() => localStorage.clear());
		const cdp = await b.context.newCDPSession(b.page);
		await cdp.send('Network.enable');
		await cdp.send('Network.setBlockedURLs', { urls: ['*/_app/immutable/*.js'] });
		await b.context
			.serviceWorkers()
			.at(0)
			?.evaluate(() => self.registration.unregister());
		const page = await b.context.newPage();
		const cdp2 = await b.context.newCDPSession(page);
		await cdp2.send('Network.enable');
		await cdp2.send('Network.setBlockedURLs', { urls: ['*/_app/immutable/*.js'] });
		await page.goto(url, { waitUntil: 'load' });
		const frame = page.locator('#resume-frame');
		for (const part of ['.bar', '.step', '.tabs']) assert.ok(await frame.locator(part).isVisible());
		assert.equal(await frame.evaluate((f) => f.inert), true);
		const bar = await frame.locator('.bar').boundingBox();
		assert.ok(bar && bar.y === 0 && bar.height >= 50, 'the bar stands where the live bar will');
		// Another page of the app never shows it.
		await page.goto(server.url + '/history', { waitUntil: 'load' });
		assert.equal(await page.locator('#resume-frame').isVisible(), false);
	} finally {
		await b.close();
	}
});
