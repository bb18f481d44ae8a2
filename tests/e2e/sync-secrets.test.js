// Secrets on each player's phone, in real Chromium with the table server on
// 127.0.0.1: a Lancaster ballot voted on two phones (each seat on its own phone, the absent
// player's vote entered by the table on one of them), the secret never readable in the other
// phone's IndexedDB or WebSocket frames before the reveal, identical logs and results after;
// a reveal that does not match its commitment (a tampering phone) refused with a translated
// message, nothing recorded, and the table's fall-back still completing the vote.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { audit, launch, removeDir, startServer } from './harness.js';
import {
	TOKEN,
	dataDir,
	joinByLink,
	sessionIdOf,
	shareSession,
	startTableServer,
	storedLog,
	until
} from './sync-harness.js';

// Node 20 has no WebSocket of its own: the tampering phone's provider uses this one.
globalThis.WebSocket ??= WebSocket;

const PORT = 4346;
let web;
before(async () => (web = await startServer()));
after(async () => web.close());

async function newLancaster(page, base, names) {
	// The code decides who starts: with ANA225 it is seat 1 at 2–5 players.
	await page.goto(`${base}/new/lancaster?flow=live&seed=ANA225`);
	for (let i = 0; i < names.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
	}
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: `${names[0]} places a knight` }).waitFor();
}

async function troopsToCastles(page) {
	const turn = page.getByRole('heading', { name: / places a knight$/ });
	let placed = 0;
	while (await turn.count()) {
		await page.getByRole('button', { name: /Castle$/ }).click();
		placed++;
		await page.getByText(`Placed this round (${placed})`).waitFor();
	}
	await page.getByRole('button', { name: 'Troops placed: open parliament' }).click();
}

