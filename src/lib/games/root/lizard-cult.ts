/** Lizard Cult (Reglamento §10): pure helpers behind the assistant. */
import {
	CONSPIRACIES,
	CONSPIRACY_COST,
	GARDEN_DRAW_BONUSES,
	GARDENS_PER_SUIT,
	HAND_LIMIT,
	HATED_DISCOUNT,
	LIZARD_BASE_DRAW,
	SCORE_RITUAL_VP,
	SUITS,
	type CardSuit,
	type ConspiracyKind,
	type Suit
} from './data';
import { requireBoolean, requireIntIn, requireNat, requireOneOf } from '../core/require';

export type { Suit, ConspiracyKind };

export interface LostSouls {
	fox: number;
	rabbit: number;
	mouse: number;
	bird: number;
}

export const EMPTY_LOST_SOULS: LostSouls = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };

/** Why the Outcast ended where it did, for the log and the tests. */
export type OutcastBranch = 'newSuit' | 'sameSuit' | 'noMost';

export function explainAdjustOutcast(input: {
	lostSouls: LostSouls;
	outcast: Suit;
	hated: boolean;
}): { outcast: Suit; hated: boolean; branch: OutcastBranch; most: number } {
	const souls = input.lostSouls as unknown;
	if (typeof souls !== 'object' || souls === null) throw new Error('lostSouls must be an object');
	const counts = input.lostSouls;
	for (const s of ['fox', 'rabbit', 'mouse', 'bird'] as const)
		requireNat(counts[s], `lostSouls.${s}`);
	const outcast = requireOneOf(input.outcast, 'outcast', SUITS);
	requireBoolean(input.hated, 'hated');
	// Reglamento 10.4.1 «Mira las cartas del montón de almas perdidas, ignorando las aves.»
	const most = Math.max(counts.fox, counts.rabbit, counts.mouse);
	const leaders = SUITS.filter((s) => counts[s] === most);
	// «Si ningún palo tiene más cartas, el marcador se queda donde estaba y si no está en su cara
	// de odiado, lo volteas» (a tie, or an empty pile).
	if (leaders.length !== 1 || most === 0) return { outcast, hated: true, branch: 'noMost', most };
	const leader = leaders[0];
	// «Si ese palo ya era el paria, voltea el marcador a su cara de odiado.»
	if (leader === outcast) return { outcast, hated: true, branch: 'sameSuit', most };
	// «El palo con más cartas... se convierte en el nuevo paria (... mostrando su cara de paria)».
	return { outcast: leader, hated: false, branch: 'newSuit', most };
}

/** Contract: Dawn «Ajustar el Paria». */
export function adjustOutcast(input: { lostSouls: LostSouls; outcast: Suit; hated: boolean }): {
	outcast: Suit;
	hated: boolean;
} {
	const r = explainAdjustOutcast(input);
	return { outcast: r.outcast, hated: r.hated };
}

/**
 * Whether a card spent or discarded into the Lost Souls (10.2.6) changes anything the game keeps,
 * so the table has to say it. 10.4.1 «Mira las cartas del montón de almas perdidas, ignorando las
 * aves»: a bird changes no Outcast; only a dominance card, of any suit, matters (10.4.2 frees it).
 */
export function lostSoulCounts(suit: CardSuit, dominance: boolean): boolean {
	return dominance || suit !== 'bird';
}

/** Contract: acolytes a conspiracy costs (Reglamento 10.4.3). */
export function conspiracyCost(kind: ConspiracyKind, hated: boolean): number {
	const k = requireOneOf(kind, 'kind', CONSPIRACIES);
	const h = requireBoolean(hated, 'hated');
	// «Si el paria es odiado, cada conspiración te cuesta un acólito menos.»
	return CONSPIRACY_COST[k] - (h ? HATED_DISCOUNT : 0);
}

/** How many times each conspiracy the current acolytes afford (each on its own). */
export function affordableConspiracies(
	acolytes: number,
	hated: boolean
): Record<ConspiracyKind, number> {
	const a = requireNat(acolytes, 'acolytes');
	const out = { crusade: 0, convert: 0, sanctify: 0 };
	for (const k of CONSPIRACIES) out[k] = Math.floor(a / conspiracyCost(k, hated));
	return out;
}

/**
 * Contract: VP of the Score ritual for a suit with `gardensOnMap` gardens of that suit on the
 * map. Reglamento 10.5.3 «los puntos de victoria indicados sobre la casilla vacía que esté más a
 * la derecha del contador de jardines» (values: shared/data garden track table).
 */
export function scoreRitualVp(gardensOnMap: number): number {
	const g = requireIntIn(gardensOnMap, 'gardensOnMap', 0, GARDENS_PER_SUIT);
	return SCORE_RITUAL_VP[g];
}

/** Reglamento 10.6.3: cards drawn in Evening, 1 + 1 per uncovered draw bonus. */
export function eveningDraw(uncoveredDrawBonuses: number): number {
	return LIZARD_BASE_DRAW + requireNat(uncoveredDrawBonuses, 'uncoveredDrawBonuses');
}

/**
 * Contract: draw bonuses uncovered by the gardens on the map (10.6.3 «cada símbolo de robo
 * adicional descubierto»): each suit's track, by that suit's gardens
 * (`table`: the table's board from the options' prints, GARDEN_DRAW_BONUSES by default).
 */
export function drawBonusesOf(
	gardensOnMap: Record<Suit, number>,
	table: readonly number[] = GARDEN_DRAW_BONUSES
): number {
	return SUITS.reduce(
		(t, s) => t + table[requireIntIn(gardensOnMap[s], `gardens.${s}`, 0, GARDENS_PER_SUIT)]!,
		0
	);
}

/** Reglamento 10.6.3: cards to discard down to the hand limit of 5. */
export function discardsToHandLimit(handSize: number): number {
	return Math.max(0, requireNat(handSize, 'handSize') - HAND_LIMIT);
}

/** Adds one spent or discarded card to the Lost Souls (10.2.6), returning a new pile. */
export function addLostSoul(pile: LostSouls, suit: CardSuit): LostSouls {
	return { ...pile, [suit]: pile[suit] + 1 };
}

export function lostSoulsTotal(pile: LostSouls): number {
	return pile.fox + pile.rabbit + pile.mouse + pile.bird;
}
