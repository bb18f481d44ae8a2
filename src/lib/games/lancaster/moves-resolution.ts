/**
 * Phase 3 (Reglamento p.4–6): counties, the castle, the battles of both rows, ransoms and
 * the end of the round.
 */
import * as log from './log';
import { isPlayer } from '../core/checks';
import { move } from '../core/define';
import { draw } from '../core/rng';
import { type Invalid, invalid, isInvalid } from '../core/types';
import {
	COUNTY_BOTH_COST_GOLD,
	COUNTY_LETTERS,
	LAWS_PROPOSED,
	type LawId,
	MAX_NOBLES,
	ROUNDS,
	SURREY_INDEX
} from './data';
import {
	type Reward,
	applyGain,
	checkReward,
	countyHolder,
	strengthenAllowed,
	sumRewards,
	without
} from './board';
import { type Options, allyOwner } from './options';
import { battleNo, isSide, roundTableTokens, sideName as nameOf } from './queries';
import { type BattleSlot, COUNTY_CHOICES } from './rules';
import { isNat, isPosInt } from '../core/require';
import {
	type Act,
	type BattleCard,
	type Ctx,
	type LiveState,
	battleSlots,
	pendingLower
} from './state';
import { setupOf } from './setup';
import { fight, newUpper, powerScores, shape } from './moves-common';
import { checkCard, checkSlots } from './moves-troops';

/**
 * The battle this move fought: the record it added, explained (none: null). The explaining
 * code is loaded on the first «Why?», out of the game's first chunk.
 */
async function whyBattle(before: LiveState, after: LiveState, ctx: Ctx) {
	const rec = after.battles.length > before.battles.length ? after.battles.at(-1) : undefined;
	return rec ? (await import('./explain')).explainBattle(rec, ctx) : null;
}

