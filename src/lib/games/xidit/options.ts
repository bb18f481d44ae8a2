/** Options of a Lords of Xidit session: game length, ghost variant, the table's printed values. */
import { isRecord } from '../core/checks';
import { DEFAULT_THREE_PLAYER_TILES, REGION_IDS } from './data';
import { isNat } from '../core/require';
import { checkThreePlayerTiles } from './setup';

export interface RegionEntry {
	/** One of REGION_IDS ('region1'..'region8', 'bastion'). */
	id: string;
	/** What the table calls it (free text, '' = default name). */
	label: string;
	/** Reputation for most bards / second most, as printed on the board; null until entered. */
	first: number | null;
	second: number | null;
	/** The «ficha Vacía» mark printed on the region (1 or 2), 0 when none. */
	mark: number;
}

export interface Options {
	short: boolean;
	ghostVariant: boolean;
	/** City numbers of the 18 three-player tiles (remembered by the phone). */
	threePlayerTiles: number[];
	/** Region values remembered by the phone: [] or one entry per REGION_IDS, in that order. */
	regions: RegionEntry[];
}

export const MAX_LABEL_LENGTH = 40;
/** No region of the board is worth more than this (the Bastion's printed values are far below). */
export const MAX_REGION_VALUE = 30;
export const MARKS: readonly number[] = [0, 1, 2];

/**
 * Reglamento p.17 «Las Regiones 1 y 2 no estarán disponibles»: the board prints the marks 1
 * and 2 on regions 1 and 2, so they carry them from the start (the table can move them).
 */
export function blankRegions(): RegionEntry[] {
	return REGION_IDS.map((id, i) => ({
		id,
		label: '',
		first: null,
		second: null,
		mark: i < 2 ? i + 1 : 0
	}));
}

export function defaultOptions(): Options {
	return {
		short: false,
		ghostVariant: false,
		threePlayerTiles: [...DEFAULT_THREE_PLAYER_TILES],
		regions: []
	};
}

const valueOk = (v: unknown) => v === null || (isNat(v) && v <= MAX_REGION_VALUE);

export function regionEntryProblem(r: unknown, i: number): string | null {
	if (!isRecord(r)) return `regions[${i}]`;
	if (r.id !== REGION_IDS[i]) return `regions[${i}].id`;
	if (typeof r.label !== 'string' || r.label.length > MAX_LABEL_LENGTH)
		return `regions[${i}].label`;
	for (const f of ['first', 'second'] as const) if (!valueOk(r[f])) return `regions[${i}].${f}`;
	if (typeof r.first === 'number' && typeof r.second === 'number' && r.second > r.first)
		return `regions[${i}].second`;
	if (typeof r.mark !== 'number' || !MARKS.includes(r.mark)) return `regions[${i}].mark`;
	return null;
}

/** Null when fine, else the first problem (field named in the message values). */
export function optionsProblem(options: unknown, players: number): string | null {
	if (players !== 3 && players !== 4 && players !== 5) return 'players';
	if (!isRecord(options)) return 'options';
	if (typeof options.short !== 'boolean') return 'short';
	if (typeof options.ghostVariant !== 'boolean') return 'ghostVariant';
	try {
		checkThreePlayerTiles(options.threePlayerTiles);
	} catch {
		return 'threePlayerTiles';
	}
	const r = options.regions;
	if (!Array.isArray(r) || (r.length !== 0 && r.length !== REGION_IDS.length)) return 'regions';
	for (let i = 0; i < r.length; i++) {
		const p = regionEntryProblem(r[i], i);
		if (p) return p;
	}
	const marks = r.map((x: RegionEntry) => x.mark).filter((m: number) => m !== 0);
	if (new Set(marks).size !== marks.length) return 'regions';
	return null;
}

/** The remembered region values when they are sound, else blank ones. */
export function initialRegions(options: Options): RegionEntry[] {
	const ok =
		Array.isArray(options.regions) &&
		options.regions.length === REGION_IDS.length &&
		options.regions.every((r, i) => regionEntryProblem(r, i) === null);
	return ok ? options.regions.map((r) => ({ ...r })) : blankRegions();
}
