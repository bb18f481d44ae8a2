/**
 * What the live screen asks the game on every step: whether the table can go on and where one
 * tap takes it, the reminders of this step, whether the horde is shown, where each player's
 * discs stand on the level tracks. What a single step's panel asks is in panels.ts (loaded
 * with the panel). Screens enable buttons with these answers and never repeat a rule.
 */
import { refusal } from '../core/define';
import { isInvalid, type MessageRef, type SessionContext } from '../core/types';
import { BUILDINGS_DRAWN, LAST_BUILDING_REVEAL_ROUND, ZONE_C_SLOT_MAX, campLimit } from './data';
import {
	favourRest,
	followingPhase,
	live,
	type LiveAction,
	type LiveState,
	type Stop
} from './live';
import type { KdOptions } from './options';
import { PHASES, hordeOutcome, restrictedSlot, phaseReminders, type Phase } from './rules';
import { levelTileAt, multiplierAt, topLevel } from './tracks';

type Ctx = SessionContext<KdOptions>;

/** Why the table cannot go to the next step yet, or null. */
export function advanceBlocked(s: LiveState, ctx: Ctx): MessageRef | null {
	if (s.phase === 'ended') return null;
	const stop = nextStop(s, ctx);
	const action: LiveAction = stop ? { type: 'nextPhase', to: stop.to } : { type: 'nextPhase' };
	return refusal(live, s, action, ctx);
}

/**
 * The steps a screen stops at. Disc placement, zone A, the new round and maintenance have
 * nothing to record (their reminders show on the step that holds them); the horde movement
 * stops only when it asks something (a victory's or a siege's choices).
 */
function isStop(s: LiveState, ctx: Ctx, phase: Phase, round: number): boolean {
	if (phase === 'favour' || phase === 'zoneB' || phase === 'zoneC' || phase === 'zoneD')
		return true;
	if (phase !== 'hordeMove') return false;
	if (round !== s.round || !s.horde || s.hordeResolved) return false;
	return hordeOutcome(s.horde, s.camps, s.counter) !== 'advance';
}

/**
 * The favour step's confirm with resources not tracked: the players not recorded took nothing
 * the app keeps, recorded together, going on to the next step when nothing else waits there.
 * Null where it does not apply (resources tracked, every pick recorded, another step).
 */
export function favourRestStop(s: LiveState, ctx: Ctx): { then: Stop | undefined } | null {
	if (s.phase !== 'favour' || s.hordePending) return null;
	const r = favourRest(s, ctx);
	if (isInvalid(r)) return null;
	const stop = nextStop(r, ctx);
	return { then: stop && stop.to !== 'ended' ? stop.to : undefined };
}

/** Zone B's own entries: recorded in zone B, or later in the round marked late. */
const ZONE_B_ENTRIES: readonly LiveAction['type'][] = [
	'completeAdventure',
	'completeGesta',
	'failAdventure',
	'income'
];

/**
 * Resources not tracked: the favour step shows zone B's cards under its picks, and the table
 * goes on from it to zone B without a tap of its own. Returns the zone B that recording the
 * picks not tapped leads to, or null where the favour asks every pick (resources tracked), waits
 * for a horde card, or is over.
 */
export function favourZoneB(s: LiveState, ctx: Ctx): LiveState | null {
	if (favourRestStop(s, ctx)?.then !== 'zoneB') return null;
	const r = live.reduce(s, { type: 'favourRest', then: 'zoneB' }, ctx);
	return isInvalid(r) || r.phase !== 'zoneB' ? null : r;
}

/**
 * What a zone B entry tapped on the favour step records first: the picks not tapped (weapons,
 * spells, a coin or nothing), closing the favour. Reglamento «Contador de ronda» (p.7): las Fases
 * «siempre se ejecutan en el mismo orden», el favor del Rey antes de la Zona B: a heal is never
 * offered against a wound taken later in zone B. Null where the entry is recorded as it is (another
 * step, a late entry, one zone B would refuse: then nothing is recorded before it).
 */
