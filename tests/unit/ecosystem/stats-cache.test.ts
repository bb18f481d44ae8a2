import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { openStats, timeRows, writeCache } from '$lib/ecosystem/stats-cache';
import { rememberPlayTime } from '$lib/ecosystem/play-times';
import { STATS_META_KEY, STATS_ROWS_KEY } from '$lib/ecosystem/stats-cache-keys';
import { exportSessions } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { findGame } from '$lib/games/registry';
import type { Player, SessionSummary } from '$lib/games/core/types';
import { computeStats } from '$lib/ecosystem/stats';
import { history, store } from '../../db/fixtures/history';
import { fold, timeline } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';

const players: Player[] = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Ben', color: '#1565c0' }
];
const done = (a: number, b: number): SessionSummary => ({
	round: null,
	finished: true,
	scores: { a, b },
	winners: [a >= b ? 'a' : 'b']
});
let n = 0;

async function fresh() {
	return new Repository(new TablemateDb(`stats-cache-${n++}`));
}

const load = async (id: string) => (await findGame(id)?.load()) ?? null;

/** Opens the statistics and stores the cache as the page does. */
async function openAndWrite(repo: Repository) {
	const o = await openStats(repo);
	const rows = o.rows ?? (await o.laterRows());
	await writeCache(repo, rows, o.bin);
	return { ...o, rows };
}

async function add(repo: Repository, summary: SessionSummary, at: number) {
	return repo.createSession(
		{
			gameId: 'root',
			flow: 'live',
			players,
			options: {},
			seed: 'AAAAAA',
			summary,
			version: 1,
			setup: null
		},
		at
	);
}

