/** Locale-aware formatting through the platform's Intl (no hand-made date maths beyond units). */
import type { Player } from '$lib/games/core/types';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
	['second', 1]
];

/** Intl formatters are costly to build: one per locale and kind, reused by every list row. */
const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
	let v = cache.get(key) as T | undefined;
	if (!v) cache.set(key, (v = make()));
	return v;
}

/** "5 minutes ago" / "hace 5 minutos". */
export function relativeTime(ts: number, locale: string, now = Date.now()): string {
	const secs = Math.round((ts - now) / 1000);
	const rtf = cached(
		`rtf:${locale}`,
		() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
	);
	for (const [unit, size] of UNITS) {
		if (Math.abs(secs) >= size || unit === 'second')
			return rtf.format(Math.round(secs / size), unit);
	}
	return rtf.format(0, 'second');
}

export function dateTime(ts: number, locale: string): string {
	return cached(
		`dtf:${locale}`,
		() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
	).format(ts);
}

/** "Ana, Benno and Clara" / "Ana, Benno y Clara". */
export function listNames(names: readonly string[], locale: string): string {
	return cached(
		`list:${locale}`,
		() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
	).format(names);
}

/**
 * Names of the winners: players by name; a winner that is not a seat at the table (Xidit's
 * ghost) by its translated name `nonPlayer.<id>`.
 */
export function winnerNames(
	players: readonly Player[],
	winners: readonly string[],
	t: (key: string) => string
): string[] {
	return winners.map((id) => players.find((p) => p.id === id)?.name ?? t(`nonPlayer.${id}`));
}

export function playerNames(players: readonly Player[], locale: string): string {
	return listNames(
		players.map((p) => p.name),
		locale
	);
}

/**
 * Wraps text in Unicode first-strong isolates (FSI … PDI): a right-to-left name cannot
 * reorder the sentence around it (for canvas text and attributes, where <bdi> cannot go).
 */
export function isolate(text: string): string {
	return `\u2068${text}\u2069`;
}

/**
 * A message whose player-name values are each isolated. Only names are wrapped: other string
 * values are often ICU `select` arguments (a suit, a field) that must stay exactly as they are.
 */
export function isolateValues<
	R extends { key: string; values?: Readonly<Record<string, string | number>> }
>(ref: R, names: ReadonlySet<string>): R {
	if (!ref.values) return ref;
	const values: Record<string, string | number> = {};
	for (const [k, v] of Object.entries(ref.values))
		values[k] = typeof v === 'string' && names.has(v) ? isolate(v) : v;
	return { ...ref, values };
}

/** A game id as an ICU `select` value (message selectors cannot hold '-'): a game's own words. */
export const gameSelector = (gameId: string): string => gameId.replaceAll('-', '_');
