// Pieces of the several-phones tests: a real table server as a child process on
// 127.0.0.1 (killable for real), and the steps a person takes to share and to join.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';

export const TOKEN = 'table-test-token-1';
const SERVER = new URL('../../server/table-server.js', import.meta.url).pathname;

export function dataDir() {
	return mkdtempSync(join(tmpdir(), 'tablemate-table-'));
}

function portOpen(port) {
	return new Promise((resolve) => {
		const s = connect(port, '127.0.0.1');
		s.once('connect', () => (s.destroy(), resolve(true)));
		s.once('error', () => resolve(false));
	});
}

/** Starts `server/table-server.js` on 127.0.0.1:port; resolves once it accepts connections. */
export async function startTableServer({ port, data, tokens = TOKEN }) {
	const child = spawn(
		process.execPath,
		[SERVER, '--host', '127.0.0.1', '--port', String(port), '--data', data],
		{
			env: { ...process.env, TABLE_TOKENS: tokens },
			stdio: ['ignore', 'pipe', 'pipe']
		}
	);
	let out = '';
	child.stdout.on('data', (d) => (out += d));
	child.stderr.on('data', (d) => (out += d));
	for (let i = 0; i < 100; i++) {
		if (child.exitCode !== null) throw new Error(`table server exited: ${out}`);
		if (await portOpen(port)) break;
		await new Promise((r) => setTimeout(r, 100));
		if (i === 99) throw new Error(`table server did not start: ${out}`);
	}
	/** How it ended when it ended on its own or by another's hand (null while it runs). */
	let ended = null;
	child.once('exit', (code, signal) => (ended = signal ?? `exit ${code}`));
	return {
		url: `ws://127.0.0.1:${port}`,
		pid: child.pid,
		output: () => out,
		/** Null while the server runs, else how it ended ("SIGKILL", "exit 1"…). */
		ended: () => ended,
		/** SIGKILL: no goodbye, nothing flushed on the way out. */
		kill: () =>
			new Promise((resolve) => {
				if (child.exitCode !== null) return resolve(undefined);
				child.once('exit', () => resolve(undefined));
				child.kill('SIGKILL');
			}),
		/**
		 * SIGTERM (the server stores and closes), bounded: a server still there after `ms` is
		 * killed, so a test or the bench never waits on it forever.
		 */
		stop: (ms = 5000) =>
			new Promise((resolve) => {
				if (child.exitCode !== null) return resolve(undefined);
				const t = setTimeout(() => child.kill('SIGKILL'), ms);
				child.once('exit', () => (clearTimeout(t), resolve(undefined)));
				child.kill('SIGTERM');
			})
	};
}

/** On a session screen: Log tab → "Play on several phones" → share; returns the join link. */
export async function shareSession(page, serverUrl, { token = TOKEN, phone = 'Phone A' } = {}) {
	await page.getByRole('button', { name: 'Log' }).click();
	await page.getByText('Play on several phones').click();
	await page.getByLabel('Table server address').fill(serverUrl);
	await page.getByLabel('Table server token').fill(token);
	await page.getByLabel('This phone’s name').fill(phone);
	await page.getByRole('button', { name: 'Share this game' }).click();
	const link = await page.getByRole('textbox', { name: 'Link to join' }).inputValue();
	await page
		.getByRole('status')
		.filter({ hasText: /connected/ })
		.waitFor();
	await page.getByRole('button', { name: 'Now' }).click();
	return link;
}

