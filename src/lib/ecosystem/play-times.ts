/**
 * Play times of stored sessions computed from their log rows' own times (`at`, pauses cut:
 * see `activeMs` in playtime.ts), remembered in the app database's `meta` table under one key
 * so a list or the statistics read a session's log once, not on every open. An entry is
 * valid while the session's log length is the one it was computed at: any action, undo,
 * redo or correction appended since makes it computed again.
 */
import Dexie from 'dexie';
import type { Repository } from '$lib/db/repo';
import { activeMs } from './playtime';

export const PLAY_TIMES_KEY = 'playtime:v1';

/** Session id → [log length when computed, play time in ms]. */
export type PlayTimes = Record<string, readonly [number, number]>;

interface Timed {
	readonly id: string;
	readonly createdAt: number;
	readonly logLength: number;
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
			known[r.id] = [r.logLength, at.length ? activeMs(at, r.createdAt) : 0];
		});
		// Let the page paint between batches.
		await new Promise((r) => setTimeout(r, 0));
	}
	try {
		await repo.setMeta(PLAY_TIMES_KEY, known);
	} catch {
		/* storage full: computed again next time */
	}
	return known;
}
