/**
 * What the screens ask the game: whether the table can go on and where one tap takes it,
 * which dice and slots are still open, what each camp supply may be, the horde movement
 * explained, the reminders of this step, the numbers the final form starts from, what the level tracks give. Screens
 * enable buttons with these answers and never repeat a rule.
 */
import { refusal } from '../core/define';
import { isInvalid, type MessageRef, type SessionContext } from '../core/types';
import {
	BUILDINGS_DRAWN,
	FAVOUR_DICE,
	HORDE_SPEEDS,
	PIECE_LIMIT,
	LAST_BUILDING_REVEAL_ROUND,
	MAX_WOUNDS,
	SIEGE_FEWEST_FAME,
	ZONE_C_SLOT_MAX,
	campLimit,
	type FavourDie
} from './data';
import {
	favourDiceToExclude,
	followingPhase,
	live,
	trackedMultipliers,
	type FinalInput,
	type LiveAction,
	type LiveState,
	type Stop
} from './live';
import type { KdOptions } from './options';
import {
	PHASES,
	SIEGE_ROWS,
	VICTORY_ROWS,
	contributionError,
	hordeOutcome,
	phaseReminders,
	restrictedSlot,
	siegeEffects,
	siegeLoss,
	stillNeeded,
	victoryEffects,
	type HordeEffect,
	type HordeOutcome,
	type Phase
} from './rules';
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
	const last = f !== null && f.picks.length === f.order.length - 1;
	const stop = last && !s.hordePending ? nextStop(s, ctx) : null;
	return { exclude, rolled, free, then: stop && stop.to !== 'ended' ? stop.to : undefined };
}

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

/** What the final form starts from: everything the app tracked, read when the final opens. */
export function finalPrefill(s: LiveState, ctx: Ctx): Record<string, FinalInput> {
	const out: Record<string, FinalInput> = {};
	for (const p of ctx.players) {
		const kept = s.finalInputs?.[p.id];
		const t = s.players[p.id]!;
		const r = t.relics;
		out[p.id] = kept ?? {
			loot: t.loot,
			// The relics of the adventure cards, counted as they were won.
			runes: [r.rune1, r.rune2, r.rune3, r.rune4, r.rune5],
			trophies: r.trophies,
			weapons: r.weapons,
			tomes: r.tomes,
			// The orbs shown for gestas are out of the screen: at least those are scored.
			orbs: Math.max(r.orbs, t.orbsSpent),
			...trackedMultipliers(ctx, t, { strengthMultiplier: 1, magicMultiplier: 1 })
		};
	}
	return out;
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
