import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import {
	live,
	module,
	type LiveAction,
	type LiveState,
	type LizardState,
	type Options,
	type RiverfolkState
} from '$lib/games/root/index';
import { colourTotal, type Colours } from '$lib/games/root/riverfolk';
import { GARDEN_DRAW_BONUSES, TRADE_POST_TRACK_VP, type Suit } from '$lib/games/root/data';
import { drawBonusesOf, eveningDraw } from '$lib/games/root/lizard-cult';
import { endsGame } from '$lib/games/root/queries';
import { drawSpacesOf, printsOf, withDrawSpace, withPostVp } from '$lib/games/root/options';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'ben', name: 'Ben', color: '#0c0' },
		{ id: 'cai', name: 'Cai', color: '#00c' },
		{ id: 'dev', name: 'Dev', color: '#cc0' }
	],
	options: { factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'], firstPlayer: 0 },
	seed: 'ROOT42'
};

/**
 * Issue 17: each faction acts on its own turn, its Dawn first. These tests check one rule at a
 * time, so `seated` puts the state where the table would be for the move: on the turn of the
 * faction (or buyer, or dominance player) that makes it, with that faction's Dawn resolved
 * for a move that comes after it (the turn and Dawn rules have their own tests below).
 */
const SEAT: Record<string, number> = { ana: 0, ben: 1, cai: 2, dev: 3 };
const AFTER_DAWN = new Set([
	'lcConspiracy',
	'lcBuild',
	'lcScore',
	'lcSacrifice',
	'rfAction',
	'rfCraft',
	'rfExport',
	'rfTradePost',
	'rfSetPrice'
]);
function seated(state: LiveState, action: LiveAction): LiveState {
	if (state.finished) return state;
	let s = state;
	const a = action as { type: string; buyer?: string; player?: string };
	const seat =
		a.type === 'rfBuy' || a.type === 'dominance'
			? SEAT[(a.buyer ?? a.player) as string]
			: a.type.startsWith('lc') &&
				  ![
						'lcLostSoul',
						'lcRevenge',
						'lcGardenRemoved',
						'lcAdjustAcolytes',
						'lcChooseOutcast'
				  ].includes(a.type)
				? 1
				: a.type.startsWith('rf') && !['rfTradePostRemoved', 'rfAdjust'].includes(a.type)
					? 2
					: undefined;
	if (seat !== undefined && s.turn !== seat) s = { ...s, turn: seat };
	const dawnFor = AFTER_DAWN.has(a.type) || a.type === 'endTurn';
	if (
		dawnFor &&
		s.lizards &&
		s.turn === 1 &&
		!s.lizards.dawnDone &&
		!(
			a.type === 'lcBuild' &&
			s.lizards.dawns === 0 &&
			s.lizards.gardens.fox + s.lizards.gardens.rabbit + s.lizards.gardens.mouse === 0
		)
	)
		s = withLizards(s, { dawnDone: true });
	if (dawnFor && s.riverfolk && s.turn === 2 && !s.riverfolk.dawnDone)
		s = withRiverfolk(s, { dawnDone: true });
	return s;
}

function apply(state: LiveState, action: LiveAction): LiveState {
	const next = live.reduce(seated(state, action), action, ctx);
	if (isInvalid(next)) throw new Error(`unexpected invalid: ${next.reason.key}`);
	return next;
}

function expectInvalid(state: LiveState, action: LiveAction, key: string): Invalid {
	const seat = seated(state, action);
	const before = JSON.stringify(seat);
	const next = live.reduce(seat, action, ctx);
	expect(isInvalid(next)).toBe(true);
	expect((next as Invalid).reason.key).toBe(key);
	expect(JSON.stringify(seat)).toBe(before);
	return next as Invalid;
}

function withLizards(state: LiveState, patch: Partial<LizardState>): LiveState {
	return { ...state, lizards: { ...(state.lizards as LizardState), ...patch } };
}
type Box = 'funds' | 'payments' | 'committed';
/** A Company board patch; a number in a box means that many of the Company's own warriors. */
type RfPatch = Omit<Partial<RiverfolkState>, Box> & Partial<Record<Box, number | Colours>>;
function withRiverfolk(state: LiveState, patch: RfPatch): LiveState {
	const rf = state.riverfolk as RiverfolkState;
	const box = (v: number | Colours | undefined, old: Colours): Colours =>
		v === undefined ? old : typeof v === 'number' ? (v ? { [rf.player]: v } : {}) : v;
	return {
		...state,
		riverfolk: {
			...rf,
			...patch,
			funds: box(patch.funds, rf.funds),
			payments: box(patch.payments, rf.payments),
			committed: box(patch.committed, rf.committed)
		}
	};
}

/** Warriors in one of the Company's boxes, whatever their colour. */
const tot = (s: LiveState, b: Box): number => colourTotal(s.riverfolk?.[b] ?? {});

const s0 = live.init(ctx);

