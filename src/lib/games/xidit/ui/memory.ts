/**
 * What the table's phone remembers between games (IndexedDB via $lib/ui/table-memory, in
 * backups): the region values of its board, the three-player tile list and the units each
 * city's Threat tile asks for. Values stored in
 * the browser by earlier versions are moved over by table-memory the first time they are read.
 */
import { recall, remember } from '$lib/ui/table-memory';
import { REGION_IDS, THREE_PLAYER_TILE_COUNT } from '../data';
import type { RegionEntry } from '../options';
import {
	threatUnitsFrom,
	withThreatUnits,
	type ThreatUnitsMemory,
	type TileUnits
} from '../tile-memory';

const GAME = 'xidit';
const LEGACY_REGIONS_KEY = 'tablemate.xidit.regions';
const LEGACY_TILES_KEY = 'tablemate.xidit.threePlayerTiles';

/** True when at least one region has something the table entered. */
export function hasRegionData(regions: readonly RegionEntry[]): boolean {
	return regions.some(
		(r) => r.first !== null || r.second !== null || r.label !== '' || r.mark !== 0
	);
}

export async function rememberRegions(regions: readonly RegionEntry[]): Promise<void> {
	if (regions.length === REGION_IDS.length && hasRegionData(regions))
		await remember(GAME, 'regions', regions);
}

/** The last regions entered on this phone, or null (the core re-validates them). */
export async function recallRegions(): Promise<RegionEntry[] | null> {
	const r = await recall<unknown>(GAME, 'regions', LEGACY_REGIONS_KEY);
	return Array.isArray(r) && r.length === REGION_IDS.length ? (r as RegionEntry[]) : null;
}

export async function rememberTiles(tiles: readonly number[]): Promise<void> {
	if (tiles.length === THREE_PLAYER_TILE_COUNT) await remember(GAME, 'threePlayerTiles', tiles);
}

export async function recallTiles(): Promise<number[] | null> {
	const t = await recall<unknown>(GAME, 'threePlayerTiles', LEGACY_TILES_KEY);
	return Array.isArray(t) && t.length === THREE_PLAYER_TILE_COUNT ? (t as number[]) : null;
}

/** Writes one after another: a region typed while the last one is stored never loses either. */
let queue: Promise<void> = Promise.resolve();

/**
 * Remembers one region's values as they are typed: the stored list (or, the first
 * time, the game's regions) with this region replaced, so a value stored by another region's
 * field in the meantime is never written back with an older one.
 */
export function rememberRegion(entry: RegionEntry, current: readonly RegionEntry[]): Promise<void> {
	queue = queue
		.then(async () => {
			const stored = (await recallRegions()) ?? [...current];
			const next = stored.map((x) => (x.id === entry.id ? entry : x));
			await rememberRegions(next);
		})
		.catch(() => {});
	return queue;
}

/** The units each city's Threat tile asked for when last recorded on this phone. */
export async function recallThreatUnits(): Promise<ThreatUnitsMemory> {
	return threatUnitsFrom(await recall<unknown>(GAME, 'threatUnits'));
}

/** Remembers the units a city's Threat tile asked for (read again first: another form may have written). */
export function rememberThreatUnits(city: number, spent: TileUnits): Promise<void> {
	queue = queue
		.then(async () => {
			await remember(GAME, 'threatUnits', withThreatUnits(await recallThreatUnits(), city, spent));
		})
		.catch(() => {});
	return queue;
}