/** Everything this phone's IndexedDB holds (every database, every store), as latin1 text. */
function dumpIndexedDb(page) {
	return page.evaluate(async () => {
		const text = (v) =>
			JSON.stringify(v, (_k, x) => {
				if (x instanceof Uint8Array || x instanceof ArrayBuffer) {
					const b = new Uint8Array(x);
					let s = '';
					for (const c of b) s += String.fromCharCode(c);
					return s;
				}
				return x;
			});
		let out = '';
		for (const { name } of await indexedDB.databases()) {
			const db = await new Promise((resolve, reject) => {
				const r = indexedDB.open(name);
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			for (const store of db.objectStoreNames) {
				const all = await new Promise((resolve, reject) => {
					const r = db.transaction(store).objectStore(store).getAll();
					r.onsuccess = () => resolve(r.result);
					r.onerror = () => reject(r.error);
				});
				out += all.map(text).join('\n');
			}
			db.close();
		}
		return out;
	});
}

/** The salts of the choices this phone committed and has not revealed (its own Dexie meta). */
function ownSalts(page) {
	return page.evaluate(async () => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const rows = await new Promise((resolve, reject) => {
			const r = db.transaction('meta').objectStore('meta').getAll();
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		return rows.filter((r) => String(r.key).startsWith('sync:secret:')).map((r) => r.value.salt);
	});
}

/** Every byte this page's WebSockets received, kept as latin1 text. */
function recordFrames(page) {
	const frames = [];
	page.on('websocket', (ws) =>
		ws.on('framereceived', ({ payload }) =>
			frames.push(typeof payload === 'string' ? payload : Buffer.from(payload).toString('latin1'))
		)
	);
	return () => frames.join('');
}

const diskText = (data) =>
	readdirSync(join(data, 'rooms'))
		.map((f) => readFileSync(join(data, 'rooms', f)).toString('latin1'))
		.join('');

const step = (page) =>
	page.getByRole('region', { name: 'Secret choices, each on their own phone' });

/** JSON with object keys sorted (src/lib/sync/commit.ts `canonical`): what a record's signature covers. */
function canonical(v) {
	if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
	if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
	return `{${Object.keys(v)
		.filter((k) => v[k] !== undefined)
		.sort()
		.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
		.join(',')}}`;
}

/**
 * A rogue phone's writer: its own ECDSA P-256 key, signing each seat record as an app phone
 * does (src/lib/sync/secrets.ts), named «Rogue».
 */
async function rogueWriter(seatLog) {
	const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
		'sign',
		'verify'
	]);
	const pub = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString(
		'base64url'
	);
	let n = 0;
	return async (body) => {
		const record = { ...body, id: `rogue-${++n}-${Date.now()}`, phone: 'Rogue', at: Date.now() };
		const sig = await webcrypto.subtle.sign(
			{ name: 'ECDSA', hash: 'SHA-256' },
			pair.privateKey,
			new TextEncoder().encode(canonical(record))
		);
		seatLog.push([{ ...record, pub, sig: Buffer.from(sig).toString('base64url') }]);
	};
}

/** "This is my seat": the player's name among this phone's seats. */
const seat = (page, name) =>
	step(page)
		.getByRole('group', { name: /^Who plays on this phone/ })
		.getByRole('button', { name, exact: true });

async function vote(page, player, yes) {
	const mine = page.getByRole('group', {
		name: `Your secret choice, ${player} (only this phone sees it)`
	});
	await mine.getByRole('button', { name: yes ? /Yes, I agree/ : /No, I reject/ }).click();
	await mine.getByRole('button', { name: 'Cast my vote secretly' }).click();
}

test('a Lancaster ballot on two phones: secrets stay on their phone until the reveal; a tampered reveal is refused', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: PORT, data });
	const a = await launch();
	const b = await launch();
	const framesB = recordFrames(b.page);
	const framesA = recordFrames(a.page);
	let rogue = null;
	try {
		await newLancaster(a.page, web.url, ['Ana', 'Benno', 'Clara']);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		await joinByLink(b.page, link, 'Phone B');
		await b.page.getByRole('heading', { name: 'Ana places a knight' }).waitFor();
		await troopsToCastles(a.page);
		for (const p of [a, b])
			await p.page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();

		// "This is my seat" on each phone; Clara's phone is not here.
		await seat(a.page, 'Ana').click();
		await seat(b.page, 'Benno').click();
		await step(b.page).getByText('Clara: reveal pending — no phone holds this seat yet').waitFor();

		await audit(a.page, 'shared secret ballot, this phone’s seat chosen');
		await a.page.screenshot({ path: 'test-results/sync/secret-ballot-step.png' });
		await vote(a.page, 'Ana', true);
		await vote(b.page, 'Benno', false);
		await step(b.page)
			.getByText('Ana: chosen on Phone A (hidden until everyone has chosen)')
			.waitFor();
		await step(a.page)
			.getByText('Benno: chosen on Phone B (hidden until everyone has chosen)')
			.waitFor();
		await step(a.page).getByText('Clara: reveal pending').waitFor();
		// The top bar names no one's turn while everyone votes at once: it counts sealed votes.
		for (const p of [a, b]) {
			const bar = p.page.locator('header.live-bar');
			await bar.getByText('Everyone at once · 2 of 3 sealed').waitFor();
			assert.equal(await bar.getByText('Turn of').count(), 0, 'a turn chip during the ballot');
		}

		// Before the reveal: each phone's salt (what opens its commitment) only on that phone.
		const [saltA] = await ownSalts(a.page);
		const [saltB] = await ownSalts(b.page);
		assert.match(saltA, /^[0-9a-f]{32}$/);
		assert.match(saltB, /^[0-9a-f]{32}$/);
		await new Promise((r) => setTimeout(r, 2600)); // the server writes its copy
		assert.ok(!(await dumpIndexedDb(b.page)).includes(saltA), 'A’s secret in B’s IndexedDB');
		assert.ok(!(await dumpIndexedDb(a.page)).includes(saltB), 'B’s secret in A’s IndexedDB');
		assert.ok(framesB().length > 0);
		assert.ok(!framesB().includes(saltA), 'A’s secret in B’s WebSocket frames');
		assert.ok(!framesA().includes(saltB), 'B’s secret in A’s WebSocket frames');
		assert.ok(!diskText(data).includes(saltA) && !diskText(data).includes(saltB));
		// Nothing of the ballot is in either log yet.
		const id = sessionIdOf(a.page);
		const beforeReveal = await storedLog(a.page, id);
		assert.equal(beforeReveal.filter((e) => e.action?.type === 'tableVote').length, 0);

		// The fall-back: the table enters Clara's vote on phone A.
		await step(a.page).getByRole('button', { name: 'Enter for Clara on this phone' }).click();
		await a.page.getByText('Clara’s phone is away: the table enters Clara’s choice here').waitFor();
		const standIn = a.page.getByRole('group', {
			name: 'Your secret choice, Clara (only this phone sees it)'
		});
		await standIn.getByRole('button', { name: /No, I reject/ }).click();
		await standIn.getByRole('button', { name: 'Cast my vote secretly' }).click();

		// All committed: each phone reveals, every phone checks, one records — the same results.
		for (const p of [a, b])
			await p.page.getByRole('heading', { name: 'Vote on proposed law 2 of 3' }).waitFor();
		// The next law's ballot starts from none sealed.
		await a.page.locator('header.live-bar').getByText('Everyone at once · 0 of 3 sealed').waitFor();
		const results = await Promise.all(
			[a, b].map((p) => p.page.getByRole('region', { name: 'Voting results' }).textContent())
		);
		assert.equal(results[0], results[1]);
		assert.match(results[0], /1 for, 2 against/);
		// The byte-level probes do see a secret once it is revealed: they work.
		await until(async () => framesB().includes(saltA), { what: 'A’s reveal reaching B' });
		await until(
			async () =>
				JSON.stringify(await storedLog(a.page, id)) === JSON.stringify(await storedLog(b.page, id)),
			{ what: 'identical stored logs' }
		);
		const log = await storedLog(a.page, id);
		assert.equal(log.filter((e) => e.action?.type === 'tableVote').length, 1);

		// Law 2: a tampering phone takes Clara's seat (in front of the table: its key claims it) and
		// reveals something else than it committed.
		const players = await a.page.evaluate(async (sid) => {
			const db = await new Promise((resolve) => {
				const r = indexedDB.open('tablemate');
				r.onsuccess = () => resolve(r.result);
			});
			const row = await new Promise((resolve) => {
				const r = db.transaction('sessions').objectStore('sessions').get(sid);
				r.onsuccess = () => resolve(r.result);
			});
			db.close();
			return row.players;
		}, id);
		const clara = players.find((p) => p.name === 'Clara').id;
		const room = new URLSearchParams(new URL(link).hash.slice(1)).get('r');
		const doc = new Y.Doc();
		rogue = new HocuspocusProvider({ url: table.url, name: room, token: TOKEN, document: doc });
		const seatLog = doc.getArray('seatLog');
		await until(async () => seatLog.length > 0, { what: 'the rogue phone synced' });
		const write = await rogueWriter(seatLog);
		const open = 'lancaster:ballot:r1:v2';
		const salt = randomBytes(16).toString('hex');
		const commitment = createHash('sha256').update(`${salt}:{"tokens":0,"yes":true}`).digest('hex');
		await write({ t: 'claim', player: clara });
		for (const p of [a, b])
			await step(p.page).getByText('Clara plays from Rogue’s phone').waitFor();
		await write({ t: 'commit', key: `${open}|${clara}`, commitment });
		await vote(a.page, 'Ana', true);
		await vote(b.page, 'Benno', false);
		// Everyone committed: the phones reveal; the rogue opens a different choice.
		const revealed = (player) =>
			seatLog.toArray().some((r) => r.t === 'reveal' && r.key === `${open}|${player}`);
		await until(async () => revealed(players[0].id), { what: 'A revealing law 2' });
		await write({
			t: 'reveal',
			key: `${open}|${clara}`,
			reveal: { salt, choice: { tokens: 0, yes: false } }
		});
		const refusal = 'Clara: The revealed choice does not match what was committed before: refused.';
		for (const p of [a, b]) await step(p.page).getByText(refusal).waitFor();
		await new Promise((r) => setTimeout(r, 1000));
		assert.equal(
			(await storedLog(a.page, id)).filter((e) => e.action?.type === 'tableVote').length,
			1,
			'nothing recorded from a refused reveal'
		);
		// The table enters Clara's vote on phone B instead; the vote completes on both phones.
		await step(b.page).getByRole('button', { name: 'Enter for Clara on this phone' }).click();
		await vote(b.page, 'Clara', true);
		for (const p of [a, b])
			await p.page.getByRole('heading', { name: 'Vote on proposed law 3 of 3' }).waitFor();
		await until(
			async () =>
				JSON.stringify(await storedLog(a.page, id)) === JSON.stringify(await storedLog(b.page, id)),
			{ what: 'identical stored logs after law 2' }
		);
		const end = await storedLog(b.page, id);
		assert.equal(end.filter((e) => e.action?.type === 'tableVote').length, 2);
		assert.deepEqual(
			end.at(-1).action.ballots.find((x) => x.id === clara),
			{ id: clara, yes: true, tokens: 0 }
		);
		await a.page.screenshot({ path: 'test-results/sync/secret-ballot.png', fullPage: true });
		// The seat moves are lines of the Log tab, among the moves, on both phones.
		for (const p of [a, b]) {
			await p.page.getByRole('button', { name: 'Log' }).click();
			await p.page.locator('.log li.seat', { hasText: 'Clara plays from Rogue’s phone' }).waitFor();
		}
	} finally {
		rogue?.destroy();
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});

