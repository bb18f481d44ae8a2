/**
 * Writes the merged shared log into this phone's Dexie log, in one transaction: the common
 * prefix stays, the rest is rewritten in the merged order, and the session row's length,
 * summary and status follow. Every other screen of the app (history, statistics, a second tab)
 * keeps reading the ordinary tables.
 */
import Dexie from 'dexie';
import type { Repository } from '$lib/db/repo';
import type { LogEntry } from '$lib/games/core/log';
import type { SessionSummary } from '$lib/games/core/types';
import { endedAtAfter, statusOf, type LogRow, type SessionRow } from '$lib/db/schema';
import { commonPrefix } from './log-merge';

export async function writeMergedLog(
	repo: Repository,
	sessionId: string,
	merged: readonly LogEntry[],
	/** The merged log's summary; null: the row's summary stays, for `writeSummary` to follow. */
	summary: SessionSummary | null,
	/**
	 * The log this phone stored before, as its engine shows it: when the stored log still has
	 * its length and its last kept entry, only what changed after the common prefix is read and
	 * written (a 3,000-entry game is not read back for each remote move). Else the whole
	 * stored log is read and compared.
	 */
	known?: readonly LogEntry[]
): Promise<boolean> {
	const db = repo.db;
	return db.transaction('rw', db.sessions, db.log, async () => {
		const row = await db.sessions.get(sessionId);
		if (!row) return false;
		const { keep, length } = await keptPrefix(repo, sessionId, row, merged, known);
		if (keep === length && keep === merged.length) return false;
		// Entries after the common prefix make way for the merged order (none when the room only
		// added entries after this phone's: the usual case, one request fewer). They are only
		// moved, never dropped: a merged log lacking one of them is refused.
		if (keep < length) {
			const tail = db.log
				.where('[sessionId+seq]')
				.between([sessionId, keep], [sessionId, Dexie.maxKey]);
			const ids = new Set(merged.slice(keep).map((e) => e.id));
			const lost = ((await tail.toArray()) as LogRow[]).find((r) => !ids.has(r.id));
			if (lost) throw new Error(`the merged log lacks the stored entry ${lost.id}`);
			await tail.delete();
		}
		await db.log.bulkAdd(
			merged.slice(keep).map((e) => {
				const r: LogRow = {
					sessionId,
					seq: e.seq,
					id: e.id,
					parent: e.parent,
					at: e.at,
					kind: e.kind
				};
				if (e.kind === 'do') r.action = e.action;
				else if (e.target !== undefined) r.target = e.target;
				return r;
			})
		);
		const last = merged.at(-1);
		const change: Partial<SessionRow> = { logLength: merged.length };
		if (last) change.updatedAt = Math.max(row.updatedAt, last.at);
		if (summary)
			Object.assign(change, {
				summary,
				status: statusOf(summary, row.trashedAt),
				endedAt: endedAtAfter(row, summary, change.updatedAt ?? row.updatedAt)
			});
		await db.sessions.update(sessionId, change);
		return true;
	});
}

/** The folded summary of a merged log, stored once that log is (unless the log moved on). */
export async function writeSummary(
	repo: Repository,
	sessionId: string,
	logLength: number,
	summary: SessionSummary
): Promise<void> {
	const db = repo.db;
	await db.transaction('rw', db.sessions, async () => {
		const row = await db.sessions.get(sessionId);
		if (!row || row.logLength !== logLength) return;
		await db.sessions.update(sessionId, {
			summary,
			status: statusOf(summary, row.trashedAt),
			endedAt: endedAtAfter(row, summary, row.updatedAt)
		});
	});
}

/**
 * How many leading entries of the stored log the merged one keeps as they are (`keep`), and
 * how many the stored log holds (`length`).
 */
async function keptPrefix(
	repo: Repository,
	sessionId: string,
	row: SessionRow,
	merged: readonly LogEntry[],
	known?: readonly LogEntry[]
): Promise<{ keep: number; length: number }> {
	const db = repo.db;
	if (known && known.length === row.logLength) {
		const keep = commonPrefix(known, merged);
		const last = keep > 0 ? await db.log.get([sessionId, keep - 1]) : undefined;
		if (keep === 0 || last?.id === known[keep - 1]!.id) return { keep, length: known.length };
	}
	const current = (await db.log
		.where('[sessionId+seq]')
		.between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey])
		.toArray()) as LogRow[];
	return { keep: commonPrefix(current, merged), length: current.length };
}

/** What a joining phone needs to create the session: the row without its local fields. */
export type SharedRow = Pick<
	SessionRow,
	'id' | 'gameId' | 'flow' | 'players' | 'options' | 'seed' | 'createdAt' | 'version' | 'setup'
> & { summary: SessionSummary };

export function sharedRow(row: SessionRow): SharedRow {
	const { id, gameId, flow, players, options, seed, createdAt, version, setup, summary } = row;
	return JSON.parse(
		JSON.stringify({ id, gameId, flow, players, options, seed, createdAt, version, setup, summary })
	) as SharedRow;
}

/** Creates the shared session on a joining phone (same id on every phone), once. */
export async function adoptRow(repo: Repository, shared: SharedRow, now = Date.now()) {
	const db = repo.db;
	await db.transaction('rw', db.sessions, async () => {
		if (await db.sessions.get(shared.id)) return;
		await db.sessions.add({
			...shared,
			updatedAt: now,
			status: statusOf(shared.summary, null),
			logLength: 0,
			trashedAt: null
		});
	});
}
