/** The seat factions a table picked survive a seat added or removed on the new-game screen. */
import { describe, expect, it } from 'vitest';
import { carryOptions } from '$lib/games/core/options';
import { module, type Options } from '$lib/games/root/index';
import { seatFactions } from '$lib/games/root/options';

describe('the seats’ picked factions across a change of player count', () => {
	const picked: Options = {
		...module.defaultOptions(3),
		factions: ['marquise', 'lizards', 'vagabond'],
		picked: ['marquise', 'lizards', 'vagabond'],
		pool: ['marquise', 'eyrie', 'alliance', 'vagabond', 'lizards', 'riverfolk']
	};
	it('adding a seat keeps the three picks and gives the new seat the first free faction of the boxes', () => {
		const carried = carryOptions(module, picked, 4);
		expect(seatFactions(carried, 4)).toEqual(['marquise', 'lizards', 'vagabond', 'eyrie']);
		expect(module.validateOptions({ ...carried, factions: seatFactions(carried, 4) }, 4)).toBe(
			null
		);
	});
	it('removing a seat and adding it back brings the picks back', () => {
		const down = carryOptions(module, picked, 2);
		expect(seatFactions(down, 2)).toEqual(['marquise', 'lizards']);
		const up = carryOptions(module, { ...down, factions: seatFactions(down, 2) }, 3);
		expect(seatFactions(up, 3)).toEqual(['marquise', 'lizards', 'vagabond']);
	});
	it('without picks the options’ own factions are shown', () => {
		expect(seatFactions(module.defaultOptions(3), 3)).toEqual(module.defaultOptions(3).factions);
	});
	it('picks that are not factions make the options invalid', () => {
		expect(module.validateOptions({ ...picked, picked: ['cats'] }, 3)).not.toBeNull();
		expect(
			module.validateOptions({ ...picked, draftPicks: ['lizards', 'lizards'] }, 3)
		).not.toBeNull();
	});
});
