/** Issue 14: the rules a table found missing, each checked against the pure live flow. */
import { describe, expect, it } from 'vitest';
import { isInvalid } from '$lib/games/core/types';
import { censusMax, threatUnitMax, unitBreakdown } from '$lib/games/xidit/queries';
import { blankRegions, live, type LiveAction, type LiveState } from '$lib/games/xidit/state';
import { fourPlayers } from './table';

const ctx = fourPlayers('RULES1');

function run(actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const n = live.reduce(s, a, ctx);
		if (isInvalid(n)) throw new Error(`${a.type}: ${n.reason.key}`);
		s = n;
	}
	return s;
}
const refusal = (s: LiveState, a: LiveAction) => {
	const r = live.reduce(s, a, ctx);
	return isInvalid(r) ? r.reason.key : null;
};
const threat = (p: Partial<Extract<LiveAction, { type: 'threat' }>>): LiveAction => ({
	type: 'threat',
	player: 'a',
	unitsSpent: 0,
	sovereigns: 0,
	guildLevels: 0,
	bards: {},
	ghost: null,
	...p
});
const ends = (n: number): LiveAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));
const zero = { a: 0, b: 0, c: 0, d: 0 };

describe('Threat rewards (Reglamento p.9)', () => {
	it('two of the three rewards: all three are refused, any two are accepted', () => {
		const s = live.init(ctx);
		expect(refusal(s, threat({ sovereigns: 2, guildLevels: 1, bards: { region3: 1 } }))).toBe(
			'xidit.error.twoRewards'
		);
		const ok = run([threat({ sovereigns: 2, bards: { region3: 1, region4: 1 } })]);
		expect(ok.tally.a).toMatchObject({ sovereigns: 2, bards: { region3: 1, region4: 1 } });
	});

	it('bards of one reward may go to several regions; a guild gets at most 4 levels', () => {
		const s = live.init(ctx);
		expect(refusal(s, threat({ guildLevels: 5 }))).toBe('xidit.error.guildTooHigh');
		expect(run([threat({ guildLevels: 4 })]).tally.a.guildLevels).toBe(4);
	});
});

describe('census rewards are applied once, from the session', () => {
	// Year 4 census: Infantry to Bea (1 bard), Clerics to Carl (2 bards), Mages to Ana and Dani.
	const census: LiveAction[] = [
		...ends(4),
		{ type: 'censusResolve', counts: zero },
		{ type: 'censusResolve', counts: zero },
		{ type: 'censusResolve', counts: { ...zero, b: 2 } },
		{ type: 'censusResolve', counts: { ...zero, c: 1 } },
		{ type: 'censusResolve', counts: { ...zero, a: 1, d: 1 } }
	];

	it('Clerics: 2 bards in one or two regions, once; the wrong number is refused', () => {
		const s = run([threat({ player: 'd', guildLevels: 2 }), ...census]);
		const reward = (regions: Record<string, number>): LiveAction => ({
			type: 'censusReward',
			year: 4,
			unit: 'clerics',
			player: 'c',
			regions
		});
		expect(refusal(s, reward({ region3: 1 }))).toBe('xidit.error.rewardBards');
		const t = run([reward({ region3: 1, region5: 1 })], s);
		expect(t.tally.c.bards).toEqual({ region3: 1, region5: 1 });
		expect(refusal(t, reward({ region3: 2 }))).toBe('xidit.error.rewardApplied');
		expect(
			refusal(t, { type: 'censusReward', year: 4, unit: 'clerics', player: 'a', regions: {} })
		).toBe('xidit.error.notCensusWinner');
	});

	it('Battle Mages without a guild: the level waits behind the screen, ignored until a guild is built', () => {
		const s = run([
			threat({ player: 'd', guildLevels: 2 }),
			...census,
			{ type: 'censusReward', year: 4, unit: 'mages', player: 'a', regions: {} },
			{ type: 'censusReward', year: 4, unit: 'mages', player: 'd', regions: {} }
		]);
		expect(s.tally.a).toMatchObject({ guildLevels: 0, heldLevels: 1 });
		expect(s.tally.d.guildLevels).toBe(3);
		// Reglamento p.13 «Tan pronto como el jugador pueda añadir este Nivel ... deberá hacerlo».
		const t = run([threat({ player: 'a', guildLevels: 2 })], s);
		expect(t.tally.a.guildLevels).toBe(3);
		expect(t.tally.a.heldLevels).toBeUndefined();
	});

	it('Militia and Archers pay gold with the reveal: nothing to apply by hand', () => {
		const s = run([...ends(4), { type: 'censusResolve', counts: { ...zero, b: 3 } }]);
		expect(s.tally.b.sovereigns).toBe(1);
		expect(
			refusal(s, { type: 'censusReward', year: 4, unit: 'militia', player: 'b', regions: {} })
		).toBe('xidit.error.rewardAutomatic');
	});
});

