/**
 * The strength and magic level tracks. Reglamento «Aumentos de nivel»: «Cuando el disco de un
 * jugador llega a determinados espacios gana los siguientes beneficios» — a fame multiplier for
 * the Legendary Weapons / Arcane Tomes, a resource, a level tile «+1», a potion, the tile
 * flipped to «+2». The rulebook shows which space holds which only as a picture, so the table
 * enters its board's spaces once (the phone remembers them); without them the app keeps the
 * level and asks the multiplier at the end, as before.
 */
import { TRACK_MULTIPLIER_MAX, TRACK_SPACES_MAX } from './data';

export type TrackName = 'strength' | 'magic';
/** What a space of a track gives: nothing, a benefit, or a fame multiplier (a number). */
export type TrackSpace = 'none' | 'resource' | 'tile' | 'potion' | 'flip' | number;
/** Each track's spaces after the start: index 0 is the space a first level reaches. */
export interface LevelTracks {
	strength: TrackSpace[];
	magic: TrackSpace[];
}

export const TRACK_NAMES: readonly TrackName[] = ['strength', 'magic'];
export const TRACK_BENEFITS = ['none', 'resource', 'tile', 'potion', 'flip'] as const;

export function isSpace(x: unknown): x is TrackSpace {
	if (typeof x === 'number') return Number.isInteger(x) && x >= 1 && x <= TRACK_MULTIPLIER_MAX;
	return (TRACK_BENEFITS as readonly unknown[]).includes(x);
}

export function isLevelTracks(x: unknown): x is LevelTracks {
	if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
	const keys = Object.keys(x);
	if (keys.length !== 2 || !TRACK_NAMES.every((t) => keys.includes(t))) return false;
	return TRACK_NAMES.every((t) => {
		const spaces = (x as Record<string, unknown>)[t];
		return Array.isArray(spaces) && spaces.length <= TRACK_SPACES_MAX && spaces.every(isSpace);
	});
}

/** The spaces of a track the table entered, or null when it did not. */
function spacesOf(tracks: LevelTracks | undefined, track: TrackName): TrackSpace[] | null {
	const spaces = tracks?.[track];
	return spaces && spaces.length > 0 ? spaces : null;
}

/** The highest level of a track (its last space), or null when the table did not enter it. */
export function topLevel(tracks: LevelTracks | undefined, track: TrackName): number | null {
	return spacesOf(tracks, track)?.length ?? null;
}

/**
 * Reglamento «Final de partida»: «el jugador verde ha rebasado la casilla de multiplicador
 * “x2”. Por lo tanto cada Arma Ancestral le otorga 2 Puntos de Fama». The last multiplier at or
 * below the level; null when the track is not entered or the disc has passed none (then the
 * table says what its board gives).
 */
export function multiplierAt(
	tracks: LevelTracks | undefined,
	track: TrackName,
	level: number
): number | null {
	const spaces = spacesOf(tracks, track);
	if (!spaces) return null;
	let found: number | null = null;
	for (let i = 0; i < Math.min(level, spaces.length); i++) {
		const s = spaces[i];
		if (typeof s === 'number') found = s;
	}
	return found;
}

/**
 * The level tile in front of the screen: «+1» once the disc reaches the tile space, «+2» once
 * it reaches the flip space («Voltea tu loseta de NIVEL al lado “+2”»); 0 without one.
 */
export function levelTileAt(tracks: LevelTracks | undefined, track: TrackName, level: number) {
	const spaces = spacesOf(tracks, track) ?? [];
	let tile = 0;
	for (let i = 0; i < Math.min(level, spaces.length); i++) {
		if (spaces[i] === 'tile') tile = Math.max(tile, 1);
		if (spaces[i] === 'flip') tile = 2;
	}
	return tile;
}

/** Whether the table entered both tracks: then Maestro is read off them, never claimed by hand. */
export function maestroTracked(tracks: LevelTracks | undefined): boolean {
	return topLevel(tracks, 'strength') !== null && topLevel(tracks, 'magic') !== null;
}

/** Logro «Maestro»: «Alcanza el nivel máximo de Fuerza o de Magia»; null when not entered. */
export function atTop(tracks: LevelTracks | undefined, track: TrackName, level: number) {
	const top = topLevel(tracks, track);
	return top === null ? null : level >= top;
}

/** The counters a level gain touches. */
export interface Climber {
	strength: number;
	magic: number;
	weapons: number;
	spells: number;
	wounds: number;
}

/**
 * The disc advances `n` spaces, and each space it reaches gives its benefit at once: «Gana
 * inmediatamente un recurso de ARMA / HECHIZO»; «Gana una POCIÓN, es decir, retrocede un
 * espacio en el indicador de Heridas. Si no tienes Heridas no ganas nada». A disc on the last
 * space goes no further.
 */
export function climb<P extends Climber>(
	p: P,
	track: TrackName,
	n: number,
	tracks: LevelTracks | undefined
): P {
	const spaces = spacesOf(tracks, track);
	const to = spaces ? Math.min(spaces.length, p[track] + n) : p[track] + n;
	const out = { ...p, [track]: to };
	for (let level = p[track] + 1; level <= to && spaces; level++) {
		const s = spaces[level - 1];
		if (s === 'resource') {
			if (track === 'strength') out.weapons += 1;
			else out.spells += 1;
		} else if (s === 'potion') out.wounds = Math.max(0, out.wounds - 1);
	}
	return out;
}
