import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	craftFloor,
	craftSpaces,
	daylightCost,
	daylightTotals,
	dividends,
	protectionism,
	purchase,
	riverfolkDawn,
	servicesAllowed,
	tradeDisruption
} from '$lib/games/root/riverfolk';

describe('Reglamento 11.4.2 Dividendos', () => {
	it('1 VP per 2 funds with at least one trade post on the map', () => {
		expect(dividends(5, 1)).toBe(2);
		expect(dividends(6, 3)).toBe(3);
		expect(dividends(1, 2)).toBe(0);
	});
	it('no VP without a trade post on the map', () => {
		expect(dividends(8, 0)).toBe(0);
	});
	it('invalid input throws naming the field', () => {
		expect(() => dividends(-1, 1)).toThrow(/funds/);
		expect(() => dividends(2, 0.5)).toThrow(/tradePostsOnMap/);
	});
});

describe('Reglamento 11.2.5 I Interrupción del Comercio', () => {
	it('odd funds: loses half rounded up', () => {
		expect(tradeDisruption(5)).toEqual({ lost: 3, remaining: 2 });
		expect(tradeDisruption(1)).toEqual({ lost: 1, remaining: 0 });
	});
	it('even funds: loses exactly half', () => {
		expect(tradeDisruption(6)).toEqual({ lost: 3, remaining: 3 });
		expect(tradeDisruption(0)).toEqual({ lost: 0, remaining: 0 });
	});
	it('property: lost + remaining = funds and lost >= remaining', () => {
		fc.assert(
			fc.property(fc.nat(100), (f) => {
				const r = tradeDisruption(f);
				expect(r.lost + r.remaining).toBe(f);
				expect(r.lost - r.remaining).toBe(f % 2);
			})
		);
	});
	it('invalid input throws naming the field', () => {
		expect(() => tradeDisruption(-2)).toThrow(/funds/);
	});
});

describe('Reglamento 11.2.6 II Número de servicios', () => {
	it('one service plus one per clearing with a trade post where the buyer has a piece', () => {
		expect(servicesAllowed(0)).toBe(1);
		expect(servicesAllowed(2)).toBe(3);
		expect(() => servicesAllowed(-1)).toThrow(/clearingsWithPostAndBuyerPiece/);
	});
});

describe('Reglamento 11.4.1 Proteccionismo', () => {
	it('empty Payments: +2 warriors; otherwise none', () => {
		expect(protectionism(0)).toBe(2);
		expect(protectionism(1)).toBe(0);
		expect(() => protectionism(1.2)).toThrow(/payments/);
	});
});

describe('Reglamento 11.4 Alba in order', () => {
	it('Protectionism, then Dividends on funds only, then everything to Funds', () => {
		expect(riverfolkDawn({ funds: 5, payments: 0, committed: 3, tradePostsOnMap: 1 })).toEqual({
			protectionism: 2,
			dividendsVp: 2,
			funds: 10,
			payments: 0,
			committed: 0
		});
		// Payments and Committed do not count for Dividends
		expect(
			riverfolkDawn({ funds: 1, payments: 6, committed: 4, tradePostsOnMap: 2 }).dividendsVp
		).toBe(0);
	});
});

describe('Reglamento 11.2.6 Comprar Servicios: cost and payment', () => {
	it('a buyer places as many warriors as the price in Payments', () => {
		expect(purchase({ service: 'riverboats', price: 3, buyerIsVagabond: false })).toEqual({
			allowed: true,
			toPayments: 3,
			buyerWarriors: 3,
			itemsExhausted: 0
		});
	});
	it('III the Vagabond exhausts items; the Company places its own warriors', () => {
		expect(purchase({ service: 'hand', price: 2, buyerIsVagabond: true })).toEqual({
			allowed: true,
			toPayments: 2,
			buyerWarriors: 0,
			itemsExhausted: 2
		});
	});
	it('11.2.7 III b the Vagabond cannot buy mercenaries', () => {
		expect(purchase({ service: 'mercenaries', price: 2, buyerIsVagabond: true }).allowed).toBe(
			false
		);
	});
	it('invalid input throws naming the field', () => {
		expect(() =>
			purchase({ service: 'ferry' as unknown as 'hand', price: 2, buyerIsVagabond: false })
		).toThrow(/service/);
		expect(() => purchase({ service: 'hand', price: 5, buyerIsVagabond: false })).toThrow(/price/);
	});
});

describe('Reglamento 11.5 Día: costs and running totals', () => {
	it('move, battle, draw commit 1; recruit spends 1; trade post spends 2; craft commits its cost', () => {
		expect(daylightCost('move', 0)).toEqual({ funds: 1, mode: 'commit' });
		expect(daylightCost('battle', 0)).toEqual({ funds: 1, mode: 'commit' });
		expect(daylightCost('draw', 0)).toEqual({ funds: 1, mode: 'commit' });
		expect(daylightCost('recruit', 0)).toEqual({ funds: 1, mode: 'spend' });
		expect(daylightCost('tradePost', 0)).toEqual({ funds: 2, mode: 'spend' });
		expect(daylightCost('craft', 2)).toEqual({ funds: 2, mode: 'commit' });
		expect(() => daylightCost('craft', 0)).toThrow(/craftCost/);
		expect(
			daylightTotals([
				{ kind: 'move', funds: 1, mode: 'commit' },
				{ kind: 'tradePost', funds: 2, mode: 'spend' },
				{ kind: 'draw', funds: 1, mode: 'commit' }
			])
		).toEqual({ committed: 2, spent: 2, actions: 3 });
	});
});

describe('Reglamento 11.5.3 Fabricar: the suits a craft is paid in', () => {
	it('with one track open every craft pays at least one fund of its suit; otherwise none is known', () => {
		// One fox post has left its track: only the fox track has an empty space.
		expect(craftFloor(craftSpaces({ fox: 1, rabbit: 0, mouse: 0 }, []))).toEqual({
			fox: 1,
			rabbit: 0,
			mouse: 0
		});
		// Two tracks open: the card's cost decides, the table says which.
		expect(craftFloor({ fox: 1, rabbit: 2, mouse: 0 })).toEqual({ fox: 0, rabbit: 0, mouse: 0 });
		// This turn's craft filled the only space: nothing more can be crafted.
		const full = craftSpaces({ fox: 1, rabbit: 0, mouse: 0 }, [
			{ kind: 'craft', funds: 1, mode: 'commit', suits: { fox: 1 } }
		]);
		expect(craftFloor(full)).toEqual({ fox: 0, rabbit: 0, mouse: 0 });
	});
});