export function favourClosedBy(s: LiveState, ctx: Ctx, a: LiveAction): LiveAction | null {
	if (!ZONE_B_ENTRIES.includes(a.type) || ('late' in a && a.late)) return null;
	const zoneB = favourZoneB(s, ctx);
	if (!zoneB || refusal(live, zoneB, a, ctx)) return null;
	return { type: 'favourRest', then: 'zoneB' };
}

/**
 * Where a horde card's speed goes on to: read on the horde movement step (after a victory or a
 * siege, or a special horde), nothing is left to record there once it is in play, so the tap
 * that puts it in play is the step's «Next» too. Undefined on the other steps (the favour's
 * picks follow the card there) and where the game ends.
 */
export function hordeCardThen(s: LiveState, ctx: Ctx): Stop | undefined {
	if (s.phase !== 'hordeMove' || !s.hordePending || !s.hordeResolved) return undefined;
	const stop = nextStop({ ...s, hordePending: false }, ctx);
	return stop && stop.to !== 'ended' ? stop.to : undefined;
}

/** Where «Next» takes the table, and the round it will be in; null once the game ended. */
export function nextStop(
	s: LiveState,
	ctx: Ctx
): { to: Stop; round: number; passesHorde: boolean } | null {
	if (s.phase === 'ended') return null;
	let phase: LiveState['phase'] = s.phase;
	let round = s.round;
	let passesHorde = false;
	for (let i = 0; i <= 2 * PHASES.length; i++) {
		const n = followingPhase({ ...s, phase, round }, ctx);
		if (n === 'end') return { to: 'ended', round, passesHorde };
		if (phase === 'maintenance') round++;
		phase = n;
		if (isStop(s, ctx, n, round)) return { to: n, round, passesHorde };
		if (n === 'hordeMove') passesHorde = true;
	}
	return null;
}

/**
 * A round where nothing more happens after zone B (no camp supplied, nobody on the gates): one
 * tap takes the table to the next round's first step. Returns that stop and the reminders of
 * the steps it passes (the table still does them with its components), or null when a step on
 * the way has something to decide (a siege or victory) or the game would end.
 */
export function quietFinish(
	s: LiveState,
	ctx: Ctx
): { to: Stop; round: number; passes: MessageRef[] } | null {
	if (s.phase !== 'zoneB' || s.hordePending) return null;
	const tiles = s.setup ? [...s.setup.characters, ...s.setup.buildings] : [];
	const passes: MessageRef[] = [];
	let phase: LiveState['phase'] = s.phase;
	let round = s.round;
	for (let i = 0; i <= 2 * PHASES.length; i++) {
		const n = followingPhase({ ...s, phase, round }, ctx);
		if (n === 'end') return null;
		if (phase === 'maintenance') round++;
		phase = n;
		if (round > s.round && isStop(s, ctx, n, round)) return { to: n, round, passes };
		if (round === s.round) {
			if (n === 'hordeMove' && isStop(s, ctx, n, round)) return null;
			const building = n === 'maintenance' ? buildingToReveal(s) : null;
			const players = ctx.players.length;
			for (const m of phaseReminders(round, n, ctx.options.variant, players, tiles, s.rounds))
				passes.push(
					building && m.key === 'kingdom-defenders.remind.revealBuilding'
						? { key: 'kingdom-defenders.ui.revealNext', values: building }
						: m
				);
		}
	}
	return null;
}

/** The phases whose reminders a stop shows (the skipped ones around it). */
const HELD: Partial<Record<Phase, readonly Phase[]>> = {
	favour: ['newRound', 'favour'],
	zoneB: ['placement', 'zoneA', 'zoneB'],
	zoneD: ['zoneD', 'maintenance']
};