test('three phones play Lancaster: each player places knights on their own phone in turn, votes secretly there, and all three end with identical logs and results', async () => {
	const data = dataDir();
	const table = await startTableServer({ port: PORT, data });
	const phones = { Ana: await launch(), Benno: await launch(), Clara: await launch() };
	const [a, b, c] = Object.values(phones);
	try {
		await newLancaster(a.page, web.url, ['Ana', 'Benno', 'Clara']);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		await joinByLink(b.page, link, 'Phone B');
		await joinByLink(c.page, link, 'Phone C');
		// The troops phase, turn by turn: whoever's turn it is taps on their own phone.
		const turn = a.page.getByRole('heading', { name: / places a knight$/ });
		let placed = 0;
		while (await turn.count()) {
			const name = (await turn.textContent()).replace(/ places a knight$/, '');
			const own = phones[name].page;
			await own.getByRole('heading', { name: `${name} places a knight` }).waitFor();
			await own.getByRole('button', { name: /Castle$/ }).click();
			placed++;
			await a.page.getByText(`Placed this round (${placed})`).waitFor();
		}
		assert.ok(placed >= 3, 'every player placed knights');
		await c.page.getByRole('button', { name: 'Troops placed: open parliament' }).click();
		for (const p of [a, b, c])
			await p.page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		// The ballot: each player's seat and secret vote on their own phone.
		for (const [name, p] of Object.entries(phones)) await seat(p.page, name).click();
		await vote(a.page, 'Ana', true);
		await vote(b.page, 'Benno', true);
		await vote(c.page, 'Clara', false);
		for (const p of [a, b, c])
			await p.page.getByRole('heading', { name: 'Vote on proposed law 2 of 3' }).waitFor();
		const results = await Promise.all(
			[a, b, c].map((p) => p.page.getByRole('region', { name: 'Voting results' }).textContent())
		);
		assert.equal(new Set(results).size, 1);
		assert.match(results[0], /2 for, 1 against/);
		const id = sessionIdOf(a.page);
		await until(
			async () => {
				const logs = await Promise.all([a, b, c].map((p) => storedLog(p.page, id)));
				return new Set(logs.map((l) => JSON.stringify(l))).size === 1;
			},
			{ what: 'identical stored logs on three phones' }
		);
		const log = await storedLog(c.page, id);
		assert.equal(log.filter((e) => e.action?.type === 'tableVote').length, 1);
	} finally {
		for (const p of [a, b, c]) await p.close();
		await table.stop();
		removeDir(data);
	}
});