export const county = move<LiveState, Options, Act<'county'>>({
	schema: shape('county', ['holder', 'choice', 'power', 'reward', 'lift', 'nextStart', 'legacy']),
	apply(s, a, ctx) {
		// Reglamento p.4 «Condados»: de la A a la I; noble, puntos, o 3 de oro por ambos.
		const isSurrey = s.county === SURREY_INDEX;
		const reward = a.reward === undefined ? {} : checkReward(a.reward);
		if (!reward) return invalid('lancaster.error.badReward');
		const lift: unknown = a.lift ?? [];
		if (!Array.isArray(lift) || !lift.every(isPosInt)) return invalid('lancaster.error.badKnight');
		const typed: unknown = a.power ?? 0;
		if (!isNat(typed)) return invalid('lancaster.error.badAmount');
		// «Quedarse con los puntos del condado»: its printed reward (power, or a strengthening…).
		const power = typed + (reward.power ?? 0);
		const hasReward = Object.keys(reward).length > 0;
		let players = s.players;
		let placed = s.placed ?? [];
		let lowerRow = s.lowerRow;
		let nextStartPlayer = s.nextStartPlayer;
		let countyNobles = s.countyNobles;
		// With the troops on the phone, the county's knight is known: the holder is that side.
		const onBoard = s.board ? countyHolder(s.placed ?? [], s.county) : null;
		if (onBoard && a.holder !== undefined && a.holder !== onBoard.side)
			return invalid('lancaster.error.countyHolder', { player: nameOf(ctx, onBoard.side) });
		if (onBoard) a = { ...a, holder: onBoard.side };
		if (a.holder === null || a.holder === undefined) {
			if (a.choice !== undefined || power > 0 || hasReward || a.nextStart !== undefined)
				return invalid('lancaster.error.countyEmpty');
		} else {
			if (!isSide(ctx, a.holder)) return invalid('lancaster.error.unknownPlayer');
			if (!(COUNTY_CHOICES as readonly unknown[]).includes(a.choice))
				return invalid('lancaster.error.countyChoice');
			// The nobles placed on the county at setup run out (p.7 «En cada condado se colocarán
			// dos nobles»; 3 with 4 players, 4 with 5): an empty county gives only its points.
			if (a.choice !== 'points' && a.legacy !== true) {
				const letter = COUNTY_LETTERS[s.county]!;
				const taken = s.countyNobles?.[letter] ?? 0;
				if (taken >= setupOf(ctx).noblesPerCounty)
					return invalid('lancaster.error.countyNoNobles', { county: letter });
				countyNobles = { ...s.countyNobles, [letter]: taken + 1 };
			}
			const ally = allyOwner(a.holder) !== null;
			// Reglamento p.7: el aliado no tiene oro; sus puntos de poder se pierden.
			if (ally && (a.choice === 'both' || power > 0 || reward.gold || reward.squires))
				return invalid('lancaster.error.allyCounty');
			if (a.choice === 'noble' && (power > 0 || hasReward))
				return invalid('lancaster.error.countyPowerWithNoble');
			if (!ally) {
				const p = s.players[a.holder]!;
				const nobles = p.nobles + (a.choice === 'points' ? 0 : 1);
				if (nobles > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
				// «Pagar tres monedas de oro al consejo para conseguir tanto el noble como los puntos.»
				const pay = a.choice === 'both' ? COUNTY_BOTH_COST_GOLD : 0;
				if (s.board && p.gold < pay)
					return invalid('lancaster.error.notEnoughGold', {
						n: pay,
						player: nameOf(ctx, a.holder)
					});
				const paid = { ...p, nobles, gold: Math.max(0, p.gold - pay), power: p.power + power };
				if (!strengthenAllowed(p.knights, lift as number[], reward.strengthen ?? 0))
					return invalid('lancaster.error.cannotStrengthen', { n: String(lift) });
				// Paid first, then the county's reward reaches the board.
				const r = applyGain(
					paid,
					placed,
					a.holder,
					reward,
					lift as number[],
					s.board ? lowerRow : []
				);
				players = { ...s.players, [a.holder]: { ...paid, ...r.board } };
				placed = r.placed;
				if (s.board) lowerRow = r.lower;
			}
			// Reglamento p.4 «Surrey (I)»: elige quién abrirá la siguiente ronda — «Se juegan cinco
			// rondas» (p.1): none after round 5, where a choice is not asked (one recorded before
			// is still accepted, and changes nothing).
			if (isSurrey && (s.round < ROUNDS || a.nextStart !== undefined)) {
				if (!isPlayer(ctx, a.nextStart)) return invalid('lancaster.error.surreyNextStart');
				nextStartPlayer = a.nextStart;
			} else if (a.nextStart !== undefined) return invalid('lancaster.error.notSurrey');
		}
		const next = s.county + 1;
		return skipEmptyCounties({
			...s,
			players,
			...(s.placed ? { placed } : {}),
			lowerRow,
			nextStartPlayer,
			...(countyNobles ? { countyNobles } : {}),
			county: next,
			step: next >= COUNTY_LETTERS.length ? 'castles' : 'counties'
		});
	},
	describe: log.county,
	explain: (a, before, after, ctx) =>
		import('./explain-scoring').then((m) => m.explainCounty(a, before, after, ctx))
});

/**
 * With the troops on the phone, a county nobody holds has nothing to resolve: the phone moves
 * on (an empty Surrey leaves the start token where it is, Reglamento p.4).
 */
export function skipEmptyCounties(s: LiveState): LiveState {
	if (!s.board || s.step !== 'counties') return s;
	let county = s.county;
	while (county < COUNTY_LETTERS.length && !countyHolder(s.placed ?? [], county)) county++;
	return { ...s, county, step: county >= COUNTY_LETTERS.length ? 'castles' : 'counties' };
}

export const castle = move<LiveState, Options, Act<'castle'>>({
	schema: shape('castle', ['player', 'power', 'rewards', 'lift', 'spaces']),
	apply(s, a, ctx) {
		// Reglamento p.5 «Castillos»: desde el jugador inicial en el sentido de las agujas del reloj.
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isNat(a.power)) return invalid('lancaster.error.badAmount');
		const list: unknown = a.rewards ?? [];
		if (!Array.isArray(list)) return invalid('lancaster.error.badReward');
		const rewards = list.map(checkReward);
		if (rewards.some((r) => r === null)) return invalid('lancaster.error.badReward');
		const lift: unknown = a.lift ?? [];
		if (!Array.isArray(lift) || !lift.every(isPosInt)) return invalid('lancaster.error.badKnight');
		// p.2 «Sólo puede haber un caballero por casilla»: each knight on its own castle space.
		const spaces: unknown = a.spaces ?? [];
		if (!Array.isArray(spaces) || !spaces.every(isPosInt))
			return invalid('lancaster.error.badSpace');
		const twice = spaces.find((n, i) => spaces.indexOf(n) !== i);
		if (twice !== undefined) return invalid('lancaster.error.castleSpaceTaken', { n: twice });
		const p = s.players[a.player]!;
		// «Por caballero recibe dos escuderos. La tablilla de ampliación le permite recibir un
		// caballero nuevo de fuerza 1 a cambio de tres escuderos» (p.4): each space's reward.
		const total = sumRewards(rewards as Reward[]);
		if (s.board && total.paySquires > p.squires + total.squires)
			return invalid('lancaster.error.notEnoughSquires');
		if (!strengthenAllowed(p.knights, lift as number[], total.strengthen))
			return invalid('lancaster.error.cannotStrengthen', { n: String(lift) });
		const r = applyGain(
			p,
			s.placed ?? [],
			a.player,
			total,
			lift as number[],
			s.board ? s.lowerRow : []
		);
		// «Por cada noble, incluido el señor de la fortaleza, una ficha de voto» (no en la 5.ª ronda).
		const tokens = roundTableTokens(p.nobles, s.round);
		const castlesDone = [...s.castlesDone, a.player];
		return {
			...s,
			players: {
				...s.players,
				[a.player]: {
					...p,
					...r.board,
					power: p.power + a.power + total.power,
					voteTokens: p.voteTokens + tokens
				}
			},
			...(s.placed ? { placed: r.placed } : {}),
			lowerRow: s.board ? r.lower : s.lowerRow,
			castlesDone,
			step: castlesDone.length >= ctx.players.length ? 'battles' : 'castles'
		};
	},
	describe: log.castle,
	explain: (a, before, after, ctx) =>
		import('./explain-scoring').then((m) => m.explainCastle(a, before, after, ctx))
});

