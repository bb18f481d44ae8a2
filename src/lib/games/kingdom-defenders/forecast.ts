/**
 * Beyond the rulebook's bookkeeping: what zone C can still do to the horde (the forecast), and
 * the achievements a game in progress has already earned (shown the moment they unlock).
 * Pure: read from the live state the app already keeps.
 */
import { ADVENTURER_PER_ROUND, LEGENDARY_FAME, ZONE_C_SLOT_MAX, type Achievement } from './data';
import { campTotal, stillNeeded } from './rules';
import { atTop } from './tracks';
import { defendedTwice, type Ctx, type LiveState } from './live';
import { zoneCState } from './queries';

/** One player still to supply: how much their camp can take, and what they hold (if tracked). */
interface Supplier {
	id: string;
	room: number;
	weapons: number;
	spells: number;
}

/**
 * The most that suppliers (each with a cap) can bring towards a need of weapons and spells:
 * a maximum flow (need → players → camps), taken as its minimum cut over the two kinds.
 */
function mostBrought(
	need: { weapons: number; spells: number },
	given: readonly { cap: number; weapons: number; spells: number }[]
): number {
	const sum = (f: (g: (typeof given)[number]) => number) => given.reduce((s, g) => s + f(g), 0);
	return Math.min(
		need.weapons + need.spells,
		need.spells + sum((g) => Math.min(g.cap, g.weapons)),
		need.weapons + sum((g) => Math.min(g.cap, g.spells)),
		sum((g) => Math.min(g.cap, g.weapons + g.spells))
	);
}

/** The best the open slots can bring, each taken by a different player still to supply. */
function best(
	need: { weapons: number; spells: number },
	slots: readonly number[],
	suppliers: readonly Supplier[]
): number {
	let top = 0;
	const walk = (i: number, free: readonly Supplier[], given: Parameters<typeof mostBrought>[1]) => {
		if (i === slots.length) {
			top = Math.max(top, mostBrought(need, given));
			return;
		}
		// Reglamento «Zona C»: the slot's limit (1/1/2/3), within the camp's room.
		const max = ZONE_C_SLOT_MAX[slots[i]! - 1] ?? 0;
		walk(i + 1, free, given);
		for (const p of free)
			walk(
				i + 1,
				free.filter((q) => q !== p),
				[...given, { cap: Math.min(max, p.room), weapons: p.weapons, spells: p.spells }]
			);
	};
	walk(0, suppliers, []);
	return top;
}

export interface HordeForecast {
	/** What the card still needs. */
	need: { weapons: number; spells: number };
	/** The most the open slots can still bring. */
	most: number;
	/** Already beaten; can still be beaten; cannot be beaten this round. */
	outcome: 'falls' | 'canFall' | 'cannotFall';
	/** When it is not beaten: it advances (spaces left after) or reaches the wall (siege). */
	otherwise: 'advance' | 'siege';
	spacesLeft: number;
	/**
	 * The last open slot every victory needs (it decides), and who held it last round (placement
	 * memory), when that player is still to supply.
	 */
	decides: { slot: number; player: string | null } | null;
}

/**
 * Zone C's forecast: «with these discs the horde falls / reaches the wall; slot 4 decides it»,
 * from the card, the camps, the open slots and their limits, the camps' room and (when
 * tracked) what each player holds. Null when no horde is in play.
 */
export function hordeForecast(s: LiveState, ctx: Ctx): HordeForecast | null {
	if (!s.horde) return null;
	const need = stillNeeded(s.horde, s.camps);
	const total = need.weapons + need.spells;
	const open = zoneCState(s, ctx);
	const tracked = ctx.options.trackResources;
	const suppliers: Supplier[] = open.players.map((id) => {
		const p = s.players[id]!;
		return {
			id,
			room: open.campLimit - campTotal(s.camps[id] ?? { weapons: 0, spells: 0 }),
			// Untracked: the table's reserves are not known, only the card's need limits them.
			weapons: tracked ? p.weapons : need.weapons,
			spells: tracked ? p.spells : need.spells
		};
	});
	const most = best(need, open.slots, suppliers);
	// Reglamento «Movimiento de la Horda»: if not beaten, the counter moves one space (wall: siege).
	const spacesLeft = Math.max(0, s.counter - 1);
	const otherwise = s.counter - 1 <= 0 ? 'siege' : 'advance';
	const outcome = total === 0 ? 'falls' : most >= total ? 'canFall' : 'cannotFall';
	let decides: HordeForecast['decides'] = null;
	if (outcome === 'canFall') {
		const needed = open.slots.filter(
			(n) =>
				best(
					need,
					open.slots.filter((k) => k !== n),
					suppliers
				) < total
		);
		const slot = needed.at(-1);
		if (slot !== undefined) {
			const player = open.players.find((id) => s.lastZoneC[id] === slot) ?? null;
			decides = { slot, player };
		}
	}
	return { need, most, outcome, otherwise, spacesLeft, decides };
}

/**
 * Reglamento, última página «Logros»: those a game in progress already holds — Aventurero
 * (3 adventures in one round), Legendario (120 fame reached), Defensor (2 hordes beaten in 2
 * rounds in a row, every player), Maestro (a level track's last space, when the table entered
 * it) and Fracasado (the city fell). The others are counted at the end.
 */
export function liveAchievements(s: LiveState, ctx: Ctx): Record<string, Achievement[]> {
	const out: Record<string, Achievement[]> = {};
	const defended = defendedTwice(s.hordeVictoryRounds);
	const tracks = ctx.options.levelTracks;
	for (const { id } of ctx.players) {
		const p = s.players[id];
		if (!p) continue;
		const got: Achievement[] = [];
		if (p.bestAdventureRound >= ADVENTURER_PER_ROUND) got.push('aventurero');
		if (defended) got.push('defensor');
		if (s.ended === 'cityFell') got.push('fracasado');
		if (p.maxFame >= LEGENDARY_FAME) got.push('legendario');
		if (atTop(tracks, 'strength', p.strength) || atTop(tracks, 'magic', p.magic))
			got.push('maestro');
		out[id] = got.sort();
	}
	return out;
}

/** What `after` holds that `before` did not: the achievements unlocked by the last move. */
export function unlocked(
	before: Readonly<Record<string, readonly Achievement[]>>,
	after: Readonly<Record<string, readonly Achievement[]>>
): { player: string; achievement: Achievement }[] {
	return Object.entries(after).flatMap(([player, list]) =>
		list
			.filter((a) => !(before[player] ?? []).includes(a))
			.map((achievement) => ({ player, achievement }))
	);
}
