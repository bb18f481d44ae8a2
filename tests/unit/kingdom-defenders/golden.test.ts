/**
 * The golden game: a whole 3-player expert game recorded with today's rules (King's favour
 * exclusions, special hordes with their printed rows, adventures, camps, three victories and a
 * siege, the final count and a correction after the end). Its final state, summary and chart
 * are pinned: any change in behaviour, even one rule constant, is a deliberate, reviewed diff.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import type { SessionContext } from '$lib/games/core/types';
import { live, module, type KdOptions, type LiveAction } from '$lib/games/kingdom-defenders';
import { walkPhases } from '../../phase-walk';
import golden from './fixtures/golden.json';

const ctx = {
	players: golden.players,
	options: golden.options,
	seed: golden.seed,
	setup: golden.setup
} as SessionContext<KdOptions>;
const actions = golden.actions as LiveAction[];
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('golden game (3 players, expert)', () => {
	const { state, refused } = fold(live, ctx, actions);

	it('every recorded action replays', () => {
		expect(refused).toEqual([]);
	});

	it('every move is one its declared phase allows, and each change of phase a declared one', () => {
		const seen = walkPhases(live, ctx, actions);
		expect(seen[0]).toBe('setup');
		expect(seen.at(-1)).toBe('ended');
	});

	it('the stored setup is the one the seed draws today, and the game reads the stored one', () => {
		const base = { players: ctx.players, options: ctx.options, seed: ctx.seed };
		expect(json(module.drawSetup?.(base))).toEqual(golden.setup);
		expect(json(state.setup)).toEqual(golden.setup);
	});

	it('ends in exactly the pinned state', () => {
		expect(json(state)).toEqual(golden.expected.state);
	});

	it('gives exactly the pinned summary (scores, winners, figures) and chart', () => {
		expect(json(live.summarize(state, ctx))).toEqual(golden.expected.summary);
		expect(json(live.scoreHistory?.(state, ctx))).toEqual(golden.expected.history);
	});

	it('the correction after the end re-scored the result', () => {
		const before = fold(live, ctx, actions.slice(0, -1)).state;
		const nora = (s: typeof state) => s.final?.results.find((r) => r.id === 'p-nora')?.total;
		expect(nora(state)).toBe((nora(before) ?? 0) + 1);
	});
});
