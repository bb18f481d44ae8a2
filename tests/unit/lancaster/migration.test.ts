/**
 * A session recorded before contract v2 (fixtures/v1-session.json: the v1 build's action log,
 * options, seed and the state and summary it folded to, with no stored setup) still opens
 * today with the same state and result.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module, randomSetup, type Options } from '$lib/games/lancaster';
import v1 from './fixtures/v1-session.json';

describe('a v1 Lancaster session opens unchanged', () => {
	const ctx = sessionContext(module as never, {
		players: v1.players,
		options: v1.options,
		seed: v1.seed,
		// Stored on the row the first time it was opened after setups were kept (the start
		// player then still drawn from the seed): new sessions start with seat 0 instead.
		setup: randomSetup(
			v1.seed,
			v1.players.map((p) => p.id),
			v1.options as Options
		)
	}) as SessionContext<Options>;
	const { actions, notice } = migrateActions(module, v1.gameVersion, v1.actions as GameAction[]);
	const { state, refused } = fold(module.flows.live, ctx, actions);

	it('every recorded action replays (none refused, no notice)', () => {
		expect(notice).toBeNull();
		expect(refused).toEqual([]);
		expect(actions).toHaveLength(165);
	});

	it('every field of the recorded state is the same today', () => {
		expect(state).toMatchObject(v1.expected.state);
	});

	it('the same result: scores, winners and the history of 5 rounds', () => {
		expect(module.flows.live.summarize(state, ctx)).toMatchObject(v1.expected.summary);
		expect(module.flows.live.scoreHistory!(state, ctx)).toEqual(v1.expected.history);
	});
});
