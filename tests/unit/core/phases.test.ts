import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineFlow, move } from '$lib/games/core/define';
import { nextSeat, phases, seatOrder } from '$lib/games/core/phases';
import type { SessionContext } from '$lib/games/core/types';
import { walkPhases } from '../../phase-walk';

/** A two-phase toy: players bid in turn, then the table scores; scoring is recomputed by settle. */
interface S {
	readonly phase: 'bid' | 'score' | 'done';
	readonly turn: string;
	readonly bids: Readonly<Record<string, number>>;
	readonly total: number;
}
const ctx: SessionContext<null> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#111111' },
		{ id: 'b', name: 'Bea', color: '#222222' },
		{ id: 'c', name: 'Cai', color: '#333333' }
	],
	options: null,
	seed: 'ABCDEF'
};
const flow = defineFlow<S, null>({
	init: () => ({ phase: 'bid', turn: 'a', bids: {}, total: 0 }),
	phases: phases<S, null>({
		of: (s) => s.phase,
		always: ['note'],
		list: {
			bid: {
				moves: ['bid'],
				next: ['score'],
				turn: (s) => s.turn,
				turnMoves: ['bid'],
				label: () => ({ key: 'toy.bid' }),
				refuse: 'toy.error.bidding'
			},
			score: { moves: ['finish'], next: ['done'], label: () => ({ key: 'toy.score' }) },
			done: { moves: [], next: [] }
		}
	}),
	moves: {
		bid: move<S, null, { type: 'bid'; player: string; n: number }>({
			schema: v.object({ type: v.literal('bid'), player: v.string(), n: v.number() }),
			apply: (s, a, c) => {
				const bids = { ...s.bids, [a.player]: a.n };
				const done = Object.keys(bids).length === c.players.length;
				return { ...s, bids, turn: nextSeat(c, a.player), phase: done ? 'score' : 'bid' };
			},
			describe: () => ({ key: 'toy.log.bid' })
		}),
		finish: move<S, null, { type: 'finish' }>({
			schema: v.object({ type: v.literal('finish') }),
			apply: (s) => ({ ...s, phase: 'done' }),
			describe: () => ({ key: 'toy.log.finish' })
		}),
		note: move<S, null, { type: 'note'; player: string }>({
			schema: v.object({ type: v.literal('note'), player: v.string() }),
			apply: (s, a) =>
				a.player === 'x'
					? { invalid: true, reason: { key: 'toy.error', values: { player: 'b' } } }
					: s,
			describe: () => ({ key: 'toy.log.note' })
		})
	},
	settle: (s) => ({ ...s, total: Object.values(s.bids).reduce((t, n) => t + n, 0) }),
	unknown: { refusal: 'toy.error.unknown', line: 'toy.log.unknown' },
	playerValues: ['player'],
	summarize: (s) => ({ round: null, finished: s.phase === 'done', scores: {}, winners: [] })
});

