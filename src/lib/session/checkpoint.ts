/**
 * Checkpoints of a session's fold: the state after the first `count` actions in effect, so a
 * reload (or an undo) folds only the actions after it. Replay stays the truth: a checkpoint is a
 * cache, used only when the chained hash of the ids of the actions it folded matches the log's,
 * and a stored one only when it was made by the same rules (the game module's version, the
 * session's stored version and flow) and its state still hashes to what was stored.
 */
import { isInvalid, type Flow, type GameAction, type SessionContext } from '$lib/games/core/types';
import type { Skipped } from '$lib/games/core/log';

export interface Checkpoint<S = unknown> {
	/** How many actions in effect (the first of the timeline's `done`) the state folds. */
	readonly count: number;
	/** Chained hash of those actions' entry ids (see chainIds). */
	readonly hash: string;
	readonly state: S;
	/** The state the count-th action was applied to (null when none, or refused). */
	readonly before: S | null;
	/** Actions among those the rules refused at replay (indexes below count). */
	readonly refused: readonly Skipped[];
}

/** A checkpoint as stored in the `snapshots` table: one per session, the latest. */
export interface StoredCheckpoint extends Checkpoint {
	readonly sessionId: string;
	readonly flow: string;
	/** The game module's `version` whose reducer made the state. */
	readonly gameVersion: number;
	/** The session row's stored `version` (which migrations its actions went through). */
	readonly storedVersion: number;
	/** Length of the log when it was taken (for reading only: the hash decides). */
	readonly logLength: number;
	/** Hash of the state's JSON: a stored state that no longer matches it is not used. */
	readonly stateHash: string;
	readonly at: number;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/**
 * Two FNV-1a lanes of 32 bits (different starts and multipliers) over a string's UTF-16 code
 * units, as 16 hex digits; given `prev` (a hash this returned), it goes on from there, after a
 * separator: the hash of `prev`'s whole text, then '|', then `text`. One pass, no string built
 * (a reload hashes every action's id in the start's tasks, before the JIT has warmed up).
 */
export function hashText(text: string, prev = ''): string {
	let a = prev ? parseInt(prev.slice(0, 8), 16) : 0x811c9dc5;
	let b = prev ? parseInt(prev.slice(8, 16), 16) : 0x01234567;
	if (prev) {
		a = Math.imul(a ^ 124, 0x01000193) >>> 0;
		b = Math.imul(b ^ 124, 0x5bd1e995) >>> 0;
	}
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		a = Math.imul(a ^ c, 0x01000193) >>> 0;
		b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
	}
	return hex(a) + hex(b);
}

/**
 * The chained hash after each id: entry k is the hash of ids 0..k. A checkpoint of `count`
 * actions matches a timeline whose (count-1)-th chained hash equals its own.
 */
export function chainIds(ids: readonly string[]): string[] {
	const out: string[] = [];
	for (let i = 0; i < ids.length; i++) out.push(hashText(ids[i]!, out[i - 1] ?? ''));
	return out;
}

/** Whether a checkpoint folds a prefix of these actions (by their chained id hashes). */
export function matches(cp: Checkpoint, chain: readonly string[]): boolean {
	return cp.count > 0 && cp.count <= chain.length && chain[cp.count - 1] === cp.hash;
}

export interface FoldResult<S> {
	state: S;
	before: S | null;
	refused: Skipped[];
	/** The checkpoints met while folding, every `every` actions (kept in memory). */
	marks: Checkpoint<S>[];
}

/**
 * Folds `actions` from a checkpoint (or from the start): what core/log's fold computes,
 * refusing invalid actions the same way, so a checkpoint plus its tail equals the full fold.
 */
export function foldFrom<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	ctx: SessionContext<O>,
	actions: readonly A[],
	chain: readonly string[],
	from: Checkpoint<S> | null,
	every: number
): FoldResult<S> {
	let state = from ? from.state : flow.init(ctx);
	let before: S | null = from ? from.before : null;
	const refused: Skipped[] = from ? [...from.refused] : [];
	const marks: Checkpoint<S>[] = [];
	for (let index = from?.count ?? 0; index < actions.length; index++) {
		const next = flow.reduce(state, actions[index]!, ctx);
		if (isInvalid(next)) {
			refused.push({ index, reason: next.reason });
			before = null;
		} else {
			before = state;
			state = next;
		}
		const count = index + 1;
		if (every > 0 && count % every === 0)
			marks.push({ count, hash: chain[index]!, state, before, refused: [...refused] });
	}
	return { state, before, refused, marks };
}

/**
 * SHA-256 of a checkpoint's states as JSON (a stored checkpoint's check against corruption):
 * the browser's digest, off the main thread, not a script loop over the whole state in the start
 * of a reload. Rejects when the states are not JSON (a cycle).
 */
export async function stateHash(state: unknown, before: unknown): Promise<string> {
	const text = JSON.stringify([state, before]) ?? 'undefined';
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	return Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
}

/** A stored row's shape, checked before use: anything else is ignored (a cache, never trusted). */
export function isStoredCheckpoint(x: unknown): x is StoredCheckpoint {
	if (!x || typeof x !== 'object') return false;
	const r = x as Record<string, unknown>;
	return (
		typeof r.sessionId === 'string' &&
		typeof r.flow === 'string' &&
		Number.isInteger(r.count) &&
		(r.count as number) >= 0 &&
		typeof r.hash === 'string' &&
		Number.isInteger(r.gameVersion) &&
		Number.isInteger(r.storedVersion) &&
		typeof r.stateHash === 'string' &&
		'state' in r &&
		'before' in r &&
		Array.isArray(r.refused) &&
		r.refused.every(
			(s) =>
				!!s &&
				typeof s === 'object' &&
				Number.isInteger((s as Skipped).index) &&
				(s as Skipped).index < (r.count as number)
		)
	);
}

/**
 * A stored checkpoint usable for this session as it replays today, or null: same session, flow,
 * rules (game version and stored version) and an intact state.
 */
export async function usableStored<S>(
	x: unknown,
	want: { sessionId: string; flow: string; gameVersion: number; storedVersion: number }
): Promise<Checkpoint<S> | null> {
	if (!isStoredCheckpoint(x)) return null;
	if (
		x.sessionId !== want.sessionId ||
		x.flow !== want.flow ||
		x.gameVersion !== want.gameVersion ||
		x.storedVersion !== want.storedVersion
	)
		return null;
	try {
		if ((await stateHash(x.state, x.before)) !== x.stateHash) return null;
	} catch {
		return null;
	}
	return {
		count: x.count,
		hash: x.hash,
		state: x.state as S,
		before: x.before as S | null,
		refused: x.refused
	};
}
