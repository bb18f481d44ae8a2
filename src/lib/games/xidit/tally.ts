/** Per-player counts (running tally and final entries), region edits and the final scoring input. */
import { invalid, type Invalid } from '../core/types';
import {
	BARDS_PER_PLAYER,
	GUILD_LEVELS_PER_PLAYER,
	GHOST_ID,
	REGION_IDS,
	UNIT_SUPPLY,
	UNIT_TYPES,
	type Criterion,
	type UnitType
} from './data';
import { MARKS, MAX_LABEL_LENGTH, MAX_REGION_VALUE, type RegionEntry } from './options';
import { isNat } from '../core/require';
import { seatFromFirst } from './rules';
import {
	explainFinalEvaluation,
	type FinalEvaluationExplained,
	type GhostScores,
	type XiditFinalPlayer,
	type XiditRegion
} from './scoring';

export type CountField = 'sovereigns' | 'guildLevels' | 'units';
export const COUNT_FIELDS: readonly CountField[] = ['sovereigns', 'guildLevels', 'units'];

/** Reglamento p.2: 15 guild levels per colour, 70 units in the game. */
const FIELD_MAX: Readonly<Record<CountField, number | null>> = {
	sovereigns: null,
	guildLevels: GUILD_LEVELS_PER_PLAYER,
	units: UNIT_TYPES.reduce((s, u) => s + UNIT_SUPPLY[u], 0)
};

export interface PlayerCounts {
	sovereigns: number;
	/** Guild levels of the player's colour on the board. */
	guildLevels: number;
	/** Units behind the screen. */
	units: number;
	/** Bards per region id (Bastion included). */
	bards: Record<string, number>;
	/**
	 * Reglamento p.13 «Si un jugador que aún no ha construido un Gremio de Hechiceros gana la
	 * recompensa del Mago de Batalla, colocará el Nivel ... detrás de su Pantalla»: levels held,
	 * ignored for Influence (p.15) until the player has a guild. Absent = 0.
	 */
	heldLevels?: number;
	/**
	 * units behind the screen per type, once the table records types (a typed
	 * recruit). `units` stays the total; units recorded without a type (sessions from before)
	 * are `units` minus these and may be of any type. Absent = types not recorded.
	 */
	unitTypes?: Partial<Record<UnitType, number>>;
	/**
	 * the player's Sorcerers' Guilds by city number → height (1–4, p.9). Their sum is
	 * part of `guildLevels`; levels from sessions before guilds were recorded have no city.
	 */
	guilds?: Record<string, number>;
}

export function emptyCounts(): PlayerCounts {
	return { sovereigns: 0, guildLevels: 0, units: 0, bards: {} };
}

export function totalBards(c: PlayerCounts): number {
	return Object.values(c.bards).reduce((s, v) => s + v, 0);
}

export function copyCounts(c: PlayerCounts): PlayerCounts {
	const out = { ...c, bards: { ...c.bards } };
	if (c.unitTypes) out.unitTypes = { ...c.unitTypes };
	if (c.guilds) out.guilds = { ...c.guilds };
	return out;
}

/** Units of known type behind the player's screen. */
export function typedUnits(c: PlayerCounts): number {
	return UNIT_TYPES.reduce((s, u) => s + (c.unitTypes?.[u] ?? 0), 0);
}

/** Units recorded without a type (before types were tracked): they may be of any type. */
export function untypedUnits(c: PlayerCounts): number {
	return Math.max(0, c.units - typedUnits(c));
}

/** How many units of one type the player may hold at most, by what the tally knows. */
export function unitsOfType(c: PlayerCounts, unit: UnitType): number {
	return (c.unitTypes?.[unit] ?? 0) + untypedUnits(c);
}

/** Does the table record unit types in this tally (a typed recruit or correction)? */
export function tracksUnitTypes(tally: Readonly<Record<string, PlayerCounts>>): boolean {
	return Object.values(tally).some((c) => c.unitTypes !== undefined);
}

/**
 * Adds (or with a negative `delta`, removes) units of one type. Reglamento p.2: only so many
 * units of each type exist; a player cannot hand in units they do not hold (p.8).
 */
