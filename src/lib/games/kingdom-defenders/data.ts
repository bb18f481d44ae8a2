/**
 * Kingdom Defenders (Germán P. Millán, Ediciones Primigenio, 2018): printed values the
 * rulebook gives. Names, effects and stars of the tiles, horde cards and destiny cards are
 * NOT known (../shared/data/xidit-and-kingdom-defenders.md): the table enters them.
 */

export type Difficulty = 'standard' | 'advanced' | 'expert';
export type Variant = 'none' | 'family' | 'extreme';
export type Stars = 1 | 2 | 3;
export type TileKind = 'character' | 'building';

export interface TileInfo {
	readonly id: string;
	readonly kind: TileKind;
	/** Shows the attack icon (Reglamento «RESTRICCIÓN»). */
	readonly attack: boolean;
	/** Acts on zone C (Reglamento «La primera ronda de juego» and «Variante familiar»). */
	readonly zoneC: boolean;
	/** Passive character (Reglamento «Zona A»: P1, P2, P7, P9). */
	readonly passive: boolean;
}

// Reglamento «Preparación, paso 2»: P1 está impreso en el tablero; las losetas son P2..P12.
export const CHARACTER_IDS: readonly string[] = [
	'P2',
	'P3',
	'P4',
	'P5',
	'P6',
	'P7',
	'P8',
	'P9',
	'P10',
	'P11',
	'P12'
];
// Reglamento «Preparación, paso 3»: losetas de Edificio E1..E17.
export const BUILDING_IDS: readonly string[] = Array.from({ length: 17 }, (_, i) => `E${i + 1}`);
/** The tiles whose printed stars the table records once: every character and building. */
export const STAR_TILES = CHARACTER_IDS.length + BUILDING_IDS.length;
// Reglamento «RESTRICCIÓN»: «Las losetas de ataque son P10, P11, P12, E16 y E17».
export const ATTACK_TILES: readonly string[] = ['P10', 'P11', 'P12', 'E16', 'E17'];
// Reglamento «La primera ronda de juego»: «P4» o los Edificios «E14» y «E16» afectan a la Zona C.
export const ZONE_C_TILES: readonly string[] = ['P4', 'E14', 'E16'];
// Reglamento «Zona A»: «Los personajes pasivos son P1, P2, P7 y P9».
export const PASSIVE_CHARACTERS: readonly string[] = ['P1', 'P2', 'P7', 'P9'];
// Reglamento «Preparación, paso 2/paso 3 y Reserva»: P11 y E13 no se usan en partidas estándar.
export const NOT_IN_STANDARD: readonly string[] = ['P11', 'E13'];
// Reglamento «Preparación, paso 2»: P11 se sitúa en el espacio con su icono.
export const OWN_SPACE_CHARACTER = 'P11';

export const TILES: readonly TileInfo[] = [...CHARACTER_IDS, ...BUILDING_IDS].map((id) => ({
	id,
	kind: id.startsWith('P') ? 'character' : 'building',
	attack: ATTACK_TILES.includes(id),
	zoneC: ZONE_C_TILES.includes(id),
	passive: PASSIVE_CHARACTERS.includes(id)
}));

export function tileInfo(id: string): TileInfo | undefined {
	return TILES.find((t) => t.id === id);
}

// Reglamento «Sistema de dificultad»: estándar ★, avanzada ★★, experta ★★★.
export const DIFFICULTY_MAX_STARS: Readonly<Record<Difficulty, Stars>> = {
	standard: 1,
	advanced: 2,
	expert: 3
};
// Reglamento «Aclaración»: «La dificultad oscila entre 8 (partida estándar) y 20».
export const MIN_TARGET_STARS = 8;
export const MAX_TARGET_STARS = 20;

// Reglamento «Preparación, pasos 2 y 3»: 3 Personajes y 5 Edificios; «Partidas de 2 jugadores»: 2 Personajes.
export const CHARACTERS_DRAWN: Readonly<Record<number, number>> = { 2: 2, 3: 3, 4: 3 };
export const BUILDINGS_DRAWN = 5;
// Reglamento «RESTRICCIÓN»: nunca más de 2 losetas de ataque.
export const MAX_ATTACK_TILES = 2;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

// Reglamento «Preparación del jugador, paso 3 Fama inicial»: 1.º y 2.º en 20, 3.º en 21, 4.º en 22.
export const STARTING_FAME: readonly number[] = [20, 20, 21, 22];

// Reglamento «Resumen»: 6 rondas; «Variante familiar»: termina al finalizar la ronda 5.
export const ROUNDS = 6;
export const FAMILY_ROUNDS = 5;
// Reglamento «Nueva ronda»: ronda 2 la Horda se activa; rondas 4 y 5 la Horda especial.
export const HORDE_ACTIVATION_ROUND = 2;
export const SPECIAL_HORDE_ROUNDS: readonly number[] = [4, 5];
// Reglamento «Mantenimiento»: se desvela la siguiente loseta de Edificio; en las rondas 5 y 6 se ignora.
export const LAST_BUILDING_REVEAL_ROUND = 4;

// The fame track (Reglamento «Sobre los puntos de Fama»: past 60 a token marks each lap): no
// space below 0, and no table reaches 999.
export const MAX_FAME = 999;
/** More of one piece than any player holds (weapons, spells, coins, loot, levels, cards). */
export const PIECE_LIMIT = 99;

// Reglamento «Heridas»: «el jugador no puede tener más de 4 Heridas».
export const MAX_WOUNDS = 4;

