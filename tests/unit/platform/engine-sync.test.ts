import { describe, expect, it } from 'vitest';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { ctx, memoryStore } from '../../fixtures/score-pad';

describe('engine.sync: a second tab follows the stored log', () => {
	it('shows what the other tab stored, then writes on top of it', async () => {
		const store = memoryStore();
		const tabA = new SessionEngine<PadState, PadAction>('s', live, ctx, [], store);
		const tabB = new SessionEngine<PadState, PadAction>('s', live, ctx, [], store);
		await tabA.dispatch({ type: 'add', seat: 0, delta: 7 });
		expect(tabB.snapshot.summary.scores.a ?? 0).toBe(0);
		expect(await tabB.sync(async () => [...store.entries])).toBe(true);
		expect(tabB.snapshot.summary.scores.a).toBe(7);
		expect(await tabB.dispatch({ type: 'add', seat: 0, delta: 1 })).toEqual({ ok: true });
		expect(store.entries).toHaveLength(2);
	});

	it('an unchanged stored log changes nothing', async () => {
		const store = memoryStore();
		const tab = new SessionEngine<PadState, PadAction>('s', live, ctx, [], store);
		await tab.dispatch({ type: 'add', seat: 1, delta: 3 });
		const before = tab.snapshot;
		expect(await tab.sync(async () => [...store.entries])).toBe(false);
		expect(tab.snapshot).toBe(before);
	});
});
