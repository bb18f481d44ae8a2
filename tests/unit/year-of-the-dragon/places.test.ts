/**
 * One winner everywhere: a finished play's `places` is the game's own order — total points, a tie
 * going to the player further on the person track («En el caso de un empate, el ganador es el
 * jugador … cuyo marcador está más adelante en el registro de personas», «Fin del juego»), then the
 * marker on top of a shared space.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { isInvalid } from '$lib/games/core/types';
import { placesOf, type FinalResult } from '$lib/games/year-of-the-dragon/scoring';
import {
	live,
	scorer,
	toFinalPlayers,
	type LiveState,
	type ScorerAction
} from '$lib/games/year-of-the-dragon/state';
import { finalScore } from '$lib/games/year-of-the-dragon/scoring';
import { ctxFor, handState, palace, young } from './helpers';

const ctx = ctxFor(4);

/** A finished game: equal points before the final for p0 and p1, p1 further on the track. */
function finished(over: Parameters<typeof handState>[2]): LiveState {
	const s = handState(ctx, { phase: 'finished', month: 12, order: [], done: [] }, over);
	return { ...s, final: finalScore(toFinalPlayers(s)) };
}

describe('places: the finishing order of a finished play', () => {
	const state = finished([
		{ score: 30, track: 10, palaces: [palace(1, young('farmer'))], yuan: 0 },
		{ score: 30, track: 14, palaces: [palace(1, young('farmer'))], yuan: 0 },
		{ score: 40, track: 2, palaces: [palace(1)], yuan: 0 },
		{ score: 10, track: 20, palaces: [palace(1)], yuan: 0 }
	]);

	it('orders by total, a tie going to the person track; places[0] is the winners; everyone once', () => {
		const sum = live.summarize(state, ctx);
		expect(sum.scores).toEqual({ p0: 32, p1: 32, p2: 40, p3: 10 });
		expect(sum.places).toEqual([['p2'], ['p1'], ['p0'], ['p3']]);
		expect(sum.places?.[0]).toEqual(sum.winners);
		expect(sum.places?.flat().sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
	});

	it('a tie for first on points goes to the person track, and a correction after the end re-ranks', () => {
		const fixed = live.reduce(
			state,
			{ type: 'adjust', player: 'p1', field: 'score', value: 38 },
			ctx
		);
		if (isInvalid(fixed)) throw new Error(fixed.reason.key);
		// p1 40 and p2 40: p1 is further on the person track (14 against 2).
		expect(live.summarize(fixed, ctx).places).toEqual([['p1'], ['p2'], ['p0'], ['p3']]);
		expect(live.summarize(fixed, ctx).winners).toEqual(['p1']);
	});

	it('two markers on one space: the one on top (arrived later) is ahead', () => {
		const s = finished([
			{ score: 30, track: 12, arrival: 1 },
			{ score: 30, track: 12, arrival: 2 },
			{ score: 0, track: 1 },
			{ score: 0, track: 0 }
		]);
		const places = live.summarize(s, ctx).places;
		expect(places?.slice(0, 2)).toEqual([['p1'], ['p0']]);
	});

	it('a play not finished has no places', () => {
		const s = handState(ctx, { phase: 'action' });
		expect(live.summarize(s, ctx).places).toBeUndefined();
	});

	it('players equal on every criterion share a place (the scorer, where tracks may be equal)', () => {
		const r = (id: string, rank: number) => ({ id, rank }) as FinalResult;
		expect(placesOf([r('a', 1), r('b', 1), r('c', 3)])).toEqual([['a', 'b'], ['c']]);
		const two = ctxFor(2);
		const set = (player: string, field: string, value: number): ScorerAction =>
			({ type: 'set', player, field, value }) as ScorerAction;
		const { state: sc } = fold(scorer, two, [
			set('p0', 'score', 20),
			set('p1', 'score', 20),
			set('p0', 'personTrack', 5),
			set('p1', 'personTrack', 5),
			{ type: 'finish' } as ScorerAction
		]);
		const sum = scorer.summarize(sc, two);
		expect(sum.places).toEqual([['p0', 'p1']]);
		expect(sum.winners).toEqual(['p0', 'p1']);
	});
});
