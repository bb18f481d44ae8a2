import { describe, expect, it } from 'vitest';
import { majorityPool } from '$lib/games/lancaster/scoring';
import {
	battleHasRoom,
	castleTurn,
	isCardNumber,
	isCountyMinimum,
	isLastRound,
	turnOrder
} from '$lib/games/lancaster/queries';
import { live, type LiveState } from '$lib/games/lancaster/live';
import { table } from './harness';

const { ctx: ctx3 } = table('queries');

describe('Lancaster queries the screens ask', () => {
	it('the fifth round is the last, the fourth is not (p.1 «Se juegan cinco rondas»)', () => {
		expect(isLastRound(4)).toBe(false);
		expect(isLastRound(5)).toBe(true);
	});

	it('a battle card number is a whole 0–99; a county minimum a whole 0–9', () => {
		expect([0, 99].map(isCardNumber)).toEqual([true, true]);
		expect([-1, 100, 2.5, '3', null].map(isCardNumber)).toEqual([
			false,
			false,
			false,
			false,
			false
		]);
		expect([0, 9].map(isCountyMinimum)).toEqual([true, true]);
		expect([10, -1, 1.5, undefined].map(isCountyMinimum)).toEqual([false, false, false, false]);
	});

	it('the castle valued is the start player’s first, then clockwise; nobody outside that step', () => {
		const s = live.init(ctx3);
		const order = turnOrder(ctx3, s.startPlayer);
		expect(castleTurn(s, ctx3)).toBeNull();
		const castles: LiveState = { ...s, step: 'castles', castlesDone: [order[0]!] };
		expect(castleTurn(castles, ctx3)).toBe(order[1]);
		expect(castleTurn({ ...castles, castlesDone: order }, ctx3)).toBeNull();
	});

	it('a battle has room while fewer than its three spaces are taken (p.2)', () => {
		expect([0, 1, 2, 3].map((n) => battleHasRoom(Array(n).fill(null)))).toEqual([
			true,
			true,
			true,
			false
		]);
	});

	it('a majority shares 8 to the first, 4 to the second; 8 + 4 between tied firsts; 8 only with 2 players (p.6)', () => {
		expect([majorityPool(1, false, false), majorityPool(2, false, false)]).toEqual([8, 4]);
		expect(majorityPool(1, true, false)).toBe(12);
		expect([majorityPool(1, true, true), majorityPool(2, false, true)]).toEqual([8, 0]);
	});
});
