// Load on the table server: N simulated tables of 4 headless Yjs phones (Node, the project's
// Hocuspocus provider, one WebSocket per phone) against one instance, then against two
// instances on one Redis (phones of a table split between them), at N = 50, 200, 500. Each
// table's phones take turns recording entries at about one every 2 s per table (a busy
// table); every entry carries the time it was made, and each of the other three phones notes
// when it arrives: the relay latency. The server's memory per room is its RSS (from /proc) with
// every table open and written, minus its RSS idle, divided by N.
//
// `npm run bench:sync-load` (no build needed). 127.0.0.1 only; every wait is bounded; the
// servers and Redis are stopped whatever happens. SYNC_LOAD_N="50,200" narrows the sizes.
// The phones run in this one Node process, on the same 2 cores as the server(s): the figures
// are the server's and the clients' cost together, as on one small machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { startTableServer } from '../tests/e2e/sync-harness.js';

globalThis.WebSocket ??= WebSocket;

const SIZES = (process.env.SYNC_LOAD_N ?? '50,200,500').split(',').map(Number);
const PHONES = 4;
const ENTRIES = 5; // per table, one phone after another
const SPACING_MS = 2000; // a table records about one entry every 2 s
const TOKEN = 'sync-load-token';
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const t0 = Date.now();
const say = (s) =>
	process.stderr.write(`# sync-load +${((Date.now() - t0) / 1000).toFixed(0)} s: ${s}\n`);

function freePort() {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once('error', reject);
		s.listen(0, '127.0.0.1', () => {
			const { port } = s.address();
			s.close(() => resolve(port));
		});
	});
}

function portOpen(port) {
	return new Promise((resolve) => {
		const s = connect(port, '127.0.0.1');
		s.once('connect', () => (s.destroy(), resolve(true)));
		s.once('error', () => resolve(false));
	});
}

/** Waits (bounded) until `ok()` holds. */
async function until(ok, what, ms) {
	const end = Date.now() + ms;
	while (!ok()) {
		if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
		await new Promise((r) => setTimeout(r, 50));
	}
}

const rssKb = (pid) => {
	const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
	return m ? Number(m[1]) : NaN;
};

const pct = (xs, p) => {
	if (xs.length === 0) return NaN;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function startRedis() {
	if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing`);
	const dir = mkdtempSync(join(tmpdir(), 'tablemate-load-redis-'));
	const port = await freePort();
	const child = spawn(
		REDIS_SERVER,
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--dir',
			dir,
			'--save',
			'',
			'--appendonly',
			'no'
		],
		{ stdio: 'ignore' }
	);
	for (let i = 0; !(await portOpen(port)); i++) {
		if (i > 100 || child.exitCode !== null) throw new Error('redis-server did not start');
		await new Promise((r) => setTimeout(r, 50));
	}
	return {
		url: `redis://127.0.0.1:${port}`,
		stop: async () => {
			if (child.exitCode === null) {
				const gone = new Promise((r) => child.once('exit', r));
				child.kill('SIGTERM');
				await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
			}
			rmSync(dir, { recursive: true, force: true });
		}
	};
}

/** One phone: a doc on its own socket, in `room` on `url`. */
function phone(url, room) {
	const doc = new Y.Doc();
	let synced = false;
	const provider = new HocuspocusProvider({
		url,
		name: room,
		token: TOKEN,
		document: doc,
		onSynced: () => (synced = true)
	});
	return {
		doc,
		log: doc.getArray('log'),
		synced: () => synced,
		destroy: () => {
			try {
				provider.destroy();
			} catch {
				// Already closed: nothing left to let go.
			}
			doc.destroy();
		}
	};
}

/** N tables against `urls` (phones spread over them); returns latencies and memory. */
async function run(n, urls, pids) {
	const idle = pids.map(rssKb);
	const tables = [];
	const latencies = [];
	for (let t = 0; t < n; t++) {
		const room = `t-load${String(t).padStart(6, '0')}${Math.random().toString(36).slice(2, 10)}`;
		const phones = Array.from({ length: PHONES }, (_, i) => phone(urls[i % urls.length], room));
		for (const [i, p] of phones.entries())
			p.log.observe((e, tr) => {
				if (tr.local) return;
				const now = performance.now();
				for (const item of e.changes.added)
					for (const v of item.content.getContent())
						if (v && typeof v.made === 'number' && v.from !== i) latencies.push(now - v.made);
			});
		tables.push(phones);
	}
	try {
		return await measure(n, urls, pids, idle, tables, latencies);
	} finally {
		for (const ps of tables) for (const p of ps) p.destroy();
	}
}

