/**
 * The options of a Kingdom Defenders session: what the setup screen sets and a setup link
 * carries (difficulty, exact star total, variant, the stars of the table's tiles, whether the
 * app tracks resources). Validation checks every value against its allow-list and own keys.
 */
import { hasOwn, isRecord } from '../core/checks';
import { isInvalid, type MessageRef } from '../core/types';
import {
	BUILDINGS_DRAWN,
	CHARACTERS_DRAWN,
	DIFFICULTY_MAX_STARS,
	MAX_PLAYERS,
	MAX_TARGET_STARS,
	MIN_PLAYERS,
	tileInfo,
	type Difficulty,
	type Stars,
	type Variant
} from './data';
import { MARKABLE_SLOTS } from './rules';
import { drawTiles } from './setup';
import { isLevelTracks, type LevelTracks } from './tracks';

export interface KdOptions {
	difficulty: Difficulty;
	/** An exact total of stars (see `targetRange`) instead of the difficulty's plain draw, or null. */
	targetStars: number | null;
	variant: Variant;
	/** Stars the table recorded for its own tiles (tiles not listed: unknown). */
	stars: Record<string, Stars>;
	/** Whether the app keeps each player's weapons, spells, coins and loot (and checks them). */
	trackResources: boolean;
	/**
	 * Slots the table's board marks for 3–4 or 4 players only (`C1`..`C4`, `D1`, `D2` → 3 or 4).
	 * Absent in sessions made before the table could mark them: no slot is restricted.
	 */
	slotPlayers?: Record<string, 3 | 4>;
	/** What each space of the board's level tracks gives, as the table entered it (see tracks.ts). */
	levelTracks?: LevelTracks;
}

export const VARIANTS: readonly Variant[] = ['none', 'family', 'extreme'];

export function defaultOptions(): KdOptions {
	return {
		difficulty: 'standard',
		targetStars: null,
		variant: 'none',
		stars: {},
		trackResources: false,
		slotPlayers: {}
	};
}

/** How many tiles a game draws: characters for the player count plus 5 buildings. */
export function tilesDrawn(players: number): number {
	return (CHARACTERS_DRAWN[players] ?? CHARACTERS_DRAWN[3]!) + BUILDINGS_DRAWN;
}

/**
 * The exact star totals a difficulty allows: every drawn tile has at least ★ and at most the
 * difficulty's stars. Reglamento «Aclaración»: «La dificultad oscila entre 8 (partida estándar)
 * y 20»; a 2-player game draws 7 tiles, so its standard game is 7.
 */
export function targetRange(players: number, difficulty: Difficulty): { min: number; max: number } {
	const n = tilesDrawn(players);
	return { min: n, max: Math.min(MAX_TARGET_STARS, n * DIFFICULTY_MAX_STARS[difficulty]) };
}

const bad = (field: string): MessageRef => ({
	key: 'kingdom-defenders.error.options',
	values: { field }
});

/** Checks each value against its allow-list; the setup those options give must exist. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
		return { key: 'kingdom-defenders.error.players' };
	if (!isRecord(options)) return bad('options');
	const o = options;
	if (typeof o.difficulty !== 'string' || !hasOwn(DIFFICULTY_MAX_STARS, o.difficulty))
		return bad('difficulty');
	const difficulty = o.difficulty as Difficulty;
	if (o.targetStars !== null) {
		const r = targetRange(players, difficulty);
		if (
			typeof o.targetStars !== 'number' ||
			!Number.isInteger(o.targetStars) ||
			o.targetStars < r.min ||
			o.targetStars > r.max
		)
			return bad('targetStars');
	}
	if (typeof o.variant !== 'string' || !VARIANTS.includes(o.variant as Variant))
		return bad('variant');
	if (!isRecord(o.stars)) return bad('stars');
	for (const [id, v] of Object.entries(o.stars))
		if (!tileInfo(id) || (v !== 1 && v !== 2 && v !== 3)) return bad(`stars.${id}`);
	if (typeof o.trackResources !== 'boolean') return bad('trackResources');
	if (o.slotPlayers !== undefined) {
		if (!isRecord(o.slotPlayers)) return bad('slotPlayers');
		for (const [id, v] of Object.entries(o.slotPlayers))
			if (!(MARKABLE_SLOTS as readonly string[]).includes(id) || (v !== 3 && v !== 4))
				return bad(`slotPlayers.${id}`);
	}
	if (o.levelTracks !== undefined && !isLevelTracks(o.levelTracks)) return bad('levelTracks');
	// A session whose options cannot produce a setup is refused before it is created.
	const drawn = drawTiles({
		players: players as 2 | 3 | 4,
		difficulty,
		stars: o.stars as Record<string, Stars>,
		seed: 'check',
		...(o.variant === 'none' ? {} : { variant: o.variant as 'family' | 'extreme' }),
		...(o.targetStars === null ? {} : { targetStars: o.targetStars as number })
	});
	return isInvalid(drawn) ? drawn.reason : null;
}