test('a Xidit census unit counted on two phones: each count committed on its own phone, revealed together, recorded once', async () => {
	const { start, playYear } = await import('../../bench/flows/xidit.js');
	const data = dataDir();
	const table = await startTableServer({ port: PORT, data });
	const a = await launch();
	const b = await launch();
	const framesB = recordFrames(b.page);
	try {
		await start(a.page, web.url);
		const link = await shareSession(a.page, table.url, { phone: 'Phone A' });
		await joinByLink(b.page, link, 'Phone B');
		await b.page.getByRole('heading', { name: /^Year 1 of 12/ }).waitFor();
		for (let y = 1; y <= 4; y++) await playYear(a.page, y);
		for (const p of [a, b])
			await p.page.getByRole('heading', { name: 'Military census of year 4' }).waitFor();
		// Ana and Ben play on phone A, Cai and Dia on phone B.
		for (const [p, names] of [
			[a, ['Ana', 'Ben']],
			[b, ['Cai', 'Dia']]
		])
			for (const n of names) await seat(p.page, n).click();
		const counts = { Ana: 2, Ben: 0, Cai: 1, Dia: 2 };
		for (const [p, names] of [
			[a, ['Ana', 'Ben']],
			[b, ['Cai', 'Dia']]
		])
			for (const n of names) {
				const mine = p.page.getByRole('group', {
					name: `Your secret choice, ${n} (only this phone sees it)`
				});
				await mine
					.getByLabel(`Peasant Militia shown by ${n}`, { exact: true })
					.fill(String(counts[n]));
				const field = mine.getByLabel(`Peasant Militia shown by ${n}`, { exact: true });
				await field.press('Tab');
				await mine.getByRole('button', { name: 'Hide my choice' }).click();
				// This unit's field goes (the last choice can resolve the unit and open the next
				// one's group, of the same name, before a wait for the group itself sees it go).
				await field.waitFor({ state: 'detached' });
				if (n === 'Ana') {
					// Ana's count is on phone A only until everyone has chosen.
					const [salt] = await ownSalts(a.page);
					assert.ok(!(await dumpIndexedDb(b.page)).includes(salt));
					assert.ok(!framesB().includes(salt));
				}
			}
		const id = sessionIdOf(a.page);
		await until(
			async () => {
				const [la, lb] = await Promise.all([storedLog(a.page, id), storedLog(b.page, id)]);
				return (
					JSON.stringify(la) === JSON.stringify(lb) &&
					la.filter((e) => e.action?.type === 'censusResolve').length === 1
				);
			},
			{ what: 'one census recorded, identical logs' }
		);
		const census = (await storedLog(b.page, id)).find((e) => e.action?.type === 'censusResolve');
		assert.equal(census.action.secret, 'xidit:census:y4:militia');
		assert.deepEqual(Object.values(census.action.counts).sort(), [0, 1, 2, 2]);
	} finally {
		await a.close();
		await b.close();
		await table.stop();
		removeDir(data);
	}
});
