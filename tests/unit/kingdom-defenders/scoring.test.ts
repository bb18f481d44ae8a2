import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
	bestOrbAssignment,
	finalScore,
	runeFame,
	runeSets,
	scoreWithOrbs,
	trophyFame,
	achievements,
	type KdFinalPlayer
} from '$lib/games/kingdom-defenders/scoring';

function player(over: Partial<KdFinalPlayer> = {}): KdFinalPlayer {
	return {
		id: 'a',
		fame: 0,
		loot: 0,
		runes: [0, 0, 0, 0, 0],
		trophies: 0,
		weapons: 0,
		tomes: 0,
		orbs: 0,
		strengthMultiplier: 1,
		magicMultiplier: 1,
		wounds: 0,
		adventureCards: 0,
		...over
	};
}

describe('Reglamento p.18 «Ejemplo de final de partida»', () => {
	it('yellow: 4 loot, runes 5, trophy 0, 8 tomes x2 = 16, -2 wounds, destiny 4: 27 extra fame', () => {
		// The orbs already count as tomes (the player chose it in the example): 8 tomes in all.
		const yellow = player({
			id: 'yellow',
			fame: 50,
			loot: 4,
			runes: [2, 1, 0, 0, 0],
			trophies: 1,
			tomes: 8,
			magicMultiplier: 2,
			wounds: 2,
			destiny: { kind: 'points', points: 4 }
		});
		const [r] = finalScore([yellow]);
		expect(r.breakdown).toEqual({
			fame: 50,
			loot: 4,
			runes: 5,
			trophies: 0,
			weapons: 0,
			tomes: 16,
			wounds: -2,
			destiny: 4
		});
		expect(r.total - 50).toBe(27);
	});

	it('with the 2 orbs still unassigned the app picks at least as much (6 tomes + 2 orbs)', () => {
		const yellow = player({
			loot: 4,
			runes: [2, 1, 0, 0, 0],
			trophies: 1,
			tomes: 6,
			orbs: 2,
			magicMultiplier: 2,
			wounds: 2,
			destiny: { kind: 'points', points: 4 }
		});
		const [r] = finalScore([yellow]);
		expect(r.total).toBeGreaterThanOrEqual(27);
		expect(r.orbsAs).toHaveLength(2);
		expect(r.total).toBe(scoreWithOrbs(yellow, r.orbsAs));
	});

	it('runes: 3 runes of 2 shapes = a set of 2 (4) + a set of 1 (1) = 5', () => {
		expect(runeSets([2, 1, 0, 0, 0])).toEqual([2, 1]);
		expect(runeFame([2, 1, 0, 0, 0])).toBe(5);
	});
});

describe('Reglamento p.18 tables', () => {
	it('rune sets of 1..5 different shapes give 1/4/8/12/18', () => {
		expect(runeFame([1, 0, 0, 0, 0])).toBe(1);
		expect(runeFame([1, 1, 0, 0, 0])).toBe(4);
		expect(runeFame([1, 1, 1, 0, 0])).toBe(8);
		expect(runeFame([1, 1, 1, 1, 0])).toBe(12);
		expect(runeFame([1, 1, 1, 1, 1])).toBe(18);
	});
	it('trophies 1..6 give 0/1/3/6/10/15 and +1 each beyond 6', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 9].map(trophyFame)).toEqual([0, 0, 1, 3, 6, 10, 15, 16, 18]);
	});
	it('weapons and tomes use the multipliers; wounds -1 each', () => {
		const [r] = finalScore([
			player({ weapons: 3, strengthMultiplier: 3, tomes: 2, magicMultiplier: 2, wounds: 3 })
		]);
		expect(r.breakdown.weapons).toBe(9);
		expect(r.breakdown.tomes).toBe(4);
		expect(r.breakdown.wounds).toBe(-3);
		expect(r.total).toBe(10);
	});
	it('destiny cards: relic (orbs count as assigned) and distinct runes 1/2/4/6/8', () => {
		const relic = finalScore([
			player({ trophies: 2, destiny: { kind: 'relic', relic: 'trophy' } })
		])[0];
		expect(relic.breakdown.destiny).toBe(2);
		const distinct = [1, 2, 3, 4, 5].map(
			(n) =>
				finalScore([
					player({
						runes: [0, 1, 2, 3, 4].map((i) => (i < n ? 1 : 0)),
						destiny: { kind: 'distinctRunes' }
					})
				])[0].breakdown.destiny
		);
		expect(distinct).toEqual([1, 2, 4, 6, 8]);
	});
});

