/** Small helpers shared by the Kingdom Defenders screens. */
import type { Player, SessionContext } from '../../core/types';
import { tileInfo, type Stars } from '../data';

export const K = 'kingdom-defenders.ui.';

export function playerOf(ctx: SessionContext<unknown>, id: string): Player {
	return ctx.players.find((p) => p.id === id) ?? { id, name: id, color: '#888888' };
}

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

const STORAGE = 'tablemate.kingdom-defenders.stars';

/** The stars the table recorded on this phone, or {} (private mode, nothing yet, bad data). */
export function loadStars(): Record<string, Stars> {
	try {
		const raw = JSON.parse(localStorage.getItem(STORAGE) ?? '{}') as Record<string, unknown>;
		const out: Record<string, Stars> = {};
		for (const [id, v] of Object.entries(raw))
			if (tileInfo(id) && (v === 1 || v === 2 || v === 3)) out[id] = v;
		return out;
	} catch {
		return {};
	}
}

export function saveStars(stars: Record<string, Stars>): void {
	try {
		localStorage.setItem(STORAGE, JSON.stringify(stars));
	} catch {
		/* private mode: the stars last for this visit */
	}
}