describe('the table’s evaluation order and a finished game’s corrections', () => {
	const values = blankRegions().map((r): LiveAction => ({
		type: 'setRegion',
		region: r.id,
		label: '',
		first: 4,
		second: 1,
		mark: 0
	}));
	// Wealth a15 b20 c12 d5 · Influence a6 b3 c9 d1 · Reputation a4 b8 c0 d0 (bards on 4/1 regions).
	const finals: LiveAction[] = [
		{ type: 'setFinal', player: 'a', field: 'sovereigns', value: 15 },
		{ type: 'setFinal', player: 'a', field: 'guildLevels', value: 6 },
		{ type: 'setFinalBards', player: 'a', region: 'region3', value: 1 },
		{ type: 'setFinal', player: 'b', field: 'sovereigns', value: 20 },
		{ type: 'setFinal', player: 'b', field: 'guildLevels', value: 3 },
		{ type: 'setFinalBards', player: 'b', region: 'region4', value: 2 },
		{ type: 'setFinalBards', player: 'b', region: 'region5', value: 1 },
		{ type: 'setFinal', player: 'c', field: 'sovereigns', value: 12 },
		{ type: 'setFinal', player: 'c', field: 'guildLevels', value: 9 },
		{ type: 'setFinal', player: 'd', field: 'sovereigns', value: 5 },
		{ type: 'setFinal', player: 'd', field: 'guildLevels', value: 1 }
	];
	const play = (order: LiveAction) =>
		run([
			...values,
			{ type: 'setFirstPlayer', player: 'a' },
			order,
			{ type: 'startEvaluation' },
			...finals,
			{ type: 'evaluate' }
		]);

	it('the order laid on the table decides the Saviour: Influence > Reputation > Wealth names b, Wealth > Influence > Reputation names a', () => {
		const irw = play({ type: 'setOrder', order: ['influence', 'reputation', 'wealth'] });
		const wir = play({ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] });
		expect(irw.result?.winner).toBe('b');
		expect(wir.result?.winner).toBe('a');
	});

	it('after the end, a correction re-scores and the summary’s winner follows', () => {
		const s = play({ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] });
		expect(live.summarize(s, ctx).winners).toEqual(['a']);
		const t = run([{ type: 'setOrder', order: ['influence', 'reputation', 'wealth'] }], s);
		expect(t.phase).toBe('finished');
		expect(live.summarize(t, ctx).winners).toEqual(['b']);
		expect(refusal(t, { type: 'titanAwakening' })).toBe('xidit.error.finished');
	});

	it('the shared log never says how much gold a correction moved', () => {
		const s = live.init(ctx);
		expect(
			live.describe({ type: 'adjust', player: 'a', field: 'sovereigns', delta: 3 }, s, ctx)
		).toEqual({
			key: 'xidit.log.adjustSecret',
			values: { player: 'Ana' }
		});
	});

	it('a double tap on “End year 1” ends one year only', () => {
		const s = run([{ type: 'endYear', year: 1 }]);
		expect(s.year).toBe(2);
		expect(refusal(s, { type: 'endYear', year: 1 })).toBe('xidit.error.yearAlreadyEnded');
	});

	it('regions 1 and 2 carry the marks 1 and 2 from the start (Reglamento p.17)', () => {
		expect(blankRegions().map((r) => r.mark)).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0]);
	});
});

describe('quick score: the table chooses the order and the first player', () => {
	it('refuses to score until both are chosen, then scores', async () => {
		const { scorer } = await import('$lib/games/xidit/state');
		let s = scorer.init(ctx);
		const go = (a: Parameters<typeof scorer.reduce>[1]) => {
			const n = scorer.reduce(s, a, ctx);
			if (isInvalid(n)) return n.reason.key;
			s = n;
			return null;
		};
		for (const r of blankRegions())
			go({ type: 'setRegion', region: r.id, label: '', first: 4, second: 1, mark: 0 });
		go({ type: 'set', player: 'a', field: 'sovereigns', value: 3 });
		expect(go({ type: 'finish' })).toBe('xidit.error.chooseOrder');
		go({ type: 'setOrder', order: [...s.table.order] });
		expect(go({ type: 'finish' })).toBe('xidit.error.chooseFirstPlayer');
		go({ type: 'setFirstPlayer', player: 'a' });
		expect(go({ type: 'finish' })).toBeNull();
		expect(s.result?.winner).toBeTruthy();
	});
});