/**
 * A battle of the upper row. With `upper` ('u1' / 'u2'), one of this round's two new cards:
 * its knights are the ones placed there (unless slots are given) and its card is the one
 * entered when the first knight went there (else given now). Without it, a card and its slots
 * typed in full (a round whose troops were not placed on the phone).
 */
export const battle = move<LiveState, Options, Act<'battle'>>({
	schema: shape('battle', ['card', 'slots', 'upper']),
	apply(s, a, ctx) {
		const upper =
			a.upper === undefined ? null : (s.upper ?? []).find((u) => u.key === a.upper && !u.fought);
		if (upper === undefined) return invalid('lancaster.error.unknownBattle');
		const slots = checkSlots(ctx, a.slots ?? (upper ? battleSlots(s, upper.key) : undefined));
		if (isInvalid(slots)) return slots;
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		if (upper?.card && a.card !== undefined) return invalid('lancaster.error.cardKnown');
		const card = upper?.card ?? checkCard(a.card);
		if (isInvalid(card)) return card;
		const id = `b${s.battleSeq + 1}`;
		// The battle keeps the number its new card had («Batalla nueva 3» is then «Batalla 3»).
		const next = upper
			? {
					...s,
					upper: (s.upper ?? []).map((u) => (u.key === upper.key ? { ...u, card, fought: id } : u)),
					battleNames: { ...s.battleNames, [id]: battleNo(s, upper.key) }
				}
			: s;
		return fight({ ...next, battleSeq: s.battleSeq + 1 }, id, card, slots, 1);
	},
	describe: log.battle,
	explain: (_a, before, after, ctx) => whyBattle(before, after, ctx)
});

/**
 * «Se dejan en el tablero todos los caballeros implicados … respetando el mismo orden»: the
 * knights stored when the battle moved down stay, in order; the table only adds new knights
 * (on top of a slot) or new slots. Without slots, the battle is fought with the stored ones.
 */
function keepsStored(stored: readonly BattleSlot[], slots: readonly BattleSlot[]): boolean {
	return stored.every((old, i) => {
		const now = slots[i];
		return (
			now !== undefined && now.id === old.id && old.knights.every((k, j) => now.knights[j] === k)
		);
	});
}

export const lowerBattle = move<LiveState, Options, Act<'lowerBattle'>>({
	schema: shape('lowerBattle', ['id', 'slots', 'card', 'freed']),
	apply(s, a, ctx) {
		const lower = pendingLower(s).find((b) => b.id === a.id);
		if (!lower) return invalid('lancaster.error.unknownBattle');
		const slots = checkSlots(ctx, a.slots ?? battleSlots(s, lower.id));
		if (isInvalid(slots)) return slots;
		if (!keepsStored(lower.slots, slots)) return invalid('lancaster.error.lowerBattleKeeps');
		// A card that moved down empty is entered when knights finally fight there.
		let card: BattleCard | Invalid = { franceStrength: lower.franceStrength, power: lower.power };
		if (a.card !== undefined) {
			if (!lower.blank) return invalid('lancaster.error.cardKnown');
			card = checkCard(a.card);
		} else if (lower.blank && slots.length > 0) card = invalid('lancaster.error.battleCard');
		if (isInvalid(card)) return card;
		const fought = fight(s, lower.id, card, slots, 2);
		return ransom(fought, ctx, a.freed);
	},
	describe: log.battle,
	explain: (_a, before, after, ctx) => whyBattle(before, after, ctx)
});

