import { describe, expect, it } from 'vitest';
import {
	countyPlacement,
	enactLaw,
	evaluateLaw,
	lawAwards,
	noblePoints,
	ransomCost,
	resolveBattle,
	tallyVote,
	type LawInput
} from '$lib/games/lancaster/rules';
import { LAW_IDS, LAW_SPECS, type LawId } from '$lib/games/lancaster/data';

describe('rulebook examples (rules.ts)', () => {
	it('p.2 «Casilla de caballero ocupada»: yellow 1 + 2 squires displaces blue 2 in Stafford (3 vs 2)', () => {
		// The example lets a strength-1 knight in, so Stafford's minimum is at most 1.
		const r = countyPlacement({
			minStrength: 1,
			challenger: { knight: 1, squires: 2 },
			occupant: { knight: 2, squires: 0, sameSide: false }
		});
		expect(r).toEqual({ ok: true, strength: 3, displaces: true, squiresToSupply: 0 });
	});

	it('p.2 «Condado»: squires do not count for the minimum; equal strength does not displace; own knights stay', () => {
		expect(
			countyPlacement({ minStrength: 2, challenger: { knight: 1, squires: 3 }, occupant: null })
		).toEqual({ ok: false, reason: 'belowMinimum' });
		expect(
			countyPlacement({
				minStrength: 1,
				challenger: { knight: 1, squires: 1 },
				occupant: { knight: 2, squires: 0, sameSide: false }
			})
		).toEqual({ ok: false, reason: 'notStronger' });
		expect(
			countyPlacement({
				minStrength: 1,
				challenger: { knight: 4, squires: 0 },
				occupant: { knight: 1, squires: 0, sameSide: true }
			})
		).toEqual({ ok: false, reason: 'ownKnight' });
		// «si el caballero iba acompañado de un escudero, irán a parar al consejo»
		expect(
			countyPlacement({
				minStrength: 1,
				challenger: { knight: 4, squires: 0 },
				occupant: { knight: 1, squires: 2, sameSide: false }
			})
		).toEqual({ ok: true, strength: 4, displaces: true, squiresToSupply: 2 });
	});

	it('p.7 «Condado» (2 players): an ally knight takes no squires', () => {
		expect(
			countyPlacement({
				minStrength: 1,
				challenger: { knight: 2, squires: 1, ally: true },
				occupant: null
			})
		).toEqual({ ok: false, reason: 'allySquires' });
	});

	it('p.3 «Resultados de las votaciones»: 3 for and 3 against is a tie and the law passes', () => {
		const t = tallyVote([
			{ id: 'red', yes: true, tokens: 2 },
			{ id: 'blue', yes: false, tokens: 1 },
			{ id: 'green', yes: false, tokens: 0 }
		]);
		expect(t).toEqual({ passed: true, yes: 3, no: 3 });
	});

	it('p.3 «Si no se aprueba la nueva ley»: 2 for and 3 against is rejected', () => {
		const t = tallyVote([
			{ id: 'red', yes: true, tokens: 1 },
			{ id: 'blue', yes: false, tokens: 2 }
		]);
		expect(t).toEqual({ passed: false, yes: 2, no: 3 });
	});

	it('p.3 «Si se aprueba la nueva ley»: the oldest law (left) leaves, the new one enters on the right', () => {
		expect(enactLaw(['a', 'b', 'c'], 'd', 3)).toEqual([['b', 'c', 'd'], 'a']);
	});

	it('p.5 «Ejemplo 1»: 5 vs 5, England wins; red 4 (entered last), blue 2, green 1', () => {
		const r = resolveBattle({
			franceStrength: 5,
			power: [4, 2, 1],
			slots: [
				{ id: 'blue', knights: [2] },
				{ id: 'green', knights: [1] },
				{ id: 'red', knights: [2] }
			],
			attempt: 1
		});
		expect(r).toEqual({
			englandWins: true,
			results: [
				{ id: 'red', strength: 2, rank: 1, points: 4 },
				{ id: 'blue', strength: 2, rank: 2, points: 2 },
				{ id: 'green', strength: 1, rank: 3, points: 1 }
			],
			next: 'removed'
		});
	});

	it('p.5 «Ejemplo 2»: 3 vs 5, France wins, the 4 is lost: blue 2, green 1, the battle moves down', () => {
		const r = resolveBattle({
			franceStrength: 5,
			power: [4, 2, 1],
			slots: [
				{ id: 'blue', knights: [2] },
				{ id: 'green', knights: [1] }
			],
			attempt: 1
		});
		expect(r).toEqual({
			englandWins: false,
			results: [
				{ id: 'blue', strength: 2, rank: 1, points: 2 },
				{ id: 'green', strength: 1, rank: 2, points: 1 }
			],
			next: 'lowerRow'
		});
	});

	it('p.5 «segundo intento»: England wins pays as the first attempt; France again makes prisoners', () => {
		const slots = [
			{ id: 'blue', knights: [2, 3] },
			{ id: 'green', knights: [1] }
		];
		const won = resolveBattle({ franceStrength: 6, power: [4, 2, 1], slots, attempt: 2 });
		expect(won.englandWins).toBe(true);
		expect(won.results.map((x) => x.points)).toEqual([4, 2]);
		expect(won.next).toBe('removed');
		const lost = resolveBattle({ franceStrength: 7, power: [4, 2, 1], slots, attempt: 2 });
		expect(lost.results.map((x) => x.points)).toEqual([2, 1]);
		expect(lost.next).toBe('prisoners');
		// «una moneda de oro por cada punto de fuerza»
		expect(ransomCost(3)).toBe(3);
	});

	it('p.5 «Nota»: a battle nobody joined counts as England losing and moves down', () => {
		const r = resolveBattle({ franceStrength: 0, power: [4, 2, 1], slots: [], attempt: 1 });
		expect(r).toEqual({ englandWins: false, results: [], next: 'lowerRow' });
	});

	it('p.6 «Nobles» table: 1..9 -> 0, 1, 3, 6, 10, 15, 21, 28, 36', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(noblePoints)).toEqual([0, 1, 3, 6, 10, 15, 21, 28, 36]);
		expect(noblePoints(0)).toBe(0);
	});
});