/** The whole refusal (key and values) of an action, or null when it is accepted. */
const reason = (s: LiveState, a: LiveAction) => {
	const r = live.reduce(s, a, ctx);
	return isInvalid(r) ? r.reason : null;
};
const endYears = (n: number, from = 1): LiveAction[] =>
	Array.from({ length: n }, (_, i) => ({ type: 'endYear', year: from + i }));

describe('units per type', () => {
	it('a typed recruit adds to the total and to its type', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'mages' }
		]);
		expect(s.tally.a).toMatchObject({ units: 3, unitTypes: { militia: 2, mages: 1 } });
		expect(unitBreakdown(s.tally.a!)).toEqual({
			types: [
				['militia', 2],
				['mages', 1]
			],
			untyped: 0
		});
	});

	it('a Threat hands in units by type, never more than held (Reglamento p.8)', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'archers' },
			{ type: 'recruit', player: 'a', unit: 'clerics' }
		]);
		const threat = (spent: Record<string, number>, unitsSpent: number): LiveAction => ({
			type: 'threat',
			player: 'a',
			unitsSpent,
			spent,
			sovereigns: 2,
			guildLevels: 0,
			bards: {},
			ghost: null
		});
		expect(reason(s, threat({ mages: 1 }, 1))).toEqual({
			key: 'xidit.error.notEnoughOfUnit',
			// The screen hides the player's units (Reglamento p.2–3): no count in the refusal.
			values: { unit: 'mages' }
		});
		expect(reason(s, threat({ archers: 1 }, 2))?.key).toBe('xidit.error.spentMismatch');
		const t = run([threat({ archers: 1, clerics: 1 }, 2)], s);
		expect(t.tally.a).toMatchObject({ units: 0, unitTypes: { archers: 0, clerics: 0 } });
		expect(threatUnitMax(s, 'a', 'archers')).toBe(1);
		expect(threatUnitMax(s, 'a', 'mages')).toBe(0);
	});

	it('the tally knows how many of a type each player holds; a count above it is the table’s', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'a', unit: 'militia' },
			{ type: 'recruit', player: 'b', unit: 'archers' },
			...endYears(4)
		]);
		expect(s.phase).toBe('census');
		expect(censusMax(s, 'a', 'militia')).toBe(2);
		expect(censusMax(s, 'c', 'militia')).toBe(0);
		// A forgotten recruit: the real count is accepted, the screen offers to record the unit.
		expect(reason(s, { type: 'censusEnter', player: 'a', count: 3 })).toBeNull();
		expect(reason(s, { type: 'censusResolve', counts: { a: 0, b: 1, c: 0, d: 0 } })).toBeNull();
		expect(reason(s, { type: 'censusEnter', player: 'a', count: 19 })?.key).toBe(
			'xidit.error.tooManyUnits'
		);
	});

	it('a table that keeps no tally counts its census freely (up to the supply)', () => {
		const s = run(endYears(4));
		expect(censusMax(s, 'a', 'mages')).toBe(10);
		expect(reason(s, { type: 'censusEnter', player: 'a', count: 4 })).toBeNull();
	});

	it('units recorded before types (old sessions) may be of any type', () => {
		const s = run([
			{ type: 'recruit', player: 'a' },
			{ type: 'recruit', player: 'a' },
			{ type: 'recruit', player: 'a', unit: 'clerics' }
		]);
		expect(s.tally.a).toMatchObject({ units: 3, unitTypes: { clerics: 1 } });
		expect(unitBreakdown(s.tally.a!).untyped).toBe(2);
		expect(threatUnitMax(s, 'a', 'clerics')).toBe(3);
		expect(threatUnitMax(s, 'a', 'mages')).toBe(2);
	});

	it('corrections by type; the total cannot fall below the known types', () => {
		const s = run([{ type: 'recruit', player: 'a', unit: 'infantry' }]);
		const t = run([{ type: 'adjust', player: 'a', field: 'units', delta: 2, unit: 'archers' }], s);
		expect(t.tally.a).toMatchObject({ units: 3, unitTypes: { infantry: 1, archers: 2 } });
		expect(reason(t, { type: 'adjust', player: 'a', field: 'units', delta: -1 })?.key).toBe(
			'xidit.error.unitsBelowTypes'
		);
		expect(
			reason(t, { type: 'adjust', player: 'a', field: 'units', delta: -3, unit: 'archers' })?.key
		).toBe('xidit.error.notEnoughOfUnit');
	});

	it('the final entries keep the total only (the tie-break)', () => {
		const s = run([
			{ type: 'recruit', player: 'a', unit: 'infantry' },
			{ type: 'startEvaluation' }
		]);
		expect(s.final?.a).toEqual({ sovereigns: 0, guildLevels: 0, units: 1, bards: {} });
		expect(reason(s, { type: 'setFinal', player: 'a', field: 'units', value: 0 })).toBeNull();
	});
});
