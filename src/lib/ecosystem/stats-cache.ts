/**
 * The rows statistics read, kept compact in the app database's `meta` table (Dexie, like the
 * rest of the app; no schema change): one key holds the rows as one JSON string (reading
 * 5,000 full session rows out of IndexedDB costs far more than the statistics), another the
 * unfiltered statistics and what they were computed from. The cache is a copy, never a
 * source: it is checked against the sessions on every open, topped up with the sessions changed
 * since, and rebuilt from the sessions when anything else differs. The check reads four
 * numbers, never the 5,000 ids (that read was half the cached open): how many finished
 * sessions there are and when the newest one changed (a game finished or corrected), and how
 * many sessions are in the bin and when the last one went there (a game deleted or restored:
 * one deleted and another restored keep the first two but move the last deletion's time). A
 * backup import rebuilds it (`rebuildCache`), since it may replace a session without changing
 * any of them.
 */
import Dexie from 'dexie';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import { computeStats, computeStatsInSlices, type Stats, type StatRow } from './stats';
import { findGame } from '$lib/games/registry';
import { padGameName, playRoles, scoreOrder, startSeat } from './play-meta';
import { PLAY_STARTS_KEY, STATS_META_KEY, STATS_ROWS_KEY } from './stats-cache-keys';
import {
	fillPlayTimes,
	knownPlayMs,
	knownStart,
	loadPlayStarts,
	loadPlayTimes,
	type PlayStarts,
	type PlayTimes
} from './play-times';

export interface CachedRow extends StatRow {
	readonly id: string;
	/** The session's log length: its play time is valid for this many entries. */
	readonly logLength?: number;
	/** When the game ended, where known: its play time runs to it. */
	readonly endedAt?: number;
}

/**
 * Changed whenever what the cache holds changes (a row's fields, how statistics rank or date a
 * play): a cache written by another version is rebuilt from the sessions.
 */
const VERSION = 6;

interface MetaRecord {
	readonly version: typeof VERSION;
	readonly count: number;
	readonly newest: number;
	/** Sessions in the bin, and when the last one went there (see `Bin`). */
	readonly trashed?: number;
	readonly lastTrashed?: number;
	/** True when every row's play time came from its log (else they are filled in later). */
	readonly timed: boolean;
	/** The statistics without filters: what the page shows first. */
	readonly stats: Stats;
}

interface RowsRecord {
	readonly version: typeof VERSION;
	readonly rows: string;
}

export type RowSource = 'cache' | 'topped-up' | 'sessions';

/** Past this many finished sessions the cache has not seen, every session is read again. */
const MAX_MISSING = 500;

async function read<T extends { version: number }>(
	repo: Repository,
	key: string
): Promise<T | null> {
	try {
		const r = await repo.getMeta<T>(key);
		return r && typeof r === 'object' && r.version === VERSION ? r : null;
	} catch {
		return null;
	}
}

async function cachedRows(repo: Repository): Promise<CachedRow[] | null> {
	const r = await read<RowsRecord>(repo, STATS_ROWS_KEY);
	if (!r) return null;
	try {
		return JSON.parse(r.rows) as CachedRow[];
	} catch {
		return null;
	}
}

/**
 * The finished sessions' ids in index order (least recently changed first): keys only, one
 * getAllKeys on the index, no row read and no cursor.
 */
function finishedIds(repo: Repository): Promise<string[]> {
	return repo.db.sessions
		.where('[status+updatedAt]')
		.between(['finished', Dexie.minKey], ['finished', Dexie.maxKey])
		.primaryKeys() as Promise<string[]>;
}

/**
 * The bin's count and its last deletion time: a game deleted or restored changes them. Read
 * BEFORE the rows the cache is written from, so a deletion in between makes the next open
 * look again rather than keep a deleted game.
 */
export interface Bin {
	readonly trashed: number;
	readonly lastTrashed: number;
}

