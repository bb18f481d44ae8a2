// A session in real Chromium: create, act, undo/redo, reload, kill the browser, reopen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
	launch,
	launchKillable,
	logText,
	newScorePad,
	removeDir,
	startServer,
	tempDir
} from './harness.js';

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
		const raw = await logText(page, { raw: true });
		// Names sit in Unicode isolates (a right-to-left name cannot reorder the line).
		assert.match(raw, /\u2068Benno\u2069/);
		const log = raw.replace(/[\u2068\u2069]/g, '');
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

test('killing the browser (SIGKILL) mid-session loses nothing', async () => {
	const dir = tempDir();
	try {
		let b = await launchKillable({ dir });
		const url = await newScorePad(b.page, server.url, ['Clara', 'Dan', 'Emil']);
		await b.page.getByRole('button', { name: 'Add 5 to Dan' }).click();
		await b.page.getByRole('button', { name: 'Add 10 to Emil' }).click();
		// Wait for the UI to say it happened (it does so only after the commit), then kill
		// Chromium with SIGKILL: no unload, no clean shutdown.
		await b.page.getByLabel('Total: 10').waitFor();
		assert.equal(await b.kill(), 'SIGKILL');
		b = await launchKillable({ dir });
		await b.page.goto(url);
		await b.page.getByRole('heading', { name: 'Round 1' }).waitFor();
		const totals = await b.page.getByLabel(/^Total: /).allTextContents();
		assert.deepEqual(totals, ['0', '5', '10']);
		await b.kill();
	} finally {
		removeDir(dir);
	}
});

/** Cycles of the kill loop: at least 20 in `npm test`; KILL_CYCLES=200 for a long run. */
const CYCLES = Math.max(20, Number(process.env.KILL_CYCLES) || 20);

test(`${CYCLES} randomized SIGKILLs mid-write: every committed tap survives, the log always replays`, async () => {
	const dir = tempDir();
	// A seeded generator, so a failing run can be repeated (printed below).
	let seed = Number(process.env.KILL_SEED) || Date.now() % 100000;
	const first = seed;
	const rand = () => ((seed = (seed * 16807) % 2147483647) % 1000) / 1000;
	let lost = 0;
	let ran = 0;
	try {
		let b = await launchKillable({ dir });
		const url = await newScorePad(b.page, server.url, ['Ana', 'Benno']);
		let confirmed = 0;
		let attempted = 0;
		for (let i = 0; i < CYCLES; i++) {
			const taps = 1 + Math.floor(rand() * 4);
			const plus = b.page.getByRole('button', { name: 'Add 5 to Ana' });
			for (let t = 0; t < taps; t++) {
				await plus.click({ noWaitAfter: true });
				attempted += 5;
			}
			// Kill after a random wait of 0–120 ms: often while a write is in flight.
			await new Promise((r) => setTimeout(r, Math.floor(rand() * 120)));
			// What the screen says now was committed (it changes only after the commit).
			const shown = Number(
				await b.page
					.getByLabel(/^Total: /)
					.first()
					.textContent()
			);
			confirmed = Math.max(confirmed, shown);
			assert.equal(await b.kill(), 'SIGKILL');
			ran++;
			b = await launchKillable({ dir });
			await b.page.goto(url);
			await b.page.getByRole('heading', { name: 'Round 1' }).waitFor();
			const stored = Number(
				await b.page
					.getByLabel(/^Total: /)
					.first()
					.textContent()
			);
			if (stored < confirmed) lost += (confirmed - stored) / 5;
			assert.ok(stored <= attempted, `cycle ${i}: ${stored} > ${attempted} attempted`);
			assert.equal(stored % 5, 0, `cycle ${i}: a partial write (${stored})`);
			assert.equal(await b.page.getByText(/could not be replayed|no se pudieron/i).count(), 0);
			confirmed = stored;
			attempted = stored;
			if (process.env.KILL_DEBUG) console.log(`cycle ${i}: ${taps} taps, stored ${stored}`);
		}
		await b.kill();
	} finally {
		removeDir(dir);
	}
	console.log(`kill loop: ${ran} SIGKILL cycles, ${lost} committed taps lost (seed ${first})`);
	assert.equal(ran, CYCLES);
	assert.equal(lost, 0);
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
