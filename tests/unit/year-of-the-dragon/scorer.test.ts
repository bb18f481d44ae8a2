import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold } from '$lib/games/core/log';
import { isInvalid } from '$lib/games/core/types';
import { finalScore, type FinalPlayer } from '$lib/games/year-of-the-dragon/scoring';
import {
	cycleSlot,
	palacesFromFloors,
	scorer,
	slotsOf,
	tiedOnTotal,
	tiedOnTrack,
	type ScorerAction,
	type ScorerPalace,
	type ScorerState
} from '$lib/games/year-of-the-dragon/state';
import { ctxFor, old, palace, young } from './helpers';

const E = 'year-of-the-dragon.error.';

describe('finalScore contract', () => {
	const good: FinalPlayer = {
		id: 'a',
		score: 1,
		personTrack: 2,
		palaces: [palace(2, young('monk'))],
		yuan: 3,
		rice: 0,
		fireworks: 0
	};

	it('invalid input throws an Error whose message names the bad field', () => {
		const bad = (over: Record<string, unknown>, idx = 1) => {
			const players = [good, { ...good, id: 'b' }] as unknown as Record<string, unknown>[];
			players[idx] = { ...players[idx], ...over };
			return () => finalScore(players as unknown as FinalPlayer[]);
		};
		expect(bad({ yuan: -1 })).toThrow('players[1].yuan must be a non-negative integer');
		expect(bad({ rice: 1.5 })).toThrow('players[1].rice must be a non-negative integer');
		expect(bad({ fireworks: '2' })).toThrow('players[1].fireworks');
		expect(bad({ score: undefined })).toThrow('players[1].score');
		expect(bad({ personTrack: NaN })).toThrow('players[1].personTrack');
		expect(bad({ personTrackStack: -1 })).toThrow('players[1].personTrackStack');
		expect(bad({ id: 'a' })).toThrow('players[1].id "a" is repeated');
		expect(bad({ id: '' }, 0)).toThrow('players[0].id');
		expect(bad({ palaces: [palace(4)] })).toThrow('players[1].palaces[0].floors');
		expect(bad({ palaces: [palace(1, young('monk'), young('monk'))] })).toThrow(
			'players[1].palaces[0].persons'
		);
		expect(
			bad({
				palaces: [palace(1, { type: 'ninja', age: 'young' } as unknown as ReturnType<typeof young>)]
			})
		).toThrow('players[1].palaces[0].persons[0].type');
		expect(bad({ palaces: [palace(1, old('courtLady'))] })).toThrow(
			'players[1].palaces[0].persons[0].age'
		);
		expect(() => finalScore([])).toThrow('players');
	});

	it('total = score + persons + monks + money for any legal player (property)', () => {
		const tile = fc.record({
			type: fc.constantFrom('monk' as const, 'farmer' as const, 'warrior' as const),
			age: fc.constantFrom('young' as const, 'old' as const)
		});
		const pal = fc
			.integer({ min: 1, max: 3 })
			.chain((floors) =>
				fc.record({ floors: fc.constant(floors), persons: fc.array(tile, { maxLength: floors }) })
			);
		const nat = fc.nat({ max: 200 });
		fc.assert(
			fc.property(
				fc.record({
					score: nat,
					personTrack: nat,
					yuan: nat,
					rice: nat,
					fireworks: nat,
					palaces: fc.array(pal, { maxLength: 6 })
				}),
				(p) => {
					const [r] = finalScore([{ id: 'x', ...p }]);
					expect(r.total).toBe(p.score + r.persons + r.monks + r.money);
					expect(r.money).toBe(Math.floor((p.yuan + 2 * p.rice + 2 * p.fireworks) / 3));
					expect(r.persons).toBe(2 * p.palaces.reduce((n, x) => n + x.persons.length, 0));
				}
			)
		);
	});
});

