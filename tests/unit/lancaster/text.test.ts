/**
 * The wording a tester read: the tie note only on a tie, ICU plurals on the Board's line, no
 * capitals inside a list of gains, one «no tokens» note in round 5's castle, and no «who opens
 * the next round» after round 5 («Se juegan cinco rondas», Reglamento p.1).
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';
import { table } from './harness';

const say = (lang: 'es' | 'en', key: string, values: Record<string, string | number>) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[key]!, lang).format(values));

describe('Lancaster text', () => {
	it('«el empate aprueba la ley» only on a tie', () => {
		expect(say('es', 'lancaster.ui.vote.tally', { yes: 0, no: 4, tie: 'no' })).toBe(
			'0 a favor, 4 en contra.'
		);
		expect(say('es', 'lancaster.ui.vote.tally', { yes: 2, no: 2, tie: 'yes' })).toBe(
			'2 a favor, 2 en contra (el empate aprueba la ley).'
		);
		expect(say('en', 'lancaster.ui.vote.tally', { yes: 3, no: 1, tie: 'no' })).toBe(
			'3 for, 1 against.'
		);
	});

	it('the Board line’s hidden label says 1 in the singular', () => {
		const v = { tokens: 1, nobles: 1, gold: 1, squires: 1, extensions: 1, knights: '2' };
		expect(say('es', 'lancaster.ui.line.label', v)).toBe(
			'1 ficha de voto, 1 noble, 1 oro, 1 escudero, 1 ampliación, caballeros 2'
		);
		expect(say('en', 'lancaster.ui.line.label', v)).toBe(
			'1 vote token, 1 noble, 1 gold, 1 squire, 1 extension, knights 2'
		);
		expect(say('es', 'lancaster.ui.line.label', { ...v, tokens: 2, extensions: 0 })).toMatch(
			/^2 fichas de voto, .* 0 ampliaciones/
		);
	});

	it('gains in a list start in lower case («Ana: 2 fichas de voto, paga 2 monedas de oro»)', () => {
		for (const key of ['payGold', 'paySquires', 'upgrade3to4'])
			for (const lang of ['es', 'en'] as const) {
				const text = say(lang, `lancaster.gain.${key}`, { n: 2 });
				expect(text[0], `${lang} ${key}`).toBe(text[0]!.toLowerCase());
			}
	});

	it('round 5’s castle without knights does not repeat the round table’s note', () => {
		expect(say('es', 'lancaster.ui.castle.none', { last: 'yes' })).toBe(
			'Ningún caballero en el castillo.'
		);
		expect(say('es', 'lancaster.ui.castle.none', { last: 'no' })).toBe(
			'Ningún caballero en el castillo: solo las fichas de voto.'
		);
	});

	it('the lower row’s battle says the truth about this round’s knights', () => {
		expect(say('es', 'lancaster.ui.battle.lowerBefore', { placed: 'yes', list: 'Ana (2)' })).toBe(
			'Caballeros que ya estaban: Ana (2). Los de esta ronda ya están en la lista, en orden de casilla.'
		);
		expect(es['lancaster.ui.battle.cardHint']).toBe(
			'Copia la fuerza de Francia y los tres valores de puntos de poder de la carta.'
		);
	});

	it('round 5’s Surrey chooses nobody to open a next round; an older recorded choice still replays', () => {
		const { ctx, step } = table('SURREY5');
		const at: LiveState = { ...live.init(ctx), round: 5, step: 'counties', county: 8 };
		const surrey = { type: 'county', holder: 'ana', choice: 'points', power: 2 } as LiveAction;
		const s = step(at, surrey);
		expect(s.county).toBe(9);
		expect(s.nextStartPlayer).toBeNull();
		expect(step(at, { ...surrey, nextStart: 'ben' } as LiveAction).county).toBe(9);
		// Before round 5 the choice is still asked.
		const r4 = live.reduce({ ...at, round: 4 }, surrey, ctx);
		expect('invalid' in r4 && r4.reason.key).toBe('lancaster.error.surreyNextStart');
	});
});
