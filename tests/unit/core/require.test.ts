import { describe, expect, it } from 'vitest';
import { requireNat } from '../../../src/lib/games/core/require';
import { requirePlayerRows } from '../../../src/lib/games/core/rows';
import { winnersOf } from '../../../src/lib/games/core/ranking';

describe('core input checks', () => {
	it('requireNat returns a whole number and names the field of anything else', () => {
		expect(requireNat(3, 'gold')).toBe(3);
		expect(() => requireNat(-1, 'gold')).toThrow('gold must be a non-negative integer (got -1)');
		expect(() => requireNat(1.5, 'gold')).toThrow(/gold/);
	});

	it('requirePlayerRows returns each row with its path and refuses empty, non-object, id-less or repeated rows', () => {
		expect(requirePlayerRows([{ id: 'a' }, { id: 'b' }]).map((r) => r.at)).toEqual([
			'players[0]',
			'players[1]'
		]);
		expect(() => requirePlayerRows([])).toThrow('players must be a non-empty array');
		expect(() => requirePlayerRows([null])).toThrow('players[0] must be an object');
		expect(() => requirePlayerRows([{ id: '' }])).toThrow(
			'players[0].id must be a non-empty string'
		);
		expect(() => requirePlayerRows([{ id: 'a' }, { id: 'a' }])).toThrow(
			'players[1].id "a" is repeated'
		);
	});

	it('winnersOf gives every id ranked first, ties included', () => {
		expect(
			winnersOf([
				{ id: 'a', rank: 1 },
				{ id: 'b', rank: 1 },
				{ id: 'c', rank: 3 }
			])
		).toEqual(['a', 'b']);
	});
});