describe('quick scorer flow', () => {
	const ctx = ctxFor(2);
	const run = (actions: ScorerAction[]) => fold(scorer, ctx, actions);

	it('enters the end state and finish computes totals, winners and a breakdown (Benno 25)', () => {
		const { state, skipped } = run([
			{ type: 'set', player: 'p1', field: 'score', value: 50 },
			{ type: 'set', player: 'p1', field: 'yuan', value: 4 },
			{ type: 'set', player: 'p1', field: 'rice', value: 1 },
			{ type: 'set', player: 'p1', field: 'fireworks', value: 2 },
			{ type: 'set', player: 'p1', field: 'personTrack', value: 30 },
			{
				type: 'setPalaces',
				player: 'p1',
				palaces: [
					palace(2, young('monk'), young('farmer')),
					palace(3, old('monk'), young('warrior'), young('healer')),
					palace(2, young('scholar'), young('craftsman'))
				]
			},
			{ type: 'set', player: 'p0', field: 'score', value: 74 },
			{ type: 'set', player: 'p0', field: 'personTrack', value: 31 },
			{ type: 'set', player: 'p0', field: 'yuan', value: 3 },
			{ type: 'finish' }
		]);
		expect(skipped).toEqual([]);
		expect(state.result !== null).toBe(true);
		// Benno 50 + 25 = 75; Anna 74 + 1 = 75: tie broken by the person track (Anna 31).
		expect(scorer.summarize(state, ctx)).toEqual({
			round: null,
			finished: true,
			scores: { p0: 75, p1: 75 },
			winners: ['p0'],
			places: [['p0'], ['p1']],
			// The shared result says what settled it.
			decidedBy: {
				key: 'year-of-the-dragon.decided.track',
				values: { winner: 'Anna', points: 75, how: 'ahead' }
			}
		});
		expect(state.result?.find((r) => r.id === 'p1')).toMatchObject({
			persons: 14,
			monks: 8,
			money: 3
		});
	});

	it('refuses illegal entries with a reason and leaves the state unchanged', () => {
		const s = scorer.init(ctx);
		const copy = JSON.parse(JSON.stringify(s)) as ScorerState;
		const key = (a: ScorerAction, st: ScorerState = s) => {
			const r = scorer.reduce(st, a, ctx);
			return isInvalid(r) ? r.reason.key : 'accepted';
		};
		expect(key({ type: 'set', player: 'p0', field: 'yuan', value: -3 })).toBe(E + 'badValue');
		expect(key({ type: 'set', player: 'zz', field: 'yuan', value: 3 })).toBe(E + 'unknownPlayer');
		expect(key({ type: 'set', player: 'p0', field: 'track' as 'yuan', value: 3 })).toBe(
			E + 'badField'
		);
		expect(
			key({
				type: 'setPalaces',
				player: 'p0',
				palaces: [palace(3, young('monk'), young('monk'), young('monk')), palace(1, young('monk'))]
			})
		).toBe(E + 'supplyExceeded');
		expect(key({ type: 'setPalaces', player: 'p0', palaces: [palace(0)] })).toBe(
			E + 'palaceFloors'
		);
		expect(key({ type: 'reopen' })).toBe(E + 'notFinished');
		expect(s).toEqual(copy);
		const done = scorer.reduce(s, { type: 'finish' }, ctx) as ScorerState;
		expect(key({ type: 'set', player: 'p0', field: 'yuan', value: 3 }, done)).toBe(
			E + 'alreadyFinished'
		);
		expect(key({ type: 'finish' }, done)).toBe(E + 'alreadyFinished');
		const reopened = scorer.reduce(done, { type: 'reopen' }, ctx) as ScorerState;
		expect(reopened).toMatchObject({ result: null });
	});

	it('supply check counts every player together (2 players: 4 tiles per type)', () => {
		const { state, skipped } = run([
			{
				type: 'setPalaces',
				player: 'p0',
				palaces: [palace(3, young('craftsman'), young('craftsman'), young('craftsman'))]
			},
			{
				type: 'setPalaces',
				player: 'p1',
				palaces: [palace(2, young('craftsman'), young('craftsman'))]
			}
		]);
		expect(skipped).toEqual([1]);
		expect(state.table.palaces.p1).toEqual([]);
	});
});

