// Several phones at one table (issue 35), in real Chromium with a real table server on
// 127.0.0.1: sharing, joining by link, playing from any phone, and the faults a table meets.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newScorePad, removeDir, startServer } from './harness.js';
import {
	dataDir,
	joinByLink,
	sessionIdOf,
	shareSession,
	startTableServer,
	storedLog,
	until
} from './sync-harness.js';

let web;
before(async () => (web = await startServer()));
after(async () => web.close());

const totals = async (page) =>
	Promise.all(
		[0, 1].map((i) =>
			page
				.getByLabel(/^Total: /)
				.nth(i)
				.textContent()
		)
	);

test('two phones: a game shared by link, played from both, ends with identical logs and totals', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4316, data });
	const a = await launch();
	const b = await launch();
	try {
		await newScorePad(a.page, web.url);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		assert.match(link, /\/join#s=ws/);
		await joinByLink(b.page, link, 'Phone B');
		await b.page.getByRole('heading', { name: 'Round 1' }).waitFor();
		assert.equal(sessionIdOf(b.page), sessionIdOf(a.page));
		await a.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 5').waitFor();
		await b.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await a.page.getByLabel('Total: 10').waitFor();
		await a.page.getByRole('button', { name: 'New round' }).click();
		await b.page.getByRole('heading', { name: 'Round 2' }).waitFor();
		await b.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		await a.page.getByLabel('Total: 15').waitFor();
		assert.deepEqual(await totals(a.page), await totals(b.page));
		const id = sessionIdOf(a.page);
		await until(
			async () =>
				JSON.stringify(await storedLog(a.page, id)) === JSON.stringify(await storedLog(b.page, id)),
			{ what: 'identical stored logs' }
		);
		assert.equal((await storedLog(a.page, id)).length, 4);
		// The log says from which phone each move came.
		await b.page.getByRole('button', { name: 'Log' }).click();
		const recent = b.page.getByRole('list', { name: 'Last moves' });
		await recent
			.getByText(/from Phone A/)
			.first()
			.waitFor();
		await recent
			.getByText(/from Phone B/)
			.first()
			.waitFor();
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});
