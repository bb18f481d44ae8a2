import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { ballotView, turnOrder } from '$lib/games/lancaster/queries';
import { scorer, type ScorerAction, type ScorerState } from '$lib/games/lancaster/scorer';
import { allyId, defaultOptions, type Options } from '$lib/games/lancaster/setup';
import esBase from '$lib/games/lancaster/messages/es';
import esLate from '$lib/games/lancaster/messages/late.es';
import enBase from '$lib/games/lancaster/messages/en';
import enLate from '$lib/games/lancaster/messages/late.en';

import { LAW_IDS, LAW_SPECS, type LawId } from '$lib/games/lancaster/data';
import type { LawInput } from '$lib/games/lancaster/rules';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };
const messages = { es, en };

const players3 = [
	{ id: 'ana', name: 'Ana', color: '#c00' },
	{ id: 'ben', name: 'Ben', color: '#00c' },
	{ id: 'cai', name: 'Cai', color: '#0a0' }
];
const ctx3: SessionContext<Options> = {
	players: players3,
	options: defaultOptions(3),
	seed: 'TABLE7'
};
const ctx2: SessionContext<Options> = {
	players: players3.slice(0, 2),
	options: defaultOptions(2),
	seed: 'DUO234'
};
const ctxTable: SessionContext<Options> = {
	...ctx3,
	options: { twoPlayerAllies: false, lawDeck: 'table' }
};

function deepFreeze<T>(x: T): T {
	if (typeof x === 'object' && x !== null) {
		Object.values(x).forEach(deepFreeze);
		Object.freeze(x);
	}
	return x;
}

/** Every describe() key seen, checked against both catalogues at the end. */
const seenKeys = new Set<string>();

function apply(s: LiveState, a: LiveAction, ctx: SessionContext<Options>): LiveState {
	seenKeys.add(live.describe(a, s, ctx).key);
	const next = live.reduce(deepFreeze(s), a, ctx);
	if (isInvalid(next)) throw new Error(`unexpected invalid ${next.reason.key} for ${a.type}`);
	return JSON.parse(JSON.stringify(next)) as LiveState;
}

function run(ctx: SessionContext<Options>, actions: LiveAction[], from?: LiveState): LiveState {
	return actions.reduce((s, a) => apply(s, a, ctx), from ?? live.init(ctx));
}

/** Expects invalid with this key and the state untouched. */
function rejects(s: LiveState, a: LiveAction, ctx: SessionContext<Options>, key: string): void {
	const before = JSON.stringify(s);
	const r = live.reduce(deepFreeze(s), a, ctx);
	expect(isInvalid(r), `${a.type} should be invalid`).toBe(true);
	expect((r as Invalid).reason.key).toBe(key);
	expect(JSON.stringify(s)).toBe(before);
}

/** Inputs for any law: everybody has 1 of everything, exchanges nothing. */
function lawInput(law: LawId, ctx: SessionContext<Options>): LawInput {
	const players: LawInput['players'] = {};
	for (const p of ctx.players) {
		const v: Record<string, number> = {};
		for (const f of LAW_SPECS[law].fields) v[f] = f === 'exchange' ? 0 : 1;
		players[p.id] = v;
	}
	return { players };
}

/** The whole parliament: everyone votes yes without tokens. */
function parliament(s: LiveState, ctx: SessionContext<Options>): LiveState {
	s = apply(s, { type: 'endTroops', legacy: true }, ctx);
	for (let k = 0; k < 3; k++) {
		for (const id of turnOrder(ctx, s.startPlayer))
			s = apply(s, { type: 'cast', player: id, yes: true, tokens: 0 }, ctx);
		s = apply(s, { type: 'reveal' }, ctx);
	}
	for (let k = 0; k < 3; k++)
		s = apply(s, { type: 'applyLaw', input: lawInput(s.lawsInForce[s.lawIndex], ctx) }, ctx);
	return s;
}

