import { describe, expect, it } from 'vitest';
import { randomSetup, defaultOptions, allyId, allyOwner } from '$lib/games/lancaster/setup';
import { LAW_IDS } from '$lib/games/lancaster/data';
import { module, validateOptions } from '$lib/games/lancaster/index';

const ids = (n: number) => ['ana', 'ben', 'cai', 'dan', 'eva'].slice(0, n);

describe('setup randomizer', () => {
	it('10,000 seeds: deterministic, a seated first player, 3 + 3 distinct laws and the other 12 in the deck', () => {
		const firsts: Record<number, number> = {};
		const problems: string[] = [];
		for (let i = 0; i < 10000; i++) {
			const n = 2 + (i % 4);
			const players = ids(n);
			const opts = defaultOptions(n);
			const s = randomSetup(`seed-${i}`, players, opts);
			if (i % 500 === 0) expect(randomSetup(`seed-${i}`, players, opts)).toEqual(s);
			if (n === 3) firsts[s.firstPlayer as number] = (firsts[s.firstPlayer as number] ?? 0) + 1;
			const laws = s.laws;
			const all = laws ? new Set([...laws.inForce, ...laws.proposed, ...laws.deck]) : new Set();
			if (
				!(typeof s.firstPlayer === 'number' && s.firstPlayer >= 0 && s.firstPlayer < n) ||
				!laws ||
				laws.inForce.length !== 3 ||
				laws.proposed.length !== 3 ||
				laws.deck.length !== 12 ||
				all.size !== LAW_IDS.length ||
				s.allies.length !== (n === 2 ? 2 : 0)
			)
				problems.push(`seed-${i}`);
		}
		expect(problems).toEqual([]);
		// every seat can start (2,500 three-player games)
		for (const seat of [0, 1, 2]) expect(firsts[seat]).toBeGreaterThan(600);
	});

	it('nobles per county: 2 for 2-3 players, 3 for 4, 4 for 5; table mode deals no laws', () => {
		expect(
			[2, 3, 4, 5].map((n) => randomSetup('x', ids(n), defaultOptions(n)).noblesPerCounty)
		).toEqual([2, 2, 3, 4]);
		expect(randomSetup('x', ids(3), { twoPlayerAllies: false, lawDeck: 'table' }).laws).toBeNull();
	});

	it('invalid input throws naming the field', () => {
		expect(() => randomSetup('x', ['a'], defaultOptions(1))).toThrow('playerIds');
		expect(() => randomSetup('x', ['a', 'a'], defaultOptions(2))).toThrow('playerIds');
	});

	it('ally ids', () => {
		expect(allyOwner(allyId('ana'))).toBe('ana');
		expect(allyOwner('ana')).toBeNull();
	});

	it('options: allies exactly in 2-player games (p.7)', () => {
		expect(module.id).toBe('lancaster');
		expect([module.minPlayers, module.maxPlayers]).toEqual([2, 5]);
		for (let n = 2; n <= 5; n++) expect(validateOptions(defaultOptions(n), n)).toBeNull();
		expect(validateOptions({ twoPlayerAllies: true, lawDeck: 'app' }, 3)?.key).toBe(
			'lancaster.error.alliesNeedTwo'
		);
		expect(validateOptions({ twoPlayerAllies: false, lawDeck: 'app' }, 2)?.key).toBe(
			'lancaster.error.twoNeedAllies'
		);
		expect(validateOptions({ twoPlayerAllies: false, lawDeck: 'x' }, 3)?.key).toBe(
			'lancaster.error.badOptions'
		);
		expect(validateOptions(null, 3)?.key).toBe('lancaster.error.badOptions');
	});
});