describe('init', () => {
	it('sets every faction at 0 VP and the assistants of the factions in play', () => {
		expect(s0.vp).toEqual({ ana: 0, ben: 0, cai: 0, dev: 0 });
		expect(s0.lizards?.player).toBe('ben');
		expect(s0.riverfolk?.player).toBe('cai');
		// Reglamento 11.3.4 «Coloca 3 guerreros en zona de pagos.»
		expect(s0.riverfolk?.payments).toEqual({ cai: 3 });
		expect(JSON.parse(JSON.stringify(s0))).toEqual(s0);
	});
	it('no assistants without those factions', () => {
		const c2 = {
			...ctx,
			options: { factions: ['marquise', 'eyrie', 'alliance', 'vagabond'], firstPlayer: 0 }
		} as SessionContext<Options>;
		const s = live.init(c2);
		expect(s.lizards).toBeNull();
		expect(s.riverfolk).toBeNull();
		const r = live.reduce(s, { type: 'lcDawn' }, c2);
		expect(isInvalid(r) && r.reason.key).toBe('root.error.factionNotInPlay');
		const r2 = live.reduce(s, { type: 'rfDawn' }, c2);
		expect(isInvalid(r2) && r2.reason).toEqual({
			key: 'root.error.factionNotInPlay',
			values: { faction: 'riverfolk' }
		});
	});
});

describe('table VP tracker', () => {
	it('+/- taps', () => {
		const s = apply(apply(s0, { type: 'vp', player: 'ana', delta: 3 }), {
			type: 'vp',
			player: 'ana',
			delta: -1
		});
		expect(s.vp.ana).toBe(2);
		expect(s0.vp.ana).toBe(0);
	});
	it('illegal taps', () => {
		expectInvalid(s0, { type: 'vp', player: 'ana', delta: -1 }, 'root.error.vpNegative');
		expectInvalid(s0, { type: 'vp', player: 'zed', delta: 1 }, 'root.error.unknownPlayer');
		expectInvalid(s0, { type: 'vp', player: 'ana', delta: 0 }, 'root.error.badDelta');
		expectInvalid(s0, { type: 'vp', player: 'ana', delta: 1.5 }, 'root.error.badDelta');
		// Contract v2: core parses every action, so an unknown type is refused by core's own key.
		expectInvalid(s0, { type: 'nope' } as unknown as LiveAction, 'error.unknownAction');
	});
	it('first to 30 wins and the game ends', () => {
		const s = apply({ ...s0, vp: { ...s0.vp, dev: 28 } }, { type: 'vp', player: 'dev', delta: 2 });
		expect(s.finished).toBe(true);
		expect(s.winners).toEqual(['dev']);
		expect(live.summarize(s, ctx)).toEqual({
			round: 1,
			finished: true,
			scores: { ana: 0, ben: 0, cai: 0, dev: 30 },
			winners: ['dev'],
			places: [['dev'], ['ana', 'ben', 'cai']],
			figures: {
				factionOf: { ana: 'marquise', ben: 'lizards', cai: 'riverfolk', dev: 'vagabond' }
			}
		});
		expectInvalid(s, { type: 'vp', player: 'ana', delta: 1 }, 'root.error.finished');
	});
	it('dominance replaces the VP goal: no more VP, the app says what must hold, a win ends the game', () => {
		// Law of Root 3.3.1: dominance needs at least 10 VP (Ana and Ben have them here).
		const s = apply(
			{ ...s0, vp: { ...s0.vp, ana: 12, ben: 10 } },
			{ type: 'dominance', player: 'ana', suit: 'mouse' }
		);
		expect(s.dominance).toEqual([{ player: 'ana', suit: 'mouse' }]);
		expectInvalid(s, { type: 'vp', player: 'ana', delta: 1 }, 'root.error.dominanceActive');
		expectInvalid(
			s,
			{ type: 'dominance', player: 'ana', suit: 'fox' },
			'root.error.dominanceActive'
		);
		expectInvalid(
			s,
			{ type: 'dominance', player: 'ben', suit: 'mouse' },
			'root.error.dominanceTaken'
		);
		expectInvalid(
			s,
			{ type: 'dominance', player: 'ben', suit: 'cat' as unknown as 'fox' },
			'root.error.badSuit'
		);
		expectInvalid(s, { type: 'dominanceWin', player: 'ben' }, 'root.error.noDominance');
		const w = apply(s, { type: 'dominanceWin', player: 'ana' });
		expect(live.summarize(w, ctx).winners).toEqual(['ana']);
		expect(live.summarize(w, ctx).finished).toBe(true);
	});
	it('rounds: a round completes when play returns to the first player; VP chart per round', () => {
		let s = apply(s0, { type: 'vp', player: 'ana', delta: 2 });
		for (let i = 0; i < 4; i++) s = apply(s, { type: 'endTurn' });
		expect(s.round).toBe(2);
		expect(s.turn).toBe(0);
		s = apply(s, { type: 'vp', player: 'ben', delta: 5 });
		for (let i = 0; i < 4; i++) s = apply(s, { type: 'endTurn' });
		expect(live.scoreHistory?.(s, ctx)).toEqual([
			{ round: 1, scores: { ana: 2, ben: 0, cai: 0, dev: 0 } },
			{ round: 2, scores: { ana: 2, ben: 5, cai: 0, dev: 0 } }
		]);
	});
	it('rounds with another first player', () => {
		const c = { ...ctx, options: { ...ctx.options, firstPlayer: 2 } };
		let s = live.init(c);
		expect(s.turn).toBe(2);
		for (let i = 0; i < 3; i++) {
			const n = live.reduce(seated(s, { type: 'endTurn' }), { type: 'endTurn' }, c);
			if (isInvalid(n)) throw new Error('invalid');
			s = n;
		}
		expect(s.round).toBe(1);
		const n = live.reduce(seated(s, { type: 'endTurn' }), { type: 'endTurn' }, c);
		expect(!isInvalid(n) && n.round).toBe(2);
	});
});

