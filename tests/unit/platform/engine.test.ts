import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { SessionEngine, type LogStore } from '$lib/session/engine';
import { fold, timeline, type LogEntry } from '$lib/games/core/log';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { ctx, memoryStore } from '../../fixtures/score-pad';
import type { Flow } from '$lib/games/core/types';
import { nextInt, seedRng, type RngState } from '$lib/games/core/rng';

const step = fc.oneof(
	fc.record({
		kind: fc.constant('do' as const),
		seat: fc.integer({ min: 0, max: 1 }),
		delta: fc.integer({ min: -20, max: 20 })
	}),
	fc.constant({ kind: 'nextRound' as const }),
	fc.constant({ kind: 'undo' as const }),
	fc.constant({ kind: 'redo' as const })
);

type Step = { kind: 'do'; seat: number; delta: number } | { kind: 'nextRound' | 'undo' | 'redo' };

async function play(engine: SessionEngine<PadState, PadAction>, steps: Step[]) {
	for (const s of steps) {
		if (s.kind === 'do')
			await engine.dispatch({ type: 'add', seat: s.seat, delta: s.delta } as PadAction);
		else if (s.kind === 'nextRound') await engine.dispatch({ type: 'nextRound' });
		else if (s.kind === 'undo') await engine.undo();
		else await engine.redo();
	}
}

describe('session engine', () => {
	it('replay: folding the stored log from scratch equals the live state, whatever was tapped', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
				const store = memoryStore();
				const engine = new SessionEngine('s', live, ctx, [], store);
				await play(engine, steps);
				const replayed = new SessionEngine('s', live, ctx, store.entries, memoryStore());
				expect(replayed.snapshot.state).toEqual(engine.snapshot.state);
				expect(replayed.snapshot.summary).toEqual(engine.snapshot.summary);
				expect(engine.snapshot.log).toEqual(store.entries);
			}),
			{ numRuns: 200 }
		);
	});

	it('apply then undo gives back the original state; redo gives the new one', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(step, { maxLength: 20 }),
				fc.integer({ min: -9, max: 9 }),
				async (steps, delta) => {
					const engine = new SessionEngine('s', live, ctx, [], memoryStore());
					await play(engine, steps);
					const before = engine.snapshot.state;
					await engine.dispatch({ type: 'add', seat: 1, delta });
					const after = engine.snapshot.state;
					await engine.undo();
					expect(engine.snapshot.state).toEqual(before);
					await engine.redo();
					expect(engine.snapshot.state).toEqual(after);
				}
			),
			{ numRuns: 200 }
		);
	});

	it('the state before the last move in effect is the fold of every move but that one, after any taps and a reload', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
				const store = memoryStore();
				const engine = new SessionEngine('s', live, ctx, [], store);
				await play(engine, steps);
				const done = engine.snapshot.timeline.done.map((d) => d.action as PadAction);
				const expected = done.length ? fold(live, ctx, done.slice(0, -1)).state : null;
				expect(engine.snapshot.before).toEqual(expected);
				const reloaded = new SessionEngine('s', live, ctx, store.entries, memoryStore());
				expect(reloaded.snapshot.before).toEqual(expected);
			}),
			{ numRuns: 150 }
		);
	});

	it('undoes every action as far back as the session goes', async () => {
		const engine = new SessionEngine('s', live, ctx, [], memoryStore());
		for (let i = 1; i <= 30; i++) await engine.dispatch({ type: 'add', seat: i % 2, delta: i });
		for (let i = 0; i < 30; i++) expect((await engine.undo()).ok).toBe(true);
		expect(engine.snapshot.state).toEqual(live.init(ctx));
		expect(await engine.undo()).toEqual({ ok: false, reason: { key: 'session.nothingToUndo' } });
		for (let i = 0; i < 30; i++) await engine.redo();
		expect(engine.snapshot.state.points[0]).toEqual([15 * 16, 15 * 15]);
	});

	it('the log stays append-only: undo and redo are entries, nothing is rewritten', async () => {
		const store = memoryStore();
		const engine = new SessionEngine('s', live, ctx, [], store);
		await engine.dispatch({ type: 'add', seat: 0, delta: 4 });
		const first = structuredClone(store.entries[0]);
		await engine.undo();
		await engine.redo();
		await engine.undo();
		await engine.dispatch({ type: 'add', seat: 1, delta: 2 });
		expect(store.entries.map((e) => e.kind)).toEqual(['do', 'undo', 'redo', 'undo', 'do']);
		expect(store.entries[0]).toEqual(first);
		expect(store.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
		// A new action after an undo drops the redo branch.
		expect(engine.canRedo).toBe(false);
		expect(timeline(store.entries).done.map((d) => d.action)).toEqual([
			{ type: 'add', seat: 1, delta: 2 }
		]);
	});

	it('refused input changes nothing, stores nothing and says why', async () => {
		const store = memoryStore();
		const engine = new SessionEngine('s', live, ctx, [], store);
		const before = engine.snapshot;
		const r = await engine.dispatch({ type: 'add', seat: 7, delta: 1 });
		expect(r).toEqual({ ok: false, reason: { key: 'pad.error.seat' } });
		expect(engine.snapshot).toBe(before);
		expect(store.entries).toHaveLength(0);
	});

	it('shows an action only after the store committed it, and not at all if the store fails', async () => {
		let release!: () => void;
		const gate = new Promise<void>((r) => (release = r));
		const onChange = vi.fn();
		const store: LogStore = { append: vi.fn(async () => gate) };
		const engine = new SessionEngine('s', live, ctx, [], store, onChange);
		const pending = engine.dispatch({ type: 'add', seat: 0, delta: 3 });
		await new Promise((r) => setTimeout(r, 10));
		expect(store.append).toHaveBeenCalledTimes(1);
		expect(onChange).not.toHaveBeenCalled();
		expect(engine.snapshot.state.points[0][0]).toBe(0);
		release();
		await pending;
		expect(onChange).toHaveBeenCalledTimes(1);
		expect(engine.snapshot.state.points[0][0]).toBe(3);

		const failing = new SessionEngine('s', live, ctx, [], {
			append: async () => {
				throw new Error('QuotaExceededError');
			}
		});
		await expect(failing.dispatch({ type: 'add', seat: 0, delta: 3 })).rejects.toThrow('Quota');
		expect(failing.snapshot.state.points[0][0]).toBe(0);
		// A failed commit does not jam the queue: the next action is attempted too.
		await expect(failing.dispatch({ type: 'nextRound' })).rejects.toThrow();
	});

	it('stores actions as plain JSON, even when the screen hands over a proxy (Svelte state)', async () => {
		const store = memoryStore();
		const engine = new SessionEngine('s', live, ctx, [], store);
		const proxied = new Proxy({ type: 'add', seat: 1, delta: 2 } as PadAction, {});
		await engine.dispatch(proxied);
		expect(store.entries[0]).toMatchObject({
			kind: 'do',
			action: { type: 'add', seat: 1, delta: 2 }
		});
		expect(() => structuredClone(store.entries[0])).not.toThrow();
	});

	it('commits fast taps in order', async () => {
		const store = memoryStore();
		const engine = new SessionEngine('s', live, ctx, [], store);
		await Promise.all(
			[1, 2, 3, 4, 5].map((d) => engine.dispatch({ type: 'add', seat: 0, delta: d }))
		);
		expect(
			store.entries.map((e) =>
				e.kind === 'do' ? (e.action as PadAction & { delta: number }).delta : 0
			)
		).toEqual([1, 2, 3, 4, 5]);
		expect(engine.snapshot.state.points[0][0]).toBe(15);
	});

	it('a corrupted log entry is skipped at replay and reported, the rest is kept', () => {
		const log: LogEntry[] = [
			{
				seq: 0,
				id: 'e0',
				parent: null,
				at: 1,
				kind: 'do',
				action: { type: 'add', seat: 0, delta: 2 } as PadAction
			},
			{
				seq: 1,
				id: 'e1',
				parent: 'e0',
				at: 2,
				kind: 'do',
				action: { type: 'add', seat: 9, delta: 2 } as PadAction
			},
			{
				seq: 2,
				id: 'e2',
				parent: 'e1',
				at: 3,
				kind: 'do',
				action: { type: 'add', seat: 1, delta: 5 } as PadAction
			}
		];
		const { state, skipped } = fold(
			live,
			ctx,
			timeline(log).done.map((d) => d.action)
		);
		expect(skipped).toEqual([1]);
		expect(state.points[0]).toEqual([2, 5]);
	});
});

