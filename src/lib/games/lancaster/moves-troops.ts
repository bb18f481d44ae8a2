/**
 * Phase 1 (Reglamento p.2 «Distribución de tropas»): the new laws, the king's favours and
 * the knights placed on counties, the castle and battles.
 */
import * as log from './log';
import { move } from '../core/define';
import { type Invalid, invalid, isInvalid } from '../core/types';
import {
	COUNTY_LETTERS,
	FAVOUR_REWARDS,
	FAVOUR_TILES,
	KNIGHT_SET,
	LAWS_IN_FORCE,
	LAWS_PROPOSED,
	LAW_IDS,
	type LawId,
	MAX_NOBLES
} from './data';
import {
	type Placement,
	applyGain,
	countyHolder,
	courtOf,
	liftPlaces,
	strengthenAllowed
} from './board';
import { type Options, allyOwner } from './options';
import { battleHasRoom, isSide, playerIds as ids, sideName as nameOf } from './queries';
import { type BattleSlot, countyPlacement } from './rules';
import { isNat, isPosInt } from '../core/require';
import {
	type Act,
	type BattleCard,
	type Ctx,
	type FavourChoice,
	type LiveState,
	battleSlots,
	openBattles
} from './state';
import { openBallot, shape } from './moves-common';

function usedLaws(s: LiveState): Set<LawId> {
	return new Set([...s.lawsInForce, ...s.proposals, ...s.discardedLaws]);
}

function checkLawList(list: unknown, n: number, used: Set<LawId>): Invalid | LawId[] {
	if (!Array.isArray(list) || list.length !== n) return invalid('lancaster.error.lawCount', { n });
	const seen = new Set<string>();
	for (const l of list as unknown[]) {
		if (!(LAW_IDS as readonly unknown[]).includes(l)) return invalid('lancaster.error.unknownLaw');
		if (used.has(l as LawId) || seen.has(l as string))
			return invalid('lancaster.error.lawUsed', { law: l as string });
		seen.add(l as string);
	}
	return list as LawId[];
}

export function checkSlots(ctx: Ctx, slots: unknown): Invalid | BattleSlot[] {
	if (!Array.isArray(slots) || slots.length > 3) return invalid('lancaster.error.battleSlots');
	const seen = new Set<string>();
	for (const s of slots as unknown[]) {
		const slot = s as Partial<BattleSlot> | null;
		if (typeof slot !== 'object' || slot === null || !isSide(ctx, slot.id))
			return invalid('lancaster.error.unknownPlayer');
		if (seen.has(slot.id)) return invalid('lancaster.error.battleSameSlot');
		seen.add(slot.id);
		if (!Array.isArray(slot.knights) || slot.knights.length === 0 || !slot.knights.every(isPosInt))
			return invalid('lancaster.error.battleKnights');
	}
	return (slots as BattleSlot[]).map((sl) => ({ id: sl.id, knights: [...sl.knights] }));
}

export function checkCard(card: unknown): Invalid | BattleCard {
	const c = card as Partial<BattleCard> | null;
	if (typeof c !== 'object' || c === null || !isNat(c.franceStrength))
		return invalid('lancaster.error.battleCard');
	if (!Array.isArray(c.power) || c.power.length !== 3 || !c.power.every(isNat))
		return invalid('lancaster.error.battleCard');
	return { franceStrength: c.franceStrength, power: [c.power[0], c.power[1], c.power[2]] };
}

export const recordLaws = move<LiveState, Options, Act<'recordLaws'>>({
	schema: shape('recordLaws', ['inForce', 'proposed']),
	apply(s, a, ctx) {
		if (ctx.options.lawDeck !== 'table') return redeal(s, a, ctx);
		if (s.proposals.length > 0) return invalid('lancaster.error.lawsAlreadyRecorded');
		const used = new Set(usedLaws(s));
		let inForce = s.lawsInForce;
		if (s.lawsInForce.length === 0) {
			const r = checkLawList(a.inForce, LAWS_IN_FORCE, used);
			if (!Array.isArray(r)) return r;
			inForce = r;
			r.forEach((l) => used.add(l));
		} else if (a.inForce !== undefined) return invalid('lancaster.error.lawsInForceSet');
		const proposed = checkLawList(a.proposed, LAWS_PROPOSED, used);
		if (!Array.isArray(proposed)) return proposed;
		const next = { ...s, lawsInForce: inForce, proposals: proposed };
		return s.step === 'ballot' ? openBallot(next, ctx) : next;
	},
	describe: log.recordLaws
});

/**
 * The app's deal is an offer, never a demand: before the first vote of the round the table
 * enters the laws it really turned up (and, in round 1, the laws in force). The app's cards go
 * back on top of its deck, in order; the table's cards leave it.
 */
