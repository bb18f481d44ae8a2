import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { Rng } from '$lib/games/core/rng';
import { isInvalid, type Invalid } from '$lib/games/core/types';
import { personCount, supplyFor } from '$lib/games/year-of-the-dragon/rules';
import {
	eventPreview,
	initLive,
	live,
	nextPlayer,
	quickPlays,
	type LiveAction,
	type LiveState
} from '$lib/games/year-of-the-dragon/state';
import { botAction, ctxFor, handState, old, palace, young } from './helpers';

const E = 'year-of-the-dragon.error.';

function ok(s: LiveState | Invalid): LiveState {
	if (isInvalid(s))
		throw new Error(`unexpected invalid: ${s.reason.key} ${JSON.stringify(s.reason.values)}`);
	return s;
}

/** Expects a refusal with `key`, and checks the incoming state is untouched. */
function refused(state: LiveState, action: LiveAction, key: string, ctx = ctxFor(3)) {
	const copy = JSON.parse(JSON.stringify(state));
	const r = live.reduce(state, action, ctx);
	expect(isInvalid(r) ? r.reason.key : 'accepted').toBe(E + key);
	expect(state).toEqual(copy);
	return r as Invalid;
}

/** Plays a whole game with the bot; every bot action must be legal. */
function playGame(players: number, seed: string): { actions: LiveAction[]; state: LiveState } {
	const ctx = ctxFor(players, seed, { firstPlayer: null });
	const rng = new Rng(`bot-${seed}`);
	let state = live.init(ctx);
	const actions: LiveAction[] = [];
	for (let guard = 0; state.phase !== 'finished' && guard < 500; guard++) {
		const a = JSON.parse(JSON.stringify(botAction(state, rng))) as LiveAction;
		state = ok(live.reduce(state, a, ctx));
		actions.push(a);
	}
	return { actions, state };
}

describe('live: init and starting pairs', () => {
	it('starts everyone with 6 yuan, two 2-floor palaces, 11 cards, markers on 0', () => {
		const s = initLive(ctxFor(3, 'X', { firstPlayer: 1 }));
		expect(s.phase).toBe('start');
		expect(s.order).toEqual(['p1', 'p2', 'p0']);
		for (const p of s.players) {
			expect(p).toMatchObject({ yuan: 6, rice: 0, fireworks: 0, score: 0, track: 0 });
			expect(p.palaces).toEqual([palace(2), palace(2)]);
			expect(Object.values(p.hand).reduce((a, b) => a + b, 0)).toBe(11);
		}
		expect(s.eventRow).toHaveLength(12);
	});

	it('refuses out-of-turn picks, full palaces, and other phases', () => {
		const ctx = ctxFor(3);
		const s = initLive(ctx);
		// Core's phases refuse a pick out of turn, an unknown player's too, naming whose turn it is.
		for (const player of ['p1', 'zz'])
			expect(
				live.reduce(
					s,
					{ type: 'startingPair', player, persons: ['monk', 'farmer'], palaces: [0, 1] },
					ctx
				)
			).toEqual({
				invalid: true,
				reason: { key: 'error.notYourTurn', values: { player: 'Anna' } }
			});
		refused(
			s,
			{ type: 'startingPair', player: 'p0', persons: ['monk', 'farmer'], palaces: [0, 5] },
			'badPalace',
			ctx
		);
		refused(s, { type: 'noAction', player: 'p0' }, 'notNow.start', ctx);
	});

	it('after the last pick month 1 begins with dealt groups and turn order by the person track', () => {
		const ctx = ctxFor(2);
		let s = initLive(ctx);
		s = ok(
			live.reduce(
				s,
				{
					type: 'startingPair',
					player: 'p0',
					persons: ['courtLady', 'craftsman'],
					palaces: [0, 1]
				},
				ctx
			)
		);
		s = ok(
			live.reduce(
				s,
				{ type: 'startingPair', player: 'p1', persons: ['monk', 'healer'], palaces: [0, 0] },
				ctx
			)
		);
		expect(s).toMatchObject({ month: 1, phase: 'action', order: ['p1', 'p0'], done: [] });
		expect(s.groups.map((g) => g.length)).toEqual([4, 3]);
		expect(s.supply.monk.young).toBe(supplyFor(2).monk.young - 1);
		expect(s.players[1].palaces[0].persons).toHaveLength(2);
	});
});