describe('live flow: setup and troops', () => {
	it('init: round 1 of 5, troops, 3 laws in force and 3 proposed, 1 vote token and the lord each', () => {
		const s = live.init(ctx3);
		expect(s.round).toBe(1);
		expect(s.step).toBe('troops');
		expect(s.lawsInForce).toHaveLength(3);
		expect(s.proposals).toHaveLength(3);
		expect(s.lawDeck).toHaveLength(12);
		// ../shared/data/lancaster.md «Start»: 2 gold, 2 squires, 1 extension; knights 1 and 2 in court.
		const start = {
			power: 0,
			voteTokens: 1,
			nobles: 1,
			gold: 2,
			squires: 2,
			knights: [1, 2],
			extensions: 1
		};
		expect(Object.values(s.players)).toEqual([start, start, start]);
		expect(live.init(ctx3)).toEqual(s);
		expect(JSON.parse(JSON.stringify(s))).toEqual(s);
	});

	// Issue #13 (rulebook p.2, p.7): v1 asserted a favour tile adds power points; the rulebook's
	// tiles give gold and squires, a strengthening or a noble, never power. Rewritten to that.
	it('p.2 favour tiles: a noble joins the round table, no power; each tile once a round; bad input is rejected', () => {
		const s = live.init(ctx3);
		const after = run(ctx3, [{ type: 'favour', player: 'ben', tile: 2, reward: 'noble' }]);
		expect(after.players.ben).toMatchObject({ power: 0, voteTokens: 1, nobles: 2 });
		expect(after.favours).toEqual([{ tile: 2, player: 'ben', reward: 'noble' }]);
		rejects(
			after,
			{ type: 'favour', player: 'cai', tile: 2, reward: 'strengthen' },
			ctx3,
			'lancaster.error.favourTaken'
		);
		const gold = run(
			ctx3,
			[{ type: 'favour', player: 'cai', tile: 1, reward: 'goldSquires' }],
			after
		);
		expect(gold.players.cai).toMatchObject({ power: 0, voteTokens: 1, nobles: 1 });
		rejects(
			s,
			{ type: 'favour', player: 'zoe', tile: 1, reward: 'noble' },
			ctx3,
			'lancaster.error.unknownPlayer'
		);
		rejects(
			s,
			{ type: 'favour', player: 'ben', tile: 7, reward: 'noble' },
			ctx3,
			'lancaster.error.favourTile'
		);
		rejects(
			s,
			{ type: 'favour', player: 'ben', tile: 1, reward: 'power' as 'noble' },
			ctx3,
			'lancaster.error.favourReward'
		);
		rejects(s, { type: 'reveal' }, ctx3, 'lancaster.error.wrongStep');
		rejects(s, { type: 'bogus' } as unknown as LiveAction, ctx3, 'lancaster.error.unknownAction');
	});
});

describe('live flow: secret ballot (p.3 «El proceso de votación»)', () => {
	const start = (): LiveState => {
		const s = run(ctx3, [{ type: 'endTroops', legacy: true }]);
		return { ...s, players: { ...s.players, ana: { ...s.players.ana, voteTokens: 2 } } };
	};

	it('voters in turn from the start player; only whose turn shows, never a choice', () => {
		const s = start();
		expect(s.step).toBe('ballot');
		const order = turnOrder(ctx3, s.startPlayer);
		const view = ballotView(s)!;
		expect(view.voter).toBe(order[0]);
		const s1 = apply(s, { type: 'cast', player: order[0], yes: false, tokens: 1 }, ctx3);
		const v1 = ballotView(s1)!;
		expect(v1).toEqual({
			law: s.proposals[0],
			position: 1,
			voter: order[1],
			cast: [order[0]],
			waiting: order.slice(1),
			readyToReveal: false
		});
		expect(JSON.stringify(v1)).not.toMatch(/yes|tokens/);
		const line = live.describe({ type: 'cast', player: order[0], yes: false, tokens: 1 }, s, ctx3);
		expect(line).toEqual({
			key: 'lancaster.log.cast',
			values: { player: players3.find((p) => p.id === order[0])!.name }
		});
	});

	it('rejects: out of turn, more tokens than held, reveal before everyone voted', () => {
		const s = start();
		const order = turnOrder(ctx3, s.startPlayer);
		rejects(s, { type: 'cast', player: order[1], yes: true, tokens: 0 }, ctx3, 'error.notYourTurn');
		const held = s.players[order[0]].voteTokens;
		rejects(
			s,
			{ type: 'cast', player: order[0], yes: true, tokens: held + 1 },
			ctx3,
			'lancaster.error.notEnoughTokens'
		);
		rejects(s, { type: 'reveal' }, ctx3, 'lancaster.error.ballotIncomplete');
		rejects(
			s,
			{ type: 'cast', player: order[0], yes: 'x' as unknown as boolean, tokens: 0 },
			ctx3,
			'lancaster.error.badBallot'
		);
	});

	it('p.3 example: 3 for and 3 against passes, the oldest law leaves; spent tokens go back', () => {
		let s = start();
		const order = turnOrder(ctx3, s.startPlayer);
		// give 2 tokens to the first voter, 1 to the second
		s = {
			...s,
			players: {
				...s.players,
				[order[0]]: { ...s.players[order[0]], voteTokens: 2 },
				[order[1]]: { ...s.players[order[1]], voteTokens: 1 }
			}
		};
		const [oldest, ...rest] = s.lawsInForce;
		const law = s.proposals[0];
		s = run(
			ctx3,
			[
				{ type: 'cast', player: order[0], yes: true, tokens: 2 },
				{ type: 'cast', player: order[1], yes: false, tokens: 1 },
				{ type: 'cast', player: order[2], yes: false, tokens: 0 }
			],
			s
		);
		expect(ballotView(s)!.readyToReveal).toBe(true);
		const line = live.describe({ type: 'reveal' }, s, ctx3);
		expect(line.values).toMatchObject({ yes: 3, no: 3, passed: 'yes', law, position: 1 });
		s = apply(s, { type: 'reveal' }, ctx3);
		expect(s.lawsInForce).toEqual([...rest, law]);
		expect(s.discardedLaws).toEqual([oldest]);
		expect(s.votes[0]).toMatchObject({ passed: true, yes: 3, no: 3, repealed: oldest });
		expect(s.players[order[0]].voteTokens).toBe(0);
		expect(s.players[order[1]].voteTokens).toBe(0);
		expect(s.ballot!.position).toBe(2);
	});

	it('p.3 example: 2 for and 3 against is rejected and discarded; leftover tokens go back after the third vote', () => {
		let s = start();
		const order = turnOrder(ctx3, s.startPlayer);
		s = {
			...s,
			players: {
				...s.players,
				[order[0]]: { ...s.players[order[0]], voteTokens: 1 },
				[order[1]]: { ...s.players[order[1]], voteTokens: 5 }
			}
		};
		const inForce = s.lawsInForce;
		const law = s.proposals[0];
		s = run(
			ctx3,
			[
				{ type: 'cast', player: order[0], yes: true, tokens: 1 },
				{ type: 'cast', player: order[1], yes: false, tokens: 1 },
				{ type: 'cast', player: order[2], yes: false, tokens: 0 },
				{ type: 'reveal' }
			],
			s
		);
		// 2 against 3: order[0] scroll+1 token = 2; order[1] 2 + order[2] 1 = 3
		expect(s.votes[0]).toMatchObject({ passed: false, yes: 2, no: 3, repealed: null });
		expect(s.lawsInForce).toEqual(inForce);
		expect(s.discardedLaws).toEqual([law]);
		expect(s.players[order[1]].voteTokens).toBe(4);
		for (let k = 0; k < 2; k++) {
			for (const id of order)
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 }, ctx3);
			s = apply(s, { type: 'reveal' }, ctx3);
		}
		expect(s.step).toBe('laws');
		expect(s.ballot).toBeNull();
		expect(Object.values(s.players).map((p) => p.voteTokens)).toEqual([0, 0, 0]);
	});

	it('2 players: allies have no vote', () => {
		const s = run(ctx2, [{ type: 'endTroops', legacy: true }]);
		expect(s.ballot!.order).toHaveLength(2);
		rejects(
			s,
			{ type: 'cast', player: allyId('ana'), yes: true, tokens: 0 },
			ctx2,
			'lancaster.error.unknownPlayer'
		);
	});
});

