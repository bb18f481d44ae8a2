import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	finalScore,
	finalScoreBreakdown,
	type LancasterFinalPlayer
} from '$lib/games/lancaster/scoring';

const base = (id: string, over: Partial<LancasterFinalPlayer> = {}): LancasterFinalPlayer => ({
	id,
	power: 0,
	knights: [1],
	squires: 0,
	extensions: 0,
	gold: 0,
	nobles: 1,
	...over
});

const byId = <T extends { id: string }>(xs: T[]): Record<string, T> =>
	Object.fromEntries(xs.map((x) => [x.id, x]));

describe('final scoring (p.6 «Fin del juego y recuento»)', () => {
	it('8 and 4 for the strongest knighthoods; the tie is broken by more squires', () => {
		const r = byId(
			finalScore({
				players: [
					base('a', { knights: [4, 3], squires: 0 }),
					base('b', { knights: [2, 2, 3], squires: 2 }),
					base('c', { knights: [1], squires: 9 })
				]
			})
		);
		expect([r.a.strength, r.b.strength, r.c.strength]).toEqual([7, 7, 1]);
		expect([r.b.knighthoodPoints, r.a.knighthoodPoints, r.c.knighthoodPoints]).toEqual([8, 4, 0]);
	});

	it('«Nota»: still tied for first after squires, the 12 points are split (fractions lost)', () => {
		const r = finalScore({
			players: [
				base('a', { knights: [3], squires: 1 }),
				base('b', { knights: [3], squires: 1 }),
				base('c', { knights: [3], squires: 1 }),
				base('d', { knights: [2, 1], squires: 1 }),
				base('e', { knights: [1], squires: 1 })
			]
		});
		// four tied at strength 3 with 1 squire: 12 / 4 = 3 each; nobody is second
		expect(r.map((x) => x.knighthoodPoints)).toEqual([3, 3, 3, 3, 0]);
		const five = finalScore({
			players: ['a', 'b', 'c', 'd', 'e'].map((id) => base(id, { knights: [2] }))
		});
		expect(five.map((x) => x.knighthoodPoints)).toEqual([2, 2, 2, 2, 2]); // 12/5 = 2.4
	});

	it('extensions: 8 and 4, tie broken by more gold; one first and several seconds share the 4', () => {
		const r = byId(
			finalScore({
				players: [
					base('a', { extensions: 3 }),
					base('b', { extensions: 2, gold: 1 }),
					base('c', { extensions: 2, gold: 1 }),
					base('d', { extensions: 2, gold: 1 }),
					base('e', { extensions: 2, gold: 0 })
				]
			})
		);
		expect(r.a.extensionPoints).toBe(8);
		// «los 4 puntos del segundo puesto se dividirán ... Los puntos que no son divisibles se pierden»
		expect([r.b.extensionPoints, r.c.extensionPoints, r.d.extensionPoints]).toEqual([1, 1, 1]);
		expect(r.e.extensionPoints).toBe(0);
	});

	it('tie on extensions broken by gold', () => {
		const r = byId(
			finalScore({
				players: [base('a', { extensions: 2, gold: 1 }), base('b', { extensions: 2, gold: 4 })]
			})
		);
		expect([r.b.extensionPoints, r.a.extensionPoints]).toEqual([8, 4]);
		const b = byId(
			finalScoreBreakdown({
				players: [base('a', { extensions: 2, gold: 1 }), base('b', { extensions: 2, gold: 4 })]
			})
		);
		expect(b.a.extensionsAward).toEqual({
			place: 2,
			sharedWith: 1,
			decidedBy: 'tiebreak',
			points: 4
		});
	});

	it('nobles at the round table 1..9 -> 0, 1, 3, 6, 10, 15, 21, 28, 36 and the total', () => {
		const r = finalScore({
			players: [
				base('a', { power: 40, nobles: 6, knights: [4], extensions: 1 }),
				base('b', { power: 30, nobles: 9, knights: [1], extensions: 0 })
			]
		});
		expect(r[0]).toEqual({
			id: 'a',
			strength: 4,
			knighthoodPoints: 8,
			extensionPoints: 8,
			noblePoints: 15,
			total: 71,
			rank: 2
		});
		expect(r[1]).toMatchObject({
			noblePoints: 36,
			knighthoodPoints: 4,
			extensionPoints: 4,
			total: 74
		});
		expect(r.map((x) => x.rank)).toEqual([2, 1]);
	});

	it('p.7 two players: only the 8 for first (a tie shares the 8)', () => {
		const r = finalScore({
			twoPlayer: true,
			players: [base('a', { knights: [4] }), base('b', { knights: [2] })]
		});
		expect(r.map((x) => x.knighthoodPoints)).toEqual([8, 0]);
		const tie = finalScore({
			twoPlayer: true,
			players: [
				base('a', { knights: [3], extensions: 1 }),
				base('b', { knights: [3], extensions: 2 })
			]
		});
		expect(tie.map((x) => x.knighthoodPoints)).toEqual([4, 4]);
		expect(tie.map((x) => x.extensionPoints)).toEqual([0, 8]);
	});

	it('«Puede haber más de un ganador»: equal totals share rank 1', () => {
		const r = finalScore({ players: [base('a', { power: 10 }), base('b', { power: 10 })] });
		expect(r.map((x) => x.rank)).toEqual([1, 1]);
	});

	it('invalid input throws naming the field', () => {
		const ok = [base('a'), base('b')];
		expect(() => finalScore({ players: [base('a'), base('b', { gold: -1 })] })).toThrow(
			'players[1].gold must be a non-negative integer'
		);
		expect(() => finalScore({ players: [base('a', { knights: [0] }), base('b')] })).toThrow(
			'players[0].knights[0] must be a positive integer'
		);
		expect(() => finalScore({ players: [base('a', { power: 1.5 }), base('b')] })).toThrow(
			'players[0].power'
		);
		expect(() => finalScore({ players: [base('a', { nobles: 10 }), base('b')] })).toThrow(
			'players[0].nobles must be at most 9'
		);
		expect(() => finalScore({ players: [base('a'), base('a')] })).toThrow('players[1].id');
		expect(() => finalScore({ players: [base('a')] })).toThrow('players');
		expect(() => finalScore({ players: [...ok, base('c')], twoPlayer: true })).toThrow('twoPlayer');
		expect(() =>
			finalScore({ players: [base('a', { squires: undefined as unknown as number }), base('b')] })
		).toThrow('players[0].squires');
	});
});

