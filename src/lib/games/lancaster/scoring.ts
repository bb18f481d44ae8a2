/** Final scoring (Reglamento p.6 «Fin del juego y recuento»), with a breakdown of each number. */
import { byCategory } from '../core/breakdown';
import type { MessageRef } from '../core/types';
import { rankBy, splitPoints } from '../core/ranking';
import { MAJORITY_FIRST, MAJORITY_SECOND, MAX_NOBLES, MAX_PLAYERS, MIN_PLAYERS } from './data';
import { noblePoints } from './rules';
import { requireNat, requirePosInt } from '../core/require';
import { requireArray, requireRecord, requireString, requireUniqueIds } from '../core/rows';

export interface LancasterFinalPlayer {
	id: string;
	/** Power points before final scoring. */
	power: number;
	/** Strengths of the knights that count (not in the reserve). */
	knights: number[];
	squires: number;
	extensions: number;
	gold: number;
	/** Nobles at the round table. */
	nobles: number;
}

export interface LancasterFinalResult {
	id: string;
	strength: number;
	knighthoodPoints: number;
	extensionPoints: number;
	noblePoints: number;
	total: number;
	rank: number;
}

/** How a majority award was decided for one player. */
export interface MajorityLine {
	/** 1 or 2 when the player scored as first or second, else null. */
	place: 1 | 2 | null;
	/** Players sharing that place (1 when alone). */
	sharedWith: number;
	/** Which value separated this player from the one above: 'value', 'tiebreak' or null. */
	decidedBy: string | null;
	points: number;
}

export interface LancasterFinalBreakdown extends LancasterFinalResult {
	power: number;
	knighthood: MajorityLine;
	extensionsAward: MajorityLine;
	nobles: number;
}

export interface FinalInput {
	players: LancasterFinalPlayer[];
	twoPlayer?: boolean;
}

function checkInput(input: FinalInput): void {
	const r = requireRecord(input, 'input');
	const players = requireArray(r.players, 'players');
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS)
		throw new Error(`players must have ${MIN_PLAYERS} to ${MAX_PLAYERS} entries`);
	if (r.twoPlayer !== undefined && typeof r.twoPlayer !== 'boolean')
		throw new Error('twoPlayer must be a boolean');
	if (r.twoPlayer === true && players.length !== 2)
		throw new Error('players must have exactly 2 entries when twoPlayer is true');
	const ids = players.map((p, i) => {
		const f = `players[${i}]`;
		const pl = requireRecord(p, f);
		requireNat(pl.power, `${f}.power`);
		requireArray(pl.knights, `${f}.knights`).forEach((k, j) =>
			requirePosInt(k, `${f}.knights[${j}]`)
		);
		requireNat(pl.squires, `${f}.squires`);
		requireNat(pl.extensions, `${f}.extensions`);
		requireNat(pl.gold, `${f}.gold`);
		requireNat(pl.nobles, `${f}.nobles`);
		if ((pl.nobles as number) > MAX_NOBLES)
			throw new Error(`${f}.nobles must be at most ${MAX_NOBLES}`);
		return requireString(pl.id, `${f}.id`);
	});
	requireUniqueIds(ids, 'players');
}

/**
 * «8 puntos para el primero y 4 para el segundo; en caso de empate gana quien tenga más
 * [desempate]. Si sigue el empate en el primer puesto se dividen los 12 puntos (8+4) entre los
 * empatados. Si hay un primero y varios segundos, los 4 puntos se dividen. Los puntos que no
 * son divisibles se pierden.» Two players (p.7): only the 8 for first (shared when tied).
 */
function majorityAward(
	items: readonly { id: string; value: number; tiebreak: number }[],
	twoPlayer: boolean
): Record<string, MajorityLine> {
	const ranked = rankBy(items, [
		{ name: 'value', value: (x) => x.value },
		{ name: 'tiebreak', value: (x) => x.tiebreak }
	]);
	const out: Record<string, MajorityLine> = {};
	const firsts = ranked.filter((r) => r.rank === 1);
	const secondRank = ranked.find((r) => r.rank > 1)?.rank ?? null;
	const seconds = firsts.length > 1 ? [] : ranked.filter((r) => r.rank === secondRank);
	const second = majorityPool(2, false, twoPlayer);
	const firstEach = splitPoints(majorityPool(1, firsts.length > 1, twoPlayer), firsts.length);
	const secondEach = splitPoints(second, seconds.length);
	for (const r of ranked) {
		const place = r.rank === 1 ? 1 : seconds.includes(r) && second > 0 ? 2 : null;
		const group = place === 1 ? firsts.length : place === 2 ? seconds.length : 1;
		out[r.item.id] = {
			place,
			sharedWith: group,
			decidedBy: r.decidedBy,
			points: place === 1 ? firstEach : place === 2 ? secondEach : 0
		};
	}
	return out;
}

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Final scoring with every number explained. Throws an Error naming a bad field. */
/**
 * The power a majority's place shares out: «8 puntos … y 4 para el segundo clasificado» (p.6);
 * first places tied share both (8 + 4); with 2 players «sólo se darán 8 puntos … al primer puesto».
 */
