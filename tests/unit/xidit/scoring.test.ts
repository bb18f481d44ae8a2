import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	explainFinalEvaluation,
	finalEvaluation,
	rankingOrder,
	regionReputation,
	type FinalEvaluationInput,
	type XiditFinalPlayer,
	type XiditRegion
} from '$lib/games/xidit/scoring';

function player(
	id: string,
	seat: number,
	p: Partial<Omit<XiditFinalPlayer, 'id' | 'seat'>> = {}
): XiditFinalPlayer {
	return { id, seat, sovereigns: 0, guildLevels: 0, units: 0, bards: {}, ...p };
}

/**
 * Reglamento p.16 «4 JUGADORES»: the three evaluations of María, Ainhoa, Andrés and David.
 * Reputation 18/16/15/12 is built from four regions each held alone by one player.
 */
const regions: XiditRegion[] = [
	{ id: 'r1', first: 18, second: 1 },
	{ id: 'r2', first: 16, second: 1 },
	{ id: 'r3', first: 15, second: 1 },
	{ id: 'r4', first: 12, second: 1 }
];
const example: FinalEvaluationInput = {
	order: ['wealth', 'influence', 'reputation'],
	regions,
	players: [
		player('maria', 0, { sovereigns: 25, guildLevels: 8, units: 1, bards: { r4: 3 } }),
		player('ainhoa', 1, { sovereigns: 18, guildLevels: 12, units: 4, bards: { r2: 2 } }),
		player('andres', 2, { sovereigns: 21, guildLevels: 9, units: 0, bards: { r3: 5 } }),
		player('david', 3, { sovereigns: 18, guildLevels: 11, units: 2, bards: { r1: 1 } })
	]
};

describe('Reglamento p.16 worked example (4 players)', () => {
	const result = finalEvaluation(example);
	const explained = explainFinalEvaluation(example);

	it('first evaluation (Riqueza): David and Ainhoa tie at 18 SO, David has 2 units against 4 and is eliminated', () => {
		expect(result.rounds[0]).toEqual({
			criterion: 'wealth',
			scores: { maria: 25, andres: 21, ainhoa: 18, david: 18 },
			eliminated: ['david']
		});
		expect(explained.rounds[0].reasons).toEqual([
			{ id: 'david', reason: 'fewerUnits', against: 'ainhoa' }
		]);
		// Tied tokens stack in the same Hall of Fame space.
		const column = explained.rounds[0].column;
		expect(column.find((c) => c.id === 'david')?.place).toBe(3);
		expect(column.find((c) => c.id === 'ainhoa')?.place).toBe(3);
	});

	it('second evaluation (Influencia) 12/11/9/8 with David already out: María is eliminated', () => {
		expect(result.rounds[1]).toEqual({
			criterion: 'influence',
			scores: { ainhoa: 12, andres: 9, maria: 8 },
			eliminated: ['maria']
		});
		// David's token is still placed, on its Eliminated side, second in the column.
		expect(explained.rounds[1].column.map((c) => [c.id, c.score, c.active])).toEqual([
			['ainhoa', 12, true],
			['david', 11, false],
			['andres', 9, true],
			['maria', 8, true]
		]);
		expect(explained.rounds[1].reasons[0].reason).toBe('lowest');
	});

	it('third evaluation (Reputación) 18/16/15/12: Andrés is eliminated, Ainhoa is the Saviour of the Kingdom', () => {
		expect(result.rounds[2]).toEqual({
			criterion: 'reputation',
			scores: { ainhoa: 16, andres: 15 },
			eliminated: ['andres']
		});
		expect(explained.rounds[2].column.map((c) => c.score)).toEqual([18, 16, 15, 12]);
		expect(result.winner).toBe('ainhoa');
		expect(explained.totals.david.reputation).toBe(18);
	});

	it('the ranking is the Saviour, then who left at the third, second and first evaluation', () => {
		expect(rankingOrder(explained)).toEqual(['ainhoa', 'andres', 'maria', 'david']);
	});
});

