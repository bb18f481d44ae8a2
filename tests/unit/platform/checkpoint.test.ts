/**
 * Checkpoints of the fold (session/checkpoint.ts) are a cache: a session resumed from one, or
 * undone and redone across one, shows exactly what a full fold of its log shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SessionEngine, type EngineSnapshot } from '$lib/session/engine';
import {
	chainIds,
	stateHash,
	usableStored,
	type Checkpoint,
	type StoredCheckpoint
} from '$lib/session/checkpoint';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { games } from '$lib/games/registry';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { ctx, memoryStore } from '../../fixtures/score-pad';

/** What the screen shows of a snapshot: compared whole, prototypes included. */
const shown = (s: EngineSnapshot<unknown>) => ({
	state: s.state,
	before: s.before,
	refused: s.refused,
	summary: s.summary,
	timeline: s.timeline
});

/** As IndexedDB stores and gives it back (structured clone). */
const stored = <S>(cp: Checkpoint<S> | null) => (cp ? structuredClone(cp) : null);

type Step = { kind: 'do'; pick: number } | { kind: 'undo' | 'redo' | 'keep' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
	{ weight: 6, arbitrary: fc.nat({ max: 1000 }).map((pick) => ({ kind: 'do' as const, pick })) },
	{ weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
	{ weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
	{ weight: 1, arbitrary: fc.constant({ kind: 'keep' as const }) }
);

/**
 * Plays steps on an engine with checkpoints; `keep` stores the state shown as the snapshot (as
 * the screen does every few moves and when the phone locks). Then checks, after every step and
 * at the end, that the state equals a full fold, and that a reload from the stored snapshot does.
 */
async function check<S>(
	flow: ConstructorParameters<typeof SessionEngine<S>>[1],
	context: SessionContext,
	action: (pick: number, engine: SessionEngine<S>) => GameAction,
	steps: Step[],
	every: number
) {
	const store = memoryStore();
	const engine = new SessionEngine<S>('s', flow, context, [], store, () => {}, {
		checkpointEvery: every
	});
	let kept: Checkpoint<S> | null = null;
	for (const s of steps) {
		if (s.kind === 'do') await engine.dispatch(action(s.pick, engine));
		else if (s.kind === 'undo') await engine.undo();
		else if (s.kind === 'redo') await engine.redo();
		else kept = stored(engine.checkpoint());
		expect(shown(engine.snapshot)).toStrictEqual(shown(engine.derive(engine.snapshot.log)));
	}
	const reloaded = new SessionEngine<S>(
		's',
		flow,
		context,
		store.entries,
		memoryStore(),
		() => {},
		{
			checkpointEvery: every,
			checkpoint: kept
		}
	);
	expect(shown(reloaded.snapshot)).toStrictEqual(shown(engine.derive(store.entries)));
	// It started from the stored snapshot exactly when those actions are still in effect.
	const chain = chainIds(reloaded.snapshot.timeline.done.map((d) => d.id));
	const inEffect = !!kept && chain[kept.count - 1] === kept.hash;
	expect(reloaded.resumedFrom).toBe(inEffect ? kept!.count : 0);
}

describe('fold checkpoints', () => {
	it('score pad: any taps, undo and redo, with any snapshot kept: what shows equals a full fold of the log', async () => {
		const padAction = (pick: number): PadAction =>
			pick % 9 === 0
				? { type: 'nextRound' }
				: { type: 'add', seat: pick % 2, delta: (pick % 41) - 20 };
		await fc.assert(
			fc.asyncProperty(
				fc.array(stepArb, { maxLength: 60 }),
				fc.integer({ min: 1, max: 7 }),
				(steps, every) => check<PadState>(live, ctx, padAction, steps, every)
			),
			{ numRuns: 150 }
		);
	});

	const goldens: Record<string, string> = {
		lancaster: 'lancaster/fixtures/v1-session.json',
		root: 'root/fixtures/golden-game.json',
		xidit: 'xidit/fixtures/golden-live-3p.json',
		'kingdom-defenders': 'kingdom-defenders/fixtures/golden.json',
		'year-of-the-dragon': 'year-of-the-dragon/fixtures/golden-live.json'
	};
	it.each(Object.keys(goldens))(
		'%s: random logs of its golden game’s moves (refused ones too), undone and redone across snapshots: equal to a full fold',
		async (id) => {
			const g = JSON.parse(readFileSync(new URL(`../${goldens[id]}`, import.meta.url), 'utf8')) as {
				players: SessionContext['players'];
				options: unknown;
				seed: string;
				setup?: unknown;
				actions: GameAction[];
			};
			const { module } = await games.find((e) => e.id === id)!.loadModule();
			const base = { players: g.players, options: g.options, seed: g.seed ?? 'ABCDEF' };
			const context = { ...base, setup: g.setup ?? module.drawSetup?.(base) ?? null };
			// Mostly the game's next move (accepted), sometimes any of its moves (often refused).
			const action = (pick: number, engine: SessionEngine<unknown>) => {
				const next = engine.snapshot.timeline.done.length;
				return pick % 5 === 0
					? g.actions[pick % g.actions.length]!
					: g.actions[Math.min(next, g.actions.length - 1)]!;
			};
			await fc.assert(
				fc.asyncProperty(
					fc.array(stepArb, { minLength: 10, maxLength: 70 }),
					fc.integer({ min: 2, max: 12 }),
					(steps, every) => check(module.flows.live, context, action, steps, every)
				),
				{ numRuns: 12 }
			);
		},
		120_000
	);

	it('undo and redo across the stored snapshot point, after a reload from it, show a full fold’s state', async () => {
		const store = memoryStore();
		const opts = { checkpointEvery: 4 };
		const a = new SessionEngine<PadState, PadAction>('s', live, ctx, [], store, () => {}, opts);
		for (let i = 0; i < 30; i++) await a.dispatch({ type: 'add', seat: i % 2, delta: i + 1 });
		const snap = stored(a.checkpoint())!;
		expect(snap.count).toBe(30);
		const b = new SessionEngine<PadState, PadAction>(
			's',
			live,
			ctx,
			store.entries,
			store,
			() => {},
			{
				...opts,
				checkpoint: snap
			}
		);
		expect(b.resumedFrom).toBe(30);
		for (let i = 0; i < 3; i++) {
			await b.undo();
			expect(shown(b.snapshot)).toStrictEqual(shown(b.derive(b.snapshot.log)));
		}
		expect(b.snapshot.timeline.done).toHaveLength(27);
		await b.redo();
		await b.redo();
		expect(shown(b.snapshot)).toStrictEqual(shown(b.derive(b.snapshot.log)));
		// A new move where the undone one was: the snapshot no longer folds the moves in effect.
		await b.dispatch({ type: 'add', seat: 0, delta: 100 });
		const c = new SessionEngine<PadState, PadAction>(
			's',
			live,
			ctx,
			store.entries,
			memoryStore(),
			() => {},
			{
				...opts,
				checkpoint: snap
			}
		);
		expect(c.resumedFrom).toBe(0);
		expect(c.snapshot.state).toStrictEqual(c.derive(store.entries).state);
		expect(c.snapshot.summary.scores.a).toBe(b.snapshot.summary.scores.a);
	});

	it('a snapshot whose moves differ from the log’s (a replaced log) is not used', async () => {
		const store = memoryStore();
		const a = new SessionEngine<PadState, PadAction>('s', live, ctx, [], store, () => {}, {
			checkpointEvery: 5
		});
		for (let i = 0; i < 12; i++) await a.dispatch({ type: 'add', seat: 0, delta: 1 });
		const snap = stored(a.checkpoint())!;
		const other = memoryStore();
		const o = new SessionEngine<PadState, PadAction>('s', live, ctx, [], other);
		for (let i = 0; i < 12; i++) await o.dispatch({ type: 'add', seat: 1, delta: 2 });
		const b = new SessionEngine<PadState, PadAction>(
			's',
			live,
			ctx,
			other.entries,
			memoryStore(),
			() => {},
			{
				checkpointEvery: 5,
				checkpoint: snap
			}
		);
		expect(b.resumedFrom).toBe(0);
		expect(b.snapshot.summary.scores).toEqual({ a: 0, b: 24 });
	});
});

describe('chained hashes of the actions in effect', () => {
	it('a prefix keeps its hashes; another id, order or length changes every hash from there', () => {
		const ids = ['e1', 'e2', 'e3', 'e4'];
		const chain = chainIds(ids);
		expect(new Set(chain).size).toBe(4);
		expect(chain.every((h) => /^[0-9a-f]{16}$/.test(h))).toBe(true);
		expect(chainIds(ids.slice(0, 2))).toEqual(chain.slice(0, 2));
		expect(chainIds(['e1', 'e2', 'x3', 'e4']).slice(2)).not.toContain(chain[2]);
		expect(chainIds(['e1', 'e3', 'e2', 'e4'])[3]).not.toBe(chain[3]);
		expect(chainIds(['e1e2', 'e3', 'e4'])[2]).not.toBe(chain[3]);
	});

	it('a state’s digest is its JSON’s: equal states agree, any change differs', async () => {
		const a = await stateHash({ s: [1, 2] }, null);
		expect(a).toMatch(/^[0-9a-f]{64}$/);
		expect(await stateHash({ s: [1, 2] }, null)).toBe(a);
		expect(await stateHash({ s: [1, 3] }, null)).not.toBe(a);
		expect(await stateHash({ s: [1, 2] }, { s: [1] })).not.toBe(a);
	});
});

describe('stored snapshots', () => {
	const want = { sessionId: 's', flow: 'live', gameVersion: 3, storedVersion: 3 };
	const row = async (over: Partial<StoredCheckpoint> = {}): Promise<StoredCheckpoint> => {
		const state = { scores: { a: 5 } };
		const before = { scores: { a: 2 } };
		return {
			sessionId: 's',
			flow: 'live',
			gameVersion: 3,
			storedVersion: 3,
			logLength: 4,
			count: 2,
			hash: 'abc',
			state,
			before,
			refused: [],
			stateHash: await stateHash(state, before),
			at: 1,
			...over
		};
	};

	it('one made by these rules for this session is used', async () => {
		expect(await usableStored(await row(), want)).toMatchObject({
			count: 2,
			state: { scores: { a: 5 } }
		});
	});

	it('a game version bump, another stored version, flow or session: not used', async () => {
		expect(await usableStored(await row({ gameVersion: 2 }), want)).toBeNull();
		expect(await usableStored(await row(), { ...want, gameVersion: 4 })).toBeNull();
		expect(await usableStored(await row({ storedVersion: 2 }), want)).toBeNull();
		expect(await usableStored(await row({ flow: 'scorer' }), want)).toBeNull();
		expect(await usableStored(await row({ sessionId: 't' }), want)).toBeNull();
	});

	it('a corrupt one (its state changed, a field missing, a refusal past its count) is not used', async () => {
		expect(await usableStored(await row({ state: { scores: { a: 6 } } }), want)).toBeNull();
		expect(await usableStored(await row({ before: null }), want)).toBeNull();
		const { hash: _hash, ...noHash } = await row();
		expect(await usableStored(noHash, want)).toBeNull();
		expect(
			await usableStored(await row({ refused: [{ index: 2, reason: { key: 'x' } }] }), want)
		).toBeNull();
		expect(await usableStored(await row({ count: -1 }), want)).toBeNull();
		expect(await usableStored(null, want)).toBeNull();
		expect(await usableStored('junk', want)).toBeNull();
	});
});
