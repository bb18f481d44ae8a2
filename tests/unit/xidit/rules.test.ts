import { describe, expect, it } from 'vitest';
import {
	censusYears,
	isCensusYear,
	resolveCensus,
	seatFromFirst,
	yearsInGame
} from '$lib/games/xidit/rules';

describe('Reglamento p.13 «Censo Militar»', () => {
	const seats = ['maria', 'ainhoa', 'david', 'andres'];

	it('example: María 1, Ainhoa 1, Andrés 0, David 2 Clérigos: David wins and places 2 bards', () => {
		const o = resolveCensus('clerics', { maria: 1, ainhoa: 1, andres: 0, david: 2 }, seats, 0);
		expect(o.winners).toEqual(['david']);
		expect(o.reward).toEqual({ kind: 'bards', amount: 2 });
	});

	it('ties: all tied win; bards are placed closest to the first player first', () => {
		const o = resolveCensus('infantry', { maria: 3, ainhoa: 0, david: 3, andres: 3 }, seats, 2);
		expect(o.winners).toEqual(['maria', 'david', 'andres']);
		expect(o.placementOrder).toEqual(['david', 'andres', 'maria']);
		expect(o.reward).toEqual({ kind: 'bards', amount: 1 });
	});

	it('rewards per unit type', () => {
		const r = (u: 'militia' | 'archers' | 'mages') =>
			resolveCensus(u, { maria: 1 }, seats, 0).reward;
		expect(r('militia')).toEqual({ kind: 'sovereigns', amount: 1 });
		expect(r('archers')).toEqual({ kind: 'sovereigns', amount: 2 });
		expect(r('mages')).toEqual({ kind: 'guildLevel', amount: 1 });
	});

	it('nobody wins when nobody shows a unit', () => {
		expect(resolveCensus('militia', { maria: 0 }, seats, 0).winners).toEqual([]);
	});

	it('census after years 4, 8, 12 (3, 6, 9 in the short game, p.18)', () => {
		expect(censusYears(false)).toEqual([4, 8, 12]);
		expect(censusYears(true)).toEqual([3, 6, 9]);
		expect(isCensusYear(8, false)).toBe(true);
		expect(isCensusYear(8, true)).toBe(false);
		expect(yearsInGame(false)).toBe(12);
		expect(yearsInGame(true)).toBe(9);
	});

	it('seats count from the first player', () => {
		expect(seatFromFirst(0, 3, 4)).toBe(1);
		expect(seatFromFirst(3, 3, 4)).toBe(0);
	});
});
