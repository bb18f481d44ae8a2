/**
 * Issue #28: knights keep their real strength where they stand, troops go down in turn, every
 * reward the board prints reaches the phone (counties, castles, the six favour tiles), and the
 * top bar's glance. Examples labelled «Reglamento» are the rulebook's own.
 */
import { describe, expect, it } from 'vitest';
import { table } from './harness';
import { type Invalid } from '$lib/games/core/types';
import { migrateActions } from '$lib/games/core/replay';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { court, placementTurn } from '$lib/games/lancaster/queries';
import { checkReward } from '$lib/games/lancaster/board';
import { randomSetup } from '$lib/games/lancaster/setup';
import { module } from '$lib/games/lancaster';
import type { LawId } from '$lib/games/lancaster/data';

const { ctx, step, run, refuses } = table('ROUND3');
const place = (player: string, knight: number, to: 'county' | 'castle' | 'battle', extra = {}) =>
	({ type: 'place', player, knight, to, ...extra }) as LiveAction;

function start(laws?: LawId[]): LiveState {
	const s = { ...live.init(ctx), startPlayer: 'ana' };
	return laws ? { ...s, lawsInForce: laws } : s;
}

function restToCastles(s: LiveState): LiveState {
	for (let turn = placementTurn(s, ctx); turn; turn = placementTurn(s, ctx))
		s = step(s, place(turn, court(s, turn)![0]!, 'castle'));
	return s;
}

/** Parliament: everyone votes no three times (nothing proposed passes). */
function parliament(s: LiveState): LiveState {
	s = step(s, { type: 'endTroops' });
	for (let i = 0; i < 3; i++)
		s = step(s, {
			type: 'tableVote',
			ballots: s.ballot!.order.map((id) => ({ id, yes: false, tokens: 0 }))
		});
	return s;
}

/** From the laws to the battles: every law with the board's numbers, every county a noble. */
function toBattles(s: LiveState): LiveState {
	while (s.step === 'laws') s = step(s, { type: 'applyLaw', input: { players: {} } });
	while (s.step === 'counties') s = step(s, { type: 'county', choice: 'noble' } as LiveAction);
	while (s.step === 'castles')
		s = step(s, { type: 'castle', player: live.glance!(s, ctx).turn!, power: 0 });
	return s;
}

/**
 * Round 1: Ana's 2 goes alone to new battle 1 and France (5) wins: the battle moves down with
 * her 2 in it (Reglamento p.5 «Francia gana … pasará a la siguiente ronda»).
 */
function anaTwoInLowerRow(laws: LawId[]): LiveState {
	let s = start(['countiesPer2', 'battlesPower', 'strength2Squire']);
	s = restToCastles(step(s, place('ana', 2, 'battle', { battle: 'u1' })));
	s = toBattles(parliament(s));
	s = run(
		s,
		{ type: 'battle', upper: 'u1', card: { franceStrength: 5, power: [5, 3, 1] } },
		{ type: 'endRound' }
	);
	expect(s.lowerRow[0]!.slots).toEqual([{ id: 'ana', knights: [2] }]);
	// Round 2's laws in force.
	return { ...s, lawsInForce: laws };
}

