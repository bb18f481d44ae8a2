/**
 * Beyond one server: two table-server instances sharing one Redis, each on
 * its own port on 127.0.0.1, and phones connected to different instances. Debian's
 * redis-server (scripts/ensure-redis.js installs it) is started by this file on a free port
 * with a temporary folder, and stopped at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { newRoom, setDeviceName, type ShareInfo } from '$lib/sync/share';
import { addGroup, listGroups, type GroupInfo } from '$lib/sync/group/groups';
import { followSession, leaveGroup, startGroups } from '$lib/sync/group/run';
import { closeAll, converged, joiner, sharer } from './phones';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const TOKEN = 'redis-unit-token';
let redis: ChildProcess;
let redisDir: string;
let data: string;
let servers: { stop(): Promise<void> }[] = [];
let urls: string[] = [];

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once('error', reject);
		s.listen(0, '127.0.0.1', () => {
			const { port } = s.address() as { port: number };
			s.close(() => resolve(port));
		});
	});
}

function portOpen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const s = connect(port, '127.0.0.1');
		s.once('connect', () => (s.destroy(), resolve(true)));
		s.once('error', () => resolve(false));
	});
}

beforeAll(async () => {
	if (!existsSync(REDIS_SERVER))
		throw new Error(`${REDIS_SERVER} is missing: run "node scripts/ensure-redis.js" first.`);
	redisDir = mkdtempSync(join(tmpdir(), 'tablemate-redis-'));
	const redisPort = await freePort();
	redis = spawn(
		REDIS_SERVER,
		[
			'--port',
			String(redisPort),
			'--bind',
			'127.0.0.1',
			'--dir',
			redisDir,
			'--save',
			'',
			'--appendonly',
			'no'
		],
		{ stdio: 'ignore' }
	);
	for (let i = 0; !(await portOpen(redisPort)); i++) {
		if (i > 100 || redis.exitCode !== null) throw new Error('redis-server did not start');
		await new Promise((r) => setTimeout(r, 50));
	}
	// Both instances store in one folder (one machine) and meet in one Redis. The harness starts
	// each server as a child process with this process's environment: REDIS_URL reaches them.
	data = mkdtempSync(join(tmpdir(), 'tablemate-redis-table-'));
	process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
	try {
		const ports = [await freePort(), await freePort()];
		servers = await Promise.all(
			ports.map((port) => startTableServer({ port, data, tokens: TOKEN }))
		);
		urls = ports.map((p) => `ws://127.0.0.1:${p}`);
	} finally {
		delete process.env.REDIS_URL;
	}
}, 60_000);

afterAll(async () => {
	await Promise.all(servers.map((s) => s.stop()));
	if (redis && redis.exitCode === null) {
		const gone = new Promise((r) => redis.once('exit', r));
		redis.kill('SIGTERM');
		await gone;
	}
	rmSync(data, { recursive: true, force: true });
	rmSync(redisDir, { recursive: true, force: true });
});

describe('two table-server instances sharing one Redis', () => {
	it('phones on different instances play one game and stay in step', async () => {
		const room = newRoom('t');
		const one: ShareInfo = { url: urls[0]!, room, token: TOKEN };
		const two: ShareInfo = { url: urls[1]!, room, token: TOKEN };
		const a = await sharer('A', one);
		const b = await joiner('B', a.row, two);
		const c = await joiner('C', a.row, two);
		const phones = [a, b, c];
		try {
			await a.engine.dispatch({ type: 'add', seat: 0, delta: 3 });
			await converged(phones, 1);
			for (let i = 0; i < 10; i++) {
				await a.engine.dispatch({ type: 'add', seat: 0, delta: 1 });
				await b.engine.dispatch({ type: 'add', seat: 1, delta: 2 });
			}
			await c.engine.dispatch({ type: 'nextRound' });
			await converged(phones, 22);
			for (const p of phones) expect(p.engine.snapshot.summary.scores).toEqual({ a: 13, b: 20 });
		} finally {
			await closeAll(phones);
		}
	});

	it('a play group whose members reach different instances: a finished play reaches both', async () => {
		const room = newRoom('g');
		const at = (url: string): GroupInfo => ({
			url,
			room,
			token: TOKEN,
			name: 'Redis group',
			joinedAt: Date.now()
		});
		const members = await Promise.all(
			['A', 'B'].map(async (name, i) => {
				const repo = new Repository(new TablemateDb(`redis-${name}-${Date.now()}`));
				await setDeviceName(repo, name);
				await addGroup(repo, at(urls[i]!));
				await startGroups(repo, load);
				return repo;
			})
		);
		const [ra, rb] = members as [Repository, Repository];
		try {
			const row = await ra.createSession(padSession());
			const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], ra);
			const off = await followSession(ra, engine as unknown as SessionEngine, row.id, load);
			await engine.dispatch({ type: 'add', seat: 1, delta: 9 });
			await engine.dispatch({ type: 'finish' });
			off();
			const end = Date.now() + 15_000;
			while ((await rb.getSession(row.id))?.status !== 'finished' && Date.now() < end)
				await new Promise((r) => setTimeout(r, 30));
			expect((await rb.getSession(row.id))?.summary.winners).toEqual(['b']);
		} finally {
			for (const repo of members) {
				for (const g of await listGroups(repo)) await leaveGroup(repo, g.room, false);
				repo.db.close();
			}
		}
	});
});
