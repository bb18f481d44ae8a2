/** Pure helpers for the rules-heavy moments of Lords of Xidit: calendar, census, seats. */
import {
	CENSUS_REWARDS,
	CENSUS_YEARS_LONG,
	CENSUS_YEARS_SHORT,
	EMPTY_REGIONS_LONG,
	EMPTY_REGIONS_SHORT,
	YEARS_LONG,
	YEARS_SHORT,
	type CensusRewardKind,
	type PlayerCount,
	type UnitType
} from './data';

// ---------- calendar ----------

/** Reglamento p.4 «El Calendario»: 12 years, or 9 in the short game (p.18). */
export function yearsInGame(short: boolean): number {
	return short ? YEARS_SHORT : YEARS_LONG;
}

/** Reglamento p.13 «El Censo Militar se realiza al final de los Años de Juego 4, 8 y 12» (3, 6, 9 short). */
export function censusYears(short: boolean): readonly number[] {
	return short ? CENSUS_YEARS_SHORT : CENSUS_YEARS_LONG;
}

export function isCensusYear(year: number, short: boolean): boolean {
	return censusYears(short).includes(year);
}

/** Reglamento p.17–18: region marks covered by a «ficha Vacía». */
export function emptyRegionMarks(players: PlayerCount, short: boolean): number[] {
	return [...(short ? EMPTY_REGIONS_SHORT : EMPTY_REGIONS_LONG)[players]];
}

/**
 * Seats counted from the first player going left (play goes clockwise, p.7): 0 is the first
 * player. Used for «el jugador más cercano al Jugador Inicial» (p.13) and tie-breaks (p.15).
 */
export function seatFromFirst(index: number, first: number, players: number): number {
	return (((index - first) % players) + players) % players;
}

// ---------- census ----------

export interface CensusOutcome {
	readonly unit: UnitType;
	readonly counts: Readonly<Record<string, number>>;
	/** Players with the most units of that type (all tied win); empty when nobody showed any. */
	readonly winners: readonly string[];
	readonly reward: { readonly kind: CensusRewardKind; readonly amount: number };
	/** Order in which winners place their bards / levels: closest to the first player first. */
	readonly placementOrder: readonly string[];
	readonly max: number;
	/** read from the fists — only the winners are known, no count. */
	readonly fists?: boolean;
}

/**
 * Reglamento p.13 «El jugador con la mayor cantidad de Unidades del tipo especificado recibe
 * una recompensa ... Si dos o más jugadores empatan ... cada uno recibe la recompensa ... el
 * jugador más cercano al Jugador Inicial será el primero en colocar su Bardo».
 * `seatOrder` lists player ids clockwise; `first` is the index of the first player in it.
 * Showing no unit never wins (nobody wins when every count is 0: our reading).
 */
export function resolveCensus(
	unit: UnitType,
	counts: Readonly<Record<string, number>>,
	seatOrder: readonly string[],
	first: number
): CensusOutcome {
	const max = Math.max(0, ...seatOrder.map((id) => counts[id] ?? 0));
	const winners = max > 0 ? seatOrder.filter((id) => (counts[id] ?? 0) === max) : [];
	const n = seatOrder.length;
	const placementOrder = [...winners].sort(
		(a, b) =>
			seatFromFirst(seatOrder.indexOf(a), first, n) - seatFromFirst(seatOrder.indexOf(b), first, n)
	);
	return {
		unit,
		counts: { ...counts },
		winners,
		reward: CENSUS_REWARDS[unit],
		placementOrder,
		max
	};
}
