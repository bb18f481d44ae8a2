/**
 * Issue 30, beyond: zone C's horde forecast (falls / reaches the wall; which slot decides it)
 * and the achievements a game in progress already holds, shown the moment they unlock.
 */
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { defaultOptions, live, type KdOptions, type LiveState } from '$lib/games/kingdom-defenders';
import { hordeForecast, liveAchievements, unlocked } from '$lib/games/kingdom-defenders/forecast';
import { run } from './helpers';

function ctx(n = 3, over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	const names = ['Ana', 'Beto', 'Carla', 'Dani'];
	return {
		players: names.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), ...over },
		seed: 'FORECAST'
	};
}

/** Zone C of round 2 with this horde card in play (nothing supplied yet). */
function zoneC(c: SessionContext<KdOptions>, weapons: number, spells: number, speed = 3) {
	const s = run(c, [
		{ type: 'nextPhase', to: 'zoneB' },
		{ type: 'nextPhase', to: 'newRound' },
		{ type: 'revealHorde', weapons, spells, speed, siegeFame: 10 }
	]);
	return run(c, [{ type: 'nextPhase', to: 'zoneC' }], { ...s, favour: null, phase: 'zoneA' });
}

describe('horde forecast in zone C', () => {
	it('a card the open slots can still fill: it can fall, and the last slot every victory needs decides it', () => {
		const c = ctx(3);
		// 1+1+2+3 = 7 at most with four slots, but three players take three slots: 1+2+3 = 6.
		const s = zoneC(c, 4, 2);
		const f = hordeForecast(s, c)!;
		expect(f.need).toEqual({ weapons: 4, spells: 2 });
		expect(f.most).toBe(6);
		expect(f.outcome).toBe('canFall');
		// Without slot 4 (3 resources) the rest bring 1+1+2 = 4 < 6: slot 4 decides.
		expect(f.decides).toEqual({ slot: 4, player: null });
	});

	it('names who held the deciding slot last round (placement memory) when they are still to supply', () => {
		const c = ctx(3);
		const s: LiveState = { ...zoneC(c, 4, 2), lastZoneC: { p1: 4, p0: 1 } };
		expect(hordeForecast(s, c)!.decides).toEqual({ slot: 4, player: 'p1' });
	});

	it('more than the open slots can bring: it cannot fall and, one space from the wall, it reaches it', () => {
		const c = ctx(3);
		const s = zoneC(c, 5, 3, 1);
		const f = hordeForecast(s, c)!;
		expect(f.most).toBe(6);
		expect(f.outcome).toBe('cannotFall');
		expect(f.otherwise).toBe('siege');
		expect(f.decides).toBeNull();
	});

	it('after the supplies that cover the card it falls; a short horde far from the wall advances', () => {
		const c = ctx(3);
		let s = zoneC(c, 2, 0);
		s = run(
			c,
			[{ type: 'supplyCamp', player: s.turnOrder[0]!, slot: 3, weapons: 2, spells: 0 }],
			s
		);
		expect(hordeForecast(s, c)!.outcome).toBe('falls');
		const far = zoneC(c, 9, 9, 3);
		expect(hordeForecast(far, c)).toMatchObject({
			outcome: 'cannotFall',
			otherwise: 'advance',
			spacesLeft: 2
		});
	});

	it('with tracked resources, what each player holds limits it (weapons cannot pay for spells)', () => {
		const c = ctx(3, { trackResources: true });
		const s = zoneC(c, 0, 3);
		// Nobody holds a spell: the card cannot fall however many weapons they hold.
		const rich: LiveState = {
			...s,
			players: Object.fromEntries(
				Object.entries(s.players).map(([id, p]) => [id, { ...p, weapons: 5, spells: 0 }])
			)
		};
		expect(hordeForecast(rich, c)).toMatchObject({ most: 0, outcome: 'cannotFall' });
		const oneMage: LiveState = {
			...rich,
			players: { ...rich.players, p2: { ...rich.players.p2!, spells: 3 } }
		};
		// One player with 3 spells brings them only through slot 4 (limit 3): it decides.
		expect(hordeForecast(oneMage, c)).toMatchObject({
			most: 3,
			outcome: 'canFall',
			decides: { slot: 4 }
		});
	});

	it('no horde in play: no forecast', () => {
		const c = ctx(3);
		expect(hordeForecast(live.init(c), c)).toBeNull();
	});
});

describe('achievements shown the moment they unlock', () => {
	it('Aventurero: the third adventure completed in one round unlocks it', () => {
		const c = ctx(3);
		let s = run(c, [{ type: 'nextPhase', to: 'zoneB' }]);
		const adv = { type: 'completeAdventure', player: 'p0', fame: 1 } as const;
		s = run(c, [adv, adv], s);
		const before = liveAchievements(s, c);
		expect(before.p0).toEqual([]);
		s = run(c, [adv], s);
		const after = liveAchievements(s, c);
		expect(after.p0).toEqual(['aventurero']);
		expect(unlocked(before, after)).toEqual([{ player: 'p0', achievement: 'aventurero' }]);
	});

	it('Legendario: reaching 120 fame unlocks it, and it stays after the fame drops', () => {
		const c = ctx(2);
		let s = run(c, [{ type: 'nextPhase', to: 'zoneB' }]);
		const fame = s.players.p1!.fame;
		s = run(c, [{ type: 'adjust', player: 'p1', field: 'fame', delta: 120 - fame }], s);
		expect(liveAchievements(s, c).p1).toEqual(['legendario']);
		s = run(c, [{ type: 'adjust', player: 'p1', field: 'fame', delta: -5 }], s);
		expect(liveAchievements(s, c).p1).toEqual(['legendario']);
	});

	it('Defensor: two hordes beaten in two rounds in a row, for every player', () => {
		const c = ctx(2);
		const s: LiveState = { ...live.init(c), hordeVictoryRounds: [2, 3] };
		expect(liveAchievements(s, c)).toEqual({ p0: ['defensor'], p1: ['defensor'] });
		expect(liveAchievements({ ...s, hordeVictoryRounds: [2, 4] }, c)).toEqual({ p0: [], p1: [] });
	});

	it('nothing new: no unlock to show', () => {
		expect(unlocked({ p0: ['defensor'] }, { p0: ['defensor'] })).toEqual([]);
	});
});
