import { describe, expect, it } from 'vitest';
import { floorTargets, placeFloor, placementOf } from '$lib/games/year-of-the-dragon/build';
import { buildPalaces } from '$lib/games/year-of-the-dragon/moves-action';
import { palace } from './helpers';

describe('the Build picker: one tap per floor on the palace tapped', () => {
	const palaces = [palace(1), palace(3), palace(2)];

	it('offers every palace under 3 floors and a new palace; never a full one', () => {
		expect(floorTargets(palaces, []).map((t) => [t.at, t.palace, t.isNew, t.floors])).toEqual([
			[0, 1, false, 1],
			[2, 3, false, 2],
			[3, 1, true, 0]
		]);
	});

	it('a palace raised to 3 by this build leaves the picker; a started new palace joins it', () => {
		const at = [2, 3];
		expect(floorTargets(palaces, at).map((t) => [t.at, t.isNew, t.floors, t.added])).toEqual([
			[0, false, 1, 0],
			[3, true, 1, 1],
			[4, true, 0, 0]
		]);
		expect(placeFloor(palaces, at, 2)).toBeNull();
		expect(placeFloor(palaces, at, 1)).toBeNull();
		expect(placeFloor(palaces, at, 3)).toEqual([2, 3, 3]);
	});

	it('Reglamento «Construir» example: 2 floors on a 1-floor palace and a new 1-floor palace', () => {
		let at: number[] = [];
		for (const t of [0, 0, 3]) at = placeFloor(palaces, at, t)!;
		const placement = placementOf(palaces, at);
		expect(placement).toEqual({ addTo: [0, 0], newPalaces: [1] });
		expect(buildPalaces(palaces, 3, placement)).toEqual([
			palace(3),
			palace(3),
			palace(2),
			palace(1)
		]);
	});

	it('two new palaces started one after the other keep their own heights', () => {
		const at = [3, 4, 4];
		expect(placementOf(palaces, at)).toEqual({ addTo: [], newPalaces: [1, 2] });
	});
});