describe('a strengthened knight stays where it stands (p.4, p.5)', () => {
	it('a favour tile lifts Ana’s 2 waiting in the lower row: no phantom in court, troops end', () => {
		let s = anaTwoInLowerRow(['countiesPer2', 'battlesPower', 'strength2Squire']);
		const b1 = s.lowerRow[0]!.id;
		// Round 2 (Ana starts again): her 1 to the lower battle with a strengthening of her 2.
		s = step(
			s,
			place('ana', 1, 'battle', {
				battle: b1,
				favour: { tile: 1, reward: 'strengthen', knight: 2 }
			})
		);
		expect(s.players.ana.knights).toEqual([1, 3]);
		expect(s.lowerRow[0]!.slots).toEqual([{ id: 'ana', knights: [3] }]);
		expect(court(s, 'ana')).toEqual([]);
		s = restToCastles(s);
		expect(live.reduce(s, { type: 'endTroops' }, ctx)).not.toHaveProperty('invalid');
	});

	it('«Más oro: fortalecimiento» lifts the 2 in the lower row: 3 against France 3, England wins', () => {
		let s = anaTwoInLowerRow(['goldStrengthen', 'countiesPer2', 'battlesPower']);
		// Ana the only one with the most gold in round 2.
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana, gold: 5 } } };
		s = { ...s, lowerRow: [{ ...s.lowerRow[0]!, franceStrength: 3 }] };
		s = restToCastles(s);
		s = parliament(s);
		s = step(s, { type: 'applyLaw', input: { players: {} }, strengthen: { ana: [2] } });
		expect(s.lowerRow[0]!.slots).toEqual([{ id: 'ana', knights: [3] }]);
		s = toBattles(s);
		s = step(s, { type: 'lowerBattle', id: s.lowerRow[0]!.id });
		const rec = s.battles.at(-1)!;
		expect([rec.total, rec.englandWins]).toEqual([3, true]);
	});

	it('a prisoner lifted before the battle is ransomed at 3 gold, and leaves the player when not bought back', () => {
		const kept = toBattles(
			step(parliament(restToCastles(anaLifted())), {
				type: 'applyLaw',
				input: { players: {} },
				strengthen: { ana: [2] }
			} as LiveAction)
		);
		function anaLifted(): LiveState {
			const base = anaTwoInLowerRow(['goldStrengthen', 'countiesPer2', 'battlesPower']);
			return {
				...base,
				players: { ...base.players, ana: { ...base.players.ana, gold: 5 } },
				lowerRow: [{ ...base.lowerRow[0]!, franceStrength: 9 }]
			};
		}
		const id = kept.lowerRow[0]!.id;
		const lost = step(kept, { type: 'lowerBattle', id, freed: [] });
		const rec = lost.battles.at(-1)!;
		expect(rec.prisoners.map((p) => [p.strength, p.ransom])).toEqual([[3, 3]]);
		// «los demás pasarán a formar parte de las tropas de reserva».
		expect(lost.players.ana.knights).toEqual([1]);
		const bought = step(kept, { type: 'lowerBattle', id, freed: [0] });
		expect(bought.players.ana.gold).toBe(kept.players.ana.gold - 3);
		expect(bought.players.ana.knights).toEqual([1, 3]);
	});
});

describe('troops are placed in turn (p.2)', () => {
	it('a knight from anyone but the player whose turn it is, or the same player twice, is refused', () => {
		let s = start();
		refuses(s, place('ben', 1, 'castle'), 'error.notYourTurn');
		s = step(s, place('ana', 1, 'castle'));
		refuses(s, place('ana', 2, 'castle'), 'error.notYourTurn');
		expect(placementTurn(s, ctx)).toBe('ben');
		// The refusal names whose turn it is.
		const r = live.reduce(s, place('cai', 1, 'castle'), ctx) as Invalid;
		expect(r.reason).toEqual({ key: 'error.notYourTurn', values: { player: 'Ben' } });
	});

	it('«troops placed» is refused while knights remain in court, even with none placed', () => {
		const s = start();
		refuses(s, { type: 'endTroops' }, 'lancaster.error.knightsLeft');
		const done = step(restToCastles(s), { type: 'endTroops' });
		expect([done.step, done.board]).toEqual(['ballot', true]);
	});

	it('a v2 session placed out of turn still replays: its placements are kept as recorded', () => {
		const { actions } = migrateActions(module, 2, [place('ben', 1, 'castle')]);
		const s = step(start(), actions[0] as LiveAction);
		expect(s.placed).toEqual([{ side: 'ben', knight: 1, to: 'castle' }]);
	});
});

describe('favour tiles are the six physical tiles (p.2)', () => {
	it('a tile shows the same reward every round, and is taken once a round', () => {
		let s = start();
		s = step(s, place('ana', 1, 'battle', { battle: 'u1', favour: { tile: 4, reward: 'noble' } }));
		refuses(
			s,
			place('ben', 1, 'battle', { battle: 'u1', favour: { tile: 4, reward: 'noble' } }),
			'lancaster.error.favourTaken'
		);
		expect(s.tileRewards).toEqual({ '4': 'noble' });
		// Next round tile 4 is face up again, still a noble.
		const next = { ...s, favours: [], placed: [] };
		refuses(
			next,
			place('ana', 2, 'battle', { battle: 'u2', favour: { tile: 4, reward: 'strengthen' } }),
			'lancaster.error.favourTileDiffers'
		);
	});
});