export function withUnits(c: PlayerCounts, unit: UnitType, delta: number): PlayerCounts | Invalid {
	if (!UNIT_TYPES.includes(unit)) return invalid('xidit.error.unknownUnit', { unit: String(unit) });
	if (!Number.isInteger(delta)) return invalid('xidit.error.badDelta');
	const had = c.unitTypes?.[unit] ?? 0;
	if (delta < 0 && -delta > unitsOfType(c, unit))
		return invalid('xidit.error.notEnoughOfUnit', { unit });
	const next = Math.max(0, had + delta);
	if (next > UNIT_SUPPLY[unit])
		return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
	const out = copyCounts(c);
	out.unitTypes = { ...(c.unitTypes ?? {}), [unit]: next };
	// Units handed in beyond the known ones of that type come out of the untyped ones.
	out.units = c.units + delta;
	return out;
}

/** The final entries need only the total (the tie-break): the per-type split stays in the tally. */
export function withoutTypes(c: PlayerCounts): PlayerCounts {
	const out = copyCounts(c);
	delete out.unitTypes;
	return out;
}

/** Sets one field, checking the component limits. */
export function withField(
	c: PlayerCounts,
	field: CountField,
	value: number
): PlayerCounts | Invalid {
	if (!isNat(value)) return invalid('xidit.error.notNonNegative', { field });
	const max = FIELD_MAX[field];
	if (max !== null && value > max) return invalid('xidit.error.tooMany', { field, max });
	// The total cannot fall below the units whose type is known (correct those by type).
	if (field === 'units' && value < typedUnits(c))
		return invalid('xidit.error.unitsBelowTypes', { units: typedUnits(c) });
	return { ...copyCounts(c), [field]: value };
}

