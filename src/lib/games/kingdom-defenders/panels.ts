/**
 * What the step panels ask the game (each panel loads with its step, and this module with
 * them): the King's favour dice still free, zone C's open slots and what each supply may be,
 * the gates this table uses, the horde movement explained, the horde card form's rows, and
 * the numbers the final form starts from. Panels enable buttons with these answers and never
 * repeat a rule.
 */
import { isInvalid, type SessionContext } from '../core/types';
import {
	FAVOUR_DICE,
	HORDE_SPEEDS,
	MAX_WOUNDS,
	PIECE_LIMIT,
	SIEGE_FEWEST_FAME,
	ZONE_C_SLOT_MAX,
	campLimit,
	FAVOUR_FACES,
	type FavourDie,
	type FavourFace
} from './data';
import { advance, unrecorded } from './live-round';
import { applyFace } from './live-zone-b';
import { favourDiceToExclude, live, type LiveAction, type LiveState, type Stop } from './live';
import type { KdOptions } from './options';
import { nextStop, zoneCState } from './queries';
import {
	SIEGE_ROWS,
	VICTORY_ROWS,
	contributionError,
	hordeOutcome,
	siegeEffects,
	siegeLoss,
	stillNeeded,
	victoryEffects,
	type HordeEffect,
	type HordeOutcome
} from './rules';

type Ctx = SessionContext<KdOptions>;

/** The King's favour: how many dice the first chooser leaves out, and the dice still free. */
export function favourState(
	s: LiveState,
	ctx: Ctx
): {
	exclude: number;
	rolled: readonly FavourDie[] | null;
	free: FavourDie[];
	/** Where the last pick goes on to (nothing else to record in the favour), if anywhere. */
	then: Stop | undefined;
} {
	const f = s.favour;
	const exclude = f && f.rolled === null ? favourDiceToExclude(ctx.players.length) : 0;
	const rolled = f?.rolled ?? null;
	const free = (rolled ?? FAVOUR_DICE).filter((d) => !f?.picks.some((p) => p.die === d));
	const last = f !== null && unrecorded(f).length === 1;
	const to = (st: LiveState): Stop | undefined => {
		const stop = s.hordePending ? null : nextStop(st, ctx);
		return stop && stop.to !== 'ended' ? stop.to : undefined;
	};
	return { exclude, rolled, free, then: last ? to(s) : undefined };
}

/** What the app does not keep with resources not tracked (the table keeps them by hand). */
const UNTRACKED: readonly string[] = ['weapons', 'spells', 'coins'];

export interface KeptFace {
	die: FavourDie;
	face: FavourFace;
}

/**
 * The favour faces a player may still take that change something the app keeps (a level,
 * loot, a wound healed): with resources not tracked, only these are asked, player by player
 * in any order; a face that changes nothing kept (weapons, spells, a coin, nothing, a heal
 * with no wound) is recorded with the rest. With resources tracked, weapons, spells and coins
 * count too.
 */
export function keptFaces(s: LiveState, ctx: Ctx, player: string): KeptFace[] {
	const f = s.favour;
	const p = s.players[player];
	if (!f || !p || !unrecorded(f).includes(player)) return [];
	const tracked = ctx.options.trackResources;
	return favourState(s, ctx).free.flatMap((die) =>
		FAVOUR_FACES[die]
			.filter((face) => {
				const change = applyFace(p, face, ctx.options.levelTracks);
				return Object.entries(change).some(
					([k, v]) => (tracked || !UNTRACKED.includes(k)) && p[k as keyof typeof p] !== v
				);
			})
			.map((face) => ({ die, face }))
	);
}

/**
 * Zone D's next round as it starts with these gates, when the rules leave nothing to do
 * between (no horde card to reveal, not the last round) and its picks are asked by what
 * they keep (resources not tracked): the state its first favour pick is offered from.
 */
export function nextFavour(
	s: LiveState,
	ctx: Ctx,
	gates: { gate1: string | null; gate2: string | null }
): LiveState | null {
	if (s.phase !== 'zoneD' || ctx.options.trackResources) return null;
	const given = {
		...(gates.gate1 ? { gate1: gates.gate1 } : {}),
		...(gates.gate2 ? { gate2: gates.gate2 } : {})
	};
	const r = advance(s, { type: 'nextPhase', to: 'favour', ...given }, ctx);
	if (isInvalid(r) || r.phase !== 'favour' || r.round !== s.round + 1 || r.hordePending)
		return null;
	return r;
}

/** The most a player can bring from a slot now (slot limit, camp room, what the horde needs). */
export function supplyMax(
	s: LiveState,
	ctx: Ctx,
	player: string,
	slot: number
): { weapons: number; spells: number; total: number } {
	const total = ZONE_C_SLOT_MAX[slot - 1] ?? 0;
	if (!s.horde) return { weapons: 0, spells: 0, total: 0 };
	const need = stillNeeded(s.horde, s.camps);
	const own = s.camps[player] ?? { weapons: 0, spells: 0 };
	const room = Math.max(0, campLimit(ctx.players.length) - own.weapons - own.spells);
	const p = s.players[player];
	const track = ctx.options.trackResources;
	const cap = Math.min(total, room);
	return {
		weapons: Math.min(cap, need.weapons, track && p ? p.weapons : cap),
		spells: Math.min(cap, need.spells, track && p ? p.spells : cap),
		total: cap
	};
}

