/**
 * The units each city's Threat tile asks for, as this phone last recorded them. Reglamento p.9
 * «La siguiente información aparece en cada loseta de Amenaza: … Las Unidades que el señor local
 * requiere»: the tile of a city always asks the same units, so the next Threat on that tile (in
 * this game or the next) starts from them. The printed values themselves are not known to the
 * app (../shared/data): only what a table typed is offered back, and it stays editable.
 */
import { CITY_COUNT, UNIT_SUPPLY, UNIT_TYPES, type UnitType } from './data';

export type TileUnits = Partial<Record<UnitType, number>>;
/** City number → the units its Threat tile asked for last time. */
export type ThreatUnitsMemory = Record<number, TileUnits>;

/** Only the units of a real tile: known types, whole counts within the supply, at least one. */
function validUnits(raw: unknown): TileUnits | null {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
	const out: TileUnits = {};
	for (const [k, v] of Object.entries(raw)) {
		const u = k as UnitType;
		if (!UNIT_TYPES.includes(u)) return null;
		if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > UNIT_SUPPLY[u]) return null;
		if ((v as number) > 0) out[u] = v as number;
	}
	return Object.keys(out).length > 0 ? out : null;
}

/** What the phone stored, re-validated: anything not a city's tile units is dropped. */
export function threatUnitsFrom(raw: unknown): ThreatUnitsMemory {
	const out: ThreatUnitsMemory = {};
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
	for (const [k, v] of Object.entries(raw)) {
		const city = Number(k);
		if (!Number.isInteger(city) || city < 1 || city > CITY_COUNT) continue;
		const units = validUnits(v);
		if (units) out[city] = units;
	}
	return out;
}

/** The memory with a city's tile set to the units just handed in (none handed in: unchanged). */
export function withThreatUnits(
	memory: ThreatUnitsMemory,
	city: number,
	spent: TileUnits
): ThreatUnitsMemory {
	const units = validUnits(spent);
	return units ? { ...memory, [city]: units } : memory;
}
