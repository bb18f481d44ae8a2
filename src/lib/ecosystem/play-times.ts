/**
 * When stored sessions were played and for how long, from their log rows' own times (`at`),
 * remembered in the app database's `meta` table so a list or the statistics read a session's
 * log once, not on every open. An entry is valid while the session's log length is the one it
 * was computed at: any action, undo, redo or correction appended since makes it computed again.
 *
 * - The play time runs from the first action to the last, or to the end of the game where the
 *   row knows it (`SessionRow.endedAt`), pauses cut (`activeMs` in playtime.ts). Where the session screen has timed the play with the game's own rules (up
 *   to the action that finished it, so a correction afterwards adds nothing) it stores that
 *   time here (`rememberPlayTime`), and lists show it.
 * - A play's start is its first action (log row 0): the history's order and «Played on».
 */
import Dexie from 'dexie';
import type { Repository } from '$lib/db/repo';
import { activeMs } from './playtime';
import { PLAY_STARTS_KEY } from './stats-cache-keys';

/** Changed whenever play times are computed another way: older maps are dropped, not read. */
export const PLAY_TIMES_KEY = 'playtime:v2';
const OLD_PLAY_TIMES_KEYS = ['playtime:v1'];

/** Session id → [log length when computed, play time in ms]. */
export type PlayTimes = Record<string, readonly [number, number]>;

/** Session id → [log length when read, the first action's time]. */
export type PlayStarts = Record<string, readonly [number, number]>;

interface Timed {
	readonly id: string;
	readonly logLength: number;
	/** When the game ended (`SessionRow.endedAt`): what was recorded after it is not play. */
	readonly endedAt?: number;
}

export async function loadPlayTimes(repo: Repository): Promise<PlayTimes> {
	try {
		const v = await repo.getMeta<PlayTimes>(PLAY_TIMES_KEY);
		return v && typeof v === 'object' ? v : {};
	} catch {
		return {};
	}
}

/** The stored play time of a row, or undefined when it was never computed or is stale. */
export function knownPlayMs(
	times: PlayTimes,
	row: Pick<Timed, 'id' | 'logLength'>
): number | null | undefined {
	// Nothing recorded: nothing played.
	if (row.logLength === 0) return null;
	const t = times[row.id];
	if (!t || t[0] !== row.logLength) return undefined;
	return t[1] > 0 ? t[1] : null;
}

/** The log rows' times of one session, oldest first. */
async function logTimes(repo: Repository, id: string): Promise<number[]> {
	const rows = await repo.db.log
		.where('[sessionId+seq]')
		.between([id, Dexie.minKey], [id, Dexie.maxKey])
		.toArray();
	return rows.map((r) => r.at);
}

/**
 * Computes the play times `rows` are missing (a few sessions' logs per transaction, so the
 * page stays responsive), stores them with the ones known, and returns the whole map (the
 * very map given when none was missing).
 */
export async function fillPlayTimes(
	repo: Repository,
	rows: readonly Timed[],
	times?: PlayTimes,
	batch = 25
): Promise<PlayTimes> {
	const given = times ?? (await loadPlayTimes(repo));
	const missing = rows.filter((r) => knownPlayMs(given, r) === undefined);
	// Nothing to read: the same map, so a caller can tell nothing changed.
	if (missing.length === 0) return given;
	const known = { ...given };
	for (let i = 0; i < missing.length; i += batch) {
		const part = missing.slice(i, i + batch);
		const all = await repo.db.transaction('r', repo.db.log, () =>
			Promise.all(part.map((r) => logTimes(repo, r.id)))
		);
		part.forEach((r, k) => {
			const at = all[k]!;
			// From the first action (setting up before it is not play) to the end of the game.
			const played = r.endedAt === undefined ? at : at.filter((t) => t <= r.endedAt!);
			known[r.id] = [r.logLength, played.length ? activeMs(played) : 0];
		});
		// Let the page paint between batches.
		await new Promise((r) => setTimeout(r, 0));
	}
	await store(repo, known);
	return known;
}