function redeal(s: LiveState, a: Act<'recordLaws'>, ctx: Ctx): LiveState | Invalid {
	const beforeVotes =
		s.step === 'troops' || (s.step === 'ballot' && s.voteIndex === 0 && !s.ballot?.ballots.length);
	if (!beforeVotes) return invalid('lancaster.error.lawsAlreadyVoted');
	const replaceInForce = a.inForce !== undefined;
	if (replaceInForce && (s.round !== 1 || s.votes.length > 0))
		return invalid('lancaster.error.lawsInForceSet');
	const used = new Set<LawId>([...s.discardedLaws, ...(replaceInForce ? [] : s.lawsInForce)]);
	let inForce = s.lawsInForce;
	if (replaceInForce) {
		const r = checkLawList(a.inForce, LAWS_IN_FORCE, used);
		if (!Array.isArray(r)) return r;
		inForce = r;
		r.forEach((l) => used.add(l));
	}
	const proposed = checkLawList(a.proposed, LAWS_PROPOSED, used);
	if (!Array.isArray(proposed)) return proposed;
	const taken = new Set([...inForce, ...proposed]);
	const offered = [...(replaceInForce ? s.lawsInForce : []), ...s.proposals];
	const lawDeck = [...offered, ...s.lawDeck].filter((l) => !taken.has(l));
	const next = { ...s, lawsInForce: inForce, proposals: proposed, lawDeck };
	return s.step === 'ballot' ? openBallot({ ...next, ballot: null }, ctx) : next;
}

