/**
 * Storing a planned BG Stats import (`bgstats-import.ts`): the plays the phone already holds
 * (the same uuid, from an earlier import of this file) are left alone, the rest go through the
 * backup import's own `Importer` — checked, replayed with the game's rules, written a batch at
 * a time, their players remembered — and the statistics cache is built again, as after a
 * backup import. Between slices of plays the screen gets a task break and a progress count.
 */
import type { Repository } from '$lib/db/repo';
import type { LoadedGame } from '$lib/games/registry';
import type { MessageRef } from '$lib/games/core/types';
import { Importer } from './backup-import';
import { clearStatsCache } from './stats-cache-keys';
import type { ImportPlan } from './bgstats-import';

export type BgStatsImportResult =
	| {
			ok: true;
			/** Plays new to this phone. */
			added: number;
			/** Plays an earlier import already brought. */
			unchanged: number;
			/** The plays left out, each with its reason (the plan's and the replay's). */
			leftOut: MessageRef[];
	  }
	| { ok: false; error: MessageRef; details?: string };

/** A storing step stays under this many milliseconds before the screen gets a turn. */
const SLICE_MS = 40;

export async function storeBgStatsPlan(
	repo: Repository,
	plan: ImportPlan,
	load: (gameId: string) => Promise<LoadedGame | null>,
	progress?: (done: number) => void,
	yieldTask: () => Promise<void> = () => new Promise((r) => setTimeout(r, 0))
): Promise<BgStatsImportResult> {
	const stored = await repo.db.sessions.bulkGet(plan.sessions.map((s) => s.id));
	const fresh = plan.sessions.filter((_, i) => !stored[i]);
	const leftOut = plan.leftOut.map((l) => l.reason);
	if (fresh.length === 0) return { ok: true, added: 0, unchanged: plan.sessions.length, leftOut };
	const importer = new Importer(repo, load);
	try {
		let sliceStart = performance.now();
		for (const [i, s] of fresh.entries()) {
			await importer.session(s);
			if (performance.now() - sliceStart > SLICE_MS) {
				progress?.((i + 1) / fresh.length);
				await yieldTask();
				sliceStart = performance.now();
			}
		}
		const result = await importer.finish();
		progress?.(1);
		if (!result.ok) return { ok: false, error: result.error, details: result.details };
		return {
			ok: true,
			added: result.counts.added,
			unchanged: plan.sessions.length - fresh.length + result.counts.unchanged,
			leftOut: [...leftOut, ...result.skipped.map((s) => s.reason)]
		};
	} catch (e) {
		const failed = importer.failed(e);
		return failed.ok
			? { ok: false, error: { key: 'backup.error.failed' } }
			: { ok: false, error: failed.error, details: failed.details };
	} finally {
		// As after a backup import: the statistics read the new plays (built now, while the
		// screen still says it is importing).
		await clearStatsCache(repo);
		if (importer.written)
			try {
				await (await import('./stats-cache')).rebuildCache(repo);
			} catch {
				/* the statistics page reads the sessions itself */
			}
	}
}
