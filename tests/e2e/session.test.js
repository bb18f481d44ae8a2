// A session in real Chromium: create, act, undo/redo, reload, kill the browser, reopen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { launch, newScorePad, startServer, tempDir } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

test('create a session, act, undo and redo, reload: state intact', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newScorePad(page, server.url);
		await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByRole('button', { name: /^Undo:/ }).click();
		await page.getByRole('button', { name: /^Redo:/ }).click();
		await page.getByRole('button', { name: 'New round' }).click();
		await page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		// The screen changes only once IndexedDB has the action: wait for it to say so.
		await page.getByLabel('Total: 15').waitFor();
		const totals = async () => [
			await page
				.getByLabel(/^Total: /)
				.nth(0)
				.textContent(),
			await page
				.getByLabel(/^Total: /)
				.nth(1)
				.textContent()
		];
		assert.deepEqual(await totals(), ['5', '15']);
		await page.reload();
		await page.getByRole('heading', { name: 'Round 2' }).waitFor();
		assert.deepEqual(await totals(), ['5', '15']);
		// The readable log says what happened, round by round, with the undone action marked.
		await page.getByRole('button', { name: 'Log' }).click();
		const log = await page.getByRole('region', { name: 'What happened' }).textContent();
		assert.match(log, /Round 2 — Benno: \+5 points/);
		assert.match(log, /Round 1 — Ana: \+10 points \(undone\)/);
		assert.match(log, /Round 1 — Ana: \+5 points/);
		// Home lists it as in progress, in round 2.
		await page.goto(server.url + '/');
		const card = page.getByRole('article', { name: /Score pad/ });
		await card.getByText('Round 2').waitFor();
	} finally {
		await b.close();
	}
});

test('killing the browser mid-session loses nothing', async () => {
	const dir = tempDir();
	try {
		let b = await launch({ dir });
		const url = await newScorePad(b.page, server.url, ['Clara', 'Dan', 'Emil']);
		await b.page.getByRole('button', { name: 'Add 5 to Dan' }).click();
		await b.page.getByRole('button', { name: 'Add 10 to Emil' }).click();
		// Wait for the UI to say it happened (it does so only after the commit), then kill
		// Chromium with SIGKILL: no unload, no clean shutdown.
		await b.page.getByLabel('Total: 10').waitFor();
		const proc = b.context.browser()?.process?.() ?? null;
		if (proc) proc.kill('SIGKILL');
		else await b.context.close();
		await new Promise((r) => setTimeout(r, 500));
		b = await launch({ dir });
		await b.page.goto(url);
		await b.page.getByRole('heading', { name: 'Round 1' }).waitFor();
		assert.equal(
			await b.page
				.getByLabel(/^Total: /)
				.nth(1)
				.textContent(),
			'5'
		);
		assert.equal(
			await b.page
				.getByLabel(/^Total: /)
				.nth(2)
				.textContent(),
			'10'
		);
		await b.context.close().catch(() => undefined);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test('the language follows the browser and can be switched in Settings; the choice stays', async () => {
	const b = await launch({ locale: 'es-ES' });
	try {
		const { page } = b;
		await page.goto(server.url + '/');
		await page.getByRole('heading', { name: 'En curso' }).waitFor();
		assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
		await page.getByRole('navigation').getByRole('link', { name: 'Ajustes' }).click();
		await page.getByRole('radio', { name: 'English' }).check();
		await page.getByRole('heading', { name: 'Settings' }).waitFor();
		await page.reload();
		await page.getByRole('heading', { name: 'Settings' }).waitFor();
		assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
	} finally {
		await b.close();
	}
});
