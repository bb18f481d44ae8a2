/**
 * Issue 12 point 5, for every game: options from a link or a backup are checked value by value
 * (allow-lists, own keys), and options a game accepts always start — its setup and first state
 * are made without an exception or a refusal. Hostile values (`constructor`, `__proto__`,
 * wrong types) in any field are refused with a translated reason, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '$lib/games/registry';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

/** Never a valid value of any option: inherited names, objects where scalars belong. */
const HOSTILE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', { constructor: 1 }];

describe.each(games.map((g) => [g.id, g] as const))('%s options', (_id, entry) => {
	it('a hostile value in any option field is refused with a translated reason', async () => {
		const { module } = await entry.loadModule();
		const catalogues: Record<string, string>[] = [
			{ ...en, ...(await module.messages.en()) },
			{ ...es, ...(await module.messages.es()) }
		];
		for (let n = entry.minPlayers; n <= Math.min(entry.maxPlayers, 6); n++) {
			const defaults = module.defaultOptions(n) as Record<string, unknown>;
			expect(module.validateOptions(defaults, n), `defaults for ${n}`).toBeNull();
			for (const field of Object.keys(defaults))
				for (const bad of HOSTILE) {
					const reason = module.validateOptions({ ...defaults, [field]: bad }, n);
					expect(reason, `${field} = ${JSON.stringify(bad)} with ${n} players`).not.toBeNull();
					for (const c of catalogues) expect(c[reason!.key], reason!.key).toBeTypeOf('string');
				}
		}
	});

	it('options the game accepts always start: setup and first state, no exception', async () => {
		const { module } = await entry.loadModule();
		const n = Math.min(Math.max(3, entry.minPlayers), entry.maxPlayers);
		const players = Array.from({ length: n }, (_, i) => ({
			id: `p${i + 1}`,
			name: `P${i + 1}`,
			color: '#123456'
		}));
		const defaults = module.defaultOptions(n) as Record<string, unknown>;
		// A game with no options is fuzzed with hostile names only.
		const field = fc.constantFrom(
			...Object.keys(defaults),
			...HOSTILE.filter((h) => typeof h === 'string')
		);
		const value = fc.oneof(
			fc.jsonValue({ maxDepth: 2 }),
			fc.constantFrom(...HOSTILE, null, [], {}, -1, 1e9, ...Object.values(defaults))
		);
		fc.assert(
			fc.property(fc.array(fc.tuple(field, value), { maxLength: 3 }), (changes) => {
				const options: Record<string, unknown> = { ...defaults };
				for (const [k, v] of changes) options[k] = v;
				if (module.validateOptions(options, n) !== null) return;
				const base = { players, options, seed: 'ABCDEF' };
				const ctx: SessionContext = { ...base, setup: module.drawSetup?.(base) ?? null };
				for (const flow of [module.flows.live, module.flows.scorer]) {
					const state = flow.init(ctx);
					expect(isInvalid(state)).toBe(false);
					flow.summarize(state, ctx);
				}
			}),
			{ numRuns: 300, seed: 12 }
		);
	});
});