describe('live flow: laws in force (p.3 «Aplicación de las tres leyes válidas»)', () => {
	const atLaws = (): LiveState => {
		let s = run(ctx3, [{ type: 'endTroops', legacy: true }]);
		for (let k = 0; k < 3; k++) {
			for (const id of turnOrder(ctx3, s.startPlayer))
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 }, ctx3);
			s = apply(s, { type: 'reveal' }, ctx3);
		}
		return s;
	};

	it('applies left to right, adds power and vote tokens, then goes to the counties', () => {
		let s = atLaws();
		// force a known row of laws for the test
		s = { ...s, lawsInForce: ['battlesPower', 'goldForVotes', 'goldStrengthen'] };
		s = apply(
			s,
			{
				type: 'applyLaw',
				input: { players: { ana: { battles: 2 }, ben: { battles: 0 }, cai: { battles: 1 } } }
			},
			ctx3
		);
		expect([s.players.ana.power, s.players.ben.power, s.players.cai.power]).toEqual([6, 0, 3]);
		rejects(
			s,
			{
				type: 'applyLaw',
				input: {
					players: {
						ana: { gold: 1, exchange: 2 },
						ben: { gold: 0, exchange: 0 },
						cai: { gold: 0, exchange: 0 }
					}
				}
			},
			ctx3,
			'lancaster.error.lawInput'
		);
		s = apply(
			s,
			{
				type: 'applyLaw',
				input: {
					players: {
						ana: { gold: 3, exchange: 2 },
						ben: { gold: 0, exchange: 0 },
						cai: { gold: 1, exchange: 1 }
					}
				}
			},
			ctx3
		);
		expect([s.players.ana.voteTokens, s.players.cai.voteTokens]).toEqual([2, 1]);
		s = apply(
			s,
			{
				type: 'applyLaw',
				input: { players: { ana: { gold: 1 }, ben: { gold: 1 }, cai: { gold: 0 } } }
			},
			ctx3
		);
		expect(s.laws[2]).toMatchObject({ law: 'goldStrengthen', tied: ['ana', 'ben'], winner: null });
		// Issue #13: v1 gave typed tie points ([8, 2]); p.8 «cada jugador recibirá la cantidad de
		// puntos indicada en la carta» — the card's reward, a strengthening, for each tied player.
		expect([s.players.ana.power, s.players.ben.power]).toEqual([6, 0]);
		expect([s.laws[2]!.gains.ana!.strengthen, s.laws[2]!.gains.ben!.strengthen]).toEqual([1, 1]);
		expect(s.step).toBe('counties');
		expect(live.describe({ type: 'applyLaw', input: { players: {} } }, atLaws(), ctx3).key).toBe(
			'lancaster.log.applyLaw'
		);
	});
});

