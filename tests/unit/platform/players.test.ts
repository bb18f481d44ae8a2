import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	checkPlayers,
	hasInheritedNames,
	isInheritedName,
	isValidName,
	nameKey,
	normalizeName,
	rotateToFirst
} from '$lib/session/players';

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

describe('names are normalised, invisible-only names refused, bidi controls removed', () => {
	it('NFC: a decomposed é and a composed é are the same name', () => {
		expect(normalizeName('Jose\u0301')).toBe('José');
		expect(nameKey('Jose\u0301')).toBe(nameKey('José'));
	});
	it('"Ana" and "Ana\\u200B" are the same player', () => {
		expect(nameKey('Ana\u200b')).toBe(nameKey('Ana'));
		expect(checkPlayers([{ name: 'Ana' }, { name: 'Ana\u200b' }], 2, 5)).toEqual({
			kind: 'duplicate',
			name: 'Ana'
		});
	});
	it.each(['\u200b', '\u200b\u200c\u200d', '\ufeff', '\u2060\u2060', '\u202e', '\u00ad'])(
		'a name of only invisible characters (%j) is refused',
		(name) => expect(isValidName(name)).toBe(false)
	);
	it('a right-to-left override cannot reach a stored name', () => {
		expect(normalizeName('\u202eAna\u202c')).toBe('Ana');
		expect(normalizeName('Eve\u2067x\u2069')).toBe('Evex');
	});
	it('right-to-left names themselves are kept', () => {
		expect(normalizeName('مريم')).toBe('مريم');
		expect(isValidName('מרים')).toBe(true);
	});
	it('a tower of stacked combining marks is clipped to two per letter', () => {
		const zalgo = 'A' + '\u0301\u0302\u0303\u0304\u0305\u0306'.repeat(5) + 'na';
		// NFC first folds A + acute into Á; then at most two further marks stay on it.
		expect(normalizeName(zalgo)).toBe('\u00c1\u0302\u0303na');
		expect(normalizeName(zalgo).match(/\p{M}/gu)).toHaveLength(2);
	});
});

describe('inherited names are never ids, keys or option values', () => {
	it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'])('%s', (n) =>
		expect(isInheritedName(n)).toBe(true)
	);
	it('finds them anywhere in a JSON value, and refuses absurd nesting', () => {
		expect(hasInheritedNames({ difficulty: 'constructor' })).toBe(true);
		expect(hasInheritedNames(JSON.parse('{"a":[{"__proto__":1}]}'))).toBe(true);
		expect(hasInheritedNames({ difficulty: 'hard', players: [1, 2] })).toBe(false);
		let deep: unknown = 1;
		for (let i = 0; i < 100; i++) deep = [deep];
		expect(hasInheritedNames(deep)).toBe(true);
	});
});
