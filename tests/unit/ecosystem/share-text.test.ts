import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

const say = (lang: 'en' | 'es', key: keyof typeof en, values: Record<string, unknown>) =>
	String(new IntlMessageFormat((lang === 'en' ? en : es)[key], lang).format(values));

describe('texts shared to a chat', () => {
	it('a shared setup says its game, players and code in words (read aloud or typed on another phone)', () => {
		const values = { game: 'Lancaster', players: 4, code: 'K7QW2M' };
		expect(say('en', 'setup.shareText', values)).toBe('Lancaster setup for 4 players, code K7QW2M');
		expect(say('es', 'setup.shareText', values)).toBe(
			'Preparación de Lancaster para 4 jugadores, código K7QW2M'
		);
	});

	it('a result is one line: the winner, the game and the scores; a shared win and no winner read as such', () => {
		const scores = '30–22–22–18';
		const line = (lang: 'en' | 'es', names: string[]) =>
			say(lang, 'finished.resultLine', {
				count: names.length,
				names: names.join(', '),
				game: 'Root',
				scores
			});
		expect(line('en', ['Carla'])).toBe('Carla wins Root 30–22–22–18');
		expect(line('es', ['Carla'])).toBe('Carla gana Root 30–22–22–18');
		expect(line('en', ['Ana', 'Ben'])).toBe('Ana, Ben share the win in Root 30–22–22–18');
		expect(line('es', [])).toBe('Root: sin ganador 30–22–22–18');
	});
});