/** Sets the bards of one region; Reglamento p.2: 20 bards per colour. */
export function withBards(
	c: PlayerCounts,
	regions: readonly RegionEntry[],
	empty: readonly number[],
	region: unknown,
	value: number
): PlayerCounts | Invalid {
	if (typeof region !== 'string' || !REGION_IDS.includes(region))
		return invalid('xidit.error.unknownRegion', { region: String(region) });
	if (!isNat(value)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
	// Reglamento p.17 «no pueden colocar fichas de Bardo en una Región que no está disponible».
	if (value > 0 && !regionAvailable(regions, empty, region))
		return invalid('xidit.error.regionUnavailable', { region });
	const next = copyCounts(c);
	if (value === 0) delete next.bards[region];
	else next.bards[region] = value;
	if (totalBards(next) > BARDS_PER_PLAYER)
		return invalid('xidit.error.tooMany', { field: 'bards', max: BARDS_PER_PLAYER });
	return next;
}

export function regionAvailable(
	regions: readonly RegionEntry[],
	empty: readonly number[],
	id: string
): boolean {
	const r = regions.find((x) => x.id === id);
	return !r || r.mark === 0 || !empty.includes(r.mark);
}

/** Validated region edit (shared by both flows). */
export function editRegion(
	regions: readonly RegionEntry[],
	a: { region: unknown; label: unknown; first: unknown; second: unknown; mark: unknown }
): RegionEntry[] | Invalid {
	const idx = REGION_IDS.indexOf(String(a.region));
	if (typeof a.region !== 'string' || idx < 0)
		return invalid('xidit.error.unknownRegion', { region: String(a.region) });
	if (typeof a.label !== 'string' || a.label.length > MAX_LABEL_LENGTH)
		return invalid('xidit.error.badLabel', { max: MAX_LABEL_LENGTH });
	for (const f of ['first', 'second'] as const) {
		const v = a[f];
		if (v !== null && !isNat(v)) return invalid('xidit.error.notNonNegative', { field: f });
		// a sane upper bound for a printed region value.
		if (typeof v === 'number' && v > MAX_REGION_VALUE)
			return invalid('xidit.error.tooMany', { field: f, max: MAX_REGION_VALUE });
	}
	// Reglamento p.14: the higher value is for most bards, the lower for second.
	if (typeof a.first === 'number' && typeof a.second === 'number' && a.second > a.first)
		return invalid('xidit.error.secondAboveFirst');
	if (typeof a.mark !== 'number' || !MARKS.includes(a.mark)) return invalid('xidit.error.badMark');
	if (a.mark !== 0 && regions.some((r) => r.id !== a.region && r.mark === a.mark))
		return invalid('xidit.error.markTaken', { mark: a.mark });
	const entry: RegionEntry = {
		id: a.region,
		label: a.label,
		first: a.first as number | null,
		second: a.second as number | null,
		mark: a.mark
	};
	return regions.map((r, i) => (i === idx ? entry : r));
}

/** Builds the scoring input, or says what the table still has to enter. */
export function evaluateCounts(
	players: readonly string[],
	counts: Readonly<Record<string, PlayerCounts>>,
	regions: readonly RegionEntry[],
	empty: readonly number[],
	order: Criterion[],
	firstPlayer: number,
	ghost: GhostScores | null
): FinalEvaluationExplained | Invalid {
	// Reglamento p.17: the regions marked 1 and 2 are covered; the table must say which they are.
	for (const mark of empty)
		if (!regions.some((r) => r.mark === mark))
			return invalid('xidit.error.emptyRegionUnmarked', { mark });
	const scoringRegions: XiditRegion[] = [];
	for (const r of regions) {
		const available = r.mark === 0 || !empty.includes(r.mark);
		if (available && (r.first === null || r.second === null))
			return invalid('xidit.error.regionValuesMissing', { region: r.label || r.id });
		scoringRegions.push({ id: r.id, first: r.first ?? 0, second: r.second ?? 0, available });
	}
	const finalPlayers: XiditFinalPlayer[] = players.map((id, i) => ({
		id,
		seat: seatFromFirst(i, firstPlayer, players.length),
		sovereigns: counts[id].sovereigns,
		guildLevels: counts[id].guildLevels,
		units: counts[id].units,
		bards: { ...counts[id].bards }
	}));
	try {
		return explainFinalEvaluation({
			players: finalPlayers,
			regions: scoringRegions,
			order,
			...(ghost ? { ghost } : {})
		});
	} catch {
		// Every input is checked above; never show an exception's English text.
		return invalid('xidit.error.evaluationFailed');
	}
}

/** Evaluations survived (the winner survives all three): the number the history shows. */
export function survivedScores(
	ids: readonly string[],
	result: FinalEvaluationExplained | null
): Record<string, number> {
	const scores: Record<string, number> = {};
	for (const id of ids) {
		if (!result) scores[id] = 0;
		else {
			const out = result.rounds.findIndex((r) => r.eliminated.includes(id));
			scores[id] = out < 0 ? result.rounds.length : out;
		}
	}
	return scores;
}

/**
 * Who wins: the last one with an Active score token (Reglamento p.15 «el único jugador que
 * quede con una ficha de Puntuación Activa será declarado "Salvador del Reino"») — the ghost
 * when it is that one (p.17 «es posible que el Jugador Fantasma elimine a otro jugador»): then
 * no player wins, and the platform says the ghost did.
 */
export function playerWinners(result: FinalEvaluationExplained | null): string[] {
	return result && result.winner ? [result.winner] : [];
}

/**
 * The finishing order, best first: the Saviour, then the players by the evaluation that
 * eliminated them, the last evaluation's first (p.15: each evaluation drops the last of those
 * still active; ties are already broken by units, then the seat nearest the first player, and
 * the ghost loses its ties, p.17). Two players out in one evaluation (5 players) keep the order
 * the Hall of Fame gave them. The ghost holds the first place when it won (no player does);
 * otherwise it takes none, and the players it beat are still ranked.
 */
export function finishingPlaces(
	ids: readonly string[],
	result: FinalEvaluationExplained
): string[][] {
	const places: string[][] = [];
	const placed = new Set<string>();
	const add = (id: string) => {
		if (id === GHOST_ID || placed.has(id) || !ids.includes(id)) return;
		placed.add(id);
		places.push([id]);
	};
	if (result.winner === GHOST_ID) places.push([GHOST_ID]);
	else if (result.winner) add(result.winner);
	for (const round of [...result.rounds].reverse()) for (const id of round.eliminated) add(id);
	// A player the evaluations never ranked (an incomplete result): last, together.
	const rest = ids.filter((id) => !placed.has(id));
	if (rest.length > 0) places.push(rest);
	return places;
}

export function copyAll(t: Readonly<Record<string, PlayerCounts>>): Record<string, PlayerCounts> {
	const out: Record<string, PlayerCounts> = {};
	for (const [id, c] of Object.entries(t)) out[id] = copyCounts(c);
	return out;
}

/**
 * Reglamento p.13 «Tan pronto como el jugador pueda añadir este Nivel a un Gremio de
 * Hechiceros, deberá hacerlo»: once the player has a guild, held levels go onto the board.
 */
export function placeHeldLevels(c: PlayerCounts): PlayerCounts {
	const held = c.heldLevels ?? 0;
	if (held === 0 || c.guildLevels === 0) return c;
	const room = GUILD_LEVELS_PER_PLAYER - c.guildLevels;
	const placed = Math.min(held, room);
	const out: PlayerCounts = { ...copyCounts(c), guildLevels: c.guildLevels + placed };
	if (held - placed > 0) out.heldLevels = held - placed;
	else delete out.heldLevels;
	return out;
}