/** Opens a join link on another phone and joins as `phone`; waits for the session screen. */
export async function joinByLink(page, link, phone) {
	await page.goto(link);
	await page.getByLabel('This phone’s name').fill(phone);
	await page.getByRole('button', { name: 'Join the game' }).click();
	await page.waitForURL(/\/session\//);
}

/** On the web app at `webUrl`, /group: creates a group on `serverUrl`; returns its join link. */
export async function createGroup(page, webUrl, serverUrl, name, phone) {
	await page.goto(`${webUrl}/group`);
	await page.getByLabel('Group name').fill(name);
	await page.getByLabel('Table server address').fill(serverUrl);
	await page.getByLabel('Table server token').fill(TOKEN);
	await page.getByLabel('This phone’s name').fill(phone);
	await page.getByRole('button', { name: 'Create the group' }).click();
	await page.getByRole('heading', { name }).waitFor();
	await page
		.getByRole('status')
		.filter({ hasText: /connected/ })
		.waitFor();
	await page.getByText('Invite a phone: QR code and link').click();
	await page.getByRole('img', { name: `QR code of the link to join the group ${name}` }).waitFor();
	return page.getByRole('textbox', { name: 'Link to join the group' }).inputValue();
}

/** Opens a group's join link on another phone (from another page: the group screen reads a
 * link's fragment when it opens) and joins as `phone`. */
export async function joinGroup(page, webUrl, link, phone) {
	await page.goto(`${webUrl}/history`);
	await page.goto(link);
	await page.getByLabel('This phone’s name').fill(phone);
	await page.getByRole('button', { name: 'Join the group' }).click();
}

/** The session's drafts as stored in IndexedDB (form key → value). */
export function storedDrafts(page, sessionId) {
	return page.evaluate(async (id) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const rows = await new Promise((resolve, reject) => {
			const r = db.transaction('drafts').objectStore('drafts').getAll();
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		return Object.fromEntries(
			rows.filter((x) => x.sessionId === id).map((x) => [x.form, x.value?.value ?? null])
		);
	}, sessionId);
}

/** The session's log as this phone stores it (ids in order), read from its IndexedDB. */
export function storedLog(page, sessionId) {
	return page.evaluate(async (id) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const rows = await new Promise((resolve, reject) => {
			const r = db.transaction('log').objectStore('log').getAll();
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		return rows
			.filter((x) => x.sessionId === id)
			.sort((a, b) => a.seq - b.seq)
			.map((x) => ({ id: x.id, kind: x.kind, action: x.action ?? null }));
	}, sessionId);
}

export function sessionIdOf(page) {
	return new URL(page.url()).pathname.split('/').pop();
}

/** Waits (bounded) until `fn` returns true. */
export async function until(fn, { ms = 15_000, what = 'condition' } = {}) {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		if (await fn()) return;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`timed out waiting for ${what}`);
}

/**
 * A TCP relay on 127.0.0.1:port to the table server: one phone reaches the server through it,
 * so the test can take that phone's network away (every connection cut, new ones refused)
 * and give it back, while the other phones keep playing.
 */
export async function startRelay(port, targetPort) {
	const { createServer, connect: dial } = await import('node:net');
	const sockets = new Set();
	/** Every byte the server sent through the relay (what the phone's WebSocket received). */
	const received = [];
	let up = true;
	const server = createServer((inbound) => {
		if (!up) return inbound.destroy();
		const outbound = dial(targetPort, '127.0.0.1');
		for (const s of [inbound, outbound]) {
			sockets.add(s);
			s.on('close', () => sockets.delete(s));
			s.on('error', () => {});
		}
		outbound.on('data', (d) => received.push(d));
		inbound.pipe(outbound).pipe(inbound);
		inbound.on('close', () => outbound.destroy());
		outbound.on('close', () => inbound.destroy());
	});
	await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
	return {
		received: () => Buffer.concat(received),
		cut() {
			up = false;
			for (const s of sockets) s.destroy();
		},
		restore() {
			up = true;
		},
		close: () =>
			new Promise((resolve) => {
				for (const s of sockets) s.destroy();
				server.close(() => resolve(undefined));
			})
	};
}

/** The same join link through another port (a relay). */
export function viaPort(link, from, to) {
	return link.replace(`%3A${from}`, `%3A${to}`);
}
