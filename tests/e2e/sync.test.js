// Several phones at one table, in real Chromium with a real table server on
// 127.0.0.1: sharing, joining by link, playing from any phone, and the faults a table meets.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, launch, newScorePad, removeDir, startServer } from './harness.js';
import {
	dataDir,
	startRelay,
	viaPort,
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
		await b.page.goto(link);
		await b.page.getByRole('button', { name: 'Join the game' }).waitFor();
		await audit(b.page, 'join page');
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
		// Each phone shows a move once it is stored there: wait for both, not only the one that received it.
		await a.page.getByLabel('Total: 15').waitFor();
		await b.page.getByLabel('Total: 15').waitFor();
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
		await b.page.getByRole('status').filter({ hasText: '2 phones connected' }).waitFor();
		await audit(b.page, 'shared session, log pane with the share panel');
		await b.page.screenshot({ path: 'test-results/sync/shared-log-pane.png', fullPage: true });
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});

test('three phones: one offline for 20 actions while the others play, then back — all three end identical', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4316, data });
	const relay = await startRelay(4319, 4316);
	const a = await launch();
	const b = await launch();
	const c = await launch();
	try {
		await newScorePad(a.page, web.url);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		await joinByLink(b.page, link, 'Phone B');
		await joinByLink(c.page, viaPort(link, 4316, 4319), 'Phone C');
		await c.page.getByRole('heading', { name: 'Round 1' }).waitFor();
		await a.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await c.page.getByLabel('Total: 5').waitFor();
		relay.cut();
		// 20 actions: C adds to Benno ten times while A and B add to Ana ten times.
		for (let i = 0; i < 10; i++) {
			await c.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
			await (i % 2 ? a : b).page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		}
		await c.page.getByLabel('Total: 50').waitFor();
		await a.page.getByLabel('Total: 55').waitFor();
		await b.page.getByLabel('Total: 55').waitFor();
		relay.restore();
		for (const p of [a, b, c]) {
			await p.page.getByLabel('Total: 55').waitFor();
			await p.page.getByLabel('Total: 50').waitFor();
		}
		const id = sessionIdOf(a.page);
		await until(
			async () => {
				const logs = await Promise.all([a, b, c].map((p) => storedLog(p.page, id)));
				return logs.every((l) => l.length === 21 && JSON.stringify(l) === JSON.stringify(logs[0]));
			},
			{ what: 'three identical stored logs of 21 entries' }
		);
		// A stale phone that comes back after the game ended sees it ended.
		relay.cut();
		await a.page.getByRole('button', { name: 'Finish game' }).click();
		await b.page.getByText('Game over').first().waitFor();
		relay.restore();
		await c.page.getByText('Game over').first().waitFor();
	} finally {
		for (const p of [a, b, c]) await p.close();
		await relay.close();
		await table.stop();
		removeDir(data);
	}
});

test('the table server killed mid-game and restarted: nothing lost, a new phone gets the whole game from its disk', async () => {
	const data = dataDir();
	let table = await startTableServer({ port: 4316, data });
	const a = await launch();
	const b = await launch();
	const d = await launch();
	try {
		await newScorePad(a.page, web.url);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		await joinByLink(b.page, link, 'Phone B');
		for (let i = 0; i < 3; i++) await a.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 15').waitFor();
		await table.kill();
		// Both phones keep playing while the server is down.
		await a.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await a.page.getByLabel('Total: 20').waitFor();
		table = await startTableServer({ port: 4316, data });
		for (const p of [a, b]) {
			await p.page.getByLabel('Total: 20').waitFor({ timeout: 30_000 });
			await p.page.getByLabel('Total: 10').waitFor({ timeout: 30_000 });
		}
		// Let the server write, take the phones away, restart it again: a new phone joins from disk.
		await new Promise((r) => setTimeout(r, 2500));
		await a.close();
		await b.close();
		await table.stop();
		table = await startTableServer({ port: 4316, data });
		await joinByLink(d.page, link, 'Phone D');
		await d.page.getByLabel('Total: 20').waitFor();
		await d.page.getByLabel('Total: 10').waitFor();
		assert.equal((await storedLog(d.page, sessionIdOf(d.page))).length, 5);
	} finally {
		for (const p of [a, b, d]) await p.close().catch(() => {});
		await table.stop();
		removeDir(data);
	}
});

test('a join link with a wrong token is refused with a translated message; a broken link says so', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: 4316, data });
	const a = await launch();
	const b = await launch({ locale: 'es-ES' });
	try {
		await newScorePad(a.page, web.url);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		const wrong = link.replace(/([#&]t=)[^&]+/, '$1not-the-token');
		await b.page.goto(wrong);
		await b.page.getByRole('button', { name: 'Unirse a la partida' }).click();
		await b.page
			.getByRole('alert')
			.filter({ hasText: 'El servidor de mesa ha rechazado este enlace' })
			.waitFor();
		assert.match(b.page.url(), /\/join/);
		await b.page.goto('about:blank');
		await b.page.goto(`${web.url}/join#s=ws://x`);
		await b.page.getByRole('alert').filter({ hasText: 'incompleto' }).waitFor();
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});
