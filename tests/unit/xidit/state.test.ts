import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	blankRegions,
	defaultOptions,
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type Options,
	type ScorerAction,
	type ScorerState
} from '$lib/games/xidit/state';
import { module } from '$lib/games/xidit';

const ctx4: SessionContext<Options> = {
	players: [
		{ id: 'maria', name: 'María', color: 'red' },
		{ id: 'ainhoa', name: 'Ainhoa', color: 'blue' },
		{ id: 'andres', name: 'Andrés', color: 'green' },
		{ id: 'david', name: 'David', color: 'black' }
	],
	options: defaultOptions(),
	seed: 'TEST01'
};
const ctx3: SessionContext<Options> = { ...ctx4, players: ctx4.players.slice(0, 3) };

function deepFreeze<T>(o: T): T {
	if (o && typeof o === 'object') {
		Object.freeze(o);
		for (const v of Object.values(o)) deepFreeze(v);
	}
	return o;
}

/** Applies actions, failing loudly on an invalid one. */
function run(ctx: SessionContext<Options>, actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const next = live.reduce(deepFreeze(s), a, ctx);
		if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
		s = next;
	}
	return s;
}

function expectInvalid(s: LiveState, a: LiveAction, key: string, ctx = ctx4): Invalid {
	const before = JSON.stringify(s);
	const r = live.reduce(deepFreeze(s), a, ctx);
	expect(isInvalid(r)).toBe(true);
	expect((r as Invalid).reason.key).toBe(key);
	expect(JSON.stringify(s)).toBe(before);
	return r as Invalid;
}

const years = (n: number): LiveAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));
const census = (counts: Record<string, number>[]): LiveAction[] =>
	counts.map((c) => ({ type: 'censusResolve', counts: c }));
const zero = { maria: 0, ainhoa: 0, andres: 0, david: 0 };

describe('live: year calendar', () => {
	it('starts in year 1 with the setup’s first player and no titans', () => {
		const s = live.init(ctx4);
		expect(s).toMatchObject({ year: 1, phase: 'play', titanAwakenings: 0, ghost: null });
		expect(s.firstPlayer).toBe(s.setup.firstPlayer);
		expect(live.summarize(s, ctx4).round).toBe(1);
	});

	it('endYear advances the year and passes the first player left (Reglamento p.13 «FASE CINCO»)', () => {
		const s0 = run(ctx4, [{ type: 'setFirstPlayer', player: 'david' }]);
		expect(s0.firstPlayer).toBe(3);
		const s = run(ctx4, years(1), s0);
		expect(s.year).toBe(2);
		expect(s.firstPlayer).toBe(0);
		// Gold is secret until the end (Reglamento p.3 «Soberanos de Oro ...
		// detrás de su Pantalla»), so the shared chart shows nothing while the game runs; the
		// year's gold is still kept for the chart after the final evaluation.
		expect(live.scoreHistory?.(s, ctx4)).toEqual([]);
		expect(s.history).toEqual([{ year: 1, scores: { maria: 0, ainhoa: 0, andres: 0, david: 0 } }]);
	});

	it('after year 4 the Military Census begins (p.13); short game after year 3 (p.18)', () => {
		expect(run(ctx4, years(4)).phase).toBe('census');
		const short = { ...ctx4, options: { ...ctx4.options, short: true } };
		expect(run(short, years(3))).toMatchObject({ phase: 'census', year: 3 });
	});

	it('counts Titan awakenings, only during play', () => {
		const s = run(ctx4, [{ type: 'titanAwakening' }, { type: 'titanAwakening' }]);
		expect(s.titanAwakenings).toBe(2);
		expectInvalid(run(ctx4, years(4)), { type: 'titanAwakening' }, 'xidit.error.notDuring.census');
	});

	it('rejects unknown players and actions', () => {
		const s = live.init(ctx4);
		expectInvalid(s, { type: 'setFirstPlayer', player: 'zoe' }, 'xidit.error.unknownPlayer');
		expectInvalid(s, { type: 'nope' } as unknown as LiveAction, 'xidit.error.unknownMove');
	});
});