describe('quick scorer entry: floors typed once, monks tapped on the palace picture', () => {
	const ctx = ctxFor(2);

	it('rulebook end-of-game example (Benno: 7 persons, young monk in 2 floors, old monk in 3) = +25', () => {
		const typed = palacesFromFloors('3 2 2', [])!;
		expect(typed).toEqual([
			{ floors: 3, persons: [], others: 3 },
			{ floors: 2, persons: [], others: 2 },
			{ floors: 2, persons: [], others: 2 }
		]);
		// Two taps on the top floor of the 3-floor palace: old monk; one tap in a 2-floor one: young.
		const palaces = [cycleSlot(cycleSlot(typed[0], 2), 2), cycleSlot(typed[1], 1), typed[2]];
		expect(slotsOf(palaces[0])).toEqual(['person', 'person', 'oldMonk']);
		expect(slotsOf(palaces[1])).toEqual(['person', 'youngMonk']);
		const { state, skipped } = fold(scorer, ctx, [
			{ type: 'set', player: 'p1', field: 'score', value: 50 },
			{ type: 'setPalaces', player: 'p1', palaces },
			{ type: 'set', player: 'p1', field: 'yuan', value: 4 },
			{ type: 'set', player: 'p1', field: 'rice', value: 1 },
			{ type: 'set', player: 'p1', field: 'fireworks', value: 2 },
			{ type: 'finish' }
		]);
		expect(skipped).toEqual([]);
		expect(state.result?.find((r) => r.id === 'p1')).toMatchObject({
			personCount: 7,
			persons: 14,
			monks: 8,
			money: 3,
			total: 75
		});
	});

	it('a tapped floor stays where it is: persons, then monks, then empty places', () => {
		let p: ScorerPalace = { floors: 3, persons: [], others: 3 };
		p = cycleSlot(p, 2);
		expect(slotsOf(p)).toEqual(['person', 'person', 'youngMonk']);
		p = cycleSlot(p, 1);
		expect(slotsOf(p)).toEqual(['person', 'youngMonk', 'youngMonk']);
		p = cycleSlot(cycleSlot(p, 2), 2);
		expect(slotsOf(p)).toEqual(['person', 'youngMonk', 'empty']);
		expect(p).toEqual({ floors: 3, persons: [young('monk')], others: 1 });
		// A version-1 palace keeps its typed tiles.
		const v1 = { floors: 3, persons: [young('farmer'), old('monk')] };
		expect(slotsOf(v1)).toEqual(['person', 'oldMonk', 'empty']);
		expect(cycleSlot(v1, 1)).toEqual({ floors: 3, persons: [young('farmer')] });
	});

	it('a tap cycles person → young monk → old monk → empty → person', () => {
		let p: ScorerPalace = { floors: 1, persons: [], others: 1 };
		const seen = [];
		for (let i = 0; i < 4; i++) {
			p = cycleSlot(p, 0);
			seen.push(slotsOf(p)[0]);
		}
		expect(seen).toEqual(['youngMonk', 'oldMonk', 'empty', 'person']);
		expect(p).toEqual({ floors: 1, persons: [], others: 1 });
	});

	it('retyping the floors keeps what was marked in unchanged palaces; bad text is refused', () => {
		const before = [{ floors: 3, persons: [old('monk')], others: 1 }];
		expect(palacesFromFloors('32', before)).toEqual([
			before[0],
			{ floors: 2, persons: [], others: 2 }
		]);
		expect(palacesFromFloors('2', before)).toEqual([{ floors: 2, persons: [], others: 2 }]);
		expect(palacesFromFloors('4', [])).toBeNull();
		expect(palacesFromFloors('0', [])).toBeNull();
		expect(palacesFromFloors('tres', [])).toBeNull();
		expect(palacesFromFloors('', before)).toEqual([]);
	});

	it('refuses more persons than the game has and a crowded palace', () => {
		const s = scorer.init(ctx);
		const key = (palaces: ScorerPalace[]) => {
			const r = scorer.reduce(s, { type: 'setPalaces', player: 'p0', palaces }, ctx);
			return isInvalid(r) ? r.reason.key : 'accepted';
		};
		expect(key([{ floors: 2, persons: [young('monk')], others: 2 }])).toBe(E + 'palaceCrowded');
		expect(key([{ floors: 2, persons: [], others: -1 }])).toBe(E + 'badPalace');
		expect(key(Array.from({ length: 40 }, () => ({ floors: 3, persons: [], others: 3 })))).toBe(
			E + 'personsExceeded'
		);
	});

	it('asks the person track only of players who tie on points', () => {
		let s = scorer.init(ctx);
		expect(tiedOnTotal(s, ctx)).toEqual([]);
		s = scorer.reduce(
			s,
			{ type: 'set', player: 'p0', field: 'score', value: 30 },
			ctx
		) as ScorerState;
		s = scorer.reduce(
			s,
			{ type: 'set', player: 'p1', field: 'score', value: 31 },
			ctx
		) as ScorerState;
		expect(tiedOnTotal(s, ctx)).toEqual([]);
		s = scorer.reduce(
			s,
			{ type: 'set', player: 'p0', field: 'yuan', value: 3 },
			ctx
		) as ScorerState;
		expect(tiedOnTotal(s, ctx)).toEqual(['p0', 'p1']);
		expect(tiedOnTrack(s, ctx)).toEqual(['p0', 'p1']);
		s = scorer.reduce(
			s,
			{ type: 'set', player: 'p0', field: 'personTrack', value: 9 },
			ctx
		) as ScorerState;
		expect(tiedOnTrack(s, ctx)).toEqual([]);
	});
});
