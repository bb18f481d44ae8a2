import { describe, expect, it } from 'vitest';
import { threatUnitsFrom, withThreatUnits } from '$lib/games/xidit/tile-memory';

describe('the units a city’s Threat tile asked for, remembered (Reglamento p.9)', () => {
	it('a recorded Threat sets its city’s tile to the units handed in, replacing what was there', () => {
		const m = withThreatUnits({ 7: { militia: 2 } }, 7, { archers: 1, clerics: 1 });
		expect(m).toEqual({ 7: { archers: 1, clerics: 1 } });
		expect(withThreatUnits(m, 3, { mages: 1 })).toEqual({
			3: { mages: 1 },
			7: { archers: 1, clerics: 1 }
		});
	});

	it('a Threat with no units handed in leaves the memory as it was', () => {
		const m = { 7: { militia: 2 } };
		expect(withThreatUnits(m, 7, {})).toBe(m);
		expect(withThreatUnits(m, 7, { militia: 0 })).toBe(m);
	});

	it('what the phone stored is re-validated: unknown cities, unit types, counts above the supply and non-objects are dropped', () => {
		expect(
			threatUnitsFrom({
				1: { militia: 1, archers: 2 },
				0: { militia: 1 },
				22: { militia: 1 },
				x: { militia: 1 },
				4: { dragons: 1 },
				5: { militia: 1.5 },
				6: { militia: 999 },
				8: 'militia',
				9: {}
			})
		).toEqual({ 1: { militia: 1, archers: 2 } });
		expect(threatUnitsFrom(null)).toEqual({});
		expect(threatUnitsFrom([1, 2])).toEqual({});
	});
});
