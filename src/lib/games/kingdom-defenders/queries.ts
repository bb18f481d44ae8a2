/**
 * What the screens ask the game: whether the table can go on, which dice and slots are still
 * open, the reminders of this step, the numbers the final form starts from. Screens enable
 * buttons with these answers and never repeat a rule.
 */
import { refusal } from '../core/define';
import type { MessageRef, SessionContext } from '../core/types';
import { FAVOUR_DICE, ZONE_C_SLOT_MAX, campLimit, type FavourDie } from './data';
import { favourDiceToExclude, live, type FinalInput, type LiveState } from './live';
import type { KdOptions } from './options';
import { phaseReminders, stillNeeded, type Phase } from './rules';

type Ctx = SessionContext<KdOptions>;

/** Why the table cannot go to the next step yet, or null. */
export function advanceBlocked(s: LiveState, ctx: Ctx): MessageRef | null {
	return s.phase === 'ended' ? null : refusal(live, s, { type: 'nextPhase' }, ctx);
}

/** The King's favour: how many dice the first chooser leaves out, and the dice still free. */
export function favourState(
	s: LiveState,
	ctx: Ctx
): { exclude: number; rolled: readonly FavourDie[] | null; free: FavourDie[] } {
	const f = s.favour;
	const exclude = f && f.rolled === null ? favourDiceToExclude(ctx.players.length) : 0;
	const rolled = f?.rolled ?? null;
	const free = (rolled ?? FAVOUR_DICE).filter((d) => !f?.picks.some((p) => p.die === d));
	return { exclude, rolled, free };
}

/** Zone C now: the slots still open (below the last one used) and who may still supply. */
export function zoneCState(
	s: LiveState,
	ctx: Ctx
): { slots: number[]; players: string[]; campLimit: number } {
	const last = Math.max(0, ...s.zoneCSlots);
	const slots = ZONE_C_SLOT_MAX.map((_, i) => i + 1).filter((n) => n > last);
	const players = s.turnOrder.filter((id) => !s.zoneCBy.includes(id));
	return { slots, players, campLimit: campLimit(ctx.players.length) };
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

/** The reminders of the current step, knowing the drawn tiles and the game's length. */
export function reminders(s: LiveState, ctx: Ctx): MessageRef[] {
	if (s.phase === 'setup' || s.phase === 'ended') return [];
	const tiles = s.setup ? [...s.setup.characters, ...s.setup.buildings] : [];
	return phaseReminders(
		s.round,
		s.phase as Phase,
		ctx.options.variant,
		ctx.players.length,
		tiles,
		s.rounds
	);
}

/** What the final form starts from: everything the app tracked, read when the final opens. */
export function finalPrefill(s: LiveState, ctx: Ctx): Record<string, FinalInput> {
	const out: Record<string, FinalInput> = {};
	for (const p of ctx.players) {
		const kept = s.finalInputs?.[p.id];
		const tracked = s.players[p.id];
		out[p.id] = kept ?? {
			loot: tracked?.loot ?? 0,
			runes: [0, 0, 0, 0, 0],
			trophies: 0,
			weapons: 0,
			tomes: 0,
			orbs: 0,
			strengthMultiplier: 1,
			magicMultiplier: 1
		};
	}
	return out;
}
