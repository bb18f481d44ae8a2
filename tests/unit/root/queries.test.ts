/**
 * What Root's screens ask the game: the Cult's Dawn carried by the first step of its turn, and
 * who can pay a trade post.
 */
import { describe, expect, it } from 'vitest';
import {
	afterCultDawn,
	cultDawnCarried,
	endTurnBlocked,
	postRulers,
	whyNot
} from '$lib/games/root/queries';
import { playAt, rootTable, SETUP } from './table';

const ctx = rootTable('ASK');
const play = playAt(ctx);

describe("the Cult's Dawn carried by its turn's first step (10.4.1, 10.4.2: nothing to choose)", () => {
	const cultTurn = play([
		...SETUP,
		{ type: 'lcLostSoul', suit: 'rabbit', dominance: false },
		{ type: 'endTurn' }
	]);

	it('its conspiracies, rituals, cards, VP and the end of its turn carry it; a purchase and corrections do not', () => {
		for (const type of ['lcScore', 'lcSacrifice', 'endTurn'] as const)
			expect(cultDawnCarried(cultTurn, { type } as never, ctx), type).toBe(true);
		expect(
			cultDawnCarried(cultTurn, { type: 'lcLostSoul', suit: 'fox', dominance: false }, ctx)
		).toBe(true);
		expect(cultDawnCarried(cultTurn, { type: 'vp', player: 'ben', delta: 1 }, ctx)).toBe(true);
		// 11.2.6 «Al inicio de sus respectivas Albas»: a purchase comes before the Dawn.
		expect(
			cultDawnCarried(cultTurn, { type: 'rfBuy', buyer: 'ben', service: 'hand', clearings: 0 }, ctx)
		).toBe(false);
		expect(cultDawnCarried(cultTurn, { type: 'lcLostSoulRemoved', suit: 'rabbit' }, ctx)).toBe(
			false
		);
	});

	it("shows the choices on the state after the Dawn, and the turn's end is not blocked by it", () => {
		const after = afterCultDawn(cultTurn, ctx);
		expect(after.lizards).toMatchObject({
			dawnDone: true,
			outcast: 'rabbit',
			lostSouls: { rabbit: 0 }
		});
		expect(whyNot(cultTurn, { type: 'endTurn' }, ctx)?.key).toBe('root.error.dawnPending');
		expect(endTurnBlocked(cultTurn, ctx)).toBeNull();
	});

	it("on another faction's turn, or once the Dawn is resolved, nothing is carried", () => {
		const anaTurn = play(SETUP);
		expect(cultDawnCarried(anaTurn, { type: 'endTurn' }, ctx)).toBe(false);
		expect(afterCultDawn(anaTurn, ctx)).toBe(anaTurn);
		const resolved = play([{ type: 'lcDawn' }], cultTurn);
		expect(cultDawnCarried(resolved, { type: 'lcScore', suit: 'fox' }, ctx)).toBe(false);
	});
});

describe('who can pay a trade post (11.5.6 II: two funds of the ruler)', () => {
	it('lists the colours with two funds or more, not one', () => {
		const rf = play(SETUP).riverfolk!;
		const funds = { ...rf, funds: { ana: 2, ben: 1, cai: 3 } };
		expect(postRulers(funds, ctx).map((c) => c.player)).toEqual(['ana', 'cai']);
	});
});
