/** Small helpers shared by the Kingdom Defenders screens. */
import { recall, remember } from '$lib/ui/table-memory';
import type { MessageRef, Player, SessionContext } from '../../core/types';
import type { KdOptions, LiveAction, LiveState } from '../live';
import { tileInfo, type Stars } from '../data';
import { MARKABLE_SLOTS } from '../rules';
import { isLevelTracks, type LevelTracks } from '../tracks';

export function playerOf(ctx: SessionContext<unknown>, id: string): Player {
	return ctx.players.find((p) => p.id === id) ?? { id, name: id, color: '#888888' };
}

/** The field naming a relic: the final's weapons are the Legendary Weapon relics, not the resource cubes. */
export const relicField = (f: string): string => (f === 'weapons' ? 'relicWeapons' : f);

/** "★★" for known stars, null when the table has not recorded them. */
export function starsText(stars: Record<string, Stars>, id: string): string | null {
	const n = stars[id];
	return n ? '★'.repeat(n) : null;
}

export function tileTags(id: string): ('attack' | 'zoneC' | 'passive')[] {
	const t = tileInfo(id);
	if (!t) return [];
	const out: ('attack' | 'zoneC' | 'passive')[] = [];
	if (t.attack) out.push('attack');
	if (t.zoneC) out.push('zoneC');
	if (t.passive) out.push('passive');
	return out;
}

/** Where the table's tile stars are remembered (IndexedDB, in backups), and the key earlier versions used. */
const MEMORY_KEY = 'stars';
const LEGACY_KEY = 'tablemate.kingdom-defenders.stars';

/** Keeps only real tiles and 1..3 stars from a remembered value. */
function cleanStars(raw: unknown): Record<string, Stars> {
	const out: Record<string, Stars> = {};
	if (typeof raw !== 'object' || raw === null) return out;
	for (const [id, v] of Object.entries(raw as Record<string, unknown>))
		if (tileInfo(id) && (v === 1 || v === 2 || v === 3)) out[id] = v;
	return out;
}

/** The stars the table recorded (moved over from earlier versions the first time, by table-memory), or {}. */
export async function loadStars(): Promise<Record<string, Stars>> {
	return cleanStars(await recall<unknown>('kingdom-defenders', MEMORY_KEY, LEGACY_KEY));
}

/**
 * Remembers one tile's stars (null: forgets them) the moment the table picks them, over what is
 * remembered now (read again first: a value stored since is kept); false when not stored.
 */
export async function saveStar(id: string, stars: Stars | null): Promise<boolean> {
	const all = await loadStars();
	if (stars === null) delete all[id];
	else all[id] = stars;
	return remember('kingdom-defenders', MEMORY_KEY, all);
}

/** Keeps only markable slots and 3 or 4 players from a remembered value. */
function cleanMarks(raw: unknown): Record<string, 3 | 4> {
	const out: Record<string, 3 | 4> = {};
	if (typeof raw !== 'object' || raw === null) return out;
	for (const [id, v] of Object.entries(raw as Record<string, unknown>))
		if ((MARKABLE_SLOTS as readonly string[]).includes(id) && (v === 3 || v === 4)) out[id] = v;
	return out;
}

/** The slots the table marked once from its board (for 3–4 or 4 players), or {}. */
export async function loadSlotMarks(): Promise<Record<string, 3 | 4>> {
	return cleanMarks(await recall<unknown>('kingdom-defenders', 'slots'));
}

/** Remembers one slot's mark (null: unmarked) as it is picked, over what is remembered now. */
export async function saveSlotMark(slot: string, mark: 3 | 4 | null): Promise<boolean> {
	const all = await loadSlotMarks();
	if (mark === null) delete all[slot];
	else all[slot] = mark;
	return remember('kingdom-defenders', 'slots', all);
}

/** The props of the step panels of the live screen. */
export interface PanelProps {
	state: LiveState;
	ctx: SessionContext<KdOptions>;
	dispatch: (a: LiveAction) => Promise<MessageRef | null>;
	/** A finished session is read-only until the table taps "Correct". */
	disabled?: boolean;
}

/** What the table entered of its board's level tracks, or null. */
export async function loadTracks(): Promise<LevelTracks | null> {
	const raw = await recall<unknown>('kingdom-defenders', 'tracks');
	return isLevelTracks(raw) ? raw : null;
}

/** Remembers the board's level tracks; false when they could not be stored. */
export function saveTracks(tracks: LevelTracks): Promise<boolean> {
	return remember('kingdom-defenders', 'tracks', tracks);
}
