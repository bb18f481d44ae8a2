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
	/** An undo's or redo's target entry id (absent in older entries). */
	readonly target?: string;
	/** The writing phone's public key and its signature over the entry (keys.ts). */
	readonly pub?: string;
	readonly sig?: string;
}

export function toShared(e: LogEntry, by: string): SharedEntry {
	const base = { id: e.id, parent: e.parent, at: e.at, kind: e.kind, by };
	if (e.kind === 'do') return { ...base, action: e.action };
	return e.target === undefined ? base : { ...base, target: e.target };
}

export function mergedLog(items: readonly SharedEntry[]): LogEntry[] {
	const seen = new Set<string>();
	const out: LogEntry[] = [];
	for (const it of items) {
		if (!it || typeof it.id !== 'string' || seen.has(it.id)) continue;
		seen.add(it.id);
		const base = { seq: out.length, at: it.at, id: it.id, parent: it.parent ?? null };
		if (it.kind === 'do') out.push({ ...base, kind: 'do', action: it.action as GameAction });
		else if (it.kind === 'undo' || it.kind === 'redo')
			out.push(
				typeof it.target === 'string'
					? { ...base, kind: it.kind, target: it.target }
					: { ...base, kind: it.kind }
			);
	}
	return out;
}

/**
 * The log this phone keeps (what was recorded stays recorded): the room's
 * order, but an entry this phone has stored keeps the content it was stored with (a remote
 * copy under its id with other content is not taken), and the entries this phone holds that
 * the room lacks (a remote state that deleted them) follow in their order — `resend` lists
 * them, to be put back in the room. Never shorter than `local`.
 */
export function keptLog(
	room: readonly SharedEntry[],
	local: readonly LogEntry[]
): { log: LogEntry[]; resend: LogEntry[]; rewritten: string[] } {
	const mine = new Map(local.map((e) => [e.id, e]));
	const log: LogEntry[] = [];
	const rewritten: string[] = [];
	for (const e of mergedLog(room)) {
		const held = mine.get(e.id);
		if (held && contentOf(held) !== contentOf(e)) rewritten.push(e.id);
		log.push(held ? { ...held, seq: log.length } : e);
		mine.delete(e.id);
	}
	const resend = local.filter((e) => mine.has(e.id));
	for (const e of resend) log.push({ ...e, seq: log.length });
	return { log, resend, rewritten };
}

/** What an entry says, to compare two copies (seq is a place, not content). */
function contentOf(e: LogEntry): string {
	return JSON.stringify([
		e.id,
		e.parent,
		e.at,
		e.kind,
		e.kind === 'do' ? e.action : null,
		e.kind === 'do' ? null : (e.target ?? null)
	]);
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
