/**
 * Pure helpers for the rules-heavy moments: King's favour order, zone C camps, the horde
 * movement (victory, advance, siege), the zone D turn order and the phase reminders.
 */
import { hasOwn } from '../core/checks';
import type { MessageRef } from '../core/types';
import {
	FAME_PER_CAMP_RESOURCE,
	HORDE_ACTIVATION_ROUND,
	LAST_BUILDING_REVEAL_ROUND,
	SIEGE_FEWEST_FAME,
	SIEGE_LEVEL_MIN,
	SPECIAL_HORDE_ROUNDS,
	VICTORY_COIN_OR_LOOT_MIN,
	VICTORY_LEVEL_MIN,
	ZONE_C_SLOT_MAX,
	ZONE_C_TILES,
	campLimit,
	type Variant
} from './data';

export interface Camp {
	weapons: number;
	spells: number;
}

/** The horde card in play, as the table reads it from the card. */
export interface HordeCard {
	weapons: number;
	spells: number;
	/** Speed 1, 2 or 3: where the advance counter starts on the path. */
	speed: number;
	/** Fame printed on the siege side of the card (15 in the rulebook's example); absent until read. */
	siegeFame?: number;
	/** 4 or 5 for the special horde's sides, 0 for a deck card. */
	special: number;
	/** The victory rows printed on the card when they differ from the rulebook's example. */
	victory?: VictoryRows;
	/** The siege rows printed on the card when they differ from the rulebook's example. */
	siege?: SiegeRows;
}

/** Reglamento «Situación de ¡Victoria!»: from how many resources a coin/loot and a level. */
export interface VictoryRows {
	coinOrLootMin: number;
	levelMin: number;
}
/** Reglamento «El Asedio»: from how many resources a level; the fewest's extra fame loss. */
export interface SiegeRows {
	levelMin: number;
	fewestFame: number;
}
export const VICTORY_ROWS: VictoryRows = {
	coinOrLootMin: VICTORY_COIN_OR_LOOT_MIN,
	levelMin: VICTORY_LEVEL_MIN
};
export const SIEGE_ROWS: SiegeRows = { levelMin: SIEGE_LEVEL_MIN, fewestFame: SIEGE_FEWEST_FAME };

export const PHASES = [
	'newRound',
	'favour',
	'placement',
	'zoneA',
	'zoneB',
	'zoneC',
	'hordeMove',
	'zoneD',
	'maintenance'
] as const;
export type Phase = (typeof PHASES)[number];

export function campTotal(c: Camp): number {
	return c.weapons + c.spells;
}

/** Reglamento «Zona C»: «se tienen en cuenta los recursos situados en los campamentos de todos los jugadores». */
export function stillNeeded(horde: HordeCard, camps: Readonly<Record<string, Camp>>): Camp {
	const all = Object.values(camps);
	const weapons = all.reduce((s, c) => s + c.weapons, 0);
	const spells = all.reduce((s, c) => s + c.spells, 0);
	return {
		weapons: Math.max(0, horde.weapons - weapons),
		spells: Math.max(0, horde.spells - spells)
	};
}

/**
 * Why a camp contribution is illegal, or null. Reglamento «Zona C»: slot limits 1/1/2/3,
 * at most 4 resources per camp (5 with 4 players), exactly what the card still needs.
 */
export function contributionError(args: {
	horde: HordeCard;
	camps: Readonly<Record<string, Camp>>;
	player: string;
	slot: number;
	weapons: number;
	spells: number;
	players: number;
}): MessageRef | null {
	const { horde, camps, player, slot, weapons, spells, players } = args;
	const max = ZONE_C_SLOT_MAX[slot - 1];
	const total = weapons + spells;
	if (total > max) return { key: 'kingdom-defenders.error.slotLimit', values: { slot, max } };
	const own = camps[player] ?? { weapons: 0, spells: 0 };
	const limit = campLimit(players);
	if (campTotal(own) + total > limit)
		return { key: 'kingdom-defenders.error.campFull', values: { limit, has: campTotal(own) } };
	const need = stillNeeded(horde, camps);
	if (weapons > need.weapons)
		return { key: 'kingdom-defenders.error.tooManyWeapons', values: { need: need.weapons } };
	if (spells > need.spells)
		return { key: 'kingdom-defenders.error.tooManySpells', values: { need: need.spells } };
	return null;
}

