/**
 * The two cross-game contracts: one first player (the setup screen, the live game and the
 * statistics' start seat read the same seat for the same code) and one winner (a finished
 * play's places follow the rulebook's tie-breaks, p.18 «¡Vencedor!»).
 */
import { describe, expect, it } from 'vitest';
import { startSeat } from '$lib/ecosystem/play-meta';
import { isInvalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import {
	defaultOptions,
	drawLiveSetup,
	finalScore,
	live,
	module,
	placesOf,
	scorer,
	type KdFinalPlayer,
	type KdOptions,
	type KdScorerState
} from '$lib/games/kingdom-defenders';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dani'];
function ctxFor(n: number, seed: string): SessionContext<KdOptions> {
	return {
		players: NAMES.slice(0, n).map((name) => ({ id: `p-${name}`, name, color: '#000' })),
		options: defaultOptions(),
		seed
	};
}

describe('one first player for one code', () => {
	const codes = ['85ZJBX', 'KD4P2Q', 'A1B2C3', 'ZZTOP9', 'QWERT1', 'PLAY42'];
	it('the setup screen, the stored setup, the live bar at setup and startSeat name the same seat', () => {
		const seats = new Set<number>();
		for (const n of [2, 3, 4])
			for (const code of codes) {
				const ctx = ctxFor(n, code);
				// The setup screen draws with seat-numbered players (it knows no names).
				const screen = drawLiveSetup({
					...ctx,
					players: ctx.players.map((_, i) => ({ id: `${i}`, name: '', color: '' }))
				});
				if (isInvalid(screen)) throw new Error(code);
				const stored = module.drawSetup!(ctx) as { firstPlayer: number; turnOrder: number[] };
				expect(stored.firstPlayer).toBe(screen.turnOrder[0]);
				expect(screen.firstPlayer).toBe(screen.turnOrder[0]);
				const s = live.init({ ...ctx, setup: stored });
				const first = ctx.players[stored.firstPlayer]!.id;
				expect(s.turnOrder[0]).toBe(first);
				expect(live.glance!(s, ctx).turn).toBe(first);
				expect(startSeat({ setup: stored, players: ctx.players })).toBe(stored.firstPlayer);
				seats.add(stored.firstPlayer);
			}
		// The codes draw other seats than the first: the seat is read, not assumed.
		expect([...seats].some((x) => x !== 0)).toBe(true);
	});

	it('a setup redrawn at the table moves who starts everywhere: the bar and startSeat agree', () => {
		let moved = false;
		for (const code of codes) {
			const ctx = ctxFor(4, code);
			const stored = module.drawSetup!(ctx) as { firstPlayer: number };
			const c = { ...ctx, setup: stored };
			let s = live.init(c);
			for (let i = 0; i < 4; i++) {
				const next = live.reduce(s, { type: 'redrawSetup' }, c);
				if (isInvalid(next)) throw new Error(next.reason.key);
				s = next;
			}
			const bar = live.glance!(s, c).turn;
			const summary = live.summarize(s, c);
			const seat = startSeat({ setup: stored, players: ctx.players, summary });
			expect(ctx.players[seat]!.id).toBe(bar);
			if (seat !== stored.firstPlayer) moved = true;
		}
		expect(moved).toBe(true);
	});
});

function player(id: string, over: Partial<KdFinalPlayer> = {}): KdFinalPlayer {
	return {
		id,
		fame: 30,
		loot: 0,
		runes: [0, 0, 0, 0, 0],
		trophies: 0,
		weapons: 0,
		tomes: 0,
		orbs: 0,
		strengthMultiplier: 1,
		magicMultiplier: 1,
		wounds: 0,
		adventureCards: 2,
		...over
	};
}

describe('places: the finishing order by the rulebook’s tie-breaks', () => {
	it('a fame tie goes to more adventure cards, then more loot; a full tie shares the place', () => {
		// Ana and Ben 31 each (Ben's loot is fame: 30 + 1), Ben more adventure cards; Cleo and
		// Dani 30 and tied on everything.
		const results = finalScore([
			player('ana', { fame: 31, adventureCards: 2 }),
			player('ben', { fame: 30, loot: 1, adventureCards: 3 }),
			player('cleo'),
			player('dani')
		]);
		expect(placesOf(results)).toEqual([['ben'], ['ana'], ['cleo', 'dani']]);
	});
	it('the quick scorer’s finished play gives the same places, winners first, everyone once', () => {
		const ctx = ctxFor(3, 'PLACES');
		const [a, b, c] = ctx.players.map((p) => p.id) as [string, string, string];
		const acts: GameAction[] = [
			...[a, b, c].map((player) => ({ type: 'set', player, field: 'fame', value: 40 })),
			{ type: 'set', player: a, field: 'adventureCards', value: 2 },
			{ type: 'set', player: b, field: 'adventureCards', value: 2 },
			{ type: 'set', player: c, field: 'adventureCards', value: 5 },
			// Ana and Ben tie on fame (loot is fame too) and adventure cards: loot cannot break
			// it (it adds as much fame): a shared second place.
			{ type: 'finish' }
		];
		let s: KdScorerState = scorer.init(ctx);
		for (const x of acts) {
			const n = scorer.reduce(s, x as never, ctx);
			if (isInvalid(n)) throw new Error(JSON.stringify(x));
			s = n;
		}
		const summary = scorer.summarize(s, ctx);
		expect(summary.places).toEqual([[c], [a, b]]);
		expect(summary.places?.[0]).toEqual(summary.winners);
		expect(summary.places?.flat().sort()).toEqual([a, b, c].sort());
	});
	it('an unfinished play gives no places', () => {
		const ctx = ctxFor(3, 'PLACES');
		expect(live.summarize(live.init(ctx), ctx).places).toBeUndefined();
		expect(scorer.summarize(scorer.init(ctx), ctx).places).toBeUndefined();
	});
});