describe('Lizard Cult assistant (Reglamento §10)', () => {
	it('10.3.3 choose the Outcast before the first Dawn only', () => {
		const s = apply(s0, { type: 'lcChooseOutcast', suit: 'rabbit' });
		expect(s.lizards?.outcast).toBe('rabbit');
		expect(s.lizards?.outcastChosen).toBe(true);
		expectInvalid(
			apply(s, { type: 'lcDawn' }),
			{ type: 'lcChooseOutcast', suit: 'fox' },
			'root.error.outcastLocked'
		);
	});
	it('a mis-tapped Lost Souls card is taken back by suit, its dominance mark with it', () => {
		let s = apply(s0, { type: 'lcLostSoul', suit: 'fox', dominance: false });
		s = apply(s, { type: 'lcLostSoul', suit: 'bird', dominance: true });
		const back = apply(s, { type: 'lcLostSoulRemoved', suit: 'bird' });
		expect(back.lizards).toMatchObject({
			lostSouls: { fox: 1, rabbit: 0, mouse: 0, bird: 0 },
			lostSoulsDominance: []
		});
		expect(
			apply(s, { type: 'lcLostSoulRemoved', suit: 'fox' }).lizards?.lostSoulsDominance
		).toEqual(['bird']);
		expectInvalid(back, { type: 'lcLostSoulRemoved', suit: 'bird' }, 'root.error.noLostSoul');
		// any turn: a card is spent or discarded on any turn (10.2.6)
		expect(live.reduce(s, { type: 'lcLostSoulRemoved', suit: 'fox' }, ctx)).not.toHaveProperty(
			'invalid'
		);
	});
	it('10.3.1 the Cult has 25 warriors: acolytes cannot go beyond', () => {
		const s = apply(s0, { type: 'lcAdjustAcolytes', delta: 25 });
		expectInvalid(s, { type: 'lcRevenge', count: 1 }, 'root.error.cultWarriors');
		expectInvalid(s, { type: 'lcSacrifice' }, 'root.error.cultWarriors');
		expectInvalid(s0, { type: 'lcAdjustAcolytes', delta: 26 }, 'root.error.cultWarriors');
	});
	it('endsGame: the screen asks before a VP entry that would end the game', () => {
		expect(endsGame(s0, { type: 'vp', player: 'ana', delta: 4 }, ctx)).toBe(false);
		expect(endsGame(s0, { type: 'vp', player: 'ana', delta: 45 }, ctx)).toBe(true);
	});
	it('10.2.6 Lost Souls count cards by suit, including dominance cards', () => {
		let s = apply(s0, { type: 'lcLostSoul', suit: 'fox', dominance: false });
		s = apply(s, { type: 'lcLostSoul', suit: 'bird', dominance: true });
		expect(s.lizards?.lostSouls).toEqual({ fox: 1, rabbit: 0, mouse: 0, bird: 1 });
		expect(s.lizards?.lostSoulsDominance).toEqual(['bird']);
		expectInvalid(
			s,
			{ type: 'lcLostSoul', suit: 'cat' as unknown as 'fox', dominance: false },
			'root.error.badSuit'
		);
	});
	it('10.4.1–10.4.2 Dawn adjusts the Outcast and discards the pile', () => {
		let s = apply(s0, { type: 'lcChooseOutcast', suit: 'fox' });
		s = apply(s, { type: 'lcLostSoul', suit: 'mouse', dominance: true });
		s = apply(s, { type: 'lcLostSoul', suit: 'mouse', dominance: false });
		s = apply(s, { type: 'lcLostSoul', suit: 'fox', dominance: false });
		expect(live.describe({ type: 'lcDawn' }, s, ctx)).toEqual({
			key: 'root.log.lcDawn',
			values: { player: 'Ben', branch: 'newSuit', suit: 'mouse', hated: 'no', dominance: 1 }
		});
		s = apply(s, { type: 'lcDawn' });
		expect(s.lizards).toMatchObject({
			outcast: 'mouse',
			hated: false,
			lostSouls: { fox: 0, rabbit: 0, mouse: 0, bird: 0 },
			lostSoulsDominance: [],
			dawns: 1
		});
		// Dawn once per turn: a second tap is refused and changes nothing
		expect(s.lizards?.dawnDone).toBe(true);
		expectInvalid(s, { type: 'lcDawn' }, 'root.error.dawnDone');
		// empty pile next Dawn (after a turn ends): the marker flips to Hated
		s = apply(s, { type: 'endTurn' });
		expect(s.lizards?.dawnDone).toBe(false);
		s = apply(s, { type: 'lcDawn' });
		expect(s.lizards).toMatchObject({ outcast: 'mouse', hated: true });
	});
	it('11.4 the Company Dawn happens once per turn (no double Dividends)', () => {
		const s = withRiverfolk(s0, { funds: 4, postsOnMap: { fox: 1, rabbit: 0, mouse: 0 } });
		const d = apply(s, { type: 'rfDawn' });
		expect(d.vp.cai).toBe(2);
		expect(d.riverfolk?.dawnDone).toBe(true);
		expectInvalid(d, { type: 'rfDawn' }, 'root.error.dawnDone');
		const next = apply(d, { type: 'endTurn' });
		expect(next.riverfolk?.dawnDone).toBe(false);
	});
	it('10.2.3 Revenge and 10.5.4 Sacrifice add acolytes; 10.4.3 conspiracies spend them', () => {
		const sacrificed = apply(apply(s0, { type: 'lcRevenge', count: 2 }), { type: 'lcSacrifice' });
		expect(sacrificed.lizards?.acolytes).toBe(3);
		// Birdsong acolytes (Revenge on the turns before) pay the conspiracies.
		const s = apply(s0, { type: 'lcRevenge', count: 3 });
		expectInvalid(s, { type: 'lcRevenge', count: 0 }, 'root.error.badCount');
		const c = apply(s, { type: 'lcConspiracy', kind: 'crusade' });
		expect(c.lizards?.acolytes).toBe(1);
		expectInvalid(c, { type: 'lcConspiracy', kind: 'convert' }, 'root.error.notEnoughAcolytes');
		expectInvalid(
			c,
			{ type: 'lcConspiracy', kind: 'pray' as unknown as 'convert' },
			'root.error.badConspiracy'
		);
		// while Hated each costs one less
		const h = withLizards(c, { hated: true });
		expect(apply(h, { type: 'lcConspiracy', kind: 'convert' }).lizards?.acolytes).toBe(0);
		// Sanctify puts a garden of the Outcast suit on the map
		const sanct = apply(withLizards(s, { outcast: 'rabbit' }), {
			type: 'lcConspiracy',
			kind: 'sanctify'
		});
		expect(sanct.lizards?.acolytes).toBe(0);
		expect(sanct.lizards?.gardens.rabbit).toBe(1);
		expectInvalid(
			withLizards(s, { outcast: 'rabbit', gardens: { fox: 0, rabbit: 5, mouse: 0 } }),
			{ type: 'lcConspiracy', kind: 'sanctify' },
			'root.error.gardensFull'
		);
	});
	it('10.5.1 build and 10.2.5 garden removed', () => {
		const s = apply(s0, { type: 'lcBuild', suit: 'fox' });
		expect(s.lizards?.gardens).toEqual({ fox: 1, rabbit: 0, mouse: 0 });
		expect(apply(s, { type: 'lcGardenRemoved', suit: 'fox' }).lizards?.gardens.fox).toBe(0);
		expectInvalid(s, { type: 'lcGardenRemoved', suit: 'mouse' }, 'root.error.noGardens');
		expectInvalid(
			withLizards(s, { gardens: { fox: 5, rabbit: 0, mouse: 0 } }),
			{ type: 'lcBuild', suit: 'fox' },
			'root.error.gardensFull'
		);
	});
	it('10.5.3 Score: VP of the garden track, once per suit per turn, card to the Lost Souls', () => {
		const s = withLizards(s0, { gardens: { fox: 4, rabbit: 2, mouse: 0 } });
		const a = apply(s, { type: 'lcScore', suit: 'fox' });
		expect(a.vp.ben).toBe(3);
		expect(a.lizards?.lostSouls.fox).toBe(1);
		expectInvalid(a, { type: 'lcScore', suit: 'fox' }, 'root.error.scoredThisTurn');
		const b = apply(a, { type: 'lcScore', suit: 'rabbit' });
		expect(b.vp.ben).toBe(5);
		expectInvalid(b, { type: 'lcScore', suit: 'mouse' }, 'root.error.noGardens');
		// 10.2.2 birds are not wild
		expectInvalid(
			b,
			{ type: 'lcScore', suit: 'bird' as unknown as 'fox' },
			'root.error.birdNotWild'
		);
		// a new turn allows fox again
		const c = apply(b, { type: 'endTurn' });
		expect(apply(c, { type: 'lcScore', suit: 'fox' }).vp.ben).toBe(8);
	});
	it('10.6.3 draw bonuses follow the gardens on the map; acolyte corrections', () => {
		// «Roba una carta, más una carta adicional por cada símbolo de robo adicional descubierto»
		let s = s0;
		expect(eveningDraw(drawBonusesOf(s.lizards!.gardens))).toBe(1);
		for (let i = 0; i < GARDEN_DRAW_BONUSES.length - 1; i++) {
			s = apply(s, { type: 'lcBuild', suit: 'fox' });
			expect(drawBonusesOf(s.lizards!.gardens)).toBe(GARDEN_DRAW_BONUSES[i + 1]);
		}
		// a garden removed covers its bonus again
		const r = apply(s, { type: 'lcGardenRemoved', suit: 'fox' });
		expect(drawBonusesOf(r.lizards!.gardens)).toBe(
			GARDEN_DRAW_BONUSES[GARDEN_DRAW_BONUSES.length - 2]
		);
		expect(drawBonusesOf({ fox: 5, rabbit: 5, mouse: 5 })).toBe(3 * GARDEN_DRAW_BONUSES[5]!);
		expectInvalid(s0, { type: 'lcAdjustAcolytes', delta: -1 }, 'root.error.notEnoughAcolytes');
		expect(apply(s0, { type: 'lcAdjustAcolytes', delta: 2 }).lizards?.acolytes).toBe(2);
	});
});

