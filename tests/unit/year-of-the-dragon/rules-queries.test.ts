import { describe, expect, it } from 'vitest';
import { isDrawnEventSlot, noActionTopUp } from '$lib/games/year-of-the-dragon/rules';

describe('Year of the Dragon rule queries the screens ask', () => {
	it('no action brings a player’s money up to 3 yuan, never takes any away', () => {
		expect([0, 1, 3, 7].map(noActionTopUp)).toEqual([3, 2, 0, 0]);
	});

	it('the event row’s first two spaces are the Peace tiles; the other ten are drawn', () => {
		expect([0, 1, 2, 11].map(isDrawnEventSlot)).toEqual([false, false, true, true]);
	});
});
