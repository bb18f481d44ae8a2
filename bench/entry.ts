// Benchmark entry, bundled by bench/vite.config.ts and run inside Chromium on the app's
// origin, so it measures the real IndexedDB through the app's own repository and engine.
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';
import type { PadAction } from '$lib/games/score-pad/state';

const players = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Benno', color: '#1565c0' },
	{ id: 'c', name: 'Clara', color: '#2e7d32' },
	{ id: 'd', name: 'Dan', color: '#f9c80e' }
];
const options = { lowWins: false };
const emptySummary = { round: 1, finished: false, scores: {}, winners: [] };

function stats(samples: number[]) {
	const s = samples.slice().sort((a, b) => a - b);
	const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
	return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] };
}

const action = (i: number): PadAction =>
	i % 25 === 24 ? { type: 'nextRound' } : { type: 'add', seat: i % 4, delta: (i % 7) + 1 };

/** Commit one action (IndexedDB transaction) and re-derive the state, in a 500-action session. */
async function commit(prefill: number, samples: number) {
	const repo = new Repository(new TablemateDb('tablemate-bench-commit'));
	const row = await repo.createSession({
		gameId: 'score-pad',
		flow: 'live',
		players,
		options,
		seed: 'BENCH1',
		summary: emptySummary,
		version: 1,
		setup: null
	});
	const ctx = { players, options, seed: row.seed };
	let engine = new SessionEngine(row.id, scorePad.flows.live, ctx, [], repo);
	for (let i = 0; i < prefill; i++) await engine.dispatch(action(i));
	// Reopen from storage, as after a reload.
	engine = new SessionEngine(row.id, scorePad.flows.live, ctx, await repo.loadLog(row.id), repo);
	const commitAndDerive: number[] = [];
	const refold: number[] = [];
	for (let i = 0; i < samples; i++) {
		const t0 = performance.now();
		await engine.dispatch(action(prefill + i));
		commitAndDerive.push(performance.now() - t0);
		const t1 = performance.now();
		engine.derive(engine.snapshot.log);
		refold.push(performance.now() - t1);
	}
	const undo: number[] = [];
	for (let i = 0; i < 50; i++) {
		const t0 = performance.now();
		await (i % 2 ? engine.redo() : engine.undo());
		undo.push(performance.now() - t0);
	}
	repo.db.close();
	return {
		logLength: engine.snapshot.log.length,
		commitAndDerive: stats(commitAndDerive),
		fullRefold: stats(refold),
		undoRedo: stats(undo)
	};
}

/** Fills the app's own database with finished sessions for the history benchmark. */
async function seedHistory(count: number) {
	const db = new TablemateDb();
	await db.open();
	const now = Date.now();
	const rows = Array.from({ length: count }, (_, i) => ({
		id: `bench-${i}`,
		gameId: 'score-pad',
		flow: 'scorer' as const,
		players,
		options,
		seed: 'BENCH2',
		createdAt: now - i * 60_000,
		updatedAt: now - i * 60_000,
		status: 'finished' as const,
		summary: {
			round: 1,
			finished: true,
			scores: { a: i % 50, b: 30, c: 20, d: 10 },
			winners: [i % 50 > 30 ? 'a' : 'b']
		},
		logLength: 0,
		trashedAt: null
	}));
	await db.transaction('rw', db.sessions, () => db.sessions.bulkPut(rows));
	const stored = await db.sessions.count();
	db.close();
	return stored;
}

declare global {
	interface Window {
		tablemateBench: { commit: typeof commit; seedHistory: typeof seedHistory };
	}
}
window.tablemateBench = { commit, seedHistory };