describe('live flow: the table votes with its own scrolls', () => {
	it('p.3 example (3 for, 3 against passes) entered at once from the revealed scrolls', () => {
		let s = run(ctx3, [{ type: 'endTroops', legacy: true }]);
		const order = turnOrder(ctx3, s.startPlayer);
		s = {
			...s,
			players: { ...s.players, [order[0]!]: { ...s.players[order[0]!]!, voteTokens: 2 } }
		};
		const ballots = [
			{ id: order[0]!, yes: true, tokens: 2 },
			{ id: order[1]!, yes: false, tokens: 1 },
			{ id: order[2]!, yes: false, tokens: 0 }
		];
		rejects(
			s,
			{ type: 'tableVote', ballots: ballots.slice(0, 2) },
			ctx3,
			'lancaster.error.ballotIncomplete'
		);
		rejects(
			s,
			{ type: 'tableVote', ballots: [{ ...ballots[0]!, tokens: 3 }, ballots[1]!, ballots[2]!] },
			ctx3,
			'lancaster.error.notEnoughTokens'
		);
		const law = s.ballot!.law;
		s = apply(s, { type: 'tableVote', ballots }, ctx3);
		expect(s.votes[0]).toMatchObject({ law, yes: 3, no: 3, passed: true });
		expect(s.players[order[0]!]!.voteTokens).toBe(0);
		expect(s.ballot!.position).toBe(2);
	});
});

describe('live flow: the phone keeps the nobles', () => {
	it('«Nobles: new knight» counts the tracked nobles, the lord excepted; a favour noble counts too', () => {
		let s = run(ctx3, [{ type: 'favour', player: 'ana', tile: 3, reward: 'noble' }]);
		s = { ...s, players: { ...s.players, ana: { ...s.players.ana, nobles: 7 } } };
		s = run(ctx3, [{ type: 'endTroops', legacy: true }], s);
		for (let k = 0; k < 3; k++) {
			for (const id of turnOrder(ctx3, s.startPlayer))
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 }, ctx3);
			s = apply(s, { type: 'reveal' }, ctx3);
		}
		s = { ...s, lawsInForce: ['noblesKnight', ...s.lawsInForce.slice(1)] };
		// typed numbers (0 for ana, 8 for ben) give way to what the phone keeps: 6 and 0 nobles
		s = apply(
			s,
			{ type: 'applyLaw', input: { players: { ana: { nobles: 0 }, ben: { nobles: 8 }, cai: {} } } },
			ctx3
		);
		expect(s.laws[0]!.gains.ana!.newKnights).toBe(2);
		expect(s.laws[0]!.gains.ben!.newKnights).toBe(0);
	});
});