describe('Reglamento p.18 «¡Vencedor!»: ties', () => {
	it('more fame wins; tie broken by adventure cards, then loot, else shared', () => {
		const res = finalScore([
			player({ id: 'a', fame: 30, adventureCards: 3, loot: 0 }),
			player({ id: 'b', fame: 29, adventureCards: 3, loot: 1 }),
			player({ id: 'c', fame: 31, adventureCards: 2, loot: 0 }),
			player({ id: 'd', fame: 40 })
		]);
		const rank = Object.fromEntries(res.map((r) => [r.id, r.rank]));
		// a: 30, b: 29+1 = 30 with loot 1 scoring; c: 31.
		expect(rank).toEqual({ d: 1, c: 2, b: 3, a: 4 });
		const shared = finalScore([player({ id: 'x', fame: 10 }), player({ id: 'y', fame: 10 })]);
		expect(shared.map((r) => r.rank)).toEqual([1, 1]);
		const byCards = finalScore([
			player({ id: 'x', fame: 10, adventureCards: 1 }),
			player({ id: 'y', fame: 10, adventureCards: 2 })
		]);
		expect(byCards.map((r) => r.rank)).toEqual([2, 1]);
		const byLoot = finalScore([
			player({ id: 'x', fame: 10, loot: 1 }),
			player({ id: 'y', fame: 11, loot: 0 })
		]);
		// x: 10 + 1 loot = 11 = y; same adventure cards; x has more loot.
		expect(byLoot.map((r) => r.rank)).toEqual([1, 2]);
	});
});

describe('contract: invalid input throws naming the field', () => {
	it.each([
		[[player({ loot: -1 })], 'players[0].loot must be a non-negative integer'],
		[[player(), player({ id: 'b', wounds: 5 })], 'players[1].wounds must be at most 4'],
		[[player({ runes: [1, 2] })], 'players[0].runes must be an array of 5 counts'],
		[[player({ runes: [1, 2, 0, 0, 0.5] })], 'players[0].runes[4] must be a non-negative integer'],
		[[player(), player()], 'players[1].id "a" is repeated'],
		[[player({ fame: 1.5 })], 'players[0].fame must be an integer'],
		[
			[player({ strengthMultiplier: -1 })],
			'players[0].strengthMultiplier must be a non-negative integer'
		],
		[
			[player({ destiny: { kind: 'points', points: -2 } })],
			'players[0].destiny.points must be a non-negative integer'
		]
	])('%#', (players, message) => {
		expect(() => finalScore(players)).toThrow(message);
	});
	it('empty list', () => {
		expect(() => finalScore([])).toThrow('players must be a non-empty array');
	});
});

const TARGETS = ['weapon', 'tome', 'trophy', 'rune1', 'rune2', 'rune3', 'rune4', 'rune5'];

function bruteBest(p: KdFinalPlayer): number {
	let best = -Infinity;
	const total = TARGETS.length ** p.orbs;
	for (let code = 0; code < total; code++) {
		const as: string[] = [];
		let c = code;
		for (let k = 0; k < p.orbs; k++) {
			as.push(TARGETS[c % TARGETS.length]);
			c = Math.floor(c / TARGETS.length);
		}
		best = Math.max(best, scoreWithOrbs(p, as));
	}
	return best;
}

const arbPlayer = fc.record({
	id: fc.constant('p'),
	fame: fc.integer({ min: 0, max: 80 }),
	loot: fc.integer({ min: 0, max: 8 }),
	runes: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
	trophies: fc.integer({ min: 0, max: 8 }),
	weapons: fc.integer({ min: 0, max: 5 }),
	tomes: fc.integer({ min: 0, max: 5 }),
	orbs: fc.integer({ min: 0, max: 4 }),
	strengthMultiplier: fc.integer({ min: 0, max: 4 }),
	magicMultiplier: fc.integer({ min: 0, max: 4 }),
	wounds: fc.integer({ min: 0, max: 4 }),
	adventureCards: fc.integer({ min: 0, max: 8 }),
	destiny: fc.oneof(
		fc.record({
			kind: fc.constant('relic' as const),
			relic: fc.constantFrom('weapon', 'tome', 'rune', 'trophy')
		}),
		fc.record({ kind: fc.constant('distinctRunes' as const) }),
		fc.record({ kind: fc.constant('points' as const), points: fc.integer({ min: 0, max: 10 }) })
	)
}) as fc.Arbitrary<KdFinalPlayer>;

