/**
 * Helpers every live move shares: a new player, a change kept within the table's limits, the
 * end of a round's fame record, names and refusals, and when a zone B entry may be recorded.
 */
import { playerName } from '../core/checks';
import { invalid } from '../core/types';
import type { Invalid } from '../core/types';
import { MAX_FAME, MAX_WOUNDS, PIECE_LIMIT } from './data';
import { restrictedSlot } from './rules';
import { topLevel } from './tracks';
import {
	RELIC_FIELDS,
	type Ctx,
	type LivePlayer,
	type LiveState,
	type PlayerField,
	type RelicField
} from './live-types';

/** No relic of any kind. */
export function noRelics(): Record<RelicField, number> {
	return Object.fromEntries(RELIC_FIELDS.map((f) => [f, 0])) as Record<RelicField, number>;
}

export function newPlayer(fame: number): LivePlayer {
	return {
		fame,
		maxFame: fame,
		wounds: 0,
		strength: 0,
		magic: 0,
		weapons: 0,
		spells: 0,
		coins: 0,
		loot: 0,
		adventures: 0,
		rewards: 0,
		gestas: 0,
		orbsSpent: 0,
		adventuresThisRound: 0,
		bestAdventureRound: 0,
		relics: noRelics()
	};
}

/** The limits each counter has on the table (fame track, wound track, the box's pieces). */
export function outOfRange(field: PlayerField, value: number): Invalid | null {
	if (field === 'wounds' && (value < 0 || value > MAX_WOUNDS))
		return invalid('kingdom-defenders.error.woundsRange', { max: MAX_WOUNDS });
	if (value < 0) return invalid('kingdom-defenders.error.negative', { field });
	const max = field === 'fame' ? MAX_FAME : PIECE_LIMIT;
	if (value > max) return invalid('kingdom-defenders.error.tooMany', { field, max });
	return null;
}

/** A level track's disc stops on its last space (when the table entered the track). */
export function pastTop(ctx: Ctx, field: PlayerField, value: number): Invalid | null {
	if (field !== 'strength' && field !== 'magic') return null;
	const top = topLevel(ctx.options.levelTracks, field);
	return top !== null && value > top
		? invalid('kingdom-defenders.error.pastTop', { track: field, top })
		: null;
}

/**
 * Applies a change to a player. Fame has no space below 0 on the fame track: a loss stops at
 * 0 (the same rule as the quick scorer, which takes fame from 0).
 */
export function withPlayer(s: LiveState, id: string, change: Partial<LivePlayer>): LiveState {
	const p = { ...s.players[id]!, ...change };
	p.fame = Math.min(MAX_FAME, Math.max(0, p.fame));
	p.maxFame = Math.max(p.maxFame, p.fame);
	return { ...s, players: { ...s.players, [id]: p } };
}

export function fameScores(s: LiveState): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, p] of Object.entries(s.players)) out[id] = p.fame;
	return out;
}

export function endRound(s: LiveState, ended: LiveState['ended']): LiveState {
	const history = [...s.history, { round: s.round, scores: fameScores(s) }];
	return ended ? { ...s, history, ended, phase: 'ended' } : { ...s, history };
}

export function nameOf(ctx: Ctx, id: string): string {
	return playerName(ctx, id);
}

/** The fewest players a marked slot needs when this table is smaller (0: the slot is open). */
export function slotClosed(ctx: Ctx, slot: string): number {
	return restrictedSlot(ctx.options.slotPlayers, slot, ctx.players.length);
}

/** A refusal for lack of resources says what the player has. */
export function notEnough(ctx: Ctx, id: string, p: LivePlayer): Invalid {
	return invalid('kingdom-defenders.error.notEnoughResources', {
		player: nameOf(ctx, id),
		weapons: p.weapons,
		spells: p.spells
	});
}

/** The steps of a round after zone B: an entry the table forgot there may still be recorded. */
export const AFTER_ZONE_B: readonly LiveState['phase'][] = [
	'zoneC',
	'hordeMove',
	'zoneD',
	'maintenance'
];

/**
 * Reglamento «Zona B»: «Gestas, Edificios y Aventuras» se activan en la Zona B. The rule is
 * about when the disc is activated, not when the phone is told: an entry marked late is
 * accepted later in the same round (and logged as such), never before zone B.
 */
export function inZoneB(s: LiveState, late = false): Invalid | null {
	if (s.phase === 'zoneB') return null;
	if (late && AFTER_ZONE_B.includes(s.phase)) return null;
	return invalid(
		late
			? 'kingdom-defenders.error.lateBeforeZoneB'
			: 'kingdom-defenders.error.adventureOutsideZoneB',
		{ phase: s.phase }
	);
}

export function signed(n: number): string {
	// The minus sign (U+2212) the screens use, not the hyphen.
	return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A zone B entry recorded later in its round is logged as late, with its round. */
export function lateOf(before: LiveState): { late: 'yes' | 'no'; round: number } {
	return { late: before.phase === 'zoneB' ? 'no' : 'yes', round: before.round };
}
