/**
 * Sorcerers' Guilds by city. Reglamento p.9 «Los Gremios de Hechiceros no pueden
 * tener más de cuatro Niveles de altura. Solamente puede haber un Gremio de Hechiceros en cada
 * Ciudad»; p.13 a Battle Mages level goes «a un Gremio de Hechiceros existente, sujeto al límite
 * de altura normal», or waits behind the screen; p.15 held levels «se ignoran durante la
 * Evaluación de Influencia». Each player's counts keep `guilds` (city number → height); the
 * total on the board stays in `guildLevels` (the Influence the final reads).
 */
import { invalid, type Invalid } from '../core/types';
import { CITY_COUNT, GUILD_LEVELS_PER_PLAYER, MAX_GUILD_HEIGHT } from './data';
import { isNat } from '../core/require';
import { copyCounts, type PlayerCounts } from './tally';

/** The player's guilds, city (as a string key) → height. */
export const guildsOf = (c: PlayerCounts): Record<string, number> => c.guilds ?? {};

export function isCity(city: unknown): city is number {
	return isNat(city) && city >= 1 && city <= CITY_COUNT;
}

/** Who owns the guild of a city, if anyone (one guild per city, of one colour: p.9). */
export function guildOwner(
	tally: Readonly<Record<string, PlayerCounts>>,
	city: number
): string | null {
	for (const [id, c] of Object.entries(tally)) if (guildsOf(c)[city] !== undefined) return id;
	return null;
}

/** Levels the player can still add to their guild in this city (a new guild: 4). */
export function roomIn(c: PlayerCounts, city: number): number {
	return MAX_GUILD_HEIGHT - (guildsOf(c)[city] ?? 0);
}

/** The player's own guilds that still have room, by city number. */
export function guildsWithRoom(c: PlayerCounts): number[] {
	return Object.entries(guildsOf(c))
		.filter(([, h]) => h < MAX_GUILD_HEIGHT)
		.map(([city]) => Number(city))
		.sort((a, b) => a - b);
}

function setHeight(c: PlayerCounts, city: number, height: number): PlayerCounts {
	const out = copyCounts(c);
	const had = guildsOf(c)[city] ?? 0;
	const guilds = { ...guildsOf(c) };
	if (height === 0) delete guilds[city];
	else guilds[city] = height;
	out.guilds = guilds;
	out.guildLevels = c.guildLevels + height - had;
	return out;
}

/**
 * Reglamento p.13 «Tan pronto como el jugador pueda añadir este Nivel a un Gremio de
 * Hechiceros, deberá hacerlo»: held levels go onto the guild of `city` first (the one a Threat
 * just built), then onto any other guild of the player with room, never above four.
 */
export function placeHeld(c: PlayerCounts, city: number | null): PlayerCounts {
	let out = c;
	const order = [
		...(city !== null && guildsOf(c)[city] !== undefined ? [city] : []),
		...guildsWithRoom(c).filter((x) => x !== city)
	];
	for (const at of order) {
		const held = out.heldLevels ?? 0;
		if (held === 0) break;
		const put = Math.min(held, roomIn(out, at));
		if (put <= 0) continue;
		out = setHeight(out, at, (guildsOf(out)[at] ?? 0) + put);
		if (held - put > 0) out.heldLevels = held - put;
		else delete out.heldLevels;
	}
	return out;
}

/**
 * A Threat's «Construir Niveles del Gremio de Hechiceros» in the city of the Threat: a new
 * guild or the player's own guild there, never a guild of another colour (p.9 «una Ciudad no
 * puede tener nunca más de un Gremio de Hechiceros o un Gremio con Niveles de diferentes
 * colores»). Levels past four stay in the player's supply: p.9's example «solamente puede
 * añadir dos de los cuatro Niveles, llegando al límite de altura».
 */
export function buildGuild(
	tally: Readonly<Record<string, PlayerCounts>>,
	player: string,
	city: unknown,
	levels: number
): PlayerCounts | Invalid {
	const c = tally[player]!;
	if (!isCity(city)) return invalid('xidit.error.badCity', { max: CITY_COUNT });
	const owner = guildOwner(tally, city);
	if (owner !== null && owner !== player) return invalid('xidit.error.cityHasGuild', { city });
	if (levels === 0) return c;
	const room = roomIn(c, city);
	if (room === 0) return invalid('xidit.error.guildFull', { city, max: MAX_GUILD_HEIGHT });
	const add = Math.min(levels, room, GUILD_LEVELS_PER_PLAYER - c.guildLevels);
	if (add <= 0)
		return invalid('xidit.error.tooMany', { field: 'guildLevels', max: GUILD_LEVELS_PER_PLAYER });
	return placeHeld(setHeight(c, city, (guildsOf(c)[city] ?? 0) + add), city);
}

/**
 * The Battle Mages census reward (p.13): one level on an existing guild with room — the one the
 * player names when several have room — else behind the screen until a guild has room.
 */
export function mageLevel(c: PlayerCounts, city: unknown): PlayerCounts | Invalid {
	const open = guildsWithRoom(c);
	const tracked = Object.keys(guildsOf(c)).length > 0;
	// A session from before guilds were recorded by city: its levels have no city (total only).
	if (!tracked && c.guildLevels > 0 && c.guildLevels < GUILD_LEVELS_PER_PLAYER)
		return { ...copyCounts(c), guildLevels: c.guildLevels + 1 };
	if (open.length === 0) return { ...copyCounts(c), heldLevels: (c.heldLevels ?? 0) + 1 };
	let at: number;
	if (city === undefined || city === null) {
		if (open.length > 1) return invalid('xidit.error.chooseGuild');
		at = open[0]!;
	} else if (!isCity(city) || !open.includes(city))
		return invalid('xidit.error.notYourGuild', { city: String(city) });
	else at = city;
	return setHeight(c, at, (guildsOf(c)[at] ?? 0) + 1);
}

/** A correction of one guild's height as the board shows it (0 removes it). */
export function correctGuild(
	tally: Readonly<Record<string, PlayerCounts>>,
	player: string,
	city: unknown,
	height: unknown
): PlayerCounts | Invalid {
	if (!isCity(city)) return invalid('xidit.error.badCity', { max: CITY_COUNT });
	if (!isNat(height) || height > MAX_GUILD_HEIGHT)
		return invalid('xidit.error.guildTooHigh', { max: MAX_GUILD_HEIGHT });
	const owner = guildOwner(tally, city);
	if (owner !== null && owner !== player) return invalid('xidit.error.cityHasGuild', { city });
	const c = tally[player]!;
	const next = setHeight(c, city, height);
	if (next.guildLevels > GUILD_LEVELS_PER_PLAYER)
		return invalid('xidit.error.tooMany', { field: 'guildLevels', max: GUILD_LEVELS_PER_PLAYER });
	return placeHeld(next, height > 0 ? city : null);
}
