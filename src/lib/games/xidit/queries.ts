/**
 * What the screens ask the game: what is legal now, the limits of a counter, what the tally
 * knows. No screen holds a rulebook constant or a rule condition (CONTRIBUTING).
 */
import {
	BARDS_PER_PLAYER,
	CITY_COUNT,
	CENSUS_YEARS_LONG,
	CENSUS_YEARS_SHORT,
	ELIMINATIONS,
	GUILD_LEVELS_PER_PLAYER,
	MAX_GUILD_HEIGHT,
	UNIT_SUPPLY,
	UNIT_TYPES,
	type UnitType
} from './data';
import { censusMax } from './live-helpers';
import type { LiveState } from './live-state';
import { guildOwner, guildsOf, guildsWithRoom, roomIn } from './guilds';
import { MAX_GHOST_VALUE } from './shared';
import { MAX_REGION_VALUE, type RegionEntry } from './options';
import { censusYears, yearsInGame } from './rules';
import {
	regionAvailable,
	totalBards,
	tracksUnitTypes,
	untypedUnits,
	unitsOfType,
	type CountField,
	type PlayerCounts
} from './tally';

export { censusMax };

/** The five unit types, weakest first (Reglamento p.8). */
export const unitTypes = (): readonly UnitType[] => UNIT_TYPES;

/** At most this many of one type exist in the game (Reglamento p.2). */
export const unitSupply = (unit: UnitType): number => UNIT_SUPPLY[unit];

/** The upper bound of each count a table types (the components of p.2; gold has a sane bound). */
export function fieldMax(field: CountField): number {
	if (field === 'guildLevels') return GUILD_LEVELS_PER_PLAYER;
	if (field === 'units') return UNIT_TYPES.reduce((s, u) => s + UNIT_SUPPLY[u], 0);
	return MAX_SOVEREIGNS;
}

/** No table reaches this much gold; a sane bound for a typed number. */
export const MAX_SOVEREIGNS = 999;
export const bardsPerPlayer = (): number => BARDS_PER_PLAYER;
export const maxGuildLevelsPerThreat = (): number => MAX_GUILD_HEIGHT;
export const maxGhostValue = (): number => MAX_GHOST_VALUE;
export const maxRegionValue = (): number => MAX_REGION_VALUE;

/** Units of a type the player can hand in for a Threat, by the tally. */
export function threatUnitMax(s: LiveState, id: string, unit: UnitType): number {
	const c = s.tally[id];
	return c ? unitsOfType(c, unit) : 0;
}

/** Does the tally record unit types (then censuses and Threats are checked against it)? */
export const tracksTypes = (s: LiveState): boolean => tracksUnitTypes(s.tally);

/** A player's units per type for their secret line: known types, then those of unknown type. */
export function unitBreakdown(c: PlayerCounts): { types: [UnitType, number][]; untyped: number } {
	const types = UNIT_TYPES.map((u): [UnitType, number] => [u, c.unitTypes?.[u] ?? 0]).filter(
		([, n]) => n > 0
	);
	return { types, untyped: untypedUnits(c) };
}

/** Bards on the board this player has placed (all of them, Bastion included). */
export const bardsPlaced = (c: PlayerCounts): number => totalBards(c);

/** Is the region in play (not under an Empty token, Reglamento p.17)? */
export function inPlay(region: RegionEntry, emptyMarks: readonly number[]): boolean {
	return regionAvailable([region], emptyMarks, region.id);
}

/** Years of the calendar with their census marks (Reglamento p.4 and p.13). */
export function calendar(short: boolean): { year: number; census: boolean }[] {
	const census = short ? CENSUS_YEARS_SHORT : CENSUS_YEARS_LONG;
	return Array.from({ length: yearsInGame(short) }, (_, i) => ({
		year: i + 1,
		census: census.includes(i + 1)
	}));
}

export { censusYears };

/** Players eliminated by each evaluation (Reglamento p.14; 3 players + ghost compete as 4). */
export function eliminationsFor(players: number): readonly number[] {
	return ELIMINATIONS[players === 5 ? 5 : 4];
}

/** the 21 cities of the board (Reglamento p.5 «del 1 al 21»). */
export const cityNumbers = (): number[] => Array.from({ length: CITY_COUNT }, (_, i) => i + 1);

/** Who owns the guild of each city (city → player id), from the tally. */
export function guildMap(s: LiveState): Record<number, { player: string; height: number }> {
	const out: Record<number, { player: string; height: number }> = {};
	for (const [id, c] of Object.entries(s.tally))
		for (const [city, height] of Object.entries(guildsOf(c)))
			out[Number(city)] = { player: id, height };
	return out;
}

/** Levels a Threat of this player can build in this city: 0 when another colour has it (p.9). */
export function guildRoom(s: LiveState, player: string, city: number): number {
	const c = s.tally[player];
	if (!c) return 0;
	const owner = guildOwner(s.tally, city);
	return owner !== null && owner !== player ? 0 : roomIn(c, city);
}

/** The player's guilds that can take a Battle Mages level (p.13). */
export const mageGuildChoices = (s: LiveState, player: string): number[] =>
	s.tally[player] ? guildsWithRoom(s.tally[player]) : [];

/** Phase Three's tiles of the session (board, next spaces, piles, discards). */
export { tilesOf } from './live-state';