describe('Reglamento p.15 «Resolver empates»', () => {
	it('same score and same units: the player closer to the first player going left survives', () => {
		const r = explainFinalEvaluation({
			order: ['influence', 'wealth', 'reputation'],
			regions: [],
			players: [
				player('a', 2, { guildLevels: 3, units: 2, sovereigns: 9 }),
				player('b', 1, { guildLevels: 3, units: 2, sovereigns: 8 }),
				player('c', 0, { guildLevels: 5, sovereigns: 7 }),
				player('d', 3, { guildLevels: 6, sovereigns: 6 })
			]
		});
		expect(r.rounds[0].eliminated).toEqual(['a']);
		expect(r.rounds[0].reasons[0]).toEqual({ id: 'a', reason: 'fartherFromFirst', against: 'b' });
	});

	it('with 5 players the first evaluation eliminates two (Reglamento p.15 «Importante»)', () => {
		const r = finalEvaluation({
			order: ['wealth', 'influence', 'reputation'],
			regions: [],
			players: [
				player('a', 0, { sovereigns: 10, guildLevels: 1 }),
				player('b', 1, { sovereigns: 9, guildLevels: 2 }),
				player('c', 2, { sovereigns: 8, guildLevels: 3 }),
				player('d', 3, { sovereigns: 7, guildLevels: 9 }),
				player('e', 4, { sovereigns: 6, guildLevels: 9 })
			]
		});
		expect(r.rounds.map((x) => x.eliminated)).toEqual([['d', 'e'], ['a'], ['c']]);
		expect(r.rounds[1].scores).toEqual({ c: 3, b: 2, a: 1 });
		// Reputation 0 for both: no units either, b sits closer to the first player.
		expect(r.winner).toBe('b');
	});
});

describe('Reglamento p.18 ghost player', () => {
	const base = {
		order: ['wealth', 'influence', 'reputation'] as ('wealth' | 'influence' | 'reputation')[],
		regions: []
	};
	it('«Si el Jugador Fantasma empata con otro jugador ... el Jugador Fantasma es eliminado»', () => {
		const r = explainFinalEvaluation({
			...base,
			players: [
				player('a', 0, { sovereigns: 6 }),
				player('b', 1, { sovereigns: 9 }),
				player('c', 2, { sovereigns: 9 })
			],
			ghost: { wealth: 6, influence: 5, reputation: 4 }
		});
		expect(r.rounds[0].eliminated).toEqual(['ghost']);
		expect(r.rounds[0].reasons[0]).toEqual({ id: 'ghost', reason: 'ghostTie', against: 'a' });
		// The ghost's token is ranked too, last: it left at the first evaluation.
		expect(rankingOrder(r).at(-1)).toBe('ghost');
		expect(rankingOrder(r)).toHaveLength(4);
	});

	it('«es posible que el Jugador Fantasma elimine a otro jugador» and even survive', () => {
		const r = finalEvaluation({
			...base,
			players: [player('a', 0), player('b', 1, { sovereigns: 1 }), player('c', 2)],
			ghost: { wealth: 6, influence: 5, reputation: 4 }
		});
		expect(r.rounds[0].eliminated).toEqual(['c']);
		expect(r.rounds[0].scores).toEqual({ ghost: 6, b: 1, a: 0, c: 0 });
		expect(r.winner).toBe('ghost');
	});
});

