/** Display names shared by the screens. */
import type { Player } from '$lib/games/core/types';
import { GHOST_ID } from '../data';
import type { RegionEntry } from '../state';

type Format = (key: string, options?: { values?: Record<string, string | number> }) => string;

export function regionLabel(t: Format, regions: readonly RegionEntry[], id: string): string {
	const r = regions.find((x) => x.id === id);
	return r && r.label ? r.label : t(`xidit.region.${id}`);
}

export function competitorName(t: Format, players: readonly Player[], id: string): string {
	if (id === GHOST_ID) return t('xidit.ghost');
	return players.find((p) => p.id === id)?.name ?? id;
}

/** Is the region covered by an Empty token in this game? */
export function outOfPlay(region: RegionEntry, emptyMarks: readonly number[]): boolean {
	return region.mark !== 0 && emptyMarks.includes(region.mark);
}

/** Regions still missing a value (out-of-play ones need none). */
export function missingValues(regions: readonly RegionEntry[], emptyMarks: readonly number[]) {
	return regions.filter(
		(r) => !outOfPlay(r, emptyMarks) && (r.first === null || r.second === null)
	);
}

/**
 * Each player's shortest name that no other player's name starts with (at least two letters,
 * the whole name when it is short): «Ain» and «And», never «A» and «A».
 */
export function shortNames(players: readonly Player[]): Record<string, string> {
	const out: Record<string, string> = {};
	for (const p of players) {
		const chars = Array.from(p.name);
		let n = Math.min(2, chars.length);
		const clash = (k: number) =>
			players.some(
				(q) =>
					q.id !== p.id && Array.from(q.name).slice(0, k).join('') === chars.slice(0, k).join('')
			);
		while (n < chars.length && clash(n)) n++;
		out[p.id] = chars.slice(0, n).join('');
	}
	return out;
}