describe('live: action phase', () => {
	const ctx = ctxFor(3);
	const base = () =>
		handState(ctx, {
			phase: 'action',
			groups: [
				['taxes', 'fireworks', 'privilege'],
				['build', 'harvest'],
				['parade', 'research']
			],
			dragons: [[], [], []],
			order: ['p0', 'p1', 'p2'],
			done: []
		});

	it('fireworks: 1 + rockets of pyrotechnists; the dragon goes on the group', () => {
		const s = handState(ctx, { ...base() }, [
			{ palaces: [palace(2, old('pyrotechnist'), young('pyrotechnist'))] }
		]);
		const a = ok(
			live.reduce(s, { type: 'takeAction', player: 'p0', group: 0, card: 'fireworks' }, ctx)
		);
		expect(a.players[0].fireworks).toBe(4);
		expect(a.dragons[0]).toEqual(['p0']);
		expect(nextPlayer(a)).toBe('p1');
	});

	it('refusals: bad group, card not in group, no privilege size, cannot pay to join', () => {
		const s = base();
		refused(s, { type: 'takeAction', player: 'p0', group: 7, card: 'taxes' }, 'badGroup', ctx);
		refused(
			s,
			{ type: 'takeAction', player: 'p0', group: 1, card: 'taxes' },
			'cardNotInGroup',
			ctx
		);
		refused(
			s,
			{ type: 'takeAction', player: 'p0', group: 0, card: 'privilege' },
			'privilegeSize',
			ctx
		);
		const poor = handState(ctx, { ...s, dragons: [['p1'], [], []] }, [{ yuan: 2 }]);
		refused(
			poor,
			{ type: 'takeAction', player: 'p0', group: 0, card: 'taxes' },
			'notEnoughYuan',
			ctx
		);
		refused(
			s,
			{ type: 'takeAction', player: 'p0', group: 1, card: 'build' },
			'buildPlacement',
			ctx
		);
		refused(
			s,
			{
				type: 'takeAction',
				player: 'p0',
				group: 1,
				card: 'build',
				build: { addTo: [], newPalaces: [2] }
			},
			'buildCount',
			ctx
		);
		refused(
			s,
			{
				type: 'takeAction',
				player: 'p0',
				group: 1,
				card: 'build',
				build: { addTo: [], newPalaces: [0, 1] }
			},
			'newPalaceHeight',
			ctx
		);
		refused(
			s,
			{
				type: 'takeAction',
				player: 'p0',
				group: 1,
				card: 'build',
				build: { addTo: [4], newPalaces: [] }
			},
			'badPalace',
			ctx
		);
	});

	it('after everyone acted the person phase starts, order recomputed from the track', () => {
		let s = base();
		s = ok(live.reduce(s, { type: 'noAction', player: 'p0' }, ctx));
		s = ok(live.reduce(s, { type: 'takeAction', player: 'p1', group: 2, card: 'parade' }, ctx));
		s = ok(live.reduce(s, { type: 'takeAction', player: 'p2', group: 2, card: 'research' }, ctx));
		expect(s.phase).toBe('person');
		expect(s.order[0]).toBe('p1');
		expect(s.players[2].yuan).toBe(3); // paid 3 to join group 3
	});

	it('month 12 skips the person phase', () => {
		let s = handState(ctx, { ...base(), month: 12 });
		for (const p of ['p0', 'p1', 'p2'])
			s = ok(live.reduce(s, { type: 'noAction', player: p }, ctx));
		expect(s.phase).toBe('event');
	});
});