describe('live: census resolver (Reglamento p.13)', () => {
	const atCensus = () => run(ctx4, [{ type: 'setFirstPlayer', player: 'maria' }, ...years(4)]);

	it('secret entries, then reveal together; militia winner gets 1 SO in the tally', () => {
		let s = atCensus();
		s = run(
			ctx4,
			[
				{ type: 'censusEnter', player: 'maria', count: 2 },
				{ type: 'censusEnter', player: 'ainhoa', count: 1 },
				{ type: 'censusEnter', player: 'andres', count: 2 }
			],
			s
		);
		expectInvalid(s, { type: 'censusReveal' }, 'xidit.error.censusIncomplete');
		// The log line of a secret entry never shows the count.
		expect(live.describe({ type: 'censusEnter', player: 'david', count: 0 }, s, ctx4)).toEqual({
			key: 'xidit.log.censusEnter',
			values: { player: 'David' }
		});
		s = run(ctx4, [{ type: 'censusEnter', player: 'david', count: 0 }], s);
		const line = live.describe({ type: 'censusReveal' }, s, ctx4);
		expect(line.key).toBe('xidit.log.census');
		expect(line.values).toMatchObject({
			unit: 'militia',
			winners: 'María, Andrés',
			count: 2,
			max: 2
		});
		s = run(ctx4, [{ type: 'censusReveal' }], s);
		expect(s.tally.maria.sovereigns).toBe(1);
		expect(s.tally.andres.sovereigns).toBe(1);
		expect(s.census?.unitIndex).toBe(1);
		expect(s.census?.results[0].winners).toEqual(['maria', 'andres']);
	});

	it('example: census of Clérigos, María 1, Ainhoa 1, Andrés 0, David 2: David wins 2 bards', () => {
		const s = run(ctx4, census([zero, zero, zero]), atCensus());
		const counts = { maria: 1, ainhoa: 1, andres: 0, david: 2 };
		expect(live.describe({ type: 'censusResolve', counts }, s, ctx4).values).toMatchObject({
			unit: 'clerics',
			winners: 'David',
			reward: 'bards',
			amount: 2
		});
		const after = run(ctx4, census([counts]), s);
		expect(after.census?.results[3]).toMatchObject({ unit: 'clerics', winners: ['david'] });
	});

	it('archers pay 2 SO to every tied winner; after the mages the year passes', () => {
		const s = run(
			ctx4,
			census([zero, { ...zero, ainhoa: 3, david: 3 }, zero, zero, zero]),
			atCensus()
		);
		expect(s.tally.ainhoa.sovereigns).toBe(2);
		expect(s.tally.david.sovereigns).toBe(2);
		// María held the token in year 1, David in year 4: it passes left to María.
		expect(s).toMatchObject({ phase: 'play', year: 5, firstPlayer: 0, census: null });
		expect(s.censuses).toHaveLength(1);
	});

	it('rejects impossible counts', () => {
		const s = atCensus();
		expectInvalid(
			s,
			{ type: 'censusResolve', counts: { ...zero, maria: -1 } },
			'xidit.error.notNonNegative'
		);
		expectInvalid(
			s,
			{ type: 'censusResolve', counts: { ...zero, maria: 19 } },
			'xidit.error.tooManyUnits'
		);
		expectInvalid(
			s,
			{ type: 'censusResolve', counts: { maria: 10, ainhoa: 9, andres: 0, david: 0 } },
			'xidit.error.censusExceedsSupply'
		);
		expectInvalid(s, { type: 'endYear' }, 'xidit.error.notDuring.census');
	});
});

