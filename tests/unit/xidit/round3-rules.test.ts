/**
 * Issue 29's rules, from the rulebook's words: guilds by city (p.9, p.13, p.15), the ghost's
 * counters following the table's tiles (p.17), the first player in seat 0, a census count above
 * the tally accepted.
 */
import { tilesOf } from '$lib/games/xidit/queries';
import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	defaultOptions,
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type Options,
	type ScorerAction,
	type ScorerState
} from '$lib/games/xidit/state';
import { randomizeSetup } from '$lib/games/xidit';
import type { ThreatAction } from '$lib/games/xidit/live';

const ctx4: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: 'red' },
		{ id: 'ben', name: 'Ben', color: 'blue' },
		{ id: 'cai', name: 'Cai', color: 'green' },
		{ id: 'dia', name: 'Dia', color: 'black' }
	],
	options: defaultOptions(),
	seed: 'XIDIT-R3'
};
const ctx3: SessionContext<Options> = { ...ctx4, players: ctx4.players.slice(0, 3) };

function run(ctx: SessionContext<Options>, actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const next = live.reduce(s, a, ctx);
		if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
		s = next;
	}
	return s;
}

function refused(s: LiveState, a: LiveAction, key: string, ctx = ctx4) {
	const before = JSON.stringify(s);
	const r = live.reduce(s, a, ctx);
	expect(isInvalid(r)).toBe(true);
	expect((r as Invalid).reason.key).toBe(key);
	expect(JSON.stringify(s)).toBe(before);
}

const threat = (player: string, city: number, guildLevels: number): ThreatAction => ({
	type: 'threat',
	player,
	unitsSpent: 0,
	sovereigns: 0,
	guildLevels,
	bards: {},
	ghost: null,
	city
});
const years = (n: number): LiveAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));
const zero = { ana: 0, ben: 0, cai: 0, dia: 0 };
/** A census in which `mage` shows the most Battle Mages (the other units: nobody). */
const censusWonBy = (mage: string): LiveAction[] => [
	...[0, 1, 2, 3].map((): LiveAction => ({ type: 'censusResolve', counts: zero })),
	{ type: 'censusResolve', counts: { ...zero, [mage]: 1 } }
];
const mages = (year: number, player: string, city?: number): LiveAction => ({
	type: 'censusReward',
	year,
	unit: 'mages',
	player,
	regions: {},
	...(city !== undefined ? { city } : {})
});