describe('live flow: scoring phase', () => {
	const atCounties = (ctx: SessionContext<Options>): LiveState => {
		let s = run(ctx, [{ type: 'endTroops', legacy: true }]);
		for (let k = 0; k < 3; k++) {
			for (const id of turnOrder(ctx, s.startPlayer))
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 }, ctx);
			s = apply(s, { type: 'reveal' }, ctx);
		}
		for (let k = 0; k < 3; k++)
			s = apply(s, { type: 'applyLaw', input: lawInput(s.lawsInForce[s.lawIndex], ctx) }, ctx);
		return {
			...s,
			players: Object.fromEntries(
				Object.entries(s.players).map(([id, p]) => [id, { ...p, power: 0 }])
			)
		};
	};

	it('p.4 «Condados» example: yellow pays 3 gold for Stafford’s noble and point', () => {
		const s = apply(
			atCounties(ctx3),
			{ type: 'county', holder: 'ben', choice: 'both', power: 1 },
			ctx3
		);
		expect(s.players.ben).toMatchObject({ nobles: 2, power: 1 });
		expect(s.county).toBe(1);
	});

	it('county rules: choices, noble without points, empty county, Surrey chooses the next start player', () => {
		let s = atCounties(ctx3);
		rejects(s, { type: 'county', holder: 'ben' }, ctx3, 'lancaster.error.countyChoice');
		rejects(
			s,
			{ type: 'county', holder: 'ben', choice: 'noble', power: 2 },
			ctx3,
			'lancaster.error.countyPowerWithNoble'
		);
		rejects(
			s,
			{ type: 'county', holder: null, choice: 'noble' },
			ctx3,
			'lancaster.error.countyEmpty'
		);
		rejects(
			s,
			{ type: 'county', holder: 'ben', choice: 'points', nextStart: 'ana' },
			ctx3,
			'lancaster.error.notSurrey'
		);
		rejects(s, { type: 'castle', player: 'ana', power: 1 }, ctx3, 'lancaster.error.wrongStep');
		for (let c = 0; c < 8; c++) s = apply(s, { type: 'county', holder: null }, ctx3);
		rejects(
			s,
			{ type: 'county', holder: 'cai', choice: 'points', power: 1 },
			ctx3,
			'lancaster.error.surreyNextStart'
		);
		// p.4 «Surrey (I)» example: red holds Surrey and takes the start token itself
		s = apply(
			s,
			{ type: 'county', holder: 'cai', choice: 'points', power: 1, nextStart: 'cai' },
			ctx3
		);
		expect(s.nextStartPlayer).toBe('cai');
		expect(s.step).toBe('castles');
	});

	it('nobody in Surrey: the start player keeps the token', () => {
		let s = atCounties(ctx3);
		const startPlayer = s.startPlayer;
		for (let c = 0; c < 9; c++) s = apply(s, { type: 'county', holder: null }, ctx3);
		expect(s.nextStartPlayer).toBeNull();
		for (const id of turnOrder(ctx3, s.startPlayer))
			s = apply(s, { type: 'castle', player: id, power: 0 }, ctx3);
		s = apply(s, { type: 'endRound' }, ctx3);
		expect(s.startPlayer).toBe(startPlayer);
	});

	it('p.4 «Castillos» example: 4 nobles and the lord give 5 vote tokens; in order from the start player', () => {
		let s = atCounties(ctx3);
		for (let c = 0; c < 9; c++) s = apply(s, { type: 'county', holder: null }, ctx3);
		const order = turnOrder(ctx3, s.startPlayer);
		s = {
			...s,
			players: {
				...s.players,
				[order[0]]: { ...s.players[order[0]], power: 0, voteTokens: 0, nobles: 5 }
			}
		};
		rejects(s, { type: 'castle', player: order[1], power: 1 }, ctx3, 'error.notYourTurn');
		s = apply(s, { type: 'castle', player: order[0], power: 2 }, ctx3);
		expect(s.players[order[0]]).toMatchObject({ power: 2, voteTokens: 5, nobles: 5 });
		// «En el recuento de la quinta ronda no se repartirán fichas de votos»
		const r5 = apply({ ...s, round: 5 }, { type: 'castle', player: order[1], power: 0 }, ctx3);
		expect(r5.players[order[1]].voteTokens).toBe(0);
	});

	it('battles: France wins moves the battle down; next round it is scored first; France again: prisoners with ransom', () => {
		let s = atCounties(ctx3);
		for (let c = 0; c < 9; c++) s = apply(s, { type: 'county', holder: null }, ctx3);
		for (const id of turnOrder(ctx3, s.startPlayer))
			s = apply(s, { type: 'castle', player: id, power: 0 }, ctx3);
		rejects(
			s,
			{
				type: 'battle',
				card: { franceStrength: 5, power: [4, 2, 1] },
				slots: [
					{ id: 'ana', knights: [2] },
					{ id: 'ana', knights: [1] }
				]
			},
			ctx3,
			'lancaster.error.battleSameSlot'
		);
		rejects(
			s,
			{
				type: 'battle',
				card: { franceStrength: 5, power: [4, 2] as unknown as [number, number, number] },
				slots: []
			},
			ctx3,
			'lancaster.error.battleCard'
		);
		// p.5 «Ejemplo 2»: 3 vs 5
		s = apply(
			s,
			{
				type: 'battle',
				card: { franceStrength: 5, power: [4, 2, 1] },
				slots: [
					{ id: 'ben', knights: [2] },
					{ id: 'cai', knights: [1] }
				]
			},
			ctx3
		);
		expect([s.players.ben.power, s.players.cai.power]).toEqual([2, 1]);
		expect(s.lowerRow).toHaveLength(1);
		expect(s.battles[0]).toMatchObject({ englandWins: false, next: 'lowerRow', total: 3 });
		s = apply(s, { type: 'endRound' }, ctx3);
		expect(s.round).toBe(2);
		expect(s.history).toEqual([{ round: 1, scores: { ana: 0, ben: 2, cai: 1 } }]);
		s = parliament(s, ctx3);
		for (let c = 0; c < 9; c++) s = apply(s, { type: 'county', holder: null }, ctx3);
		for (const id of turnOrder(ctx3, s.startPlayer))
			s = apply(s, { type: 'castle', player: id, power: 0 }, ctx3);
		const before = s.players;
		rejects(
			s,
			{ type: 'battle', card: { franceStrength: 1, power: [3, 2, 1] }, slots: [] },
			ctx3,
			'lancaster.error.lowerRowFirst'
		);
		rejects(s, { type: 'endRound' }, ctx3, 'lancaster.error.lowerRowFirst');
		const id = s.lowerRow[0].id;
		// «Se dejan en el tablero todos los caballeros implicados … respetando el mismo orden»
		rejects(s, { type: 'lowerBattle', id, slots: [] }, ctx3, 'lancaster.error.lowerBattleKeeps');
		rejects(
			s,
			{
				type: 'lowerBattle',
				id,
				slots: [
					{ id: 'cai', knights: [1] },
					{ id: 'ben', knights: [2] }
				]
			},
			ctx3,
			'lancaster.error.lowerBattleKeeps'
		);
		const added = live.reduce(
			s,
			{
				type: 'lowerBattle',
				id,
				slots: [
					{ id: 'ben', knights: [2] },
					{ id: 'cai', knights: [1, 1] },
					{ id: 'ana', knights: [1] }
				]
			},
			ctx3
		) as LiveState;
		expect(added.battles[0]).toMatchObject({ total: 5, englandWins: true, next: 'removed' });
		// without slots the stored knights fight again, as they lie on the board
		s = apply(s, { type: 'lowerBattle', id }, ctx3);
		expect(s.players.ben.power - before.ben.power).toBe(2);
		expect(s.battles[0].prisoners).toEqual([
			{ owner: 'ben', slotId: 'ben', strength: 2, ransom: 2 },
			{ owner: 'cai', slotId: 'cai', strength: 1, ransom: 1 }
		]);
		expect(s.lowerRow).toEqual([]);
		// an empty battle moves down too (England loses)
		s = apply(
			s,
			{ type: 'battle', card: { franceStrength: 2, power: [3, 2, 1] }, slots: [] },
			ctx3
		);
		expect(s.lowerRow).toHaveLength(1);
	});

	it('2 players: an ally ranks apart in a battle and its points are lost; its prisoners cannot be ransomed', () => {
		let s = atCounties(ctx2);
		rejects(
			s,
			{ type: 'county', holder: allyId('ana'), choice: 'both' },
			ctx2,
			'lancaster.error.allyCounty'
		);
		s = apply(s, { type: 'county', holder: allyId('ana'), choice: 'noble' }, ctx2);
		expect(s.players.ana.nobles).toBe(1); // «Los nobles se retiran del tablero»
		for (let c = 0; c < 8; c++) s = apply(s, { type: 'county', holder: null }, ctx2);
		for (const id of turnOrder(ctx2, s.startPlayer))
			s = apply(s, { type: 'castle', player: id, power: 0 }, ctx2);
		s = apply(
			s,
			{
				type: 'battle',
				card: { franceStrength: 5, power: [4, 2, 1] },
				slots: [
					{ id: 'ana', knights: [2] },
					{ id: allyId('ana'), knights: [3] },
					{ id: 'ben', knights: [1] }
				]
			},
			ctx2
		);
		expect(s.battles[0].results).toEqual([
			{ id: allyId('ana'), strength: 3, rank: 1, points: 4, lost: true },
			{ id: 'ana', strength: 2, rank: 2, points: 2, lost: false },
			{ id: 'ben', strength: 1, rank: 3, points: 1, lost: false }
		]);
		expect([s.players.ana.power, s.players.ben.power]).toEqual([2, 1]);
		s = apply(
			s,
			{
				type: 'battle',
				card: { franceStrength: 9, power: [4, 2, 1] },
				slots: [{ id: allyId('ben'), knights: [2] }]
			},
			ctx2
		);
		s = apply(s, { type: 'endRound' }, ctx2);
		s = parliament(s, ctx2);
		for (let c = 0; c < 9; c++) s = apply(s, { type: 'county', holder: null }, ctx2);
		for (const id of turnOrder(ctx2, s.startPlayer))
			s = apply(s, { type: 'castle', player: id, power: 0 }, ctx2);
		s = apply(s, { type: 'lowerBattle', id: s.lowerRow[0].id, slots: s.lowerRow[0].slots }, ctx2);
		expect(s.battles[0].prisoners).toEqual([
			{ owner: null, slotId: allyId('ben'), strength: 2, ransom: null }
		]);
	});
});

