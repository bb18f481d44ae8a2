import { describe, expect, it } from 'vitest';
import { live, scorer, type ScorePadOptions } from '$lib/games/score-pad/state';
import type { SessionContext } from '$lib/games/core/types';
import { walkPhases } from '../../phase-walk';

const ctx: SessionContext<ScorePadOptions> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#111111' },
		{ id: 'b', name: 'Bea', color: '#222222' }
	],
	options: { lowWins: false },
	seed: 'PADPAD'
};

describe('score pad phases', () => {
	it('walks a whole pad game through its declared phases, a reopen included', () => {
		const log = [
			{ type: 'add', seat: 0, delta: 5 },
			{ type: 'nextRound' },
			{ type: 'set', seat: 1, round: 0, value: 3 },
			{ type: 'finish' },
			{ type: 'reopen' },
			{ type: 'add', seat: 1, delta: 4 },
			{ type: 'finish' }
		];
		expect(walkPhases(live, ctx, log)).toEqual(['open', 'finished', 'open', 'finished']);
	});

	it('refuses points on a finished pad, and a reopen of an open one, in its own words', () => {
		const open = live.init(ctx);
		const done = live.reduce(open, { type: 'finish' }, ctx);
		expect(live.reduce(done as never, { type: 'add', seat: 0, delta: 1 }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'pad.error.finished' }
		});
		expect(live.reduce(open, { type: 'reopen' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'pad.error.notFinished' }
		});
	});

	it('keeps the quick scorer to one round', () => {
		expect(scorer.reduce(scorer.init(ctx), { type: 'nextRound' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'pad.error.singleRound' }
		});
	});
});