describe('live: ghost player (Reglamento p.17–18)', () => {
	it('example: David eliminates a Threat and raises the ghost’s Riqueza', () => {
		const s = live.init(ctx3);
		const before = s.ghost?.wealth ?? 0;
		const a: LiveAction = { type: 'ghostRise', player: 'andres', criterion: 'wealth' };
		expect(run(ctx3, [a]).ghost?.wealth).toBe(before + 1);
		expect(live.describe(a, s, ctx3)).toEqual({
			key: 'xidit.log.ghostRise',
			values: { player: 'Andrés', criterion: 'wealth' }
		});
	});

	it('no ghost with 4 players; a Threat with 3 players must say which ghost track rises', () => {
		expectInvalid(
			live.init(ctx4),
			{ type: 'ghostRise', player: 'maria', criterion: 'wealth' },
			'xidit.error.noGhost'
		);
		const threat: LiveAction = {
			type: 'threat',
			player: 'maria',
			unitsSpent: 0,
			sovereigns: 5,
			guildLevels: 0,
			bards: {},
			ghost: null
		};
		expectInvalid(live.init(ctx3), threat, 'xidit.error.ghostChoiceRequired', ctx3);
		const s = run(ctx3, [{ ...threat, ghost: 'influence' }]);
		expect(s.ghost?.influence).toBe((live.init(ctx3).ghost?.influence ?? 0) + 1);
		expect(s.tally.maria.sovereigns).toBe(5);
	});
});

describe('live: running tally', () => {
	it('recruits, eliminates a Threat (units spent, SO, guild levels, bards), adjusts', () => {
		const s = run(ctx4, [
			{ type: 'recruit', player: 'maria' },
			{ type: 'recruit', player: 'maria' },
			{ type: 'recruit', player: 'maria' },
			{
				type: 'threat',
				player: 'maria',
				unitsSpent: 3,
				sovereigns: 0,
				guildLevels: 3,
				bards: { region3: 1, bastion: 2 },
				ghost: null
			},
			{ type: 'adjust', player: 'maria', field: 'sovereigns', delta: 2 },
			{ type: 'adjustBards', player: 'maria', region: 'bastion', delta: -1 }
		]);
		expect(s.tally.maria).toEqual({
			sovereigns: 2,
			guildLevels: 3,
			units: 0,
			bards: { region3: 1, bastion: 1 }
		});
	});

	it('rejects what the components cannot do', () => {
		const s = live.init(ctx4);
		const threat = (p: Partial<Extract<LiveAction, { type: 'threat' }>>): LiveAction => ({
			type: 'threat',
			player: 'maria',
			unitsSpent: 0,
			sovereigns: 0,
			guildLevels: 0,
			bards: {},
			ghost: null,
			...p
		});
		expectInvalid(s, threat({ unitsSpent: 1 }), 'xidit.error.notEnoughUnits');
		// Reglamento p.2–3 «ocultar sus Unidades»: the shared screen's refusal names no count.
		expect(
			expectInvalid(s, threat({ unitsSpent: 1 }), 'xidit.error.notEnoughUnits').reason.values
		).toBeUndefined();
		// Issue 14: one Threat builds in one city's guild, at most four levels (Reglamento p.9),
		// refused before the 15-level supply is reached.
		expectInvalid(s, threat({ guildLevels: 16 }), 'xidit.error.guildTooHigh');
		expectInvalid(s, threat({ bards: { region1: 21 } }), 'xidit.error.tooMany');
		expectInvalid(s, threat({ bards: { atlantis: 1 } }), 'xidit.error.unknownRegion');
		expectInvalid(
			s,
			{ type: 'adjust', player: 'maria', field: 'sovereigns', delta: -1 },
			'xidit.error.notNonNegative'
		);
		expectInvalid(
			s,
			{ type: 'adjust', player: 'maria', field: 'sovereigns', delta: 0 },
			'xidit.error.badDelta'
		);
	});

	it('no bards in a region covered by an Empty token (Reglamento p.17)', () => {
		// Region 1 carries mark 1 from the start (Reglamento p.17): the table moves it first.
		const s = run(ctx3, [
			{ type: 'setRegion', region: 'region1', label: '', first: null, second: null, mark: 0 },
			{ type: 'setRegion', region: 'region4', label: 'Nevada', first: 6, second: 2, mark: 1 }
		]);
		expectInvalid(
			s,
			{ type: 'adjustBards', player: 'maria', region: 'region4', delta: 1 },
			'xidit.error.regionUnavailable',
			ctx3
		);
	});
});

