import { describe, it, expect } from 'vitest';
import { ATTACK_TILES, type Stars } from '$lib/games/kingdom-defenders/data';
import { planSetup, randomizeSetup, type SetupOptions } from '$lib/games/kingdom-defenders/setup';

/** A made-up star record for tests only (the real stars are entered by the table). */
const STARS: Record<string, Stars> = {};
['P2', 'P3', 'P5'].forEach((id) => (STARS[id] = 1));
['P4', 'P6', 'P7', 'P8'].forEach((id) => (STARS[id] = 2));
['P9', 'P10', 'P11', 'P12'].forEach((id) => (STARS[id] = 3));
['E1', 'E2', 'E3', 'E4', 'E5'].forEach((id) => (STARS[id] = 1));
['E6', 'E7', 'E8', 'E9', 'E10', 'E11'].forEach((id) => (STARS[id] = 2));
['E12', 'E13', 'E14', 'E15', 'E16', 'E17'].forEach((id) => (STARS[id] = 3));

const attack = (ids: string[]): number => ids.filter((id) => ATTACK_TILES.includes(id)).length;

/** Every broken property, as text (plain checks: 10,000 expect() calls would be slow). */
function problems(o: SetupOptions): string[] {
	const r = randomizeSetup(o);
	const all = [...r.characters, ...r.buildings];
	const out: string[] = [];
	const fail = (what: string): number => out.push(`${o.seed}: ${what} ${JSON.stringify(r)}`);
	if (new Set(all).size !== all.length) fail('a tile twice');
	if (r.characters.length !== (o.players === 2 ? 2 : 3)) fail('character count');
	if (r.buildings.length !== 5) fail('building count');
	if (attack(all) > 2) fail('more than 2 attack tiles');
	if ((o.difficulty === 'standard' || o.players === 2) && attack(all) > 0) fail('attack tile');
	if (o.difficulty === 'standard' && (all.includes('P11') || all.includes('E13')))
		fail('P11/E13 in standard');
	if (o.variant === 'family' && ['P4', 'E14', 'E16'].some((id) => all.includes(id)))
		fail('zone C tile');
	const max = { standard: 1, advanced: 2, expert: 3 }[o.difficulty];
	if (all.some((id) => (o.stars[id] ?? 0) > max)) fail('too many stars');
	if ([...r.turnOrder].sort().join() !== Array.from({ length: o.players }, (_, i) => i).join())
		fail('turn order');
	return out;
}

function check(o: SetupOptions): void {
	expect(problems(o)).toEqual([]);
}

describe('setup properties over 10,000 seeds (Reglamento «Preparación» and «RESTRICCIÓN»)', () => {
	it('never more than 2 attack tiles, none in standard, no P11/E13 in standard, no repeats, right counts', () => {
		const difficulties = ['standard', 'advanced', 'expert'] as const;
		const bad: string[] = [];
		for (let i = 0; i < 10000; i++) {
			const players = ([2, 3, 4] as const)[i % 3];
			const difficulty = difficulties[Math.floor(i / 3) % 3];
			const variant = ([undefined, 'family', 'extreme'] as const)[Math.floor(i / 9) % 3];
			// Half the runs know no stars at all, half know them all.
			const stars = i % 2 === 0 ? {} : STARS;
			bad.push(
				...problems({
					players,
					difficulty,
					stars,
					seed: `seed-${i}`,
					...(variant ? { variant } : {})
				})
			);
		}
		expect(bad).toEqual([]);
	});
	it('expert draws with no stars known still meet the attack limit (the replacement happens)', () => {
		let sawTwo = false;
		let tooMany = 0;
		for (let i = 0; i < 2000; i++) {
			const r = randomizeSetup({ players: 4, difficulty: 'expert', stars: {}, seed: `x-${i}` });
			const n = attack([...r.characters, ...r.buildings]);
			if (n > 2) tooMany++;
			if (n === 2) sawTwo = true;
		}
		expect(tooMany).toBe(0);
		expect(sawTwo).toBe(true);
	});
});

describe('setup is deterministic', () => {
	it('same options and seed, same result; another seed differs somewhere', () => {
		const o: SetupOptions = { players: 3, difficulty: 'advanced', stars: {}, seed: 'ABC234' };
		expect(randomizeSetup(o)).toEqual(randomizeSetup({ ...o }));
		const differs = Array.from({ length: 20 }, (_, i) =>
			JSON.stringify(randomizeSetup({ ...o, seed: `S${i}` }))
		);
		expect(new Set(differs).size).toBeGreaterThan(1);
	});
});

