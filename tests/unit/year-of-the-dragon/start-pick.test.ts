import { describe, expect, it } from 'vitest';
import { joinCost, monthSteps, pairPicked, togglePick } from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState } from './helpers';

describe('what the screens ask: the starting pick (2 different young persons)', () => {
	it('a tap adds a type, a second tap takes it off, a third type replaces the oldest pick', () => {
		expect(togglePick([], 'monk')).toEqual(['monk']);
		expect(togglePick(['monk'], 'monk')).toEqual([]);
		expect(togglePick(['monk', 'healer'], 'farmer')).toEqual(['healer', 'farmer']);
	});

	it('the pick is whole with exactly 2 persons', () => {
		expect(pairPicked(['monk'])).toBe(false);
		expect(pairPicked(['monk', 'healer'])).toBe(true);
	});
});

describe('what the screens ask: a month', () => {
	const ctx = ctxFor(3);
	it('joining a group that holds a dragon costs 3 yuan, an empty group nothing', () => {
		const s = handState(ctx, { phase: 'action', month: 1, dragons: [['p0'], []] });
		expect(joinCost(s, 0)).toBe(3);
		expect(joinCost(s, 1)).toBe(0);
	});

	it('month 12 has no person phase; a finished game has no steps', () => {
		expect(monthSteps(handState(ctx, { phase: 'action', month: 11 }))).toEqual([
			'action',
			'person',
			'event'
		]);
		expect(monthSteps(handState(ctx, { phase: 'action', month: 12 }))).toEqual(['action', 'event']);
		expect(monthSteps(handState(ctx, { phase: 'finished', month: 12 }))).toEqual([]);
	});
});
