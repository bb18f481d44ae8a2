/**
 * The phone keeps the board: troops placed once, knight by knight, and every later
 * step reads them — laws, counties, battles, ransoms and the final scoring. Examples labelled
 * «Reglamento» are the rulebook's own; the others are built from its words.
 */
import { describe, expect, it } from 'vitest';
import { table } from './harness';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { battleSlots, live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import {
	allPlaced,
	countyHoldersNow,
	court,
	favourLifts,
	favourTileNow,
	lawFieldsAsked,
	placementTurn,
	ransomOffer,
	strengthenChoices,
	turnOrder
} from '$lib/games/lancaster/queries';
import { strengthenAllowed, strengthenOptions } from '$lib/games/lancaster/board';
import type { Options } from '$lib/games/lancaster/options';
import type { LawId } from '$lib/games/lancaster/data';

const { ctx, step, run, refuses } = table('BOARD7');

/** A fresh game, Ana to start, whose laws in force are the given ones (the rest as dealt). */
function start(laws?: LawId[], first = 'ana'): LiveState {
	const s = { ...live.init(ctx), startPlayer: first };
	return laws ? { ...s, lawsInForce: laws } : s;
}

/** Every knight still in court goes to its castle, each in turn (p.2). */
function restToCastles(s: LiveState): LiveState {
	for (let turn = placementTurn(s, ctx); turn; turn = placementTurn(s, ctx))
		s = step(s, place(turn, court(s, turn)![0]!, 'castle'));
	return s;
}

const place = (player: string, knight: number, to: 'county' | 'castle' | 'battle', extra = {}) =>
	({ type: 'place', player, knight, to, ...extra }) as LiveAction;

/** Everyone votes yes with the table's scrolls, three times. */
function parliament(s: LiveState): LiveState {
	s = step(s, { type: 'endTroops', legacy: true });
	for (let i = 0; i < 3; i++)
		s = step(s, {
			type: 'tableVote',
			ballots: s.ballot!.order.map((id) => ({ id, yes: false, tokens: 0 }))
		});
	return s;
}

describe('phase 1 on the phone (Reglamento p.2 «Distribución de tropas»)', () => {
	it('each player starts with a strength-1 and a strength-2 knight in court; turns go clockwise', () => {
		const s = start();
		const order = turnOrder(ctx, s.startPlayer);
		expect(court(s, 'ana')).toEqual([1, 2]);
		expect(placementTurn(s, ctx)).toBe(order[0]);
		const s1 = step(s, place(order[0], 2, 'castle'));
		expect(court(s1, order[0])).toEqual([1]);
		expect(placementTurn(s1, ctx)).toBe(order[1]);
		refuses(s1, place(order[1], 3, 'castle'), 'lancaster.error.notInCourt');
		refuses(s1, place(order[1], 5, 'castle'), 'lancaster.error.badKnight');
	});

	it('Reglamento p.2 example: yellow displaces blue’s strength-2 knight with a 1 and two squires (3 a 2); blue’s knight returns to court', () => {
		// Ben (blue) first, then Cai, then Ana (yellow).
		let s = run(start(undefined, 'ben'), place('ben', 2, 'county', { county: 3 }));
		s = step(s, place('cai', 1, 'castle'));
		refuses(
			s,
			place('ana', 1, 'county', { county: 3, squires: 1 }),
			'lancaster.error.county.notStronger'
		);
		s = step(s, place('ana', 1, 'county', { county: 3, squires: 2 }));
		expect(s.players.ana.squires).toBe(0);
		expect(court(s, 'ben')).toEqual([1, 2]);
		expect(s.placed).toEqual([
			{ side: 'cai', knight: 1, to: 'castle' },
			{ side: 'ana', knight: 1, to: 'county', county: 3, squires: 2 }
		]);
		s = step(s, place('ben', 1, 'castle'));
		// Squires only as many as held.
		refuses(
			s,
			place('cai', 2, 'county', { county: 0, squires: 3 }),
			'lancaster.error.notEnoughSquires'
		);
		s = step(s, place('cai', 2, 'castle'));
		// «No se pueden reemplazar a los propios caballeros».
		refuses(s, place('ana', 2, 'county', { county: 3 }), 'lancaster.error.county.ownKnight');
		// «al menos, la fuerza mínima requerida»: squires do not count for it.
		refuses(
			s,
			place('ana', 2, 'county', { county: 0, squires: 0, min: 3 }),
			'lancaster.error.county.belowMinimum'
		);
	});

	it('battles: one slot per player, stacked; three slots; the first six knights take a favour tile', () => {
		let s = start();
		s = run(
			s,
			place('ana', 1, 'battle', { battle: 'u1', favour: { tile: 1, reward: 'noble' } }),
			place('ben', 1, 'battle', {
				battle: 'u1',
				favour: { tile: 2, reward: 'goldSquires', gold: 2, squires: 1 }
			}),
			place('cai', 1, 'battle', { battle: 'u1' }),
			place('ana', 2, 'battle', { battle: 'u1', favour: { tile: 3, reward: 'strengthen' } })
		);
		expect(s.players.ana.nobles).toBe(2);
		expect(s.players.ben).toMatchObject({ gold: 4, squires: 3 });
		// The strengthening lifts Ana's strongest knight that can rise: the 2 just placed → 3.
		expect(s.players.ana.knights).toEqual([1, 3]);
		expect(s.placed!.filter((p) => p.side === 'ana').map((p) => p.knight)).toEqual([1, 3]);
		refuses(
			s,
			place('ben', 2, 'battle', { battle: 'u1', favour: { tile: 3, reward: 'strengthen' } }),
			'lancaster.error.favourTaken'
		);
		refuses(
			s,
			place('ben', 2, 'battle', { battle: 'u2', card: { franceStrength: 3 } as never }),
			'lancaster.error.battleCard'
		);
		expect(favourTileNow(s)).toBe(4);
		refuses(s, place('ben', 2, 'battle', { battle: 'b9' }), 'lancaster.error.unknownBattle');
		// «se colocarán unos encima de otros»: Ben's 2 goes on his own slot, above Cai's.
		s = step(s, place('ben', 2, 'battle', { battle: 'u1' }));
		expect(battleSlots(s, 'u1')).toEqual([
			{ id: 'ana', knights: [1, 3] },
			{ id: 'ben', knights: [1, 2] },
			{ id: 'cai', knights: [1] }
		]);
	});

	it('«hasta que todos los jugadores coloquen a todos sus caballeros»: parliament waits for every court', () => {
		let s = step(start(), place('ana', 1, 'castle'));
		refuses(s, { type: 'endTroops' }, 'lancaster.error.knightsLeft');
		s = run(
			s,
			place('ben', 1, 'castle'),
			place('cai', 1, 'castle'),
			place('ana', 2, 'castle'),
			place('ben', 2, 'castle'),
			place('cai', 2, 'castle')
		);
		expect(allPlaced(s, ctx)).toBe(true);
		expect(placementTurn(s, ctx)).toBeNull();
		s = step(s, { type: 'endTroops' });
		expect(s.board).toBe(true);
	});
});

/** Ana: county A and battle 1; Ben: counties B and C; Cai: battle 1 and castle. */
function troops(laws: LawId[]): LiveState {
	return run(
		start(laws),
		place('ana', 2, 'county', { county: 0 }),
		place('ben', 2, 'county', { county: 1 }),
		place('cai', 1, 'battle', { battle: 'u1' }),
		place('ana', 1, 'battle', { battle: 'u1' }),
		place('ben', 1, 'county', { county: 2 }),
		place('cai', 2, 'castle')
	);
}

describe('the laws read the board (Reglamento p.8)', () => {
	it('nothing is typed but an exchange: counties held, battles joined, knights placed by strength', () => {
		let s = parliament(troops(['countiesPer2', 'battlesPower', 'strength2Squire']));
		expect(s.step).toBe('laws');
		expect(lawFieldsAsked(s)).toEqual([]);
		s = step(s, { type: 'applyLaw', input: { players: {} } });
		// «tres puntos de poder por cada dos condados»: Ben holds B and C.
		expect(s.laws[0]!.gains.ben!.power).toBe(3);
		expect(s.laws[0]!.gains.ana!.power).toBe(0);
		s = step(s, { type: 'applyLaw', input: { players: {} } });
		// «tres puntos de poder, por cada batalla en la que se participe»: Ana and Cai.
		expect([s.laws[1]!.gains.ana!.power, s.laws[1]!.gains.cai!.power]).toEqual([3, 3]);
		s = step(s, { type: 'applyLaw', input: { players: {} } });
		// «un escudero del consejo, por cada caballero de fuerza 2 emplazado»: squires on the board.
		expect(Object.values(s.players).map((p) => p.squires)).toEqual([3, 3, 3]);
	});

	it('ties on «most gold» give each tied player a strengthening on the board; an exchange pays gold', () => {
		let s = parliament(troops(['goldStrengthen', 'goldPower', 'squiresKnight']));
		s = step(s, { type: 'applyLaw', input: { players: {} } });
		expect(s.laws[0]!.tied).toEqual(['ana', 'ben', 'cai']);
		// Each one's 2 becomes a 3 (the strongest that can rise).
		expect(Object.values(s.players).map((p) => p.knights)).toEqual([
			[1, 3],
			[1, 3],
			[1, 3]
		]);
		expect(lawFieldsAsked(s)).toEqual(['exchange']);
		refuses(
			s,
			{ type: 'applyLaw', input: { players: { ana: { exchange: 3 } } } },
			'lancaster.error.lawInput'
		);
		s = step(s, {
			type: 'applyLaw',
			input: { players: { ana: { exchange: 2 }, ben: { exchange: 0 }, cai: { exchange: 1 } } }
		});
		expect([s.players.ana.gold, s.players.cai.gold]).toEqual([0, 1]);
		expect([s.players.ana.power, s.players.cai.power]).toEqual([2, 1]);
		s = step(s, { type: 'applyLaw', input: { players: {} } });
		// «recibirá un nuevo caballero de fuerza 1 de sus tropas de reserva»: tied at 2 squires.
		expect(s.players.ben.knights).toEqual([1, 1, 3]);
	});
});

describe('a strengthening lifts the knight the player chooses', () => {
	// «Fortalece con un punto a uno de los caballeros que no se encuentra en las tropas de reserva».
	it('the choices are the knights out of the reserve whose next strength is in it', () => {
		expect(strengthenOptions([1, 2])).toEqual([1, 2]);
		expect(strengthenOptions([1, 2, 2])).toEqual([2]);
		expect(strengthenOptions([1, 2, 2, 3, 4])).toEqual([]);
		expect(strengthenAllowed([1, 2], [1], 1)).toBe(true);
		expect(strengthenAllowed([1, 2], [1, 2], 1)).toBe(false);
		expect(strengthenAllowed([1, 2, 2], [1], 1)).toBe(false);
	});
	it('a law tie: each tied player may lift another knight than the strongest; a bad choice is refused', () => {
		let s = parliament(troops(['goldStrengthen', 'goldPower', 'squiresKnight']));
		expect(strengthenChoices(s, 'ana')).toEqual([1, 2]);
		refuses(
			s,
			{ type: 'applyLaw', input: { players: {} }, strengthen: { ana: [4] } },
			'lancaster.error.cannotStrengthen'
		);
		s = step(s, { type: 'applyLaw', input: { players: {} }, strengthen: { ana: [1] } });
		expect(s.players.ana.knights).toEqual([2, 2]);
		// Nobody said which for the others: the strongest that can rise.
		expect(s.players.ben.knights).toEqual([1, 3]);
	});
	it('a favour tile: the knight named is lifted, even another than the one just placed', () => {
		let s = start();
		s = step(
			s,
			place('ana', 2, 'battle', {
				battle: 'u1',
				favour: { tile: 3, reward: 'strengthen', knight: 1 }
			})
		);
		expect(s.players.ana.knights).toEqual([2, 2]);
		refuses(
			start(),
			place('ana', 2, 'battle', {
				battle: 'u1',
				favour: { tile: 3, reward: 'strengthen', knight: 3 }
			}),
			'lancaster.error.cannotStrengthen'
		);
	});

	it('a favour tile: two knights of one strength in two places — the action names which (p.4 «Fortalece con un punto a uno de los caballeros que no se encuentra en las tropas de reserva»)', () => {
		// Ana: a 2 in county A (this round) and a 2 waiting in the lower row's battle 7.
		let s = start();
		s = {
			...s,
			round: 2,
			players: { ...s.players, ana: { ...s.players.ana, knights: [1, 2, 2] } },
			lowerRow: [
				{
					id: 'b7',
					round: 1,
					franceStrength: 5,
					power: [4, 2, 1],
					slots: [{ id: 'ana', knights: [2] }]
				}
			]
		};
		s = step(s, place('ana', 2, 'county', { county: 0, min: 1 }));
		s = run(s, place('ben', 2, 'castle'), place('cai', 2, 'castle'));
		expect(favourLifts(s, 'ana', 1, 'u1')).toEqual([
			{ knight: 2, at: 'county:0' },
			{ knight: 2, at: 'battle:b7' }
		]);
		const take = (at?: string) =>
			place('ana', 1, 'battle', {
				battle: 'u1',
				favour: { tile: 3, reward: 'strengthen', knight: 2, ...(at ? { at } : {}) }
			});
		const b7 = step(s, take('battle:b7'));
		expect(b7.lowerRow[0]!.slots).toEqual([{ id: 'ana', knights: [3] }]);
		expect(b7.placed!.find((x) => x.to === 'county')!.knight).toBe(2);
		expect(b7.players.ana.knights).toEqual([1, 2, 3]);
		const a = step(s, take('county:0'));
		expect(a.placed!.find((x) => x.to === 'county')!.knight).toBe(3);
		expect(a.lowerRow[0]!.slots).toEqual([{ id: 'ana', knights: [2] }]);
		// An action recorded before places were named replays as it did: the one placed first.
		expect(step(s, take())).toEqual(a);
		refuses(s, take('battle:b3'), 'lancaster.error.cannotStrengthen');
		refuses(s, take('court'), 'lancaster.error.cannotStrengthen');
	});
});

describe('the Board after the counties (p.4 «A continuación, los caballeros regresarán a su corte»)', () => {
	it('a resolved county shows no knight; after the county step none does', () => {
		let s = start();
		s = step(s, place('ana', 2, 'county', { county: 0, min: 1 }));
		s = step(s, place('ben', 2, 'county', { county: 1, min: 1 }));
		expect(
			countyHoldersNow(s)
				.slice(0, 2)
				.map((h) => h?.side)
		).toEqual(['ana', 'ben']);
		const second: LiveState = { ...s, step: 'counties', county: 1 };
		expect(
			countyHoldersNow(second)
				.slice(0, 2)
				.map((h) => h?.side ?? null)
		).toEqual([null, 'ben']);
		for (const later of ['castles', 'battles', 'final', 'finished'] as const)
			expect(
				countyHoldersNow({ ...s, step: later }).every((h) => h === null),
				later
			).toBe(true);
	});
});

function atCounties(): LiveState {
	let s = parliament(troops(['countiesPer2', 'battlesPower', 'strength2Squire']));
	for (let i = 0; i < 3; i++) s = step(s, { type: 'applyLaw', input: { players: {} } });
	return s;
}

describe('counties, castles and battles read the board', () => {
	it('only held counties are asked, their knight known; «pagar tres monedas de oro» for both', () => {
		let s = atCounties();
		expect([s.step, s.county]).toEqual(['counties', 0]);
		refuses(s, { type: 'county', holder: 'ben', choice: 'noble' }, 'lancaster.error.countyHolder');
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana, gold: 2 } } };
		refuses(
			s,
			{ type: 'county', choice: 'both', power: 1 } as LiveAction,
			'lancaster.error.notEnoughGold'
		);
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana, gold: 3 } } };
		s = step(s, { type: 'county', choice: 'both', power: 1 } as LiveAction);
		expect(s.players.ana).toMatchObject({ gold: 0, nobles: 2, power: 4 });
		s = run(
			s,
			{ type: 'county', choice: 'noble' } as LiveAction,
			{ type: 'county', choice: 'points', power: 2 } as LiveAction
		);
		// D..I hold nobody: straight to the castles; Surrey empty keeps the start player.
		expect(s.step).toBe('castles');
		expect(s.nextStartPlayer).toBeNull();
	});

	it('the battle is fought with the knights placed; an empty card moves down at the end of the round', () => {
		let s = atCounties();
		while (s.step === 'counties') s = step(s, { type: 'county', choice: 'noble' } as LiveAction);
		for (const id of turnOrder(ctx, s.startPlayer))
			s = step(s, { type: 'castle', player: id, power: 0 });
		expect(s.step).toBe('battles');
		refuses(s, { type: 'endRound' }, 'lancaster.error.battleUnfought');
		refuses(s, { type: 'battle', upper: 'u1' }, 'lancaster.error.battleCard');
		s = step(s, { type: 'battle', upper: 'u1', card: { franceStrength: 3, power: [5, 3, 1] } });
		// Cai entered first, Ana second: 1 against 1, the later one ranks first.
		expect(s.battles[0]!.results.map((r) => [r.id, r.points])).toEqual([
			['ana', 3],
			['cai', 1]
		]);
		expect(s.lowerRow.map((b) => [b.id, b.slots])).toEqual([
			[
				'b1',
				[
					{ id: 'cai', knights: [1] },
					{ id: 'ana', knights: [1] }
				]
			]
		]);
		s = step(s, { type: 'endRound' });
		// The empty second card moved down, its card not entered; knights in b1 stay out of court.
		expect(s.lowerRow.map((b) => [b.id, b.blank ?? false])).toEqual([
			['b1', false],
			['b2', true]
		]);
		expect(court(s, 'ana')).toEqual([2]);
		expect(s.placed).toEqual([]);
	});

	it('France wins again: prisoners are bought back with gold in order, the others go to the reserve', () => {
		let s = atCounties();
		while (s.step === 'counties') s = step(s, { type: 'county', choice: 'noble' } as LiveAction);
		for (const id of turnOrder(ctx, s.startPlayer))
			s = step(s, { type: 'castle', player: id, power: 0 });
		s = run(
			s,
			{ type: 'battle', upper: 'u1', card: { franceStrength: 9, power: [5, 3, 1] } },
			{ type: 'endRound' }
		);
		// Round 2: Ana adds her 2 to battle 1 (her slot), then the rest of the troops.
		s = restToCastles(step(s, place('ana', 2, 'battle', { battle: 'b1' })));
		s = parliament(s);
		while (s.step === 'laws') s = step(s, { type: 'applyLaw', input: { players: {} } });
		for (const id of turnOrder(ctx, s.startPlayer))
			s = step(s, { type: 'castle', player: id, power: 0 });
		expect(s.step).toBe('battles');
		const cai = s.players.cai.gold;
		const ana = s.players.ana.gold;
		// Ana's 1 and 2 (3 gold) and Cai's 1: Cai buys back his, Ana only her first.
		const offer = ransomOffer(
			{ ...s, players: { ...s.players, ana: { ...s.players.ana, gold: 1 } } },
			[
				{ owner: 'cai', ransom: 1 },
				{ owner: 'ana', ransom: 1 },
				{ owner: 'ana', ransom: 2 }
			]
		);
		expect(offer).toEqual([0, 1]);
		s = step(s, { type: 'lowerBattle', id: 'b1', freed: [0] });
		const rec = s.battles[s.battles.length - 1]!;
		expect(rec.next).toBe('prisoners');
		expect(rec.prisoners.map((p) => [p.owner, p.strength])).toEqual([
			['cai', 1],
			['ana', 1],
			['ana', 2]
		]);
		expect(s.players.cai.gold).toBe(cai - 1);
		expect(s.players.ana.gold).toBe(ana);
		expect(s.players.ana.knights).toEqual([]);
	});

	it('the final scoring of a game kept live needs nothing typed: the board is the end state', () => {
		let s = start();
		s = {
			...s,
			step: 'final',
			players: {
				...s.players,
				ana: { ...s.players.ana, knights: [1, 2, 3, 4], squires: 1, gold: 5, extensions: 3 }
			}
		};
		s = step(s, { type: 'finalScore' } as LiveAction);
		expect(s.step).toBe('finished');
		expect(s.finalInput!.ana).toEqual({
			knights: [1, 2, 3, 4],
			squires: 1,
			extensions: 3,
			gold: 5
		});
		expect(s.final!.find((r) => r.id === 'ana')!.rank).toBe(1);
	});
});

