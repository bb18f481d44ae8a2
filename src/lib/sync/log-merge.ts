/**
 * The shared log's order is the Yjs array's order — the same on every phone once they have
 * the same updates (Yjs orders concurrent inserts by client id). This turns that array into
 * the session's log: duplicates (an entry pushed twice after a reconnect) keep their first
 * place, and seq is the position. Entries are never dropped: the fold reports the ones the
 * rules refuse in this order.
 */
import type { GameAction } from '$lib/games/core/types';
import type { LogEntry } from '$lib/games/core/log';

/** An entry as it travels between phones: the log entry without seq, plus the phone's name. */
export interface SharedEntry {
	readonly id: string;
	readonly parent: string | null;
	readonly at: number;
	readonly kind: 'do' | 'undo' | 'redo';
	readonly action?: GameAction;
	/** The name of the phone that made it. */
	readonly by: string;
}

export function toShared(e: LogEntry, by: string): SharedEntry {
	const base = { id: e.id, parent: e.parent, at: e.at, kind: e.kind, by };
	return e.kind === 'do' ? { ...base, action: e.action } : base;
}

export function mergedLog(items: readonly SharedEntry[]): LogEntry[] {
	const seen = new Set<string>();
	const out: LogEntry[] = [];
	for (const it of items) {
		if (!it || typeof it.id !== 'string' || seen.has(it.id)) continue;
		seen.add(it.id);
		const base = { seq: out.length, at: it.at, id: it.id, parent: it.parent ?? null };
		if (it.kind === 'do') out.push({ ...base, kind: 'do', action: it.action as GameAction });
		else if (it.kind === 'undo' || it.kind === 'redo') out.push({ ...base, kind: it.kind });
	}
	return out;
}

/** Entries of the local log the shared one does not hold yet, in local order. */
export function missingFrom(
	local: readonly LogEntry[],
	shared: readonly SharedEntry[]
): LogEntry[] {
	const have = new Set(shared.map((s) => s.id));
	return local.filter((e) => !have.has(e.id));
}

/** How many leading entries two logs share (same ids in the same places). */
export function commonPrefix(a: readonly { id: string }[], b: readonly { id: string }[]): number {
	let i = 0;
	while (i < a.length && i < b.length && a[i]!.id === b[i]!.id) i++;
	return i;
}