/** Fame for a zone C activation: +1 per resource, -2 when the disc brings nothing. */
export function contributionFame(weapons: number, spells: number, emptyLoss: number): number {
	const total = weapons + spells;
	return total === 0 ? -emptyLoss : total * FAME_PER_CAMP_RESOURCE;
}

export type HordeOutcome = 'victory' | 'advance' | 'siege';

/** Reglamento «Movimiento de la Horda»: victory, or the counter moves one space (wall: siege). */
export function hordeOutcome(
	horde: HordeCard,
	camps: Readonly<Record<string, Camp>>,
	counter: number
): HordeOutcome {
	const need = stillNeeded(horde, camps);
	if (need.weapons === 0 && need.spells === 0) return 'victory';
	return counter - 1 <= 0 ? 'siege' : 'advance';
}

export interface HordeEffect {
	id: string;
	resources: number;
	/** Fame change before any choice (victory +resources; siege -(card - resources)). */
	fame: number;
	/** Victory with 2+ resources: chooses a coin or a loot. */
	coinOrLoot: boolean;
	/** 3+ resources (victory or siege): chooses a strength or magic level. */
	level: boolean;
	/** Victory: the only top contributor takes a reward tile. */
	reward: boolean;
	/** Siege: fewest resources: -2 fame and a wound or a loot to the reserve. */
	fewest: boolean;
}

/** Reglamento «Situación de ¡Victoria!». */
export function victoryEffects(
	ids: readonly string[],
	camps: Readonly<Record<string, Camp>>,
	rows: VictoryRows = VICTORY_ROWS
): HordeEffect[] {
	const res = ids.map((id) => campTotal(camps[id] ?? { weapons: 0, spells: 0 }));
	const top = Math.max(...res);
	const tops = res.filter((r) => r === top).length;
	return ids.map((id, i) => ({
		id,
		resources: res[i],
		// «Cada jugador gana tantos Puntos de Fama como recursos hay sobre sus campamentos».
		fame: res[i] * FAME_PER_CAMP_RESOURCE,
		// «al menos 2 recursos: 1 moneda o 1 botín».
		coinOrLoot: res[i] >= rows.coinOrLootMin,
		// «al menos 3 recursos: un aumento de Nivel de Fuerza o de Magia».
		level: res[i] >= rows.levelMin,
		// «El jugador que tenga más recursos ... Si varios empatan ninguno obtiene la Recompensa».
		reward: top > 0 && tops === 1 && res[i] === top,
		fewest: false
	}));
}

/** Reglamento «El Asedio»: -15 + 3 recursos = pierde 12. */
export function siegeLoss(siegeFame: number, resources: number): number {
	return Math.max(0, siegeFame - resources);
}

/** Reglamento «El Asedio». */
export function siegeEffects(
	ids: readonly string[],
	camps: Readonly<Record<string, Camp>>,
	siegeFame: number,
	rows: SiegeRows = SIEGE_ROWS
): HordeEffect[] {
	const res = ids.map((id) => campTotal(camps[id] ?? { weapons: 0, spells: 0 }));
	const min = Math.min(...res);
	return ids.map((id, i) => {
		const fewest = res[i] === min;
		return {
			id,
			resources: res[i],
			// «pierde tantos Puntos de Fama como se indican más los recursos»; la menor aportación -2 más.
			fame: -siegeLoss(siegeFame, res[i]) - (fewest ? rows.fewestFame : 0),
			coinOrLoot: false,
			// «al menos 3 recursos: un aumento de Nivel de Fuerza o de Magia».
			level: res[i] >= rows.levelMin,
			reward: false,
			// «Si hay varios jugadores empatados esta penalización extra la reciben todos».
			fewest
		};
	});
}

/**
 * Reglamento «El favor del Rey»: «El jugador con menos Puntos de Fama escoge»; «EMPATES:
 * tendrá preferencia el jugador peor posicionado en el orden del turno».
 */
export function favourOrder(
	turnOrder: readonly string[],
	fame: Readonly<Record<string, number>>
): string[] {
	return turnOrder
		.map((id, pos) => ({ id, pos }))
		.sort((a, b) => fame[a.id] - fame[b.id] || b.pos - a.pos)
		.map((x) => x.id);
}

/**
 * Reglamento «Zona D»: gate 1 takes the first place, gate 2 the second; the other pawns move
 * right keeping their order («no se intercambian de posición»).
 */
