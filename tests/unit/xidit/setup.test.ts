import { describe, expect, it } from 'vitest';
import { randomizeSetup, type SetupOptions } from '$lib/games/xidit/setup';

const CRITERIA = ['wealth', 'influence', 'reputation'];

describe('randomizeSetup (Reglamento pp.5–6, 17–18)', () => {
	it('same options and seed give the same setup; another seed usually differs', () => {
		const o: SetupOptions = { players: 4, seed: 'ABC234' };
		expect(randomizeSetup(o)).toEqual(randomizeSetup({ ...o }));
		expect(randomizeSetup(o)).not.toEqual(randomizeSetup({ ...o, seed: 'ABC235' }));
	});

	it('4 players, long game: 5 + 5 tiles on the board, 5 in the Recruitment pile, 6 Threats, tiles 1–21', () => {
		const s = randomizeSetup({ players: 4, seed: 'X' });
		expect(s.recruitCities).toHaveLength(5);
		expect(s.threatCities).toHaveLength(5);
		expect(s.recruitPile).toHaveLength(5);
		expect(s.threatPile).toHaveLength(6);
		expect(s.removedTiles).toEqual([]);
		expect(s.emptyRegions).toEqual([]);
		expect(s.eliminations).toEqual([1, 1, 1]);
		expect(s.unitsPerRecruitTile).toBe(5);
		expect(s.ghost).toBeUndefined();
	});

	it('5 players: the first evaluation eliminates two (Reglamento p.6 / p.15)', () => {
		expect(randomizeSetup({ players: 5, seed: 'X' }).eliminations).toEqual([2, 1, 1]);
	});

	it('Reglamento p.18 «Versión corta»: removed tiles and Empty tokens per player count', () => {
		expect(randomizeSetup({ players: 5, short: true, seed: 'X' })).toMatchObject({
			removedTiles: [20, 21],
			emptyRegions: [2]
		});
		expect(randomizeSetup({ players: 4, short: true, seed: 'X' })).toMatchObject({
			removedTiles: [19, 20, 21],
			emptyRegions: [1, 2]
		});
		expect(randomizeSetup({ players: 3, short: true, seed: 'X' })).toMatchObject({
			removedTiles: [14, 18],
			emptyRegions: [1, 2]
		});
	});

	it('Reglamento p.17: 3 players use 4 + 4 tiles, 4 units per tile, Regions 1 and 2 out, ghost at 6/5/4', () => {
		const s = randomizeSetup({ players: 3, seed: 'X' });
		expect(s.recruitCities).toHaveLength(4);
		expect(s.threatCities).toHaveLength(4);
		expect(s.recruitPile).toHaveLength(5);
		expect(s.threatPile).toHaveLength(5);
		expect(s.unitsPerRecruitTile).toBe(4);
		expect(s.emptyRegions).toEqual([1, 2]);
		const ghost = s.ghost as Record<string, number>;
		expect(s.evaluationOrder.map((c) => ghost[c])).toEqual([6, 5, 4]);
	});

	it('Reglamento p.18 «Nota»: the ghost variant starts at 7/6/5', () => {
		const s = randomizeSetup({ players: 3, seed: 'X', ghostVariant: true });
		const ghost = s.ghost as Record<string, number>;
		expect(s.evaluationOrder.map((c) => ghost[c])).toEqual([7, 6, 5]);
	});

	it('uses a corrected three-player tile list', () => {
		const tiles = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 19, 21];
		const s = randomizeSetup({ players: 3, seed: 'Q', threePlayerTiles: tiles, short: true });
		const all = [...s.recruitCities, ...s.threatCities, ...s.recruitPile, ...s.threatPile];
		expect(s.removedTiles).toEqual([]); // 14 and 18 are not in this list
		expect([...all].sort((a, b) => a - b)).toEqual(tiles);
	});

	it('property over 10,000 seeds: every used tile once, removed tiles never, counts, permutation', () => {
		const variants: SetupOptions[] = [];
		for (const players of [3, 4, 5] as const)
			for (const short of [false, true]) variants.push({ players, short, seed: '' });
		const sameSet = (a: readonly string[], b: readonly string[]) =>
			a.length === b.length && a.every((x) => b.includes(x));
		const failures: string[] = [];
		for (let i = 0; i < 10000; i++) {
			const o = { ...variants[i % variants.length], seed: `seed-${i}` };
			const s = randomizeSetup(o);
			const set = o.players === 3 ? 18 : 21;
			const onBoard = o.players === 3 ? 4 : 5;
			const all = [...s.recruitCities, ...s.threatCities, ...s.recruitPile, ...s.threatPile];
			const removed = o.short ? { 3: [14, 18], 4: [19, 20, 21], 5: [20, 21] }[o.players] : [];
			const ok =
				s.removedTiles.join() === removed.join() &&
				new Set(all).size === all.length &&
				all.length === set - removed.length &&
				removed.every((t) => !all.includes(t)) &&
				all.every((t) => t >= 1 && t <= set) &&
				s.recruitCities.length === onBoard &&
				s.threatCities.length === onBoard &&
				s.recruitPile.length === 5 &&
				sameSet(s.evaluationOrder, CRITERIA) &&
				s.firstPlayer >= 0 &&
				s.firstPlayer < o.players &&
				(s.ghost !== undefined) === (o.players === 3);
			if (!ok) failures.push(o.seed);
		}
		expect(failures).toEqual([]);
	});

	it.each([
		['players must be 3, 4 or 5', { players: 6, seed: 'x' }],
		['seed must be a string', { players: 4, seed: 7 }],
		['short must be a boolean', { players: 4, seed: 'x', short: 'yes' }],
		['ghostVariant must be a boolean', { players: 3, seed: 'x', ghostVariant: 1 }],
		[
			'threePlayerTiles must list 18 city numbers',
			{ players: 3, seed: 'x', threePlayerTiles: [1, 2] }
		],
		[
			'threePlayerTiles[17] repeats city 1',
			{ players: 3, seed: 'x', threePlayerTiles: [...Array(17).keys()].map((i) => i + 1).concat(1) }
		],
		[
			'threePlayerTiles[0] must be a city number from 1 to 21',
			{
				players: 3,
				seed: 'x',
				threePlayerTiles: [22, ...Array(17).keys()].map((i, j) => (j === 0 ? i : i + 1))
			}
		]
	])('contract error: %s', (message, options) => {
		expect(() => randomizeSetup(options as unknown as SetupOptions)).toThrow(message);
	});
});
