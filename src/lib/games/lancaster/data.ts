/**
 * Printed component values of Lancaster (Spanish edition, Queen Games 2011).
 * Only values the rulebook (../shared/rules/lancaster.es.txt) or ../shared/data/lancaster.md
 * give are here; everything else (county rewards, battle cards, favour tiles, the points on
 * law cards for ties) is entered by the table from their own components.
 */

// Reglamento p.1 «Desarrollo del juego»: 2-5 jugadores, cinco rondas de tres fases.
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const ROUNDS = 5;
export const PHASES = ['troops', 'parliament', 'scoring'] as const;
export type Phase = (typeof PHASES)[number];

// ../shared/data/lancaster.md «Start»: 1 voting token at the start.
export const START_VOTE_TOKENS = 1;
// ../shared/data/lancaster.md «Start»: 2 gold, 2 squires, 1 castle extension tile.
export const START_GOLD = 2;
export const START_SQUIRES = 2;
export const START_EXTENSIONS = 1;
// ../shared/data/lancaster.md «Knights per player»: a strength-1 and a strength-2 knight in court.
export const START_KNIGHTS: readonly number[] = [1, 2];
// Reglamento p.7 «Corte del aliado»: un caballero de fuerza 2 para la corte.
export const ALLY_START_KNIGHTS: readonly number[] = [2];

// ../shared/data/lancaster.md «Knights per player»: 7 knights (three 1, two 2, one 3, one 4).
export const KNIGHTS_PER_PLAYER = 7;
export const KNIGHT_SET: readonly number[] = [1, 1, 1, 2, 2, 3, 4];

// Reglamento p.2 «Batalla»: tres casillas de caballero por batalla.
export const BATTLE_SLOTS = 3;
// Reglamento p.5 «Preparación de la siguiente ronda»: «Se levantan dos nuevas cartas de batalla».
export const BATTLE_CARDS_PER_ROUND = 2;

// Reglamento p.4 «Fase 3»: nueve condados repartidos por orden alfabético de la A a la I.
export const COUNTY_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
// Reglamento p.4 «Surrey (I)»: quien lo tiene elige quién abrirá la siguiente ronda.
export const SURREY_INDEX = 8;
// The only county names the rulebook gives with their letter: «Surrey (I)» (p.4). The others
// (Stafford is named in the p.4 example, without its letter) are shown by letter only.
export const COUNTY_NAMES: Readonly<Partial<Record<(typeof COUNTY_LETTERS)[number], string>>> = {
	I: 'Surrey'
};
// Reglamento p.4 «Condados»: pagar tres monedas de oro para conseguir el noble y los puntos.
export const COUNTY_BOTH_COST_GOLD = 3;

// ../shared/data/lancaster.md «Counties»: nobles per county at setup by player count.
export const NOBLES_PER_COUNTY: Readonly<Record<number, number>> = { 2: 2, 3: 2, 4: 3, 5: 4 };

// Reglamento p.5 «Prisioneros»: una moneda de oro por cada punto de fuerza del caballero.
export const RANSOM_GOLD_PER_STRENGTH = 1;

// Reglamento p.6 «Fin del juego»: 8 puntos al primero y 4 al segundo (caballería y ampliaciones).
export const MAJORITY_FIRST = 8;
export const MAJORITY_SECOND = 4;

// Reglamento p.6 tabla «Nobles / Puntos de poder»: 1..9 nobles -> 0,1,3,6,10,15,21,28,36.
export const NOBLE_POINTS: readonly number[] = [0, 1, 3, 6, 10, 15, 21, 28, 36];
export const MAX_NOBLES = NOBLE_POINTS.length;

// ../shared/data/lancaster.md «Law deck»: 18 cards, 3 in force from the start, 3 proposed a round.
export const LAWS_IN_FORCE = 3;
export const LAWS_PROPOSED = 3;
// ../shared/data/lancaster.md «Law deck»: grouped 0–4 on the back, stacked 0 on top.
export const LAW_GROUPS: readonly number[] = [0, 1, 2, 3, 4];

