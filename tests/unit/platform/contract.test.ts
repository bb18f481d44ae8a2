import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineFlow, isLegal, move, refusal } from '$lib/games/core/define';
import { countField, defineScorer } from '$lib/games/core/scorer';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import { fold } from '$lib/games/core/log';
import { invalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import { SessionEngine } from '$lib/session/engine';

const ctx: SessionContext = {
	players: [
		{ id: 'a', name: 'Ana', color: '#111111' },
		{ id: 'b', name: 'Ben', color: '#222222' }
	],
	options: {},
	seed: 'ABCDEF'
};

const counter = defineFlow<{ n: number }, unknown>({
	init: () => ({ n: 0 }),
	moves: {
		inc: move<{ n: number }, unknown, { type: 'inc'; by: number }>({
			schema: v.object({ type: v.literal('inc'), by: v.pipe(v.number(), v.integer()) }),
			apply: (s, a) => (a.by > 3 ? invalid('test.tooMuch') : { n: s.n + a.by }),
			describe: (a) => ({ key: 'test.inc', values: { by: a.by } })
		}),
		boom: move<{ n: number }, unknown, { type: 'boom' }>({
			schema: v.object({ type: v.literal('boom') }),
			apply: () => {
				throw new Error('a bug');
			},
			describe: () => ({ key: 'test.boom' })
		})
	},
	summarize: (s) => ({ round: null, finished: false, scores: { a: s.n }, winners: [] })
});

describe('core/define', () => {
	it('a move sees only parsed input; an exception inside a move becomes error.internal', () => {
		const s = counter.init(ctx);
		expect(counter.reduce(s, { type: 'inc', by: 2 } as GameAction, ctx)).toEqual({ n: 2 });
		expect(counter.reduce(s, { type: 'inc', by: 'x' } as GameAction, ctx)).toMatchObject({
			reason: { key: 'error.badAction' }
		});
		expect(counter.reduce(s, { type: 'boom' }, ctx)).toMatchObject({
			reason: { key: 'error.internal' }
		});
		expect(counter.reduce(s, { type: '__proto__' }, ctx)).toMatchObject({
			reason: { key: 'error.unknownAction' }
		});
	});

	it('screens ask the game: isLegal and refusal are dry runs of the move', () => {
		const s = counter.init(ctx);
		expect(isLegal(counter, s, { type: 'inc', by: 3 } as GameAction, ctx)).toBe(true);
		expect(refusal(counter, s, { type: 'inc', by: 4 } as GameAction, ctx)).toEqual({
			key: 'test.tooMuch'
		});
	});
});

describe('core/scorer', () => {
	const scorer = defineScorer<unknown, null, Record<string, number>>({
		prefix: 'test',
		screen: { intro: 'test.intro', finish: 'test.finish', field: (f) => `test.${f}` },
		fields: () => ({ vp: countField(30) }),
		score: (s) => Object.fromEntries(Object.entries(s.values).map(([id, v]) => [id, v.vp ?? 0])),
		scores: (r) => r,
		winners: (r) => {
			const best = Math.max(...Object.values(r));
			return Object.keys(r).filter((id) => r[id] === best);
		}
	});

	it('sets fields within their limits, finishes, and a reopen lets a correction re-score', () => {
		const run = (actions: GameAction[]) => fold(scorer, ctx, actions);
		const set = (player: string, value: number) =>
			({ type: 'set', player, field: 'vp', value }) as GameAction;
		const first = run([set('a', 12), set('b', 20), { type: 'finish' }]);
		expect(scorer.summarize(first.state, ctx)).toMatchObject({ finished: true, winners: ['b'] });
		const corrected = run([
			set('a', 12),
			set('b', 20),
			{ type: 'finish' },
			set('a', 25),
			{ type: 'reopen' },
			set('a', 25),
			{ type: 'finish' }
		]);
		// A change after finishing is refused until reopened: the skipped entry says so.
		expect(corrected.refused).toEqual([{ index: 3, reason: { key: 'scorer.finished' } }]);
		expect(scorer.summarize(corrected.state, ctx)).toMatchObject({ winners: ['a'] });
		expect(run([set('a', 31)]).refused[0]!.reason).toEqual({
			key: 'scorer.outOfRange',
			values: { min: 0, max: 30 }
		});
		expect(run([set('__proto__', 3)]).refused[0]!.reason.key).toBe('error.unknownPlayer');
	});
});

describe('core/replay', () => {
	const module = {
		version: 3,
		migrations: [
			{
				from: 1,
				migrate: (as: readonly GameAction[]) =>
					as.map((a) => (a.type === 'old' ? { type: 'inc', by: 1 } : a))
			},
			{ from: 2, migrate: (as: readonly GameAction[]) => as }
		]
	};

	it('replays an older session through the kept migrations', () => {
		const r = migrateActions(module, 1, [{ type: 'old' }]);
		expect(r).toEqual({ actions: [{ type: 'inc', by: 1 }], notice: null });
	});

	it('keeps a session as recorded, with a notice, where no migration covers the gap', () => {
		expect(migrateActions({ version: 3, migrations: [] }, 1, []).notice).toEqual({
			key: 'session.olderVersion'
		});
		expect(migrateActions(module, 4, []).notice).toEqual({ key: 'session.newerVersion' });
	});

	it('uses the stored setup and draws only when a session has none', () => {
		const drawn = { first: 'b' };
		const m = { drawSetup: () => drawn };
		const row = { players: ctx.players, options: {}, seed: 'ABCDEF' };
		expect(sessionContext(m, { ...row, setup: { first: 'a' } }).setup).toEqual({ first: 'a' });
		expect(sessionContext(m, { ...row, setup: null }).setup).toBe(drawn);
	});
});

describe('session engine entries', () => {
	it('every entry carries a unique id and the id of the entry it follows', async () => {
		const stored: unknown[] = [];
		let n = 0;
		const engine = new SessionEngine(
			's',
			counter,
			ctx,
			[],
			{ append: async (_s, e) => void stored.push(e) },
			() => {},
			{ newId: () => `id${n++}`, now: () => 100 }
		);
		await engine.dispatch({ type: 'inc', by: 1 } as GameAction);
		await engine.undo();
		await engine.redo();
		expect(engine.snapshot.log.map((e) => [e.id, e.parent, e.kind])).toEqual([
			['id0', null, 'do'],
			['id1', 'id0', 'undo'],
			['id2', 'id1', 'redo']
		]);
	});

	it("reports stored actions that today's rules refuse, with the reason and the entry", () => {
		const log = [
			{ seq: 0, id: 'x', parent: null, at: 1, kind: 'do' as const, action: { type: 'inc', by: 9 } }
		];
		const engine = new SessionEngine('s', counter, ctx, log, { append: async () => {} });
		expect(engine.snapshot.refused).toEqual([
			{ index: 0, seq: 0, reason: { key: 'test.tooMuch' } }
		]);
	});
});
