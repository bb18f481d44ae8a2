/**
 * The Build card's floors placed one tap at a time: `at` lists, per floor placed so far, the
 * palace it went on — an index below the palace count is an existing palace, the next ones are
 * the new palaces this build starts, in the order they were started.
 */
import { MAX_FLOORS } from './data';
import type { BuildPlacement } from './model';
import type { Palace } from './rules';

/** A place the next floor may go: an existing palace, a started new one, or another new one. */
export interface FloorTarget {
	/** The value a tap appends to `at`. */
	readonly at: number;
	/** Existing palace (its number from 1), or a new palace (started by this build). */
	readonly palace: number;
	readonly isNew: boolean;
	/** Its floors with what this build already put on it. */
	readonly floors: number;
	/** Floors this build put on it so far. */
	readonly added: number;
}

/** How many floors each place holds with the floors placed so far (new palaces after). */
function heights(palaces: readonly Palace[], at: readonly number[]): number[] {
	const out = palaces.map((p) => p.floors);
	for (const i of at) out[i] = (out[i] ?? 0) + 1;
	return out.map((h) => h ?? 0);
}

/**
 * Where the next floor may go: every palace, started or not, still under 3 floors, and one more
 * new palace. Reglamento «Construir»: «ningún palacio puede tener más de 3 pisos».
 */
export function floorTargets(palaces: readonly Palace[], at: readonly number[]): FloorTarget[] {
	const h = heights(palaces, at);
	const n = palaces.length;
	const out: FloorTarget[] = [];
	h.forEach((floors, i) => {
		if (floors >= MAX_FLOORS) return;
		const added = at.filter((x) => x === i).length;
		out.push({ at: i, palace: i < n ? i + 1 : i - n + 1, isNew: i >= n, floors, added });
	});
	// Reglamento «Construir»: «puede construir nuevos palacios de 1 a 3 pisos de altura».
	out.push({ at: h.length, palace: h.length - n + 1, isNew: true, floors: 0, added: 0 });
	return out;
}

/** The floors placed so far as the move's placement. */
export function placementOf(palaces: readonly Palace[], at: readonly number[]): BuildPlacement {
	const n = palaces.length;
	const h = heights(palaces, at);
	return { addTo: at.filter((i) => i < n), newPalaces: h.slice(n).filter((x) => x > 0) };
}

/** The floors placed with one more on `target`, or null where the rules do not let it go. */
export function placeFloor(
	palaces: readonly Palace[],
	at: readonly number[],
	target: number
): number[] | null {
	return floorTargets(palaces, at).some((t) => t.at === target) ? [...at, target] : null;
}