describe('county and castle rewards are the printed rewards (p.3–4)', () => {
	function atCounty(letter: number, squires = 0): LiveState {
		let s = start(['countiesPer2', 'battlesPower', 'strength2Squire']);
		s = step(s, place('ana', 2, 'county', { county: letter, squires }));
		s = restToCastles(s);
		s = parliament(s);
		while (s.step === 'laws') s = step(s, { type: 'applyLaw', input: { players: {} } });
		return s;
	}

	it('Reglamento p.3 example: yellow pays 3 gold for Stafford’s noble and its point, a strengthening', () => {
		let s = atCounty(1);
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana, gold: 3 } } };
		s = step(s, { type: 'county', choice: 'both', reward: { strengthen: 1 } } as LiveAction);
		// «1. Sitúa al noble … 2. Fortalece con un punto a uno de los caballeros».
		expect(s.players.ana).toMatchObject({ gold: 0, nobles: 2, knights: [1, 3] });
	});

	it('Reglamento p.4 example: Surrey’s holder takes two squires and two gold and picks the next start player', () => {
		let s = atCounty(8, 1);
		const squires = s.players.ana.squires;
		s = step(s, {
			type: 'county',
			choice: 'points',
			reward: { squires: 2, gold: 2 },
			nextStart: 'cai'
		} as LiveAction);
		expect(s.players.ana).toMatchObject({ squires: squires + 2, gold: 4, nobles: 1 });
		expect(s.nextStartPlayer).toBe('cai');
	});

	it('a noble takes no reward, and a malformed reward is refused with a reason', () => {
		const s = atCounty(1);
		refuses(
			s,
			{ type: 'county', choice: 'noble', reward: { gold: 1 } } as LiveAction,
			'lancaster.error.countyPowerWithNoble'
		);
		refuses(
			s,
			{ type: 'county', choice: 'points', reward: { gold: -1 } } as LiveAction,
			'lancaster.error.badReward'
		);
		expect(checkReward({ crowns: 1 })).toBeNull();
		expect(checkReward({ power: 2, gold: 0 })).toEqual({ power: 2 });
	});

	it('Reglamento p.4 «Castillos» example: a knight gives two squires; the extension a new knight for three squires', () => {
		let s = atCounty(1);
		while (s.step === 'counties') s = step(s, { type: 'county', choice: 'noble' } as LiveAction);
		expect(s.step).toBe('castles');
		const who = live.glance!(s, ctx).turn!;
		const before = s.players[who]!;
		s = step(s, {
			type: 'castle',
			player: who,
			power: 0,
			rewards: [{ squires: 2 }, { newKnights: 1, paySquires: 3 }]
		});
		expect(s.players[who]!.squires).toBe(before.squires + 2 - 3);
		expect(s.players[who]!.knights).toEqual([1, ...before.knights].sort());
		// The log (and undo's label) says what the castle gave, against the state before it.
		const prior = { ...s, castlesDone: s.castlesDone.slice(0, -1) };
		expect(
			live.describe(
				{
					type: 'castle',
					player: who,
					power: 0,
					rewards: [{ squires: 2 }, { newKnights: 1, paySquires: 3 }]
				},
				prior,
				ctx
			).values
		).toMatchObject({ power: 0, squires: 2, knights: 1, paid: 3, gold: 0, lifts: 0 });
		const next = live.glance!(s, ctx).turn!;
		refuses(
			s,
			{ type: 'castle', player: next, power: 0, rewards: [{ newKnights: 1, paySquires: 9 }] },
			'lancaster.error.notEnoughSquires'
		);
	});
});

describe('the top bar at a glance', () => {
	it('names the step and whose turn: the placer, the next voter, the castle being valued', () => {
		let s = start();
		expect(live.glance!(s, ctx)).toMatchObject({
			phase: { key: 'lancaster.step.troops' },
			turn: 'ana'
		});
		s = step(s, place('ana', 1, 'castle'));
		expect(live.glance!(s, ctx).turn).toBe('ben');
		s = step(restToCastles(s), { type: 'endTroops' });
		expect(live.glance!(s, ctx)).toMatchObject({
			phase: { key: 'lancaster.step.ballot' },
			turn: 'ana'
		});
	});

	it('a new session’s first player is the seat its code draws, and the first turn is that seat', () => {
		for (const seed of ['A1', 'B2', 'C3', 'D4']) {
			const setup = module.drawSetup!({ ...ctx, seed }) as { firstPlayer: number };
			const seat = randomSetup(
				seed,
				ctx.players.map((p) => p.id),
				ctx.options
			).firstPlayer;
			expect(setup.firstPlayer).toBe(seat);
			const s = live.init({ ...ctx, seed, setup });
			expect(live.glance!(s, { ...ctx, seed, setup }).turn).toBe(ctx.players[seat as number]!.id);
		}
	});
});