describe('statistics rows cache', () => {
	let repo: Repository;
	beforeEach(async () => {
		repo = await fresh();
		await add(repo, done(30, 20), 1_000);
		await add(repo, done(10, 25), 2_000);
		await add(repo, { round: 2, finished: false, scores: {}, winners: [] }, 3_000);
	});

	it('reads the finished sessions the first time, then the stored statistics while nothing changed', async () => {
		const first = await openStats(repo);
		expect([first.source, first.rows!.length, first.stale]).toEqual(['sessions', 2, true]);
		// Sessions with no log: nothing played, no play time to read.
		expect(Object.keys(first.rows![0]!).sort()).toEqual([
			'createdAt',
			'gameId',
			'id',
			'playMs',
			'players',
			'summary',
			'updatedAt'
		]);
		await writeCache(repo, first.rows!, first.bin);
		// Kept in the app database's meta table, one key per cache.
		expect(await repo.db.meta.get(STATS_META_KEY)).toBeTruthy();
		expect(await repo.db.meta.get(STATS_ROWS_KEY)).toBeTruthy();
		const again = await openStats(repo);
		expect([again.source, again.stale, again.rows]).toEqual(['cache', false, null]);
		// The unfiltered statistics come stored; the rows for the filters follow.
		expect(again.initial).toEqual(computeStats(first.rows!, { game: null, player: null }));
		expect(await again.laterRows()).toEqual(first.rows);
	});

	it('tops the cache up with a game finished or corrected since, and drops a deleted one without reading every session', async () => {
		const first = await openStats(repo);
		await writeCache(repo, first.rows!, first.bin);
		const third = await add(repo, done(5, 50), 4_000);
		const topped = await openStats(repo);
		expect(topped.source).toBe('topped-up');
		expect(topped.rows!.map((r) => r.id)).toContain(third.id);
		await writeCache(repo, topped.rows!, topped.bin);
		// A correction re-scores an older game: its row changes and becomes the newest.
		const old = first.rows!.find((r) => r.summary.scores.a === 30)!;
		await repo.db.sessions.update(old.id, { updatedAt: 5_000, summary: done(30, 40) });
		const corrected = await openStats(repo);
		expect(corrected.source).toBe('topped-up');
		expect(corrected.rows!.find((r) => r.id === old.id)!.summary.winners).toEqual(['b']);
		await writeCache(repo, corrected.rows!, corrected.bin);
		await repo.trash(third.id, 6_000);
		const dropped = await openStats(repo);
		expect(dropped.source).toBe('topped-up');
		expect(dropped.rows!.map((r) => r.id)).not.toContain(third.id);
		expect(dropped.rows!.map((r) => r.id)).toEqual(
			(await repo.listHistory(0, 10)).map((r) => r.id)
		);
	});

	it('a deletion and a restore that keep the count and the newest time are both seen (the restored game read by id)', async () => {
		const extra = await add(repo, done(1, 2), 500);
		await repo.trash(extra.id, 600);
		await openAndWrite(repo);
		const older = (await repo.listHistory(0, 10)).find((r) => r.createdAt === 1_000)!;
		// One game goes to the bin, another comes back: same count, same newest session.
		await repo.trash(older.id, 7_000);
		await repo.restore(extra.id);
		const again = await openStats(repo);
		expect(again.source).toBe('topped-up');
		expect(again.rows!.map((r) => r.id)).toEqual((await repo.listHistory(0, 10)).map((r) => r.id));
		expect(again.rows!.map((r) => r.id)).toContain(extra.id);
	});

	it('a game sent to the bin, then brought back, each makes the next open read again (no id list read while nothing changed)', async () => {
		const kept = await openAndWrite(repo);
		// Dexie's collections read id lists with primaryKeys(): counted on this database's own class.
		const collection = Object.getPrototypeOf(repo.db.sessions.toCollection());
		const idLists = vi.spyOn(collection, 'primaryKeys');
		expect((await openStats(repo)).source).toBe('cache');
		expect(idLists).not.toHaveBeenCalled();
		const gone = kept.rows.at(-1)!;
		await repo.trash(gone.id, 8_000);
		const trashed = await openAndWrite(repo);
		expect(trashed.source).toBe('topped-up');
		// The topped-up read does list the ids (so the spy does see such a read).
		expect(idLists).toHaveBeenCalled();
		expect(trashed.rows.map((r) => r.id)).not.toContain(gone.id);
		expect((await openStats(repo)).source).toBe('cache');
		await repo.restore(gone.id);
		const restored = await openAndWrite(repo);
		expect(restored.source).toBe('topped-up');
		expect(restored.rows.map((r) => r.id)).toEqual(kept.rows.map((r) => r.id));
		idLists.mockClear();
		expect((await openStats(repo)).source).toBe('cache');
		expect(idLists).not.toHaveBeenCalled();
		idLists.mockRestore();
	});

	it("every play's statistics row after an import equals a fresh fold of its log by its game (winners, scores, figures)", async () => {
		const other = await fresh();
		await store(other.db, history(24));
		const result = await importBackup(repo, await exportSessions(other), load);
		expect(result.ok && result.counts.added).toBe(24);
		const opened = await openStats(repo);
		expect(opened.source).toBe('cache');
		const rows = (await opened.laterRows()).filter((r) => r.id.startsWith('play-'));
		expect(rows).toHaveLength(24);
		const refolded = [];
		for (const r of rows) {
			const session = (await repo.getSession(r.id))!;
			const { module } = await findGame(session.gameId)!.loadModule();
			const flow = module.flows[session.flow];
			const actions = timeline(await repo.loadLog(r.id)).done.map((d) => d.action);
			const { state } = fold(
				flow,
				sessionContext(module, session),
				migrateActions(module, session.version, actions).actions
			);
			const summary = flow.summarize(state, sessionContext(module, session));
			expect(r.summary.winners, r.id).toEqual(summary.winners);
			expect(r.summary.scores, r.id).toEqual(summary.scores);
			// A quick-scored Root play's factions are read from its setup (the fold has none).
			const { factionOf: _cached, ...cached } = r.summary.figures ?? {};
			const { factionOf: _folded, ...folded } = summary.figures ?? {};
			expect(cached, r.id).toEqual(folded);
			refolded.push({
				...r,
				summary: { ...r.summary, winners: summary.winners, scores: summary.scores }
			});
		}
		const all = { game: null, player: null };
		expect(computeStats(rows, all)).toEqual(computeStats(refolded, all));
	});

	it('an import, whatever it brings, builds the cache again from the sessions: the next open shows them at once', async () => {
		await openAndWrite(repo);
		expect((await openStats(repo)).source).toBe('cache');
		const other = await fresh();
		// Three plays made by the games' own flows (the import replays every log).
		await store(other.db, history(3));
		const result = await importBackup(repo, await exportSessions(other), load);
		expect(result.ok && result.counts.added).toBe(3);
		const after = await openStats(repo);
		expect(after.source).toBe('cache');
		const rows = await after.laterRows();
		expect(rows.map((r) => r.id)).toEqual((await repo.listHistory(0, 10)).map((r) => r.id));
		expect(rows.filter((r) => r.id.startsWith('play-'))).toHaveLength(3);
		expect(after.initial).toEqual(computeStats(rows, { game: null, player: null }));
	});

	it("a play's time runs from its first log row's time, pauses cut; its start is that first action; both are kept with the cache", async () => {
		const s = await add(repo, done(4, 9), 10_000);
		const min = 60_000;
		// Moves 5, 10 and 20 minutes in; a correction 3 days later.
		const ats = [10_000 + 5 * min, 10_000 + 10 * min, 10_000 + 20 * min, 10_000 + 4320 * min];
		await repo.db.log.bulkAdd(
			ats.map((at, seq) => ({
				sessionId: s.id,
				seq,
				id: `${s.id}-${seq}`,
				parent: seq ? `${s.id}-${seq - 1}` : null,
				at,
				kind: 'do' as const,
				action: { type: 'finish' }
			}))
		);
		await repo.db.sessions.update(s.id, { logLength: 4, updatedAt: ats[3]! });
		const o = await openStats(repo);
		expect(o.untimed).toBe(true);
		expect(o.rows!.find((r) => r.id === s.id)!.start).toBe(ats[0]);
		const timed = await timeRows(repo, o.rows!);
		// From the first action (5 minutes after the session was created) to the last in play.
		expect(timed.find((r) => r.id === s.id)!.playMs).toBe(15 * min);
		await writeCache(repo, timed, o.bin);
		const cached = await openStats(repo);
		expect([cached.source, cached.untimed]).toEqual(['cache', false]);
		const g = cached.initial!.games[0]!;
		expect(g.records.longest!.value).toBe(15 * min);
		expect(g.last).toBe(ats[0]);
		// A new entry makes it read again.
		await repo.db.sessions.update(s.id, { logLength: 5, updatedAt: ats[3]! + 1 });
		const stale = await openStats(repo);
		expect(stale.rows!.find((r) => r.id === s.id)!.playMs).toBeUndefined();
	});

	it('the play time the session screen stored (up to the finishing action) is the one statistics use, not a correction after it', async () => {
		const s = await add(repo, done(4, 9), 10_000);
		const min = 60_000;
		// A 2-minute game (10 to 12 minutes in) and a correction 17 minutes after its end.
		const ats = [10, 11, 12, 29].map((m) => 10_000 + m * min);
		await repo.db.log.bulkAdd(
			ats.map((at, seq) => ({
				sessionId: s.id,
				seq,
				id: `${s.id}-${seq}`,
				parent: seq ? `${s.id}-${seq - 1}` : null,
				at,
				kind: 'do' as const,
				action: { type: 'x' }
			}))
		);
		await repo.db.sessions.update(s.id, { logLength: 4, updatedAt: ats[3]! });
		await rememberPlayTime(repo, { id: s.id, logLength: 4 }, 2 * min);
		const o = await openStats(repo);
		expect(o.untimed).toBe(false);
		expect(o.rows!.find((r) => r.id === s.id)!.playMs).toBe(2 * min);
		expect(await timeRows(repo, o.rows!)).toBe(o.rows);
	});
});
