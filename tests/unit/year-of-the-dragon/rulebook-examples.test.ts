/** Every worked example of the rulebook (Spanish edition), named by its section. */
import { describe, expect, it } from 'vitest';
import { isInvalid } from '$lib/games/core/types';
import {
	actionYield,
	allowedStartingPairs,
	contagion,
	decay,
	drought,
	eventOutcomes,
	festival,
	mongols,
	roundScore,
	supplyFor,
	tribute,
	turnOrder,
	type EventPlayer
} from '$lib/games/year-of-the-dragon/rules';
import { finalScore } from '$lib/games/year-of-the-dragon/scoring';
import { initLive, live, type LiveState } from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState, old, palace, young } from './helpers';

function ep(id: string, o: Partial<EventPlayer> = {}): EventPlayer {
	return { id, yuan: 0, rice: 0, fireworks: 0, palaces: [], ...o };
}

function ok(s: LiveState | ReturnType<typeof live.reduce>): LiveState {
	if (isInvalid(s)) throw new Error(`unexpected invalid: ${s.reason.key}`);
	return s;
}

describe('Reglamento «Antes de que comience el juego»: starting pairs 7 / 7 / 8', () => {
	it('Anna (tax collector + scholar) 7, Benno (tax collector + farmer) 7 on top, Clara (scholar + farmer) 8', () => {
		const ctx = ctxFor(5, 'PAIRS', { firstPlayer: 0 });
		let s = initLive(ctx);
		s = ok(
			live.reduce(
				s,
				{
					type: 'startingPair',
					player: 'p0',
					persons: ['taxCollector', 'scholar'],
					palaces: [0, 1]
				},
				ctx
			)
		);
		s = ok(
			live.reduce(
				s,
				{
					type: 'startingPair',
					player: 'p1',
					persons: ['taxCollector', 'farmer'],
					palaces: [0, 1]
				},
				ctx
			)
		);
		s = ok(
			live.reduce(
				s,
				{ type: 'startingPair', player: 'p2', persons: ['scholar', 'farmer'], palaces: [0, 0] },
				ctx
			)
		);
		expect(s.players.map((p) => p.track).slice(0, 3)).toEqual([7, 7, 8]);
		// Benno lands on Anna's space and goes on top: he plays before her.
		const order = turnOrder(
			s.players.map((p) => ({ id: p.id, track: p.track, arrival: p.arrival }))
		);
		expect(order.slice(0, 3)).toEqual(['p2', 'p1', 'p0']);
		// The remaining players may not take these three combinations.
		const taken = s.startingPairs.map((x) => x.pair);
		const allowed = allowedStartingPairs(taken, s.supply).map((p) => [...p].sort().join('+'));
		for (const bad of ['scholar+taxCollector', 'farmer+taxCollector', 'farmer+scholar'])
			expect(allowed).not.toContain(bad);
		expect(allowed).toHaveLength(36 - 3);
		const refused = live.reduce(
			s,
			{ type: 'startingPair', player: 'p3', persons: ['farmer', 'taxCollector'], palaces: [0, 1] },
			ctx
		);
		expect(isInvalid(refused) && refused.reason.key).toBe(
			'year-of-the-dragon.error.startingPairTaken'
		);
		const same = live.reduce(
			s,
			{ type: 'startingPair', player: 'p3', persons: ['monk', 'monk'], palaces: [0, 1] },
			ctx
		);
		expect(isInvalid(same) && same.reason.key).toBe('year-of-the-dragon.error.startingSameType');
	});
});

describe('Reglamento «Preparar» (Nota): person tiles per player count', () => {
	it('10 / 8 / 6 / 4 of each type at 5 / 4 / 3 / 2 players, 6+4 split at 5', () => {
		for (const [n, total] of [
			[5, 10],
			[4, 8],
			[3, 6],
			[2, 4]
		]) {
			const s = supplyFor(n);
			for (const v of Object.values(s)) expect(v.young + v.old).toBe(total);
		}
		expect(supplyFor(5).monk).toEqual({ young: 6, old: 4 });
		expect(supplyFor(2).monk).toEqual({ young: 3, old: 1 });
		expect(supplyFor(5).craftsman).toEqual({ young: 10, old: 0 });
		expect(supplyFor(3).courtLady).toEqual({ young: 6, old: 0 });
	});
});

