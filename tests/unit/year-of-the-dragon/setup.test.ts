import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '$lib/games/core/rng';
import {
	ACTION_CARDS,
	EVENT_TILES,
	MONTHS,
	type YotdEvent
} from '$lib/games/year-of-the-dragon/data';
import {
	dealActionGroups,
	dealGroups,
	eventRowIsLegal,
	randomizeSetup
} from '$lib/games/year-of-the-dragon/setup';
import { groupSizes } from '$lib/games/year-of-the-dragon/rules';

function checkRow(row: YotdEvent[]) {
	expect(row).toHaveLength(MONTHS);
	// Reglamento «Preparar»: 2 Paz en los meses 1–2, nunca 2 fichas idénticas juntas.
	expect(row.slice(0, 2)).toEqual(['peace', 'peace']);
	for (let i = 3; i < row.length; i++) expect(row[i]).not.toBe(row[i - 1]);
	const count: Record<string, number> = {};
	for (const e of row) count[e] = (count[e] ?? 0) + 1;
	expect(count).toEqual(EVENT_TILES);
}

describe('randomizeSetup', () => {
	it('10,000 seeds: the event row always satisfies the rules and uses exactly the 12 tiles', () => {
		const seen = new Set<string>();
		for (let i = 0; i < 10_000; i++) {
			const { eventRow } = randomizeSetup({ players: 2 + (i % 4), seed: `seed-${i}` });
			if (!eventRowIsLegal(eventRow)) checkRow(eventRow); // full diagnostics on failure
			seen.add(eventRow.join());
		}
		// And it is random: many different rows (about 39,000 legal rows exist).
		expect(seen.size).toBeGreaterThan(7_000);
	});

	it('every shuffled tile type appears in month 3 for some seed (no position bias to none)', () => {
		const month3 = new Set<string>();
		for (let i = 0; i < 500; i++)
			month3.add(randomizeSetup({ players: 3, seed: `m3-${i}` }).eventRow[2]);
		expect([...month3].sort()).toEqual(['contagion', 'drought', 'festival', 'mongols', 'tribute']);
	});

	it('same options and seed, same result; a different seed differs', () => {
		const a = randomizeSetup({ players: 4, seed: 'ABC234', largePrivilegeCost: 7 });
		expect(randomizeSetup({ players: 4, seed: 'ABC234', largePrivilegeCost: 7 })).toEqual(a);
		expect(a.largePrivilegeCost).toBe(7);
		checkRow(a.eventRow);
		expect(randomizeSetup({ players: 4, seed: 'ABC235' }).eventRow).not.toEqual(a.eventRow);
	});

	it('random first player covers every seat; a chosen one is kept; the pick order goes clockwise', () => {
		const firsts = new Set<number>();
		for (let i = 0; i < 200; i++)
			firsts.add(randomizeSetup({ players: 5, seed: `fp-${i}` }).firstPlayer);
		expect([...firsts].sort()).toEqual([0, 1, 2, 3, 4]);
		const chosen = randomizeSetup({ players: 4, seed: 'X', firstPlayer: 2 });
		expect(chosen).toMatchObject({
			firstPlayer: 2,
			pickOrder: [2, 3, 0, 1],
			firstPlayerChosen: true
		});
	});

	it('person supply for the player count (property)', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 5 }), fc.string(), (players, seed) => {
				const { personSupply } = randomizeSetup({ players, seed });
				for (const v of Object.values(personSupply)) expect(v.young + v.old).toBe(2 * players);
			})
		);
	});

	it('invalid input throws an Error naming the bad field', () => {
		expect(() => randomizeSetup({ players: 6, seed: 'x' })).toThrow(
			/players must be an integer from 2 to 5/
		);
		expect(() => randomizeSetup({ players: 2.5, seed: 'x' })).toThrow(/players/);
		expect(() => randomizeSetup({ players: 3, seed: 3 as unknown as string })).toThrow(
			/seed must be a string/
		);
		expect(() => randomizeSetup({ players: 3, seed: 'x', largePrivilegeCost: 8 as 6 })).toThrow(
			/largePrivilegeCost/
		);
		expect(() => randomizeSetup({ players: 3, seed: 'x', firstPlayer: 3 })).toThrow(/firstPlayer/);
		expect(() => dealActionGroups(1, 'x')).toThrow(/players/);
		expect(() => dealActionGroups(3, null as unknown as string)).toThrow(/seed/);
	});
});

describe('dealActionGroups', () => {
	it('10,000 seeds: groups always partition the 7 cards with sizes differing by at most 1', () => {
		for (let i = 0; i < 10_000; i++) {
			const players = 2 + (i % 4);
			const groups = dealActionGroups(players, `seed-${i}`);
			expect(groups).toHaveLength(players);
			const sizes = groups.map((g) => g.length);
			if (Math.max(...sizes) - Math.min(...sizes) > 1) expect(sizes).toBe('even');
			const all = groups.flat().sort();
			if (all.join() !== [...ACTION_CARDS].sort().join())
				expect(all).toEqual([...ACTION_CARDS].sort());
		}
	});

	it('sizes per player count: 4+3, 3+2+2, 2+2+2+1, 2+2+1+1+1', () => {
		expect([2, 3, 4, 5].map((n) => groupSizes(7, n))).toEqual([
			[4, 3],
			[3, 2, 2],
			[2, 2, 2, 1],
			[2, 2, 1, 1, 1]
		]);
	});

	it('is deterministic per seed, and the pure deal advances the stored generator', () => {
		expect(dealActionGroups(3, 'S')).toEqual(dealActionGroups(3, 'S'));
		const [g1, next] = dealGroups(seedRng('S'), 3);
		expect(g1).toEqual(dealActionGroups(3, 'S'));
		const [g2] = dealGroups(next, 3);
		expect(dealGroups(next, 3)[0]).toEqual(g2);
	});
});