describe('guilds by city, at most four high (Reglamento p.9, p.13, p.15)', () => {
	it('p.9: a Threat builds the guild of its city; a second guild in that city of another colour is refused', () => {
		const s = run(ctx4, [threat('ana', 7, 3)]);
		expect(s.tally.ana!.guilds).toEqual({ 7: 3 });
		expect(s.tally.ana!.guildLevels).toBe(3);
		refused(s, threat('ben', 7, 1), 'xidit.error.cityHasGuild');
	});

	it('p.9 example: a guild two high takes only two of a Threat’s four levels (the rest stay in the supply)', () => {
		const s = run(ctx4, [threat('ana', 5, 2), threat('ana', 5, 4)]);
		expect(s.tally.ana!.guilds).toEqual({ 5: 4 });
		expect(s.tally.ana!.guildLevels).toBe(4);
		expect(s.tally.ana!.heldLevels ?? 0).toBe(0);
	});

	it('p.13: a Mages level won with no guild waits behind the screen; a first guild built four high is full, so it keeps waiting', () => {
		let s = run(ctx4, [...years(4), ...censusWonBy('ana'), mages(4, 'ana')]);
		expect(s.tally.ana!.heldLevels).toBe(1);
		s = run(ctx4, [threat('ana', 9, 4)], s);
		expect(s.tally.ana!.guilds).toEqual({ 9: 4 });
		expect(s.tally.ana!.guildLevels).toBe(4);
		expect(s.tally.ana!.heldLevels).toBe(1);
	});

	it('p.13: a first guild built three high takes the held level at once', () => {
		let s = run(ctx4, [...years(4), ...censusWonBy('ana'), mages(4, 'ana')]);
		s = run(ctx4, [threat('ana', 9, 3)], s);
		expect(s.tally.ana!.guilds).toEqual({ 9: 4 });
		expect(s.tally.ana!.heldLevels ?? 0).toBe(0);
	});

	it('p.13: a held level goes onto the next guild with room when one is built', () => {
		let s = run(ctx4, [...years(4), ...censusWonBy('ana'), mages(4, 'ana')]);
		s = run(ctx4, [threat('ana', 9, 4), threat('ana', 11, 1)], s);
		expect(s.tally.ana!.guilds).toEqual({ 9: 4, 11: 2 });
		expect(s.tally.ana!.guildLevels).toBe(6);
		expect(s.tally.ana!.heldLevels ?? 0).toBe(0);
	});

	it('p.13 «sujeto al límite de altura normal»: a Mages win cannot put a fifth level on a single guild of four', () => {
		let s = run(ctx4, [threat('ben', 3, 4), ...years(4), ...censusWonBy('ben')]);
		s = run(ctx4, [mages(4, 'ben')], s);
		expect(s.tally.ben!.guilds).toEqual({ 3: 4 });
		expect(s.tally.ben!.guildLevels).toBe(4);
		expect(s.tally.ben!.heldLevels).toBe(1);
	});

	it('p.13: with two guilds with room the table names the city; a city without the player’s guild is refused', () => {
		const s = run(ctx4, [
			threat('ben', 3, 2),
			threat('ben', 4, 1),
			...years(4),
			...censusWonBy('ben')
		]);
		refused(s, mages(4, 'ben'), 'xidit.error.chooseGuild');
		refused(s, mages(4, 'ben', 8), 'xidit.error.notYourGuild');
		const t = run(ctx4, [mages(4, 'ben', 4)], s);
		expect(t.tally.ben!.guilds).toEqual({ 3: 2, 4: 2 });
	});

	it('p.15: the final Influence counts the four levels on the board, never the held one', () => {
		let s = run(ctx4, [...years(4), ...censusWonBy('ana'), mages(4, 'ana'), threat('ana', 9, 4)]);
		s = run(ctx4, [{ type: 'startEvaluation' }], s);
		expect(s.final!.ana!.guildLevels).toBe(4);
	});

	it('a correction sets one city’s height as the board shows it, and a held level then takes the room made', () => {
		let s = run(ctx4, [...years(4), ...censusWonBy('ana'), mages(4, 'ana'), threat('ana', 9, 4)]);
		s = run(ctx4, [{ type: 'setGuild', player: 'ana', city: 9, height: 2 }], s);
		expect(s.tally.ana!.guilds).toEqual({ 9: 3 });
		expect(s.tally.ana!.guildLevels).toBe(3);
		refused(s, { type: 'setGuild', player: 'ana', city: 9, height: 5 }, 'xidit.error.guildTooHigh');
		refused(
			s,
			{ type: 'adjust', player: 'ana', field: 'guildLevels', delta: 1 },
			'xidit.error.guildsByCity'
		);
	});
});

describe('the ghost follows the table’s evaluation tiles (Reglamento p.17)', () => {
	it('recording the table’s order re-seats the ghost at 6 / 5 / 4 in the new columns', () => {
		const s0 = live.init(ctx3);
		const order = [...s0.setup.evaluationOrder].reverse();
		const s = run(ctx3, [{ type: 'setOrder', order }]);
		expect(s.ghost).toEqual({ [order[0]!]: 6, [order[1]!]: 5, [order[2]!]: 4 });
	});

	it('the 7 / 6 / 5 variant (p.18 «Nota») follows the tiles too', () => {
		const ctx = { ...ctx3, options: { ...ctx3.options, ghostVariant: true } };
		const s0 = live.init(ctx);
		const order = [
			s0.setup.evaluationOrder[2]!,
			s0.setup.evaluationOrder[0]!,
			s0.setup.evaluationOrder[1]!
		];
		const s = run(ctx, [{ type: 'setOrder', order }]);
		expect(s.ghost).toEqual({ [order[0]!]: 7, [order[1]!]: 6, [order[2]!]: 5 });
	});

	it('steps the ghost already climbed move with its counter', () => {
		const s0 = live.init(ctx3);
		const [a, b, c] = s0.setup.evaluationOrder as [string, string, string];
		const s = run(ctx3, [
			{ type: 'ghostRise', player: 'ana', criterion: a as 'wealth' },
			{ type: 'setOrder', order: [c, b, a] as never }
		]);
		expect(s.ghost).toEqual({ [c]: 6, [b]: 5, [a]: 5 });
	});

	it('the quick scorer re-seats an unconfirmed ghost and refuses to score until the table confirms its counters', () => {
		let s: ScorerState = scorer.init(ctx3);
		const step = (a: ScorerAction) => {
			const n = scorer.reduce(s, a, ctx3);
			if (isInvalid(n)) throw new Error(n.reason.key);
			s = n;
		};
		const order = [...s.table.order].reverse();
		step({ type: 'setOrder', order });
		expect(s.table.ghost).toEqual({ [order[0]!]: 6, [order[1]!]: 5, [order[2]!]: 4 });
		expect(s.table.chosen.ghost ?? false).toBe(false);
		step({ type: 'setGhost', criterion: order[0]!, value: 9 });
		expect(s.table.chosen.ghost).toBe(true);
		// Once typed, the ghost's counters are the board's: a later order change leaves them.
		step({ type: 'setOrder', order: [...order].reverse() });
		expect(s.table.ghost![order[0]!]).toBe(9);
	});
});

