/**
 * The year in review's own catalogue: the same keys in Spanish and English, every message
 * valid ICU that formats with the page's values, and counts of one read in the singular.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '$lib/ecosystem/messages/en';
import { es } from '$lib/ecosystem/messages/es';

const values = {
	year: 2026,
	plays: 1,
	games: 1,
	wins: 1,
	hours: '2 h',
	game: 'Root',
	date: '3 Mar 2026',
	winners: 'Ana',
	count: 1,
	margin: 1,
	runnerUp: 'Beto'
};

describe('year in review messages', () => {
	it('Spanish and English have the same keys', () => {
		expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
	});

	for (const [lang, messages] of [
		['en', en],
		['es', es]
	] as const)
		it(`${lang}: every message formats; a count of one is singular`, () => {
			for (const text of Object.values(messages as Record<string, string>))
				expect(() => new IntlMessageFormat(text, lang).format(values)).not.toThrow();
			const f = (key: keyof typeof en, v = values) =>
				new IntlMessageFormat((messages as Record<string, string>)[key]!, lang).format(v);
			expect(f('year.totals')).toBe(
				lang === 'en'
					? '1 game played, 2 h of play, 1 different game.'
					: '1 partida jugada, 2 h de juego, 1 juego distinto.'
			);
			expect(f('year.closestLine', { ...values, margin: 0, count: 2, winners: 'Ana, Beto' })).toBe(
				lang === 'en'
					? 'Root, 3 Mar 2026: Ana, Beto won by a tie-break over Beto'
					: 'Root, 3 Mar 2026: Ana, Beto ganaron por desempate a Beto'
			);
		});
});