describe('orbs: the assignment is optimal (brute force, up to 4 orbs)', () => {
	it('matches the best of every ordered assignment', () => {
		fc.assert(
			fc.property(arbPlayer, (p) => {
				const [r] = finalScore([p]);
				expect(r.total).toBe(bruteBest(p));
				expect(r.orbsAs).toHaveLength(p.orbs);
				expect(scoreWithOrbs(p, r.orbsAs)).toBe(r.total);
			}),
			{ numRuns: 120 }
		);
	});
	it('matches an exhaustive search over every split among the 8 choices, up to 9 orbs', () => {
		// Every split (not ordering) of n orbs among weapon, tome, trophy and the 5 rune shapes.
		function splitsBest(p: KdFinalPlayer): number {
			let best = -Infinity;
			const counts = new Array<number>(TARGETS.length).fill(0);
			const visit = (i: number, left: number): void => {
				if (i === TARGETS.length - 1) {
					counts[i] = left;
					best = Math.max(
						best,
						scoreWithOrbs(
							p,
							counts.flatMap((n, j) => Array(n).fill(TARGETS[j]))
						)
					);
					return;
				}
				for (let n = left; n >= 0; n--) {
					counts[i] = n;
					visit(i + 1, left - n);
				}
			};
			visit(0, p.orbs);
			return best;
		}
		fc.assert(
			fc.property(arbPlayer, fc.integer({ min: 5, max: 9 }), (p, orbs) => {
				const q = { ...p, orbs };
				expect(finalScore([q])[0].total).toBe(splitsBest(q));
			}),
			{ numRuns: 25 }
		);
	});
	// How long it takes is the bench's to say; that it is a small dynamic program, not the
	// C(orbs+7,7) enumeration, is what lets this case finish at all.
	it('99 orbs (the most the app accepts) are each placed, and the total is what they score', () => {
		const p = player({ orbs: 99, runes: [3, 0, 1, 0, 0], tomes: 2, magicMultiplier: 3 });
		const [r] = finalScore([p]);
		expect(r.orbsAs).toHaveLength(99);
		expect(scoreWithOrbs(p, r.orbsAs)).toBe(r.total);
	});
	it('shows the choice: orbs become tomes when tomes pay most', () => {
		const p = player({ tomes: 1, magicMultiplier: 5, orbs: 2 });
		expect(bestOrbAssignment(p).orbsAs).toEqual(['tome', 'tome']);
	});
});

describe('rune sets are formed to score the most', () => {
	function bruteRunes(counts: number[]): number {
		// Try every way to take a non-empty set of distinct shapes, recursively.
		const key = counts.join(',');
		if (memo.has(key)) return memo.get(key) as number;
		let best = 0;
		const avail = counts.map((c, i) => (c > 0 ? i : -1)).filter((i) => i >= 0);
		for (let mask = 1; mask < 1 << avail.length; mask++) {
			const next = counts.slice();
			let size = 0;
			avail.forEach((shape, j) => {
				if (mask & (1 << j)) {
					next[shape]--;
					size++;
				}
			});
			best = Math.max(best, [0, 1, 4, 8, 12, 18][size] + bruteRunes(next));
		}
		memo.set(key, best);
		return best;
	}
	const memo = new Map<string, number>();
	it('greedy layering equals the brute-force optimum', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }),
				(runes) => {
					expect(runeFame(runes)).toBe(bruteRunes(runes));
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('Reglamento última página «Logros»', () => {
	it('Coleccionista, Inmaculado, Fanático, Cazador, Afortunado, Supremo, Legendario', () => {
		const a = player({
			id: 'a',
			fame: 100,
			weapons: 1,
			tomes: 1,
			runes: [1, 1, 1, 1, 1],
			trophies: 8,
			orbs: 1,
			loot: 8
		});
		const b = player({ id: 'b', fame: 20, wounds: 2 });
		const res = finalScore([a, b]);
		const got = achievements([a, b], res, { claims: { b: ['maestro'] } });
		expect(got.a).toEqual(
			[
				'afortunado',
				'cazador',
				'coleccionista',
				'fanatico',
				'inmaculado',
				'legendario',
				'supremo'
			].sort()
		);
		expect(got.b).toEqual(['maestro']);
	});
	it('Defensor, Aventurero and Fracasado come from the live game', () => {
		const a = player({ id: 'a', wounds: 1 });
		const res = finalScore([a]);
		const got = achievements([a], res, {
			defendedTwice: true,
			cityFell: true,
			bestAdventureRound: { a: 3 }
		});
		expect(got.a).toEqual(['aventurero', 'defensor', 'fracasado']);
	});
});