// Reglamento «Zona C»: máximo 4 recursos en los campamentos; en partidas de 4 jugadores 5.
export function campLimit(players: number): number {
	return players === 4 ? 5 : 4;
}
// Reglamento «Zona C»: huecos 1.º y 2.º aportan 1 recurso, 3.º 1 o 2, 4.º 1, 2 o 3.
export const ZONE_C_SLOT_MAX: readonly number[] = [1, 1, 2, 3];
// Reglamento «Zona C»: cada arma o hechizo aportado otorga 1 Punto de Fama; sin aportar pierde 2.
export const FAME_PER_CAMP_RESOURCE = 1;
export const FAME_LOST_EMPTY_CAMP_DISC = 2;
// Reglamento «Activando aventuras»: si no puede entregar los recursos pierde 2 Puntos de Fama.
export const FAILED_ADVENTURE_FAME = 2;

// Reglamento «Situación de ¡Victoria!»: 2+ recursos moneda o botín; 3+ un nivel.
export const VICTORY_COIN_OR_LOOT_MIN = 2;
export const VICTORY_LEVEL_MIN = 3;
// Reglamento «El Asedio»: 3+ recursos un nivel; el que menos tenga pierde además 2 Puntos de Fama.
export const SIEGE_LEVEL_MIN = 3;
export const SIEGE_FEWEST_FAME = 2;

// Reglamento «El favor del Rey»: los 4 dados y sus resultados.
export type FavourDie = 'strength' | 'magic' | 'wealth' | 'healing';
export const FAVOUR_DICE: readonly FavourDie[] = ['strength', 'magic', 'wealth', 'healing'];
export type FavourFace =
	| 'weapon1'
	| 'weapon2'
	| 'strengthLevel'
	| 'spell1'
	| 'spell2'
	| 'magicLevel'
	| 'loot'
	| 'coin'
	| 'heal1'
	| 'heal2'
	| 'nothing';
export const FAVOUR_FACES: Readonly<Record<FavourDie, readonly FavourFace[]>> = {
	strength: ['weapon1', 'weapon2', 'strengthLevel'],
	magic: ['spell1', 'spell2', 'magicLevel'],
	wealth: ['loot', 'coin', 'nothing'],
	healing: ['heal1', 'heal2', 'nothing']
};

// Reglamento «Activando Gestas»: tres Recompensas a elegir: «Gana una Recompensa al azar… Como
// bonus gana 1 moneda», «Gana esta Recompensa… Como bonus lanza el dado rojo», «…el dado amarillo».
export type GestaBonus = 'random' | 'redDie' | 'yellowDie';
export const GESTA_BONUSES: readonly GestaBonus[] = ['random', 'redDie', 'yellowDie'];
// The rulebook names those two dice by colour only; the face rolled says what the player gains.
export const ALL_FACES: readonly FavourFace[] = [...new Set(Object.values(FAVOUR_FACES).flat())];

// Reglamento «Ronda 2»: «Cada carta muestra una velocidad variable “1”, “2” ó “3”».
export const HORDE_SPEEDS: readonly number[] = [1, 2, 3];

// Reglamento «Preparación, paso 5 Horda»: cartas a conservar según el número de jugadores.
export const HORDE_CARD_MARKS: Readonly<Record<number, readonly string[]>> = {
	2: ['2', '2-3'],
	3: ['3', '2-3'],
	4: ['4']
};

// Reglamento p.18 «Final de partida»: sets de 1/2/3/4/5 runas diferentes dan 1/4/8/12/18.
export const RUNE_SHAPES = 5;
export const RUNE_SET_FAME: readonly number[] = [0, 1, 4, 8, 12, 18];
// Reglamento p.18: 1/2/3/4/5/6 trofeos dan 0/1/3/6/10/15; cada trofeo por encima de 6, 1 punto.
export const TROPHY_FAME: readonly number[] = [0, 0, 1, 3, 6, 10, 15];
export const TROPHY_FAME_BEYOND = 1;
// Reglamento p.18: cada botín 1 Punto de Fama; cada herida -1.
export const FAME_PER_LOOT = 1;
export const FAME_PER_WOUND = 1;
// Reglamento p.18 «Destino»: 1/2/4/6/8 puntos por 1/2/3/4/5 runas con formas distintas.
export const DISTINCT_RUNES_DESTINY: readonly number[] = [0, 1, 2, 4, 6, 8];
// Reglamento p.18 «Destino»: 1 Punto de Fama por cada Reliquia indicada.
export const DESTINY_FAME_PER_RELIC = 1;

// Reglamento, última página «Logros».
export const ACHIEVEMENTS = [
	'coleccionista',
	'inmaculado',
	'fanatico',
	'maestro',
	'defensor',
	'cazador',
	'aventurero',
	'popular',
	'afortunado',
	'supremo',
	'legendario',
	'fracasado'
] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];
// Reglamento «Logros»: Cazador 8 trofeos; Afortunado 8 botines; Supremo ventaja de 20;
// Legendario 120 de Fama; Aventurero 3 aventuras en una ronda; Defensor 2 hordas en 2 rondas seguidas.
export const HUNTER_TROPHIES = 8;
export const LUCKY_LOOT = 8;
export const SUPREME_LEAD = 20;
export const LEGENDARY_FAME = 120;
export const ADVENTURER_PER_ROUND = 3;
/** Achievements the app cannot derive (track layout and Bardo unknown): the table claims them. */
export const CLAIMED_ACHIEVEMENTS: readonly Achievement[] = ['maestro', 'popular'];

// Entry bounds of the level tracks the table enters (the rulebook shows the tracks only as a
// picture, «Aumentos de nivel»): no printed value, a limit on what can be typed — a track is a
// short row of spaces and its multipliers are small.
export const TRACK_SPACES_MAX = 15;
export const TRACK_MULTIPLIER_MAX = 9;
