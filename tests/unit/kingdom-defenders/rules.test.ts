import { describe, it, expect } from 'vitest';
import {
	contributionError,
	contributionFame,
	favourOrder,
	hordeOutcome,
	phaseReminders,
	siegeEffects,
	siegeLoss,
	stillNeeded,
	updateTurnOrder,
	victoryEffects,
	PHASES,
	type Camp,
	type HordeCard
} from '$lib/games/kingdom-defenders/rules';

const horde = (weapons: number, spells: number, siegeFame = 15): HordeCard => ({
	weapons,
	spells,
	speed: 3,
	siegeFame,
	special: 0
});

describe('Reglamento «Ejemplo de activación de la Zona C»', () => {
	it('yellow 1, blue 1, green 2, the last player -2', () => {
		const h = horde(6, 4);
		// The previous round left 4 weapons and 2 spells in the camps.
		let camps: Record<string, Camp> = {
			red: { weapons: 2, spells: 1 },
			green: { weapons: 2, spells: 1 }
		};
		expect(stillNeeded(h, camps)).toEqual({ weapons: 2, spells: 2 });
		const steps: [string, number, number, number][] = [
			['yellow', 1, 1, 0],
			['blue', 2, 1, 0],
			['green', 3, 0, 2]
		];
		const fame: number[] = [];
		for (const [player, slot, weapons, spells] of steps) {
			expect(
				contributionError({ horde: h, camps, player, slot, weapons, spells, players: 4 })
			).toBeNull();
			const own = camps[player] ?? { weapons: 0, spells: 0 };
			camps = {
				...camps,
				[player]: { weapons: own.weapons + weapons, spells: own.spells + spells }
			};
			fame.push(contributionFame(weapons, spells, 2));
		}
		expect(fame).toEqual([1, 1, 2]);
		expect(stillNeeded(h, camps)).toEqual({ weapons: 0, spells: 0 });
		// The fourth player can add nothing: every resource is there; -2 fame.
		expect(
			contributionError({
				horde: h,
				camps,
				player: 'red',
				slot: 4,
				weapons: 1,
				spells: 0,
				players: 4
			})?.key
		).toBe('kingdom-defenders.error.tooManyWeapons');
		expect(contributionFame(0, 0, 2)).toBe(-2);
	});
	it('slot limits 1/1/2/3 and the camp limit 4 (5 with 4 players)', () => {
		const h = horde(9, 9);
		expect(
			contributionError({
				horde: h,
				camps: {},
				player: 'a',
				slot: 1,
				weapons: 2,
				spells: 0,
				players: 3
			})?.key
		).toBe('kingdom-defenders.error.slotLimit');
		const full = { a: { weapons: 3, spells: 1 } };
		expect(
			contributionError({
				horde: h,
				camps: full,
				player: 'a',
				slot: 4,
				weapons: 1,
				spells: 0,
				players: 3
			})?.key
		).toBe('kingdom-defenders.error.campFull');
		expect(
			contributionError({
				horde: h,
				camps: full,
				player: 'a',
				slot: 4,
				weapons: 1,
				spells: 0,
				players: 4
			})
		).toBeNull();
	});
});

describe('Reglamento «El Asedio»', () => {
	it('siege loss 15 - 3 = 12', () => {
		expect(siegeLoss(15, 3)).toBe(12);
	});
	it('3+ resources gain a level; the fewest (all tied) lose 2 more and take a wound or lose a loot', () => {
		const camps = {
			a: { weapons: 2, spells: 1 },
			b: { weapons: 1, spells: 0 },
			c: { weapons: 0, spells: 1 }
		};
		const eff = siegeEffects(['a', 'b', 'c'], camps, 15);
		expect(eff.map((e) => e.fame)).toEqual([-12, -16, -16]);
		expect(eff.map((e) => e.level)).toEqual([true, false, false]);
		expect(eff.map((e) => e.fewest)).toEqual([false, true, true]);
	});
});

describe('Reglamento «Situación de ¡Victoria!»', () => {
	it('fame per resource, 2+ coin or loot, 3+ level, unique top contributor a reward', () => {
		const camps = {
			a: { weapons: 3, spells: 1 },
			b: { weapons: 1, spells: 1 },
			c: { weapons: 1, spells: 0 }
		};
		const eff = victoryEffects(['a', 'b', 'c'], camps);
		expect(eff.map((e) => [e.fame, e.coinOrLoot, e.level, e.reward])).toEqual([
			[4, true, true, true],
			[2, true, false, false],
			[1, false, false, false]
		]);
	});
	it('nobody gets the reward on a tie', () => {
		const camps = { a: { weapons: 2, spells: 0 }, b: { weapons: 0, spells: 2 } };
		expect(victoryEffects(['a', 'b'], camps).some((e) => e.reward)).toBe(false);
	});
});

describe('Reglamento «Ejemplo de activación de la fase Movimiento de la Horda»', () => {
	it('9 weapons and 6 spells needed, 4 + 4 in the camps: the counter moves to 1; next time the siege', () => {
		const h = horde(9, 6);
		const camps = { a: { weapons: 2, spells: 2 }, b: { weapons: 2, spells: 2 } };
		expect(hordeOutcome(h, camps, 2)).toBe('advance');
		expect(hordeOutcome(h, camps, 1)).toBe('siege');
		const all = { a: { weapons: 5, spells: 3 }, b: { weapons: 4, spells: 3 } };
		expect(hordeOutcome(h, all, 1)).toBe('victory');
	});
});

describe('Reglamento «El favor del Rey» and «Zona D»', () => {
	it('lowest fame first; ties: worse turn order first', () => {
		expect(favourOrder(['a', 'b', 'c', 'd'], { a: 20, b: 25, c: 20, d: 18 })).toEqual([
			'd',
			'c',
			'a',
			'b'
		]);
	});
	it('gate 1 first, gate 2 second, the others shift right keeping their order', () => {
		// Ejemplo de activación de la Zona D: blue takes gate 1, yellow gate 2.
		expect(updateTurnOrder(['red', 'green', 'yellow', 'blue'], 'blue', 'yellow')).toEqual([
			'blue',
			'yellow',
			'red',
			'green'
		]);
		expect(updateTurnOrder(['a', 'b', 'c'], 'a', null)).toEqual(['a', 'b', 'c']);
		expect(updateTurnOrder(['a', 'b', 'c'], null, 'c')).toEqual(['a', 'c', 'b']);
	});
});

describe('phase reminders', () => {
	it('zone C is closed in round 1 (not in the extreme variant); every phase has a reminder', () => {
		const keys = (r: number, v: 'none' | 'family' | 'extreme') =>
			phaseReminders(r, 'placement', v, 3).map((m) => m.key);
		expect(keys(1, 'none')).toContain('kingdom-defenders.remind.zoneCClosed');
		expect(keys(2, 'none')).not.toContain('kingdom-defenders.remind.zoneCClosed');
		expect(keys(1, 'extreme')).not.toContain('kingdom-defenders.remind.zoneCClosed');
		expect(phaseReminders(2, 'newRound', 'none', 3).map((m) => m.key)).toContain(
			'kingdom-defenders.remind.hordeActivates'
		);
		for (const ph of PHASES.filter((p) => p !== 'newRound'))
			expect(phaseReminders(3, ph, 'none', 4).length).toBeGreaterThan(0);
	});
});
