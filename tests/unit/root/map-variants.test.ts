/**
 * Issue 31 «Map and deck variants (Winter/Lake/Mountain suit randomization) in the setup
 * randomizer»: options on the new-game screen, the suit markers drawn in the stored setup.
 */
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module, type Options } from '$lib/games/root/index';
import { MAPS, usesSuitMarkers } from '$lib/games/root/data';
import { drawRootSetup, mapOf, validateOptions } from '$lib/games/root/options';
import { drawClearings, drawFactions, mapChecklist } from '$lib/games/root/setup';

const players = ['Ana', 'Ben', 'Cai'].map((name, i) => ({ id: `p${i}`, name, color: '#000' }));
const ctx = (options: Partial<Options>): SessionContext<Options> => ({
	players,
	seed: 'MAPS1',
	options: { ...module.defaultOptions(3), ...options }
});

describe('map and deck variants', () => {
	it('draws 12 suit markers, 4 of each suit, the same for a seed and different across seeds', () => {
		const a = drawClearings('MAPS1');
		expect(a).toHaveLength(12);
		for (const s of ['fox', 'rabbit', 'mouse']) expect(a.filter((x) => x === s)).toHaveLength(4);
		expect(drawClearings('MAPS1')).toEqual(a);
		const seen = new Set(['A', 'B', 'C', 'D', 'E'].map((s) => drawClearings(s).join()));
		expect(seen.size).toBeGreaterThan(1);
	});

	it('stores the markers with the seats for Winter, Lake and Mountain, none for Autumn', () => {
		for (const map of MAPS) {
			const setup = drawRootSetup(ctx({ map }));
			expect(setup.clearings !== undefined).toBe(usesSuitMarkers(map));
			if (setup.clearings) expect(setup.clearings).toEqual(drawClearings('MAPS1'));
			expect(setup.factions).toEqual(module.defaultOptions(3).factions);
		}
	});

	it('does not change the factions the seed draws (its own random stream)', () => {
		const pool = module.defaultOptions(3).pool!;
		const before = drawFactions({ players: 3, pool, seed: 'MAPS1' });
		drawClearings('MAPS1');
		expect(drawFactions({ players: 3, pool, seed: 'MAPS1' })).toEqual(before);
	});

	it('keeps the map and deck in the defaults (carried when a seat is added), checks them', () => {
		expect(module.defaultOptions(4)).toMatchObject({ map: 'autumn', deck: 'standard' });
		expect(
			validateOptions({ ...module.defaultOptions(3), map: 'lake', deck: 'exiles' }, 3)
		).toBeNull();
		expect(validateOptions({ ...module.defaultOptions(3), map: 'swamp' }, 3)?.key).toBe(
			'root.error.options.map'
		);
		expect(validateOptions({ ...module.defaultOptions(3), deck: 'tarot' }, 3)?.key).toBe(
			'root.error.options.deck'
		);
		// Options stored before the variants: Autumn and the standard deck.
		expect(mapOf({ factions: [], firstPlayer: 0 })).toEqual({ map: 'autumn', deck: 'standard' });
	});

	it('adds the map’s and the deck’s lines to the setup checklist', () => {
		expect(mapChecklist('autumn', 'standard')).toEqual([]);
		expect(mapChecklist('mountain', 'exiles').map((l) => l.key)).toEqual([
			'root.setup.map.markers',
			'root.setup.deck.exiles'
		]);
	});
});