export const favour = move<LiveState, Options, Act<'favour'>>({
	schema: shape('favour', ['player', 'tile', 'reward', 'legacy']),
	apply(s, a, ctx) {
		// Reglamento p.2 «Puntos inmediatos»: con los primeros seis caballeros se elige una
		// tablilla de favor del rey libre; «se le dará la vuelta y no se podrá volver a elegir
		// durante esa ronda».
		if (!isSide(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isPosInt(a.tile) || a.tile > FAVOUR_TILES) return invalid('lancaster.error.favourTile');
		if (!(FAVOUR_REWARDS as readonly unknown[]).includes(a.reward))
			return invalid('lancaster.error.favourReward');
		return takeFavour(s, a.player, { tile: a.tile, reward: a.reward }, a.legacy === true);
	},
	describe: log.favour
});

/**
 * Takes a favour tile: a noble sits at the round table (it counts for vote tokens and final
 * points), a strengthening lifts a knight, gold and squires go to the board. Reglamento p.7:
 * for an ally «Monedas de oro y escuderos: se pierden», «Nobles: se retira un noble» — nothing
 * of the ally is kept.
 */
function takeFavour(
	s: LiveState,
	side: string,
	f: FavourChoice,
	legacy = false
): LiveState | Invalid {
	if (!isPosInt(f.tile) || f.tile > FAVOUR_TILES) return invalid('lancaster.error.favourTile');
	if (!(FAVOUR_REWARDS as readonly unknown[]).includes(f.reward))
		return invalid('lancaster.error.favourReward');
	const gold: unknown = f.gold ?? 0;
	const squires: unknown = f.squires ?? 0;
	if (!isNat(gold) || !isNat(squires)) return invalid('lancaster.error.badAmount');
	const taken = s.favours ?? [];
	if (taken.some((t) => t.tile === f.tile)) return invalid('lancaster.error.favourTaken');
	// The six tiles are physical: tile n shows the same reward every round.
	const printed = s.tileRewards?.[String(f.tile)];
	if (!legacy && printed !== undefined && printed !== f.reward)
		return invalid('lancaster.error.favourTileDiffers', { tile: f.tile, reward: printed });
	let players = s.players;
	const p = s.players[side];
	let placed = s.placed ?? [];
	let lowerRow = s.lowerRow;
	if (p) {
		if (f.reward === 'noble') {
			if (p.nobles + 1 > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
			players = { ...s.players, [side]: { ...p, nobles: p.nobles + 1 } };
		} else {
			const gain = f.reward === 'strengthen' ? { strengthen: 1 } : { gold, squires };
			const chosen = f.reward === 'strengthen' && f.knight !== undefined ? [f.knight] : [];
			if (!strengthenAllowed(p.knights, chosen, 1))
				return invalid('lancaster.error.cannotStrengthen', { n: String(f.knight) });
			// Which knight of that strength, when they stand in different places: the action
			// names its place. An action without one (recorded before) lifts the one placed
			// first this round, else in the lower row, else in court, as it always did.
			const at: unknown = f.reward === 'strengthen' ? f.at : undefined;
			if (
				at !== undefined &&
				!liftPlaces(p.knights, placed, legacy ? [] : lowerRow, side).some(
					(x) => x.knight === f.knight && x.at === at
				)
			)
				return invalid('lancaster.error.cannotStrengthen', { n: String(f.knight) });
			// A v2 replay kept the lower row as typed (its slots were entered when fought).
			const r = applyGain(p, placed, side, gain, chosen, legacy ? [] : lowerRow, [
				at as string | undefined
			]);
			placed = r.placed;
			if (!legacy) lowerRow = r.lower;
			players = { ...s.players, [side]: { ...p, ...r.board } };
		}
	}
	const favours = [...taken, { tile: f.tile, player: side, reward: f.reward }];
	const tileRewards = legacy ? s.tileRewards : { ...s.tileRewards, [String(f.tile)]: f.reward };
	return { ...s, players, favours, placed, lowerRow, ...(tileRewards ? { tileRewards } : {}) };
}

const sameOwner = (a: string, b: string): boolean => (allyOwner(a) ?? a) === (allyOwner(b) ?? b);

/**
 * Reglamento p.2 «Fase 1: Distribución de tropas»: «enviará a uno de sus caballeros de la
 * corte a una casilla de caballero» — a county (with squires, the knight alone reaching the
 * printed minimum, displacing a weaker knight of another player), the castle, or a battle (one
 * slot per player, from the top; the first six knights take a king's favour tile).
 */
export const place = move<LiveState, Options, Act<'place'>>({
	schema: shape('place', [
		'player',
		'knight',
		'to',
		'county',
		'squires',
		'battle',
		'min',
		'favour',
		'card',
		'legacy'
	]),
	apply(s, a, ctx) {
		if (!isSide(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isPosInt(a.knight) || !KNIGHT_SET.includes(a.knight))
			return invalid('lancaster.error.badKnight');
		const side = a.player;
		const ally = allyOwner(side) !== null;
		const p = s.players[side];
		let placed = [...(s.placed ?? [])];
		// Only a knight of the court may go (allies' courts are not kept: any knight of the set).
		if (p && !courtOf(p.knights, placed, s.lowerRow, side).includes(a.knight))
			return invalid('lancaster.error.notInCourt', { strength: a.knight });
		const entry: Placement = { side, knight: a.knight, to: a.to };
		let next: LiveState = s;
		if (a.to === 'county') {
			if (!isNat(a.county) || a.county >= COUNTY_LETTERS.length)
				return invalid('lancaster.error.badPlace');
			const squires: unknown = a.squires ?? 0;
			const min: unknown = a.min ?? 0;
			if (!isNat(squires) || !isNat(min)) return invalid('lancaster.error.badAmount');
			if (p && squires > p.squires) return invalid('lancaster.error.notEnoughSquires');
			const occupant = countyHolder(placed, a.county);
			const r = countyPlacement({
				minStrength: min,
				challenger: { knight: a.knight, squires, ally },
				occupant: occupant
					? {
							knight: occupant.knight,
							squires: occupant.squires ?? 0,
							sameSide: sameOwner(occupant.side, side)
						}
					: null
			});
			if (!r.ok) return invalid(`lancaster.error.county.${r.reason}`);
			// «El caballero depuesto volverá a la corte»; its squires went to the supply when placed.
			if (r.displaces) placed = placed.filter((x) => x !== occupant);
			entry.county = a.county;
			entry.squires = squires;
			if (p && squires > 0)
				next = {
					...next,
					players: { ...next.players, [side]: { ...p, squires: p.squires - squires } }
				};
		} else if (a.to === 'battle') {
			if (typeof a.battle !== 'string' || !openBattles(s).includes(a.battle))
				return invalid('lancaster.error.unknownBattle');
			const slots = battleSlots(s, a.battle);
			// «Cada jugador sólo podrá ocupar una de las tres casillas de cada batalla.»
			if (!slots.some((x) => x.id === side) && !battleHasRoom(slots))
				return invalid('lancaster.error.battleFull');
			entry.battle = a.battle;
			const upper = (s.upper ?? []).find((u) => u.key === a.battle);
			if (a.card !== undefined) {
				if (!upper || upper.card !== null) return invalid('lancaster.error.cardKnown');
				const card = checkCard(a.card);
				if (isInvalid(card)) return card;
				next = {
					...next,
					upper: (s.upper ?? []).map((u) => (u.key === upper.key ? { ...u, card } : u))
				};
			}
			if (a.favour !== undefined) {
				// «con los primeros seis caballeros»: only the first six sent to battles this round.
				if (placed.filter((x) => x.to === 'battle').length >= FAVOUR_TILES)
					return invalid('lancaster.error.favourLate');
				// The knight is on the board when the tile is chosen: a strengthening may lift it.
				const f = takeFavour(
					{ ...next, placed: [...placed, entry] },
					side,
					a.favour,
					a.legacy === true
				);
				if (isInvalid(f)) return f;
				return f;
			}
		} else if (a.to !== 'castle') return invalid('lancaster.error.badPlace');
		return { ...next, placed: [...placed, entry] };
	},
	describe: log.place
});

export const endTroops = move<LiveState, Options, Act<'endTroops'>>({
	schema: shape('endTroops', ['legacy']),
	apply(s, a, ctx) {
		const placed = s.placed ?? [];
		// Version 2 let a round go on with nothing placed (its numbers were then typed).
		const board = placed.length > 0 || a.legacy !== true;
		// «Se irá pasando el turno hasta que todos los jugadores coloquen a todos sus caballeros.»
		if (board)
			for (const id of ids(ctx)) {
				const p = s.players[id]!;
				if (courtOf(p.knights, placed, s.lowerRow, id).length > 0)
					return invalid('lancaster.error.knightsLeft', { player: nameOf(ctx, id) });
			}
		return openBallot({ ...s, step: 'ballot', voteIndex: 0, board }, ctx);
	},
	describe: log.endTroops
});
