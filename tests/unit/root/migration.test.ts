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
		expect(state.lizards).toEqual(expected.lizards);
		expect({ ...state.riverfolk }).toMatchObject({ ...expected.riverfolk });
		const { figures: _f, ...summary } = live.summarize(state, ctx as never);
		expect(summary).toEqual(v1.expected.summary);
		expect(live.scoreHistory!(state, ctx as never)).toEqual(v1.expected.history);
	});
});
