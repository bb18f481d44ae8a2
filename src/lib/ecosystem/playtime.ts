/**
 * Play time from the session's own clock: the log entries' timestamps (`at`), from the first
 * action (the time spent setting up before it is not play), never the wall clock between
 * opening and closing. The time between two
 * recorded moments counts only when it is a short one: a longer gap is a pause (a meal, the
 * game left on the shelf, a correction typed days later) and is cut out. A round's time runs
 * from the first action recorded in it to the first action of the next round (the last one to
 * the moment the game was finished), pauses cut the same way.
 */
import type { Done } from '$lib/games/core/log';
import type { Flow, GameAction, SessionContext } from '$lib/games/core/types';
import { isInvalid } from '$lib/games/core/types';

export interface RoundTime {
	readonly round: number;
	readonly ms: number;
}

export interface PlayTime {
	/** The first action's time (the session's creation while nothing is recorded). */
	readonly start: number;
	/** When the game was finished (its first finishing action), else the last action. */
	readonly end: number;
	/** Time played between `start` and `end`, pauses (see PAUSE_MS) cut out. */
	readonly ms: number;
	readonly rounds: readonly RoundTime[];
}

/**
 * The pause threshold: 30 minutes without anything recorded is a pause, not play, and that
 * whole gap is not counted. A turn of the app's games (Root's longest, a Lancaster round's
 * scoring) is recorded well within it; a score pad round typed at its end is too for the
 * games tables log on it. The history page says so under its list (`history.playTimeNote`).
 */
export const PAUSE_MS = 30 * 60_000;

/** A session open longer than this was left open, not played: its time is not counted. */
export const PLAUSIBLE_MS = 12 * 3600 * 1000;

/**
 * Play time over recorded moments (ascending or not): the sum of the gaps between consecutive
 * moments that are at most `pause` long. Moments at or before `from` and after `to` are left
 * out; `from` and `to` themselves are moments when given.
 */
export function activeMs(
	times: readonly number[],
	from?: number,
	to?: number,
	pause = PAUSE_MS
): number {
	const inside = times.filter(
		(t) => Number.isFinite(t) && (from === undefined || t > from) && (to === undefined || t < to)
	);
	const points = [
		...(from === undefined ? [] : [from]),
		...inside.sort((a, b) => a - b),
		...(to === undefined ? [] : [to])
	];
	let ms = 0;
	for (let i = 1; i < points.length; i++) {
		const gap = points[i]! - points[i - 1]!;
		if (gap > 0 && gap <= pause) ms += gap;
	}
	return ms;
}

/**
 * Play time of a stored row for lists and statistics. `playMs` is the time computed from the
 * row's log (see play-times.ts): null when unknown or nothing was played, and a row
 * without it (not looked up yet) is estimated from creation to its last log entry, if
 * believable.
 */
export function rowPlayMs(row: {
	createdAt: number;
	updatedAt: number;
	playMs?: number | null;
}): number | null {
	if (row.playMs !== undefined) return row.playMs !== null && row.playMs > 0 ? row.playMs : null;
	const ms = row.updatedAt - row.createdAt;
	return ms > 0 && ms <= PLAUSIBLE_MS ? ms : null;
}

/**
 * Replays the actions in effect and notes when each round began and when the game first
 * ended. Play starts at the first action; `createdAt` stands in only while nothing is
 * recorded (then nothing has been played). A game still running is timed up to `now` when
 * given (the clock on the session screen), else up to its last action; a finished one up to
 * the action that finished it, so a correction made after the end adds nothing.
 */
export function playTime(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<any>,
	ctx: SessionContext,
	done: readonly Done<GameAction>[],
	createdAt: number,
	now?: number
): PlayTime {
	const start = done.length ? done[0]!.at : createdAt;
	let state: unknown = flow.init(ctx);
	let round = flow.summarize(state, ctx).round;
	const starts: { round: number; at: number }[] = round === null ? [] : [{ round, at: start }];
	let end = done.length ? done[done.length - 1]!.at : start;
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
	if (!finished && now !== undefined && done.length) end = Math.max(end, now);
	const times = done.map((d) => d.at);
	const rounds = starts.map((s, i) => ({
		round: s.round,
		ms: activeMs(times, s.at, Math.max(s.at, starts[i + 1]?.at ?? end))
	}));
	return {
		start,
		end,
		ms: activeMs(times, start, Math.max(start, end)),
		rounds
	};
}

/** Whole minutes, at least 1 for a game that was played at all (what BG Stats stores). */
export function minutes(ms: number): number {
	return ms <= 0 ? 0 : Math.max(1, Math.round(ms / 60_000));
}

interface DurationFormatLike {
	format(d: { hours?: number; minutes: number }): string;
}
type DurationFormatCtor = new (
	locale: string | undefined,
	options: { style: 'short' }
) => DurationFormatLike;

const durationFormats = new Map<string, DurationFormatLike | null>();

/** The browser's Intl.DurationFormat for a locale, or null where it has none. */
function durationFormat(locale: string | undefined): DurationFormatLike | null {
	const key = locale ?? '';
	if (durationFormats.has(key)) return durationFormats.get(key)!;
	const Ctor = (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat;
	let f: DurationFormatLike | null = null;
	try {
		f = Ctor ? new Ctor(locale, { style: 'short' }) : null;
	} catch {
		f = null;
	}
	durationFormats.set(key, f);
	return f;
}

/**
 * A known play time in words, or null when none is known (no timed move, or 0): a play with
 * no time says nothing rather than «0 min de juego» / «0 min played».
 */
export function knownDuration(ms: number | null | undefined, locale?: string): string | null {
	return typeof ms === 'number' && minutes(ms) > 0 ? formatDuration(ms, locale) : null;
}

/**
 * A play time in whole minutes, in the language shown: `Intl.DurationFormat` where the browser
 * has it ("1 hr, 5 min" / "1 h, 5 min"), else "1 h 05 min" / "42 min", read alike in both
 * languages. `locale` defaults to the page's language (the app sets `<html lang>`).
 */
export function formatDuration(ms: number, locale?: string): string {
	const total = minutes(ms);
	const h = Math.floor(total / 60);
	const m = total % 60;
	const lang = locale ?? (typeof document !== 'undefined' ? document.documentElement.lang : '');
	const f = durationFormat(lang || undefined);
	// DurationFormat leaves zero units out: "0 min" would come out empty.
	if (f && total > 0) return f.format(h > 0 ? { hours: h, minutes: m } : { minutes: m });
	return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}
