// Finished means finished, with a way back: a finished session is read-only until the person
// taps "Correct this game"; a correction re-scores and updates the banner and the history.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newScorePad, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

test('a finished game is read-only until corrected; the correction changes the winner everywhere', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno']);
		await page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		await page.getByLabel('Total: 5').waitFor();
		await page.getByRole('button', { name: 'Finish game' }).click();
		await page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();

		// Read-only: no way to change a number, no undo, no reopen.
		assert.equal(await page.getByRole('button', { name: 'Add 10 to Benno' }).isDisabled(), true);
		assert.equal(await page.getByRole('button', { name: /^Undo/ }).isDisabled(), true);
		assert.equal(await page.getByRole('button', { name: 'Reopen' }).count(), 0);

		// Correct: Benno's last round was 10 more. While correcting, nothing offers to share
		// the result that is being changed.
		await page.getByRole('heading', { name: 'After the game' }).waitFor();
		await page.getByRole('button', { name: 'Correct this game' }).click();
		await page.getByRole('heading', { name: 'After the game' }).waitFor({ state: 'detached' });
		await page.getByRole('button', { name: 'Reopen' }).click();
		await page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await page.getByLabel('Total: 15').waitFor();
		await page.getByRole('button', { name: 'Finish game' }).click();
		await page.getByRole('status').filter({ hasText: 'Winner: Benno' }).waitFor();
		await page.getByRole('button', { name: 'Done correcting' }).click();
		await page.getByRole('heading', { name: 'After the game' }).waitFor();
		assert.equal(await page.getByRole('button', { name: 'Add 10 to Benno' }).isDisabled(), true);

		// The history shows the corrected winner, also after a reload.
		await page.reload();
		await page.getByRole('status').filter({ hasText: 'Winner: Benno' }).waitFor();
		await page.goto(server.url + '/history');
		await page
			.getByText(/Winner: Benno/)
			.first()
			.waitFor();
	} finally {
		await b.close();
	}
});