/** A tiny flow that rolls a die: the generator state lives in the game state. */
type DiceState = { rng: RngState; rolls: number[] };
const dice: Flow<DiceState, { type: 'roll' }> = {
	init: (c) => ({ rng: seedRng(c.seed), rolls: [] }),
	reduce: (s) => {
		const [n, rng] = nextInt(s.rng, 6);
		return { rng, rolls: [...s.rolls, n + 1] };
	},
	describe: () => ({ key: 'roll' }),
	summarize: () => ({ round: null, finished: false, scores: {}, winners: [] })
};

describe('random draws inside a session', () => {
	it('are logged and replayable: undo then roll again gives the same number, as does a replay', async () => {
		const store = memoryStore();
		const engine = new SessionEngine('s', dice, ctx, [], store);
		for (let i = 0; i < 5; i++) await engine.dispatch({ type: 'roll' });
		const rolls = engine.snapshot.state.rolls;
		await engine.undo();
		await engine.dispatch({ type: 'roll' });
		expect(engine.snapshot.state.rolls).toEqual(rolls);
		expect(
			new SessionEngine('s', dice, ctx, store.entries, memoryStore()).snapshot.state.rolls
		).toEqual(rolls);
	});

	it('the same seed gives the same draws in another session; another seed differs', async () => {
		const a = new SessionEngine('a', dice, ctx, [], memoryStore());
		const b = new SessionEngine('b', dice, ctx, [], memoryStore());
		const c = new SessionEngine('c', dice, { ...ctx, seed: 'ZZZZZZ' }, [], memoryStore());
		for (let i = 0; i < 12; i++) for (const e of [a, b, c]) await e.dispatch({ type: 'roll' });
		expect(a.snapshot.state.rolls).toEqual(b.snapshot.state.rolls);
		expect(c.snapshot.state.rolls).not.toEqual(a.snapshot.state.rolls);
	});
});