describe('2 players with allies (Reglamento p.7)', () => {
	const ctx2: SessionContext<Options> = {
		players: ctx.players.slice(0, 2),
		options: { twoPlayerAllies: true, lawDeck: 'app' },
		seed: 'DUO777'
	};
	const go = (s: LiveState, a: LiveAction) => {
		const r = live.reduce(s, a, ctx2);
		if (isInvalid(r)) throw new Error(r.reason.key);
		return r;
	};

	it('an ally’s knight goes anywhere but takes no squires and never replaces its own side', () => {
		let s: LiveState = { ...live.init(ctx2), startPlayer: 'ana' };
		s = go(s, place('ana~ally', 2, 'county', { county: 0 }));
		const squires = live.reduce(s, place('ben~ally', 2, 'county', { county: 1, squires: 1 }), ctx2);
		expect(isInvalid(squires) && squires.reason.key).toBe('lancaster.error.county.allySquires');
		s = go(s, place('ben~ally', 2, 'battle', { battle: 'u1' }));
		const own = live.reduce(s, place('ana', 2, 'county', { county: 0, squires: 1 }), ctx2);
		expect(isInvalid(own) && own.reason.key).toBe('lancaster.error.county.ownKnight');
		expect(battleSlots(s, 'u1')).toEqual([{ id: 'ben~ally', knights: [2] }]);
		// The players' own courts are what the phone keeps.
		expect(court(s, 'ana')).toEqual([1, 2]);
	});
});
