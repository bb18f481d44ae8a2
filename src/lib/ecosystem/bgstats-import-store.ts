/**
 * Storing a planned BG Stats import (`bgstats-import.ts`): the plays the phone already holds
 * (the same uuid, from an earlier import of this file) are left alone, the rest go through the
 * backup import's own path — checked, replayed with the game's rules, written a batch at a
 * time, their players remembered and the statistics cache rebuilt.
 */
import type { Repository } from '$lib/db/repo';
import type { LoadedGame } from '$lib/games/registry';
import type { MessageRef } from '$lib/games/core/types';
import { importBackup } from './backup-import';
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

export async function storeBgStatsPlan(
	repo: Repository,
	plan: ImportPlan,
	load: (gameId: string) => Promise<LoadedGame | null>
): Promise<BgStatsImportResult> {
	const stored = await repo.db.sessions.bulkGet(plan.sessions.map((s) => s.id));
	const fresh = plan.sessions.filter((_, i) => !stored[i]);
	const leftOut = plan.leftOut.map((l) => l.reason);
	if (fresh.length === 0) return { ok: true, added: 0, unchanged: plan.sessions.length, leftOut };
	const result = await importBackup(repo, { sessions: fresh }, load);
	if (!result.ok) return { ok: false, error: result.error, details: result.details };
	return {
		ok: true,
		added: result.counts.added,
		unchanged: plan.sessions.length - fresh.length + result.counts.unchanged,
		leftOut: [...leftOut, ...result.skipped.map((s) => s.reason)]
	};
}