async function readBin(repo: Repository): Promise<Bin> {
	const [trashed, last] = await Promise.all([
		repo.db.sessions.where('trashedAt').above(0).count(),
		repo.db.sessions.orderBy('trashedAt').reverse().limit(1).keys()
	]);
	return { trashed, lastTrashed: Number(last[0] ?? 0) };
}

/** The finished sessions' count and the newest one's change time, from the index alone. */
async function readFinished(repo: Repository): Promise<{ count: number; newest: number }> {
	const range = repo.db.sessions
		.where('[status+updatedAt]')
		.between(['finished', Dexie.minKey], ['finished', Dexie.maxKey]);
	const [count, last] = await Promise.all([range.count(), range.clone().reverse().limit(1).keys()]);
	const key = last[0] as unknown as [string, number] | undefined;
	return { count, newest: key ? Number(key[1]) : 0 };
}

/**
 * Stores the rows (every finished session) and their unfiltered statistics for next time
 * (after the page showed). `bin` is the bin as read before the rows (`Opened.bin`).
 */
export async function writeCache(
	repo: Repository,
	rows: readonly CachedRow[],
	bin: Bin,
	/** The rows' unfiltered statistics when the caller has them already. */
	stats: Stats = computeStats(rows, { game: null, player: null }),
	/** The rows as JSON when the caller has written them already. */
	text: string = JSON.stringify(rows)
): Promise<void> {
	const meta: MetaRecord = {
		version: VERSION,
		count: rows.length,
		newest: rows.reduce((m, r) => Math.max(m, r.updatedAt), 0),
		trashed: bin.trashed,
		lastTrashed: bin.lastTrashed,
		timed: rows.every((r) => r.playMs !== undefined),
		stats
	};
	const data: RowsRecord = { version: VERSION, rows: text };
	try {
		await repo.db.transaction('rw', repo.db.meta, async () => {
			await repo.db.meta.put({ key: STATS_ROWS_KEY, value: data });
			await repo.db.meta.put({ key: STATS_META_KEY, value: meta });
		});
	} catch {
		/* storage full or closing: the next open reads the sessions again */
	}
}

/** Builds the cache from every finished session (after an import wrote many at once). */
export async function rebuildCache(repo: Repository): Promise<void> {
	const bin = await readBin(repo);
	await writeCache(repo, await allSessions(repo), bin);
}

/** Sessions read per request by `rebuildCacheInSlices`. */
const PAGE = 100;

/**
 * The same cache as `rebuildCache`, built with a task break between steps that each stay
 * short at a phone's speed: the sessions are read a page at a time (by id; one read of
 * thousands of rows is one long task), compacted, put in the order the index lists them, the
 * statistics counted in slices, and the rows turned into text in slices.
 */
export async function rebuildCacheInSlices(
	repo: Repository,
	yieldTask: () => Promise<void>
): Promise<void> {
	const bin = await readBin(repo);
	const times = await loadPlayTimes(repo);
	let stored: PlayStarts = {};
	try {
		const v = await repo.getMeta<PlayStarts>(PLAY_STARTS_KEY);
		if (v && typeof v === 'object') stored = v;
	} catch {
		/* read them again */
	}
	const starts: Record<string, readonly [number, number]> = { ...stored };
	const rows: CachedRow[] = [];
	let after: string | null = null;
	for (;;) {
		const page: SessionRow[] = await (
			after === null ? repo.db.sessions.orderBy(':id') : repo.db.sessions.where(':id').above(after)
		)
			.limit(PAGE)
			.toArray();
		if (page.length === 0) break;
		after = page[page.length - 1]!.id;
		const finished = page.filter((r) => r.status === 'finished');
		const missing = finished.filter((r) => r.logLength > 0 && !knownStart(starts, r));
		if (missing.length > 0) {
			const firsts = await repo.db.log.bulkGet(missing.map((r) => [r.id, 0] as [string, number]));
			missing.forEach((r, i) => {
				const at = firsts[i]?.at;
				if (typeof at === 'number' && Number.isFinite(at) && at > 0)
					starts[r.id] = [r.logLength, at];
			});
		}
		for (const r of finished) rows.push(compact(r, times, starts));
		await yieldTask();
	}
	// The index's order ([status+updatedAt], equal times by id), most recently changed first.
	rows.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
	try {
		await repo.setMeta(PLAY_STARTS_KEY, starts);
	} catch {
		/* storage full: read again next time */
	}
	const stats = await computeStatsInSlices(rows, { game: null, player: null }, yieldTask);
	const parts: string[] = [];
	for (let i = 0; i < rows.length; i += PAGE) {
		parts.push(JSON.stringify(rows.slice(i, i + PAGE)).slice(1, -1));
		await yieldTask();
	}
	await writeCache(repo, rows, bin, stats, `[${parts.filter((p) => p !== '').join(',')}]`);
}