const playerArb = fc.record({
	power: fc.nat(80),
	knights: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 7 }),
	squires: fc.nat(6),
	extensions: fc.nat(5),
	gold: fc.nat(6),
	nobles: fc.integer({ min: 0, max: 9 })
});
const tableArb = fc
	.array(playerArb, { minLength: 2, maxLength: 5 })
	.map((ps) => ps.map((p, i) => ({ id: `p${i}`, ...p })));

describe('properties', () => {
	it('ranks and points are invariant to the order players are listed in', () => {
		fc.assert(
			fc.property(tableArb, fc.boolean(), (players, tp) => {
				const twoPlayer = tp && players.length === 2;
				const a = byId(finalScore({ players, twoPlayer }));
				const b = byId(finalScore({ players: [...players].reverse(), twoPlayer }));
				const c = byId(finalScore({ players: [...players.slice(1), players[0]], twoPlayer }));
				expect(b).toEqual(a);
				expect(c).toEqual(a);
			}),
			{ numRuns: 500 }
		);
	});

	it('every split respects «fractions are lost»: awards never exceed 12 and are floors of shares', () => {
		fc.assert(
			fc.property(tableArb, (players) => {
				const r = finalScoreBreakdown({ players });
				for (const key of ['knighthood', 'extensionsAward'] as const) {
					const lines = r.map((x) => x[key]);
					const total = lines.reduce((s, l) => s + l.points, 0);
					expect(total).toBeLessThanOrEqual(12);
					for (const l of lines) {
						expect(Number.isInteger(l.points)).toBe(true);
						if (l.place === 1)
							expect(l.points).toBe(l.sharedWith > 1 ? Math.floor(12 / l.sharedWith) : 8);
						if (l.place === 2) expect(l.points).toBe(Math.floor(4 / l.sharedWith));
					}
				}
				for (const x of r)
					expect(x.total).toBe(x.power + x.knighthoodPoints + x.extensionPoints + x.noblePoints);
			}),
			{ numRuns: 500 }
		);
	});

	it('battle ranks are a permutation and points never exceed the card', async () => {
		const { resolveBattle } = await import('$lib/games/lancaster/rules');
		fc.assert(
			fc.property(
				fc.nat(20),
				fc.tuple(fc.nat(8), fc.nat(8), fc.nat(8)),
				fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }), {
					maxLength: 3
				}),
				fc.constantFrom(1 as const, 2 as const),
				(france, power, knights, attempt) => {
					const slots = knights.map((k, i) => ({ id: `s${i}`, knights: k }));
					const r = resolveBattle({ franceStrength: france, power, slots, attempt });
					expect(r.results.map((x) => x.rank)).toEqual(slots.map((_, i) => i + 1));
					const paid = r.results.reduce((s, x) => s + x.points, 0);
					expect(paid).toBeLessThanOrEqual(power[0] + power[1] + power[2]);
					for (let i = 1; i < r.results.length; i++)
						expect(r.results[i - 1].points).toBeGreaterThanOrEqual(r.results[i].points);
				}
			),
			{ numRuns: 500 }
		);
	});
});
