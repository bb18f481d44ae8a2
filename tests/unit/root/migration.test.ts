/**
 * A session recorded before contract v2 (version 1: factions and first player in the options,
 * no stored setup) still opens with the same state and result. The fixture was made with the
 * build before this change: its actions, options and seed as the session row holds them, and
 * the state and summary that build folded them to.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { GameAction } from '$lib/games/core/types';
import { live, module, type LiveAction, type LiveState } from '$lib/games/root/index';
import { colourTotal } from '$lib/games/root/riverfolk';
import v1 from './fixtures/v1-session.json';

describe('a version 1 session', () => {
	const row = { players: v1.players, options: v1.options, seed: v1.seed, setup: null };
	const ctx = sessionContext(module, row);
	const { actions, notice } = migrateActions(module, v1.version, v1.actions as GameAction[]);
	const { state, refused } = fold(live, ctx as never, actions as LiveAction[]);

	it('gets its setup from the options it was created with, not a new draw', () => {
		expect(ctx.setup).toEqual({
			factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'],
			firstPlayer: 1
		});
	});

	it('replays every recorded action without a refusal or a notice', () => {
		expect(notice).toBeNull();
		expect(refused).toEqual([]);
	});

	it('ends with the same state, result and chart as the old build recorded', () => {
		const expected = v1.expected.state as unknown as LiveState;
		expect(state.vp).toEqual(expected.vp);
		expect(state.round).toBe(expected.round);
		expect(state.history).toEqual(expected.history);
		// Version 3 derives the draw bonuses from the gardens (the old build stored a typed 0).
		const { drawBonuses: _d, ...lizards } = expected.lizards as unknown as Record<string, unknown>;
		// Version 4 also marks whether the Cult's Daylight began (its Birdsong is then over).
		const { daylightBegun: _b, ...now } = state.lizards!;
		expect(now).toEqual(lizards);
		// Version 3 keeps whose warriors the Company holds: the totals are the old build's.
		const rf = state.riverfolk!;
		const old = expected.riverfolk as unknown as Record<string, unknown>;
		const { funds, payments, committed, ...rest } = rf;
		expect(rest).toMatchObject(
			Object.fromEntries(
				Object.entries(old).filter(([k]) => !['funds', 'payments', 'committed'].includes(k))
			)
		);
		expect([colourTotal(funds), colourTotal(payments), colourTotal(committed)]).toEqual([
			old.funds,
			old.payments,
			old.committed
		]);
		// The old build recorded no places (added since): the rest is as it recorded.
		const { figures: _f, places, ...summary } = live.summarize(state, ctx as never);
		expect(summary).toEqual(v1.expected.summary);
		expect(places?.[0]).toEqual(v1.expected.summary.winners);
		expect(live.scoreHistory!(state, ctx as never)).toEqual(v1.expected.history);
	});
});

describe('a version 2 log (version 3: colours, post VP from the track, draw bonuses)', () => {
	const row = { players: v1.players, options: v1.options, seed: v1.seed, setup: null };
	const ctx = sessionContext(module, row);
	const v2 = migrateActions(module, 1, v1.actions as GameAction[]).actions;
	const typed: GameAction[] = [...v2, { type: 'lcSetDrawBonuses', count: 2 } as GameAction];

	it('drops the typed draw bonuses (now derived from the gardens) and keeps the rest', () => {
		const { actions, notice } = migrateActions(module, 2, typed);
		expect(notice).toBeNull();
		expect(actions).toEqual(v2);
	});

	it('replays to the same VP and Company totals as version 2 did', () => {
		const { actions } = migrateActions(module, 2, typed);
		const { state, refused } = fold(live, ctx as never, actions as LiveAction[]);
		expect(refused).toEqual([]);
		const expected = v1.expected.state as unknown as LiveState;
		expect(state.vp).toEqual(expected.vp);
		const old = expected.riverfolk as unknown as Record<string, number>;
		expect(colourTotal(state.riverfolk!.funds)).toBe(old.funds);
	});
});