export function updateTurnOrder(
	order: readonly string[],
	gate1: string | null,
	gate2: string | null
): string[] {
	const rest = order.filter((id) => id !== gate1 && id !== gate2);
	const out: string[] = [];
	if (gate1) out.push(gate1);
	if (gate2) {
		if (!gate1) out.push(rest.shift() as string);
		out.push(gate2);
	}
	return [...out, ...rest];
}

/** The board's slots a table can mark as restricted: zone C's four and zone D's two gates. */
export const MARKABLE_SLOTS = ['C1', 'C2', 'C3', 'C4', 'D1', 'D2'] as const;
export type MarkableSlot = (typeof MARKABLE_SLOTS)[number];

/**
 * Reglamento «Huecos especiales»: «Hueco disponible en partidas de 3 y 4 jugadores» / «de 4
 * jugadores». The rulebook's text does not say which slots carry the marks: the table marks
 * them once. Returns the players the slot needs when this table has fewer, else 0.
 */
export function restrictedSlot(
	marks: Readonly<Record<string, number>> | undefined,
	slot: string,
	players: number
): number {
	const need = marks && hasOwn(marks, slot) ? (marks[slot] ?? 0) : 0;
	return need > players ? need : 0;
}

/** Whether the horde phases (zone C and horde movement) run this round. */
export function hordeActive(round: number, variant: Variant): boolean {
	// Reglamento «Variante familiar»: ignorad todas las reglas referentes a la Horda.
	if (variant === 'family') return false;
	// Reglamento «Variante extrema»: la Horda está presente desde el principio.
	if (variant === 'extreme') return true;
	// Reglamento «Zona C» y «Movimiento de la Horda»: esta fase se ignora en la primera ronda.
	return round >= HORDE_ACTIVATION_ROUND;
}

/** What the table must remember in this phase (translated by the UI); `tiles`: the drawn ones. */
export function phaseReminders(
	round: number,
	phase: Phase,
	variant: Variant,
	players: number,
	tiles: readonly string[] = [],
	rounds: number = variant === 'family' ? 5 : 6
): MessageRef[] {
	const k = (s: string, values?: Record<string, number>): MessageRef =>
		values
			? { key: `kingdom-defenders.remind.${s}`, values }
			: { key: `kingdom-defenders.remind.${s}` };
	const horde = hordeActive(round, variant);
	switch (phase) {
		case 'newRound': {
			const out: MessageRef[] = [];
			if (round === HORDE_ACTIVATION_ROUND && variant === 'none') out.push(k('hordeActivates'));
			if (variant !== 'family' && SPECIAL_HORDE_ROUNDS.includes(round))
				out.push(k('specialHorde', { round }));
			// Reglamento «Ronda 6»: al finalizar el Movimiento de la Horda la partida termina.
			if (round === rounds) out.push(k(variant === 'family' ? 'lastRoundFamily' : 'lastRound'));
			return out;
		}
		case 'favour':
			return [k('favour', { dice: players })];
		case 'placement': {
			const out = [k('oneSlotPerZone'), k('wallRule'), k('slotRequirements')];
			if (!horde) out.push(k('zoneCClosed'));
			// Reglamento «La primera ronda»: «P4» o los Edificios «E14» y «E16» no activarán sus acciones.
			const idle = tiles.filter((t) => ZONE_C_TILES.includes(t));
			if (!horde && idle.length > 0)
				out.push({
					key: 'kingdom-defenders.remind.zoneCTilesIdle',
					values: { tiles: idle.join(', '), count: idle.length }
				});
			if (players === 2) out.push(k('twoPlayerSlots'));
			return out;
		}
		case 'zoneA':
			return [k('zoneA')];
		case 'zoneB':
			return [k('zoneB')];
		case 'zoneC':
			return horde ? [k('zoneC', { limit: campLimit(players) })] : [k('zoneCSkipped')];
		case 'hordeMove':
			if (!horde) return [k('hordeSkipped')];
			return round === rounds ? [k('hordeMove'), k('endsAfterHorde')] : [k('hordeMove')];
		case 'zoneD':
			return [k('zoneD')];
		case 'maintenance':
			// Reglamento «Mantenimiento»: discos, Recompensas, Aventuras en las «X», contador de ronda.
			return round <= LAST_BUILDING_REVEAL_ROUND
				? [k('revealBuilding'), k('maintenance'), k('maintenanceAdventures')]
				: [k('maintenance'), k('maintenanceAdventures')];
	}
}