describe('live: region values and final evaluation', () => {
	it('region values are validated', () => {
		const s = run(ctx4, [
			{ type: 'setRegion', region: 'region1', label: '', first: 5, second: 2, mark: 1 }
		]);
		expect(s.regions[0]).toEqual({ id: 'region1', label: '', first: 5, second: 2, mark: 1 });
		expectInvalid(
			s,
			{ type: 'setRegion', region: 'region2', label: '', first: 2, second: 5, mark: 0 },
			'xidit.error.secondAboveFirst'
		);
		expectInvalid(
			s,
			{ type: 'setRegion', region: 'region2', label: '', first: 5, second: 2, mark: 1 },
			'xidit.error.markTaken'
		);
		expectInvalid(
			s,
			{ type: 'setRegion', region: 'region2', label: '', first: 5, second: 2, mark: 3 },
			'xidit.error.badMark'
		);
	});

	it('remembered region values from the options prefill the board', () => {
		const regions = blankRegions().map((r) => ({ ...r, first: 4, second: 1 }));
		const s = live.init({ ...ctx4, options: { ...ctx4.options, regions } });
		expect(s.regions[8]).toMatchObject({ id: 'bastion', first: 4, second: 1 });
	});

	it('a whole game: 12 years, three censuses, then the evaluation from the tally', () => {
		const fullCensus = census([zero, zero, zero, zero, zero]);
		let s = run(ctx4, [
			{ type: 'setFirstPlayer', player: 'maria' },
			{ type: 'recruit', player: 'ainhoa' },
			...years(4),
			...fullCensus,
			...years(4),
			...fullCensus,
			...years(4),
			...census([{ ...zero, david: 1 }, zero, zero, zero, zero])
		]);
		expect(s.phase).toBe('evaluation');
		expect(s.year).toBe(12);
		expect(s.firstPlayer).toBe(3); // passed 11 times from María
		expect(s.final?.david.sovereigns).toBe(1);
		expect(s.final?.ainhoa.units).toBe(1);
		// Issue 14: nothing charted before the end (secret gold); the 12 years are kept for it.
		expect(live.scoreHistory?.(s, ctx4)).toEqual([]);
		expect(s.history).toHaveLength(12);
		expectInvalid(s, { type: 'evaluate' }, 'xidit.error.regionValuesMissing');
		for (const r of blankRegions())
			s = run(
				ctx4,
				[{ type: 'setRegion', region: r.id, label: '', first: 3, second: 1, mark: 0 }],
				s
			);
		s = run(
			ctx4,
			[
				{ type: 'setFinal', player: 'maria', field: 'sovereigns', value: 30 },
				{ type: 'setFinal', player: 'maria', field: 'guildLevels', value: 12 },
				{ type: 'setFinalBards', player: 'maria', region: 'bastion', value: 4 }
			],
			s
		);
		expectInvalid(
			s,
			{ type: 'setFinal', player: 'maria', field: 'units', value: -3 },
			'xidit.error.notNonNegative'
		);
		const line = live.describe({ type: 'evaluate' }, s, ctx4);
		s = run(ctx4, [{ type: 'evaluate' }], s);
		expect(s.phase).toBe('finished');
		expect(s.result?.winner).toBe('maria');
		expect(line).toEqual({ key: 'xidit.log.evaluate', values: { winner: 'María' } });
		expect(live.scoreHistory?.(s, ctx4)).toHaveLength(12);
		expect(live.summarize(s, ctx4)).toMatchObject({
			finished: true,
			winners: ['maria'],
			round: 12
		});
		expect(live.summarize(s, ctx4).scores.maria).toBe(3);
		expectInvalid(s, { type: 'titanAwakening' }, 'xidit.error.finished');
	});

	it('3 players: the evaluation needs to know which regions carry the marks 1 and 2', () => {
		let s = run(ctx3, [{ type: 'startEvaluation' }]);
		for (const r of blankRegions())
			s = run(
				ctx3,
				[{ type: 'setRegion', region: r.id, label: '', first: 3, second: 1, mark: 0 }],
				s
			);
		expectInvalid(s, { type: 'evaluate' }, 'xidit.error.emptyRegionUnmarked', ctx3);
		s = run(
			ctx3,
			[
				{ type: 'setRegion', region: 'region1', label: '', first: 3, second: 1, mark: 1 },
				{ type: 'setRegion', region: 'region2', label: '', first: 3, second: 1, mark: 2 },
				{ type: 'evaluate' }
			],
			s
		);
		// Everyone has 0 everywhere: the ghost (6/5/4) wins every evaluation.
		expect(s.result?.winner).toBe('ghost');
		// The ghost wins (p.17): no player does, and the three follow it in their order.
		expect(live.summarize(s, ctx3).winners).toEqual(['ghost']);
		expect(live.summarize(s, ctx3).places?.[0]).toEqual(['ghost']);
	});
});

