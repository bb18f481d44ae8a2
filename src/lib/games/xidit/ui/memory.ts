/** What the phone remembers between games: region values and the three-player tile list. */
import { REGION_IDS, THREE_PLAYER_TILE_COUNT } from '../data';
import type { RegionEntry } from '../state';

const REGIONS_KEY = 'tablemate.xidit.regions';
const TILES_KEY = 'tablemate.xidit.threePlayerTiles';

function storage(): Storage | null {
	try {
		return typeof localStorage === 'undefined' ? null : localStorage;
	} catch {
		return null;
	}
}

function read(key: string): unknown {
	try {
		const raw = storage()?.getItem(key);
		return raw ? JSON.parse(raw) : null;
	} catch {
		return null;
	}
}

function write(key: string, value: unknown): void {
	try {
		storage()?.setItem(key, JSON.stringify(value));
	} catch {
		// Private mode or full storage: the phone simply does not remember.
	}
}

/** True when at least one region has something the table entered. */
export function hasRegionData(regions: readonly RegionEntry[]): boolean {
	return regions.some(
		(r) => r.first !== null || r.second !== null || r.label !== '' || r.mark !== 0
	);
}

export function rememberRegions(regions: readonly RegionEntry[]): void {
	if (regions.length === REGION_IDS.length && hasRegionData(regions)) write(REGIONS_KEY, regions);
}

/** The last regions entered on this phone, or null (the core re-validates them). */
export function recallRegions(): RegionEntry[] | null {
	const r = read(REGIONS_KEY);
	return Array.isArray(r) && r.length === REGION_IDS.length ? (r as RegionEntry[]) : null;
}

export function rememberTiles(tiles: readonly number[]): void {
	if (tiles.length === THREE_PLAYER_TILE_COUNT) write(TILES_KEY, tiles);
}

export function recallTiles(): number[] | null {
	const t = read(TILES_KEY);
	return Array.isArray(t) && t.length === THREE_PLAYER_TILE_COUNT ? (t as number[]) : null;
}