/** The hand-written cache database of earlier versions: deleted once, the `meta` table replaces it. */
export function dropOldCacheDatabase(): void {
	try {
		if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase('tablemate-stats-cache');
	} catch {
		/* not there */
	}
}

/**
 * Only what statistics read: the rest of a row (options, setup, seed) is left behind. The
 * play time comes from `times` when known for the row's log length (else left out: estimated
 * until `fillPlayTimes` has read the log), the start (first action) from `starts`.
 */
export function compact(r: SessionRow, times: PlayTimes = {}, starts: PlayStarts = {}): CachedRow {
	const playMs = knownPlayMs(times, r);
	const start = knownStart(starts, r);
	// A quick-scored play keeps its roles (Root's factions) in its setup: statistics read them
	// under the game's role figure.
	const roles = playRoles(r);
	const figure = findGame(r.gameId)?.roles?.figure;
	const summary =
		roles && figure && r.summary.figures?.[figure] !== roles
			? { ...r.summary, figures: { ...r.summary.figures, [figure]: roles } }
			: r.summary;
	return {
		id: r.id,
		gameId: r.gameId,
		players: r.players,
		summary,
		createdAt: r.createdAt,
		updatedAt: r.updatedAt,
		...(start !== undefined ? { start } : {}),
		// Only what differs from the usual, to keep the cache small.
		...(scoreOrder(r) === 'asc' ? { order: 'asc' as const } : {}),
		...(padGameName(r) ? { padGame: padGameName(r) } : {}),
		...(startSeat(r) ? { startSeat: startSeat(r) } : {}),
		...(playMs !== undefined ? { playMs } : {}),
		...(r.logLength ? { logLength: r.logLength } : {}),
		...(r.endedAt !== undefined && playMs === undefined ? { endedAt: r.endedAt } : {})
	};
}

export interface Opened {
	readonly count: number;
	/** The bin as read before the rows (for `writeCache`). */
	readonly bin: Bin;
	readonly source: RowSource;
	/** The cache must be written again (the caller does it after showing the page). */
	readonly stale: boolean;
	/** Some rows' play times are estimates: the caller fills them from the logs, then writes. */
	readonly untimed: boolean;
	/** The unfiltered statistics, when the cache still matches the sessions. */
	readonly initial: Stats | null;
	/** The rows (for filters): here already, or read after the page has shown. */
	readonly rows: CachedRow[] | null;
	readonly laterRows: () => Promise<CachedRow[]>;
}

/** The finished sessions changed at or after `since`, least recently changed first. */
function finishedSince(repo: Repository, since: number): Promise<SessionRow[]> {
	// Forward and whole: one getAll (a reversed or offset read walks a cursor, row by row).
	return repo.db.sessions
		.where('[status+updatedAt]')
		.between(['finished', since], ['finished', Dexie.maxKey], true, true)
		.toArray();
}

/** Every finished session, compacted, most recently changed first (as lists show them). */
async function allSessions(repo: Repository, times?: PlayTimes): Promise<CachedRow[]> {
	const [t, rows] = await Promise.all([
		times ?? loadPlayTimes(repo),
		finishedSince(repo, -Infinity)
	]);
	const starts = await loadPlayStarts(repo, rows);
	const out = rows.map((r) => compact(r, t, starts));
	performance.mark('stats:rows');
	return out.reverse();
}

