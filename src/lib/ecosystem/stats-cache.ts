/**
 * The rows statistics read, kept compact in a cache database of their own (one JSON string:
 * reading 5,000 full session rows out of IndexedDB costs far more than the statistics).
 * The cache is a copy, never a source: it is checked against the sessions on every open
 * (how many finished sessions there are and when the newest one changed), topped up with the
 * sessions changed since, and rebuilt from the sessions when anything else differs.
 */
import Dexie from 'dexie';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import type { StatRow } from './stats';

export interface CachedRow extends StatRow {
	readonly id: string;
}

interface CacheRecord {
	readonly key: 'rows';
	readonly version: 1;
	readonly count: number;
	readonly newest: number;
	readonly rows: string;
}

export type RowSource = 'cache' | 'topped-up' | 'sessions';

const CACHE_DB = 'tablemate-stats-cache';
const STORE = 'cache';

function openCache(): Promise<IDBDatabase | null> {
	return new Promise((resolve) => {
		try {
			const req = indexedDB.open(CACHE_DB, 1);
			req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
			req.onsuccess = () => resolve(req.result);
			req.onerror = () => resolve(null);
			req.onblocked = () => resolve(null);
		} catch {
			resolve(null);
		}
	});
}

async function readCache(): Promise<CacheRecord | null> {
	const db = await openCache();
	if (!db) return null;
	return new Promise((resolve) => {
		try {
			const req = db.transaction(STORE).objectStore(STORE).get('rows');
			req.onsuccess = () => {
				db.close();
				const r = req.result as CacheRecord | undefined;
				resolve(r && r.version === 1 ? r : null);
			};
			req.onerror = () => {
				db.close();
				resolve(null);
			};
		} catch {
			db.close();
			resolve(null);
		}
	});
}

/** Stores the rows for next time (after the page has shown: off the critical path). */
export async function writeCache(rows: readonly CachedRow[], count: number): Promise<void> {
	const db = await openCache();
	if (!db) return;
	const record: CacheRecord = {
		key: 'rows',
		version: 1,
		count,
		newest: rows.reduce((m, r) => Math.max(m, r.updatedAt), 0),
		rows: JSON.stringify(rows)
	};
	await new Promise<void>((resolve) => {
		try {
			const tx = db.transaction(STORE, 'readwrite');
			tx.objectStore(STORE).put(record);
			tx.oncomplete = tx.onerror = tx.onabort = () => resolve();
		} catch {
			resolve();
		}
	});
	db.close();
}

/** Only what statistics read: the rest of a row (options, setup, seed) is left behind. */
export function compact(r: SessionRow): CachedRow {
	return {
		id: r.id,
		gameId: r.gameId,
		players: r.players,
		summary: r.summary,
		createdAt: r.createdAt,
		updatedAt: r.updatedAt
	};
}

/**
 * The finished sessions' statistics rows and where they came from. `stale` is true when the
 * cache must be written again (the caller does it after showing the page).
 */
export async function loadStatRows(
	repo: Repository
): Promise<{ rows: CachedRow[]; count: number; source: RowSource; stale: boolean }> {
	const [cached, count, newestRows] = await Promise.all([
		readCache(),
		repo.countHistory(),
		repo.listHistory(0, 1)
	]);
	const newest = newestRows[0]?.updatedAt ?? 0;
	if (cached && cached.count === count && cached.newest === newest) {
		try {
			return { rows: JSON.parse(cached.rows) as CachedRow[], count, source: 'cache', stale: false };
		} catch {
			/* a damaged cache: read the sessions */
		}
	}
	if (cached && count > 0 && newest >= cached.newest) {
		try {
			// Sessions finished or corrected since the cache was written.
			const changed = await repo.db.sessions
				.where('[status+updatedAt]')
				.between(['finished', cached.newest], ['finished', Dexie.maxKey], true, true)
				.toArray();
			const byId = new Map((JSON.parse(cached.rows) as CachedRow[]).map((r) => [r.id, r]));
			for (const r of changed) byId.set(r.id, compact(r));
			// Anything else (a game deleted or restored) shows as a different count: rebuild.
			if (byId.size === count)
				return {
					rows: [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt),
					count,
					source: 'topped-up',
					stale: true
				};
		} catch {
			/* fall through to the sessions */
		}
	}
	const rows = (await repo.listHistory(0, 1_000_000)).map(compact);
	return { rows, count: rows.length, source: 'sessions', stale: true };
}