describe('live: person phase', () => {
	const ctx = ctxFor(3);
	const person = (players: Parameters<typeof handState>[2], supply = supplyFor(3)) =>
		handState(ctx, { phase: 'person', order: ['p0', 'p1', 'p2'], done: [], supply }, players);

	it('recruiting moves the person track by the printed value and uses the card', () => {
		const s = person([{ track: 3, palaces: [palace(2, young('monk'))] }]);
		const a = ok(
			live.reduce(
				s,
				{ type: 'recruit', player: 'p0', card: 'monk', person: old('monk'), palace: 0 },
				ctx
			)
		);
		expect(a.players[0].track).toBe(5);
		expect(a.players[0].hand.monk).toBe(0);
		expect(a.supply.monk.old).toBe(s.supply.monk.old - 1);
		refused(
			{ ...a, done: [], order: ['p0'] },
			{ type: 'recruit', player: 'p0', card: 'monk', person: old('monk'), palace: 0 },
			'cardNotInHand',
			ctx
		);
	});

	it('a "?" card takes any type; a plain card only its own', () => {
		const s = person([{ palaces: [palace(2)] }]);
		ok(
			live.reduce(
				s,
				{ type: 'recruit', player: 'p0', card: 'wild', person: young('scholar'), palace: 0 },
				ctx
			)
		);
		refused(
			s,
			{ type: 'recruit', player: 'p0', card: 'farmer', person: young('scholar'), palace: 0 },
			'personWrongType',
			ctx
		);
	});

	it('a type no longer available gives nothing (no substitute)', () => {
		const supply = { ...supplyFor(3), healer: { young: 0, old: 0 } };
		const s = person([{ palaces: [palace(2)], track: 4 }], supply);
		const a = ok(live.reduce(s, { type: 'recruit', player: 'p0', card: 'healer' }, ctx));
		expect(a.players[0]).toMatchObject({ track: 4, palaces: [palace(2)] });
		expect(a.plays[0]).toMatchObject({ took: null, card: 'healer' });
		refused(
			s,
			{ type: 'recruit', player: 'p0', card: 'healer', person: young('healer'), palace: 0 },
			'nothingToTake',
			ctx
		);
		const noOld = { ...supplyFor(3), farmer: { young: 2, old: 0 } };
		refused(
			person([{ palaces: [palace(2)] }], noOld),
			{ type: 'recruit', player: 'p0', card: 'farmer', person: old('farmer'), palace: 0 },
			'personUnavailable',
			ctx
		);
	});

	it('must place while there is room; replaces or releases only when all palaces are full', () => {
		const roomy = person([{ palaces: [palace(1, young('monk')), palace(2, young('farmer'))] }]);
		refused(
			roomy,
			{ type: 'recruit', player: 'p0', card: 'warrior', person: young('warrior'), palace: null },
			'mustPlace',
			ctx
		);
		refused(
			roomy,
			{
				type: 'recruit',
				player: 'p0',
				card: 'warrior',
				person: young('warrior'),
				palace: 0,
				replace: young('monk')
			},
			'freeSpaceLeft',
			ctx
		);
		refused(roomy, { type: 'recruit', player: 'p0', card: 'warrior' }, 'mustRecruit', ctx);
		const full = person([{ track: 10, palaces: [palace(1, young('monk'))] }]);
		const rep = ok(
			live.reduce(
				full,
				{
					type: 'recruit',
					player: 'p0',
					card: 'warrior',
					person: young('warrior'),
					palace: 0,
					replace: young('monk')
				},
				ctx
			)
		);
		// Releasing never moves the marker back; the new person moves it forward by 5.
		expect(rep.players[0]).toMatchObject({ track: 15, palaces: [palace(1, young('warrior'))] });
		const rel = ok(
			live.reduce(
				full,
				{ type: 'recruit', player: 'p0', card: 'warrior', person: young('warrior'), palace: null },
				ctx
			)
		);
		expect(rel.players[0]).toMatchObject({ track: 10, palaces: [palace(1, young('monk'))] });
		expect(rel.supply.warrior.young).toBe(full.supply.warrior.young - 1);
		refused(
			full,
			{ type: 'recruit', player: 'p0', card: 'warrior', person: young('warrior'), palace: 0 },
			'replaceRequired',
			ctx
		);
		refused(
			full,
			{
				type: 'recruit',
				player: 'p0',
				card: 'warrior',
				person: young('warrior'),
				palace: 0,
				replace: young('farmer')
			},
			'personNotInPalace',
			ctx
		);
	});
});

