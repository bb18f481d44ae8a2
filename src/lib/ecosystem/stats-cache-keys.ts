/**
 * Where the statistics cache lives in the app database's `meta` table (one key per cache),
 * and how a writer the cache cannot notice (a backup import) clears it. Kept apart from
 * stats-cache.ts so the importer does not load the statistics code.
 */
import type { Repository } from '$lib/db/repo';

export const STATS_META_KEY = 'stats-cache:summary';
export const STATS_ROWS_KEY = 'stats-cache:rows';
/** Each play's first action's time (play-times.ts): an import may bring another log. */
export const PLAY_STARTS_KEY = 'playstart:v1';

/** Forgets the cached statistics and play starts: the next open reads the sessions again. */
export async function clearStatsCache(repo: Repository): Promise<void> {
	try {
		await repo.db.meta.bulkDelete([STATS_META_KEY, STATS_ROWS_KEY, PLAY_STARTS_KEY]);
	} catch {
		/* nothing stored */
	}
}
