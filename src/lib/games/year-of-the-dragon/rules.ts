/**
 * Pure helpers for the rules-heavy moments of Year of the Dragon: person supply, turn order,
 * starting pairs, action yields, events, decay and round scoring. Each returns a breakdown
 * that explains its numbers; none mutates its input.
 */
import type { MessageRef } from '../core/types';
import {
	ACTION_CARD_PERSON,
	ACTION_CARD_SYMBOLS,
	CONTAGION_RELEASES,
	DECAY_FLOORS,
	DROUGHT_RICE_PER_PALACE,
	FESTIVAL_VP,
	MAX_FLOORS,
	MONGOL_RELEASES,
	NO_ACTION_TOP_UP,
	PEACE_MONTHS,
	PERSON_TILES,
	PERSON_TYPES,
	PRIVILEGE_DRAGONS,
	ROUND_VP,
	SUPPLY_RULES,
	TRIBUTE_YUAN,
	type ActionCard,
	type Age,
	type PersonType,
	type TileFace,
	type YotdEvent
} from './data';

export interface PersonTile {
	readonly type: PersonType;
	readonly age: Age;
}

export interface Palace {
	readonly floors: number;
	readonly persons: readonly PersonTile[];
}

/** Names one person to release: the palace (index) and which tile in it. */
export interface Release {
	readonly palace: number;
	readonly type: PersonType;
	readonly age: Age;
}

export type PersonSupply = Record<PersonType, { young: number; old: number }>;

// ---------------------------------------------------------------- persons and supply

export function hasOld(type: PersonType): boolean {
	return PERSON_TILES[type].old !== null;
}

/** The printed face of a tile, or null when that type has no old persons. */
export function tileFace(type: PersonType, age: Age): TileFace | null {
	return age === 'young' ? PERSON_TILES[type].young : PERSON_TILES[type].old;
}

export function tileValue(tile: PersonTile): number {
	return tileFace(tile.type, tile.age)?.value ?? 0;
}

export function tileSymbols(tile: PersonTile): number {
	return tileFace(tile.type, tile.age)?.symbols ?? 0;
}

/**
 * Person tiles per type for the player count.
 * Reglamento «Preparar» (Nota): devolver 2 fichas de cada tipo por jugador faltante (1 joven y 1 mayor
 * en los divididos; 2 jóvenes en los demás): 8 con 4, 6 con 3, 4 con 2.
 */
export function supplyFor(players: number): PersonSupply {
	const missing = SUPPLY_RULES.fullPlayers - players;
	const perAge = SUPPLY_RULES.removedPerMissingPlayer / 2;
	const out = {} as PersonSupply;
	for (const type of PERSON_TYPES) {
		out[type] = hasOld(type)
			? {
					young: SUPPLY_RULES.splitYoungAtFull - perAge * missing,
					old: SUPPLY_RULES.splitOldAtFull - perAge * missing
				}
			: {
					young: SUPPLY_RULES.tilesPerTypeAtFull - SUPPLY_RULES.removedPerMissingPlayer * missing,
					old: 0
				};
	}
	return out;
}

export function personsOf(palaces: readonly Palace[]): PersonTile[] {
	return palaces.flatMap((p) => p.persons);
}

export function personCount(palaces: readonly Palace[]): number {
	return palaces.reduce((n, p) => n + p.persons.length, 0);
}

/** Total symbols shown by the persons of one type (e.g. helmets of all warriors). */
export function symbolCount(palaces: readonly Palace[], type: PersonType): number {
	return personsOf(palaces)
		.filter((t) => t.type === type)
		.reduce((n, t) => n + tileSymbols(t), 0);
}

/** Palace shape: floors 1–3 and no more persons than floors. Null when legal, else an error key. */
export function palaceError(palace: Palace): string | null {
	if (!Number.isInteger(palace.floors) || palace.floors < 1 || palace.floors > MAX_FLOORS)
		return 'year-of-the-dragon.error.palaceFloors';
	if (palace.persons.length > palace.floors) return 'year-of-the-dragon.error.palaceCrowded';
	for (const t of palace.persons)
		if (tileFace(t.type, t.age) === null) return 'year-of-the-dragon.error.noOldOfType';
	return null;
}

// ---------------------------------------------------------------- turn order

export interface TrackMarker {
	readonly id: string;
	readonly track: number;
	/** Arrival counter: on the same space a higher number lies on top (arrived later). */
	readonly arrival: number;
}

/**
 * Ids in turn order. Reglamento «1a Fase»: el jugador cuyo marcador está más adelante en el registro
 * de personas va primero; «Preparar»: si cae en el mismo espacio, lo coloca encima (el de encima va antes).
 */