export interface SupplyChoice {
	weapons: number;
	spells: number;
	/** Fame it gives (−2 for a disc that brings nothing). */
	fame: number;
	/** Where the tap goes on to when this supply ends zone C (no slot or player left). */
	then?: Stop;
}

/**
 * Every supply a player may make from a slot now, one tap each: the legal mixes of weapons
 * and spells (slot limit, camp room, what the horde still needs, what the player holds),
 * and the empty disc.
 */
export function supplyChoices(
	s: LiveState,
	ctx: Ctx,
	player: string,
	slot: number
): SupplyChoice[] {
	if (!s.horde) return [];
	const max = supplyMax(s, ctx, player, slot);
	const out: SupplyChoice[] = [];
	for (let total = 1; total <= max.total; total++)
		for (let weapons = Math.min(total, max.weapons); weapons >= 0; weapons--) {
			const spells = total - weapons;
			if (spells > max.spells) continue;
			const err = contributionError({
				horde: s.horde,
				camps: s.camps,
				player,
				slot,
				weapons,
				spells,
				players: ctx.players.length
			});
			if (!err) out.push({ weapons, spells, fame: weapons + spells });
		}
	out.push({ weapons: 0, spells: 0, fame: 0 });
	return out.flatMap((c) => {
		const action: LiveAction = { type: 'supplyCamp', player, slot, ...c };
		const after = live.reduce(s, action, ctx);
		if (isInvalid(after)) return [];
		const fame = after.players[player]!.fame - s.players[player]!.fame;
		const open = zoneCState(after, ctx);
		const stop = open.slots.length === 0 || open.players.length === 0 ? nextStop(after, ctx) : null;
		const then = stop && stop.to !== 'ended' ? stop.to : undefined;
		return [{ weapons: c.weapons, spells: c.spells, fame, ...(then ? { then } : {}) }];
	});
}

export interface HordePreview {
	outcome: HordeOutcome;
	need: { weapons: number; spells: number };
	/** Spaces left after an advance. */
	counter: number;
	effects: (HordeEffect & { siegeLoss: number; canWound: boolean; canLoot: boolean })[];
	/** The siege fame is not known yet: the table reads it off the card now. */
	askSiegeFame: boolean;
	/** Nobody takes the reward tile (a tie for the most resources). */
	rewardTie: boolean;
	fewestFame: number;
}

/** The horde movement as it will happen now, each player's effect with its reasons. */
export function hordePreview(s: LiveState, ctx: Ctx, siegeFame?: number): HordePreview | null {
	if (!s.horde) return null;
	const h = s.horde;
	const outcome = hordeOutcome(h, s.camps, s.counter);
	const need = stillNeeded(h, s.camps);
	const ids = ctx.players.map((p) => p.id);
	const card = h.siegeFame ?? siegeFame ?? 0;
	const raw =
		outcome === 'advance'
			? []
			: outcome === 'victory'
				? victoryEffects(ids, s.camps, h.victory)
				: siegeEffects(ids, s.camps, card, h.siege);
	const effects = raw.map((e) => {
		const p = s.players[e.id]!;
		return {
			...e,
			siegeLoss: outcome === 'siege' ? siegeLoss(card, e.resources) : 0,
			canWound: p.wounds < MAX_WOUNDS,
			canLoot: !ctx.options.trackResources || p.loot > 0
		};
	});
	return {
		outcome,
		need,
		counter: Math.max(0, s.counter - 1),
		effects,
		askSiegeFame: outcome === 'siege' && h.siegeFame === undefined,
		rewardTie:
			outcome === 'victory' && !effects.some((e) => e.reward) && effects.some((e) => e.resources),
		fewestFame: h.siege?.fewestFame ?? SIEGE_FEWEST_FAME
	};
}

export { HORDE_SPEEDS };

/** The rows a special horde prints (Reglamento «Situación de ¡Victoria!» and «El Asedio»). */
export type HordeRow = 'coinOrLootMin' | 'victoryLevelMin' | 'siegeLevelMin' | 'fewestFame';

/** What the horde card form asks: the special horde's rows start at the rulebook's values. */
export function hordeCardFields(special: number): {
	maxResources: number;
	maxRow: number;
	rows: HordeRow[];
	start: Record<HordeRow, number>;
} {
	return {
		maxResources: PIECE_LIMIT,
		maxRow: PIECE_LIMIT,
		rows: special ? ['coinOrLootMin', 'victoryLevelMin', 'siegeLevelMin', 'fewestFame'] : [],
		start: {
			coinOrLootMin: VICTORY_ROWS.coinOrLootMin,
			victoryLevelMin: VICTORY_ROWS.levelMin,
			siegeLevelMin: SIEGE_ROWS.levelMin,
			fewestFame: SIEGE_ROWS.fewestFame
		}
	};
}