describe('Reglamento «1a Fase: Acción»: examples', () => {
	const ctx = ctxFor(5);
	const action = (
		players: Parameters<typeof handState>[2],
		dragons: string[][] = [[], [], [], [], []]
	) =>
		handState(
			ctx,
			{
				phase: 'action',
				groups: [
					['taxes', 'build'],
					['harvest', 'parade'],
					['research'],
					['fireworks'],
					['privilege']
				],
				dragons,
				order: ['p3', 'p4', 'p0', 'p1', 'p2'],
				done: []
			},
			players
		);

	it('Doro joins a group that already holds 2 dragons: pays 3 yuan and acts', () => {
		const s = action(
			[{}, {}, {}, { yuan: 5, palaces: [palace(2)] }],
			[[], ['p0', 'p1'], [], [], []]
		);
		const after = ok(
			live.reduce(s, { type: 'takeAction', player: 'p3', group: 1, card: 'harvest' }, ctx)
		);
		expect(after.players[3].yuan).toBe(2);
		expect(after.players[3].rice).toBe(1);
		expect(after.actions[0]).toMatchObject({ joinPaid: 3, amount: 1 });
	});

	it('Emil takes no action and, holding 1 yuan, takes 2 more', () => {
		const s = { ...action([{}, {}, {}, {}, { yuan: 1 }]), order: ['p4', 'p3', 'p0', 'p1', 'p2'] };
		const after = ok(live.reduce(s, { type: 'noAction', player: 'p4' }, ctx));
		expect(after.players[4].yuan).toBe(3);
	});

	it('«Impuestos»: Clara with no tax collector takes 2; Doro with 2 pays 3 and takes 8 (2 + 3 + 3)', () => {
		expect(actionYield('taxes', [palace(2, young('monk'))]).total).toBe(2);
		const doro = [palace(2, young('taxCollector'), young('taxCollector'))];
		expect(actionYield('taxes', doro).parts.map((p) => p.amount)).toEqual([2, 3, 3]);
		const s = {
			...action([{}, {}, { yuan: 0, palaces: [palace(2)] }, { yuan: 3, palaces: doro }]),
			order: ['p2', 'p3', 'p0', 'p1', 'p4']
		};
		const a = ok(
			live.reduce(s, { type: 'takeAction', player: 'p2', group: 0, card: 'taxes' }, ctx)
		);
		expect(a.players[2].yuan).toBe(2);
		const b = ok(
			live.reduce(a, { type: 'takeAction', player: 'p3', group: 0, card: 'taxes' }, ctx)
		);
		expect(b.players[3].yuan).toBe(3 - 3 + 8);
	});

	it('«Construir»: Emil with 2 craftsmen takes 3 floors: a 1-floor palace becomes 3 floors, plus a new 1-floor palace', () => {
		const emil = [palace(1, young('craftsman')), palace(2, young('craftsman'))];
		expect(actionYield('build', emil).total).toBe(3);
		const s = {
			...action([{}, {}, {}, {}, { palaces: emil }]),
			order: ['p4', 'p3', 'p0', 'p1', 'p2']
		};
		const after = ok(
			live.reduce(
				s,
				{
					type: 'takeAction',
					player: 'p4',
					group: 0,
					card: 'build',
					build: { addTo: [0, 0], newPalaces: [1] }
				},
				ctx
			)
		);
		expect(after.players[4].palaces.map((p) => p.floors)).toEqual([3, 2, 1]);
		const tooHigh = live.reduce(
			s,
			{
				type: 'takeAction',
				player: 'p4',
				group: 0,
				card: 'build',
				build: { addTo: [1, 1], newPalaces: [1] }
			},
			ctx
		);
		expect(isInvalid(tooHigh) && tooHigh.reason.key).toBe('year-of-the-dragon.error.palaceTooHigh');
		const short = live.reduce(
			s,
			{
				type: 'takeAction',
				player: 'p4',
				group: 0,
				card: 'build',
				build: { addTo: [0], newPalaces: [] }
			},
			ctx
		);
		expect(isInvalid(short) && short.reason.key).toBe('year-of-the-dragon.error.buildCount');
	});

	it('«Cosecha»: Anna with a young and an old farmer takes 4 rice (1 + 1 + 2)', () => {
		const y = actionYield('harvest', [palace(2, young('farmer'), old('farmer'))]);
		expect(y.parts.map((p) => p.amount)).toEqual([1, 1, 2]);
		expect(y.total).toBe(4);
	});

	it('«Desfile militar»: Benno with 2 old warriors moves 5 spaces (1 + 2 + 2)', () => {
		const benno = [palace(2, old('warrior'), old('warrior'))];
		expect(actionYield('parade', benno).parts.map((p) => p.amount)).toEqual([1, 2, 2]);
		const s = {
			...action([{}, { palaces: benno, track: 4 }]),
			order: ['p1', 'p3', 'p0', 'p2', 'p4']
		};
		const after = ok(
			live.reduce(s, { type: 'takeAction', player: 'p1', group: 1, card: 'parade' }, ctx)
		);
		expect(after.players[1].track).toBe(9);
	});

	it('«Investigación»: Doro with a young and an old scholar scores 6 (1 + 2 + 3)', () => {
		const doro = [palace(2, young('scholar'), old('scholar'))];
		expect(actionYield('research', doro).parts.map((p) => p.amount)).toEqual([1, 2, 3]);
		const s = action([{}, {}, {}, { palaces: doro, score: 10 }]);
		const after = ok(
			live.reduce(s, { type: 'takeAction', player: 'p3', group: 2, card: 'research' }, ctx)
		);
		expect(after.players[3].score).toBe(16);
	});

	it('«Privilegio»: small costs 2, large 6 (or 7 with the later-edition option)', () => {
		const s = action([{}, {}, {}, { yuan: 6 }]);
		const large = ok(
			live.reduce(
				s,
				{ type: 'takeAction', player: 'p3', group: 4, card: 'privilege', privilege: 'large' },
				ctx
			)
		);
		expect(large.players[3]).toMatchObject({ yuan: 0, largePrivileges: 1 });
		const seven = live.reduce(
			{ ...s, largePrivilegeCost: 7 },
			{ type: 'takeAction', player: 'p3', group: 4, card: 'privilege', privilege: 'large' },
			ctx
		);
		expect(isInvalid(seven) && seven.reason).toEqual({
			key: 'year-of-the-dragon.error.notEnoughYuan',
			values: { need: 7, have: 6 }
		});
	});
});

