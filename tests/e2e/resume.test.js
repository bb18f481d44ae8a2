// Resuming a live session (issue #34) in real Chromium: the reload starts from the stored
// snapshot of the fold and shows what a full fold shows; the deep link's page paints the last
// screen of the session before any of the app's code runs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, launch, newScorePad, removeDir, startServer, tempDir } from './harness.js';

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

test('a reload starts from the stored snapshot (kept when the page hides) and shows the same totals', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const url = await newScorePad(page, server.url);
		const id = url.split('/').pop();
		for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await page.getByLabel('Total: 60').waitFor();
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByLabel('Total: 55').waitFor();
		await page.reload();
		await page.getByLabel('Total: 55').waitFor();
		// pagehide stored the exact state: 11 moves in effect, 13 log entries.
		assert.deepEqual(await storedSnapshot(page, id), { count: 11, logLength: 13 });
		const from = await page.evaluate(() =>
			performance.getEntriesByName('resume:fold').length ? 'marked' : 'none'
		);
		assert.equal(from, 'marked');
		// Undo below the stored point, reload: the log decides (a full fold), same totals.
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByLabel('Total: 45').waitFor();
		await page.reload();
		await page.getByLabel('Total: 45').waitFor();
		assert.deepEqual(await page.getByLabel(/^Total: /).allTextContents(), ['45', '0']);
	} finally {
		await b.close();
	}
});

test("a session's deep link paints its last screen from the page itself, before any app code", async () => {
	const dir = tempDir();
	try {
		const b = await launch({ dir });
		const url = await newScorePad(b.page, server.url);
		await b.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await b.page.getByLabel('Total: 10').waitFor();
		await b.page.reload();
		await b.page.getByLabel('Total: 10').waitFor();
		// The screen is remembered half a second after it shows (and whenever the page hides).
		await b.page.waitForTimeout(1500);
		await b.context.close();
		// Same profile, no service worker, and the app's scripts never arrive.
		const ctx = await chromium.launchPersistentContext(dir, {
			executablePath: CHROMIUM,
			args: ARGS,
			viewport: { width: 360, height: 740 },
			serviceWorkers: 'block'
		});
		try {
			const page = ctx.pages()[0] ?? (await ctx.newPage());
			await ctx.route(/\/_app\/immutable\/.*\.js$/, (route) => route.abort());
			await page.goto(url, { waitUntil: 'load' });
			const frame = page.locator('#resume-frame');
			await frame.getByText('Benno').first().waitFor();
			assert.equal(await frame.evaluate((f) => f.inert), true);
			assert.equal(await frame.locator('[id]').count(), 0, 'no id of the copy can clash');
			assert.match(await frame.locator('.live-bar').innerText(), /Score pad/i);
			// Another session's address gets the empty frame, not this copy.
			await page.goto(server.url + '/session/another', { waitUntil: 'load' });
			assert.equal(await page.locator('#resume-frame .live-bar').count(), 0);
			assert.ok(await page.locator('#resume-frame .bar').isVisible());
		} finally {
			await ctx.close();
		}
	} finally {
		removeDir(dir);
	}
});
