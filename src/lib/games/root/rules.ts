/**
 * Pure helpers for the rules-heavy moments shared by the live tracker and the scorer:
 * input checks, victory, dominance, turn order.
 */
import type { MessageRef } from '../core/types';
import {
	CARD_SUITS,
	FACTIONS,
	GARDENS_PER_SUIT,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PRICE_MAX,
	PRICE_MIN,
	SUITS,
	VP_GOAL,
	type CardSuit,
	type FactionId,
	type Suit
} from './data';

// ---------------------------------------------------------------- predicates

export function isSuit(x: unknown): x is Suit {
	return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

export function isCardSuit(x: unknown): x is CardSuit {
	return typeof x === 'string' && (CARD_SUITS as readonly string[]).includes(x);
}

export function isFactionId(x: unknown): x is FactionId {
	return typeof x === 'string' && (FACTIONS as readonly string[]).includes(x);
}

/** Both Vagabonds pay services by exhausting items and cannot buy mercenaries (11.2.6 III, 11.2.7 b). */
export function isVagabond(f: FactionId): boolean {
	return f === 'vagabond' || f === 'vagabond2';
}

// ---------------------------------------------------------------- factions chosen by hand

/**
 * Checks a faction list for a table of `players`: null when fine, else why not.
 * The second Vagabond only joins a game that has the first one (data: «Second Vagabond»).
 */
export function checkFactions(factions: unknown, players: number): MessageRef | null {
	if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
		return { key: 'root.error.options.players', values: { min: MIN_PLAYERS, max: MAX_PLAYERS } };
	if (!Array.isArray(factions)) return { key: 'root.error.options.factions' };
	if (factions.length !== players)
		return { key: 'root.error.options.count', values: { n: players, got: factions.length } };
	const seen = new Set<string>();
	for (let i = 0; i < factions.length; i++) {
		const f: unknown = factions[i];
		if (!isFactionId(f))
			return { key: 'root.error.options.unknownFaction', values: { seat: i + 1 } };
		if (seen.has(f)) return { key: 'root.error.options.duplicate', values: { faction: f } };
		seen.add(f);
	}
	if (seen.has('vagabond2') && !seen.has('vagabond'))
		return { key: 'root.error.options.secondVagabond' };
	return null;
}

// ---------------------------------------------------------------- victory and dominance

/** Root VP never go below 0; `null` when the change would. */
export function addVp(vp: number, delta: number): number | null {
	const next = vp + delta;
	return next < 0 ? null : next;
}

/** Issue 7 «first to 30 wins». */
export function reachesGoal(vp: number): boolean {
	return vp >= VP_GOAL;
}

/** The victory points still to go to the goal (none once reached). */
export function vpToGoal(vp: number): number {
	return Math.max(0, VP_GOAL - vp);
}

/** The spaces of the score track, 0 to the goal. */
export function vpTrackSpaces(): number[] {
	return Array.from({ length: VP_GOAL + 1 }, (_x, i) => i);
}

/** 11.6.2 «cualquier espacio de su contador»: the prices a service may be set to. */
export function priceChoices(): number[] {
	return Array.from({ length: PRICE_MAX - PRICE_MIN + 1 }, (_, i) => PRICE_MIN + i);
}

/** 10.3.4 «tus 14 jardines restantes» (5 per suit): whether a suit has no garden left to build. */
export function gardensFull(onMap: number): boolean {
	return onMap >= GARDENS_PER_SUIT;
}

/**
 * What must hold for an activated dominance card to win (Law of Root 3.3; not in the supplied
 * §10–§11 text): a suit card, rule 3 clearings of that suit at the start of your Birdsong (Alba);
 * the bird card, rule two opposite corner clearings at the start of your Birdsong.
 */
export function dominanceGoal(suit: CardSuit): MessageRef {
	return suit === 'bird'
		? { key: 'root.dominance.goal.bird' }
		: { key: 'root.dominance.goal.suit', values: { suit } };
}
