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
import type { SessionRow } from '$lib/db/schema';
import { Importer } from './backup-import';
import { rememberLogTimes } from './play-times';
import { clearStatsCache } from './stats-cache-keys';
import type { ImportPlan } from './bgstats-import';
import { taskBreak } from './task-break';

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
/** The share of the progress bar the plays take; building the statistics is the rest. */
const STORED_SHARE = 0.9;
/** Plays written per transaction (its writes are issued a few at a time, `addNewSessions`). */
const BATCH = 100;
/** Plays whose presence is checked per read. */
const CHECK_IDS = 500;

export async function storeBgStatsPlan(
	repo: Repository,
	plan: ImportPlan,
	load: (gameId: string) => Promise<LoadedGame | null>,
	progress?: (done: number) => void,
	yieldTask: () => Promise<void> = taskBreak
): Promise<BgStatsImportResult> {
	// Which plays are here already: a few hundred ids per read (one read of thousands of
	// stored rows would be one long task).
	const fresh: ImportPlan['sessions'] = [];
	for (let i = 0; i < plan.sessions.length; i += CHECK_IDS) {
		const part = plan.sessions.slice(i, i + CHECK_IDS);
		const keys = new Set(
			await repo.db.sessions
				.where(':id')
				.anyOf(part.map((s) => s.id))
				.primaryKeys()
		);
		for (const s of part) if (!keys.has(s.id)) fresh.push(s);
	}
	const leftOut = plan.leftOut.map((l) => l.reason);
	if (fresh.length === 0) {
		progress?.(1);
		return { ok: true, added: 0, unchanged: plan.sessions.length, leftOut };
	}
	const importer = new Importer(repo, load, undefined, BATCH);
	let cleared = false;
	try {
		let sliceStart = performance.now();
		for (const [i, s] of fresh.entries()) {
			const { log, ...row } = s;
			await importer.built(
				row as SessionRow,
				log.map((e) => ({ sessionId: s.id, ...e }))
			);
			if (performance.now() - sliceStart > SLICE_MS) {
				progress?.(((i + 1) / fresh.length) * STORED_SHARE);
				await yieldTask();
				sliceStart = performance.now();
			}
		}
		const result = await importer.finish();
		// What the statistics cached is stale now. The new plays' times and starts are at
		// hand, in the logs just written: remembered after the clearing, the statistics need
		// not read thousands of logs back to find them.
		await clearStatsCache(repo);
		cleared = true;
		await rememberLogTimes(
			repo,
			fresh.map((s) => ({ id: s.id, at: s.log.map((e) => e.at) })),
			yieldTask
		);
		// The bench (bench/import.js) reports the plays' share and the statistics' apart.
		performance.mark('tablemate:import:plays-stored');
		progress?.(STORED_SHARE);
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
		// screen still says it is importing, in slices like the rest).
		if (!cleared) await clearStatsCache(repo);
		if (importer.written)
			try {
				await (await import('./stats-cache')).rebuildCacheInSlices(repo, yieldTask);
			} catch {
				/* the statistics page reads the sessions itself */
			}
		progress?.(1);
	}
}
