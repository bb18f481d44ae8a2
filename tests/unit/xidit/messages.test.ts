import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { SessionContext } from '$lib/games/core/types';
import es from '$lib/games/xidit/messages/es';
import en from '$lib/games/xidit/messages/en';
import {
	blankRegions,
	defaultOptions,
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type Options,
	type ScorerAction
} from '$lib/games/xidit/state';
import { CRITERIA, REGION_IDS, UNIT_TYPES } from '$lib/games/xidit/data';
import { module } from '$lib/games/xidit';

const messages = { es, en };

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: 'red' },
		{ id: 'b', name: 'Bea', color: 'blue' },
		{ id: 'c', name: 'Carl', color: 'green' }
	],
	options: defaultOptions(),
	seed: 'MSG234'
};

describe('xidit messages', () => {
	it('es and en have exactly the same keys, all prefixed xidit.', async () => {
		expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
		for (const k of Object.keys(messages.es)) expect(k.startsWith('xidit.')).toBe(true);
		// Each language is its own lazy chunk (contract v2); both load the same catalogues.
		await expect(module.messages.es()).resolves.toBe(messages.es);
		await expect(module.messages.en()).resolves.toBe(messages.en);
	});

	it('every message is valid ICU in both languages', () => {
		for (const locale of ['es', 'en'] as const)
			for (const [key, text] of Object.entries(messages[locale]))
				expect(() => new IntlMessageFormat(text, locale), `${locale} ${key}`).not.toThrow();
	});

	it('names every unit, criterion and region', () => {
		for (const u of UNIT_TYPES) expect(messages.es[`xidit.unit.${u}`]).toBeTruthy();
		for (const u of UNIT_TYPES) expect(messages.es[`xidit.reward.${u}`]).toBeTruthy();
		for (const c of CRITERIA) expect(messages.en[`xidit.criterion.${c}`]).toBeTruthy();
		for (const r of REGION_IDS) expect(messages.en[`xidit.region.${r}`]).toBeTruthy();
		for (const r of ['lowest', 'ghostTie', 'fewerUnits', 'fartherFromFirst'])
			expect(messages.es[`xidit.reason.${r}`]).toBeTruthy();
	});

	const state = live.init(ctx);
	const censusState: LiveState = {
		...state,
		phase: 'census',
		census: { year: 4, unitIndex: 0, entries: { a: 1, b: 0, c: 0 }, results: [] }
	};
	const liveSamples: [LiveAction, LiveState][] = [
		[{ type: 'setFirstPlayer', player: 'a' }, state],
		[{ type: 'endYear' }, state],
		[{ type: 'endYear' }, { ...state, year: 4 }],
		[{ type: 'titanAwakening' }, state],
		[{ type: 'ghostRise', player: 'a', criterion: 'wealth' }, state],
		[
			{
				type: 'threat',
				player: 'a',
				unitsSpent: 2,
				sovereigns: 3,
				guildLevels: 1,
				bards: { region3: 2 },
				ghost: 'wealth'
			},
			state
		],
		[{ type: 'recruit', player: 'a' }, state],
		[{ type: 'adjust', player: 'a', field: 'sovereigns', delta: -2 }, state],
		[{ type: 'adjustBards', player: 'a', region: 'bastion', delta: 1 }, state],
		[{ type: 'censusEnter', player: 'a', count: 1 }, censusState],
		[{ type: 'censusReveal' }, censusState],
		[{ type: 'censusResolve', counts: { a: 0, b: 0, c: 0 } }, censusState],
		[
			{ type: 'setRegion', region: 'region3', label: 'Nevada', first: 5, second: 2, mark: 0 },
			state
		],
		[{ type: 'startEvaluation' }, state],
		[{ type: 'setFinal', player: 'a', field: 'units', value: 3 }, state],
		[{ type: 'setFinalBards', player: 'a', region: 'region3', value: 3 }, state],
		[{ type: 'evaluate' }, state]
	];
	const scorerSamples: ScorerAction[] = [
		{ type: 'set', player: 'a', field: 'guildLevels', value: 4 },
		{ type: 'setBards', player: 'b', region: 'region5', value: 2 },
		{ type: 'setRegion', region: 'region5', label: '', first: 5, second: 2, mark: 0 },
		{ type: 'setOrder', order: ['reputation', 'wealth', 'influence'] },
		{ type: 'setFirstPlayer', player: 'c' },
		{ type: 'setGhost', criterion: 'influence', value: 7 },
		{ type: 'finish' }
	];

	it('every describe() key exists in both catalogues and formats with its values', () => {
		const refs = [
			...liveSamples.map(([a, s]) => live.describe(a, s, ctx)),
			...scorerSamples.map((a) => scorer.describe(a, scorer.init(ctx), ctx))
		];
		for (const ref of refs)
			for (const locale of ['es', 'en'] as const) {
				const text = messages[locale][ref.key];
				expect(text, `${locale} ${ref.key}`).toBeTruthy();
				const out = new IntlMessageFormat(text, locale).format(ref.values ?? {});
				expect(String(out)).not.toContain('{');
			}
	});

	it('every invalid reason key returned by the reducers exists in both catalogues', () => {
		const reasons: string[] = [];
		const s = live.init(ctx);
		const tries: [LiveAction, LiveState][] = [
			[{ type: 'setFirstPlayer', player: 'z' }, s],
			[{ type: 'censusReveal' }, s],
			[
				{ type: 'censusReveal' },
				{ ...censusState, census: { ...censusState.census!, entries: {} } }
			],
			[{ type: 'censusResolve', counts: { a: 99, b: 0, c: 0 } }, censusState],
			[{ type: 'censusResolve', counts: { a: 10, b: 9, c: 0 } }, censusState],
			[{ type: 'adjust', player: 'a', field: 'units', delta: -1 }, s],
			[{ type: 'adjust', player: 'a', field: 'units', delta: 0.5 }, s],
			[{ type: 'adjust', player: 'a', field: 'x' as 'units', delta: 1 }, s],
			[{ type: 'adjustBards', player: 'a', region: 'zz', delta: 1 }, s],
			[
				{
					type: 'threat',
					player: 'a',
					unitsSpent: 1,
					sovereigns: 0,
					guildLevels: 0,
					bards: {},
					ghost: 'wealth'
				},
				s
			],
			[
				{
					type: 'threat',
					player: 'a',
					unitsSpent: 0,
					sovereigns: 0,
					guildLevels: 0,
					bards: {},
					ghost: null
				},
				s
			],
			[
				{
					type: 'threat',
					player: 'a',
					unitsSpent: 0,
					sovereigns: 0,
					guildLevels: 99,
					bards: {},
					ghost: 'wealth'
				},
				s
			],
			[{ type: 'ghostRise', player: 'a', criterion: 'fame' as 'wealth' }, s],
			[
				{
					type: 'setRegion',
					region: 'region1',
					label: 'x'.repeat(50),
					first: 1,
					second: 0,
					mark: 0
				},
				s
			],
			[{ type: 'setRegion', region: 'region1', label: '', first: 1, second: 2, mark: 0 }, s],
			[{ type: 'setRegion', region: 'region1', label: '', first: 2, second: 1, mark: 7 }, s],
			[{ type: 'evaluate' }, s],
			[{ type: 'evaluate' }, { ...s, phase: 'evaluation', final: s.tally }],
			[
				{ type: 'evaluate' },
				{
					...s,
					phase: 'evaluation',
					final: s.tally,
					// Marks stripped: regions 1 and 2 carry them from the start (Reglamento p.17).
					regions: blankRegions().map((r) => ({ ...r, first: 1, second: 0, mark: 0 }))
				}
			],
			[{ type: 'titanAwakening' }, { ...s, phase: 'finished' }],
			[{ type: 'nope' } as unknown as LiveAction, s]
		];
		for (const [a, st] of tries) {
			const r = live.reduce(st, a, ctx);
			if ('invalid' in r) reasons.push(r.reason.key);
			else throw new Error(`expected ${a.type} to be invalid`);
		}
		expect(new Set(reasons).size).toBeGreaterThan(12);
		for (const key of reasons) {
			expect(messages.es[key], key).toBeTruthy();
			expect(messages.en[key], key).toBeTruthy();
		}
		const opt = module.validateOptions({}, 4);
		expect(opt && messages.es[opt.key]).toBeTruthy();
	});
});

