/**
 * The rules and contracts of issues #43 and #45 at the lowest level: a county's nobles run out,
 * one knight per castle space, the log says what Surrey and an empty battle did, one first
 * player for a code, and the finishing places.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { migrateActions } from '$lib/games/core/replay';
import {
	isInvalid,
	type GameAction,
	type Invalid,
	type SessionContext
} from '$lib/games/core/types';
import { startSeat } from '$lib/ecosystem/play-meta';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { scorer } from '$lib/games/lancaster/scorer';
import { placesOf } from '$lib/games/lancaster/scoring';
import { countyNoblesLeft } from '$lib/games/lancaster/queries';
import { randomSetup, type Options } from '$lib/games/lancaster/setup';
import { module } from '$lib/games/lancaster';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';
import { table } from './harness';

const { ctx, step, refuses } = table('NOBLES');

/** County A about to be resolved, the holder typed (the troops were not kept on the phone). */
const atCountyA = (s: LiveState): LiveState => ({ ...s, step: 'counties', county: 0 });
const countyA = (choice: 'noble' | 'points' | 'both'): LiveAction =>
	({
		type: 'county',
		holder: 'ana',
		choice,
		...(choice === 'noble' ? {} : { power: 2 })
	}) as LiveAction;

describe('a county gives only the nobles placed on it at setup (p.7, #45)', () => {
	it('3 players, 2 nobles: the third «Noble» and «Ambos» from county A are refused naming it; «Puntos» still counts', () => {
		let s = live.init(ctx);
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana!, gold: 9 } } };
		expect(countyNoblesLeft(atCountyA(s), ctx)).toBe(2);
		s = step(atCountyA(s), countyA('noble'));
		s = step(atCountyA(s), countyA('both'));
		expect(s.players.ana!.nobles).toBe(3);
		expect(countyNoblesLeft(atCountyA(s), ctx)).toBe(0);
		for (const c of ['noble', 'both'] as const) {
			const r = live.reduce(atCountyA(s), countyA(c), ctx) as Invalid;
			expect(isInvalid(r)).toBe(true);
			expect(r.reason).toEqual({ key: 'lancaster.error.countyNoNobles', values: { county: 'A' } });
		}
		const after = step(atCountyA(s), countyA('points'));
		expect(after.players.ana!.nobles).toBe(3);
		expect(after.players.ana!.power).toBe(s.players.ana!.power + 2);
		// County B still has both of its nobles.
		expect(step({ ...s, step: 'counties', county: 1 }, countyA('noble')).players.ana!.nobles).toBe(
			4
		);
		expect(
			new IntlMessageFormat(es['lancaster.error.countyNoNobles'], 'es').format({ county: 'A' })
		).toContain('condado A');
		expect(
			new IntlMessageFormat(en['lancaster.error.countyNoNobles'], 'en').format({ county: 'A' })
		).toContain('County A');
	});

	it('4 players have 3 nobles a county, 5 players 4', () => {
		for (const [n, nobles] of [
			[4, 3],
			[5, 4]
		] as const) {
			const c: SessionContext<Options> = {
				...ctx,
				players: ['ana', 'ben', 'cai', 'dan', 'eva'].slice(0, n).map((id) => ({
					id,
					name: id,
					color: '#000'
				}))
			};
			let s = live.init(c);
			for (let i = 0; i < nobles; i++) {
				const r = live.reduce(atCountyA(s), countyA('noble'), c);
				expect(isInvalid(r)).toBe(false);
				s = r as LiveState;
			}
			expect((live.reduce(atCountyA(s), countyA('noble'), c) as Invalid).reason.key).toBe(
				'lancaster.error.countyNoNobles'
			);
		}
	});

	it('a session recorded by version 3 that took a third noble replays as recorded', () => {
		const c = { ...ctx, setup: module.drawSetup!(ctx) } as SessionContext<Options>;
		let s = live.init(c);
		// Only the county step matters: each action is applied at county A.
		const { actions: migrated } = migrateActions(module, 3, [
			countyA('noble'),
			countyA('noble'),
			countyA('noble')
		] as GameAction[]);
		for (const a of migrated) {
			const r = live.reduce(atCountyA(s), a as LiveAction, c);
			expect(isInvalid(r)).toBe(false);
			s = r as LiveState;
		}
		expect(s.players.ana!.nobles).toBe(4);
		expect(module.version).toBe(4);
	});
});

describe('one knight per castle space (p.2 «Sólo puede haber un caballero por casilla»)', () => {
	const atCastles = (): LiveState => ({ ...live.init(ctx), step: 'castles', startPlayer: 'ana' });
	it('two castle knights on space 1 are refused; on spaces 1 and 2 they are recorded', () => {
		const rewards = [{ squires: 2 }, { squires: 2 }];
		refuses(
			atCastles(),
			{ type: 'castle', player: 'ana', power: 0, rewards, spaces: [1, 1] },
			'lancaster.error.castleSpaceTaken'
		);
		const s = step(atCastles(), {
			type: 'castle',
			player: 'ana',
			power: 0,
			rewards,
			spaces: [1, 2]
		});
		expect(s.players.ana!.squires).toBe(live.init(ctx).players.ana!.squires + 4);
	});
});