describe('Riverfolk Company assistant (Reglamento §11)', () => {
	it('11.6.2 prices 1..4', () => {
		const s = apply(s0, { type: 'rfSetPrice', service: 'hand', price: 4 });
		expect(s.riverfolk?.prices).toEqual({ hand: 4, riverboats: 0, mercenaries: 0 });
		expectInvalid(s0, { type: 'rfSetPrice', service: 'hand', price: 5 }, 'root.error.badPrice');
		expectInvalid(s0, { type: 'rfSetPrice', service: 'hand', price: 0 }, 'root.error.badPrice');
		expectInvalid(
			s0,
			{ type: 'rfSetPrice', service: 'boat' as unknown as 'hand', price: 2 },
			'root.error.badService'
		);
	});
	it('11.2.6 buying services: count, cost into Payments, Vagabond rules', () => {
		let s = withRiverfolk(s0, {
			prices: { hand: 2, riverboats: 1, mercenaries: 3 },
			postsOnMap: { fox: 1, rabbit: 0, mouse: 0 },
			payments: 0
		});
		expectInvalid(
			s,
			{ type: 'rfBuy', buyer: 'cai', service: 'hand', clearings: 0 },
			'root.error.buyerIsCompany'
		);
		s = apply(s, { type: 'rfBuy', buyer: 'ana', service: 'mercenaries', clearings: 1 });
		// 11.2.6 I: the buyer's own warriors go to Payments (whose they are is kept)
		expect(s.riverfolk?.payments).toEqual({ ana: 3 });
		s = apply(s, { type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 1 });
		expect(s.riverfolk?.payments).toEqual({ ana: 5 });
		// 1 + 1 clearing = 2 services this turn
		expectInvalid(
			s,
			{ type: 'rfBuy', buyer: 'ana', service: 'riverboats', clearings: 1 },
			'root.error.servicesLimit'
		);
		expectInvalid(
			s,
			{ type: 'rfBuy', buyer: 'ben', service: 'hand', clearings: 2 },
			'root.error.tooManyClearings'
		);
		// the Vagabond exhausts items and cannot buy mercenaries
		expectInvalid(
			s,
			{ type: 'rfBuy', buyer: 'dev', service: 'mercenaries', clearings: 0 },
			'root.error.vagabondNoMercenaries'
		);
		expect(
			live.describe({ type: 'rfBuy', buyer: 'dev', service: 'hand', clearings: 0 }, s, ctx)
		).toEqual({
			key: 'root.log.rfBuy',
			values: { player: 'Dev', service: 'hand', cost: 2, vagabond: 'yes' }
		});
		// 11.2.6 III: for the Vagabond the Company puts its own warriors in Payments
		expect(
			apply(s, { type: 'rfBuy', buyer: 'dev', service: 'hand', clearings: 0 }).riverfolk?.payments
		).toEqual({ ana: 5, cai: 2 });
		// a new turn resets the count
		const t = apply(s, { type: 'endTurn' });
		expect(
			tot(
				apply(t, { type: 'rfBuy', buyer: 'ana', service: 'riverboats', clearings: 0 }),
				'payments'
			)
		).toBe(6);
		expectInvalid(
			withRiverfolk(s0, { prices: { hand: 0, riverboats: 1, mercenaries: 1 } }),
			{ type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 0 },
			'root.error.priceNotSet'
		);
	});
	it('11.4 Dawn: Protectionism, Dividends with a trade post, then all to Funds', () => {
		const s = withRiverfolk(s0, {
			funds: 5,
			payments: 0,
			committed: 2,
			postsOnMap: { fox: 0, rabbit: 1, mouse: 0 }
		});
		const d = apply(s, { type: 'rfDawn' });
		expect(d.riverfolk).toMatchObject({ funds: { cai: 9 }, payments: {}, committed: {} });
		expect(d.vp.cai).toBe(2);
		expect(live.describe({ type: 'rfDawn' }, s, ctx)).toEqual({
			key: 'root.log.rfDawn',
			values: { player: 'Cai', protectionism: 2, vp: 2, funds: 9 }
		});
		// without a trade post: no Dividends
		const n = apply(withRiverfolk(s0, { funds: 6 }), { type: 'rfDawn' });
		expect(n.vp.cai).toBe(0);
		expect(n.riverfolk?.funds).toEqual({ cai: 9 });
		// 11.4.3 everything moves to Funds keeping its colour
		const mixed = apply(
			withRiverfolk(s0, { funds: { ana: 1 }, payments: { ana: 2, dev: 1 }, committed: { cai: 1 } }),
			{
				type: 'rfDawn'
			}
		);
		expect(mixed.riverfolk?.funds).toEqual({ ana: 3, dev: 1, cai: 1 });
	});
	it('11.5.3 a craft fills empty trade-post track spaces of its suits, freed again at the Dawn', () => {
		// Two fox posts and one mouse post have left their tracks: 2 fox and 1 mouse spaces.
		let s = withRiverfolk(s0, { funds: 6, postsPlaced: { fox: 2, rabbit: 0, mouse: 1 } });
		expectInvalid(s, { type: 'rfCraft', cost: 1, suits: { rabbit: 1 } }, 'root.error.craftNoSpace');
		expectInvalid(s, { type: 'rfCraft', cost: 3, suits: { fox: 1 } }, 'root.error.badCount');
		expectInvalid(
			s,
			{ type: 'rfCraft', cost: 1, suits: { bird: 1 } as Partial<Record<Suit, number>> },
			'root.error.badCount'
		);
		s = apply(s, { type: 'rfCraft', cost: 2, suits: { fox: 1, mouse: 1 } });
		expect(s.riverfolk?.committed).toEqual({ cai: 2 });
		// The mouse space is filled now; one fox space is left this turn.
		expectInvalid(s, { type: 'rfCraft', cost: 1, suits: { mouse: 1 } }, 'root.error.craftNoSpace');
		s = apply(s, { type: 'rfCraft', cost: 1, suits: { fox: 1 } });
		expectInvalid(s, { type: 'rfCraft', cost: 1, suits: { fox: 1 } }, 'root.error.craftNoSpace');
		// 11.4.3 «Mueve todos los guerreros en tu tablero a la zona de fondos»: at its next Dawn
		// the tracks are empty again.
		s = apply(withRiverfolk(s, { dawnDone: false }), { type: 'rfDawn' });
		s = apply(s, { type: 'rfCraft', cost: 2, suits: { fox: 2 } });
		expect(s.riverfolk?.daylight.map((d) => d.suits)).toEqual([{ fox: 2 }]);
	});
	it('11.5 Daylight: commit or spend funds, checklist with running totals', () => {
		let s = withRiverfolk(s0, { funds: 6 });
		s = apply(s, { type: 'rfAction', kind: 'move' });
		s = apply(s, { type: 'rfAction', kind: 'recruit' });
		s = apply(s, { type: 'rfCraft', cost: 2 });
		expect(s.riverfolk).toMatchObject({ funds: { cai: 2 }, committed: { cai: 3 } });
		s = apply(s, { type: 'rfTradePost', suit: 'mouse', ruler: 'cai' });
		expect(s.riverfolk).toMatchObject({ funds: {}, postsOnMap: { fox: 0, rabbit: 0, mouse: 1 } });
		expect(s.vp.cai).toBe(2);
		expect(s.riverfolk?.daylight.map((d) => d.kind)).toEqual([
			'move',
			'recruit',
			'craft',
			'tradePost'
		]);
		expectInvalid(s, { type: 'rfAction', kind: 'battle' }, 'root.error.notEnoughFunds');
		expectInvalid(
			s,
			{ type: 'rfAction', kind: 'fly' as unknown as 'move' },
			'root.error.badAction'
		);
		expectInvalid(
			withRiverfolk(s, { funds: 2 }),
			{ type: 'rfTradePost', suit: 'mouse', vp: -1 },
			'root.error.badVp'
		);
		expectInvalid(
			withRiverfolk(s, { funds: 2, postsPlaced: { fox: 0, rabbit: 0, mouse: 3 } }),
			{ type: 'rfTradePost', suit: 'mouse', vp: 2 },
			'root.error.noTradePostLeft'
		);
		expect(apply(s, { type: 'rfExport' }).riverfolk?.payments).toEqual({ cai: 4 });
	});
	it('11.5.6 a trade post spends two funds of the clearing ruler; its VP comes from the track', () => {
		let s = withRiverfolk(s0, { funds: { cai: 1, ana: 3 } });
		// II «Gasta dos fondos del jugador que gobierna el claro elegido.»
		expectInvalid(s, { type: 'rfTradePost', suit: 'fox', ruler: 'cai' }, 'root.error.rulerFunds');
		expectInvalid(
			s,
			{ type: 'rfTradePost', suit: 'fox', ruler: 'zed' },
			'root.error.unknownPlayer'
		);
		s = apply(s, { type: 'rfTradePost', suit: 'fox', ruler: 'ana' });
		expect(s.riverfolk?.funds).toEqual({ cai: 1, ana: 1 });
		// III «Obtén los puntos de victoria indicados en el espacio descubierto» (data table)
		expect(s.vp.cai).toBe(TRADE_POST_TRACK_VP[0]);
		expect(live.describe({ type: 'rfTradePost', suit: 'fox', ruler: 'ana' }, s0, ctx)).toEqual({
			key: 'root.log.rfTradePost',
			values: { player: 'Cai', suit: 'fox', vp: TRADE_POST_TRACK_VP[0], ruler: 'Ana' }
		});
		// a version 2 log typed the VP: it replays as recorded
		const old = apply(withRiverfolk(s0, { funds: 2 }), { type: 'rfTradePost', suit: 'fox', vp: 1 });
		expect(old.vp.cai).toBe(1);
	});
	it("the table's own board values (options' prints) give a trade post's VP and the Cult's draws", () => {
		const prints = { postVp: [1, 2, 3], gardenDraws: [0, 1, 1, 1, 2, 2] };
		const own: SessionContext<Options> = { ...ctx, options: { ...ctx.options, prints } };
		let s = withRiverfolk(s0, { funds: { ana: 4 } });
		for (const vp of [1, 2]) {
			const next = live.reduce(
				seated(s, { type: 'rfTradePost', suit: 'fox', ruler: 'ana' }),
				{ type: 'rfTradePost', suit: 'fox', ruler: 'ana' },
				own
			);
			if (isInvalid(next)) throw new Error(next.reason.key);
			expect(next.vp.cai - s.vp.cai).toBe(vp);
			s = withRiverfolk(next, { funds: { ana: 4 } });
		}
		expect(drawBonusesOf({ fox: 1, rabbit: 4, mouse: 0 }, prints.gardenDraws)).toBe(3);
	});

	it('the garden draw bonuses are entered as the spaces that show one and kept as counts per gardens on the map', () => {
		const prints = { postVp: [2, 2, 2], gardenDraws: [...GARDEN_DRAW_BONUSES] };
		expect(drawSpacesOf(prints)).toEqual([false, false, true, false, false]);
		expect(withDrawSpace(prints, 0, true).gardenDraws).toEqual([0, 1, 1, 2, 2, 2]);
		expect(withDrawSpace(prints, 2, false).gardenDraws).toEqual([0, 0, 0, 0, 0, 0]);
		expect(withPostVp(prints, 1, 3).postVp).toEqual([2, 3, 2]);
	});

	it('options refuse printed board values a board cannot show (wrong length, a garden with two draws)', () => {
		const base = { factions: ctx.options.factions, firstPlayer: 0 };
		const ok = { postVp: [2, 2, 2], gardenDraws: [0, 0, 0, 1, 1, 1] };
		expect(module.validateOptions({ ...base, prints: ok }, 4)).toBeNull();
		for (const prints of [
			{ ...ok, postVp: [2, 2] },
			{ ...ok, postVp: [2, 2, -1] },
			{ ...ok, gardenDraws: [0, 2, 2, 2, 2, 2] },
			{ ...ok, gardenDraws: [1, 1, 1, 1, 1, 1] },
			'lots'
		])
			expect(module.validateOptions({ ...base, prints }, 4)).toEqual({
				key: 'root.error.options.prints'
			});
		// none given: the app's data
		expect(printsOf(base)).toEqual({
			postVp: [...TRADE_POST_TRACK_VP],
			gardenDraws: [...GARDEN_DRAW_BONUSES]
		});
	});
	it('11.5 funds of a chosen colour are committed or spent; the Company’s own first by default', () => {
		const s = withRiverfolk(s0, { funds: { ana: 2, cai: 1 } });
		const own = apply(s, { type: 'rfAction', kind: 'move' });
		expect(own.riverfolk).toMatchObject({ funds: { ana: 2 }, committed: { cai: 1 } });
		const ana = apply(s, { type: 'rfAction', kind: 'recruit', from: 'ana' });
		// spent: Ana's warrior goes back to her
		expect(ana.riverfolk).toMatchObject({ funds: { ana: 1, cai: 1 }, committed: {} });
		expectInvalid(
			withRiverfolk(s0, { funds: { ana: 1 } }),
			{ type: 'rfAction', kind: 'move', from: 'dev' },
			'root.error.notEnoughFunds'
		);
		// Trade Disruption takes the others' warriors first
		const posted = withRiverfolk(s, { postsOnMap: { fox: 1, rabbit: 0, mouse: 0 } });
		expect(apply(posted, { type: 'rfTradePostRemoved', suit: 'fox' }).riverfolk?.funds).toEqual({
			cai: 1
		});
	});
	it('11.2.5 I Trade Disruption: a removed post takes half the funds rounded up and leaves the game', () => {
		const s = withRiverfolk(s0, {
			funds: 5,
			postsOnMap: { fox: 1, rabbit: 0, mouse: 0 },
			postsPlaced: { fox: 1, rabbit: 0, mouse: 0 }
		});
		const r = apply(s, { type: 'rfTradePostRemoved', suit: 'fox' });
		expect(r.riverfolk).toMatchObject({
			funds: { cai: 2 },
			postsOnMap: { fox: 0 },
			postsPlaced: { fox: 1 }
		});
		expect(live.describe({ type: 'rfTradePostRemoved', suit: 'fox' }, s, ctx).values?.lost).toBe(3);
		expectInvalid(r, { type: 'rfTradePostRemoved', suit: 'fox' }, 'root.error.noTradePostOnMap');
	});
	it('corrections', () => {
		expect(apply(s0, { type: 'rfAdjust', field: 'funds', delta: 3 }).riverfolk?.funds).toEqual({
			cai: 3
		});
		expect(
			apply(s0, { type: 'rfAdjust', field: 'funds', delta: 2, colour: 'ana' }).riverfolk?.funds
		).toEqual({ ana: 2 });
		// 11.3.1: the Company has 15 warriors (3 already in Payments)
		expectInvalid(
			s0,
			{ type: 'rfAdjust', field: 'funds', delta: 13 },
			'root.error.companyWarriors'
		);
		expect(tot(apply(s0, { type: 'rfAdjust', field: 'funds', delta: 12 }), 'funds')).toBe(12);
		expectInvalid(s0, { type: 'rfAdjust', field: 'funds', delta: -1 }, 'root.error.negativeCount');
		expectInvalid(
			s0,
			{ type: 'rfAdjust', field: 'vp' as unknown as 'funds', delta: 1 },
			'root.error.badField'
		);
	});
});

