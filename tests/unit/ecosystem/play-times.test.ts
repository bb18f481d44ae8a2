/**
 * Play time from the actions' own times with pauses cut, the duration in the phone's language
 * (Intl.DurationFormat where there is one), and dates in the phone's regional locale.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { activeMs, formatDuration, PAUSE_MS, rowPlayMs } from '$lib/ecosystem/playtime';
import { regionalLocale } from '$lib/ecosystem/locale';

const min = 60_000;

describe('play time from recorded moments', () => {
	it('counts the gaps up to 30 minutes and cuts a longer pause whole', () => {
		expect(PAUSE_MS).toBe(30 * min);
		const t0 = 1_000_000;
		// 10 min, 30 min (counted: at the threshold), a 31-minute pause, 5 min.
		const at = [t0 + 10 * min, t0 + 40 * min, t0 + 71 * min, t0 + 76 * min];
		expect(activeMs(at, t0)).toBe(45 * min);
	});

	it('a correction days after the game adds only its own moments', () => {
		const t0 = 0;
		const game = [5, 20, 40, 60].map((m) => t0 + m * min);
		const correction = [3 * 1440, 3 * 1440 + 2].map((m) => t0 + m * min);
		expect(activeMs([...game, ...correction], t0)).toBe(60 * min + 2 * min);
	});

	it('moments out of order are sorted; a window keeps only what lies inside it', () => {
		expect(activeMs([30 * min, 10 * min, 20 * min])).toBe(20 * min);
		expect(activeMs([10 * min, 20 * min, 30 * min, 50 * min], 15 * min, 40 * min)).toBe(25 * min);
	});

	it("a row's play time from its log wins over its timestamps; none when nothing was played", () => {
		const row = { createdAt: 0, updatedAt: 3 * 24 * 60 * min };
		expect(rowPlayMs({ ...row, playMs: 42 * min })).toBe(42 * min);
		expect(rowPlayMs({ ...row, playMs: null })).toBeNull();
		// Not read yet: the old estimate, refused when not believable (left open for days).
		expect(rowPlayMs(row)).toBeNull();
		expect(rowPlayMs({ createdAt: 0, updatedAt: 50 * min })).toBe(50 * min);
	});
});

describe('durations and dates in the phone’s language', () => {
	const real = (Intl as unknown as { DurationFormat?: unknown }).DurationFormat;
	afterEach(() => {
		(Intl as unknown as { DurationFormat?: unknown }).DurationFormat = real;
	});

	it('uses Intl.DurationFormat where the browser has it, with the locale asked for', () => {
		const seen: unknown[] = [];
		(Intl as unknown as { DurationFormat?: unknown }).DurationFormat = class {
			constructor(
				readonly locale: string,
				readonly options: unknown
			) {
				seen.push([locale, options]);
			}
			format(d: { hours?: number; minutes: number }) {
				return `${this.locale}:${d.hours ?? 0}h${d.minutes}m`;
			}
		};
		expect(formatDuration(65 * min, 'en-GB')).toBe('en-GB:1h5m');
		expect(formatDuration(42 * min, 'es-MX')).toBe('es-MX:0h42m');
		expect(seen).toContainEqual(['en-GB', { style: 'short' }]);
		// DurationFormat writes nothing for zero: the fallback says "0 min".
		expect(formatDuration(0, 'en-GB')).toBe('0 min');
	});

	it('falls back to "1 h 05 min" where Intl.DurationFormat is missing', () => {
		(Intl as unknown as { DurationFormat?: unknown }).DurationFormat = undefined;
		expect(formatDuration(65 * min, 'xx-fallback')).toBe('1 h 05 min');
		expect(formatDuration(42 * min, 'xx-fallback')).toBe('42 min');
	});

	it("dates follow the phone's region for the app's language, else the language alone", () => {
		expect(regionalLocale('en', ['en-GB', 'es-ES'])).toBe('en-GB');
		expect(regionalLocale('es', ['en-GB', 'es-MX'])).toBe('es-MX');
		expect(regionalLocale('es', ['de-DE'])).toBe('es');
		expect(regionalLocale('en', ['not a tag', 'en-AU'])).toBe('en-AU');
		expect(
			new Intl.DateTimeFormat(regionalLocale('en', ['en-GB'])).format(Date.UTC(2026, 10, 26, 12))
		).toBe('26/11/2026');
	});
});
