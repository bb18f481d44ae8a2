/**
 * The golden game: a whole recorded 4-player live game replays to exactly the pinned final state
 * and summary. A change to any rule, constant or random draw changes this result, so it must
 * come with a reviewed diff of the fixture (and, if stored games change, a version bump).
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import { live, type LiveState, type YotdOptions } from '$lib/games/year-of-the-dragon/state';
import golden from './fixtures/golden-live.json';
import { walkPhases } from '../../phase-walk';

const ctx = {
	players: golden.players,
	options: golden.options,
	seed: golden.seed,
	setup: golden.setup
} as SessionContext<YotdOptions>;

describe('golden whole game (4 players, the table deals)', () => {
	const { state, skipped } = fold(live, ctx, golden.actions as GameAction[]);

	it('every recorded action replays (none refused)', () => {
		expect(skipped).toEqual([]);
		expect(golden.version).toBe(module.version);
	});

	it('walks the declared phase graph: setup, then each month’s phases, then the end', () => {
		const seen = walkPhases(live, ctx, golden.actions as GameAction[]);
		expect(seen[0]).toBe('start');
		expect(seen.at(-1)).toBe('finished');
		// 12 months: action and event each month, the person phase in months 1–11 only.
		expect(seen.filter((p) => p === 'action')).toHaveLength(12);
		expect(seen.filter((p) => p === 'person')).toHaveLength(11);
	});

	it('ends in the pinned final state', () => {
		expect(state).toEqual(golden.expected.state as unknown as LiveState);
	});

	it('has the pinned summary: scores, winner and persons lost per event', () => {
		expect(live.summarize(state, ctx)).toEqual(golden.expected.summary);
	});

	it('uses the stored setup, never a new draw from the seed', () => {
		const other = {
			...ctx,
			setup: { ...golden.setup, eventRow: [...golden.setup.eventRow].reverse() }
		};
		expect(live.init(other).eventRow).toEqual([...golden.setup.eventRow].reverse());
		expect(module.drawSetup!(ctx)).toEqual(golden.setup);
	});
});
