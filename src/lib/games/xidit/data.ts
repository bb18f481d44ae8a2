/**
 * Printed component values of Lords of Xidit (Spanish edition). Only what the rulebook
 * (../shared/rules/xidit.es.txt) states; what is NOT known (region reputation values, which
 * regions carry the marks 1 and 2) is entered by the table, see
 * ../shared/data/xidit-and-kingdom-defenders.md.
 */

export type Criterion = 'wealth' | 'influence' | 'reputation';
export type UnitType = 'militia' | 'archers' | 'infantry' | 'clerics' | 'mages';
export type PlayerCount = 3 | 4 | 5;

/** Reglamento p.14 «Las tres losetas de Evaluación»: Riqueza, Influencia, Reputación. */
export const CRITERIA: readonly Criterion[] = ['wealth', 'influence', 'reputation'];

/** Reglamento p.2 «Componentes»: 5 types of units, weakest first, and how many of each. */
export const UNIT_TYPES: readonly UnitType[] = [
	'militia',
	'archers',
	'infantry',
	'clerics',
	'mages'
];
export const UNIT_SUPPLY: Readonly<Record<UnitType, number>> = {
	militia: 18,
	archers: 16,
	infantry: 14,
	clerics: 12,
	mages: 10
};

/** Reglamento p.2 «Componentes»: 20 Bardos and 15 Niveles de Gremio per colour. */
export const BARDS_PER_PLAYER = 20;
/** Reglamento p.9: a Sorcerers' Guild is at most four levels high, one guild per city. */
export const MAX_GUILD_HEIGHT = 4;
export const GUILD_LEVELS_PER_PLAYER = 15;

/** Reglamento p.3 «Componentes»: 3 to 5 players (5 screens; 3 players use the ghost). */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

/** Reglamento p.5 «Preparación»: 4-5 players use the city tiles numbered 1 to 21. */
export const CITY_COUNT = 21;

/**
 * Reglamento p.17 «Partida para tres jugadores»: the 18 tiles with the three-player symbol.
 * Which city numbers they carry is not printed in the rulebook: cities 1–18 by default, the
 * table can correct the list.
 */
export const THREE_PLAYER_TILE_COUNT = 18;
export const DEFAULT_THREE_PLAYER_TILES: readonly number[] = Array.from(
	{ length: THREE_PLAYER_TILE_COUNT },
	(_, i) => i + 1
);

/**
 * Reglamento p.5 «Preparación» (5 + 5 tiles on the board) and p.17 «Sólo se colocan cuatro
 * losetas de Reclutamiento y cuatro losetas de Amenaza» with 3 players.
 */
export const BOARD_TILES_PER_KIND: Readonly<Record<PlayerCount, number>> = { 3: 4, 4: 5, 5: 5 };

/** Reglamento p.5 «forma al azar una pila de cinco losetas» (the Recruitment pile). */
export const RECRUIT_PILE_SIZE = 5;

/** Reglamento p.5 (five units per Recruitment tile) and p.17 (only four with 3 players). */
export const UNITS_PER_RECRUIT_TILE: Readonly<Record<PlayerCount, number>> = { 3: 4, 4: 5, 5: 5 };

/** Reglamento p.18 «Versión corta»: city tiles removed in the 9-year game. */
export const SHORT_REMOVED_TILES: Readonly<Record<PlayerCount, readonly number[]>> = {
	3: [14, 18],
	4: [19, 20, 21],
	5: [20, 21]
};

/**
 * Regions covered by an «ficha Vacía» (by their printed mark 1 or 2): Reglamento p.17
 * «Las Regiones 1 y 2 no estarán disponibles» (3 players) and p.18 «Versión corta» (5p:
 * region 2; 4p and 3p: regions 1 and 2).
 */
export const EMPTY_REGIONS_LONG: Readonly<Record<PlayerCount, readonly number[]>> = {
	3: [1, 2],
	4: [],
	5: []
};
export const EMPTY_REGIONS_SHORT: Readonly<Record<PlayerCount, readonly number[]>> = {
	3: [1, 2],
	4: [1, 2],
	5: [2]
};

/** Reglamento p.4 «El Calendario»: 12 years (long) or 9 (short, p.18). */
export const YEARS_LONG = 12;
export const YEARS_SHORT = 9;

/** Reglamento p.13 «Censo Militar» (years 4, 8, 12) and p.18 (years 3, 6, 9 in the short game). */
export const CENSUS_YEARS_LONG: readonly number[] = [4, 8, 12];
export const CENSUS_YEARS_SHORT: readonly number[] = [3, 6, 9];

/** What a census win gives: Reglamento p.13 «El jugador con más Unidades de Milicia Campesina recibe 1 SO...». */
export type CensusRewardKind = 'sovereigns' | 'bards' | 'guildLevel';
export const CENSUS_REWARDS: Readonly<
	Record<UnitType, { readonly kind: CensusRewardKind; readonly amount: number }>
> = {
	militia: { kind: 'sovereigns', amount: 1 },
	archers: { kind: 'sovereigns', amount: 2 },
	infantry: { kind: 'bards', amount: 1 },
	clerics: { kind: 'bards', amount: 2 },
	mages: { kind: 'guildLevel', amount: 1 }
};

/**
 * Reglamento p.17 «Coloca una ficha de Jugador Fantasma en la casilla 6 ... 5 ... 4» in the
 * columns of the first, second and third evaluation; p.18 «Nota»: variant 7, 6, 5.
 */
export const GHOST_START: readonly number[] = [6, 5, 4];
export const GHOST_START_VARIANT: readonly number[] = [7, 6, 5];
export const GHOST_ID = 'ghost';

/**
 * Reglamento p.14 «Durante la primera Evaluación, un jugador (o dos jugadores en una partida
 * para cinco jugadores) serán eliminados»: eliminations per evaluation by competitor count
 * (3 players + ghost compete as 4, p.17).
 */
export const ELIMINATIONS: Readonly<Record<4 | 5, readonly number[]>> = {
	4: [1, 1, 1],
	5: [2, 1, 1]
};

/**
 * Reglamento p.4 «Nueve Regiones»; the Central region's bards go in the Bastión. Region
 * names and values are not in the rulebook: ids are ours, the table enters the values.
 */
export const REGION_IDS: readonly string[] = [
	'region1',
	'region2',
	'region3',
	'region4',
	'region5',
	'region6',
	'region7',
	'region8',
	'bastion'
];
export const BASTION_ID = 'bastion';
