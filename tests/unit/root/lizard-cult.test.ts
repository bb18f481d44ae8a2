import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	adjustOutcast,
	affordableConspiracies,
	conspiracyCost,
	discardsToHandLimit,
	eveningDraw,
	explainAdjustOutcast,
	scoreRitualVp
} from '$lib/games/root/lizard-cult';

const souls = (fox: number, rabbit: number, mouse: number, bird = 0) => ({
	fox,
	rabbit,
	mouse,
	bird
});

describe('Reglamento 10.4.1 Ajustar el Paria (adjustOutcast)', () => {
	it('new suit: the suit with the most cards becomes the Outcast, face up (not hated)', () => {
		expect(adjustOutcast({ lostSouls: souls(1, 3, 0), outcast: 'fox', hated: false })).toEqual({
			outcast: 'rabbit',
			hated: false
		});
		// even when the old Outcast was hated, the marker shows its Outcast face again
		expect(adjustOutcast({ lostSouls: souls(0, 0, 2), outcast: 'fox', hated: true })).toEqual({
			outcast: 'mouse',
			hated: false
		});
	});

	it('same suit: if that suit already was the Outcast, the marker flips to Hated', () => {
		expect(adjustOutcast({ lostSouls: souls(4, 1, 1), outcast: 'fox', hated: false })).toEqual({
			outcast: 'fox',
			hated: true
		});
		expect(adjustOutcast({ lostSouls: souls(4, 1, 1), outcast: 'fox', hated: true })).toEqual({
			outcast: 'fox',
			hated: true
		});
	});

	it('tie without Hated: the marker stays and flips to Hated', () => {
		expect(adjustOutcast({ lostSouls: souls(2, 2, 1), outcast: 'mouse', hated: false })).toEqual({
			outcast: 'mouse',
			hated: true
		});
	});

	it('tie with Hated: the marker stays Hated', () => {
		expect(adjustOutcast({ lostSouls: souls(3, 0, 3), outcast: 'rabbit', hated: true })).toEqual({
			outcast: 'rabbit',
			hated: true
		});
	});

	it('empty pile: no suit has the most, so the marker stays and is Hated', () => {
		expect(adjustOutcast({ lostSouls: souls(0, 0, 0), outcast: 'fox', hated: false })).toEqual({
			outcast: 'fox',
			hated: true
		});
		expect(
			explainAdjustOutcast({ lostSouls: souls(0, 0, 0), outcast: 'fox', hated: false }).branch
		).toBe('noMost');
	});

	it('birds are ignored («ignorando las aves»)', () => {
		// 5 birds do not beat 1 mouse
		expect(adjustOutcast({ lostSouls: souls(0, 0, 1, 5), outcast: 'fox', hated: false })).toEqual({
			outcast: 'mouse',
			hated: false
		});
		// only birds: like an empty pile
		expect(
			adjustOutcast({ lostSouls: souls(0, 0, 0, 4), outcast: 'rabbit', hated: false })
		).toEqual({
			outcast: 'rabbit',
			hated: true
		});
	});

	it('property: the result is the unique leader, or the old suit now Hated', () => {
		fc.assert(
			fc.property(
				fc.nat(6),
				fc.nat(6),
				fc.nat(6),
				fc.nat(6),
				fc.constantFrom('fox' as const, 'rabbit' as const, 'mouse' as const),
				fc.boolean(),
				(f, r, m, b, outcast, hated) => {
					const out = adjustOutcast({ lostSouls: souls(f, r, m, b), outcast, hated });
					const counts = { fox: f, rabbit: r, mouse: m };
					const max = Math.max(f, r, m);
					const leaders = (['fox', 'rabbit', 'mouse'] as const).filter((s) => counts[s] === max);
					if (leaders.length === 1 && max > 0) {
						expect(out.outcast).toBe(leaders[0]);
						expect(out.hated).toBe(leaders[0] === outcast);
					} else expect(out).toEqual({ outcast, hated: true });
				}
			)
		);
	});

	it('invalid input throws naming the field', () => {
		expect(() =>
			adjustOutcast({ lostSouls: souls(-1, 0, 0), outcast: 'fox', hated: false })
		).toThrow(/lostSouls\.fox/);
		expect(() =>
			adjustOutcast({ lostSouls: souls(0, 0, 0, 1.5), outcast: 'fox', hated: false })
		).toThrow(/lostSouls\.bird/);
		expect(() =>
			adjustOutcast({
				lostSouls: souls(0, 0, 0),
				outcast: 'bird' as unknown as 'fox',
				hated: false
			})
		).toThrow(/outcast/);
		expect(() =>
			adjustOutcast({
				lostSouls: souls(0, 0, 0),
				outcast: 'fox',
				hated: 'no' as unknown as boolean
			})
		).toThrow(/hated/);
	});
});

describe('Reglamento 10.4.3 Conspiraciones (conspiracyCost)', () => {
	it('Crusade 2, Convert 2, Sanctify 3', () => {
		expect(conspiracyCost('crusade', false)).toBe(2);
		expect(conspiracyCost('convert', false)).toBe(2);
		expect(conspiracyCost('sanctify', false)).toBe(3);
	});
	it('one acolyte less each while the Outcast is Hated', () => {
		expect(conspiracyCost('crusade', true)).toBe(1);
		expect(conspiracyCost('convert', true)).toBe(1);
		expect(conspiracyCost('sanctify', true)).toBe(2);
	});
	it('what the current acolytes afford', () => {
		expect(affordableConspiracies(3, false)).toEqual({ crusade: 1, convert: 1, sanctify: 1 });
		expect(affordableConspiracies(4, true)).toEqual({ crusade: 4, convert: 4, sanctify: 2 });
		expect(affordableConspiracies(1, false)).toEqual({ crusade: 0, convert: 0, sanctify: 0 });
	});
	it('invalid input throws naming the field', () => {
		expect(() => conspiracyCost('pray' as unknown as 'crusade', false)).toThrow(/kind/);
		expect(() => conspiracyCost('crusade', 1 as unknown as boolean)).toThrow(/hated/);
		expect(() => affordableConspiracies(-1, false)).toThrow(/acolytes/);
	});
});

describe('Reglamento 10.5.3 Puntuar (scoreRitualVp, garden track table)', () => {
	it('VP by gardens of the suit on the map', () => {
		expect([0, 1, 2, 3, 4, 5].map(scoreRitualVp)).toEqual([0, 0, 2, 2, 3, 4]);
	});
	it('invalid input throws naming the field', () => {
		expect(() => scoreRitualVp(6)).toThrow(/gardensOnMap/);
		expect(() => scoreRitualVp(-1)).toThrow(/gardensOnMap/);
		expect(() => scoreRitualVp(1.5)).toThrow(/gardensOnMap/);
	});
});

describe('Reglamento 10.6.3 Robar y Descartar', () => {
	it('draws 1 plus 1 per uncovered draw bonus; discards down to 5', () => {
		expect(eveningDraw(0)).toBe(1);
		expect(eveningDraw(2)).toBe(3);
		expect(discardsToHandLimit(5)).toBe(0);
		expect(discardsToHandLimit(8)).toBe(3);
		expect(() => eveningDraw(-1)).toThrow(/uncoveredDrawBonuses/);
	});
});
