import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPlayers, isValidName, rotateToFirst } from '$lib/session/players';

describe('player names and seats', () => {
	it.each([
		['Ana', true],
		['  María José ', true],
		['', false],
		['   ', false],
		['<script>alert(1)</script>', false],
		['a'.repeat(25), false],
		['Zoë 😀', true],
		['tab\there', false]
	])('name %j valid: %s', (name, ok) => expect(isValidName(name)).toBe(ok));

	it('reports the count, the first bad seat, or a duplicate name', () => {
		expect(checkPlayers([{ name: 'A' }], 2, 5)).toEqual({ kind: 'count', min: 2, max: 5 });
		expect(checkPlayers([{ name: 'A' }, { name: '' }], 2, 5)).toEqual({ kind: 'name', seat: 2 });
		expect(checkPlayers([{ name: 'Ana' }, { name: ' ana ' }], 2, 5)).toEqual({
			kind: 'duplicate',
			name: 'ana'
		});
		expect(checkPlayers([{ name: 'Ana' }, { name: 'Benno' }], 2, 5)).toBeNull();
	});

	it('drawing a first player rotates the seats and keeps the clockwise order', () => {
		fc.assert(
			fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), fc.nat(), (seats, k) => {
				const first = k % seats.length;
				const out = rotateToFirst(seats, first);
				expect(out[0]).toBe(seats[first]);
				expect(out).toHaveLength(seats.length);
				for (let i = 0; i < seats.length; i++)
					expect(out[i]).toBe(seats[(first + i) % seats.length]);
			})
		);
	});
});