describe('live: event, decay and round scoring in one action', () => {
	const ctx = ctxFor(2);
	const row = (e: LiveState['eventRow'][number]) => [
		'peace',
		'peace',
		e,
		...Array(9).fill('peace')
	];

	it('Reglamento «Sequía» through the reducer: Benno releases 1 person from each of his 3 palaces, then decay and scoring', () => {
		const three = [
			palace(1, young('monk')),
			palace(2, young('farmer')),
			palace(2, young('healer'), young('monk'))
		];
		const s = handState(ctx, { phase: 'event', eventRow: row('drought'), order: [], done: [] }, [
			{ rice: 4, track: 2, palaces: [...three, palace(2)] },
			{ rice: 0, track: 1, palaces: three, score: 5 }
		]);
		const preview = eventPreview(s).outcomes;
		expect(preview.map((o) => [o.id, o.riceReturned, o.mustRelease])).toEqual([
			['p0', 3, 0],
			['p1', 0, 3]
		]);
		refused(
			s,
			{ type: 'resolveEvent', releases: { p1: [{ palace: 0, ...young('monk') }] } },
			'releaseCount',
			ctx
		);
		refused(
			s,
			{
				type: 'resolveEvent',
				releases: {
					p1: [
						{ palace: 2, ...young('healer') },
						{ palace: 2, ...young('monk') },
						{ palace: 1, ...young('farmer') }
					]
				}
			},
			'droughtSamePalace',
			ctx
		);
		const a = ok(
			live.reduce(
				s,
				{
					type: 'resolveEvent',
					releases: {
						p1: [
							{ palace: 0, ...young('monk') },
							{ palace: 1, ...young('farmer') },
							{ palace: 2, ...young('healer') }
						]
					}
				},
				ctx
			)
		);
		// Anna: 1 rice left; her empty palace decays to 1 floor; 4 palaces score 4.
		expect(a.players[0]).toMatchObject({ rice: 1, score: 4 });
		expect(a.players[0].palaces.map((p) => p.floors)).toEqual([1, 2, 2, 1]);
		// Benno: palace 1 (1 floor) vanishes, palace 2 decays to 1 floor; 2 palaces score 2.
		expect(a.players[1].palaces).toEqual([palace(1), palace(2, young('monk'))]);
		expect(a.players[1].score).toBe(7);
		expect(a.reports[0].players[1]).toMatchObject({
			lostFloors: 2,
			vanishedPalaces: 1,
			round: { total: 2 }
		});
		expect(a).toMatchObject({ month: 4, phase: 'action' });
		expect(live.scoreHistory?.(a, ctx)).toEqual([{ round: 3, scores: { p0: 4, p1: 7 } }]);
	});

	it('Reglamento «Tributo Imperial» through the reducer: Clara with 2 yuan pays them and releases 2', () => {
		const s = handState(ctx, { phase: 'event', eventRow: row('tribute'), order: [], done: [] }, [
			{ yuan: 2, palaces: [palace(3, young('monk'), young('farmer'), young('healer'))] },
			{ yuan: 10, palaces: [palace(1, young('monk'))] }
		]);
		const a = ok(
			live.reduce(
				s,
				{
					type: 'resolveEvent',
					releases: {
						p0: [
							{ palace: 0, ...young('monk') },
							{ palace: 0, ...young('farmer') }
						]
					}
				},
				ctx
			)
		);
		expect(a.players[0]).toMatchObject({ yuan: 0, palaces: [palace(3, young('healer'))] });
		expect(a.players[1].yuan).toBe(6);
		refused(s, { type: 'resolveEvent', releases: { zz: [] } }, 'unknownPlayer', ctx);
		refused(
			s,
			{
				type: 'resolveEvent',
				releases: {
					p0: [
						{ palace: 0, ...young('warrior') },
						{ palace: 0, ...young('monk') }
					]
				}
			},
			'personNotInPalace',
			ctx
		);
	});

	it('Reglamento «Festival del Dragón» through the reducer: points and half the fireworks returned', () => {
		const s = handState(ctx, { phase: 'event', eventRow: row('festival'), order: [], done: [] }, [
			{ fireworks: 3, palaces: [palace(1, young('monk'))] },
			{ fireworks: 1, palaces: [palace(1, young('monk'))] }
		]);
		const a = ok(live.reduce(s, { type: 'resolveEvent', releases: {} }, ctx));
		expect(a.players.map((p) => [p.score, p.fireworks])).toEqual([
			[6 + 1, 1],
			[3 + 1, 0]
		]);
	});

	it('the last month ends the game with final scoring and winners', () => {
		const s = handState(
			ctx,
			{ month: 12, phase: 'event', eventRow: Array(12).fill('peace'), order: [], done: [] },
			[
				{ score: 40, yuan: 5, palaces: [palace(3, old('monk'))] },
				{ score: 41, yuan: 0, palaces: [palace(1)] }
			]
		);
		const a = ok(live.reduce(s, { type: 'resolveEvent', releases: {} }, ctx));
		expect(a.phase).toBe('finished');
		// Anna: 40 + 1 palace = 41, then 2 (person) + 6 (monk 2×3) + 1 (5 yuan) = 50.
		expect(a.final?.find((r) => r.id === 'p0')).toMatchObject({
			persons: 2,
			monks: 6,
			money: 1,
			total: 50,
			rank: 1
		});
		expect(live.summarize(a, ctx)).toEqual({
			round: 12,
			finished: true,
			scores: { p0: 50, p1: 41 },
			winners: ['p0'],
			places: [['p0'], ['p1']],
			figures: { personsLostByEvent: {} }
		});
		refused(a, { type: 'resolveEvent', releases: {} }, 'notNow.finished', ctx);
		// A finished game accepts corrections and re-scores: Benno's score was 10 more, 51.
		const fixed = ok(
			live.reduce(a, { type: 'adjust', player: 'p1', field: 'score', value: 51 }, ctx)
		);
		expect(live.summarize(fixed, ctx)).toMatchObject({
			scores: { p0: 50, p1: 51 },
			winners: ['p1']
		});
	});
});

