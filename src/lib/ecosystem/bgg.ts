/**
 * BoardGameGeek's entries of the games (their English names and ids, what BG Stats matches an
 * imported play by), how each ranks and its roles' English names: read from each game's own
 * declaration (`src/lib/games/<id>/meta.ts`).
 */
import { findGame, games } from '$lib/games/registry';

export interface BggGame {
	/** The name BoardGameGeek gives the game (English, what BG Stats shows). */
	readonly name: string;
	/** Null where no source gives the id: BG Stats then matches the game by its name. */
	readonly bggId: number | null;
}

export const BGG_GAMES: Readonly<Record<string, BggGame>> = Object.fromEntries(
	games.flatMap((g) => (g.bgg ? [[g.id, { name: g.bgg.name, bggId: g.bgg.id }]] : []))
);

/** Whether a game ranks by places with no points (BG Stats gets `noPoints`, no score line). */
export function ranksByPlaces(gameId: string): boolean {
	return findGame(gameId)?.ranks === 'places';
}

/** A role's one English name (BG Stats counts one role per name), else its id. */
export function roleName(gameId: string, role: string): string {
	return findGame(gameId)?.roles?.names[role] ?? role;
}