describe('live: replay and purity', () => {
	const actions: LiveAction[] = [
		{ type: 'setFirstPlayer', player: 'andres' },
		{ type: 'recruit', player: 'maria' },
		{ type: 'titanAwakening' },
		...years(4),
		{ type: 'censusEnter', player: 'maria', count: 1 },
		{ type: 'censusEnter', player: 'ainhoa', count: 0 },
		{ type: 'censusEnter', player: 'andres', count: 0 },
		{ type: 'censusEnter', player: 'david', count: 0 },
		{ type: 'censusReveal' },
		{ type: 'bogus' } as unknown as LiveAction
	];

	it('folding the same actions twice gives equal states, and states survive JSON', () => {
		const a = fold(live, ctx4, actions);
		const b = fold(live, ctx4, actions);
		expect(a.state).toEqual(b.state);
		expect(a.skipped).toEqual([actions.length - 1]);
		expect(JSON.parse(JSON.stringify(a.state))).toEqual(a.state);
	});

	it('the same seed gives the same setup inside the state (randomness is reproducible)', () => {
		expect(live.init(ctx4).setup).toEqual(live.init({ ...ctx4 }).setup);
		expect(live.init(ctx4).setup).not.toEqual(live.init({ ...ctx4, seed: 'OTHER2' }).setup);
	});
});

