import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

/** Arguments that carry a number of things (plays, games, players, minutes...). */
const COUNTS = [
	'count',
	'plays',
	'games',
	'wins',
	'minutes',
	'added',
	'updated',
	'unchanged',
	'copies',
	'skipped',
	'stored',
	'profiles',
	'drafts',
	'memory'
];
const OWN = /^(stats|history|backup)\./;

describe('counts in the record’s messages (statistics, history, backups)', () => {
	for (const [lang, messages] of [
		['en', en],
		['es', es]
	] as const)
		it(`${lang}: a count written before a word goes through an ICU plural, never raw`, () => {
			const raw: string[] = [];
			for (const [key, text] of Object.entries(messages as Record<string, string>)) {
				if (!OWN.test(key)) continue;
				// «{wins} of {plays…}» is a pair of numbers, not a count before a word.
				for (const m of text.matchAll(/\{(\w+)\} (?!of |de )\p{L}/gu))
					if (COUNTS.includes(m[1]!)) raw.push(`${key}: {${m[1]}}`);
			}
			expect(raw).toEqual([]);
		});

	it('one of a thing reads singular in Spanish and English', () => {
		const say = (lang: 'en' | 'es', key: string, values: Record<string, number>) =>
			new IntlMessageFormat((lang === 'en' ? en : es)[key as keyof typeof en], lang).format(values);
		expect(say('es', 'stats.countLine', { count: 1, plays: 1 })).toBe('1 jugador: 1 partida');
		expect(say('en', 'stats.countLine', { count: 3, plays: 2 })).toBe('3 players: 2 plays');
		const imported = {
			added: 1,
			updated: 1,
			unchanged: 2,
			copies: 0,
			skipped: 1,
			profiles: 1,
			drafts: 0,
			memory: 0
		};
		expect(say('es', 'backup.imported', imported)).toMatch(
			/^Importado: 1 partida nueva, 1 actualizada, 2 sin cambios, .* 1 dejada fuera;/
		);
		expect(say('en', 'history.playTimeNote', { minutes: 30 })).toMatch(/more than 30 minutes/);
	});
});