/** Reglamento p.8 «Resumen de las cartas de leyes», in the order printed. */
export const LAW_IDS = [
	'goldStrengthen',
	'squiresKnight',
	'countiesPer2',
	'goldForVotes',
	'squireGoldPower',
	'battlePairExtension',
	'strength2Squire',
	'battlePairBundle',
	'noStrength2Strengthen',
	'swap3For4',
	'extensionsPower',
	'battlesPower',
	'countiesPer3',
	'three1sPower',
	'noblesKnight',
	'goldPower',
	'squirePower',
	'setOf4Power'
] as const;
export type LawId = (typeof LAW_IDS)[number];

/** The numbers a law helper may ask a player for (what the table reads off the board). */
export type LawField =
	| 'gold'
	| 'squires'
	| 'counties'
	| 'battles'
	| 'placed1'
	| 'placed2'
	| 'placed3'
	| 'placed4'
	| 'reserve4'
	| 'extensions'
	| 'nobles'
	| 'exchange';

export interface LawSpec {
	/** Per-player numbers the helper needs. */
	readonly fields: readonly LawField[];
}

/** Reglamento p.8: what each law needs. Fixed amounts of the texts are in LAW_VALUES. */
export const LAW_SPECS: Readonly<Record<LawId, LawSpec>> = {
	goldStrengthen: { fields: ['gold'] },
	squiresKnight: { fields: ['squires'] },
	countiesPer2: { fields: ['counties'] },
	goldForVotes: { fields: ['gold', 'exchange'] },
	squireGoldPower: { fields: ['gold', 'squires', 'exchange'] },
	battlePairExtension: { fields: ['battles'] },
	strength2Squire: { fields: ['placed2'] },
	battlePairBundle: { fields: ['battles'] },
	noStrength2Strengthen: { fields: ['placed2'] },
	swap3For4: { fields: ['placed3', 'reserve4'] },
	extensionsPower: { fields: ['extensions'] },
	battlesPower: { fields: ['battles'] },
	countiesPer3: { fields: ['counties'] },
	three1sPower: { fields: ['placed1'] },
	noblesKnight: { fields: ['nobles'] },
	goldPower: { fields: ['gold', 'exchange'] },
	squirePower: { fields: ['squires', 'exchange'] },
	setOf4Power: { fields: ['placed1', 'placed2', 'placed3', 'placed4'] }
};

// Reglamento p.8 «Resumen de las cartas de leyes»: the amounts printed in the law texts.
export const LAW_VALUES = {
	countiesPer2: { counties: 2, power: 3 }, // «tres puntos de poder por cada dos condados»
	squireGoldPower: { power: 3 }, // «tres puntos de poder al entregar un escudero y una moneda»
	battlePairs: 2, // «cada vez que se participe en dos batallas distintas»
	extensionsPower: { extensions: 3, power: 5 }, // «cinco puntos por cada tres tablillas»
	battlesPower: 3, // «tres puntos de poder por cada batalla»
	countiesPer3: { counties: 3, power: 8 }, // «ocho puntos por cada tres condados»
	three1sPower: { knights: 3, power: 5 }, // «sus tres caballeros de fuerza 1 ... cinco puntos»
	noblesKnight: 3, // «un caballero nuevo de fuerza 1 ... por cada tres nobles»
	setOf4Power: 6 // «seis puntos de poder por cada grupo de cuatro caballeros»
} as const;

// Reglamento p.2 «Puntos inmediatos»: los primeros seis caballeros eligen una tablilla de favor
// del rey libre; se le da la vuelta y no se puede volver a elegir durante esa ronda.
export const FAVOUR_TILES = 6;
// Reglamento p.7 (aliado) names what a favour tile gives: «Monedas de oro y escuderos»,
// «Fortalecimiento», «Nobles» — never power points.
export const FAVOUR_REWARDS = ['goldSquires', 'strengthen', 'noble'] as const;
export type FavourReward = (typeof FAVOUR_REWARDS)[number];

/** How many knights of each strength a player owns (KNIGHT_SET): 1→3, 2→2, 3→1, 4→1. */
export function knightsOfStrength(strength: number): number {
	return KNIGHT_SET.filter((k) => k === strength).length;
}

/** Whether a list of knight strengths fits in one player's set (1,1,1,2,2,3,4). */
export function fitsKnightSet(knights: readonly number[]): boolean {
	return (
		[1, 2, 3, 4].every((n) => knights.filter((k) => k === n).length <= knightsOfStrength(n)) &&
		knights.every((k) => KNIGHT_SET.includes(k))
	);
}