describe('live flow: a whole game, replay and randomness', () => {
	function playGame(ctx: SessionContext<Options>): { actions: LiveAction[]; state: LiveState } {
		const actions: LiveAction[] = [];
		let s = live.init(ctx);
		const push = (a: LiveAction) => {
			actions.push(a);
			s = apply(s, a, ctx);
		};
		for (let r = 1; r <= 5; r++) {
			push({
				type: 'favour',
				player: ctx.players[r % ctx.players.length].id,
				tile: 1,
				reward: 'noble'
			});
			push({ type: 'endTroops', legacy: true });
			for (let k = 0; k < 3; k++) {
				turnOrder(ctx, s.startPlayer).forEach((id, i) =>
					push({ type: 'cast', player: id, yes: (i + r + k) % 2 === 0, tokens: 0 })
				);
				push({ type: 'reveal' });
			}
			for (let k = 0; k < 3; k++)
				push({ type: 'applyLaw', input: lawInput(s.lawsInForce[s.lawIndex], ctx) });
			for (let c = 0; c < 8; c++)
				push(
					// A different county each round: a county gives only the nobles set on it.
					c === r
						? { type: 'county', holder: ctx.players[0].id, choice: 'noble' }
						: { type: 'county', holder: null }
				);
			push({
				type: 'county',
				holder: ctx.players[1].id,
				choice: 'points',
				power: 1,
				nextStart: ctx.players[r % ctx.players.length].id
			});
			for (const id of turnOrder(ctx, s.startPlayer))
				push({ type: 'castle', player: id, power: 1 });
			for (const b of s.lowerRow.filter((x) => x.round < s.round))
				push({ type: 'lowerBattle', id: b.id, slots: b.slots });
			push({
				type: 'battle',
				card: { franceStrength: 4, power: [5, 3, 1] },
				slots: ctx.players.map((p, i) => ({ id: p.id, knights: [1 + ((i + r) % 2)] }))
			});
			push({ type: 'endRound' });
		}
		const final: Record<
			string,
			{ knights: number[]; squires: number; extensions: number; gold: number }
		> = {};
		ctx.players.forEach(
			(p, i) => (final[p.id] = { knights: [1, 2, i + 1], squires: i, extensions: 1, gold: 0 })
		);
		expect(s.step).toBe('final');
		push({ type: 'finalScore', players: final });
		return { actions, state: s };
	}

	it('plays 5 rounds to the final scoring; summary, winners and history of 5 rounds', () => {
		const { state } = playGame(ctx3);
		expect(state.step).toBe('finished');
		rejects(state, { type: 'endRound' }, ctx3, 'lancaster.error.finished');
		const sum = live.summarize(state, ctx3);
		expect(sum.finished).toBe(true);
		expect(sum.round).toBe(5);
		expect(sum.winners.length).toBeGreaterThan(0);
		const hist = live.scoreHistory!(state, ctx3);
		expect(hist.map((h) => h.round)).toEqual([1, 2, 3, 4, 5]);
		expect(hist[4].scores).toEqual(sum.scores);
		for (const r of state.final!) expect(sum.scores[r.id]).toBe(r.total);
		// every proposed law came from the one 18-card deck
		const seen = [...state.lawsInForce, ...state.discardedLaws, ...state.lawDeck];
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen.every((l) => LAW_IDS.includes(l))).toBe(true);
	});

	it('replay: folding the same actions twice gives equal states; dealt laws are reproducible', () => {
		const { actions, state } = playGame(ctx3);
		const a = fold(live, ctx3, actions);
		const b = fold(live, ctx3, JSON.parse(JSON.stringify(actions)) as LiveAction[]);
		expect(a.skipped).toEqual([]);
		expect(a.state).toEqual(b.state);
		expect(a.state).toEqual(state);
		// another seed deals a different law sequence
		const other = playGame({ ...ctx3, seed: 'OTHER9' }).state;
		expect(other.discardedLaws).not.toEqual(state.discardedLaws);
	});

	it('2-player game with allies plays through and gives only the 8 for first', () => {
		const { state } = playGame(ctx2);
		for (const r of state.final!) expect([0, 8]).toContain(r.knighthood.points);
	});

	it('table mode: the table records the laws in force and each round’s proposals', () => {
		let s = live.init(ctxTable);
		expect(s.lawsInForce).toEqual([]);
		expect(s.proposals).toEqual([]);
		rejects(
			s,
			{ type: 'recordLaws', proposed: ['goldPower', 'squirePower', 'battlesPower'] },
			ctxTable,
			'lancaster.error.lawCount'
		);
		rejects(
			s,
			{
				type: 'recordLaws',
				inForce: ['goldPower', 'squirePower', 'battlesPower'],
				proposed: ['goldPower', 'swap3For4', 'setOf4Power']
			},
			ctxTable,
			'lancaster.error.lawUsed'
		);
		s = apply(s, { type: 'endTroops', legacy: true }, ctxTable);
		rejects(
			s,
			{ type: 'cast', player: s.startPlayer, yes: true, tokens: 0 },
			ctxTable,
			'lancaster.error.lawsNotRecorded'
		);
		s = apply(
			s,
			{
				type: 'recordLaws',
				inForce: ['goldPower', 'squirePower', 'battlesPower'],
				proposed: ['countiesPer2', 'swap3For4', 'setOf4Power']
			},
			ctxTable
		);
		expect(ballotView(s)!.law).toBe('countiesPer2');
	});

	it('adjust corrects power, tokens and nobles within range', () => {
		const s = live.init(ctx3);
		const t = apply(s, { type: 'adjust', player: 'ana', power: 3, voteTokens: 2, nobles: 1 }, ctx3);
		expect(t.players.ana).toMatchObject({ power: 3, voteTokens: 3, nobles: 2 });
		const board = apply(
			s,
			{ type: 'adjust', player: 'ana', gold: 3, squires: -2, extensions: 1, knights: [1, 1, 3] },
			ctx3
		);
		expect(board.players.ana).toMatchObject({
			gold: 5,
			squires: 0,
			extensions: 2,
			knights: [1, 1, 3]
		});
		rejects(
			s,
			{ type: 'adjust', player: 'ana', knights: [4, 4] },
			ctx3,
			'lancaster.error.badKnight'
		);
		rejects(
			s,
			{ type: 'adjust', player: 'ana', gold: -3 },
			ctx3,
			'lancaster.error.adjustOutOfRange'
		);
		rejects(
			s,
			{ type: 'adjust', player: 'ana', power: -1 },
			ctx3,
			'lancaster.error.adjustOutOfRange'
		);
		rejects(s, { type: 'adjust', player: 'ana' }, ctx3, 'lancaster.error.nothingToAdjust');
	});

	it('every describe() key exists in both catalogues', () => {
		playGame(ctx3);
		playGame(ctx2);
		apply(live.init(ctx3), { type: 'adjust', player: 'ana', power: 1 }, ctx3);
		seenKeys.add(
			live.describe({ type: 'bogus' } as unknown as LiveAction, live.init(ctx3), ctx3).key
		);
		for (const k of [
			'lancaster.log.countyEmpty',
			'lancaster.log.county',
			'lancaster.log.surrey',
			'lancaster.log.battle',
			'lancaster.log.cast',
			'lancaster.log.reveal',
			'lancaster.log.unknown'
		])
			expect(seenKeys).toContain(k);
		for (const k of seenKeys) {
			expect(messages.es[k], k).toBeTruthy();
			expect(messages.en[k], k).toBeTruthy();
		}
	});

	it('every invalid reason key used by the reducers exists in both catalogues', async () => {
		const fs = await import('node:fs');
		const src = fs
			.readdirSync('src/lib/games/lancaster')
			.filter((f: string) => f.endsWith('.ts'))
			.map((f) => fs.readFileSync(`src/lib/games/lancaster/${f}`, 'utf8'))
			.join('\n');
		const keys = [...src.matchAll(/'(lancaster\.[a-zA-Z.]+)'/g)].map((m) => m[1]);
		expect(keys.length).toBeGreaterThan(30);
		for (const k of keys) {
			expect(messages.es[k], k).toBeTruthy();
			expect(messages.en[k], k).toBeTruthy();
		}
	});
});