export function turnOrder(markers: readonly TrackMarker[]): string[] {
	return markers
		.map((m, i) => ({ m, i }))
		.sort((a, b) => b.m.track - a.m.track || b.m.arrival - a.m.arrival || a.i - b.i)
		.map(({ m }) => m.id);
}

/** 0 = bottom of the stack on its space, higher = on top. */
export function stackIndex(markers: readonly TrackMarker[], id: string): number {
	const me = markers.find((m) => m.id === id);
	if (!me) return 0;
	return markers.filter((m) => m.id !== id && m.track === me.track && m.arrival < me.arrival)
		.length;
}

// ---------------------------------------------------------------- starting pairs

export type Pair = readonly [PersonType, PersonType];

function samePair(a: Pair, b: Pair): boolean {
	return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

/**
 * Why a starting pair is refused, or null. Reglamento «Antes de que comience el juego»: 2 fichas de
 * personas diferentes de la segunda fila (jóvenes); nadie puede tomar la misma combinación exacta que
 * otro jugador antes que él.
 */
export function startingPairError(
	pair: Pair,
	taken: readonly Pair[],
	supply: PersonSupply
): string | null {
	if (!PERSON_TYPES.includes(pair[0]) || !PERSON_TYPES.includes(pair[1]))
		return 'year-of-the-dragon.error.unknownPersonType';
	if (pair[0] === pair[1]) return 'year-of-the-dragon.error.startingSameType';
	if (supply[pair[0]].young < 1 || supply[pair[1]].young < 1)
		return 'year-of-the-dragon.error.personUnavailable';
	if (taken.some((t) => samePair(t, pair))) return 'year-of-the-dragon.error.startingPairTaken';
	return null;
}

/** Every pair still allowed for the next player (in PERSON_TYPES order). */
export function allowedStartingPairs(taken: readonly Pair[], supply: PersonSupply): Pair[] {
	const out: Pair[] = [];
	PERSON_TYPES.forEach((a, i) =>
		PERSON_TYPES.slice(i + 1).forEach((b) => {
			if (startingPairError([a, b], taken, supply) === null) out.push([a, b]);
		})
	);
	return out;
}

/** Remaining supply after taking tiles. */
export function takeFromSupply(supply: PersonSupply, tiles: readonly PersonTile[]): PersonSupply {
	const out = {} as PersonSupply;
	for (const type of PERSON_TYPES) out[type] = { ...supply[type] };
	for (const t of tiles) out[t.type][t.age] -= 1;
	return out;
}

// ---------------------------------------------------------------- actions

export interface YieldPart {
	/** 'card' for the card's own symbols, else the person type that adds. */
	readonly source: 'card' | PersonType;
	readonly age: Age | null;
	readonly amount: number;
}

export interface ActionYield {
	readonly card: ActionCard;
	readonly parts: readonly YieldPart[];
	readonly total: number;
}

/**
 * What an action card yields: the card's symbols plus the symbols of the matching persons.
 * Reglamento «Impuestos»: 1 yuan por cada una de las 2 monedas de la carta y 1 más por cada moneda de
 * los recaudadores (likewise Construir, Cosecha, Fuegos artificiales, Desfile militar, Investigación).
 */
export function actionYield(card: ActionCard, palaces: readonly Palace[]): ActionYield {
	const parts: YieldPart[] = [{ source: 'card', age: null, amount: ACTION_CARD_SYMBOLS[card] }];
	const type = ACTION_CARD_PERSON[card];
	if (type !== null)
		for (const t of personsOf(palaces))
			if (t.type === type) parts.push({ source: type, age: t.age, amount: tileSymbols(t) });
	return { card, parts, total: parts.reduce((n, p) => n + p.amount, 0) };
}

/**
 * Cards dealt into groups as evenly as possible. Reglamento «1a Fase»: tantos grupos como jugadores,
 * lo más uniformemente posible (the first groups take the extra card).
 */
export function groupSizes(cards: number, groups: number): number[] {
	const base = Math.floor(cards / groups);
	const extra = cards % groups;
	return Array.from({ length: groups }, (_, i) => base + (i < extra ? 1 : 0));
}

export function splitIntoGroups<T>(items: readonly T[], groups: number): T[][] {
	const out: T[][] = [];
	let at = 0;
	for (const size of groupSizes(items.length, groups)) {
		out.push(items.slice(at, at + size));
		at += size;
	}
	return out;
}

// ---------------------------------------------------------------- events

export interface EventPlayer {
	readonly id: string;
	readonly yuan: number;
	readonly rice: number;
	readonly fireworks: number;
	readonly palaces: readonly Palace[];
}

export interface EventOutcome {
	readonly id: string;
	readonly yuanPaid: number;
	readonly riceReturned: number;
	readonly fireworksReturned: number;
	readonly vp: number;
	/** How many persons this player must release (already capped by the persons they have). */
	readonly mustRelease: number;
	/** Drought: each release must come from a different palace. */
	readonly distinctPalaces: boolean;
	/** A sentence explaining this player's numbers. */
	readonly explain: MessageRef;
}

function outcome(
	id: string,
	explain: MessageRef,
	o: Partial<Omit<EventOutcome, 'id' | 'explain'>> = {}
): EventOutcome {
	return {
		id,
		yuanPaid: o.yuanPaid ?? 0,
		riceReturned: o.riceReturned ?? 0,
		fireworksReturned: o.fireworksReturned ?? 0,
		vp: o.vp ?? 0,
		mustRelease: o.mustRelease ?? 0,
		distinctPalaces: o.distinctPalaces ?? false,
		explain
	};
}

/** Reglamento «Tributo Imperial»: pagar 4 yuanes; si falta dinero, liberar 1 persona por yuan que falte. */
export function tribute(p: EventPlayer): EventOutcome {
	const paid = Math.min(p.yuan, TRIBUTE_YUAN);
	const missing = TRIBUTE_YUAN - paid;
	const release = Math.min(missing, personCount(p.palaces));
	return outcome(
		p.id,
		{
			key: 'year-of-the-dragon.explain.tribute',
			values: { owed: TRIBUTE_YUAN, paid, missing, release }
		},
		{ yuanPaid: paid, mustRelease: release }
	);
}

/**
 * Reglamento «Sequía»: devolver 1 arroz por palacio con al menos 1 persona; si no alcanza, liberar 1
 * persona de cada palacio que no pueda abastecer (el jugador elige qué palacios).
 */
export function drought(p: EventPlayer): EventOutcome {
	const inhabited = p.palaces.filter((x) => x.persons.length > 0).length;
	const need = inhabited * DROUGHT_RICE_PER_PALACE;
	const returned = Math.min(p.rice, need);
	const unsupplied = Math.ceil((need - returned) / DROUGHT_RICE_PER_PALACE);
	return outcome(
		p.id,
		{
			key: 'year-of-the-dragon.explain.drought',
			values: { inhabited, rice: p.rice, returned, unsupplied }
		},
		{ riceReturned: returned, mustRelease: unsupplied, distinctPalaces: true }
	);
}

/**
 * Reglamento «Festival del Dragón»: los que más fuegos tienen ganan 6, los segundos 3 (aunque haya
 * empate en primer lugar); sin fuegos no se puntúa; los que puntúan devuelven la mitad, redondeando hacia
 * arriba.
 */
export function festival(players: readonly EventPlayer[]): EventOutcome[] {
	const counts = [...new Set(players.map((p) => p.fireworks).filter((f) => f > 0))].sort(
		(a, b) => b - a
	);
	return players.map((p) => {
		const place = p.fireworks > 0 ? counts.indexOf(p.fireworks) + 1 : 0;
		const vp = place === 1 ? FESTIVAL_VP.first : place === 2 ? FESTIVAL_VP.second : 0;
		const returned = vp > 0 ? Math.ceil(p.fireworks / 2) : 0;
		return outcome(
			p.id,
			{
				key: 'year-of-the-dragon.explain.festival',
				values: { fireworks: p.fireworks, place: vp > 0 ? place : 0, vp, returned }
			},
			{ vp, fireworksReturned: returned }
		);
	});
}

/**
 * Reglamento «Invasión mongol»: puntos = cascos de los guerreros; los que menos cascos tienen liberan 1
 * persona (si todos empatan, todos).
 */
export function mongols(players: readonly EventPlayer[]): EventOutcome[] {
	const helmets = players.map((p) => symbolCount(p.palaces, 'warrior'));
	const fewest = Math.min(...helmets);
	return players.map((p, i) => {
		const release = helmets[i] === fewest ? Math.min(MONGOL_RELEASES, personCount(p.palaces)) : 0;
		return outcome(
			p.id,
			{
				key: 'year-of-the-dragon.explain.mongols',
				values: {
					helmets: helmets[i],
					vp: helmets[i],
					release,
					fewest: helmets[i] === fewest ? 1 : 0
				}
			},
			{ vp: helmets[i], mustRelease: release }
		);
	});
}

/** Reglamento «Contagio»: liberar 3 personas, 1 menos por cada mortero de los curanderos. */
export function contagion(p: EventPlayer): EventOutcome {
	const mortars = symbolCount(p.palaces, 'healer');
	const release = Math.min(Math.max(0, CONTAGION_RELEASES - mortars), personCount(p.palaces));
	return outcome(
		p.id,
		{ key: 'year-of-the-dragon.explain.contagion', values: { mortars, release } },
		{ mustRelease: release }
	);
}

/** What an event asks of each player (in the order given). Reglamento «Paz»: no pasa nada. */
export function eventOutcomes(event: YotdEvent, players: readonly EventPlayer[]): EventOutcome[] {
	switch (event) {
		case 'peace':
			return players.map((p) => outcome(p.id, { key: 'year-of-the-dragon.explain.peace' }));
		case 'tribute':
			return players.map(tribute);
		case 'drought':
			return players.map(drought);
		case 'festival':
			return festival(players);
		case 'mongols':
			return mongols(players);
		case 'contagion':
			return players.map(contagion);
	}
}

/**
 * Removes the named persons. Returns the new palaces or an error key: a person not in that palace,
 * or (Drought) two releases from the same palace.
 */
export function applyReleases(
	palaces: readonly Palace[],
	releases: readonly Release[],
	distinctPalaces: boolean
): Palace[] | string {
	const out = palaces.map((p) => ({ ...p, persons: [...p.persons] }));
	const used = new Set<number>();
	for (const r of releases) {
		if (typeof r !== 'object' || r === null || !Number.isInteger(r.palace))
			return 'year-of-the-dragon.error.badRelease';
		const palace = out[r.palace];
		if (!palace) return 'year-of-the-dragon.error.badRelease';
		if (distinctPalaces && used.has(r.palace)) return 'year-of-the-dragon.error.droughtSamePalace';
		used.add(r.palace);
		const at = palace.persons.findIndex((t) => t.type === r.type && t.age === r.age);
		if (at < 0) return 'year-of-the-dragon.error.personNotInPalace';
		palace.persons.splice(at, 1);
	}
	return out;
}

// ---------------------------------------------------------------- decay and round scoring

export interface DecayResult {
	readonly palaces: Palace[];
	readonly lostFloors: number;
	readonly vanished: number;
	/** Which palaces lost a floor (index before the decay) and the floors left (0: it vanished). */
	readonly decayed: readonly DecayedPalace[];
}

export interface DecayedPalace {
	readonly palace: number;
	readonly floors: number;
}

/**
 * Reglamento «Decaer»: cada palacio deshabitado pierde 1 piso; un palacio de un piso despoblado
 * desaparece.
 */
export function decay(palaces: readonly Palace[]): DecayResult {
	let lostFloors = 0;
	let vanished = 0;
	const out: Palace[] = [];
	const decayed: DecayedPalace[] = [];
	palaces.forEach((p, palace) => {
		if (p.persons.length > 0) {
			out.push(p);
			return;
		}
		lostFloors += DECAY_FLOORS;
		const floors = p.floors - DECAY_FLOORS;
		decayed.push({ palace, floors: Math.max(0, floors) });
		if (floors > 0) out.push({ floors, persons: [] });
		else vanished += 1;
	});
	return { palaces: out, lostFloors, vanished, decayed };
}

export interface RoundScore {
	readonly palaces: number;
	readonly fans: number;
	readonly dragons: number;
	readonly total: number;
}

/**
 * Reglamento «4ta Fase: Puntuación»: 1 punto por palacio, por dragón en los abanicos de las damas de la
 * corte y por dragón en los privilegios.
 */
export function roundScore(p: {
	readonly palaces: readonly Palace[];
	readonly smallPrivileges: number;
	readonly largePrivileges: number;
}): RoundScore {
	const palaces = p.palaces.length * ROUND_VP.perPalace;
	const fans = symbolCount(p.palaces, 'courtLady') * ROUND_VP.perFan;
	const dragons =
		(p.smallPrivileges * PRIVILEGE_DRAGONS.small + p.largePrivileges * PRIVILEGE_DRAGONS.large) *
		ROUND_VP.perDragon;
	return { palaces, fans, dragons, total: palaces + fans + dragons };
}

/** Reglamento «1a Fase»: a player who takes no action brings their money up to 3 yuan. */
export function noActionTopUp(yuan: number): number {
	return Math.max(0, NO_ACTION_TOP_UP - yuan);
}

/** «Localiza las 2 fichas de paz y colócalas … en los primeros 2 espacios»: the rest is drawn. */
export function isDrawnEventSlot(index: number): boolean {
	return index >= PEACE_MONTHS;
}
