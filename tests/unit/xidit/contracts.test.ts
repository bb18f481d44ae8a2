/**
 * The cross-game contracts for Lords of Xidit: one first player (the setup screen, the live
 * flow and the statistics read the same seat) and one finishing order (`places`, the three
 * eliminations of the Hall of Fame, the ghost taking no place).
 */
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { startSeat } from '$lib/ecosystem/play-meta';
import { drawSetup, live, type LiveState } from '$lib/games/xidit/live';
import { defaultOptions, type Options } from '$lib/games/xidit/options';
import { randomizeSetup } from '$lib/games/xidit/setup';
import {
	explainFinalEvaluation,
	type FinalEvaluationInput,
	type XiditFinalPlayer
} from '$lib/games/xidit/scoring';
import { finishingPlaces, playerWinners } from '$lib/games/xidit/tally';

const players = ['ana', 'ben', 'cai', 'dia', 'eva'].map((id, i) => ({
	id,
	name: id,
	color: ['red', 'blue', 'green', 'black', 'yellow'][i]!
}));
const ctxOf = (n: number, seed: string): SessionContext<Options> => ({
	players: players.slice(0, n),
	options: defaultOptions(),
	seed
});

describe('xidit: one first player', () => {
	it.each([
		[3, 'K7QX2P'],
		[4, '85ZJBX'],
		[5, 'AAAAAA']
	])(
		'%i players, code %s: the setup screen, the live flow, its bar and startSeat give one seat',
		(n, seed) => {
			const ctx = ctxOf(n, seed);
			const setup = drawSetup(ctx);
			// The setup screen draws with randomizeSetup from the same code and options.
			const screen = randomizeSetup({ players: n as 3 | 4 | 5, seed, short: false });
			const s = live.init({ ...ctx, setup });
			const row = { setup, players: ctx.players.map((p) => ({ id: p.id })) };
			expect(screen.firstPlayer).toBe(setup.firstPlayer);
			expect(s.firstPlayer).toBe(setup.firstPlayer);
			expect(startSeat(row)).toBe(setup.firstPlayer);
			expect(live.glance!(s, ctx).turn).toBe(ctx.players[setup.firstPlayer]!.id);
			// No drawn seat: the new-game screen seats the first player first (seat 0).
			expect(setup.firstPlayer).toBe(0);
		}
	);
});

const p = (
	id: string,
	seat: number,
	v: Partial<Omit<XiditFinalPlayer, 'id' | 'seat'>>
): XiditFinalPlayer => ({ id, seat, sovereigns: 0, guildLevels: 0, units: 0, bards: {}, ...v });

describe('xidit: places', () => {
	it('Reglamento p.16: the Saviour first, then the players in the reverse order of their elimination; a wealth tie broken by units', () => {
		// The rulebook's example: David and Ainhoa tie at 18 SO, David (2 units) goes out first.
		const input: FinalEvaluationInput = {
			order: ['wealth', 'influence', 'reputation'],
			regions: [
				{ id: 'r1', first: 18, second: 1 },
				{ id: 'r2', first: 16, second: 1 },
				{ id: 'r3', first: 15, second: 1 },
				{ id: 'r4', first: 12, second: 1 }
			],
			players: [
				p('maria', 0, { sovereigns: 25, guildLevels: 8, units: 1, bards: { r4: 3 } }),
				p('ainhoa', 1, { sovereigns: 18, guildLevels: 12, units: 4, bards: { r2: 2 } }),
				p('andres', 2, { sovereigns: 21, guildLevels: 9, units: 0, bards: { r3: 5 } }),
				p('david', 3, { sovereigns: 18, guildLevels: 11, units: 2, bards: { r1: 1 } })
			]
		};
		const r = explainFinalEvaluation(input);
		const ids = ['maria', 'ainhoa', 'andres', 'david'];
		const places = finishingPlaces(ids, r);
		expect(places).toEqual([['ainhoa'], ['andres'], ['maria'], ['david']]);
		expect(places[0]).toEqual(playerWinners(r));
		expect(places.flat().sort()).toEqual([...ids].sort());
	});

	it('5 players: the two out in the first evaluation keep the Hall of Fame order (a tie broken by the seat nearest the first player)', () => {
		const input: FinalEvaluationInput = {
			order: ['wealth', 'influence', 'reputation'],
			regions: [],
			players: [
				p('a', 0, { sovereigns: 10, guildLevels: 5 }),
				p('b', 1, { sovereigns: 9, guildLevels: 6 }),
				p('c', 2, { sovereigns: 3, units: 1 }),
				p('d', 3, { sovereigns: 3, units: 1 }),
				p('e', 4, { sovereigns: 8, guildLevels: 1 })
			]
		};
		const r = explainFinalEvaluation(input);
		// c and d tie on gold and units: c sits nearer the first player and places above d.
		expect(r.rounds[0]!.eliminated).toEqual(['c', 'd']);
		const places = finishingPlaces(['a', 'b', 'c', 'd', 'e'], r);
		// Reputation: a and b tie at 0 with 0 units; a sits nearer the first player and wins.
		expect(places).toEqual([['a'], ['b'], ['e'], ['c'], ['d']]);
	});

	it('3 players with the ghost: the ghost takes no place, the players it beat are still ranked', () => {
		const base = {
			order: ['wealth', 'influence', 'reputation'] as const,
			regions: [],
			players: [
				p('x', 0, { sovereigns: 20, guildLevels: 5 }),
				p('y', 1, { sovereigns: 3, guildLevels: 9 }),
				p('z', 2, { sovereigns: 10, guildLevels: 8 })
			]
		};
		// The ghost out second (its influence 4 is the lowest then): x wins.
		const out = explainFinalEvaluation({
			...base,
			order: [...base.order],
			ghost: { wealth: 6, influence: 4, reputation: 9 }
		});
		expect(out.rounds.map((r) => r.eliminated)).toEqual([['y'], ['ghost'], ['z']]);
		expect(finishingPlaces(['x', 'y', 'z'], out)).toEqual([['x'], ['z'], ['y']]);
		// The ghost survives every evaluation: it wins (no player does), the players follow in order.
		const wins = explainFinalEvaluation({
			...base,
			order: [...base.order],
			ghost: { wealth: 30, influence: 30, reputation: 30 }
		});
		expect(wins.winner).toBe('ghost');
		expect(playerWinners(wins)).toEqual(['ghost']);
		expect(wins.rounds.map((r) => r.eliminated)).toEqual([['y'], ['x'], ['z']]);
		expect(finishingPlaces(['x', 'y', 'z'], wins)).toEqual([['ghost'], ['z'], ['x'], ['y']]);
	});

	it("live summarize: a finished play's winners and places agree", () => {
		const ctx = ctxOf(3, 'GHOST1');
		const s = live.init(ctx);
		const result = explainFinalEvaluation({
			order: ['wealth', 'influence', 'reputation'],
			regions: [],
			players: [
				p('ana', 0, { sovereigns: 20, guildLevels: 5 }),
				p('ben', 1, { sovereigns: 3, guildLevels: 9 }),
				p('cai', 2, { sovereigns: 10, guildLevels: 8 })
			],
			ghost: { wealth: 6, influence: 4, reputation: 9 }
		});
		const done: LiveState = { ...s, phase: 'finished', result };
		const sum = live.summarize(done, ctx);
		expect(sum.winners).toEqual(['ana']);
		expect(sum.places).toEqual([['ana'], ['cai'], ['ben']]);
		expect(live.summarize(s, ctx).places).toBeUndefined();
	});
});
