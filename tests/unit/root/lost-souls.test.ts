/**
 * 10.4.1 «ignorando las aves»: a bird card in the Lost Souls changes nothing the game keeps, so
 * the table is not asked for it; a dominance card of any suit is (10.4.2 frees it at the Dawn).
 */
import { describe, expect, it } from 'vitest';
import type { LiveAction } from '$lib/games/root/index';
import { lostSoulCounts } from '$lib/games/root/lizard-cult';
import { SETUP, playAt, rootTable } from './table';

const ctx = rootTable('SOULS');
const play = playAt(ctx);

describe('which Lost Souls the table is asked for', () => {
	it('every card but a bird counts; a bird counts only as a dominance card', () => {
		for (const s of ['fox', 'rabbit', 'mouse'] as const) {
			expect(lostSoulCounts(s, false)).toBe(true);
			expect(lostSoulCounts(s, true)).toBe(true);
		}
		expect(lostSoulCounts('bird', false)).toBe(false);
		expect(lostSoulCounts('bird', true)).toBe(true);
	});

	it('a game with bird cards added to the Lost Souls is the same game after the Cult’s Dawn', () => {
		// Ana spends a mouse card (and, in the second game, two birds); then the Cult's Dawn.
		const souls = (birds: number): LiveAction[] => [
			...SETUP,
			{ type: 'lcLostSoul', suit: 'mouse', dominance: false },
			...Array.from({ length: birds }, (): LiveAction => ({
				type: 'lcLostSoul',
				suit: 'bird',
				dominance: false
			})),
			{ type: 'endTurn' },
			{ type: 'lcDawn' }
		];
		const without = play(souls(0));
		const withBirds = play(souls(2));
		expect(withBirds).toEqual(without);
		expect(without.lizards?.outcast).toBe('mouse');
	});

	it('a bird dominance card is kept apart until the Dawn frees it', () => {
		const s = play([...SETUP, { type: 'lcLostSoul', suit: 'bird', dominance: true }]);
		expect(s.lizards?.lostSoulsDominance).toEqual(['bird']);
	});
});
