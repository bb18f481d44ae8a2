/**
 * Printed and researched values for Root with the Lizard Cult and the Riverfolk Company.
 * Every table names its source. Values no source gives are inputs the table types.
 */

export type Suit = 'fox' | 'rabbit' | 'mouse';
export type CardSuit = Suit | 'bird';
export type FactionId =
	| 'marquise'
	| 'eyrie'
	| 'alliance'
	| 'vagabond'
	| 'vagabond2'
	| 'lizards'
	| 'riverfolk'
	| 'duchy'
	| 'corvids'
	| 'hundreds'
	| 'keepers';
export type Service = 'hand' | 'riverboats' | 'mercenaries';
export type ConspiracyKind = 'crusade' | 'convert' | 'sanctify';

export const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];
export const CARD_SUITS: readonly CardSuit[] = ['fox', 'rabbit', 'mouse', 'bird'];
export const SERVICES: readonly Service[] = ['hand', 'riverboats', 'mercenaries'];
export const CONSPIRACIES: readonly ConspiracyKind[] = ['crusade', 'convert', 'sanctify'];

// Source: shared/data/root-riverfolk-lizards.md «Reach» (Law of Root setup appendix).
export const REACH: Readonly<Record<FactionId, number>> = {
	marquise: 10,
	hundreds: 9,
	duchy: 8,
	keepers: 8,
	eyrie: 7,
	vagabond: 5,
	riverfolk: 5,
	alliance: 3,
	corvids: 3,
	vagabond2: 2,
	lizards: 2
};

export const FACTIONS: readonly FactionId[] = [
	'marquise',
	'eyrie',
	'alliance',
	'vagabond',
	'vagabond2',
	'lizards',
	'riverfolk',
	'duchy',
	'corvids',
	'hundreds',
	'keepers'
];

// Source: shared/data/root-riverfolk-lizards.md «Recommended total reach» by player count.
export const RECOMMENDED_REACH: Readonly<Record<number, number>> = {
	2: 17,
	3: 18,
	4: 21,
	5: 25,
	6: 28
};

// Root plays with 2 to 6 (the reach table above covers 2..6).
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

// The first to 30 victory points wins (the Law of Root's victory; not in the supplied §10–§11 text).
export const VP_GOAL = 30;

// ---------------------------------------------------------------- Lizard Cult (§10)

// Reglamento 10.3.1 «Forma la reserva de guerreros (25)».
export const LIZARD_WARRIORS = 25;
// shared/data «15 gardens, 5 per suit»; Reglamento 10.3.4 «tus 14 jardines restantes».
export const GARDENS_PER_SUIT = 5;
export const GARDENS_TOTAL = 15;
export const GARDENS_ON_TRACKS_AT_SETUP = 14;
// Reglamento 10.3.2: 4 guerreros + 1 jardín en el claro inicial, 1 guerrero en cada adyacente.
export const LIZARD_SETUP_START_WARRIORS = 4;
export const LIZARD_SETUP_START_GARDENS = 1;
export const LIZARD_SETUP_ADJACENT_WARRIORS = 1;

// Source: shared/data «Garden tracks»: Score ritual VP by gardens of that suit on the map
// (C1, one engine; index = gardens on the map; 0 gardens leaves no empty space, so 0 VP).
export const SCORE_RITUAL_VP: readonly number[] = [0, 0, 2, 2, 3, 4];

// Reglamento 10.4.3: Cruzada 2, Convertir 2, Santificar 3 acólitos; 1 menos si el paria es odiado.
export const CONSPIRACY_COST: Readonly<Record<ConspiracyKind, number>> = {
	crusade: 2,
	convert: 2,
	sanctify: 3
};
export const HATED_DISCOUNT = 1;

// Draw bonuses uncovered on one suit's garden track, by gardens of that suit on the map
// (index as SCORE_RITUAL_VP). Source: not in the supplied texts (shared/data gives only «1 card
// + 1 per uncovered draw bonus»); one bonus per track under its third space, as recalled from
// the printed board — unconfirmed (C0): confirm against the board and change this table only.
export const GARDEN_DRAW_BONUSES: readonly number[] = [0, 0, 0, 1, 1, 1];

