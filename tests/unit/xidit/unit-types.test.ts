/** Issue 14, point 6: the tally counts units per type, and a census cannot show more than held. */
import { describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { censusMax, threatUnitMax, unitBreakdown } from '$lib/games/xidit/queries';
import {
	defaultOptions,
	live,
	type LiveAction,
	type LiveState,
	type Options
} from '$lib/games/xidit/state';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: 'red' },
		{ id: 'b', name: 'Bea', color: 'blue' },
		{ id: 'c', name: 'Carl', color: 'green' },
		{ id: 'd', name: 'Dani', color: 'black' }
	],
	options: defaultOptions(),
	seed: 'UNITS1'
};

function run(actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const n = live.reduce(s, a, ctx);
		if (isInvalid(n)) throw new Error(`${a.type}: ${n.reason.key}`);
		s = n;
	}
	return s;
}
const refusal = (s: LiveState, a: LiveAction) => {
	const r = live.reduce(s, a, ctx);
	return isInvalid(r) ? r.reason : null;
};
const ends = (n: number, from = 1): LiveAction[] =>
	Array.from({ length: n }, (_, i) => ({ type: 'endYear', year: from + i }));

describe('units per type (issue 14)', () => {
	it('a typed recruit adds to the total and to its type', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'mages' }
		]);
		expect(s.tally.a).toMatchObject({ units: 3, unitTypes: { militia: 2, mages: 1 } });
		expect(unitBreakdown(s.tally.a!)).toEqual({
			types: [
				['militia', 2],
				['mages', 1]
			],
			untyped: 0
		});
	});

	it('a Threat hands in units by type, never more than held (Reglamento p.8)', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'archers' },
			{ type: 'recruit', player: 'a', unit: 'clerics' }
		]);
		const threat = (spent: Record<string, number>, unitsSpent: number): LiveAction => ({
			type: 'threat',
			player: 'a',
			unitsSpent,
			spent,
			sovereigns: 2,
			guildLevels: 0,
			bards: {},
			ghost: null
		});
		expect(refusal(s, threat({ mages: 1 }, 1))).toEqual({
			key: 'xidit.error.notEnoughOfUnit',
			values: { unit: 'mages', units: 0 }
		});
		expect(refusal(s, threat({ archers: 1 }, 2))?.key).toBe('xidit.error.spentMismatch');
		const t = run([threat({ archers: 1, clerics: 1 }, 2)], s);
		expect(t.tally.a).toMatchObject({ units: 0, unitTypes: { archers: 0, clerics: 0 } });
		expect(threatUnitMax(s, 'a', 'archers')).toBe(1);
		expect(threatUnitMax(s, 'a', 'mages')).toBe(0);
	});

	it('a census count cannot exceed the units of that type held', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'b', unit: 'archers' },
			...ends(4)
		]);
		expect(s.phase).toBe('census');
		expect(censusMax(s, 'a', 'militia')).toBe(2);
		expect(censusMax(s, 'c', 'militia')).toBe(0);
		expect(refusal(s, { type: 'censusEnter', player: 'a', count: 3 })).toEqual({
			key: 'xidit.error.moreThanHeld',
			values: { player: 'Ana', unit: 'militia', units: 2 }
		});
		expect(refusal(s, { type: 'censusEnter', player: 'a', count: 2 })).toBeNull();
		expect(refusal(s, { type: 'censusResolve', counts: { a: 0, b: 1, c: 0, d: 0 } })?.key).toBe(
			'xidit.error.moreThanHeld'
		);
		expect(refusal(s, { type: 'censusResolve', counts: { a: 2, b: 0, c: 0, d: 0 } })).toBeNull();
	});

	it('a table that keeps no tally counts its census freely (up to the supply)', () => {
		const s = run(ends(4));
		expect(censusMax(s, 'a', 'mages')).toBe(10);
		expect(refusal(s, { type: 'censusEnter', player: 'a', count: 4 })).toBeNull();
	});

	it('units recorded before types (old sessions) may be of any type', () => {
		const s = run([
			{ type: 'recruit', player: 'a' },
			{ type: 'recruit', player: 'a' },
			{ type: 'recruit', player: 'a', unit: 'clerics' }
		]);
		expect(s.tally.a).toMatchObject({ units: 3, unitTypes: { clerics: 1 } });
		expect(unitBreakdown(s.tally.a!).untyped).toBe(2);
		expect(threatUnitMax(s, 'a', 'clerics')).toBe(3);
		expect(threatUnitMax(s, 'a', 'mages')).toBe(2);
	});

	it('corrections by type; the total cannot fall below the known types', () => {
		const s = run([{ type: 'recruit', player: 'a', unit: 'infantry' }]);
		const t = run([{ type: 'adjust', player: 'a', field: 'units', delta: 2, unit: 'archers' }], s);
		expect(t.tally.a).toMatchObject({ units: 3, unitTypes: { infantry: 1, archers: 2 } });
		expect(refusal(t, { type: 'adjust', player: 'a', field: 'units', delta: -1 })?.key).toBe(
			'xidit.error.unitsBelowTypes'
		);
		expect(
			refusal(t, { type: 'adjust', player: 'a', field: 'units', delta: -3, unit: 'archers' })?.key
		).toBe('xidit.error.notEnoughOfUnit');
	});

	it('the final entries keep the total only (the tie-break)', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'infantry' },
			{ type: 'startEvaluation' }
		]);
		expect(s.final?.a).toEqual({ sovereigns: 0, guildLevels: 0, units: 1, bards: {} });
		expect(refusal(s, { type: 'setFinal', player: 'a', field: 'units', value: 0 })).toBeNull();
	});
});