describe('contract errors name the bad field', () => {
	it('tallyVote', () => {
		expect(() => tallyVote([{ id: 'a', yes: true, tokens: -1 }])).toThrow(
			'ballots[0].tokens must be a non-negative integer'
		);
		expect(() =>
			tallyVote([
				{ id: 'a', yes: true, tokens: 0 },
				{ id: 'a', yes: false, tokens: 0 }
			])
		).toThrow('ballots[1].id');
		expect(() => tallyVote([{ id: 'a', yes: 'si' as unknown as boolean, tokens: 0 }])).toThrow(
			'ballots[0].yes'
		);
	});

	it('resolveBattle', () => {
		const ok = {
			franceStrength: 5,
			power: [4, 2, 1] as [number, number, number],
			slots: [{ id: 'a', knights: [1] }],
			attempt: 1 as const
		};
		expect(() => resolveBattle({ ...ok, franceStrength: -1 })).toThrow('franceStrength');
		expect(() => resolveBattle({ ...ok, power: [4, 2, 1.5] })).toThrow('power[2]');
		expect(() => resolveBattle({ ...ok, attempt: 3 as 1 })).toThrow('attempt');
		expect(() => resolveBattle({ ...ok, slots: [{ id: 'a', knights: [0] }] })).toThrow(
			'slots[0].knights[0] must be a positive integer'
		);
		expect(() => resolveBattle({ ...ok, slots: [{ id: 'a', knights: [] }] })).toThrow(
			'slots[0].knights'
		);
		expect(() =>
			resolveBattle({
				...ok,
				slots: [
					{ id: 'a', knights: [1] },
					{ id: 'a', knights: [2] }
				]
			})
		).toThrow('slots[1].id');
		expect(() =>
			resolveBattle({
				...ok,
				slots: ['a', 'b', 'c', 'd'].map((id) => ({ id, knights: [1] }))
			})
		).toThrow('slots');
	});

	it('noblePoints', () => {
		expect(() => noblePoints(10)).toThrow('nobles');
		expect(() => noblePoints(-1)).toThrow('nobles');
	});
});