describe('the first player and the census', () => {
	it('the session’s first player is seat 0 whatever the seed (the new-game screen seats the drawn player)', () => {
		for (const seed of ['A', 'B', 'XIDIT-R3', 'GH7KQX', 'ZZZZZZ'])
			expect(randomizeSetup({ players: 4, seed }).firstPlayer).toBe(0);
		expect(live.init(ctx4).firstPlayer).toBe(0);
	});

	it('a census count above the tally (a forgotten recruit) is accepted: the table is the truth', () => {
		let s = run(ctx4, [{ type: 'recruit', player: 'ana', unit: 'militia' }, ...years(4)]);
		s = run(ctx4, [{ type: 'censusEnter', player: 'ana', count: 2 }], s);
		expect(s.census!.entries.ana).toBe(2);
		refused(s, { type: 'censusEnter', player: 'ana', count: 19 }, 'xidit.error.tooManyUnits');
	});
});

describe('census by fists (Reglamento p.13)', () => {
	const fists = (...winners: string[]): LiveAction => ({ type: 'censusFists', winners });

	it('one answer per unit: gold at once, ties all rewarded, nobody when no fist held the unit', () => {
		let s = run(ctx4, years(4));
		s = run(ctx4, [fists('ana', 'ben'), fists('cai'), fists(), fists('dia')], s);
		expect(s.tally.ana!.sovereigns).toBe(1);
		expect(s.tally.ben!.sovereigns).toBe(1);
		expect(s.tally.cai!.sovereigns).toBe(2);
		expect(s.census!.results.map((o) => o.winners)).toEqual([['ana', 'ben'], ['cai'], [], ['dia']]);
		// No count is recorded: the fists showed only who had most.
		expect(s.census!.results[0]!.counts).toEqual({});
	});

	it('a Battle Mages level with nothing to choose goes on at once; the year then closes', () => {
		let s = run(ctx4, [threat('ben', 3, 2), ...years(4)]);
		s = run(ctx4, [fists(), fists(), fists(), fists(), fists('ben', 'ana')], s);
		expect(s.phase).toBe('play');
		expect(s.year).toBe(5);
		expect(s.tally.ben!.guilds).toEqual({ 3: 3 });
		expect(s.tally.ana!.heldLevels).toBe(1);
		refused(s, mages(4, 'ben'), 'xidit.error.rewardApplied');
	});

	it('refuses an unknown or repeated player and changes nothing', () => {
		const s = run(ctx4, years(4));
		refused(s, fists('zed'), 'xidit.error.unknownPlayer');
		refused(s, fists('ana', 'ana'), 'xidit.error.repeatedWinner');
	});
});

describe('Phase Three tile flow (Reglamento p.10–12)', () => {
	it('an older log’s tileDrawn puts the seeded pile’s tiles on the board in order, then the Threat pile’s top (p.10)', () => {
		let s = live.init(ctx4);
		const pile = s.setup.recruitPile;
		for (let i = 0; i < pile.length; i++) {
			s = run(ctx4, [{ type: 'tileDrawn', kind: 'recruit' }], s);
			expect(tilesOf(s).board.recruit).toContain(pile[i]);
		}
		// «coge la loseta superior de la pila de Amenazas y colócala, con la cara de Reclutamiento».
		expect(tilesOf(s).next.recruit).toBe(s.setup.threatPile[1]);
		s = run(ctx4, [{ type: 'tileDrawn', kind: 'threat' }], s);
		expect(tilesOf(s).board.threat).toContain(s.setup.threatPile[0]);
	});
});

describe('a Threat tile eliminated brings out the next one (Reglamento p.10)', () => {
	it('a city Threat advances the Threat pile; a Titan does not', () => {
		let s = run(ctx4, [{ ...threat('ana', 5, 0), tile: true }]);
		const after = tilesOf(s);
		expect(after.board.threat).toContain(s.setup.threatPile[0]);
		expect(after.next.threat).toBe(s.setup.threatPile[1]);
		s = run(ctx4, [{ ...threat('ben', 6, 0), tile: false }], s);
		expect(tilesOf(s)).toEqual(after);
	});
});
