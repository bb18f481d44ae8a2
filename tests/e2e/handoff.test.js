// No network at all, in real Chromium: a finished play shown on phone A as
// QR codes one after another; pictures of those codes read on phone B (in the page, by the
// QR library: this Chromium has no BarcodeDetector) and imported through the backup import;
// the play on B is identical to A's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, launch, newScorePad, startServer } from './harness.js';
import { sessionIdOf, storedLog } from './sync-harness.js';

let web;
before(async () => (web = await startServer()));
after(async () => web.close());

/** The stored session row, without the fields a phone sets for itself. */
function storedRow(page, id) {
	return page.evaluate(async (sessionId) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const row = await new Promise((resolve, reject) => {
			const r = db.transaction('sessions').objectStore('sessions').get(sessionId);
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		const { updatedAt: _u, correcting: _c, ...rest } = row;
		return rest;
	}, id);
}

test('a finished play handed over by QR pictures arrives identical on the other phone', async () => {
	const a = await launch();
	const b = await launch();
	try {
		await newScorePad(a.page, web.url, ['Ana', 'Benno']);
		const id = sessionIdOf(a.page);
		for (let round = 0; round < 6; round++) {
			await a.page.getByRole('button', { name: 'Add 10 to Ana' }).click();
			await a.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
			await a.page.getByRole('button', { name: 'New round' }).click();
			await a.page.getByRole('heading', { name: `Round ${round + 2}` }).waitFor();
		}
		await a.page.getByRole('button', { name: 'Finish game' }).click();
		await a.page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();

		// A shows the play's codes, one after another.
		await a.page.goto(`${web.url}/join/handoff`);
		await a.page.getByRole('button', { name: 'Show its codes' }).click();
		await a.page.getByText(/^Code 1 of \d+$/).waitFor();
		await audit(a.page, 'hand-off codes');
		await a.page.getByRole('button', { name: 'Pause' }).click();
		await a.page.getByRole('button', { name: 'Previous code' }).click();
		await a.page.getByRole('button', { name: 'Next code' }).click();
		const total = Number(
			/of (\d+)/.exec(await a.page.getByText(/^Code \d+ of \d+$/).textContent())[1]
		);
		assert.ok(total >= 1 && total <= 4, `${total} codes`);
		// Paused on whichever code was showing: each code once, from there, wrapping around.
		const pictures = new Map();
		for (let k = 0; k < total; k++) {
			const shown = await a.page.getByText(/^Code \d+ of \d+$/).textContent();
			pictures.set(shown, {
				name: `code-${pictures.size + 1}.png`,
				mimeType: 'image/png',
				buffer: await a.page.getByTestId('handoff-qr').screenshot()
			});
			await a.page.getByRole('button', { name: 'Next code' }).click();
			if (total > 1) await a.page.getByText(shown).waitFor({ state: 'detached' });
		}
		assert.equal(pictures.size, total);

		// B reads the pictures (last first: any order will do).
		await b.page.goto(`${web.url}/join/handoff`);
		await b.page.getByRole('heading', { name: 'Receive a play' }).waitFor();
		await audit(b.page, 'hand-off receive');
		assert.equal(await b.page.evaluate(() => 'BarcodeDetector' in window), false);
		await b.page
			.getByLabel('Read codes from pictures')
			.setInputFiles([...pictures.values()].reverse());
		await b.page.getByText('The play is on this phone now.').waitFor();
		await b.page.getByRole('link', { name: 'Open it' }).click();
		await b.page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();

		assert.deepEqual(await storedLog(b.page, id), await storedLog(a.page, id));
		assert.deepEqual(await storedRow(b.page, id), await storedRow(a.page, id));

		// A picture with no code in it is refused with a sentence, and changes nothing.
		await b.page.goto(`${web.url}/join/handoff`);
		await b.page.getByLabel('Read codes from pictures').setInputFiles({
			name: 'blank.png',
			mimeType: 'image/png',
			buffer: await b.page.getByRole('heading', { name: 'Receive a play' }).screenshot()
		});
		await b.page.getByRole('alert').filter({ hasText: 'No QR code was found' }).waitFor();
	} finally {
		await a.close();
		await b.close();
	}
});