describe('Reglamento p.14 reputation per region', () => {
	const region: XiditRegion = { id: 'x', first: 7, second: 3 };
	const rep = (bards: Record<string, number>, r: XiditRegion = region) =>
		regionReputation(
			r,
			Object.entries(bards).map(([id, n]) => ({ id, bards: n ? { [r.id]: n } : {} }))
		).points;

	it('most bards gets the higher value, second most the lower', () => {
		expect(rep({ a: 4, b: 2, c: 1 })).toEqual({ a: 7, b: 3, c: 0 });
	});
	it('tied for most all get the higher value and nobody gets second', () => {
		expect(rep({ a: 3, b: 3, c: 1 })).toEqual({ a: 7, b: 7, c: 0 });
	});
	it('tied for second all get the lower value', () => {
		expect(rep({ a: 5, b: 2, c: 2 })).toEqual({ a: 7, b: 3, c: 3 });
	});
	it('a player with no bards there gets nothing, even as the only other player', () => {
		expect(rep({ a: 1, b: 0 })).toEqual({ a: 7, b: 0 });
	});
	it('out-of-play regions score nothing', () => {
		expect(rep({ a: 3, b: 1 }, { ...region, available: false })).toEqual({ a: 0, b: 0 });
	});
	it('property: nobody without bards scores, and each player scores first, second or 0', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(6), { minLength: 1, maxLength: 5 }), (counts) => {
				const pts = rep(Object.fromEntries(counts.map((c, i) => [`p${i}`, c])));
				return counts.every((c, i) => {
					const v = pts[`p${i}`];
					return c === 0 ? v === 0 : v === 0 || v === 7 || v === 3;
				});
			})
		);
	});
});

describe('finalEvaluation properties', () => {
	it('eliminates everyone but the winner exactly once, scores only the players still in', () => {
		const arb = fc.record({
			n: fc.constantFrom(4, 5),
			values: fc.array(fc.tuple(fc.nat(30), fc.nat(15), fc.nat(10), fc.nat(5)), {
				minLength: 5,
				maxLength: 5
			})
		});
		fc.assert(
			fc.property(arb, ({ n, values }) => {
				const players = values
					.slice(0, n)
					.map(([s, g, u, b], i) =>
						player(`p${i}`, i, { sovereigns: s, guildLevels: g, units: u, bards: { r: b } })
					);
				const r = finalEvaluation({
					players,
					regions: [{ id: 'r', first: 5, second: 2 }],
					order: ['reputation', 'wealth', 'influence']
				});
				const out = r.rounds.flatMap((x) => x.eliminated);
				expect(new Set(out).size).toBe(n - 1);
				expect(out).not.toContain(r.winner);
				let still = n;
				for (const round of r.rounds) {
					expect(Object.keys(round.scores)).toHaveLength(still);
					still -= round.eliminated.length;
				}
			})
		);
	});
});

describe('finalEvaluation contract errors name the bad field', () => {
	const good = (): FinalEvaluationInput => JSON.parse(JSON.stringify(example));
	it.each([
		[
			'players[1].sovereigns must be a non-negative integer',
			(i: FinalEvaluationInput) => (i.players[1].sovereigns = -1)
		],
		[
			'players[0].units must be a non-negative integer',
			(i: FinalEvaluationInput) => (i.players[0].units = 1.5)
		],
		[
			'players[2].bards.r1 must be a non-negative integer',
			(i: FinalEvaluationInput) => (i.players[2].bards.r1 = -2)
		],
		[
			'players[2].bards.nowhere is not a known region',
			(i: FinalEvaluationInput) => (i.players[2].bards.nowhere = 1)
		],
		['players[3].id repeats "maria"', (i: FinalEvaluationInput) => (i.players[3].id = 'maria')],
		['players[3].seat repeats seat 0', (i: FinalEvaluationInput) => (i.players[3].seat = 0)],
		[
			'regions[0].first must be a non-negative integer',
			(i: FinalEvaluationInput) => (i.regions[0].first = NaN)
		],
		[
			'order must list wealth, influence and reputation once each',
			(i: FinalEvaluationInput) => (i.order = ['wealth', 'wealth', 'reputation'])
		],
		['players must have 4 or 5 entries', (i: FinalEvaluationInput) => i.players.pop()],
		[
			'players must have 3 entries when a ghost plays',
			(i: FinalEvaluationInput) => (i.ghost = { wealth: 1, influence: 1, reputation: 1 })
		]
	])('%s', (message, mutate) => {
		const input = good();
		mutate(input);
		expect(() => finalEvaluation(input)).toThrow(message);
	});

	it('ghost values are checked', () => {
		const input = good();
		input.players.pop();
		input.ghost = { wealth: 1, influence: -1, reputation: 1 };
		expect(() => finalEvaluation(input)).toThrow('ghost.influence must be a non-negative integer');
	});
});