describe('Reglamento «3ra Fase: Evento»: examples', () => {
	it('«Tributo Imperial»: Clara has only 2 yuan, pays them and releases 2 persons', () => {
		const clara = ep('clara', {
			yuan: 2,
			palaces: [palace(3, young('monk'), young('farmer'), young('healer'))]
		});
		expect(tribute(clara)).toMatchObject({ yuanPaid: 2, mustRelease: 2 });
		expect(tribute(ep('rich', { yuan: 9, palaces: [palace(1, young('monk'))] }))).toMatchObject({
			yuanPaid: 4,
			mustRelease: 0
		});
	});

	it('«Sequía»: Anna (3 inhabited + 1 empty, 4 rice) returns 3; Benno (3 inhabited, no rice) releases 1 from each', () => {
		const three = [
			palace(1, young('monk')),
			palace(2, young('farmer')),
			palace(2, young('healer'))
		];
		const anna = drought(ep('anna', { rice: 4, palaces: [...three, palace(2)] }));
		expect(anna).toMatchObject({ riceReturned: 3, mustRelease: 0 });
		const benno = drought(ep('benno', { rice: 0, palaces: three }));
		expect(benno).toMatchObject({ riceReturned: 0, mustRelease: 3, distinctPalaces: true });
	});

	it('«Festival del Dragón»: Clara and Emil (3 each) score 6 and return 2; Anna (2) scores 3 and returns 1; Benno (1) nothing', () => {
		const out = festival([
			ep('anna', { fireworks: 2 }),
			ep('benno', { fireworks: 1 }),
			ep('clara', { fireworks: 3 }),
			ep('emil', { fireworks: 3 })
		]);
		expect(out.map((o) => [o.id, o.vp, o.fireworksReturned])).toEqual([
			['anna', 3, 1],
			['benno', 0, 0],
			['clara', 6, 2],
			['emil', 6, 2]
		]);
		// Nobody scores with 0 fireworks.
		expect(festival([ep('a'), ep('b', { fireworks: 1 })]).map((o) => o.vp)).toEqual([0, 6]);
	});

	it('«Invasión mongol»: Anna and Benno 3 helmets, Clara 2, Doro and Emil 1: points, then Doro and Emil release 1', () => {
		const w = (...tiles: ReturnType<typeof young>[]) => [palace(3, ...tiles)];
		const out = mongols([
			ep('anna', { palaces: w(young('warrior'), old('warrior')) }),
			ep('benno', { palaces: w(young('warrior'), young('warrior'), young('warrior')) }),
			ep('clara', { palaces: w(old('warrior')) }),
			ep('doro', { palaces: w(young('warrior')) }),
			ep('emil', { palaces: w(young('warrior'), young('monk')) })
		]);
		expect(out.map((o) => o.vp)).toEqual([3, 3, 2, 1, 1]);
		expect(out.map((o) => o.mustRelease)).toEqual([0, 0, 0, 1, 1]);
		// All tied (even with none): everyone releases 1.
		const tied = mongols([
			ep('a', { palaces: w(young('monk')) }),
			ep('b', { palaces: w(young('farmer')) })
		]);
		expect(tied.map((o) => o.mustRelease)).toEqual([1, 1]);
	});

	it('«Contagio»: Clara with 2 young healers releases 1 instead of 3', () => {
		const clara = ep('clara', {
			palaces: [palace(3, young('healer'), young('healer'), young('monk'))]
		});
		expect(contagion(clara).mustRelease).toBe(1);
		expect(contagion(ep('x', { palaces: [palace(2, young('monk'))] })).mustRelease).toBe(1);
		expect(eventOutcomes('peace', [clara])[0]).toMatchObject({ mustRelease: 0, vp: 0 });
	});

	it('«Decaer»: every uninhabited palace loses a floor; a 1-floor one disappears', () => {
		const d = decay([palace(1), palace(3), palace(2, young('monk'))]);
		expect(d.palaces).toEqual([palace(2), palace(2, young('monk'))]);
		expect(d).toMatchObject({ lostFloors: 2, vanished: 1 });
	});
});

