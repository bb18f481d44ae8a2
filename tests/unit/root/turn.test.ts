/** Issue 17: whose turn it is and the order of a turn's steps, enforced by the live flow. */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState, type Options } from '$lib/games/root/index';
import { colourTotal } from '$lib/games/root/riverfolk';
import { checkPhase } from '$lib/games/core/phases';
import { livePhases } from '$lib/games/root/phases';
import { dawnPending } from '$lib/games/root/turn';

// Ana Marquise (first), Ben Lizard Cult, Cai Riverfolk Company, Dev Vagabond.
const ctx: SessionContext<Options> = {
	players: ['ana', 'ben', 'cai', 'dev'].map((id) => ({
		id,
		name: id.toUpperCase(),
		color: '#000'
	})),
	options: { factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'], firstPlayer: 0 },
	seed: 'T',
	setup: { factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'], firstPlayer: 0 }
};
const SETUP: LiveAction[] = [
	{ type: 'lcChooseOutcast', suit: 'rabbit' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 1 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 3 }
];
function play(actions: LiveAction[]): LiveState {
	const { state, refused } = fold(live, ctx, [...SETUP, ...actions]);
	expect(refused).toEqual([]);
	return state;
}
function refusal(state: LiveState, action: LiveAction): string | null {
	const r = live.reduce(state, action, ctx);
	return isInvalid(r) ? r.reason.key : null;
}

describe('each faction acts on its own turn', () => {
	const anaTurn = play([]);
	it("the setup steps (start garden, Outcast, starting prices) are taken before anyone's turn", () => {
		expect(anaTurn.lizards).toMatchObject({ outcast: 'rabbit', gardens: { fox: 1 } });
		expect(anaTurn.riverfolk?.prices).toEqual({ hand: 2, riverboats: 1, mercenaries: 3 });
	});
	it("the Cult's and the Company's Dawn are refused on the Marquise's turn", () => {
		expect(refusal(anaTurn, { type: 'lcDawn' })).toBe('root.error.notCultTurn');
		expect(refusal(anaTurn, { type: 'rfDawn' })).toBe('root.error.notCompanyTurn');
		expect(refusal(anaTurn, { type: 'lcScore', suit: 'fox' })).toBe('root.error.notCultTurn');
		expect(refusal(anaTurn, { type: 'rfAction', kind: 'move' })).toBe('root.error.notCompanyTurn');
	});
	it('what the rules put on other turns stays open: Lost Souls, Revenge, a removed garden', () => {
		const s = play([
			{ type: 'lcLostSoul', suit: 'mouse', dominance: false },
			{ type: 'lcRevenge', count: 1 },
			{ type: 'lcGardenRemoved', suit: 'fox', card: 'rabbit' }
		]);
		// 10.2.5 Fear of the Faithful: the card discarded at random goes to the Lost Souls.
		expect(s.lizards).toMatchObject({
			acolytes: 1,
			gardens: { fox: 0 },
			lostSouls: { mouse: 1, rabbit: 1 }
		});
	});
	it('a buyer buys services on their own turn only (11.2.6 «al inicio de sus respectivas Albas»)', () => {
		expect(refusal(anaTurn, { type: 'rfBuy', buyer: 'dev', service: 'hand', clearings: 0 })).toBe(
			'root.error.buyOnOwnTurn'
		);
		const s = play([{ type: 'rfBuy', buyer: 'ana', service: 'mercenaries', clearings: 0 }]);
		expect(s.riverfolk?.servicesBought).toEqual({ ana: 1 });
	});
});

describe("the Cult's Birdsong in its order (10.4)", () => {
	const benTurn = play([
		{ type: 'lcRevenge', count: 3 },
		{ type: 'lcLostSoul', suit: 'mouse', dominance: false },
		{ type: 'endTurn' }
	]);
	it('a conspiracy before the Dawn is refused, priced with the new Outcast after it', () => {
		expect(dawnPending(benTurn, ctx)).toBe('lizards');
		expect(refusal(benTurn, { type: 'lcConspiracy', kind: 'sanctify' })).toBe(
			'root.error.cultDawnFirst'
		);
		const r = live.reduce(benTurn, { type: 'lcDawn' }, ctx) as LiveState;
		expect(r.lizards).toMatchObject({ outcast: 'mouse', hated: false });
		const s = live.reduce(r, { type: 'lcConspiracy', kind: 'sanctify' }, ctx) as LiveState;
		// The Sanctify garden goes into the Outcast suit after the Dawn: mouse.
		expect(s.lizards?.gardens).toEqual({ fox: 1, rabbit: 0, mouse: 1 });
	});
	it('the turn cannot end with its Dawn unresolved; a second Dawn is refused', () => {
		expect(refusal(benTurn, { type: 'endTurn' })).toBe('root.error.dawnPending');
		const r = live.reduce(benTurn, { type: 'lcDawn' }, ctx) as LiveState;
		expect(refusal(r, { type: 'lcDawn' })).toBe('root.error.dawnDone');
		expect(refusal(r, { type: 'endTurn' })).toBeNull();
	});
});

describe("the Company's turn (11.4, 11.5)", () => {
	const caiTurn = play([{ type: 'endTurn' }, { type: 'lcDawn' }, { type: 'endTurn' }]);
	it('Daylight actions wait for the Dawn; Dividends are paid once', () => {
		expect(refusal(caiTurn, { type: 'rfAction', kind: 'move' })).toBe(
			'root.error.companyDawnFirst'
		);
		expect(refusal(caiTurn, { type: 'endTurn' })).toBe('root.error.dawnPending');
		const d = live.reduce(caiTurn, { type: 'rfDawn' }, ctx) as LiveState;
		expect(d.riverfolk?.funds).toEqual({ cai: 3 });
		expect(refusal(d, { type: 'rfDawn' })).toBe('root.error.dawnDone');
	});
	it('Export only as part of a craft (11.5.3 I)', () => {
		const d = live.reduce(caiTurn, { type: 'rfDawn' }, ctx) as LiveState;
		expect(refusal(d, { type: 'rfExport' })).toBe('root.error.exportNeedsCraft');
		const c = live.reduce(d, { type: 'rfCraft', cost: 1 }, ctx) as LiveState;
		expect((live.reduce(c, { type: 'rfExport' }, ctx) as LiveState).riverfolk?.payments).toEqual({
			cai: 1
		});
	});
	it('Sanctify on a trade post removes it with its Trade Disruption in one step', () => {
		const d = live.reduce(caiTurn, { type: 'rfDawn' }, ctx) as LiveState;
		const p = live.reduce(
			d,
			{ type: 'rfTradePost', suit: 'rabbit', ruler: 'cai' },
			ctx
		) as LiveState;
		let s = live.reduce(p, { type: 'endTurn' }, ctx) as LiveState; // Dev
		s = live.reduce(s, { type: 'endTurn' }, ctx) as LiveState; // Ana
		s = live.reduce(s, { type: 'lcRevenge', count: 3 }, ctx) as LiveState;
		s = live.reduce(s, { type: 'endTurn' }, ctx) as LiveState; // Ben: Outcast stays rabbit, hated
		s = live.reduce(s, { type: 'lcDawn' }, ctx) as LiveState;
		expect(s.lizards).toMatchObject({ outcast: 'rabbit', hated: true });
		const funds = colourTotal(s.riverfolk!.funds);
		const r = live.reduce(s, { type: 'lcConspiracy', kind: 'sanctify', tradePost: true }, ctx);
		expect(isInvalid(r)).toBe(false);
		const after = r as LiveState;
		expect(after.riverfolk?.postsOnMap.rabbit).toBe(0);
		expect(colourTotal(after.riverfolk!.funds)).toBe(Math.floor(funds / 2));
		expect(after.lizards?.gardens.rabbit).toBe(1);
	});
});

describe('whose turn and the Dawn first are phase data, read with the seats', () => {
	/** A move as the phases read it (core's checks take any game's action). */
	const check = (state: LiveState, action: LiveAction) =>
		checkPhase(livePhases, state, action, ctx);
	const anaTurn = play([]);
	const benTurn = play([{ type: 'endTurn' }]);
	const caiTurn = play([{ type: 'endTurn' }, { type: 'lcDawn' }, { type: 'endTurn' }]);
	it("the Cult's and the Company's Dawn are phases of their own turn", () => {
		expect(livePhases.of(anaTurn, ctx)).toBe('turn');
		expect(livePhases.of(benTurn, ctx)).toBe('cultDawn');
		expect(livePhases.of(live.reduce(benTurn, { type: 'lcDawn' }, ctx) as LiveState, ctx)).toBe(
			'cultBirdsong'
		);
		expect(livePhases.of(caiTurn, ctx)).toBe('companyDawn');
	});
	it("the phases refuse a faction's move off its turn and a turn ended before its Dawn, naming the player whose turn it is", () => {
		expect(check(anaTurn, { type: 'lcScore', suit: 'fox' })).toEqual({
			invalid: true,
			reason: { key: 'root.error.notCultTurn', values: { player: 'ANA' } }
		});
		expect(check(benTurn, { type: 'rfAction', kind: 'move' })).toEqual({
			invalid: true,
			reason: { key: 'root.error.notCompanyTurn', values: { player: 'BEN' } }
		});
		expect(check(benTurn, { type: 'lcScore', suit: 'fox' })?.reason.key).toBe(
			'root.error.cultDawnFirst'
		);
		// The end of a turn with its Dawn pending is the Dawn phase's refusal, naming both.
		expect(check(benTurn, { type: 'endTurn' })).toEqual({
			invalid: true,
			reason: { key: 'root.error.dawnPending', values: { player: 'BEN', faction: 'lizards' } }
		});
		expect(check(caiTurn, { type: 'endTurn' })?.reason).toEqual({
			key: 'root.error.dawnPending',
			values: { player: 'CAI', faction: 'riverfolk' }
		});
	});
	it("the start garden and the starting prices are nobody's turn move before the first Dawn", () => {
		const fresh = live.init(ctx);
		expect(livePhases.of(fresh, ctx)).toBe('setup');
		expect(check(fresh, { type: 'lcBuild', suit: 'fox' })).toBeNull();
		const prices = { type: 'rfSetPrice', service: 'hand', price: 2 } as const;
		expect(check(fresh, prices)).toBeNull();
	});
});

describe('dominance (Law of Root 3.3)', () => {
	it('only on your own turn, with at least 10 VP, and never for the Vagabond', () => {
		const s = play([{ type: 'vp', player: 'ana', delta: 9 }]);
		expect(refusal(s, { type: 'dominance', player: 'ana', suit: 'fox' })).toBe(
			'root.error.dominanceNeedsVp'
		);
		const ten = live.reduce(s, { type: 'vp', player: 'ana', delta: 1 }, ctx) as LiveState;
		expect(refusal(ten, { type: 'dominance', player: 'ana', suit: 'fox' })).toBeNull();
		expect(refusal(ten, { type: 'dominance', player: 'ben', suit: 'fox' })).toBe(
			'root.error.dominanceOwnTurn'
		);
		const devTurn = { ...ten, turn: 3, vp: { ...ten.vp, dev: 15 } };
		expect(refusal(devTurn, { type: 'dominance', player: 'dev', suit: 'fox' })).toBe(
			'root.error.vagabondCoalition'
		);
	});
});
