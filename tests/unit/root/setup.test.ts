import { describe, expect, it } from 'vitest';
import {
	assignFaction,
	draftReport,
	drawFactions,
	drawSetup,
	reachReport,
	setupChecklist,
	totalReach
} from '$lib/games/root/setup';
import { FACTIONS, RECOMMENDED_REACH, REACH, type FactionId } from '$lib/games/root/data';
import { checkFactions } from '$lib/games/root/rules';

describe('faction choice by reach', () => {
	it('reach values and recommendations come from the data table', () => {
		expect(totalReach(['marquise', 'eyrie'])).toBe(17);
		expect(reachReport(['marquise', 'eyrie'])).toEqual({ total: 17, recommended: 17, meets: true });
		expect(reachReport(['lizards', 'alliance', 'riverfolk'])).toEqual({
			total: 10,
			recommended: 18,
			meets: false
		});
	});

	it('property: 10,000 seeds, every drawn set meets the reach, never repeats, is reproducible', () => {
		const pool = [...FACTIONS];
		for (let i = 0; i < 10000; i++) {
			const players = 2 + (i % 5);
			const seed = `seed-${i}`;
			const set = drawFactions({ players, pool, seed });
			expect(set.length).toBe(players);
			expect(new Set(set).size).toBe(players);
			expect(totalReach(set)).toBeGreaterThanOrEqual(RECOMMENDED_REACH[players]);
			if (set.includes('vagabond2')) expect(set).toContain('vagabond');
			if (i % 50 === 0) expect(drawFactions({ players, pool, seed })).toEqual(set);
		}
	});

	it('draws vary with the seed and cover many factions', () => {
		const seen = new Set<FactionId>();
		const sets = new Set<string>();
		for (let i = 0; i < 200; i++) {
			const s = drawFactions({ players: 4, pool: [...FACTIONS], seed: `v-${i}` });
			s.forEach((f) => seen.add(f));
			sets.add([...s].sort().join());
		}
		expect(seen.size).toBe(FACTIONS.length);
		expect(sets.size).toBeGreaterThan(20);
	});

	it('a small pool throws saying why', () => {
		expect(() => drawFactions({ players: 3, pool: ['marquise', 'eyrie'], seed: 'x' })).toThrow(
			/pool has 2 factions/
		);
		expect(() =>
			drawFactions({ players: 3, pool: ['lizards', 'alliance', 'corvids', 'vagabond2'], seed: 'x' })
		).toThrow(/recommended total reach 18/);
	});

	it('a pool exactly at the recommendation always gives that set', () => {
		const s = drawFactions({ players: 2, pool: ['marquise', 'eyrie', 'lizards'], seed: 'abc' });
		expect([...s].sort()).toEqual(['eyrie', 'marquise']);
	});

	it('invalid input throws naming the field', () => {
		expect(() => drawFactions({ players: 7, pool: [...FACTIONS], seed: 'x' })).toThrow(/players/);
		expect(() => drawFactions({ players: 1.5, pool: [...FACTIONS], seed: 'x' })).toThrow(/players/);
		expect(() =>
			drawFactions({ players: 2, pool: ['marquise', 'cats' as unknown as FactionId], seed: 'x' })
		).toThrow(/pool\[1\]/);
		expect(() => drawFactions({ players: 2, pool: ['marquise', 'marquise'], seed: 'x' })).toThrow(
			/pool\[1\] repeats/
		);
		expect(() =>
			drawFactions({ players: 2, pool: [...FACTIONS], seed: 3 as unknown as string })
		).toThrow(/seed/);
	});

	it('drawSetup shows the total and picks a first player from the seed', () => {
		const a = drawSetup({ players: 4, pool: [...FACTIONS], seed: 'T1' });
		expect(a.reach).toBe(a.factions.reduce((s, f) => s + REACH[f], 0));
		expect(a.recommended).toBe(21);
		expect(a.firstPlayer).toBeGreaterThanOrEqual(0);
		expect(a.firstPlayer).toBeLessThan(4);
		expect(drawSetup({ players: 4, pool: [...FACTIONS], seed: 'T1' })).toEqual(a);
	});

	it('factions chosen by hand are checked', () => {
		expect(checkFactions(['marquise', 'eyrie'], 2)).toBeNull();
		expect(checkFactions(['marquise', 'marquise'], 2)?.key).toBe('root.error.options.duplicate');
		expect(checkFactions(['marquise', 'vagabond2'], 2)?.key).toBe(
			'root.error.options.secondVagabond'
		);
		expect(checkFactions(['marquise'], 2)?.key).toBe('root.error.options.count');
		expect(checkFactions(['marquise', 'x'], 2)?.key).toBe('root.error.options.unknownFaction');
		expect(checkFactions(['marquise'], 1)?.key).toBe('root.error.options.players');
	});
});

describe('setup checklists (Reglamento 10.3 and 11.3)', () => {
	it('Lizard Cult: 25 warriors, corner clearing 4 + 1 garden + 1 adjacent, Outcast, 14 gardens', () => {
		const lines = setupChecklist(['lizards', 'marquise']);
		expect(lines).toEqual([
			{ key: 'root.setup.lizards.warriors', values: { n: 25 } },
			{ key: 'root.setup.lizards.corner', values: { warriors: 4, gardens: 1, adjacent: 1 } },
			{ key: 'root.setup.lizards.outcast' },
			{ key: 'root.setup.lizards.gardens', values: { n: 14 } }
		]);
	});
	it('Riverfolk: 15 warriors, 4 on the river, 9 trade posts, 3 in Payments, prices', () => {
		expect(setupChecklist(['riverfolk', 'eyrie'])).toEqual([
			{ key: 'root.setup.riverfolk.warriors', values: { n: 15 } },
			{ key: 'root.setup.riverfolk.river', values: { n: 4 } },
			{ key: 'root.setup.riverfolk.posts', values: { n: 9 } },
			{ key: 'root.setup.riverfolk.payments', values: { n: 3 } },
			{ key: 'root.setup.riverfolk.prices' }
		]);
		expect(setupChecklist(['marquise', 'eyrie'])).toEqual([]);
	});
});

describe('seats and the draft', () => {
	it('picking a faction another seat holds swaps the two seats', () => {
		expect(assignFaction(['marquise', 'eyrie', 'lizards'], 0, 'lizards')).toEqual({
			factions: ['lizards', 'eyrie', 'marquise'],
			swappedWith: 2
		});
		expect(assignFaction(['marquise', 'eyrie'], 1, 'riverfolk')).toEqual({
			factions: ['marquise', 'riverfolk'],
			swappedWith: null
		});
	});

	it('the draft says the reach still needed and which picks keep the total reachable', () => {
		// 4 players need 21. Cult 2 + Company 5 = 7: 14 more from 2 seats.
		const r = draftReport(['lizards', 'riverfolk'], 4, [...FACTIONS]);
		expect(r).toMatchObject({ needed: 14, seatsLeft: 2 });
		const keeps = (f: string) => r.choices.find((c) => c.faction === f)?.keeps;
		expect(keeps('marquise')).toBe(true); // 10 + Hundreds 9 ≥ 14
		expect(keeps('vagabond2')).toBe(false); // 2 + best 10 < 14 (and it needs the Vagabond)
		expect(keeps('alliance')).toBe(false); // 3 + 10 = 13 < 14
		// within the table's boxes only
		const small = draftReport([], 2, ['lizards', 'vagabond', 'marquise']);
		expect(small.choices.map((c) => c.keeps)).toEqual([false, false, false]);
	});
});