/** Zone C now: the slots still open (below the last one used) and who may still supply. */
export function zoneCState(
	s: LiveState,
	ctx: Ctx
): { slots: number[]; closed: number[]; players: string[]; campLimit: number } {
	const last = Math.max(0, ...s.zoneCSlots);
	const n = ctx.players.length;
	const all = ZONE_C_SLOT_MAX.map((_, i) => i + 1);
	// Reglamento «Partidas de 2 jugadores»: «Los Huecos restringidos a 3 y 4 jugadores no podrán ser ocupados».
	const closed = all.filter((k) => restrictedSlot(ctx.options.slotPlayers, `C${k}`, n) > 0);
	const slots = all.filter((k) => k > last && !closed.includes(k));
	const players = s.turnOrder.filter((id) => !s.zoneCBy.includes(id));
	return { slots, closed, players, campLimit: campLimit(n) };
}

/** Zone D: the gates this table may use. */
export function openGates(ctx: Ctx): (1 | 2)[] {
	return ([1, 2] as const).filter(
		(g) => restrictedSlot(ctx.options.slotPlayers, `D${g}`, ctx.players.length) === 0
	);
}

/**
 * Whether the horde's status (track, camps, wall) is on the table: there is a horde, one is
 * waiting to be drawn, or the wall has fallen.
 */
export function hordeShown(s: LiveState, ctx: Ctx): boolean {
	// Reglamento «Variante familiar»: «Ignorad todas las reglas referentes a la Horda Grugog».
	if (ctx.options.variant === 'family') return false;
	return s.horde !== null || s.hordePending || s.wall !== 'A';
}

/** The building tile maintenance reveals this round, if any. */
export function buildingToReveal(s: LiveState): { n: number; tile: string } | null {
	// Reglamento «Mantenimiento»: se desvela la siguiente loseta de Edificio; en las rondas 5 y 6 se ignora.
	if (!s.setup || s.round > LAST_BUILDING_REVEAL_ROUND || s.revealedBuildings >= BUILDINGS_DRAWN)
		return null;
	const tile = s.setup.buildings[s.revealedBuildings];
	return tile ? { n: s.revealedBuildings + 1, tile } : null;
}

/** The reminders of the current step (and the skipped steps it holds), knowing the drawn tiles. */
export function reminders(s: LiveState, ctx: Ctx): MessageRef[] {
	if (s.phase === 'setup' || s.phase === 'ended') return [];
	const tiles = s.setup ? [...s.setup.characters, ...s.setup.buildings] : [];
	const phases = HELD[s.phase] ?? [s.phase];
	const seen = new Set<string>();
	const marked: MessageRef[] = [];
	if (phases.includes('placement')) {
		const c = zoneCState(s, ctx).closed;
		const d = ([1, 2] as const).filter((g) => !openGates(ctx).includes(g));
		if (c.length || d.length)
			marked.push({
				key: 'kingdom-defenders.remind.slotsMarked',
				values: { c: c.join(', ') || 'none', d: d.join(', ') || 'none' }
			});
	}
	return phases
		.filter((p) => p !== 'newRound' || s.round > 1)
		.flatMap((p) =>
			phaseReminders(s.round, p, ctx.options.variant, ctx.players.length, tiles, s.rounds)
		)
		.filter((m) => {
			const k = JSON.stringify(m);
			return seen.has(k) ? false : (seen.add(k), true);
		})
		.concat(marked);
}

/** Where a player's discs stand on the level tracks, with what the table's board gives there. */
export interface TrackStanding {
	level: number;
	/** The last space (null: the table did not enter this track). */
	top: number | null;
	multiplier: number | null;
	/** The level tile «+1»/«+2» (the adventure discount), 0 without one. */
	tile: number;
}

export function trackStanding(
	s: LiveState,
	ctx: Ctx,
	id: string
): Record<'strength' | 'magic', TrackStanding> {
	const tracks = ctx.options.levelTracks;
	const p = s.players[id]!;
	const of = (t: 'strength' | 'magic'): TrackStanding => ({
		level: p[t],
		top: topLevel(tracks, t),
		multiplier: multiplierAt(tracks, t, p[t]),
		tile: levelTileAt(tracks, t, p[t])
	});
	return { strength: of('strength'), magic: of('magic') };
}