describe('live: corrections', () => {
	const ctx = ctxFor(2);
	it('adjust accepts non-negative integers and never moves a marker back', () => {
		const s = handState(
			ctx,
			{
				phase: 'action',
				order: ['p0', 'p1'],
				done: [],
				groups: [['taxes'], ['build']],
				dragons: [[], []]
			},
			[{ track: 5 }]
		);
		expect(
			ok(live.reduce(s, { type: 'adjust', player: 'p0', field: 'rice', value: 4 }, ctx)).players[0]
				.rice
		).toBe(4);
		refused(s, { type: 'adjust', player: 'p0', field: 'rice', value: -1 }, 'badValue', ctx);
		refused(s, { type: 'adjust', player: 'p0', field: 'rice', value: 1.5 }, 'badValue', ctx);
		refused(
			s,
			{ type: 'adjust', player: 'p0', field: 'palaces' as 'rice', value: 1 },
			'badField',
			ctx
		);
		// Issue #16 point 4: «nunca se mueven hacia atrás» is about play; a typo fix may go back
		// (this used to be refused with 'trackBackwards').
		expect(
			ok(live.reduce(s, { type: 'adjust', player: 'p0', field: 'track', value: 4 }, ctx)).players[0]
				.track
		).toBe(4);
		expect(
			ok(live.reduce(s, { type: 'adjust', player: 'p0', field: 'track', value: 9 }, ctx)).players[0]
				.track
		).toBe(9);
	});

	it('setPalaces enters only legal palaces and keeps the supply honest', () => {
		const s = handState(ctx, {
			phase: 'action',
			order: ['p0', 'p1'],
			done: [],
			groups: [['taxes'], ['build']],
			dragons: [[], []]
		});
		const a = ok(
			live.reduce(
				s,
				{ type: 'setPalaces', player: 'p0', palaces: [palace(3, old('monk'), young('farmer'))] },
				ctx
			)
		);
		expect(a.supply.monk.old).toBe(s.supply.monk.old - 1);
		refused(s, { type: 'setPalaces', player: 'p0', palaces: [palace(4)] }, 'palaceFloors', ctx);
		refused(
			s,
			{ type: 'setPalaces', player: 'p0', palaces: [palace(1, young('monk'), young('monk'))] },
			'palaceCrowded',
			ctx
		);
		refused(
			s,
			{ type: 'setPalaces', player: 'p0', palaces: [palace(1, old('craftsman'))] },
			'noOldOfType',
			ctx
		);
		refused(
			s,
			{
				type: 'setPalaces',
				player: 'p0',
				palaces: [palace(3, old('monk'), old('monk')), palace(1, old('monk'))]
			},
			'supplyExceeded',
			ctx
		);
	});
});

