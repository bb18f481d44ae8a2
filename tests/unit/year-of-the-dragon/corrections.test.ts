/** Issue #16 "Must work": corrections never leave the game stuck, and are corrections. */
import { describe, expect, it } from 'vitest';
import { refusal } from '$lib/games/core/define';
import { isInvalid, type Invalid } from '$lib/games/core/types';
import {
	live,
	releasesOf,
	tickOf,
	type LiveAction,
	type LiveState
} from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState, palace, young } from './helpers';

const ctx = ctxFor(2);
const contagion = (players: Parameters<typeof handState>[2]) =>
	handState(
		ctx,
		{ phase: 'event', eventRow: Array(12).fill('contagion'), order: [], done: [] },
		players
	);
function ok(r: LiveState | Invalid): LiveState {
	if (isInvalid(r)) throw new Error(JSON.stringify(r.reason));
	return r;
}

describe('event ticks name the person, not a position', () => {
	const s = contagion([
		{
			palaces: [
				palace(2, young('monk'), young('farmer')),
				palace(2, young('courtLady'), young('healer'))
			]
		},
		{ palaces: [palace(1)] }
	]);

	it('a tick on a person removed by a correction is dropped, never moved to somebody else', () => {
		const lady = tickOf(1, s.players[0]!.palaces[1]!.persons, 0);
		expect(releasesOf(s, { p0: [lady] })).toEqual({
			p0: [{ palace: 1, type: 'courtLady', age: 'young' }]
		});
		// "Corregir a Anna": the court lady is removed, the healer moves to her place.
		const fixed = ok(
			live.reduce(
				s,
				{
					type: 'setPalaces',
					player: 'p0',
					palaces: [palace(2, young('monk'), young('farmer')), palace(2, young('healer'))]
				},
				ctx
			)
		);
		expect(releasesOf(fixed, { p0: [lady] })).toEqual({});
	});

	it('the game, not the screen, refuses an incomplete set of releases and says why', () => {
		const a: LiveAction = { type: 'resolveEvent', releases: releasesOf(s, { p0: [] }) };
		expect(refusal(live, s, a, ctx)?.key).toBe('year-of-the-dragon.error.releaseCount');
	});
});

describe('corrections are corrections', () => {
	const s = handState(ctx, { phase: 'action', order: ['p0', 'p1'], done: [] }, [
		{ palaces: [palace(2, young('monk'))] }
	]);

	it('putting back a person released by mistake does not take a tile from the display', () => {
		const empty = { ...s, supply: { ...s.supply, farmer: { young: 0, old: 0 } } };
		const back = ok(
			live.reduce(
				empty,
				{
					type: 'setPalaces',
					player: 'p0',
					palaces: [palace(2, young('monk'), young('farmer'))],
					added: 'box'
				},
				ctx
			)
		);
		expect(back.supply.farmer).toEqual({ young: 0, old: 0 });
		expect(back.players[0]!.palaces[0]!.persons).toHaveLength(2);
	});

	it('a person removed by mistake goes back to the display, or out of the game when the table says so', () => {
		const toDisplay = ok(
			live.reduce(s, { type: 'setPalaces', player: 'p0', palaces: [palace(2)] }, ctx)
		);
		expect(toDisplay.supply.monk.young).toBe(s.supply.monk.young + 1);
		const toBox = ok(
			live.reduce(
				s,
				{ type: 'setPalaces', player: 'p0', palaces: [palace(2)], removed: 'box' },
				ctx
			)
		);
		expect(toBox.supply.monk.young).toBe(s.supply.monk.young);
	});
});