describe('difficulty by recorded stars (Reglamento «Sistema de dificultad»)', () => {
	it('standard with every star recorded gives the 8-star game', () => {
		const plan = planSetup({ players: 4, difficulty: 'standard', stars: STARS, seed: 'std' });
		expect(plan.totalStars).toBe(8);
		expect(plan.unknownStars).toEqual([]);
	});
	it('with no stars recorded, totalStars is unknown and the tiles are listed', () => {
		const plan = planSetup({ players: 3, difficulty: 'advanced', stars: {}, seed: 'adv' });
		expect(plan.totalStars).toBeNull();
		expect(plan.unknownStars).toHaveLength(8);
	});
	it('a target total of stars is met exactly', () => {
		for (const target of [8, 12, 16, 20]) {
			for (let i = 0; i < 20; i++) {
				const o: SetupOptions = {
					players: 4,
					difficulty: 'expert',
					stars: STARS,
					seed: `t${i}`,
					targetStars: target
				};
				const plan = planSetup(o);
				expect(plan.totalStars).toBe(target);
				check(o);
			}
		}
	});
	it('an impossible target throws naming targetStars', () => {
		expect(() =>
			randomizeSetup({
				players: 3,
				difficulty: 'standard',
				stars: STARS,
				seed: 'x',
				targetStars: 12
			})
		).toThrow(/^targetStars/);
	});
});

describe('setup plan (Reglamento «Preparación del jugador» and «Partidas de 2 jugadores»)', () => {
	it('starting fame 20/20/21/22 by turn order; the first building is revealed', () => {
		const plan = planSetup({ players: 4, difficulty: 'standard', stars: {}, seed: 'fame' });
		const byPos = plan.turnOrder.map((seat) => plan.startingFame[seat]);
		expect(byPos).toEqual([20, 20, 21, 22]);
		expect(plan.revealedBuilding).toBe(plan.buildings[0]);
		expect(plan.hordeCards).toEqual(['4']);
	});
	it('two players: 2 characters, 2-dot adventures, 1 disc, horde cards 2 and 2-3', () => {
		const plan = planSetup({ players: 2, difficulty: 'expert', stars: {}, seed: 'two' });
		expect(plan.characters).toHaveLength(2);
		expect(plan.hordeCards).toEqual(['2', '2-3']);
		const keys = plan.checklist.map((m) => m.key);
		expect(keys).toContain('kingdom-defenders.setup.adventuresTwo');
		expect(keys).toContain('kingdom-defenders.setup.discsTwo');
	});
	it('P11 drawn goes on its own space', () => {
		for (let i = 0; i < 300; i++) {
			const plan = planSetup({ players: 3, difficulty: 'expert', stars: {}, seed: `p11-${i}` });
			expect(plan.p11OwnSpace).toBe(plan.characters.includes('P11'));
		}
	});
	it('family variant has no horde steps; extreme reveals the horde at setup', () => {
		const fam = planSetup({
			players: 3,
			difficulty: 'standard',
			stars: {},
			seed: 'f',
			variant: 'family'
		});
		expect(fam.checklist.map((m) => m.key)).not.toContain('kingdom-defenders.setup.hordeDeck');
		const ext = planSetup({
			players: 3,
			difficulty: 'standard',
			stars: {},
			seed: 'f',
			variant: 'extreme'
		});
		expect(ext.checklist.map((m) => m.key)).toContain('kingdom-defenders.setup.extremeHorde');
	});
});

describe('contract: invalid options throw naming the field', () => {
	const ok: SetupOptions = { players: 3, difficulty: 'standard', stars: {}, seed: 's' };
	it.each([
		[{ ...ok, players: 5 }, /^players/],
		[{ ...ok, difficulty: 'hard' }, /^difficulty/],
		[{ ...ok, stars: { P1: 1 } }, /^stars\.P1/],
		[{ ...ok, stars: { P3: 4 } }, /^stars\.P3/],
		[{ ...ok, variant: 'solo' }, /^variant/],
		[{ ...ok, seed: '' }, /^seed/],
		[{ ...ok, targetStars: 21 }, /^targetStars/],
		[{ ...ok, stars: { P2: 2, P3: 2, P5: 3, P6: 2, P7: 2, P8: 3, P9: 3, P4: 2 } }, /^stars: only/]
	])('%#', (o, re) => {
		expect(() => randomizeSetup(o as SetupOptions)).toThrow(re);
	});
});
