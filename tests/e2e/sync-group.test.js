// A play group, in real Chromium with a real table server on 127.0.0.1:
// a group created on phone A and joined by its link on phone B; a play finished on A appears
// in B's history, and a correction made on A after the end reaches B.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, launch, newScorePad, removeDir, startServer } from './harness.js';
import {
	createGroup,
	dataDir,
	sessionIdOf,
	startTableServer,
	storedLog,
	until
} from './sync-harness.js';

let web;
before(async () => (web = await startServer()));
after(async () => web.close());

test('a play group: a play finished on A appears in B’s history; a correction on A reaches B while B shows only its history', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4328, data });
	const a = await launch();
	const b = await launch();
	try {
		const link = await createGroup(a.page, web.url, table.url, 'Thursday games', 'Phone A');
		assert.match(link, /\/group#s=ws/);

		// Settings leads to the groups (a 44-px link).
		await a.page.goto(`${web.url}/settings`);
		await a.page.getByRole('link', { name: /^Play groups/ }).waitFor();
		await audit(a.page, 'settings with the play groups link');
		await a.page.goto(`${web.url}/group`);
		await a.page.getByRole('heading', { name: 'Thursday games' }).waitFor();

		// B joins by the link (what the QR code holds).
		await b.page.goto(link);
		await b.page.getByRole('heading', { name: 'Join the group “Thursday games”' }).waitFor();
		await audit(b.page, 'group join page');
		await b.page.getByLabel('This phone’s name').fill('Phone B');
		await b.page.getByRole('button', { name: 'Join the group' }).click();
		await b.page.getByText(/Members: .*Phone A/).waitFor();
		await a.page.getByText(/Members: .*Phone B/).waitFor();

		// A plays a game to its end.
		await newScorePad(a.page, web.url, ['Ana', 'Benno']);
		const id = sessionIdOf(a.page);
		await a.page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await a.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		await a.page.getByLabel('Total: 5').waitFor();
		await a.page.getByRole('button', { name: 'Finish game' }).click();
		await a.page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();

		// B's group screen lists it (recorded on Phone A); B's history shows it.
		await b.page.getByText('Recorded on Phone A').waitFor();
		await audit(b.page, 'group screen with a play');
		await b.page.goto(`${web.url}/history`);
		await b.page
			.getByText(/Winner: Ana/)
			.first()
			.waitFor();

		// A corrects it after the end: Benno's last round was 10 more.
		await a.page.getByRole('button', { name: 'Correct this game' }).click();
		await a.page.getByRole('button', { name: 'Reopen' }).click();
		await a.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await a.page.getByLabel('Total: 15').waitFor();
		await a.page.getByRole('button', { name: 'Finish game' }).click();
		await a.page.getByRole('status').filter({ hasText: 'Winner: Benno' }).waitFor();
		await a.page.getByRole('button', { name: 'Done correcting' }).click();

		// B, loaded afresh on its history (not the group screen), follows the group: the app's
		// layout starts a member's groups on any screen.
		await b.page.goto(`${web.url}/history`);
		await until(
			async () =>
				JSON.stringify(await storedLog(b.page, id)) === JSON.stringify(await storedLog(a.page, id)),
			{ what: 'B stores A’s corrected log' }
		);
		await b.page.goto(`${web.url}/history`);
		await b.page
			.getByText(/Winner: Benno/)
			.first()
			.waitFor();
		assert.equal(await b.page.getByText(/Winner: Ana/).count(), 0);
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});
