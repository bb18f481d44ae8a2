/**
 * What settled first place, for the shared result line: a tie on points broken by the person
 * track (or by the marker on top of a shared space) says so; a clear win says nothing more.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import { decidedOf, finalScore } from '$lib/games/year-of-the-dragon/scoring';
import es from '$lib/games/year-of-the-dragon/messages/es';
import en from '$lib/games/year-of-the-dragon/messages/en';

const NAMES: Record<string, string> = { p0: 'Anna', p1: 'Benno', p2: 'Carla' };
const name = (id: string) => NAMES[id]!;
const player = (id: string, score: number, personTrack: number, personTrackStack?: number) => ({
	id,
	score,
	personTrack,
	...(personTrackStack === undefined ? {} : { personTrackStack }),
	palaces: [],
	yuan: 0,
	rice: 0,
	fireworks: 0
});
const say = (lang: 'es' | 'en', ref: { key: string; values?: Record<string, string | number> }) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));

describe('Year of the Dragon: what settled first place', () => {
	it('a tie on points broken by the person track names the winner, the points and the track', () => {
		const results = finalScore([player('p0', 27, 19), player('p1', 27, 48), player('p2', 20, 30)]);
		const { decidedBy } = decidedOf(results, name);
		expect(say('en', decidedBy!)).toBe(
			'Benno wins the tie at 27 points: further ahead on the person track'
		);
		expect(say('es', decidedBy!)).toBe(
			'Benno gana el empate a 27 puntos: va más adelante en el registro de personas'
		);
	});

	it('on one track space, the marker on top settles it and the line says so', () => {
		const results = finalScore([player('p0', 27, 30, 0), player('p1', 27, 30, 1)]);
		expect(say('en', decidedOf(results, name).decidedBy!)).toMatch(/Benno .* on top/);
	});

	it('a clear win, a tie below first place and a shared first place say nothing more', () => {
		expect(decidedOf(finalScore([player('p0', 30, 1), player('p1', 27, 48)]), name)).toEqual({});
		expect(
			decidedOf(finalScore([player('p0', 30, 1), player('p1', 27, 48), player('p2', 27, 10)]), name)
		).toEqual({});
		expect(decidedOf(finalScore([player('p0', 27, 30), player('p1', 27, 30)]), name)).toEqual({});
	});
});
