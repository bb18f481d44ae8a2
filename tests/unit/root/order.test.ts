/**
 * Issue 31: the rules a table got wrong in round 3, each from the rulebook's words, played from
 * a fresh game through the live flow (Marquise, Cult, Company, Vagabond; Ana starts).
 */
import { describe, expect, it } from 'vitest';
import { isInvalid } from '$lib/games/core/types';
import { live, module, type LiveAction, type LiveState } from '$lib/games/root/index';
import { migrateV3 } from '$lib/games/root/index';
import { colourTotal } from '$lib/games/root/riverfolk';
import { SETUP, playAt, rootTable } from './table';

const ctx = rootTable('R31');

const play = playAt(ctx);
function refusal(s: LiveState, a: LiveAction): string | null {
	const next = live.reduce(s, a, ctx);
	return isInvalid(next) ? next.reason.key : null;
}

/** Setup as the table does it: Outcast, start garden, prices. */
const toCult: LiveAction[] = [...SETUP, { type: 'endTurn' }];
const toCompany: LiveAction[] = [...toCult, { type: 'lcDawn' }, { type: 'endTurn' }];

describe('11.5.3 I Export: one per crafted card', () => {
	// «Puedes ignorar el beneficio asociado a la fabricación de una carta, descartarla y colocar
	// un guerrero de la Compañía en la zona de pagos.»
	const crafted = play([
		...toCompany,
		{ type: 'rfDawn' },
		{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' },
		{ type: 'rfCraft', cost: 1, suits: { fox: 1 } }
	]);
	it('one craft then Export adds one warrior to Payments; a second Export is refused', () => {
		const before = colourTotal(crafted.riverfolk!.payments);
		const once = play([{ type: 'rfExport' }], crafted);
		expect(colourTotal(once.riverfolk!.payments)).toBe(before + 1);
		expect(refusal(once, { type: 'rfExport' })).toBe('root.error.exportOncePerCraft');
	});
	it('Export with no craft this turn is refused', () => {
		const s = play([...toCompany, { type: 'rfDawn' }]);
		expect(refusal(s, { type: 'rfExport' })).toBe('root.error.exportNeedsCraft');
	});
	it('the exported card is discarded: with the Cult in play it goes to the Lost Souls', () => {
		const once = play([{ type: 'rfExport', card: 'rabbit' }], crafted);
		expect(once.lizards!.lostSouls.rabbit).toBe(1);
	});
});

describe('10.4 ALBA before 10.5 DÍA: the Cult’s Birdsong before its Daylight', () => {
	// The audit's sequence: Revenge 1, a rabbit to the Lost Souls, the Cult's Dawn.
	const dawn = play([
		...SETUP,
		{ type: 'lcRevenge', count: 1 },
		{ type: 'lcLostSoul', suit: 'rabbit', dominance: false },
		{ type: 'endTurn' },
		{ type: 'lcDawn' }
	]);
	it('a Daylight acolyte (Sacrifice) cannot pay a Birdsong conspiracy', () => {
		expect(refusal(dawn, { type: 'lcConspiracy', kind: 'convert' })).toBe(
			'root.error.notEnoughAcolytes'
		);
		const sacrificed = play([{ type: 'lcSacrifice' }], dawn);
		expect(sacrificed.lizards!.acolytes).toBe(2);
		expect(refusal(sacrificed, { type: 'lcConspiracy', kind: 'convert' })).toBe(
			'root.error.birdsongOver'
		);
	});
	it('after Build or Score, Sanctify is refused', () => {
		const rich = play([{ type: 'lcAdjustAcolytes', delta: 5 }], dawn);
		for (const daylight of [
			{ type: 'lcBuild', suit: 'rabbit' },
			{ type: 'lcScore', suit: 'fox' }
		] as LiveAction[])
			expect(
				refusal(play([daylight], rich), { type: 'lcConspiracy', kind: 'sanctify' }),
				daylight.type
			).toBe('root.error.birdsongOver');
	});
	it('conspiracies before Daylight are accepted, and the next turn opens Birdsong again', () => {
		const rich = play([{ type: 'lcAdjustAcolytes', delta: 5 }], dawn);
		const s = play([{ type: 'lcConspiracy', kind: 'crusade' }, { type: 'lcSacrifice' }], rich);
		expect(s.lizards!.daylightBegun).toBe(true);
		const round = play(
			[
				{ type: 'endTurn' },
				{ type: 'rfDawn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'lcDawn' }
			],
			s
		);
		expect(refusal(round, { type: 'lcConspiracy', kind: 'crusade' })).toBeNull();
	});
});

describe('10.2.6 and 10.4.2: a dominance card in the Lost Souls', () => {
	// «(incluso una carta de dominancia)… (las cartas de dominancia pasan a estar disponibles)»
	const spent = play([
		...SETUP,
		{ type: 'vp', player: 'ana', delta: 12 },
		{ type: 'lcLostSoul', suit: 'fox', dominance: true }
	]);
	it('is not available until the Cult’s Dawn takes it', () => {
		expect(refusal(spent, { type: 'dominance', player: 'ana', suit: 'fox' })).toBe(
			'root.error.dominanceInLostSouls'
		);
		// Another suit is free.
		expect(refusal(spent, { type: 'dominance', player: 'ana', suit: 'mouse' })).toBeNull();
	});
	it('is available once the Cult’s Dawn discards the Lost Souls', () => {
		const s = play(
			[
				{ type: 'endTurn' },
				{ type: 'lcDawn' },
				{ type: 'endTurn' },
				{ type: 'rfDawn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' }
			],
			spent
		);
		expect(s.turn).toBe(0);
		expect(refusal(s, { type: 'dominance', player: 'ana', suit: 'fox' })).toBeNull();
	});
});

describe('smaller timing rules', () => {
	it('11.2.6 «Al inicio de sus respectivas Albas»: the Cult buys before its Dawn, not after', () => {
		const turn = play(toCult);
		expect(
			refusal(turn, { type: 'rfBuy', buyer: 'ben', service: 'hand', clearings: 0 })
		).toBeNull();
		const after = play([{ type: 'lcDawn' }], turn);
		expect(refusal(after, { type: 'rfBuy', buyer: 'ben', service: 'hand', clearings: 0 })).toBe(
			'root.error.buyAtDawnStart'
		);
	});
	it('10.3.3 the first Dawn is refused until the table chooses the Outcast', () => {
		const s = play([{ type: 'lcBuild', suit: 'fox' }, { type: 'endTurn' }]);
		expect(refusal(s, { type: 'lcDawn' })).toBe('root.error.outcastFirst');
		const chosen = play([{ type: 'lcChooseOutcast', suit: 'mouse' }, { type: 'lcDawn' }], s);
		expect(chosen.lizards!.outcast).toBe('mouse');
	});
	it('dominance is activated in Daylight: the Cult resolves its Birdsong first', () => {
		const s = play([...toCult, { type: 'vp', player: 'ben', delta: 10 }]);
		expect(refusal(s, { type: 'dominance', player: 'ben', suit: 'mouse' })).toBe(
			'root.error.dominanceDaylight'
		);
		expect(
			refusal(play([{ type: 'lcDawn' }], s), { type: 'dominance', player: 'ben', suit: 'mouse' })
		).toBeNull();
	});
	it('dominance on another player’s turn is refused', () => {
		const s = play([...toCult, { type: 'vp', player: 'ana', delta: 10 }]);
		expect(refusal(s, { type: 'dominance', player: 'ana', suit: 'mouse' })).toBe(
			'root.error.dominanceOwnTurn'
		);
	});
});

describe('Sanctify (10.4.3 III) and the removed building', () => {
	const ready = play([...toCult, { type: 'lcAdjustAcolytes', delta: 3 }, { type: 'lcDawn' }]);
	it('scores 1 VP for the enemy building it replaces (Law of Root 3.2.1)', () => {
		const s = play([{ type: 'lcConspiracy', kind: 'sanctify' }], ready);
		expect(s.vp.ben).toBe(1);
		expect(s.lizards!.gardens.fox).toBe(2);
	});
	it('a version 3 Sanctify was scored by hand and replays with the VP it had', () => {
		const [migrated] = migrateV3([{ type: 'lcConspiracy', kind: 'sanctify' } as LiveAction]);
		const s = play([migrated as LiveAction], ready);
		expect(s.vp.ben).toBe(0);
	});
	it('a version 3 log that never chose the Outcast gets the fox the old build assumed', () => {
		expect(migrateV3([{ type: 'endTurn' }, { type: 'lcDawn' }, { type: 'lcDawn' }])).toEqual([
			{ type: 'endTurn' },
			{ type: 'lcChooseOutcast', suit: 'fox' },
			{ type: 'lcDawn' },
			{ type: 'lcDawn' }
		]);
		expect(module.version).toBe(5);
	});
});

/** A trade post on the map, and funds of two colours after the Company's second Dawn. */
const twoColours = play([
	...toCompany,
	{ type: 'rfDawn' },
	{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' },
	{ type: 'endTurn' },
	{ type: 'rfBuy', buyer: 'dev', service: 'hand', clearings: 0 },
	{ type: 'endTurn' },
	{ type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 0 },
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'endTurn' },
	{ type: 'rfDawn' }
]);

describe('11.2.5 I Trade Disruption: the table says whose warriors leave', () => {
	it('removes exactly half (rounded up), from the colours named', () => {
		expect(twoColours.riverfolk!.funds).toEqual({ cai: 3, ana: 2 });
		const after = play(
			[{ type: 'rfTradePostRemoved', suit: 'fox', removed: { cai: 1, ana: 2 } }],
			twoColours
		);
		expect(after.riverfolk!.funds).toEqual({ cai: 2 });
		expect(after.riverfolk!.postsOnMap.fox).toBe(0);
	});
	it('refuses a wrong count or more than a colour holds', () => {
		expect(
			refusal(twoColours, { type: 'rfTradePostRemoved', suit: 'fox', removed: { ana: 1 } })
		).toBe('root.error.disruptionCount');
		expect(
			refusal(twoColours, { type: 'rfTradePostRemoved', suit: 'fox', removed: { ana: 3 } })
		).toBe('root.error.disruptionColour');
	});
	it('Sanctify on a trade post, in one step: post off the map, Disruption, garden and 1 VP', () => {
		const s = play(
			[
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'lcAdjustAcolytes', delta: 3 },
				{ type: 'lcDawn' }
			],
			twoColours
		);
		const after = play(
			[{ type: 'lcConspiracy', kind: 'sanctify', tradePost: true, removed: { ana: 2, cai: 1 } }],
			s
		);
		expect(after.riverfolk!.postsOnMap.fox).toBe(0);
		expect(after.riverfolk!.funds).toEqual({ cai: 2 });
		expect(after.lizards!.gardens.fox).toBe(2);
		expect(after.vp.ben).toBe(1);
	});
});

describe('the Vagabond’s coalition (Law of Root 9.2.8)', () => {
	const base = play([
		...toCompany,
		{ type: 'rfDawn' },
		{ type: 'endTurn' },
		{ type: 'vp', player: 'dev', delta: 10 },
		{ type: 'vp', player: 'ana', delta: 5 },
		{ type: 'vp', player: 'cai', delta: 3 },
		{ type: 'vp', player: 'ben', delta: 7 }
	]);
	it('joins the player with the fewest VP, and wins with them', () => {
		expect(refusal(base, { type: 'coalition', player: 'dev', suit: 'bird', partner: 'ana' })).toBe(
			'root.error.coalitionFewest'
		);
		const s = play([{ type: 'coalition', player: 'dev', suit: 'bird', partner: 'cai' }], base);
		expect(s.dominance).toEqual([{ player: 'dev', suit: 'bird', partner: 'cai' }]);
		const won = play([{ type: 'vp', player: 'cai', delta: 27 }], s);
		expect(won.finished).toBe(true);
		expect(won.winners).toEqual(['cai', 'dev']);
		expect(live.summarize(won, ctx).winners).toEqual(['cai', 'dev']);
	});
	it('is only for the Vagabond, on its own turn', () => {
		expect(refusal(base, { type: 'coalition', player: 'ana', suit: 'bird', partner: 'cai' })).toBe(
			'root.error.dominanceOwnTurn'
		);
	});
});

describe('one first player', () => {
	it('a new session starts with seat 0 whatever the seed (the new-game screen rotates seats)', () => {
		for (const seed of ['a', 'b', 'c', 'd', 'e'])
			expect(
				module.drawSetup!({ players: ctx.players, options: module.defaultOptions(4), seed })
			).toMatchObject({ firstPlayer: 0 });
		expect(module.optionsFromSetup!('S', 4, module.defaultOptions(4)).firstPlayer).toBe(0);
	});
});