async function measure(n, urls, pids, idle, tables, latencies) {
	let expected = 0;
	say(`${n} tables: connecting ${n * PHONES} phones to ${urls.length} instance(s)`);
	await until(
		() => tables.every((ps) => ps.every((p) => p.synced())),
		'every phone synced',
		120_000
	);
	say(`${n} tables: all synced; recording`);
	// Each table records ENTRIES entries, phone after phone, about SPACING_MS apart; the tables
	// start spread over the first spacing.
	const writes = [];
	for (const [t, phones] of tables.entries())
		for (let k = 0; k < ENTRIES; k++) {
			const at = (t / n) * SPACING_MS + k * SPACING_MS;
			writes.push(
				new Promise((resolve) =>
					setTimeout(() => {
						const from = k % PHONES;
						phones[from].log.push([
							{
								id: `${t}-${k}`,
								parent: null,
								at: Date.now(),
								kind: 'do',
								by: `phone ${from}`,
								action: { type: 'tap', k },
								made: performance.now(),
								from
							}
						]);
						resolve();
					}, at)
				)
			);
			expected += PHONES - 1;
		}
	await Promise.all(writes);
	await until(() => latencies.length >= expected, `${expected} deliveries`, 60_000).catch((e) =>
		say(`${e.message} (got ${latencies.length})`)
	);
	const busy = pids.map(rssKb);
	const perRoomKb = busy.reduce((s, b, i) => s + (b - idle[i]), 0) / n;
	return {
		n,
		instances: urls.length,
		delivered: latencies.length,
		expected,
		p50: pct(latencies, 50),
		p95: pct(latencies, 95),
		max: pct(latencies, 100),
		rssIdleMb: idle.map((k) => +(k / 1024).toFixed(1)),
		rssBusyMb: busy.map((k) => +(k / 1024).toFixed(1)),
		perRoomKb: +perRoomKb.toFixed(1)
	};
}

async function scenario(instances, redisUrl) {
	const out = [];
	for (const n of SIZES) {
		const data = mkdtempSync(join(tmpdir(), 'tablemate-load-'));
		const servers = [];
		try {
			if (redisUrl) process.env.REDIS_URL = redisUrl;
			for (let i = 0; i < instances; i++)
				servers.push(await startTableServer({ port: await freePort(), data, tokens: TOKEN }));
			delete process.env.REDIS_URL;
			out.push(
				await run(
					n,
					servers.map((s) => s.url),
					servers.map((s) => s.pid)
				)
			);
			const r = out.at(-1);
			say(
				`${instances} instance(s), N=${n}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.perRoomKb} KB/room, ${r.delivered}/${r.expected} delivered`
			);
		} finally {
			delete process.env.REDIS_URL;
			await Promise.all(servers.map((s) => s.stop()));
			rmSync(data, { recursive: true, force: true });
		}
	}
	return out;
}

const results = { one: [], two: [] };
let redis = null;
try {
	results.one = await scenario(1, null);
	redis = await startRedis();
	results.two = await scenario(2, redis.url);
} finally {
	await redis?.stop();
}

const row = (r) =>
	`| ${r.n} | ${r.instances} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.delivered}/${r.expected} | ${r.rssIdleMb.join(' + ')} → ${r.rssBusyMb.join(' + ')} | ${r.perRoomKb} |`;
console.log(
	'| N tables | instances | relay p50 ms | relay p95 ms | max ms | delivered | server RSS MB idle → busy | KB per room |'
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of [...results.one, ...results.two]) console.log(row(r));
const ok = results.one.filter((r) => r.p95 < 100 && r.delivered === r.expected).map((r) => r.n);
console.log(
	`\nOne instance holds, with relay p95 under 100 ms: ${ok.length ? `${Math.max(...ok)} tables (largest size measured that passed)` : 'none of the sizes measured'}.`
);
console.log(JSON.stringify(results));