describe('replay', () => {
	const actions: LiveAction[] = [
		{ type: 'lcChooseOutcast', suit: 'fox' },
		{ type: 'rfSetPrice', service: 'hand', price: 2 },
		{ type: 'rfSetPrice', service: 'riverboats', price: 1 },
		{ type: 'rfSetPrice', service: 'mercenaries', price: 3 },
		{ type: 'vp', player: 'ana', delta: 2 },
		{ type: 'lcLostSoul', suit: 'rabbit', dominance: false },
		{ type: 'endTurn' },
		{ type: 'lcDawn' },
		{ type: 'lcBuild', suit: 'rabbit' },
		{ type: 'lcBuild', suit: 'rabbit' },
		{ type: 'lcScore', suit: 'rabbit' },
		{ type: 'endTurn' },
		{ type: 'rfDawn' },
		{ type: 'rfTradePost', suit: 'fox', vp: 2 },
		{ type: 'endTurn' },
		{ type: 'rfBuy', buyer: 'dev', service: 'riverboats', clearings: 0 },
		{ type: 'endTurn' }
	];
	it('folding the same actions twice gives equal, JSON-safe states', () => {
		const a = fold(live, ctx, actions);
		const b = fold(live, ctx, actions);
		expect(a.skipped).toEqual([]);
		expect(a.state).toEqual(b.state);
		expect(JSON.parse(JSON.stringify(a.state))).toEqual(a.state);
		expect(a.state.round).toBe(2);
		expect(a.state.vp).toEqual({ ana: 2, ben: 2, cai: 2, dev: 0 });
		expect(a.state.lizards?.outcast).toBe('rabbit');
	});
	it('an end-to-end scenario: three Lizard Cult turns with the Lost Souls counter', () => {
		const turn = (cards: LiveAction[]): LiveAction[] => [
			{ type: 'lcDawn' },
			...cards,
			{ type: 'endTurn' },
			{ type: 'rfDawn' },
			{ type: 'endTurn' },
			{ type: 'endTurn' },
			{ type: 'endTurn' }
		];
		const c = { ...ctx, options: { ...ctx.options, firstPlayer: 1 } };
		const all: LiveAction[] = [
			{ type: 'lcChooseOutcast', suit: 'fox' },
			...turn([
				{ type: 'lcLostSoul', suit: 'mouse', dominance: false },
				{ type: 'lcLostSoul', suit: 'mouse', dominance: false }
			]),
			...turn([{ type: 'lcLostSoul', suit: 'mouse', dominance: false }]),
			...turn([])
		];
		const { state, skipped } = fold(live, c, all);
		expect(skipped).toEqual([]);
		// dawn 1: empty pile -> fox hated; dawn 2: mouse most -> new Outcast mouse;
		// dawn 3: mouse again -> Hated
		expect(state.lizards).toMatchObject({ outcast: 'mouse', hated: true, dawns: 3 });
		expect(state.round).toBe(4);
	});
});
