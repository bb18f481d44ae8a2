// Play groups in real Chromium with a real table server on 127.0.0.1: a correction proposed on
// a member's phone waits for the recorder, is accepted on the recorder's phone and reaches the
// proposer; and a group that changes its link after a member left: the old link opens nothing
// for that phone, the members who stay go on with the new one. Every wait is bounded.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newScorePad, removeDir, startServer } from './harness.js';
import {
	createGroup,
	dataDir,
	joinGroup,
	sessionIdOf,
	startTableServer,
	storedLog,
	until
} from './sync-harness.js';

let web;
before(async () => (web = await startServer()));
after(async () => web.close());

/** On A: a score pad played to its end (Ana 10, Benno 5); returns its session id. */
async function finishedPlay(page) {
	await newScorePad(page, web.url, ['Ana', 'Benno']);
	const id = sessionIdOf(page);
	await page.getByRole('button', { name: 'Add 10 to Ana' }).click();
	await page.getByRole('button', { name: 'Add 5 to Benno' }).click();
	await page.getByLabel('Total: 5').waitFor();
	await page.getByRole('button', { name: 'Finish game' }).click();
	await page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();
	return id;
}

const sameLog = async (a, b, id) =>
	JSON.stringify(await storedLog(a, id)) === JSON.stringify(await storedLog(b, id));

test('a correction proposed on B to A’s play says it waits for A; accepted on A’s phone, it reaches B, which says so', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4352, data });
	const a = await launch();
	const b = await launch();
	try {
		const link = await createGroup(a.page, web.url, table.url, 'Friday games', 'Phone A');
		await joinGroup(b.page, web.url, link, 'Phone B');
		await b.page.getByText(/Members: .*Phone A/).waitFor();
		const id = await finishedPlay(a.page);
		await b.page.getByText('Recorded on Phone A').waitFor();

		// B corrects A's play on its own phone: Benno's last round was 10 more.
		await b.page.goto(`${web.url}/session/${id}`);
		await b.page.getByRole('button', { name: 'Correct this game' }).click();
		await b.page.getByRole('button', { name: 'Reopen' }).click();
		await b.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await b.page.getByLabel('Total: 15').waitFor();
		await b.page.getByRole('button', { name: 'Finish game' }).click();
		await b.page.getByRole('status').filter({ hasText: 'Winner: Benno' }).waitFor();
		await b.page.getByRole('button', { name: 'Done correcting' }).click();

		// B's group screen says the correction waits for A.
		await b.page.goto(`${web.url}/group`);
		await b.page.getByText(/Your correction to Phone A’s .* waits for Phone A/).waitFor();

		// A's group screen lists it; A accepts.
		await a.page.goto(`${web.url}/group`);
		await a.page.getByText(/Phone B proposes correcting your/).waitFor();
		await a.page.getByRole('button', { name: /^Accept the correction Phone B proposes/ }).click();
		await a.page.getByText('Correction accepted: it goes to every member of the group.').waitFor();

		// B hears it: accepted, and both phones store one log.
		await b.page.getByText(/Phone A accepted your correction/).waitFor();
		await until(() => sameLog(a.page, b.page, id), { what: 'A and B store one log' });
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});

test('after L leaves and A changes the link, the old link opens nothing for L; B joins by the new one and gets a new play', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4353, data });
	const a = await launch();
	const b = await launch();
	const l = await launch();
	try {
		// The phone that created the group typed the server token there: it can change the link.
		const link = await createGroup(a.page, web.url, table.url, 'Sunday games', 'Phone A');
		await joinGroup(b.page, web.url, link, 'Phone B');
		await joinGroup(l.page, web.url, link, 'Phone L');
		await a.page.getByText(/Members: .*Phone L/).waitFor();

		// L leaves (keeping the old link: it was on a QR code).
		await l.page.getByText('Leave this group').click();
		await l.page.getByRole('button', { name: 'Leave the group' }).click();
		await l.page.getByText('You left Sunday games.').waitFor();

		// A changes the link.
		await a.page.getByRole('button', { name: 'Change the link' }).click();
		await a.page.getByRole('button', { name: 'Change the link now' }).click();
		await until(
			async () =>
				(await a.page.getByRole('textbox', { name: 'Link to join the group' }).inputValue()) !==
				link,
			{ what: 'A shows the new link' }
		);
		const fresh = await a.page
			.getByRole('textbox', { name: 'Link to join the group' })
			.inputValue();

		// L tries the old link: the server refuses the old room.
		const refusedBefore = (table.output().match(/the group moved to a new link/g) ?? []).length;
		await joinGroup(l.page, web.url, link, 'Phone L');
		await until(
			async () =>
				(table.output().match(/the group moved to a new link/g) ?? []).length > refusedBefore,
			{ what: 'the server to refuse the old link' }
		);

		// B joins by the new link and gets a play finished after the change; L does not.
		await joinGroup(b.page, web.url, fresh, 'Phone B');
		await b.page.getByText(/Members: .*Phone A/).waitFor();
		const id = await finishedPlay(a.page);
		await until(async () => (await storedLog(b.page, id)).length > 0, {
			what: 'B to store the new play'
		});
		assert.deepEqual(await storedLog(l.page, id), []);
	} finally {
		await a.close();
		await b.close();
		await l.close();
		await table.stop();
		removeDir(data);
	}
});
