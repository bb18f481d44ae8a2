/**
 * Issue 32 on the pure core: the one-tap person plays (every age a card can still take, housed in
 * the palace the game picks), the table's own event row, the month's forecast, and the top bar's
 * glance (month's phase with its event, whose turn).
 */
import { describe, expect, it } from 'vitest';
import { isInvalid } from '$lib/games/core/types';
import type { YotdEvent } from '$lib/games/year-of-the-dragon/data';
import {
	eventRowOpen,
	forecast,
	housingPalace,
	initLive,
	live,
	quickPlays,
	replaceChoices,
	type LiveAction,
	type LiveState
} from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState, old, palace, young } from './helpers';
import { playE2eGame } from './e2e-game';

const ctx = ctxFor(3, 'DRAGN5');

function apply(s: LiveState, a: LiveAction): LiveState {
	const r = live.reduce(s, a, ctx);
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

function month1(): LiveState {
	let s = initLive(ctx);
	s = apply(s, {
		type: 'startingPair',
		player: 'p0',
		persons: ['monk', 'warrior'],
		palaces: [0, 1]
	});
	s = apply(s, {
		type: 'startingPair',
		player: 'p1',
		persons: ['farmer', 'healer'],
		palaces: [0, 1]
	});
	s = apply(s, {
		type: 'startingPair',
		player: 'p2',
		persons: ['courtLady', 'taxCollector'],
		palaces: [0, 1]
	});
	return s;
}

function personPhase(): LiveState {
	let s = month1();
	for (const id of s.order) s = apply(s, { type: 'noAction', player: id });
	expect(s.phase).toBe('person');
	return s;
}

describe('one tap per age in the person phase', () => {
	it('offers the young and the old of a split type, each housed in the first palace with room', () => {
		const s = personPhase();
		const who = s.order[0];
		const plays = quickPlays(s);
		const monk = plays.filter((q) => q.card === 'monk');
		expect(monk.map((q) => q.person)).toEqual([young('monk'), old('monk')]);
		expect(monk.map((q) => q.moves)).toEqual([6, 2]);
		for (const q of plays) {
			expect(q.palace).toBe(0);
			expect(q.action).toEqual({
				type: 'recruit',
				player: who,
				card: q.card,
				person: q.person,
				palace: 0
			});
			expect(isInvalid(live.reduce(s, q.action, ctx))).toBe(false);
		}
		// The ? card takes any type: chosen in two taps, never a one-tap guess.
		expect(plays.some((q) => q.card === 'wild')).toBe(false);
	});

	it('houses in another palace with room when the table picks it, and offers nothing for a full one', () => {
		const s = personPhase();
		expect(quickPlays(s, 1).every((q) => q.palace === 1)).toBe(true);
		const me = s.players.find((p) => p.id === s.order[0])!;
		const full = {
			...s,
			players: s.players.map((p) =>
				p.id === me.id ? { ...p, palaces: [palace(1, young('monk')), palace(2)] } : p
			)
		};
		expect(quickPlays(full, 0)).toEqual([]);
		expect(quickPlays(full).every((q) => q.palace === 1)).toBe(true);
	});

	it('the game picks the first palace with room, and none when every palace is full', () => {
		const base = personPhase().players[0];
		expect(housingPalace({ ...base, palaces: [palace(1, young('monk')), palace(2)] })).toBe(1);
		expect(housingPalace({ ...base, palaces: [palace(1, young('monk'))] })).toBeNull();
	});
});

describe("the table's own event row", () => {
	const row: YotdEvent[] = [
		'peace',
		'peace',
		'drought',
		'contagion',
		'mongols',
		'festival',
		'tribute',
		'drought',
		'contagion',
		'mongols',
		'festival',
		'tribute'
	];

	it('replaces the phone’s row before the month-3 event', () => {
		const s = apply(month1(), { type: 'setEventRow', row });
		expect(s.eventRow).toEqual(row);
		expect(eventRowOpen(s)).toBe(true);
	});

	it('refuses a row the rulebook could not draw: two identical side by side, a tile missing, no Peace first', () => {
		const s = month1();
		for (const bad of [
			['peace', 'peace', 'drought', 'drought', ...row.slice(4)],
			row.slice(0, 11),
			['drought', 'peace', ...row.slice(2)]
		] as YotdEvent[][]) {
			const r = live.reduce(s, { type: 'setEventRow', row: bad }, ctx);
			expect(isInvalid(r) && r.reason.key).toBe('year-of-the-dragon.error.eventRowIllegal');
		}
	});

	it('is closed from month 3 on', () => {
		const s = handState(ctx, { phase: 'action', month: 3 });
		expect(eventRowOpen(s)).toBe(false);
		const r = live.reduce(s, { type: 'setEventRow', row }, ctx);
		expect(isInvalid(r) && r.reason.key).toBe('year-of-the-dragon.error.eventRowClosed');
	});
});

describe("the month's forecast", () => {
	it('says who would release how many persons to a Contagio with today’s board (mortars count)', () => {
		const s = handState(
			ctx,
			{
				phase: 'action',
				month: 3,
				eventRow: [
					...initLive(ctx).eventRow.slice(0, 2),
					'contagion',
					...initLive(ctx).eventRow.slice(3)
				]
			},
			[
				{ palaces: [palace(2, young('monk'), young('farmer')), palace(2, young('warrior'))] },
				{ palaces: [palace(2, young('healer'), young('farmer')), palace(2, young('warrior'))] },
				{ palaces: [palace(2), palace(2)] }
			]
		);
		const f = forecast(s)!;
		expect(f.event).toBe('contagion');
		// Reglamento «Contagio»: 3 persons each, 1 fewer per mortar; nobody to lose, nothing said.
		expect(f.players.map((p) => [p.id, p.release])).toEqual(
			expect.arrayContaining([
				['p0', 3],
				['p1', 2]
			])
		);
		expect(f.players.some((p) => p.id === 'p2')).toBe(false);
	});

	it('is silent in Peace, at the start, during the event and after the end', () => {
		expect(forecast(month1())).toBeNull();
		expect(forecast(initLive(ctx))).toBeNull();
		expect(forecast(handState(ctx, { phase: 'event', month: 3 }))).toBeNull();
	});
});

describe("the top bar's glance", () => {
	it('names the phase with the month’s event and whose turn it is, with the step’s rules', () => {
		const s = month1();
		expect(live.glance?.(s, ctx)).toMatchObject({
			phase: {
				key: 'year-of-the-dragon.glance',
				values: { phase: 'action', event: 'peace' }
			},
			turn: s.order[0],
			rules: { title: { key: 'year-of-the-dragon.rules.action.title', values: { month: 1 } } }
		});
	});

	it('names nobody while the table says who is the oldest, nor in the event phase', () => {
		const start = initLive(ctxFor(3, 'DRAGN5', { firstPlayer: 'oldest' }));
		expect(start.askOldest).toBe(true);
		expect(live.glance?.(start, ctx).turn).toBeNull();
		expect(live.glance?.(handState(ctx, { phase: 'event', month: 3 }), ctx).turn).toBeNull();
	});
});

describe('corrections after the end', () => {
	it('a correction to a finished game re-scores the final (3 more yuan: 1 more point)', () => {
		const { ctx: c, state } = playE2eGame();
		const ana = state.players.find((p) => p.id === 'p0')!;
		const total = (s: LiveState) => s.final!.find((r) => r.id === 'p0')!.total;
		const r = live.reduce(
			state,
			{ type: 'adjust', player: 'p0', field: 'yuan', value: ana.yuan + 3 },
			c
		);
		if (isInvalid(r)) throw new Error(r.reason.key);
		expect(r.phase).toBe('finished');
		expect(total(r)).toBe(total(state) + 1);
	});
});

describe('replace choices with every palace full', () => {
	it('one choice per palace and kind of person: two young craftsmen in a palace are one', () => {
		const p = {
			...initLive(ctxFor(2)).players[0]!,
			palaces: [
				palace(3, young('craftsman'), young('craftsman'), old('craftsman')),
				palace(1, young('craftsman'))
			]
		};
		expect(replaceChoices(p)).toEqual([
			{ palace: 0, old: young('craftsman') },
			{ palace: 0, old: old('craftsman') },
			{ palace: 1, old: young('craftsman') }
		]);
	});
});
