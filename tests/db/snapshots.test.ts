/**
 * The `snapshots` table through the session view, as the screen uses it: stored as a session is
 * played, used by a reload only when it matches the log and the rules, deleted with the session
 * when the bin is purged, never carried by a backup.
 */
import { describe, expect, it, vi } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { exportSessions } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { findGame, type LoadedGame } from '$lib/games/registry';
import { SessionView } from '$lib/ui/session.svelte';
import type { PadAction } from '$lib/games/score-pad/state';
import { padSession } from '../fixtures/score-pad';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`snapshots-${Date.now()}-${n++}`));
const pad = async () => (await findGame('score-pad')!.load()) as LoadedGame;
/** The snapshot is written after the move, never awaited by it: waits for it, bounded. */
const storedAt = (repo: Repository, id: string, count: number) =>
	vi.waitFor(async () => expect((await repo.db.snapshots.get(id))?.count).toBe(count), {
		timeout: 5000
	});

async function open(repo: Repository, id: string, game?: LoadedGame) {
	const row = (await repo.getSession(id))!;
	return SessionView.open(
		row,
		game ?? (await pad()),
		await repo.loadLog(id),
		repo,
		await repo.getSnapshot(id)
	);
}

async function played(moves: number) {
	const repo = fresh();
	const row = await repo.createSession(padSession());
	const view = await open(repo, row.id);
	for (let i = 0; i < moves; i++) {
		const add: PadAction = { type: 'add', seat: i % 2, delta: i + 1 };
		await view.engine.dispatch(add);
	}
	if (moves >= 10) await storedAt(repo, row.id, moves - (moves % 10));
	return { repo, id: row.id, view };
}

describe('stored snapshots of a session', () => {
	it('are stored every 10 moves and when the phone locks; a reload folds only what follows', async () => {
		const { repo, id, view } = await played(23);
		expect((await repo.db.snapshots.get(id))?.count).toBe(20);
		view.store(true);
		await storedAt(repo, id, 23);
		const again = await open(repo, id);
		expect(again.resumedFrom).toBe(23);
		expect(again.snapshot.state).toStrictEqual(again.engine.derive(again.snapshot.log).state);
		expect(again.snapshot.summary).toEqual(view.snapshot.summary);
	});

	it('after undos below the stored point the reload folds the whole log, and shows the same', async () => {
		const { repo, id, view } = await played(20);
		for (let i = 0; i < 4; i++) await view.engine.undo();
		const again = await open(repo, id);
		expect(again.resumedFrom).toBe(0);
		expect(again.snapshot.summary).toEqual(view.snapshot.summary);
		expect(again.snapshot.timeline.done).toHaveLength(16);
	});

	it('a new version of the game’s rules does not use a snapshot its old version stored', async () => {
		const { repo, id, view } = await played(20);
		const game = await pad();
		const bumped = { ...game, module: { ...game.module, version: game.module.version + 1 } };
		// The session was made with the old version: kept migrations bring it up to date.
		bumped.module.migrations = [{ from: game.module.version, migrate: (a) => a }];
		const again = await open(repo, id, bumped);
		expect(again.resumedFrom).toBe(0);
		expect(again.snapshot.summary).toEqual(view.snapshot.summary);
		const same = await open(repo, id);
		expect(same.resumedFrom).toBe(20);
	});

	it('a corrupt stored snapshot is ignored: the reload folds the log', async () => {
		const { repo, id, view } = await played(20);
		const row = (await repo.db.snapshots.get(id))!;
		await repo.db.snapshots.put({ ...row, state: { rounds: [[999, 0]] } });
		const again = await open(repo, id);
		expect(again.resumedFrom).toBe(0);
		expect(again.snapshot.summary).toEqual(view.snapshot.summary);
	});

	it('are deleted with their session when the bin is purged, and kept while it waits there', async () => {
		const { repo, id } = await played(10);
		expect(await repo.db.snapshots.count()).toBe(1);
		await repo.trash(id, 1_000);
		expect(await repo.purgeTrash(1_000 + 29 * 86400_000)).toBe(0);
		expect(await repo.db.snapshots.count()).toBe(1);
		expect(await repo.purgeTrash(1_000 + 31 * 86400_000)).toBe(1);
		expect(await repo.db.snapshots.count()).toBe(0);
	});

	it('backups do not carry them; a session imported without one opens by folding its log', async () => {
		const { repo, id, view } = await played(25);
		expect(await repo.db.snapshots.count()).toBe(1);
		const backup = await exportSessions(repo);
		expect(JSON.stringify(backup)).not.toMatch(/snapshot|stateHash/);
		const target = fresh();
		const load = async (g: string) => (await findGame(g)?.load()) ?? null;
		expect(await importBackup(target, backup, load)).toMatchObject({ ok: true });
		expect(await target.db.snapshots.count()).toBe(0);
		const again = await open(target, id);
		expect(again.resumedFrom).toBe(0);
		expect(again.snapshot.summary).toEqual(view.snapshot.summary);
	});
});