describe('law helpers (p.8 «Resumen de las cartas de leyes»)', () => {
	const ids = ['a', 'b', 'c'];
	const run = (law: LawId, players: LawInput['players']) => lawAwards(law, ids, { players });
	const same = (v: Record<string, number>) => ({ a: { ...v }, b: { ...v }, c: { ...v } });

	// Issue #13: v1 asserted a tie gives typed power points and refused a tie without them. The
	// rulebook (p.8, and p.2 where «puntos» names any reward) gives each tied player the reward.
	it('p.8 most gold strengthens; «en caso de empate, cada jugador recibirá» the strengthening; zero counts like any value', () => {
		const one = run('goldStrengthen', { a: { gold: 5 }, b: { gold: 3 }, c: { gold: 0 } });
		expect(one.winner).toBe('a');
		expect(one.gains.a.strengthen).toBe(1);
		expect(one.gains.b.strengthen).toBe(0);
		const tie = run('goldStrengthen', { a: { gold: 5 }, b: { gold: 5 }, c: { gold: 1 } });
		expect(tie.tied).toEqual(['a', 'b']);
		expect([tie.gains.a.strengthen, tie.gains.b.strengthen, tie.gains.c.strengthen]).toEqual([
			1, 1, 0
		]);
		expect([tie.gains.a.power, tie.gains.b.power]).toEqual([0, 0]);
		const zero = run('goldStrengthen', same({ gold: 0 }));
		expect(zero.winner).toBeNull();
		expect(zero.tied).toEqual(['a', 'b', 'c']);
	});

	it('p.8 most squires: a tie gives each tied player a new strength-1 knight', () => {
		const tie = run('squiresKnight', { a: { squires: 2 }, b: { squires: 0 }, c: { squires: 2 } });
		expect(tie.tied).toEqual(['a', 'c']);
		expect([tie.gains.a.newKnights, tie.gains.b.newKnights, tie.gains.c.newKnights]).toEqual([
			1, 0, 1
		]);
	});

	it('no law input exceeds the knight set (three 1s, two 2s, one 3, one 4)', () => {
		const bad = (players: LawInput['players']) => evaluateLaw('setOf4Power', ids, { players });
		const ok = { placed1: 1, placed2: 1, placed3: 1, placed4: 1 };
		expect(bad({ a: { ...ok, placed2: 3 }, b: ok, c: ok })).toEqual({
			ok: false,
			player: 'a',
			field: 'placed2'
		});
		expect(bad({ a: ok, b: { ...ok, placed3: 2 }, c: ok })).toEqual({
			ok: false,
			player: 'b',
			field: 'placed3'
		});
		expect(
			evaluateLaw('strength2Squire', ids, {
				players: { a: { placed2: 7 }, b: { placed2: 0 }, c: { placed2: 0 } }
			})
		).toEqual({ ok: false, player: 'a', field: 'placed2' });
	});

	it('most squires gets a new strength-1 knight', () => {
		const r = run('squiresKnight', { a: { squires: 1 }, b: { squires: 4 }, c: { squires: 2 } });
		expect(r.gains.b.newKnights).toBe(1);
	});

	it('counties: 3 per 2 and 8 per 3', () => {
		const p = { a: { counties: 1 }, b: { counties: 3 }, c: { counties: 6 } };
		expect(Object.values(run('countiesPer2', p).gains).map((g) => g.power)).toEqual([0, 3, 9]);
		expect(Object.values(run('countiesPer3', p).gains).map((g) => g.power)).toEqual([0, 8, 16]);
	});

	it('exchanges: gold for votes, squire+gold for 3, gold for 1, squire for 1; never more than held', () => {
		const v = run('goldForVotes', same({ gold: 3, exchange: 2 }));
		expect([v.gains.a.voteTokens, v.gains.a.payGold]).toEqual([2, 2]);
		const sg = run('squireGoldPower', same({ gold: 3, squires: 2, exchange: 2 }));
		expect([sg.gains.a.power, sg.gains.a.payGold, sg.gains.a.paySquires]).toEqual([6, 2, 2]);
		expect(run('goldPower', same({ gold: 4, exchange: 4 })).gains.a.power).toBe(4);
		expect(run('squirePower', same({ squires: 2, exchange: 1 })).gains.a.power).toBe(1);
		expect(
			evaluateLaw('squireGoldPower', ids, { players: same({ gold: 3, squires: 1, exchange: 2 }) })
		).toEqual({ ok: false, player: 'a', field: 'exchange' });
	});

	it('battles: extension and bundle per two battles, 3 points per battle', () => {
		const p = { a: { battles: 1 }, b: { battles: 2 }, c: { battles: 5 } };
		expect(Object.values(run('battlePairExtension', p).gains).map((g) => g.extensions)).toEqual([
			0, 1, 2
		]);
		const bundle = run('battlePairBundle', p).gains.c;
		expect([bundle.squires, bundle.voteTokens, bundle.gold]).toEqual([2, 2, 2]);
		expect(Object.values(run('battlesPower', p).gains).map((g) => g.power)).toEqual([3, 6, 15]);
	});

	it('knights placed: strength-2 squires, no strength 2, swap 3 for 4, three 1s, set of 1-2-3-4', () => {
		expect(run('strength2Squire', same({ placed2: 2 })).gains.a.squires).toBe(2);
		const no2 = run('noStrength2Strengthen', {
			a: { placed2: 0 },
			b: { placed2: 1 },
			c: { placed2: 2 }
		});
		expect([no2.gains.a.strengthen, no2.gains.b.strengthen]).toEqual([1, 0]);
		const swap = run('swap3For4', {
			a: { placed3: 1, reserve4: 1 },
			b: { placed3: 1, reserve4: 0 },
			c: { placed3: 0, reserve4: 1 }
		});
		expect(Object.values(swap.gains).map((g) => g.upgrade3to4)).toEqual([1, 0, 0]);
		const ones = run('three1sPower', { a: { placed1: 3 }, b: { placed1: 2 }, c: { placed1: 0 } });
		expect(Object.values(ones.gains).map((g) => g.power)).toEqual([5, 0, 0]);
		const set = run('setOf4Power', {
			a: { placed1: 1, placed2: 1, placed3: 1, placed4: 1 },
			b: { placed1: 3, placed2: 2, placed3: 1, placed4: 0 },
			// v1 had placed3: 2 here; a player owns one strength-3 knight, so 1.
			c: { placed1: 2, placed2: 2, placed3: 1, placed4: 1 }
		});
		expect(Object.values(set.gains).map((g) => g.power)).toEqual([6, 0, 6]);
	});

	it('extensions 5 per 3 and nobles: a knight per 3', () => {
		expect(run('extensionsPower', same({ extensions: 7 })).gains.a.power).toBe(10);
		expect(run('noblesKnight', same({ nobles: 6 })).gains.a.newKnights).toBe(2);
	});

	it('every law rejects a missing field and names it', () => {
		for (const law of LAW_IDS) {
			const r = evaluateLaw(law, ids, { players: { a: {}, b: {}, c: {} } });
			expect(r).toEqual({ ok: false, player: 'a', field: LAW_SPECS[law].fields[0] });
			expect(() => lawAwards(law, ids, { players: { a: {}, b: {}, c: {} } })).toThrow(
				`players.a.${LAW_SPECS[law].fields[0]}`
			);
		}
	});
});
