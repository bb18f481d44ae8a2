/**
 * Play time from the session's own clock: the session row's creation and the log entries'
 * timestamps. A round's time runs from the first action recorded in it to the first action of
 * the next round (the last one to the moment the game was finished).
 */
import type { Done } from '$lib/games/core/log';
import type { Flow, GameAction, SessionContext } from '$lib/games/core/types';
import { isInvalid } from '$lib/games/core/types';

export interface RoundTime {
	readonly round: number;
	readonly ms: number;
}

export interface PlayTime {
	readonly start: number;
	/** When the game was finished (its first finishing action), else the last action. */
	readonly end: number;
	readonly ms: number;
	readonly rounds: readonly RoundTime[];
}

/** A session open longer than this was left open, not played: its time is not counted. */
export const PLAUSIBLE_MS = 12 * 3600 * 1000;

/** Play time of a stored row: from creation to its last log entry (updatedAt), if believable. */
export function rowPlayMs(row: { createdAt: number; updatedAt: number }): number | null {
	const ms = row.updatedAt - row.createdAt;
	return ms > 0 && ms <= PLAUSIBLE_MS ? ms : null;
}

/**
 * Replays the actions in effect and notes when each round began and when the game first
 * ended. `createdAt` is the start (the table sat down when the session was created). A game
 * still running is timed up to `now` when given (the clock on the session screen), else up to
 * its last action.
 */
export function playTime(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<any>,
	ctx: SessionContext,
	done: readonly Done<GameAction>[],
	createdAt: number,
	now?: number
): PlayTime {
	let state: unknown = flow.init(ctx);
	let round = flow.summarize(state, ctx).round;
	const starts: { round: number; at: number }[] = round === null ? [] : [{ round, at: createdAt }];
	let end = done.length ? done[done.length - 1]!.at : createdAt;
	let finished = false;
	for (const d of done) {
		let next: unknown;
		try {
			next = flow.reduce(state, d.action, ctx);
		} catch {
			continue;
		}
		if (isInvalid(next)) continue;
		state = next;
		const s = flow.summarize(state, ctx);
		if (s.round !== null && s.round !== round) {
			round = s.round;
			if (!starts.some((x) => x.round === s.round)) starts.push({ round: s.round, at: d.at });
		}
		if (s.finished && !finished) {
			finished = true;
			end = d.at;
		}
	}
	if (!finished && now !== undefined) end = Math.max(end, now);
	const rounds = starts.map((s, i) => ({
		round: s.round,
		ms: Math.max(0, (starts[i + 1]?.at ?? end) - s.at)
	}));
	return { start: createdAt, end, ms: Math.max(0, end - createdAt), rounds };
}

/** Whole minutes, at least 1 for a game that was played at all (what BG Stats stores). */
export function minutes(ms: number): number {
	return ms <= 0 ? 0 : Math.max(1, Math.round(ms / 60_000));
}

/** "1 h 05 min" / "42 min": the same in both languages. */
export function formatDuration(ms: number): string {
	const total = minutes(ms);
	const h = Math.floor(total / 60);
	const m = total % 60;
	return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}
