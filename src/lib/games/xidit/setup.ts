/** Seeded setup randomizer: Reglamento pp.5–6 (4–5 players) and pp.17–18 (3 players, short game). */
import { Rng } from '../core/rng';
import {
	BOARD_TILES_PER_KIND,
	CITY_COUNT,
	CRITERIA,
	DEFAULT_THREE_PLAYER_TILES,
	ELIMINATIONS,
	GHOST_START,
	GHOST_START_VARIANT,
	RECRUIT_PILE_SIZE,
	SHORT_REMOVED_TILES,
	THREE_PLAYER_TILE_COUNT,
	UNITS_PER_RECRUIT_TILE,
	type Criterion,
	type PlayerCount
} from './data';
import { requireBoolean, isNat } from '../core/require';
import { emptyRegionMarks } from './rules';

export interface SetupOptions {
	players: PlayerCount;
	short?: boolean;
	ghostVariant?: boolean;
	seed: string;
	/** The city numbers of the 18 three-player tiles (default 1–18); ignored with 4–5 players. */
	threePlayerTiles?: number[];
}

export interface XiditSetup {
	/** Cities (ascending) that get a Recruitment tile and its units. */
	recruitCities: number[];
	/** Cities (ascending) that get a Threat tile. */
	threatCities: number[];
	/** Recruitment pile, top first: recruitPile[0] goes in the «next Recruitment» space. */
	recruitPile: number[];
	/** Threat pile, top first: threatPile[0] goes in the «next Threat» space. */
	threatPile: number[];
	/** Tiles of the set put back in the box for the short game. */
	removedTiles: number[];
	/** Evaluation tiles in the Hall of Fame, first column first. */
	evaluationOrder: Criterion[];
	/** Seat index (0-based) of the first player: seat 0 in a new session (older ones stored theirs). */
	firstPlayer: number;
	/** 3 players only: the ghost's starting value in each criterion's column. */
	ghost?: Record<Criterion, number>;
	/** Marks (1, 2) of the regions covered by an «ficha Vacía»: out of play. */
	emptyRegions: number[];
	/** Players eliminated at each evaluation (the tile faces): [2,1,1] with 5 players. */
	eliminations: number[];
	/** Units placed on each Recruitment tile (4 with 3 players). */
	unitsPerRecruitTile: number;
}

/** Validates a three-player tile list: 18 distinct city numbers 1–21. Throws naming the field. */
export function checkThreePlayerTiles(tiles: unknown, field = 'threePlayerTiles'): number[] {
	if (!Array.isArray(tiles) || tiles.length !== THREE_PLAYER_TILE_COUNT)
		throw new Error(`${field} must list ${THREE_PLAYER_TILE_COUNT} city numbers`);
	const seen = new Set<number>();
	tiles.forEach((t, i) => {
		if (!isNat(t) || t < 1 || t > CITY_COUNT)
			throw new Error(`${field}[${i}] must be a city number from 1 to ${CITY_COUNT}`);
		if (seen.has(t)) throw new Error(`${field}[${i}] repeats city ${t}`);
		seen.add(t);
	});
	return tiles as number[];
}

export function randomizeSetup(options: SetupOptions): XiditSetup {
	if (typeof options !== 'object' || options === null) throw new Error('options must be an object');
	const players = options.players;
	if (players !== 3 && players !== 4 && players !== 5) throw new Error('players must be 3, 4 or 5');
	if (typeof options.seed !== 'string') throw new Error('seed must be a string');
	const short = options.short === undefined ? false : requireBoolean(options.short, 'short');
	const variant =
		options.ghostVariant === undefined
			? false
			: requireBoolean(options.ghostVariant, 'ghostVariant');
	// Reglamento p.17 «utiliza las 18 losetas de la Ciudad con el símbolo» / p.5 «del 1 al 21».
	const tileSet =
		players === 3
			? checkThreePlayerTiles(options.threePlayerTiles ?? [...DEFAULT_THREE_PLAYER_TILES])
			: Array.from({ length: CITY_COUNT }, (_, i) => i + 1);
	// Reglamento p.18 «Versión corta»: retira las losetas de Ciudad 20 y 21 (5p), 19–21 (4p), 14 y 18 (3p).
	const removedTiles = short ? SHORT_REMOVED_TILES[players].filter((t) => tileSet.includes(t)) : [];
	const used = tileSet.filter((t) => !removedTiles.includes(t));

	const rng = new Rng(`xidit:${options.seed}`);
	// Reglamento p.5 «Baraja estas losetas Ciudad y colócalas al azar, formando dos pilas».
	const shuffled = rng.shuffle(used);
	const onBoard = BOARD_TILES_PER_KIND[players];
	const recruitCities = shuffled.slice(0, onBoard).sort((a, b) => a - b);
	const threatCities = shuffled.slice(onBoard, 2 * onBoard).sort((a, b) => a - b);
	const recruitPile = shuffled.slice(2 * onBoard, 2 * onBoard + RECRUIT_PILE_SIZE);
	const threatPile = shuffled.slice(2 * onBoard + RECRUIT_PILE_SIZE);
	// Reglamento p.6 «Coge las tres losetas de Evaluación y colócalas, al azar».
	const evaluationOrder = rng.shuffle(CRITERIA);
	const competitors = players === 3 ? 4 : players;
	const setup: XiditSetup = {
		recruitCities,
		threatCities,
		recruitPile,
		threatPile,
		removedTiles,
		evaluationOrder,
		// the new-game screen seats the first player (drawn or chosen) in seat 0; the
		// session never draws again from the seed (stored setups keep their own value).
		firstPlayer: 0,
		emptyRegions: emptyRegionMarks(players, short),
		eliminations: [...ELIMINATIONS[competitors]],
		unitsPerRecruitTile: UNITS_PER_RECRUIT_TILE[players]
	};
	if (players === 3) {
		// Reglamento p.17: casillas 6, 5 y 4 en las columnas de la 1ª, 2ª y 3ª Evaluación (variante 7, 6, 5).
		const start = variant ? GHOST_START_VARIANT : GHOST_START;
		const ghost = { wealth: 0, influence: 0, reputation: 0 };
		evaluationOrder.forEach((c, i) => (ghost[c] = start[i]));
		setup.ghost = ghost;
	}
	return setup;
}
