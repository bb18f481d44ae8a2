/** Issue 19 point 3: the shared image carries the score by category the game explains. */
import { describe, expect, it } from 'vitest';
import { breakdownParts, cardHeight, partLines, type ShareCard } from '$lib/ecosystem/share-image';
import type { Breakdown } from '$lib/games/core/types';

const breakdown: Breakdown = {
	categories: [
		{ label: { key: 'x.palaces' }, points: { a: 12, b: 9 } },
		{ label: { key: 'x.rice' }, points: { a: 2 } }
	]
};
const labels: Record<string, string> = { 'x.palaces': 'Palaces', 'x.rice': 'Rice' };

describe('score by category on the share card', () => {
	it("each player's parts name the category and its points, 0 where the game gave none", () => {
		expect(breakdownParts(breakdown, 'a', (r) => labels[r.key]!)).toEqual(['Palaces 12', 'Rice 2']);
		expect(breakdownParts(breakdown, 'b', (r) => labels[r.key]!)).toEqual(['Palaces 9', 'Rice 0']);
		expect(breakdownParts(null, 'a', (r) => r.key)).toEqual([]);
	});

	it('parts wrap onto lines at whole parts, never inside one', () => {
		const measure = (t: string) => t.length * 10;
		expect(partLines(measure, ['Palaces 12', 'Rice 2', 'Fireworks 3'], 200)).toEqual([
			'Palaces 12 · Rice 2',
			'Fireworks 3'
		]);
		expect(partLines(measure, ['A very long category name 12'], 50)).toEqual([
			'A very long category name 12'
		]);
		expect(partLines(measure, [], 200)).toEqual([]);
	});

	it('a card with a breakdown is taller than the same card without one', () => {
		const row = {
			name: 'Ana',
			color: '#c62828',
			score: 30,
			winner: true,
			rank: 1,
			colorName: 'Red',
			note: ''
		};
		const card = (parts: string[]): ShareCard => ({
			title: 'Game',
			subtitle: 'Today',
			rows: [{ ...row, parts }],
			footer: [],
			scoreLabel: 'Points',
			brand: 'Tablemate'
		});
		expect(cardHeight(card(['Palaces 12', 'Rice 2']))).toBeGreaterThan(cardHeight(card([])));
	});
});