describe('scorer flow', () => {
	function runScorer(ctx: SessionContext<Options>, actions: ScorerAction[]): ScorerState {
		let s = scorer.init(ctx);
		for (const a of actions) {
			const next = scorer.reduce(deepFreeze(s), a, ctx);
			if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
			s = next;
		}
		return s;
	}
	const regionActions: ScorerAction[] = blankRegions().map((r, i) => ({
		type: 'setRegion',
		region: r.id,
		label: '',
		first: [18, 16, 15, 12, 4, 4, 4, 4, 4][i],
		second: 1,
		mark: 0
	}));

	it('Reglamento p.16 example typed as final numbers: Ainhoa is the Saviour of the Kingdom', () => {
		const set = (
			player: string,
			field: 'sovereigns' | 'guildLevels' | 'units',
			value: number
		): ScorerAction => ({
			type: 'set',
			player,
			field,
			value
		});
		const s = runScorer(ctx4, [
			{ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] },
			{ type: 'setFirstPlayer', player: 'maria' },
			...regionActions,
			set('maria', 'sovereigns', 25),
			set('ainhoa', 'sovereigns', 18),
			set('andres', 'sovereigns', 21),
			set('david', 'sovereigns', 18),
			set('ainhoa', 'units', 4),
			set('david', 'units', 2),
			set('ainhoa', 'guildLevels', 12),
			set('david', 'guildLevels', 11),
			set('andres', 'guildLevels', 9),
			set('maria', 'guildLevels', 8),
			{ type: 'setBards', player: 'david', region: 'region1', value: 1 },
			{ type: 'setBards', player: 'ainhoa', region: 'region2', value: 1 },
			{ type: 'setBards', player: 'andres', region: 'region3', value: 1 },
			{ type: 'setBards', player: 'maria', region: 'region4', value: 1 },
			{ type: 'finish' }
		]);
		expect(s.result?.rounds.map((r) => r.eliminated)).toEqual([['david'], ['maria'], ['andres']]);
		expect(s.result?.rounds[2].scores).toEqual({ ainhoa: 16, andres: 15 });
		expect(scorer.summarize(s, ctx4)).toEqual({
			round: null,
			finished: true,
			winners: ['ainhoa'],
			places: [['ainhoa'], ['andres'], ['maria'], ['david']],
			scores: { maria: 1, ainhoa: 3, andres: 2, david: 0 },
			// Contract v2: statistics figures, the criterion each player fell to.
			figures: { eliminatedBy: { david: 'wealth', maria: 'influence', andres: 'reputation' } },
			// The richest player (María, 25 Sovereigns) fell at the second evaluation.
			decidedBy: {
				key: 'xidit.decided.richest',
				values: {
					player: 'María',
					sovereigns: 25,
					round: 2,
					criterion: 'influence'
				}
			}
		});
		expect(isInvalid(scorer.reduce(s, { type: 'finish' }, ctx4))).toBe(true);
	});

	it('illegal input is rejected with a reason and changes nothing', () => {
		const s = scorer.init(ctx4);
		const check = (a: ScorerAction, key: string, ctx = ctx4) => {
			const r = scorer.reduce(deepFreeze(s), a, ctx);
			expect(isInvalid(r) && r.reason.key).toBe(key);
		};
		check(
			{ type: 'set', player: 'maria', field: 'units', value: -1 },
			'xidit.error.notNonNegative'
		);
		check(
			{ type: 'set', player: 'maria', field: 'fame' as 'units', value: 1 },
			'xidit.error.unknownField'
		);
		check({ type: 'setOrder', order: ['wealth', 'wealth', 'influence'] }, 'xidit.error.badOrder');
		check({ type: 'setGhost', criterion: 'wealth', value: 3 }, 'xidit.error.noGhost');
		check({ type: 'finish' }, 'xidit.error.regionValuesMissing');
	});

	it('3 players: the ghost values can be corrected', () => {
		const s = runScorer(ctx3, [{ type: 'setGhost', criterion: 'reputation', value: 9 }]);
		expect(s.table.ghost?.reputation).toBe(9);
	});
});

describe('module options', () => {
	it('validates options and names the bad field', () => {
		expect(module.validateOptions(module.defaultOptions(4), 4)).toBeNull();
		expect(module.validateOptions({ ...defaultOptions(), short: 'no' }, 4)).toEqual({
			key: 'xidit.error.options',
			values: { field: 'short' }
		});
		expect(
			module.validateOptions({ ...defaultOptions(), threePlayerTiles: [1] }, 3)?.values
		).toEqual({
			field: 'threePlayerTiles'
		});
		const regions = blankRegions();
		regions[2] = { ...regions[2], first: 1, second: 4 };
		expect(module.validateOptions({ ...defaultOptions(), regions }, 4)?.values).toEqual({
			field: 'regions[2].second'
		});
		expect(module.validateOptions(defaultOptions(), 6)?.values).toEqual({ field: 'players' });
		expect(module).toMatchObject({ id: 'xidit', minPlayers: 3, maxPlayers: 5 });
	});
});
