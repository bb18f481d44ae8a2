import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import { scorer, type Options, type ScorerAction, type ScorerState } from '$lib/games/root/state';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'ben', name: 'Ben', color: '#0c0' },
		{ id: 'cai', name: 'Cai', color: '#00c' }
	],
	options: { factions: ['marquise', 'lizards', 'riverfolk'], firstPlayer: 0 },
	seed: 'S'
};

function bad(state: ScorerState, action: ScorerAction, key: string): void {
	const before = JSON.stringify(state);
	const r = scorer.reduce(state, action, ctx);
	expect(isInvalid(r)).toBe(true);
	expect((r as Invalid).reason.key).toBe(key);
	expect(JSON.stringify(state)).toBe(before);
}

describe('quick scorer', () => {
	it('set the final numbers then finish: winners and scores', () => {
		const { state, skipped } = fold(scorer, ctx, [
			{ type: 'set', player: 'ana', field: 'vp', value: 30 },
			{ type: 'set', player: 'ben', field: 'vp', value: 27 },
			{ type: 'set', player: 'cai', field: 'vp', value: 12 },
			{ type: 'finish' }
		]);
		expect(skipped).toEqual([]);
		expect(scorer.summarize(state, ctx)).toEqual({
			round: null,
			finished: true,
			scores: { ana: 30, ben: 27, cai: 12 },
			winners: ['ana']
		});
		expect(state.result?.reason).toBe('goal');
	});
	it('a dominance win', () => {
		const { state } = fold(scorer, ctx, [
			{ type: 'set', player: 'ana', field: 'vp', value: 25 },
			{ type: 'set', player: 'cai', field: 'dominance', value: 1 },
			{ type: 'finish' }
		]);
		expect(scorer.summarize(state, ctx).winners).toEqual(['cai']);
		expect(state.result?.lines[0]).toMatchObject({ id: 'cai', reason: 'dominance' });
	});
	it('illegal input', () => {
		const s0 = scorer.init(ctx);
		bad(s0, { type: 'set', player: 'zed', field: 'vp', value: 1 }, 'root.error.unknownPlayer');
		bad(s0, { type: 'set', player: 'ana', field: 'vp', value: -1 }, 'root.error.badValue');
		bad(
			s0,
			{ type: 'set', player: 'ana', field: 'wood' as unknown as 'vp', value: 1 },
			'root.error.badField'
		);
		bad(s0, { type: 'set', player: 'ana', field: 'dominance', value: 2 }, 'root.error.badValue');
		bad(s0, { type: 'reopen' }, 'root.error.notFinished');
		const d = scorer.reduce(
			s0,
			{ type: 'set', player: 'ana', field: 'dominance', value: 1 },
			ctx
		) as ScorerState;
		bad(
			d,
			{ type: 'set', player: 'ben', field: 'dominance', value: 1 },
			'root.error.oneDominanceWinner'
		);
		const f = scorer.reduce(s0, { type: 'finish' }, ctx) as ScorerState;
		bad(f, { type: 'set', player: 'ana', field: 'vp', value: 1 }, 'root.error.finished');
		bad(f, { type: 'finish' }, 'root.error.finished');
		const r = scorer.reduce(f, { type: 'reopen' }, ctx) as ScorerState;
		expect(r.finished).toBe(false);
		expect(r.result).toBeNull();
	});
});
