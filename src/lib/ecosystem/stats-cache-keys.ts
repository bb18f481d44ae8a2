/**
 * Where the statistics cache lives in the app database's `meta` table (one key per cache),
 * and how a writer the cache cannot notice (a backup import) clears it. Kept apart from
 * stats-cache.ts so the importer does not load the statistics code.
 */
import type { Repository } from '$lib/db/repo';

export const STATS_META_KEY = 'stats-cache:summary';
export const STATS_ROWS_KEY = 'stats-cache:rows';

/** Forgets the cached statistics: the next open reads the sessions again. */
export async function clearStatsCache(repo: Repository): Promise<void> {
	try {
		await repo.db.meta.bulkDelete([STATS_META_KEY, STATS_ROWS_KEY]);
	} catch {
		/* nothing stored */
	}
}
