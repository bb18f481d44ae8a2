/**
 * Contract property: every game's live and scorer flows take any JSON action — from a tap,
 * a replayed log or an imported backup — without throwing, and every refusal is a message
 * the person can read in both languages (never `error.internal`, the bug net of core/define).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { games } from '$lib/games/registry';
import {
	isInvalid,
	type FlowId,
	type GameAction,
	type SessionContext
} from '$lib/games/core/types';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

const ACTIONS_PER_FLOW = 10_000;
const RUN_LENGTH = 50;

function keysOf(schema: unknown): string[] {
	const s = schema as { entries?: Record<string, unknown>; options?: unknown[] };
	if (s.entries) return Object.keys(s.entries).filter((k) => k !== 'type');
	if (Array.isArray(s.options)) return [...new Set(s.options.flatMap(keysOf))];
	return [];
}

const EXTRA_KEYS = ['player', 'seat', 'value', 'field', 'round', 'count', 'id', '__proto__'];

function actionArb(types: string[], keys: Record<string, string[]>, ids: string[]) {
	const scalar = fc.oneof(
		fc.constantFrom(...ids, '__proto__', 'constructor'),
		fc.integer({ min: -3, max: 40 }),
		fc.boolean(),
		fc.constant(null),
		fc.string({ maxLength: 6 })
	);
	const value = fc.oneof(
		{ weight: 5, arbitrary: scalar },
		{ weight: 1, arbitrary: fc.array(scalar, { maxLength: 6 }) },
		{ weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...ids, 'x'), scalar, { maxKeys: 4 }) }
	);
	return fc.oneof(
		{ weight: 1, arbitrary: fc.jsonValue() },
		{
			weight: 12,
			arbitrary: fc.constantFrom(...types, 'nope').chain((type) =>
				fc
					.dictionary(fc.constantFrom(...(keys[type] ?? []), ...EXTRA_KEYS), value, {
						maxKeys: 6
					})
					.map((fields) => ({ ...fields, type }))
			)
		}
	);
}

describe.each(games.map((g) => [g.id, g] as const))('%s: random JSON actions', (_id, entry) => {
	it.each(['live', 'scorer'] as FlowId[])(
		`${ACTIONS_PER_FLOW.toLocaleString('en')} actions to the %s flow: no exception, every refusal translated`,
		async (flowId) => {
			const { module } = await entry.loadModule();
			const flow = module.flows[flowId];
			const n = Math.min(Math.max(3, entry.minPlayers), entry.maxPlayers);
			const players = Array.from({ length: n }, (_, i) => ({
				id: `p${i + 1}`,
				name: `P${i + 1}`,
				color: '#123456'
			}));
			const base = { players, options: module.defaultOptions(n), seed: 'ABCDEF' };
			const ctx: SessionContext = { ...base, setup: module.drawSetup?.(base) ?? null };
			const schemas = flow.schemas ?? {};
			const types = Object.keys(schemas);
			expect(types.length, 'the flow is declared with core/define').toBeGreaterThan(0);
			const keys = Object.fromEntries(types.map((t) => [t, keysOf(schemas[t])]));
			const catalogues = {
				en: { ...en, ...(await module.messages.en()) },
				es: { ...es, ...(await module.messages.es()) }
			};
			let accepted = 0;
			fc.assert(
				fc.property(
					fc.array(
						actionArb(
							types,
							keys,
							players.map((p) => p.id)
						),
						{
							minLength: RUN_LENGTH,
							maxLength: RUN_LENGTH
						}
					),
					(actions) => {
						let state = flow.init(ctx);
						for (const a of actions) {
							const next = flow.reduce(state, a as GameAction, ctx);
							if (isInvalid(next)) {
								expect(next.reason.key).not.toBe('error.internal');
								expect(catalogues.en, next.reason.key).toHaveProperty([next.reason.key]);
								expect(catalogues.es, next.reason.key).toHaveProperty([next.reason.key]);
							} else {
								const line = flow.describe(a as GameAction, state, ctx);
								expect(line.key).not.toBe('error.internal');
								flow.summarize(next, ctx);
								state = JSON.parse(JSON.stringify(next));
								accepted++;
							}
						}
					}
				),
				{ numRuns: ACTIONS_PER_FLOW / RUN_LENGTH, seed: 42 }
			);
			// Not a vacuous run: some random actions were legal.
			expect(accepted).toBeGreaterThan(0);
		},
		120_000
	);
});

describe('core/define', () => {
	it('parses actions at the boundary: unknown or malformed input is a translated refusal', async () => {
		const { module } = await games.find((g) => g.id === 'score-pad')!.loadModule();
		const flow = module.flows.live;
		const ctx: SessionContext = {
			players: [{ id: 'a', name: 'Ana', color: '#123456' }],
			options: { lowWins: false },
			seed: 'ABCDEF'
		};
		const s = flow.init(ctx);
		expect(flow.reduce(s, { type: 'fly' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'error.unknownAction' }
		});
		expect(flow.reduce(s, { type: 'toString' }, ctx)).toEqual({
			invalid: true,
			reason: { key: 'error.unknownAction' }
		});
		expect(flow.reduce(s, { type: 'add', seat: '0', delta: 2 } as GameAction, ctx)).toEqual({
			invalid: true,
			reason: { key: 'error.badAction' }
		});
		expect(v.parse(v.string(), 'ok')).toBe('ok');
	});
});
