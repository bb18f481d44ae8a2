/**
 * Printed component values of Year of the Dragon. Every table names its source: the Spanish
 * rulebook (../shared/rules/year-of-the-dragon.es.txt) or the researched component data
 * (../shared/data/year-of-the-dragon.md). No other file holds a printed number.
 */

export type PersonType =
	| 'craftsman'
	| 'courtLady'
	| 'taxCollector'
	| 'farmer'
	| 'pyrotechnist'
	| 'warrior'
	| 'scholar'
	| 'healer'
	| 'monk';

export type Age = 'young' | 'old';

export type YotdEvent = 'peace' | 'tribute' | 'drought' | 'festival' | 'mongols' | 'contagion';

export type ActionCard =
	'taxes' | 'build' | 'harvest' | 'fireworks' | 'parade' | 'research' | 'privilege';

/** A person card in a player's hand: one per type, or the wild "?" card. */
export type PersonCard = PersonType | 'wild';

export type PrivilegeSize = 'small' | 'large';

/** Order of the person types (the rulebook's display order, used for lists and supplies). */
// Reglamento «Preparar»: 9 tipos de fichas de persona, 6 divididos por experiencia.
export const PERSON_TYPES: readonly PersonType[] = [
	'craftsman',
	'courtLady',
	'taxCollector',
	'farmer',
	'pyrotechnist',
	'warrior',
	'scholar',
	'healer',
	'monk'
];

export interface TileFace {
	/** Number of symbols printed on the tile (coins, hammers, fans, helmets...). */
	readonly symbols: number;
	/** Person-track value printed on the tile (1–6). */
	readonly value: number;
}

export interface PersonTileData {
	readonly young: TileFace;
	/** null: the type only comes as young persons. */
	readonly old: TileFace | null;
}

// Source: ../shared/data/year-of-the-dragon.md «Person tiles» (symbols / person-track value).
export const PERSON_TILES: Readonly<Record<PersonType, PersonTileData>> = {
	craftsman: { young: { symbols: 1, value: 2 }, old: null },
	courtLady: { young: { symbols: 1, value: 1 }, old: null },
	taxCollector: { young: { symbols: 3, value: 3 }, old: null },
	pyrotechnist: { young: { symbols: 1, value: 5 }, old: { symbols: 2, value: 3 } },
	warrior: { young: { symbols: 1, value: 5 }, old: { symbols: 2, value: 3 } },
	monk: { young: { symbols: 1, value: 6 }, old: { symbols: 2, value: 2 } },
	healer: { young: { symbols: 1, value: 4 }, old: { symbols: 2, value: 1 } },
	farmer: { young: { symbols: 1, value: 4 }, old: { symbols: 2, value: 1 } },
	scholar: { young: { symbols: 2, value: 4 }, old: { symbols: 3, value: 2 } }
};

// Reglamento «Preparar» (Nota): 10 fichas por tipo a 5 jugadores; 6 jóvenes y 4 mayores en los divididos;
// se devuelven 2 por jugador que falta (1 joven y 1 mayor en los divididos; 2 jóvenes en los demás).
export const SUPPLY_RULES = {
	fullPlayers: 5,
	tilesPerTypeAtFull: 10,
	splitYoungAtFull: 6,
	splitOldAtFull: 4,
	removedPerMissingPlayer: 2
} as const;

// Reglamento «Preparar»: 2 fichas de Paz en los 2 primeros espacios, las otras 10 al azar en 12 espacios.
export const EVENT_TILES: Readonly<Record<YotdEvent, number>> = {
	peace: 2,
	tribute: 2,
	drought: 2,
	festival: 2,
	mongols: 2,
	contagion: 2
};
export const EVENT_TYPES: readonly YotdEvent[] = [
	'peace',
	'tribute',
	'drought',
	'festival',
	'mongols',
	'contagion'
];
/** Months whose event is always Peace (the first ones of the row). */
export const PEACE_MONTHS = 2;

// Reglamento «Cómo se juega»: el juego consta exactamente de 12 rondas (meses).
export const MONTHS = 12;

