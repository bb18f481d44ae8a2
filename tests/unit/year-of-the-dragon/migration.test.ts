/**
 * Sessions recorded before the contract v2 migration (version 1: no stored setup, the action
 * log as that build wrote it) still open with the same state and the same result.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import liveV1 from './fixtures/v1-live-session.json';
import scorerV1 from './fixtures/v1-scorer-session.json';

describe.each([
	['live', liveV1],
	['scorer', scorerV1]
] as const)('a version-1 %s session', (flowId, row) => {
	const ctx = sessionContext(module, row) as SessionContext;
	const { actions, notice } = migrateActions(module, row.version, row.actions as GameAction[]);
	const flow = module.flows[flowId];
	const { state, skipped } = fold(flow, ctx, actions);

	it('replays without a notice and without refusing any entry', () => {
		expect(notice).toBeNull();
		expect(skipped).toEqual([]);
	});

	it('reaches the same state it showed then', () => {
		expect(state).toEqual(row.expected.state);
	});

	it('has the same scores, winners and end as then (figures and places are new)', () => {
		const { figures: _figures, places, ...summary } = flow.summarize(state, ctx as never);
		expect(summary).toEqual(row.expected.summary);
		expect(places?.[0]).toEqual(summary.winners);
	});
});
