/**
 * What settled first place, for the shared result line (p.18 «¡Vencedor!»: fame, then adventure
 * cards, then loot): a tie on fame says which one broke it; a clear or shared win says nothing.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import { decidedOf } from '$lib/games/kingdom-defenders/scoring';
import es from '$lib/games/kingdom-defenders/messages/es';
import en from '$lib/games/kingdom-defenders/messages/en';

const name = (id: string) => ({ a: 'Ana', b: 'Ben', c: 'Cleo' })[id]!;
const res = (id: string, total: number, rank: number) => ({ id, total, rank });
const pl = (id: string, adventureCards: number, loot: number) => ({ id, adventureCards, loot });
const say = (lang: 'es' | 'en', ref: { key: string; values?: Record<string, string | number> }) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));

describe('Kingdom Defenders: what settled first place', () => {
	it('a tie on fame broken by adventure cards names them', () => {
		const { decidedBy } = decidedOf(
			[res('a', 48, 1), res('b', 48, 2), res('c', 30, 3)],
			[pl('a', 5, 1), pl('b', 3, 6), pl('c', 1, 0)],
			name
		);
		expect(say('en', decidedBy!)).toBe('Ana wins the tie at 48 fame: more adventure cards (5)');
		expect(say('es', decidedBy!)).toBe(
			'Ana gana el empate a 48 de Fama: más cartas de Aventura (5)'
		);
	});

	it('equal adventure cards: the loot broke it', () => {
		const { decidedBy } = decidedOf(
			[res('a', 40, 2), res('b', 40, 1)],
			[pl('a', 3, 1), pl('b', 3, 4)],
			name
		);
		expect(say('en', decidedBy!)).toBe('Ben wins the tie at 40 fame: more loot (4)');
	});

	it('a clear win and a shared victory say nothing more', () => {
		expect(
			decidedOf([res('a', 50, 1), res('b', 40, 2)], [pl('a', 0, 0), pl('b', 9, 9)], name)
		).toEqual({});
		expect(
			decidedOf([res('a', 40, 1), res('b', 40, 1)], [pl('a', 2, 2), pl('b', 2, 2)], name)
		).toEqual({});
	});
});