describe('quick scorer', () => {
	const applyS = (s: ScorerState, a: ScorerAction): ScorerState => {
		seenKeys.add(scorer.describe(a, s, ctx3).key);
		const n = scorer.reduce(deepFreeze(s), a, ctx3);
		if (isInvalid(n)) throw new Error(n.reason.key);
		return n;
	};

	it('takes the end state and computes the result with the final scoring', () => {
		let s = scorer.init(ctx3);
		s = applyS(s, { type: 'set', player: 'ana', field: 'power', value: 40 });
		s = applyS(s, { type: 'set', player: 'ben', field: 'power', value: 45 });
		s = applyS(s, { type: 'set', player: 'ana', field: 'nobles', value: 5 });
		s = applyS(s, { type: 'setKnights', player: 'ana', knights: [4, 3, 2] });
		s = applyS(s, { type: 'setKnights', player: 'ben', knights: [2, 2] });
		s = applyS(s, { type: 'set', player: 'cai', field: 'extensions', value: 2 });
		expect(scorer.summarize(s, ctx3)).toEqual({
			round: null,
			finished: false,
			scores: { ana: 40, ben: 45, cai: 0 },
			winners: []
		});
		s = applyS(s, { type: 'finish' });
		const sum = scorer.summarize(s, ctx3);
		// knights: ana 9 -> 8, ben 4 -> 4; extensions: cai 8, ana and ben tied second (0 and no
		// gold) share the 4; nobles: ana 5 -> 10
		expect(sum.finished).toBe(true);
		expect(sum.scores.ana).toBe(40 + 8 + 2 + 10);
		expect(sum.scores.ben).toBe(45 + 4 + 2 + 0);
		expect(sum.scores.cai).toBe(0 + 0 + 8 + 0);
		expect(s.result!.find((r) => r.id === 'ana')!.extensionsAward).toEqual({
			place: 2,
			sharedWith: 2,
			decidedBy: 'value',
			points: 2
		});
		expect(sum.winners).toEqual(['ana']);
		for (const k of seenKeys) expect(messages.en[k], k).toBeTruthy();
	});

	it('rejects bad input with a reason and leaves the state unchanged', () => {
		const s = scorer.init(ctx3);
		const check = (a: ScorerAction, key: string) => {
			const before = JSON.stringify(s);
			const r = scorer.reduce(deepFreeze(s), a, ctx3);
			expect(isInvalid(r) && r.reason.key).toBe(key);
			expect(JSON.stringify(s)).toBe(before);
		};
		check({ type: 'set', player: 'ana', field: 'gold', value: -1 }, 'lancaster.error.badAmount');
		check({ type: 'set', player: 'zoe', field: 'gold', value: 1 }, 'lancaster.error.unknownPlayer');
		check(
			{ type: 'set', player: 'ana', field: 'nobles', value: 10 },
			'lancaster.error.roundTableFull'
		);
		check(
			{ type: 'set', player: 'ana', field: 'x' as 'gold', value: 1 },
			'lancaster.error.unknownField'
		);
		check({ type: 'setKnights', player: 'ana', knights: [0] }, 'lancaster.error.battleKnights');
		// One strength-4 knight per player, seven in all
		check({ type: 'setKnights', player: 'ana', knights: [4, 4] }, 'lancaster.error.battleKnights');
		check(
			{ type: 'setKnights', player: 'ana', knights: [1, 1, 1, 1] },
			'lancaster.error.battleKnights'
		);
		const done = scorer.reduce(s, { type: 'finish' }, ctx3) as ScorerState;
		const r = scorer.reduce(done, { type: 'set', player: 'ana', field: 'gold', value: 1 }, ctx3);
		expect(isInvalid(r) && r.reason.key).toBe('lancaster.error.finished');
	});
});