describe('Reglamento «4ta Fase: Puntuación»: Anna with 3 palaces, 2 court ladies and 1 large privilege scores 7 (3 + 2 + 2)', () => {
	it('round score', () => {
		const r = roundScore({
			palaces: [
				palace(2, young('courtLady'), young('courtLady')),
				palace(1, young('monk')),
				palace(3)
			],
			smallPrivileges: 0,
			largePrivileges: 1
		});
		expect(r).toEqual({ palaces: 3, fans: 2, dragons: 2, total: 7 });
	});
});

describe('Reglamento «Fin del juego»: Benno scores 25 extra points', () => {
	it('14 for 7 persons, 8 for 2 monks (1×2 + 2×3), 3 for 10 yuan', () => {
		const [r] = finalScore([
			{
				id: 'benno',
				score: 50,
				personTrack: 30,
				palaces: [
					palace(2, young('monk'), young('farmer')),
					palace(3, old('monk'), young('warrior'), young('healer')),
					palace(2, young('scholar'), young('craftsman'))
				],
				yuan: 4,
				rice: 1,
				fireworks: 2
			}
		]);
		expect(r).toMatchObject({ persons: 14, monks: 8, money: 3, total: 75, rank: 1, totalYuan: 10 });
		expect(r.monkDetail.map((m) => m.points)).toEqual([2, 6]);
	});

	it('a tie is won by the marker further along the person track, then the one on top', () => {
		const base = { score: 10, palaces: [], yuan: 0, rice: 0, fireworks: 0 };
		const out = finalScore([
			{ ...base, id: 'a', personTrack: 20 },
			{ ...base, id: 'b', personTrack: 25 },
			{ ...base, id: 'c', personTrack: 25, personTrackStack: 1 }
		]);
		expect(out.map((r) => r.rank)).toEqual([3, 2, 1]);
		expect(out.map((r) => r.decidedBy)).toEqual(['personTrack', 'personTrackStack', null]);
	});
});
