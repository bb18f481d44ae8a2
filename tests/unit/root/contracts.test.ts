/**
 * The two cross-game contracts for Root: one winner (`places`, the game's own finishing order:
 * dominance, coalitions, shared ties) and one first player (the setup screen, the live flow
 * and the statistics' start seat agree for the same code).
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import type { SessionContext } from '$lib/games/core/types';
import { startSeat } from '$lib/ecosystem/play-meta';
import {
	live,
	module,
	scorer,
	type LiveAction,
	type Options,
	type RootSetup
} from '$lib/games/root/index';
import { drawSetup } from '$lib/games/root/setup';
import { placesOf, scoreGame } from '$lib/games/root/scoring';
import { poolOf } from '$lib/games/root/options';

const players = ['ana', 'ben', 'cai', 'dev'].map((id) => ({ id, name: id, color: '#000' }));
const FACTIONS = ['marquise', 'eyrie', 'alliance', 'vagabond'] as const;
const ctx: SessionContext<Options> = {
	players,
	options: { factions: [...FACTIONS], firstPlayer: 0 },
	seed: 'P',
	setup: { factions: [...FACTIONS], firstPlayer: 0 }
};

/** Each player exactly once, the first place the winners. */
function wellFormed(places: readonly (readonly string[])[], winners: readonly string[]) {
	expect(places[0]).toEqual(winners);
	expect(places.flat().sort()).toEqual(players.map((p) => p.id).sort());
}

describe('places: the finishing order by Root’s own rules', () => {
	it('a dominance winner is first with fewer VP than the others (Law of Root 3.3)', () => {
		const { state } = fold(live, ctx, [
			{ type: 'vp', player: 'ben', delta: 25 },
			{ type: 'vp', player: 'cai', delta: 25 },
			{ type: 'vp', player: 'ana', delta: 12 },
			{ type: 'dominance', player: 'ana', suit: 'mouse' },
			{ type: 'dominanceWin', player: 'ana' }
		] as LiveAction[]);
		const s = live.summarize(state, ctx);
		expect(s.winners).toEqual(['ana']);
		// Ben and Cai tie on 25 VP: Root has no tie-break for points, they share second place.
		expect(s.places).toEqual([['ana'], ['ben', 'cai'], ['dev']]);
		wellFormed(s.places!, s.winners);
	});

	it('a Vagabond in coalition takes its partner’s place, winning or losing (Law 9.2.8)', () => {
		const coalition = { ...live.init(ctx), vp: { ana: 20, ben: 5, cai: 0, dev: 18 } };
		coalition.dominance = [{ player: 'dev', suit: 'bird', partner: 'cai' }];
		const lost = { ...coalition, finished: true, winners: ['ana'] };
		expect(live.summarize(lost, ctx).places).toEqual([['ana'], ['ben'], ['cai', 'dev']]);
		const won = { ...coalition, vp: { ...coalition.vp, cai: 30 }, finished: true };
		won.winners = ['cai', 'dev'];
		const s = live.summarize(won, ctx);
		expect(s.places).toEqual([['cai', 'dev'], ['ana'], ['ben']]);
		wellFormed(s.places!, s.winners);
	});

	it('no places while the game is still on', () => {
		expect(live.summarize(live.init(ctx), ctx).places).toBeUndefined();
	});

	it('placesOf: ties share a place, the next place counts on', () => {
		expect(
			placesOf({
				players: [
					{ id: 'a', vp: 30 },
					{ id: 'b', vp: 12 },
					{ id: 'c', vp: 12 },
					{ id: 'd', vp: 3 }
				],
				winners: ['a'],
				coalitions: {}
			})
		).toEqual([['a'], ['b', 'c'], ['d']]);
	});

	it('the quick scorer: dominance first, a coalition with its partner, ranks as the places', () => {
		const r = scoreGame({
			players: [
				{ id: 'ana', vp: 28, dominance: false },
				{ id: 'ben', vp: 14, dominance: true },
				{ id: 'cai', vp: 28, dominance: false },
				{ id: 'dev', vp: 29, dominance: false }
			],
			coalitions: { dev: 'ben' }
		});
		expect(r.winners).toEqual(['ben', 'dev']);
		expect(r.places).toEqual([
			['ben', 'dev'],
			['ana', 'cai']
		]);
		expect(r.lines.map((l) => [l.id, l.rank])).toEqual([
			['ben', 1],
			['dev', 1],
			['ana', 3],
			['cai', 3]
		]);
		const { state } = fold(scorer, ctx, [
			{ type: 'set', player: 'ana', field: 'vp', value: 31 },
			{ type: 'set', player: 'ben', field: 'vp', value: 31 },
			{ type: 'set', player: 'cai', field: 'vp', value: 7 },
			{ type: 'finish' }
		]);
		const s = scorer.summarize(state, ctx);
		// Two typed at 31: the most VP win, sharing the tie.
		expect(s.places).toEqual([['ana', 'ben'], ['cai'], ['dev']]);
		wellFormed(s.places!, s.winners);
	});
});

describe('one first player: the setup screen, the live flow and the statistics agree', () => {
	it.each(['85ZJBX', 'ROOT42', 'K3M9QA'])('code %s: the same seat everywhere', (code) => {
		for (const n of [2, 3, 4, 5]) {
			const seats = players.concat([{ id: 'eve', name: 'eve', color: '#000' }]).slice(0, n);
			const options = module.defaultOptions(n);
			// The setup screen (/setup/root with a code) shows this draw …
			const shown = drawSetup({ players: n, pool: poolOf(options), seed: code });
			// … and the game it starts is created with these options and this stored setup.
			const started = module.optionsFromSetup!(code, n, options);
			const c: SessionContext<Options> = { players: seats, options: started, seed: code };
			const setup = module.drawSetup!(c) as RootSetup;
			const withSetup = { ...c, setup };
			const state = live.init(withSetup);
			expect(setup.factions).toEqual(shown.factions);
			expect(setup.firstPlayer).toBe(shown.firstPlayer);
			expect(state.turn).toBe(shown.firstPlayer);
			expect(live.glance!(state, withSetup).turn).toBe(seats[shown.firstPlayer]!.id);
			expect(startSeat({ setup, players: seats })).toBe(shown.firstPlayer);
		}
	});
});