/**
 * Reglamento p.5 «Francia vuelve a ganar»: «Los jugadores podrán comprar la libertad de cada
 * uno de los caballeros a cambio de una moneda de oro por cada punto de fuerza … los demás
 * pasarán a formar parte de las tropas de reserva». `freed` lists the prisoners bought back
 * (indexes in the record's order); they cost gold, the others leave the player's knights.
 */
export function ransom(s: LiveState, ctx: Ctx, freed: unknown): LiveState | Invalid {
	const rec = s.battles[s.battles.length - 1];
	if (!rec || rec.prisoners.length === 0) return s;
	const list: unknown[] = freed === undefined ? [] : Array.isArray(freed) ? freed : [null];
	if (!list.every((i) => isNat(i) && i < rec.prisoners.length))
		return invalid('lancaster.error.badRansom');
	const players = { ...s.players };
	for (const [i, pr] of rec.prisoners.entries()) {
		const p = pr.owner ? players[pr.owner] : undefined;
		if (!p) continue;
		if (list.includes(i) && pr.ransom !== null) {
			if (s.board && p.gold < pr.ransom)
				return invalid('lancaster.error.notEnoughGold', {
					n: pr.ransom,
					player: nameOf(ctx, pr.owner)
				});
			players[pr.owner!] = { ...p, gold: Math.max(0, p.gold - pr.ransom) };
		} else players[pr.owner!] = { ...p, knights: without(p.knights, [pr.strength]) };
	}
	const freedList = list as number[];
	const battles = [...s.battles.slice(0, -1), { ...rec, freed: freedList }];
	return { ...s, players, battles };
}

export const endRound = move<LiveState, Options, Act<'endRound'>>({
	schema: shape('endRound'),
	apply(s, _a, ctx) {
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		// «En las batallas en las que no haya ningún caballero se considerará que pierde
		// Inglaterra y se pasarán a la fila inferior.»
		let lowerRow = s.lowerRow;
		let battleSeq = s.battleSeq;
		let battleNames = s.battleNames;
		if (s.board)
			for (const u of s.upper ?? []) {
				if (u.fought) continue;
				if (battleSlots(s, u.key).length > 0)
					return invalid('lancaster.error.battleUnfought', { n: battleNo(s, u.key) });
				battleSeq++;
				battleNames = { ...battleNames, [`b${battleSeq}`]: battleNo(s, u.key) };
				lowerRow = [
					...lowerRow,
					{
						id: `b${battleSeq}`,
						round: s.round,
						franceStrength: u.card?.franceStrength ?? 0,
						power: u.card?.power ?? [0, 0, 0],
						slots: [],
						...(u.card ? {} : { blank: true })
					}
				];
			}
		const history = [...s.history, { round: s.round, scores: powerScores(s) }];
		const named = battleNames ? { battleNames } : {};
		if (s.round >= ROUNDS) return { ...s, lowerRow, battleSeq, ...named, history, step: 'final' };
		// Reglamento p.5 «Preparación de la siguiente ronda»: tres nuevas leyes propuestas.
		let lawDeck = s.lawDeck;
		let proposals: LawId[] = [];
		let rng = s.rng;
		if (ctx.options.lawDeck === 'app' && s.lawStacked) {
			// «Se levantan las tres primeras cartas de leyes del mazo»: from the top of the stack.
			proposals = lawDeck.slice(0, LAWS_PROPOSED);
			lawDeck = lawDeck.slice(LAWS_PROPOSED);
		} else if (ctx.options.lawDeck === 'app') {
			const n = Math.min(LAWS_PROPOSED, lawDeck.length);
			const [drawn, rest, next] = draw(rng, lawDeck, n);
			proposals = drawn;
			lawDeck = rest;
			rng = next;
		}
		return {
			...s,
			round: s.round + 1,
			step: 'troops',
			startPlayer: s.nextStartPlayer ?? s.startPlayer,
			nextStartPlayer: null,
			proposals,
			lawDeck,
			rng,
			voteIndex: 0,
			ballot: null,
			votes: [],
			lawIndex: 0,
			laws: [],
			county: 0,
			castlesDone: [],
			battles: [],
			// «Se muestran todas las tablillas de favor del rey que estaban boca abajo.»
			favours: [],
			lowerRow,
			battleSeq,
			...named,
			placed: [],
			upper: newUpper(),
			board: false,
			history
		};
	},
	describe: log.endRound
});