const untimed = (rows: readonly CachedRow[]) =>
	rows.some((r) => r.playMs === undefined && (r.logLength ?? 0) > 0);

/**
 * What the statistics page shows first. When the cache matches the sessions (the same
 * finished sessions, the newest changed at the same time) its unfiltered statistics show at
 * once and the rows for the filters follow; otherwise the cache is topped up with the
 * sessions finished or corrected since, or rebuilt from every session.
 */
export async function openStats(repo: Repository): Promise<Opened> {
	// Each read marks when it is back, for `npm run bench` (bench/stats.js): where the time goes.
	const mark =
		(name: string) =>
		<T>(v: T): T => {
			performance.mark(name);
			return v;
		};
	void repo.db.open().then(mark('stats:open'), () => undefined);
	const [meta, { count, newest }, bin] = await Promise.all([
		read<MetaRecord>(repo, STATS_META_KEY).then(mark('stats:meta')),
		readFinished(repo).then(mark('stats:finished')),
		readBin(repo).then(mark('stats:bin'))
	]);
	performance.mark('stats:read');
	if (
		meta &&
		meta.count === count &&
		meta.newest === newest &&
		meta.trashed === bin.trashed &&
		meta.lastTrashed === bin.lastTrashed
	)
		return {
			count,
			bin,
			source: 'cache',
			stale: false,
			untimed: !meta.timed,
			initial: meta.stats,
			rows: null,
			laterRows: async () => (await cachedRows(repo)) ?? (await allSessions(repo))
		};
	// The bin was read above, before the ids and rows: a deletion since makes the next open look again.
	const old = meta && count > 0 ? await cachedRows(repo) : null;
	if (old && meta) {
		try {
			const ids = await finishedIds(repo);
			performance.mark('stats:ids');
			const [times, changed] = await Promise.all([
				loadPlayTimes(repo),
				// Sessions finished or corrected since the cache was written.
				finishedSince(repo, meta.newest)
			]);
			const byId = new Map(old.map((r) => [r.id, r]));
			const starts = await loadPlayStarts(repo, changed);
			for (const r of changed) byId.set(r.id, compact(r, times, starts));
			// A game restored from the bin keeps its time: read the few finished ids still missing.
			// (A game deleted is simply not among `ids`.)
			const missing = ids.filter((id) => !byId.has(id));
			if (missing.length > 0 && missing.length <= MAX_MISSING) {
				const back = (await repo.db.sessions.bulkGet(missing)).filter(
					(r): r is SessionRow => r?.status === 'finished'
				);
				const backStarts = await loadPlayStarts(repo, back);
				for (const r of back) byId.set(r.id, compact(r, times, backStarts));
			}
			if (ids.every((id) => byId.has(id))) {
				// Most recently changed first, as the sessions are listed.
				const rows = ids.map((id) => byId.get(id)!).reverse();
				return {
					count: ids.length,
					bin,
					source: 'topped-up',
					stale: true,
					untimed: untimed(rows),
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
		bin,
		source: 'sessions',
		stale: true,
		untimed: untimed(rows),
		initial: null,
		rows,
		laterRows: () => Promise.resolve(rows)
	};
}

/**
 * Gives the rows whose play time is still an estimate their time from their logs, stores
 * those times, and returns the rows (the same array when nothing was missing).
 */
export async function timeRows(
	repo: Repository,
	rows: readonly CachedRow[]
): Promise<readonly CachedRow[]> {
	const need = rows.filter((r) => r.playMs === undefined && (r.logLength ?? 0) > 0);
	if (need.length === 0) return rows;
	const times = await fillPlayTimes(
		repo,
		need.map((r) => ({ id: r.id, logLength: r.logLength ?? 0, endedAt: r.endedAt }))
	);
	return rows.map((r) => {
		if (r.playMs !== undefined) return r;
		const ms = knownPlayMs(times, { id: r.id, logLength: r.logLength ?? 0 });
		return { ...r, playMs: ms ?? null };
	});
}