describe('xidit messages: names shown to people', () => {
	it('region ids read as region names; evaluation ordinals in both languages', () => {
		const f = (l: 'es' | 'en', key: string, values: Record<string, string | number>) =>
			new IntlMessageFormat(messages[l][key], l).format(values);
		expect(f('en', 'xidit.error.regionValuesMissing', { region: 'region1' })).toBe(
			'The reputation values of Region 1 are missing'
		);
		expect(f('es', 'xidit.error.regionValuesMissing', { region: 'bastion' })).toBe(
			'Faltan los valores de Reputación de Región Central (Bastión)'
		);
		expect(f('en', 'xidit.error.regionValuesMissing', { region: 'Ilyrion' })).toBe(
			'The reputation values of Ilyrion are missing'
		);
		expect([1, 2, 3].map((n) => f('es', 'xidit.evaluation.number', { n }))).toEqual([
			'Primera Evaluación',
			'Segunda Evaluación',
			'Tercera Evaluación'
		]);
	});
	it('a refused unit count agrees with the unit’s gender in Spanish, and names the unit in English', () => {
		const say = (locale: 'es' | 'en', unit: string) =>
			String(
				new IntlMessageFormat(messages[locale]['xidit.error.notEnoughOfUnit'], locale).format({
					unit
				})
			);
		expect(say('es', 'mages')).toContain('tantos Magos de Batalla');
		expect(say('es', 'archers')).toContain('tantos Arqueros');
		expect(say('es', 'clerics')).toContain('tantos Clérigos');
		expect(say('es', 'militia')).toContain('tantas Milicias Campesinas');
		expect(say('es', 'infantry')).toContain('tantas Unidades de Infantería');
		for (const u of UNIT_TYPES)
			expect(say('es', u)).not.toMatch(/tantas (Magos|Arqueros|Clérigos)/);
		expect(say('en', 'mages')).toContain('that many Battle Mages');
	});

	it('a recruit’s log line names the unit recruited (and says «a unit» when none was recorded)', () => {
		const line = (locale: 'es' | 'en', a: LiveAction) => {
			const ref = live.describe(a, live.init(ctx), ctx);
			return String(new IntlMessageFormat(messages[locale][ref.key], locale).format(ref.values));
		};
		expect(line('es', { type: 'recruit', player: 'a', unit: 'mages' })).toBe(
			'Ana recluta un Mago de Batalla'
		);
		expect(line('es', { type: 'recruit', player: 'a', unit: 'militia' })).toBe(
			'Ana recluta una Milicia Campesina'
		);
		expect(line('en', { type: 'recruit', player: 'a', unit: 'archers' })).toBe(
			'Ana recruits an Archer'
		);
		expect(line('es', { type: 'recruit', player: 'a' })).toBe('Ana recluta una Unidad');
	});

	it('the secret census help says what the screen does: a number’s tap hides it (no «Hide» button)', () => {
		expect(messages.es['xidit.ui.census.secretHelp']).not.toContain('Ocultar');
		expect(messages.en['xidit.ui.census.secretHelp']).not.toContain('Hide');
	});
});