export function majorityPool(place: 1 | 2, tiedFirst: boolean, twoPlayer: boolean): number {
	const second = twoPlayer ? 0 : MAJORITY_SECOND;
	if (place === 2) return second;
	return tiedFirst ? MAJORITY_FIRST + second : MAJORITY_FIRST;
}

export function finalScoreBreakdown(input: FinalInput): LancasterFinalBreakdown[] {
	checkInput(input);
	const twoPlayer = input.twoPlayer === true;
	// «Los caballeros que se encuentren en las tropas de reserva no se contabilizarán»
	const knighthood = majorityAward(
		input.players.map((p) => ({ id: p.id, value: total(p.knights), tiebreak: p.squires })),
		twoPlayer
	);
	const ext = majorityAward(
		input.players.map((p) => ({ id: p.id, value: p.extensions, tiebreak: p.gold })),
		twoPlayer
	);
	const partial = input.players.map((p) => {
		const np = noblePoints(p.nobles);
		const sum = p.power + knighthood[p.id].points + ext[p.id].points + np;
		return { p, np, sum };
	});
	// «gana el jugador que tenga el mayor número de puntos de poder. Puede haber más de un ganador»
	const ranked = rankBy(partial, [{ name: 'total', value: (x) => x.sum }]);
	const rankOf = new Map(ranked.map((r) => [r.item.p.id, r.rank]));
	return partial.map(({ p, np, sum }) => ({
		id: p.id,
		power: p.power,
		strength: total(p.knights),
		knighthood: knighthood[p.id],
		knighthoodPoints: knighthood[p.id].points,
		extensionsAward: ext[p.id],
		extensionPoints: ext[p.id].points,
		nobles: p.nobles,
		noblePoints: np,
		total: sum,
		rank: rankOf.get(p.id) ?? 0
	}));
}

/** The contract: final results in input order (rank 1 = winner; equal totals share a rank). */
export function finalScore(input: FinalInput): LancasterFinalResult[] {
	return finalScoreBreakdown(input).map((b) => ({
		id: b.id,
		strength: b.strength,
		knighthoodPoints: b.knighthoodPoints,
		extensionPoints: b.extensionPoints,
		noblePoints: b.noblePoints,
		total: b.total,
		rank: b.rank
	}));
}

/** The final table by category (the share image): power, knighthood, extensions, nobles. */
export const finalBreakdown = (results: readonly LancasterFinalBreakdown[]) =>
	byCategory(results, [
		['lancaster.ui.final.power', (r) => r.power],
		['lancaster.final.knighthood', (r) => r.knighthoodPoints],
		['lancaster.final.extensions', (r) => r.extensionPoints],
		['lancaster.final.nobles', (r) => r.noblePoints]
	]);

/**
 * The finishing order: by total power, equal totals sharing a place (p.6 «gana el jugador que
 * tenga el mayor número de puntos de poder. Puede haber más de un ganador en caso de empate»).
 */
export function placesOf(results: readonly { id: string; rank: number }[]): string[][] {
	const ranks = [...new Set(results.map((r) => r.rank))].sort((a, b) => a - b);
	return ranks.map((k) => results.filter((r) => r.rank === k).map((r) => r.id));
}

/** The sole winner of a scoring, or null when first place is shared. */
function soleWinner(results: readonly { id: string; rank: number }[]): string | null {
	const first = results.filter((r) => r.rank === 1);
	return first.length === 1 ? first[0]!.id : null;
}

/**
 * What settled first place beyond the totals, for the shared result (p.6 «Fin del juego y
 * recuento»): a victory shared on equal power («Puede haber más de un ganador en caso de
 * empate»), or a sole winner who is first alone only through a majority's tie-break (more
 * squires for the knighthood, more gold for the extensions): scored again with that tie-break
 * left out (the tied share the points), they would not be first alone. Empty otherwise.
 */
export function decidedOf(
	input: FinalInput,
	results: readonly { id: string; total: number; rank: number }[],
	name: (id: string) => string
): { decidedBy?: MessageRef } {
	const first = results.filter((r) => r.rank === 1);
	const points = first[0]?.total ?? 0;
	if (first.length > 1)
		return {
			decidedBy: {
				key: 'lancaster.decided.shared',
				values: { winners: first.map((r) => name(r.id)).join(', '), points }
			}
		};
	const winner = soleWinner(results);
	if (winner === null) return {};
	const without = (squires: boolean, gold: boolean) =>
		soleWinner(
			finalScoreBreakdown({
				...input,
				players: input.players.map((p) => ({
					...p,
					squires: squires ? 0 : p.squires,
					gold: gold ? 0 : p.gold
				}))
			})
		) !== winner;
	const bySquires = without(true, false);
	const byGold = without(false, true);
	const by = bySquires && byGold ? 'both' : bySquires ? 'squires' : byGold ? 'gold' : null;
	if (by === null && !without(true, true)) return {};
	return {
		decidedBy: {
			key: 'lancaster.decided.tiebreak',
			values: { winner: name(winner), points, by: by ?? 'both' }
		}
	};
}