async function store(repo: Repository, times: PlayTimes): Promise<void> {
	try {
		await repo.setMeta(PLAY_TIMES_KEY, times);
		await repo.db.meta.bulkDelete(OLD_PLAY_TIMES_KEYS);
	} catch {
		/* storage full: computed again next time */
	}
}

/**
 * Stores the play time the session screen worked out with the game's own rules for a row at
 * its current log length: lists show it instead of the log's last action, which may be a
 * correction made after the end.
 */
export async function rememberPlayTime(repo: Repository, row: Timed, ms: number): Promise<void> {
	if (row.logLength === 0) return;
	const times = await loadPlayTimes(repo);
	const t = times[row.id];
	if (t && t[0] === row.logLength && t[1] === ms) return;
	await store(repo, { ...times, [row.id]: [row.logLength, Math.max(0, ms)] });
}

/** The stored start of a row (its first action), or undefined when not read or stale. */
export function knownStart(starts: PlayStarts, row: Timed): number | undefined {
	const s = starts[row.id];
	return s && s[0] === row.logLength ? s[1] : undefined;
}

/**
 * The first action's time of every row that has one: those stored, and the missing ones read
 * (one log row each, by key, in one read) and stored for next time.
 */
export async function loadPlayStarts(
	repo: Repository,
	rows: readonly Timed[]
): Promise<PlayStarts> {
	let stored: PlayStarts = {};
	try {
		const v = await repo.getMeta<PlayStarts>(PLAY_STARTS_KEY);
		if (v && typeof v === 'object') stored = v;
	} catch {
		/* read them again */
	}
	const missing = rows.filter((r) => r.logLength > 0 && knownStart(stored, r) === undefined);
	if (missing.length === 0) return stored;
	const firsts = await repo.db.log.bulkGet(missing.map((r) => [r.id, 0] as [string, number]));
	const starts = { ...stored };
	missing.forEach((r, i) => {
		const at = firsts[i]?.at;
		if (typeof at === 'number' && Number.isFinite(at) && at > 0) starts[r.id] = [r.logLength, at];
	});
	try {
		await repo.setMeta(PLAY_STARTS_KEY, starts);
	} catch {
		/* storage full: read again next time */
	}
	return starts;
}

/**
 * Rows in the order they were played, newest first: by their first action (`starts`), a row
 * with none by its creation; equal starts keep the order given. Returns the start used for
 * each row too («Played on», date filters).
 */
export function byPlayStart<R extends Timed & { readonly createdAt: number }>(
	rows: readonly R[],
	starts: PlayStarts
): { rows: R[]; startOf: Map<string, number> } {
	const startOf = new Map(rows.map((r) => [r.id, knownStart(starts, r) ?? r.createdAt]));
	return { rows: [...rows].sort((a, b) => startOf.get(b.id)! - startOf.get(a.id)!), startOf };
}

/**
 * Stores the play time and start of sessions whose log times are at hand (an import that has
 * just written them), so neither a list nor the statistics read those logs again.
 */
export async function rememberLogTimes(
	repo: Repository,
	logs: readonly { readonly id: string; readonly at: readonly number[] }[],
	/** A task break every few hundred sessions (thousands of them after an import). */
	yieldTask?: () => Promise<void>
): Promise<void> {
	if (logs.length === 0) return;
	const times = { ...(await loadPlayTimes(repo)) };
	let starts: PlayStarts = {};
	try {
		const v = await repo.getMeta<PlayStarts>(PLAY_STARTS_KEY);
		if (v && typeof v === 'object') starts = { ...v };
	} catch {
		/* only these are known then */
	}
	for (const [i, { id, at }] of logs.entries()) {
		if (yieldTask && i > 0 && i % 500 === 0) await yieldTask();
		if (at.length === 0) continue;
		times[id] = [at.length, activeMs(at)];
		if (at[0]! > 0) (starts as Record<string, readonly [number, number]>)[id] = [at.length, at[0]!];
	}
	await store(repo, times);
	try {
		await repo.setMeta(PLAY_STARTS_KEY, starts);
	} catch {
		/* storage full: read again next time */
	}
}
