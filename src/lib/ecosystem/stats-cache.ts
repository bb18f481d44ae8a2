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
import { computeStats, type Stats, type StatRow } from './stats';
import { padGameName, scoreOrder, startSeat } from './play-meta';

export interface CachedRow extends StatRow {
	readonly id: string;
}

interface MetaRecord {
	readonly key: 'meta';
	readonly version: 3;
	readonly count: number;
	readonly newest: number;
	/** The statistics without filters: what the page shows first. */
	readonly stats: Stats;
}

interface RowsRecord {
	readonly key: 'rows';
	readonly version: 3;
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

async function read<T extends { version: number }>(key: 'meta' | 'rows'): Promise<T | null> {
	const db = await openCache();
	if (!db) return null;
	return new Promise((resolve) => {
		const done = (v: T | null) => {
			db.close();
			resolve(v);
		};
		try {
			const req = db.transaction(STORE).objectStore(STORE).get(key);
			req.onsuccess = () => {
				const r = req.result as T | undefined;
				done(r && r.version === 3 ? r : null);
			};
			req.onerror = () => done(null);
		} catch {
			done(null);
		}
	});
}

async function cachedRows(): Promise<CachedRow[] | null> {
	const r = await read<RowsRecord>('rows');
	if (!r) return null;
	try {
		return JSON.parse(r.rows) as CachedRow[];
	} catch {
		return null;
	}
}

/** Stores the rows and their unfiltered statistics for next time (after the page showed). */
export async function writeCache(rows: readonly CachedRow[], count: number): Promise<void> {
	const db = await openCache();
	if (!db) return;
	const meta: MetaRecord = {
		key: 'meta',
		version: 3,
		count,
		newest: rows.reduce((m, r) => Math.max(m, r.updatedAt), 0),
		stats: computeStats(rows, { game: null, player: null })
	};
	const data: RowsRecord = { key: 'rows', version: 3, rows: JSON.stringify(rows) };
	await new Promise<void>((resolve) => {
		try {
			const tx = db.transaction(STORE, 'readwrite');
			tx.objectStore(STORE).put(data);
			tx.objectStore(STORE).put(meta);
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
		updatedAt: r.updatedAt,
		// Only what differs from the usual, to keep the cache small.
		...(scoreOrder(r) === 'asc' ? { order: 'asc' as const } : {}),
		...(padGameName(r) ? { padGame: padGameName(r) } : {}),
		...(startSeat(r) ? { startSeat: startSeat(r) } : {})
	};
}

export interface Opened {
	readonly count: number;
	readonly source: RowSource;
	/** The cache must be written again (the caller does it after showing the page). */
	readonly stale: boolean;
	/** The unfiltered statistics, when the cache still matches the sessions. */
	readonly initial: Stats | null;
	/** The rows (for filters): here already, or read after the page has shown. */
	readonly rows: CachedRow[] | null;
	readonly laterRows: () => Promise<CachedRow[]>;
}

const allSessions = async (repo: Repository) => (await repo.listHistory(0, 1_000_000)).map(compact);

/**
 * What the statistics page shows first. When the cache matches the sessions (how many
 * finished ones there are and when the newest changed) its unfiltered statistics show at once
 * and the rows for the filters follow; otherwise the cache is topped up with the sessions
 * finished or corrected since, or rebuilt from every session.
 */
export async function openStats(repo: Repository): Promise<Opened> {
	const [meta, count, newestRows] = await Promise.all([
		read<MetaRecord>('meta'),
		repo.countHistory(),
		repo.listHistory(0, 1)
	]);
	const newest = newestRows[0]?.updatedAt ?? 0;
	// Where the time goes, for `npm run bench` (bench/stats.js).
	performance.mark('stats:read');
	if (meta && meta.count === count && meta.newest === newest)
		return {
			count,
			source: 'cache',
			stale: false,
			initial: meta.stats,
			rows: null,
			laterRows: async () => (await cachedRows()) ?? (await allSessions(repo))
		};
	const old = meta && count > 0 && newest >= meta.newest ? await cachedRows() : null;
	if (old && meta) {
		try {
			// Sessions finished or corrected since the cache was written.
			const changed = await repo.db.sessions
				.where('[status+updatedAt]')
				.between(['finished', meta.newest], ['finished', Dexie.maxKey], true, true)
				.toArray();
			const byId = new Map(old.map((r) => [r.id, r]));
			for (const r of changed) byId.set(r.id, compact(r));
			// Anything else (a game deleted or restored) shows as a different count: rebuild.
			if (byId.size === count) {
				const rows = [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
				return {
					count,
					source: 'topped-up',
					stale: true,
					initial: null,
					rows,
					laterRows: () => Promise.resolve(rows)
				};
			}
		} catch {
			/* fall through to the sessions */
		}
	}
	const rows = await allSessions(repo);
	return {
		count: rows.length,
		source: 'sessions',
		stale: true,
		initial: null,
		rows,
		laterRows: () => Promise.resolve(rows)
	};
}