describe('the log says what was given (#45)', () => {
	it('Surrey’s line names its reward, in both languages', () => {
		const before: LiveState = { ...live.init(ctx), step: 'counties', county: 8 };
		const a = {
			type: 'county',
			holder: 'ana',
			choice: 'points',
			reward: { gold: 2, squires: 2 },
			nextStart: 'ana'
		} as LiveAction;
		const d = live.describe(a, before, ctx);
		expect(d.key).toBe('lancaster.log.surrey');
		expect(new IntlMessageFormat(es[d.key], 'es').format(d.values)).toBe(
			'Surrey: Ana elige los puntos, 2 monedas de oro, 2 escuderos; Ana abrirá la siguiente ronda'
		);
		expect(new IntlMessageFormat(en[d.key], 'en').format(d.values)).toBe(
			'Surrey: Ana takes the points, 2 gold, 2 squires; Ana starts the next round'
		);
	});

	it('an empty lower-row battle is «nadie participó», with no «0 contra 0» and no prisoners', () => {
		const s: LiveState = {
			...live.init(ctx),
			step: 'battles',
			round: 2,
			lowerRow: [
				{ id: 'b1', round: 1, franceStrength: 0, power: [0, 0, 0], slots: [], blank: true }
			]
		} as LiveState;
		const d = live.describe({ type: 'lowerBattle', id: 'b1', slots: [] }, s, ctx);
		const text = new IntlMessageFormat(es[d.key], 'es').format(d.values) as string;
		expect(text).toBe(
			'Batalla 1 (segundo intento): nadie participó, gana Francia; la carta se retira'
		);
		expect(text).not.toMatch(/prisioneros|0 contra 0/);
	});
});

describe('one first player for a code (#43)', () => {
	it('code 85ZJBX: the setup screen’s seat, the live flow’s first turn and startSeat agree', () => {
		for (const n of [2, 3, 4, 5]) {
			const players = ['ana', 'ben', 'cai', 'dan', 'eva'].slice(0, n).map((id) => ({
				id,
				name: id,
				color: '#000'
			}));
			const options = module.defaultOptions(n);
			// What /setup/lancaster shows: its seats are named p1…pn.
			const shown = randomSetup(
				'85ZJBX',
				players.map((_, i) => `p${i + 1}`),
				options
			).firstPlayer;
			const base = { players, options, seed: '85ZJBX' };
			const setup = module.drawSetup!(base);
			const c = { ...base, setup } as SessionContext<Options>;
			const seat = startSeat({ setup, players });
			expect(seat).toBe(shown);
			const s = live.init(c);
			expect(s.startPlayer).toBe(players[seat]!.id);
			expect(live.glance!(s, c).turn).toBe(players[seat]!.id);
		}
		// The code of the audit: «Empieza el jugador 2» with 3 players.
		expect(randomSetup('85ZJBX', ['p1', 'p2', 'p3'], module.defaultOptions(3)).firstPlayer).toBe(1);
	});

	it('a session stored with the first player’s id (older builds) still starts with that player', () => {
		const setup = {
			...randomSetup(ctx.seed, ['ana', 'ben', 'cai'], ctx.options),
			firstPlayer: 'cai'
		};
		expect(live.init({ ...ctx, setup }).startPlayer).toBe('cai');
	});
});

describe('places: the finishing order (p.6 «Puede haber más de un ganador en caso de empate»)', () => {
	it('the live final: equal totals share a place, places[0] is the winners, everyone once', () => {
		const rows = [
			{ id: 'ana', rank: 2 },
			{ id: 'ben', rank: 1 },
			{ id: 'cai', rank: 2 },
			{ id: 'dan', rank: 4 }
		];
		expect(placesOf(rows)).toEqual([['ben'], ['ana', 'cai'], ['dan']]);
	});

	it('a finished live game and a finished quick scorer give places with the tie-break applied', () => {
		const c = { ...ctx, setup: module.drawSetup!(ctx) } as SessionContext<Options>;
		const s = {
			...live.init(c),
			step: 'final'
		} as LiveState;
		// Ben and Cai tie on knights (strength 6): Cai's squires take the first knighthood award.
		const f = step(s, {
			type: 'finalScore',
			players: {
				ana: { knights: [1], squires: 0, extensions: 0, gold: 0 },
				ben: { knights: [2, 4], squires: 1, extensions: 1, gold: 0 },
				cai: { knights: [1, 2, 3], squires: 5, extensions: 1, gold: 0 }
			}
		} as LiveAction);
		const sum = live.summarize(f, c);
		expect(sum.finished).toBe(true);
		expect(sum.places![0]).toEqual(sum.winners);
		expect(sum.places!.flat().sort()).toEqual(['ana', 'ben', 'cai']);
		expect(sum.places![0]).toEqual(['cai']);
		// The quick scorer: Ana and Ben level on power and everything else share first place.
		let sc = scorer.init(c);
		for (const a of [
			{ type: 'set', player: 'ana', field: 'power', value: 10 },
			{ type: 'set', player: 'ben', field: 'power', value: 10 },
			{ type: 'set', player: 'cai', field: 'power', value: 3 },
			{ type: 'finish' }
		] as GameAction[]) {
			const r = scorer.reduce(sc, a as never, c);
			expect(isInvalid(r)).toBe(false);
			sc = r as typeof sc;
		}
		const ss = scorer.summarize(sc, c);
		expect(ss.places).toEqual([['ana', 'ben'], ['cai']]);
		expect(ss.places![0]).toEqual(ss.winners);
	});
});