// Reglamento 10.6.3 «Roba una carta, más una adicional por cada símbolo de robo... cinco».
export const LIZARD_BASE_DRAW = 1;
export const HAND_LIMIT = 5;

// ---------------------------------------------------------------- Riverfolk Company (§11)

// Reglamento 11.3.1 «Forma la reserva de guerreros (15)».
export const RIVERFOLK_WARRIORS = 15;
// Reglamento 11.3.2 «Coloca 4 guerreros en cualquier claro o claros conectado(s) al río».
export const RIVERFOLK_SETUP_RIVER_WARRIORS = 4;
// Reglamento 11.3.3 «Coloca 9 puestos comerciales»; shared/data «3 per suit».
export const TRADE_POSTS_TOTAL = 9;
export const TRADE_POSTS_PER_SUIT = 3;
// Reglamento 11.3.4 «Coloca 3 guerreros en zona de pagos».
export const RIVERFOLK_SETUP_PAYMENTS = 3;
// shared/data «each price can be set 1..4» (Reglamento 11.6.2 «cualquier espacio de su contador»).
export const PRICE_MIN = 1;
export const PRICE_MAX = 4;
// Reglamento 11.4.1 «Si la zona de pagos está vacía, coloca 2 guerreros en ella».
export const PROTECTIONISM_WARRIORS = 2;
// Reglamento 11.4.2 «un punto de victoria por cada 2 fondos».
export const FUNDS_PER_DIVIDEND_VP = 2;
// Reglamento 11.2.6 II «un servicio más uno adicional por cada claro con un puesto comercial».
export const BASE_SERVICES = 1;
// shared/data «Each trade post placed scores the VP uncovered (2 VP each per one engine; C2
// weak — keep as data)»: VP of the space uncovered by the 1st, 2nd and 3rd post of a suit.
export const TRADE_POST_TRACK_VP: readonly number[] = [2, 2, 2];
// Not a printed value: the highest VP the table may enter for a track space when it corrects
// TRADE_POST_TRACK_VP from its own board (options' prints); no source gives a larger space.
export const POST_VP_ENTRY_MAX = 9;

// Reglamento 11.5: Mover/Batallar/Robar consignan 1 fondo; Reclutar gasta 1; Puesto comercial
// gasta 2 (del jugador que gobierna el claro). Fabricar consigna tantos como el coste de la carta.
export type DaylightKind = 'move' | 'battle' | 'draw' | 'recruit' | 'tradePost' | 'craft';
export const DAYLIGHT_COST: Readonly<
	Record<Exclude<DaylightKind, 'craft'>, { funds: number; mode: 'commit' | 'spend' }>
> = {
	move: { funds: 1, mode: 'commit' },
	battle: { funds: 1, mode: 'commit' },
	draw: { funds: 1, mode: 'commit' },
	recruit: { funds: 1, mode: 'spend' },
	tradePost: { funds: 2, mode: 'spend' }
};

/**
 * The maps a table can play on. Autumn prints a suit in each clearing; the Winter map (Riverfolk
 * expansion) and the Lake and Mountain maps (Underworld expansion) take one suit marker in each of
 * their 12 clearings, placed at random — the Law of Root's map setup, not in the supplied §10–§11
 * text (the rulebook in shared/rules covers the Cult and the Company only).
 */
export const MAPS = ['autumn', 'winter', 'lake', 'mountain'] as const;
export type MapId = (typeof MAPS)[number];
/** The decks: the standard deck, or the Exiles and Partisans deck (Underworld expansion). */
export const DECKS = ['standard', 'exiles'] as const;
export type DeckId = (typeof DECKS)[number];
/** Clearings on every map, and suit markers of each suit (4 × 3 = 12). */
export const CLEARINGS = 12;
export const SUIT_MARKERS_PER_SUIT = 4;

/** True for a map whose clearings take random suit markers (all but Autumn). */
export function usesSuitMarkers(map: MapId): boolean {
	return map !== 'autumn';
}