describe('core phases', () => {
	it('refuses a move its phase does not allow with the phase’s own words', () => {
		expect(flow.reduce(flow.init(ctx), { type: 'finish' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'toy.error.bidding' }
		});
	});

	it('refuses a player’s move out of turn, naming whose turn it is', () => {
		expect(flow.reduce(flow.init(ctx), { type: 'bid', player: 'b', n: 1 } as never, ctx)).toEqual({
			invalid: true,
			reason: { key: 'error.notYourTurn', values: { player: 'Ana' } }
		});
	});

	it('allows the declaration’s `always` moves in every phase', () => {
		const s = flow.init(ctx);
		expect(flow.reduce(s, { type: 'note', player: 'a' } as never, ctx)).toEqual({ ...s, total: 0 });
	});

	it('builds the bar’s glance from the phase: its label and whose turn', () => {
		expect(flow.glance!(flow.init(ctx), ctx)).toEqual({
			phase: { key: 'toy.bid' },
			turn: 'a',
			rules: null
		});
	});

	it('settles derived fields after every accepted move', () => {
		const s = flow.reduce(flow.init(ctx), { type: 'bid', player: 'a', n: 4 } as never, ctx);
		expect(s).toMatchObject({ total: 4, turn: 'b' });
	});

	it('gives the game’s own words for an unknown action, and names players in refusals', () => {
		const s = flow.init(ctx);
		expect(flow.reduce(s, { type: 'fly' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'toy.error.unknown' }
		});
		expect(flow.describe({ type: 'fly' }, s, ctx)).toEqual({ key: 'toy.log.unknown' });
		expect(flow.reduce(s, { type: 'note', player: 'x' } as never, ctx)).toEqual({
			invalid: true,
			reason: { key: 'toy.error', values: { player: 'Bea' } }
		});
	});

	it('walks a whole log through the declared phase graph', () => {
		const log = [
			{ type: 'bid', player: 'a', n: 1 },
			{ type: 'bid', player: 'b', n: 2 },
			{ type: 'bid', player: 'c', n: 3 },
			{ type: 'finish' }
		];
		expect(walkPhases(flow, ctx, log)).toEqual(['bid', 'score', 'done']);
	});

	it('reads the phase with the seats and checks a move made by a seat it names no player of', () => {
		/** A faction's move names the faction, not the player; seat 2 plays the «red» faction. */
		interface F {
			readonly turn: number;
		}
		const factionOf = (c: SessionContext<null>, f: string) => c.players[f === 'red' ? 1 : 0]!.id;
		const seats = defineFlow<F, null>({
			init: () => ({ turn: 0 }),
			phases: phases<F, null>({
				of: (s, c) => (c.players[s.turn]!.id === factionOf(c, 'red') ? 'redTurn' : 'turn'),
				list: {
					turn: { moves: 'any', next: ['redTurn'], turn: (s, c) => c.players[s.turn]!.id },
					redTurn: {
						moves: 'any',
						next: ['turn'],
						turn: (s, c) => c.players[s.turn]!.id,
						turnMoves: ['act'],
						actor: (a, _s, c) => ('faction' in a ? factionOf(c, String(a.faction)) : null),
						refuseTurn: () => 'toy.error.notRedTurn'
					}
				}
			}),
			moves: {
				act: move<F, null, { type: 'act'; faction: string }>({
					schema: v.object({ type: v.literal('act'), faction: v.string() }),
					apply: (s, _a, c) => ({ turn: (s.turn + 1) % c.players.length }),
					describe: () => ({ key: 'toy.log.act' })
				})
			},
			summarize: () => ({ round: null, finished: false, scores: {}, winners: [] })
		});
		const red = { turn: 1 };
		expect(seats.phases!.of(red, ctx)).toBe('redTurn');
		expect(seats.reduce(red, { type: 'act', faction: 'red' } as never, ctx)).toEqual({ turn: 2 });
		expect(seats.reduce(red, { type: 'act', faction: 'blue' } as never, ctx)).toEqual({
			invalid: true,
			reason: { key: 'toy.error.notRedTurn', values: { player: 'Bea' } }
		});
		// Outside the red seat's phase, no turn is checked for the move.
		expect(seats.reduce({ turn: 0 }, { type: 'act', faction: 'blue' } as never, ctx)).toEqual({
			turn: 1
		});
	});

	it('gives a phase’s refusal as the game words it, naming what the move waits for', () => {
		const waits = defineFlow<{ open: boolean }, null>({
			init: () => ({ open: false }),
			phases: phases<{ open: boolean }, null>({
				of: (s) => (s.open ? 'open' : 'shut'),
				list: {
					open: { moves: 'any', next: [] },
					shut: {
						moves: [],
						next: ['open'],
						refusal: (a, _s, c) => ({
							key: 'toy.error.waits',
							values: { move: a.type, player: c.players[0]!.name }
						})
					}
				}
			}),
			moves: {
				act: move<{ open: boolean }, null, { type: 'act' }>({
					schema: v.object({ type: v.literal('act') }),
					apply: (s) => s,
					describe: () => ({ key: 'toy.log.act' })
				})
			},
			summarize: () => ({ round: null, finished: false, scores: {}, winners: [] })
		});
		expect(waits.reduce({ open: false }, { type: 'act' } as never, ctx)).toEqual({
			invalid: true,
			reason: { key: 'toy.error.waits', values: { move: 'act', player: 'Ana' } }
		});
	});

	it('orders seats from the first player, wrapping round', () => {
		expect(seatOrder(ctx, 'b')).toEqual(['b', 'c', 'a']);
		expect(seatOrder(ctx, null)).toEqual(['a', 'b', 'c']);
		expect(nextSeat(ctx, 'c')).toBe('a');
	});
});