describe('live: whole games (bot plays legal moves)', () => {
	it('2–5 players: 12 months, legal states throughout, final totals explained, replay identical', () => {
		for (const players of [2, 3, 4, 5]) {
			for (const seed of ['A1', 'B2', 'C3']) {
				const { actions, state } = playGame(players, `${seed}-${players}`);
				expect(state.phase).toBe('finished');
				expect(state.history.map((h) => h.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
				expect(state.reports).toHaveLength(12);
				for (const p of state.players) {
					for (const k of ['yuan', 'rice', 'fireworks', 'score', 'track'] as const)
						expect(p[k]).toBeGreaterThanOrEqual(0);
					for (const pal of p.palaces) {
						expect(pal.floors).toBeGreaterThanOrEqual(1);
						expect(pal.floors).toBeLessThanOrEqual(3);
						expect(pal.persons.length).toBeLessThanOrEqual(pal.floors);
					}
					expect(Object.values(p.hand).reduce((a, b) => a + b, 0)).toBe(0);
					const f = state.final?.find((r) => r.id === p.id);
					expect(f?.total).toBe(p.score + f!.persons + f!.monks + f!.money);
					expect(f?.persons).toBe(2 * personCount(p.palaces));
				}
				for (const v of Object.values(state.supply)) {
					expect(v.young).toBeGreaterThanOrEqual(0);
					expect(v.old).toBeGreaterThanOrEqual(0);
				}
				const ctx = ctxFor(players, `${seed}-${players}`, { firstPlayer: null });
				const a = fold(live, ctx, actions);
				const b = fold(live, ctx, JSON.parse(JSON.stringify(actions)));
				expect(a.skipped).toEqual([]);
				expect(a.state).toEqual(b.state);
				expect(a.state).toEqual(state);
				expect(JSON.parse(JSON.stringify(state))).toEqual(state);
				const summary = live.summarize(state, ctx);
				expect(summary.finished).toBe(true);
				expect(summary.winners.length).toBeGreaterThanOrEqual(1);
			}
		}
	});

	it('the monthly deal comes from the generator in the state: same seed, same groups; another seed differs', () => {
		const a = playGame(3, 'same');
		const b = playGame(3, 'same');
		expect(a.state.reports).toEqual(b.state.reports);
		const ctx = ctxFor(3, 'same');
		const s1 = fold(live, ctx, a.actions.slice(0, 3)).state;
		const s2 = fold(live, ctx, a.actions.slice(0, 3)).state;
		expect(s1.groups).toEqual(s2.groups);
		const other = fold(live, ctxFor(3, 'other'), []).state;
		expect(other.rng).not.toEqual(initLive(ctx).rng);
	});
});

describe('the oldest player picks first (the default choice)', () => {
	// Reglamento «Preparar»: «Empieza el jugador de mayor edad», luego en el sentido del reloj.
	const ctx = ctxFor(3, 'DRAGN5', { firstPlayer: 'oldest' });

	it('asks who is oldest before the first pick, then orders the picks clockwise from them', () => {
		const s = initLive(ctx);
		expect(s.askOldest).toBe(true);
		refused(
			s,
			{ type: 'startingPair', player: s.order[0]!, persons: ['monk', 'farmer'], palaces: [0, 1] },
			'oldestFirst',
			ctx
		);
		const { state, skipped } = fold(live, ctx, [{ type: 'oldestPlayer', player: 'p1' }]);
		expect(skipped).toEqual([]);
		expect(state.askOldest).toBeUndefined();
		expect(state.order).toEqual(['p1', 'p2', 'p0']);
		expect(state.firstPlayer).toBe(1);
		refused(state, { type: 'oldestPlayer', player: 'p2' }, 'oldestClosed', ctx);
	});

	it('a chosen or random first player never asks', () => {
		expect(initLive(ctxFor(3, 'DRAGN5', { firstPlayer: null })).askOldest).toBeUndefined();
		expect(initLive(ctxFor(3, 'DRAGN5', { firstPlayer: 2 })).askOldest).toBeUndefined();
	});
});

describe('one-tap person plays', () => {
	it('offers each card that takes one kind of tile into the first palace with room, never with every palace full', () => {
		const ctx = ctxFor(3, 'DRAGN5');
		const rng = new Rng('quick');
		let s = initLive(ctx);
		while (s.phase !== 'person') s = live.reduce(s, botAction(s, rng), ctx) as LiveState;
		const plays = quickPlays(s);
		const me = s.players.find((p) => p.id === nextPlayer(s))!;
		expect(plays.length).toBeGreaterThan(0);
		for (const q of plays) {
			expect(me.hand[q.card]).toBeGreaterThan(0);
			expect(me.palaces[q.palace]!.persons.length).toBeLessThan(me.palaces[q.palace]!.floors);
			expect(isInvalid(live.reduce(s, q.action, ctx))).toBe(false);
		}
		expect(plays.some((q) => q.card === 'wild')).toBe(false);
		const full = {
			...s,
			players: s.players.map((p) =>
				p.id === me.id ? { ...p, palaces: [palace(1, young('monk'))] } : p
			)
		};
		expect(quickPlays(full)).toEqual([]);
	});
});