// Reglamento «Preparar»: 2–5 jugadores (fichas para 5; se retiran por jugador que falta, hasta 2).
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

// Reglamento «1a Fase: Acción» and ../shared/data «Action cards»: the 7 cards and their printed symbols.
export const ACTION_CARDS: readonly ActionCard[] = [
	'taxes',
	'build',
	'harvest',
	'fireworks',
	'parade',
	'research',
	'privilege'
];
/** Symbols printed on each card (privilege has none: it is bought). */
export const ACTION_CARD_SYMBOLS: Readonly<Record<ActionCard, number>> = {
	taxes: 2,
	build: 1,
	harvest: 1,
	fireworks: 1,
	parade: 1,
	research: 1,
	privilege: 0
};
/** The person type whose symbols add to each card's symbol (null: none). */
export const ACTION_CARD_PERSON: Readonly<Record<ActionCard, PersonType | null>> = {
	taxes: 'taxCollector',
	build: 'craftsman',
	harvest: 'farmer',
	fireworks: 'pyrotechnist',
	parade: 'warrior',
	research: 'scholar',
	privilege: null
};

// Reglamento «1a Fase: Acción» (Nota): elegir un grupo que ya tiene un dragón cuesta 3 yuanes.
export const JOIN_GROUP_COST = 3;
// Reglamento «1a Fase: Acción»: en lugar de actuar, el jugador lleva su dinero hasta 3 yuanes.
export const NO_ACTION_TOP_UP = 3;

// Reglamento «Privilegio»: 2 yuanes el pequeño, 6 el grande; ../shared/data: 7 en la edición posterior.
export const PRIVILEGE_COST_SMALL = 2;
export const PRIVILEGE_COST_LARGE_OPTIONS: readonly (6 | 7)[] = [6, 7];
export const DEFAULT_LARGE_PRIVILEGE_COST: 6 | 7 = 6;
// ../shared/data «Privileges»: small 1 dragon; Reglamento «4ta Fase» example: 1 gran privilegio = 2 puntos.
export const PRIVILEGE_DRAGONS: Readonly<Record<PrivilegeSize, number>> = { small: 1, large: 2 };

// Reglamento «Preparar»: 2 palacios de 2 pisos, 6 yuanes, marcadores en 0, 11 cartas de persona.
export const START = {
	yuan: 6,
	palaces: [2, 2],
	personTrack: 0,
	score: 0,
	wildCards: 2,
	startingPersons: 2
} as const;

// Reglamento «Preparar»: un palacio nunca puede tener más de 3 pisos; 1 persona por piso.
export const MAX_FLOORS = 3;

// Reglamento «Tributo Imperial»: cada jugador paga 4 yuanes; 1 persona por yuan que falte.
export const TRIBUTE_YUAN = 4;
// Reglamento «Sequía»: 1 loseta de arroz por palacio habitado.
export const DROUGHT_RICE_PER_PALACE = 1;
// Reglamento «Festival del Dragón»: 6 puntos los que más fuegos tienen, 3 los segundos.
export const FESTIVAL_VP = { first: 6, second: 3 } as const;
// Reglamento «Invasión mongol»: los que menos cascos tienen liberan 1 persona.
export const MONGOL_RELEASES = 1;
// Reglamento «Contagio»: cada jugador libera 3 personas, 1 menos por mortero.
export const CONTAGION_RELEASES = 3;
// Reglamento «Decaer»: cada palacio deshabitado pierde 1 piso.
export const DECAY_FLOORS = 1;

// Reglamento «4ta Fase: Puntuación»: 1 punto por palacio, por abanico de dama, por dragón de privilegio.
export const ROUND_VP = { perPalace: 1, perFan: 1, perDragon: 1 } as const;

// Reglamento «Fin del juego»: 2 PV por persona; monje = budas × pisos; arroz y fuegos a 2 yuanes; 1 PV cada 3 yuanes.
export const FINAL = {
	vpPerPerson: 2,
	yuanPerRice: 2,
	yuanPerFirework: 2,
	yuanPerVp: 3
} as const;
