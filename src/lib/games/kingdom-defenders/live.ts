/**
 * The live companion of Kingdom Defenders: the moves of a round, declared with core/define.
 * Each move has a schema (core parses every action first), a pure `apply` returning the next
 * state or the translated reason, and a `describe` for the log.
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { MAX_COUNT, count, hasOwn, intIn, playerId, playerName } from '../core/checks';
import { defineFlow, move } from '../core/define';
import { nextInt, seedRng, type RngState } from '../core/rng';
import { invalid, isInvalid } from '../core/types';
import type { Flow, GameAction, Invalid, MessageRef } from '../core/types';
import type { ScorePoint, SessionContext, SessionSummary } from '../core/types';
import {
	ACHIEVEMENTS,
	ALL_FACES,
	BUILDING_IDS,
	BUILDINGS_DRAWN,
	CLAIMED_ACHIEVEMENTS,
	FAILED_ADVENTURE_FAME,
	FAME_LOST_EMPTY_CAMP_DISC,
	FAMILY_ROUNDS,
	FAVOUR_DICE,
	FAVOUR_FACES,
	GESTA_BONUSES,
	HORDE_ACTIVATION_ROUND,
	HORDE_SPEEDS,
	LAST_BUILDING_REVEAL_ROUND,
	MAX_FAME,
	MAX_WOUNDS,
	PIECE_LIMIT,
	ROUNDS,
	SPECIAL_HORDE_ROUNDS,
	ZONE_C_SLOT_MAX,
	type Achievement,
	type FavourDie,
	type FavourFace,
	type GestaBonus
} from './data';
import type { KdOptions } from './options';
import {
	contributionError,
	contributionFame,
	favourOrder,
	PHASES,
	hordeActive,
	hordeOutcome,
	restrictedSlot,
	siegeEffects,
	updateTurnOrder,
	victoryEffects,
	type Camp,
	type HordeCard,
	type HordeEffect,
	type HordeOutcome,
	type Phase
} from './rules';
import {
	achievements,
	finalBreakdown,
	finalScore,
	type KdDestiny,
	type KdFinalPlayer,
	type KdFinalResult
} from './scoring';
import { isSetupPlan, tryPlanSetup, type SetupPlan } from './setup';
import {
	atTop,
	climb,
	maestroTracked,
	multiplierAt,
	topLevel,
	type LevelTracks,
	type TrackName
} from './tracks';

type Ctx = SessionContext<KdOptions>;

export interface LivePlayer {
	fame: number;
	/** Highest fame reached (Legendario). */
	maxFame: number;
	/** 0..4 (Reglamento «Heridas»). */
	wounds: number;
	/** Spaces advanced on the strength / magic level tracks (0 at the start). */
	strength: number;
	magic: number;
	weapons: number;
	spells: number;
	coins: number;
	loot: number;
	/** Adventure cards won (tie-break) and reward tiles taken. */
	adventures: number;
	rewards: number;
	/** Gestas completed, and the orbs shown for them (left outside the screen: public). */
	gestas: number;
	orbsSpent: number;
	adventuresThisRound: number;
	bestAdventureRound: number;
	/**
	 * The relics shown on the adventure cards this player won (public when won, then behind
	 * the screen: shown only in the final form). Reward tiles hide theirs until the end.
	 */
	relics: Record<RelicField, number>;
}

/** The relics a player scores, by the final form's keys (rune1..rune5: the 5 rune shapes). */
export const RELIC_FIELDS = [
	'weapons',
	'tomes',
	'trophies',
	'orbs',
	'rune1',
	'rune2',
	'rune3',
	'rune4',
	'rune5'
] as const;
export type RelicField = (typeof RELIC_FIELDS)[number];

export type PlayerField =
	| 'fame'
	| 'wounds'
	| 'strength'
	| 'magic'
	| 'weapons'
	| 'spells'
	| 'coins'
	| 'loot'
	| 'adventures'
	| 'rewards'
	| 'gestas'
	| 'orbsSpent';
export const PLAYER_FIELDS = [
	'fame',
	'wounds',
	'strength',
	'magic',
	'weapons',
	'spells',
	'coins',
	'loot',
	'adventures',
	'rewards',
	'gestas',
	'orbsSpent'
] as const satisfies readonly PlayerField[];

export interface FavourPick {
	player: string;
	die: FavourDie;
	face: FavourFace;
}

export interface HordeChoice {
	reward?: 'coin' | 'loot';
	level?: 'strength' | 'magic';
	penalty?: 'wound' | 'loot';
}

/** What the last horde movement did (the explanation the screens keep showing). */
export interface HordeReport {
	round: number;
	outcome: HordeOutcome;
	/** Spaces left after an advance. */
	counter: number;
	effects: HordeEffect[];
}

export interface FinalInput {
	loot: number;
	runes: number[];
	trophies: number;
	weapons: number;
	tomes: number;
	orbs: number;
	strengthMultiplier: number;
	magicMultiplier: number;
	destiny?: KdDestiny;
	/** Achievements the app cannot check (Maestro, Popular). */
	claims?: Achievement[];
}

export interface FinalOutcome {
	results: KdFinalResult[];
	/** The numbers that were scored (so the screens can explain each line). */
	players: KdFinalPlayer[];
	achievements: Record<string, Achievement[]>;
	winners: string[];
}

export interface LiveState {
	/** The setup in use (the session's stored one, or a redraw), or null when none exists. */
	setup: SetupPlan | null;
	/** Why the options give no setup (translated), or null. */
	setupError: MessageRef | null;
	/** Times the table asked for another draw. */
	redraws: number;
	rng: RngState;
	phase: 'setup' | Phase | 'ended';
	round: number;
	rounds: number;
	/** Player ids, first to play first. */
	turnOrder: string[];
	players: Record<string, LivePlayer>;
	/** How many of the 5 variable buildings are face up (buildings[0..n-1]). */
	revealedBuildings: number;
	horde: HordeCard | null;
	/** A horde card must be entered before going on; its special side (0, 4 or 5). */
	hordePending: boolean;
	pendingSpecial: number;
	/** Spaces left on the horde path (the wall is 0). */
	counter: number;
	camps: Record<string, Camp>;
	/** Zone C slots activated this round, and who held each (same order). */
	zoneCSlots: number[];
	zoneCBy: string[];
	hordeResolved: boolean;
	wall: 'A' | 'B' | 'fallen';
	hordeVictoryRounds: number[];
	/** The King's favour: pick order, the dice rolled (after the exclusion) and the picks. */
	favour: { order: string[]; rolled: FavourDie[] | null; picks: FavourPick[] } | null;
	turnOrderUpdated: boolean;
	/** The last horde movement with each player's effect, kept on screen until the next round. */
	hordeReport: HordeReport | null;
	ended: null | 'rounds' | 'cityFell';
	history: ScorePoint[];
	/**
	 * The final numbers the table entered that live nowhere else (multipliers, destiny, claims):
	 * kept so a later correction re-scores. Loot and relics are written onto the players, the
	 * one place the final reads them from.
	 */
	finalInputs: Record<string, FinalInput> | null;
	/** Who held which zone C slot last time a horde was supplied (player id → slot). */
	lastZoneC: Record<string, number>;
	/** Who sat on the gates last time zone D changed the turn order. */
	lastGates: { gate1: string | null; gate2: string | null } | null;
	final: FinalOutcome | null;
}

// ---------------------------------------------------------------- schemas

const Player = playerId;
const Die = v.picklist(FAVOUR_DICE as [FavourDie, ...FavourDie[]]);
const PhaseName = v.picklist([...PHASES, 'ended']);
/** Where a tap may go on to: a phase of the round, or the end of the game. */
export type Stop = Phase | 'ended';
const Face = v.picklist(ALL_FACES as [FavourFace, ...FavourFace[]]);
// No box holds more than PIECE_LIMIT of one relic (and the orb optimiser stays instant).
const Amount = count(PIECE_LIMIT);
const Rows = v.object({
	victory: v.optional(
		v.object({ coinOrLootMin: count(PIECE_LIMIT), levelMin: count(PIECE_LIMIT) })
	),
	siege: v.optional(v.object({ levelMin: count(PIECE_LIMIT), fewestFame: count(PIECE_LIMIT) }))
});
const Choice = v.object({
	reward: v.optional(v.picklist(['coin', 'loot'])),
	level: v.optional(v.picklist(['strength', 'magic'])),
	penalty: v.optional(v.picklist(['wound', 'loot']))
});
const Destiny = v.variant('kind', [
	v.object({ kind: v.literal('relic'), relic: v.picklist(['weapon', 'tome', 'rune', 'trophy']) }),
	v.object({ kind: v.literal('distinctRunes') }),
	v.object({ kind: v.literal('points'), points: count(PIECE_LIMIT) })
]);
const RelicCounts = Object.fromEntries(RELIC_FIELDS.map((f) => [f, Amount])) as Record<
	RelicField,
	typeof Amount
>;
const Final = v.object({
	loot: Amount,
	runes: v.pipe(v.array(Amount), v.length(5)),
	trophies: Amount,
	weapons: Amount,
	tomes: Amount,
	orbs: Amount,
	strengthMultiplier: count(PIECE_LIMIT),
	magicMultiplier: count(PIECE_LIMIT),
	destiny: v.optional(Destiny),
	claims: v.optional(v.array(v.picklist(ACHIEVEMENTS)))
});

export type LiveAction =
	| { type: 'redrawSetup' }
	| {
			type: 'nextPhase';
			/** Goes on until this phase (the steps between have nothing to record). */
			to?: Stop;
			/** Zone D's gates, applied before leaving zone D. */
			gate1?: string | null;
			gate2?: string | null;
	  }
	| {
			type: 'revealHorde';
			weapons: number;
			spells: number;
			speed: number;
			/** Printed on the siege side; may be left for the siege itself. */
			siegeFame?: number;
			rows?: v.InferOutput<typeof Rows>;
	  }
	| { type: 'favourExclude'; dice: FavourDie[] }
	| { type: 'favourPick'; player: string; die: FavourDie; face: FavourFace; then?: Stop }
	| {
			type: 'supplyCamp';
			player: string;
			slot: number;
			weapons: number;
			spells: number;
			then?: Stop;
	  }
	| { type: 'resolveHorde'; choices: Record<string, HordeChoice>; siegeFame?: number }
	| { type: 'zoneD'; gate1: string | null; gate2: string | null }
	| { type: 'adjust'; player: string; field: PlayerField; delta: number }
	| { type: 'adjustRelic'; player: string; relic: RelicField; delta: number }
	| {
			type: 'startingResources';
			player: string;
			weapons: number;
			spells: number;
			coins: number;
			loot: number;
	  }
	| {
			type: 'income';
			player: string;
			/** The building tile (E1..E17) whose printed income this is. */
			building: string;
			weapons?: number;
			spells?: number;
			coins?: number;
			loot?: number;
			fame?: number;
	  }
	| { type: 'failAdventure'; player: string; late?: boolean }
	| {
			type: 'completeAdventure';
			player: string;
			/** Recorded after zone B of its round (the table forgot it there). */
			late?: boolean;
			wounds?: number;
			weapons?: number;
			spells?: number;
			fame?: number;
			coins?: number;
			loot?: number;
			strength?: number;
			magic?: number;
			/** The relics illustrated on the card. */
			relics?: Partial<Record<RelicField, number>>;
	  }
	| {
			type: 'completeGesta';
			player: string;
			bonus: GestaBonus;
			/** The face the bonus die rolled (not for a random reward, whose bonus is a coin). */
			face?: FavourFace;
			/** Orbs shown as wildcards. */
			orbs?: number;
			late?: boolean;
	  }
	| { type: 'finalScore'; players: Record<string, FinalInput> };

type Of<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;

// ---------------------------------------------------------------- state helpers

/** No relic of any kind. */
export function noRelics(): Record<RelicField, number> {
	return Object.fromEntries(RELIC_FIELDS.map((f) => [f, 0])) as Record<RelicField, number>;
}

function newPlayer(fame: number): LivePlayer {
	return {
		fame,
		maxFame: fame,
		wounds: 0,
		strength: 0,
		magic: 0,
		weapons: 0,
		spells: 0,
		coins: 0,
		loot: 0,
		adventures: 0,
		rewards: 0,
		gestas: 0,
		orbsSpent: 0,
		adventuresThisRound: 0,
		bestAdventureRound: 0,
		relics: noRelics()
	};
}

/** The setup options of a session (its options, player count and a seed). */
function setupOptions(ctx: Ctx, seed: string) {
	const o = ctx.options;
	return {
		players: ctx.players.length as 2 | 3 | 4,
		difficulty: o.difficulty,
		stars: o.stars,
		seed,
		...(o.variant === 'none' ? {} : { variant: o.variant }),
		...(o.targetStars === null ? {} : { targetStars: o.targetStars })
	};
}

/** The setup drawn from the seed, or why none exists (stored on the session when created). */
export function drawLiveSetup(ctx: Ctx, seed = ctx.seed): SetupPlan | Invalid {
	return tryPlanSetup(setupOptions(ctx, seed));
}

function planOrError(p: SetupPlan | Invalid): Pick<LiveState, 'setup' | 'setupError'> {
	return isInvalid(p) ? { setup: null, setupError: p.reason } : { setup: p, setupError: null };
}

function seatPlayers(ctx: Ctx, setup: SetupPlan | null): Pick<LiveState, 'turnOrder' | 'players'> {
	const ids = ctx.players.map((p) => p.id);
	const turnOrder = setup ? setup.turnOrder.map((seat) => ids[seat]!) : ids;
	const players: Record<string, LivePlayer> = {};
	ids.forEach((id, seat) => (players[id] = newPlayer(setup ? (setup.startingFame[seat] ?? 0) : 0)));
	return { turnOrder, players };
}

function initLive(ctx: Ctx): LiveState {
	// The session's stored setup; drawn from the seed only when none was stored.
	const plan = planOrError(isSetupPlan(ctx.setup) ? ctx.setup : drawLiveSetup(ctx));
	return {
		...plan,
		redraws: 0,
		rng: seedRng(`kingdom-defenders/live/${ctx.seed}`),
		phase: 'setup',
		round: 1,
		rounds: ctx.options.variant === 'family' ? FAMILY_ROUNDS : ROUNDS,
		...seatPlayers(ctx, plan.setup),
		revealedBuildings: 1,
		horde: null,
		// Reglamento «Variante extrema»: en la preparación revela la primera carta de Horda.
		hordePending: ctx.options.variant === 'extreme',
		pendingSpecial: 0,
		counter: 0,
		camps: {},
		zoneCSlots: [],
		zoneCBy: [],
		hordeResolved: false,
		wall: 'A',
		hordeVictoryRounds: [],
		favour: null,
		turnOrderUpdated: false,
		hordeReport: null,
		ended: null,
		history: [],
		finalInputs: null,
		final: null,
		lastZoneC: {},
		lastGates: null
	};
}

/** The limits each counter has on the table (fame track, wound track, the box's pieces). */
function outOfRange(field: PlayerField, value: number): Invalid | null {
	if (field === 'wounds' && (value < 0 || value > MAX_WOUNDS))
		return invalid('kingdom-defenders.error.woundsRange', { max: MAX_WOUNDS });
	if (value < 0) return invalid('kingdom-defenders.error.negative', { field });
	const max = field === 'fame' ? MAX_FAME : PIECE_LIMIT;
	if (value > max) return invalid('kingdom-defenders.error.tooMany', { field, max });
	return null;
}

/** A level track's disc stops on its last space (when the table entered the track). */
function pastTop(ctx: Ctx, field: PlayerField, value: number): Invalid | null {
	if (field !== 'strength' && field !== 'magic') return null;
	const top = topLevel(ctx.options.levelTracks, field);
	return top !== null && value > top
		? invalid('kingdom-defenders.error.pastTop', { track: field, top })
		: null;
}

/**
 * Applies a change to a player. Fame has no space below 0 on the fame track: a loss stops at
 * 0 (the same rule as the quick scorer, which takes fame from 0).
 */
function withPlayer(s: LiveState, id: string, change: Partial<LivePlayer>): LiveState {
	const p = { ...s.players[id]!, ...change };
	p.fame = Math.min(MAX_FAME, Math.max(0, p.fame));
	p.maxFame = Math.max(p.maxFame, p.fame);
	return { ...s, players: { ...s.players, [id]: p } };
}

function fameScores(s: LiveState): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, p] of Object.entries(s.players)) out[id] = p.fame;
	return out;
}

function endRound(s: LiveState, ended: LiveState['ended']): LiveState {
	const history = [...s.history, { round: s.round, scores: fameScores(s) }];
	return ended ? { ...s, history, ended, phase: 'ended' } : { ...s, history };
}

/** The phase after `phase`, skipping the horde phases when no horde plays this round. */
export function followingPhase(s: LiveState, ctx: Ctx): Phase | 'end' {
	const horde = hordeActive(s.round, ctx.options.variant);
	switch (s.phase) {
		case 'setup':
			// Reglamento «Colocación de los discos»: la partida comienza con esta Fase.
			return 'placement';
		case 'newRound':
			return 'favour';
		case 'favour':
			return 'placement';
		case 'placement':
			return 'zoneA';
		case 'zoneA':
			return 'zoneB';
		case 'zoneB':
			return horde ? 'zoneC' : 'zoneD';
		case 'zoneC':
			return 'hordeMove';
		case 'hordeMove':
			// Reglamento «Ronda 6»: al finalizar el Movimiento de la Horda de la ronda 6 la partida termina.
			return s.round >= s.rounds ? 'end' : 'zoneD';
		case 'zoneD':
			return 'maintenance';
		case 'maintenance':
		case 'ended':
			return s.round >= s.rounds ? 'end' : 'newRound';
	}
}

function nameOf(ctx: Ctx, id: string): string {
	return playerName(ctx, id);
}

/** The fewest players a marked slot needs when this table is smaller (0: the slot is open). */
function slotClosed(ctx: Ctx, slot: string): number {
	return restrictedSlot(ctx.options.slotPlayers, slot, ctx.players.length);
}

function hordeEffects(
	horde: HordeCard,
	outcome: 'victory' | 'siege',
	camps: Readonly<Record<string, Camp>>,
	ctx: Ctx,
	siegeFame = horde.siegeFame ?? 0
): HordeEffect[] {
	const ids = ctx.players.map((p) => p.id);
	return outcome === 'victory'
		? victoryEffects(ids, camps, horde.victory)
		: siegeEffects(ids, camps, siegeFame, horde.siege);
}

/** Dice rolled for the King's favour: all 4 with 4 players, else after the exclusion. */
export function favourDiceToExclude(players: number): number {
	return Math.max(0, FAVOUR_DICE.length - players);
}

// ---------------------------------------------------------------- moves

function nextPhase(s: LiveState, ctx: Ctx): LiveState | Invalid {
	if (s.phase === 'setup' && !s.setup) return invalid('kingdom-defenders.error.noSetup');
	// The new horde card is entered on the King's favour step at the latest (nothing else is
	// recorded at the new round), before the discs are placed.
	if (s.hordePending && s.phase !== 'newRound')
		return invalid('kingdom-defenders.error.hordeNeeded');
	if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length)
		return invalid('kingdom-defenders.error.favourIncomplete', {
			player: nameOf(ctx, s.favour.order[s.favour.picks.length]!)
		});
	if (s.phase === 'hordeMove' && !s.hordeResolved)
		return invalid('kingdom-defenders.error.hordeNotResolved');
	const next = followingPhase(s, ctx);
	if (next === 'end') return endRound(s, 'rounds');
	if (s.phase === 'maintenance') {
		// Reglamento «Mantenimiento»: se desvela la siguiente loseta de Edificio; en las rondas 5 y 6 se ignora.
		const revealedBuildings =
			s.round <= LAST_BUILDING_REVEAL_ROUND
				? Math.min(BUILDINGS_DRAWN, s.revealedBuildings + 1)
				: s.revealedBuildings;
		const done = endRound({ ...s, revealedBuildings }, null);
		const round = s.round + 1;
		// Placement memory: who held which zone C slot (kept from the last round a horde was supplied).
		const lastZoneC = s.zoneCBy.length
			? Object.fromEntries(s.zoneCBy.map((id, i) => [id, s.zoneCSlots[i]!]))
			: s.lastZoneC;
		const players: Record<string, LivePlayer> = {};
		for (const [id, p] of Object.entries(done.players))
			players[id] = { ...p, adventuresThisRound: 0 };
		// Reglamento «Ronda 2»: la Horda se activa: revela la primera carta del mazo de Horda.
		const activates =
			round === HORDE_ACTIVATION_ROUND && ctx.options.variant === 'none' && done.horde === null;
		return {
			...done,
			players,
			round,
			lastZoneC,
			phase: 'newRound',
			hordePending: activates,
			pendingSpecial: 0,
			zoneCSlots: [],
			zoneCBy: [],
			hordeResolved: false,
			favour: null,
			turnOrderUpdated: false,
			hordeReport: null
		};
	}
	if (next === 'favour') {
		const order = favourOrder(s.turnOrder, fameScores(s));
		// Reglamento «El favor del Rey»: «lanza tantos dados como jugadores haya».
		const rolled = favourDiceToExclude(ctx.players.length) === 0 ? [...FAVOUR_DICE] : null;
		return { ...s, phase: next, favour: { order, rolled, picks: [] } };
	}
	return { ...s, phase: next };
}

/**
 * «Next» with a destination: the steps between have nothing to record (disc placement, zone
 * A, maintenance...), so one tap goes through them; a horde that only advances moves on the
 * way (no choice to make). Zone D's gates, when given, change the turn order first.
 */
function advance(s: LiveState, a: Of<'nextPhase'>, ctx: Ctx): LiveState | Invalid {
	let cur = s;
	if (a.gate1 || a.gate2) {
		const r = zoneD(cur, { type: 'zoneD', gate1: a.gate1 ?? null, gate2: a.gate2 ?? null }, ctx);
		if (isInvalid(r)) return r;
		cur = r;
	}
	if (a.to === undefined) return nextPhase(cur, ctx);
	for (let i = 0; i <= PHASES.length; i++) {
		if (cur.phase === 'hordeMove' && !cur.hordeResolved) {
			const r = resolveHorde(cur, { type: 'resolveHorde', choices: {} }, ctx);
			// A movement with choices is resolved on its own step, never passed through.
			if (isInvalid(r)) return i === 0 ? invalid('kingdom-defenders.error.hordeNotResolved') : r;
			cur = r;
			if (cur.phase === 'ended') return cur;
		}
		const r = nextPhase(cur, ctx);
		if (isInvalid(r)) return r;
		cur = r;
		if (cur.phase === a.to || cur.phase === 'ended') return cur;
	}
	return invalid('kingdom-defenders.error.badStep');
}

/** A move that finishes its step may go on to the next one in the same tap. */
function andThen(r: LiveState | Invalid, to: Stop | undefined, ctx: Ctx): LiveState | Invalid {
	return to === undefined || isInvalid(r) ? r : advance(r, { type: 'nextPhase', to }, ctx);
}

function revealHorde(s: LiveState, a: Of<'revealHorde'>): LiveState | Invalid {
	if (!s.hordePending) return invalid('kingdom-defenders.error.noHordeNeeded');
	if (a.weapons + a.spells === 0) return invalid('kingdom-defenders.error.hordeResources');
	// Reglamento «Nueva ronda»: «velocidad variable “1”, “2” ó “3”».
	if (!HORDE_SPEEDS.includes(a.speed)) return invalid('kingdom-defenders.error.hordeSpeed');
	const horde: HordeCard = {
		weapons: a.weapons,
		spells: a.spells,
		speed: a.speed,
		...(a.siegeFame === undefined ? {} : { siegeFame: a.siegeFame }),
		special: s.pendingSpecial
	};
	// Reglamento «Movimiento de la Horda»: the rows printed at the bottom of the card.
	if (a.rows?.victory) horde.victory = a.rows.victory;
	if (a.rows?.siege) horde.siege = a.rows.siege;
	// Reglamento «Ronda 2»: el contador se coloca en la casilla de la velocidad de la carta.
	return { ...s, horde, counter: a.speed, hordePending: false, pendingSpecial: 0 };
}

/** One level up: only the counters the track touches (the rest of the change is the caller's). */
function levelUp(p: LivePlayer, track: TrackName, tracks?: LevelTracks): Partial<LivePlayer> {
	const c = climb(p, track, 1, tracks);
	return { [track]: c[track], weapons: c.weapons, spells: c.spells, wounds: c.wounds };
}

function applyFace(p: LivePlayer, face: FavourFace, tracks?: LevelTracks): Partial<LivePlayer> {
	// Reglamento «El favor del Rey»: los resultados de cada dado.
	switch (face) {
		case 'weapon1':
			return { weapons: p.weapons + 1 };
		case 'weapon2':
			return { weapons: p.weapons + 2 };
		case 'strengthLevel':
			return levelUp(p, 'strength', tracks);
		case 'spell1':
			return { spells: p.spells + 1 };
		case 'spell2':
			return { spells: p.spells + 2 };
		case 'magicLevel':
			return levelUp(p, 'magic', tracks);
		case 'loot':
			return { loot: p.loot + 1 };
		case 'coin':
			return { coins: p.coins + 1 };
		case 'heal1':
			return { wounds: Math.max(0, p.wounds - 1) };
		case 'heal2':
			return { wounds: Math.max(0, p.wounds - 2) };
		case 'nothing':
			return {};
	}
}

function favourExclude(s: LiveState, a: Of<'favourExclude'>, ctx: Ctx): LiveState | Invalid {
	if (s.phase !== 'favour' || !s.favour)
		return invalid('kingdom-defenders.error.wrongPhase', { phase: s.phase });
	const n = favourDiceToExclude(ctx.players.length);
	// Reglamento «El favor del Rey»: «Si hay menos de 4 jugadores dicho jugador decide qué dados excluye».
	if (n === 0 || s.favour.rolled !== null) return invalid('kingdom-defenders.error.noExclude');
	if (new Set(a.dice).size !== a.dice.length || a.dice.length !== n)
		return invalid('kingdom-defenders.error.excludeCount', { n });
	const rolled = FAVOUR_DICE.filter((d) => !a.dice.includes(d));
	return { ...s, favour: { ...s.favour, rolled } };
}

function favourPick(s: LiveState, a: Of<'favourPick'>, ctx: Ctx): LiveState | Invalid {
	if (s.phase !== 'favour' || !s.favour)
		return invalid('kingdom-defenders.error.wrongPhase', { phase: s.phase });
	const expected = s.favour.order[s.favour.picks.length];
	if (expected === undefined) return invalid('kingdom-defenders.error.favourDone');
	if (a.player !== expected) return invalid('kingdom-defenders.error.notYourPick');
	// The dice left out need not be entered first: the picks name the dice that were rolled.
	if (s.favour.rolled !== null && !s.favour.rolled.includes(a.die))
		return invalid('kingdom-defenders.error.dieNotRolled');
	// Reglamento «El favor del Rey»: «cada jugador elegirá un dado diferente».
	if (s.favour.picks.some((p) => p.die === a.die))
		return invalid('kingdom-defenders.error.dieTaken');
	if (!FAVOUR_DICE.includes(a.die) || !FAVOUR_FACES[a.die].includes(a.face))
		return invalid('kingdom-defenders.error.wrongFace');
	const picks = [...s.favour.picks, { player: a.player, die: a.die, face: a.face }];
	const done = picks.length === s.favour.order.length;
	const rolled =
		s.favour.rolled ?? (done ? FAVOUR_DICE.filter((d) => picks.some((p) => p.die === d)) : null);
	const favour = { ...s.favour, picks, rolled };
	const p = s.players[a.player]!;
	return withPlayer({ ...s, favour }, a.player, applyFace(p, a.face, ctx.options.levelTracks));
}

function supplyCamp(s: LiveState, a: Of<'supplyCamp'>, ctx: Ctx): LiveState | Invalid {
	if (s.phase !== 'zoneC') return invalid('kingdom-defenders.error.wrongPhase', { phase: s.phase });
	if (!s.horde) return invalid('kingdom-defenders.error.noHorde');
	if (a.slot < 1 || a.slot > ZONE_C_SLOT_MAX.length)
		return invalid('kingdom-defenders.error.badSlot');
	// Reglamento «Zona C»: «Los huecos se activan de arriba hacia abajo».
	if (s.zoneCSlots.some((n) => n >= a.slot))
		return invalid('kingdom-defenders.error.slotOrder', { slot: a.slot });
	// Reglamento «Partidas de 2 jugadores»: «Los Huecos restringidos a 3 y 4 jugadores no podrán ser ocupados».
	const closed = slotClosed(ctx, `C${a.slot}`);
	if (closed) return invalid('kingdom-defenders.error.slotRestricted', { slot: a.slot, n: closed });
	// Reglamento «Colocación»: «Cada jugador solo puede ocupar un hueco en cada ZONA del tablero».
	if (s.zoneCBy.includes(a.player))
		return invalid('kingdom-defenders.error.oneSlotPerZone', { player: nameOf(ctx, a.player) });
	const err = contributionError({
		horde: s.horde,
		camps: s.camps,
		player: a.player,
		slot: a.slot,
		weapons: a.weapons,
		spells: a.spells,
		players: ctx.players.length
	});
	if (err) return invalid(err.key, err.values ? { ...err.values } : undefined);
	const p = s.players[a.player]!;
	// Reglamento «Zona C»: «Los recursos aportados por cada jugador proceden de su reserva personal».
	if (ctx.options.trackResources && (p.weapons < a.weapons || p.spells < a.spells))
		return notEnough(ctx, a.player, p);
	const own = s.camps[a.player] ?? { weapons: 0, spells: 0 };
	const camps = {
		...s.camps,
		[a.player]: { weapons: own.weapons + a.weapons, spells: own.spells + a.spells }
	};
	const change: Partial<LivePlayer> = {
		fame: p.fame + contributionFame(a.weapons, a.spells, FAME_LOST_EMPTY_CAMP_DISC)
	};
	if (ctx.options.trackResources) {
		change.weapons = p.weapons - a.weapons;
		change.spells = p.spells - a.spells;
	}
	const next = {
		...s,
		camps,
		zoneCSlots: [...s.zoneCSlots, a.slot],
		zoneCBy: [...s.zoneCBy, a.player]
	};
	return withPlayer(next, a.player, change);
}

function resolveHorde(s: LiveState, a: Of<'resolveHorde'>, ctx: Ctx): LiveState | Invalid {
	if (s.phase !== 'hordeMove')
		return invalid('kingdom-defenders.error.wrongPhase', { phase: s.phase });
	if (!s.horde) return invalid('kingdom-defenders.error.noHorde');
	if (s.hordeResolved) return invalid('kingdom-defenders.error.hordeAlreadyResolved');
	const outcome = hordeOutcome(s.horde, s.camps, s.counter);
	// Reglamento «Situación de ¿Derrota?»: el contador avanza un espacio hacia abajo.
	if (outcome === 'advance') {
		const hordeReport = { round: s.round, outcome, counter: s.counter - 1, effects: [] };
		return { ...s, counter: s.counter - 1, hordeResolved: true, hordeReport };
	}
	const siegeFame = s.horde.siegeFame ?? a.siegeFame;
	// Reglamento «El Asedio»: «pierde tantos Puntos de Fama como se indican» (printed on the card).
	if (outcome === 'siege' && siegeFame === undefined)
		return invalid('kingdom-defenders.error.siegeFameNeeded');
	const effects = hordeEffects(s.horde, outcome, s.camps, ctx, siegeFame);
	let next: LiveState = {
		...s,
		hordeReport: { round: s.round, outcome, counter: 0, effects }
	};
	for (const eff of effects) {
		const c = hasOwn(a.choices, eff.id) ? a.choices[eff.id]! : {};
		const before = next.players[eff.id]!;
		let p: LivePlayer = { ...before, fame: before.fame + eff.fame };
		if (eff.coinOrLoot) {
			if (c.reward === undefined)
				return invalid('kingdom-defenders.error.chooseReward', { player: nameOf(ctx, eff.id) });
			if (c.reward === 'coin') p.coins += 1;
			else p.loot += 1;
		}
		if (eff.level) {
			if (c.level === undefined)
				return invalid('kingdom-defenders.error.chooseLevel', { player: nameOf(ctx, eff.id) });
			p = climb(p, c.level, 1, ctx.options.levelTracks);
		}
		if (eff.reward) p.rewards += 1;
		if (eff.fewest) {
			// Reglamento «El Asedio»: «elige entre sufrir 1 Herida o entregar 1 botín a la reserva».
			const canWound = p.wounds < MAX_WOUNDS;
			const canLoot = !ctx.options.trackResources || p.loot > 0;
			if (c.penalty === 'wound') {
				if (!canWound)
					return invalid('kingdom-defenders.error.woundsFull', { player: nameOf(ctx, eff.id) });
				p.wounds += 1;
			} else if (c.penalty === 'loot') {
				if (!canLoot)
					return invalid('kingdom-defenders.error.noLoot', { player: nameOf(ctx, eff.id) });
				if (ctx.options.trackResources) p.loot -= 1;
			} else if (canWound || canLoot)
				return invalid('kingdom-defenders.error.choosePenalty', { player: nameOf(ctx, eff.id) });
		}
		next = withPlayer(next, eff.id, p);
	}
	// Reglamento «Nueva Horda»: se retiran los recursos de los campamentos.
	next = { ...next, camps: {}, hordeResolved: true, counter: 0, horde: null };
	if (outcome === 'victory')
		next = { ...next, hordeVictoryRounds: [...next.hordeVictoryRounds, s.round] };
	else {
		// Reglamento «El Asedio»: la Muralla pasa de A a B; si ya mostraba B la ciudad es arrasada.
		if (s.wall === 'B') return endRound({ ...next, wall: 'fallen' }, 'cityFell');
		next = { ...next, wall: 'B' };
	}
	// Reglamento «Nueva Horda»: revela una nueva carta (la Horda especial en las rondas 4 y 5).
	const more = s.round < s.rounds;
	return {
		...next,
		hordePending: more,
		pendingSpecial: more && SPECIAL_HORDE_ROUNDS.includes(s.round) ? s.round : 0
	};
}

function zoneD(s: LiveState, a: Of<'zoneD'>, ctx: Ctx): LiveState | Invalid {
	if (s.phase !== 'zoneD') return invalid('kingdom-defenders.error.wrongPhase', { phase: s.phase });
	if (s.turnOrderUpdated) return invalid('kingdom-defenders.error.turnOrderDone');
	const known = (id: string | null): boolean => id === null || s.turnOrder.includes(id);
	if (!known(a.gate1) || !known(a.gate2)) return invalid('kingdom-defenders.error.unknownPlayer');
	if (a.gate1 === null && a.gate2 === null) return invalid('kingdom-defenders.error.noGate');
	if (a.gate1 !== null && a.gate1 === a.gate2) return invalid('kingdom-defenders.error.sameGate');
	// Reglamento «Partidas de 2 jugadores»: «Los Huecos restringidos a 3 y 4 jugadores no podrán ser ocupados».
	for (const [gate, who] of [
		[1, a.gate1],
		[2, a.gate2]
	] as const) {
		const closed = who ? slotClosed(ctx, `D${gate}`) : 0;
		if (closed) return invalid('kingdom-defenders.error.gateRestricted', { gate, n: closed });
	}
	return {
		...s,
		turnOrder: updateTurnOrder(s.turnOrder, a.gate1, a.gate2),
		turnOrderUpdated: true,
		lastGates: { gate1: a.gate1, gate2: a.gate2 }
	};
}

function adjust(s: LiveState, a: Of<'adjust'>, ctx: Ctx): LiveState | Invalid {
	if (a.delta === 0) return invalid('kingdom-defenders.error.badDelta');
	const p = s.players[a.player]!;
	const value = p[a.field] + a.delta;
	const bad = outOfRange(a.field, value) ?? pastTop(ctx, a.field, value);
	if (bad) return bad;
	return withPlayer(s, a.player, { [a.field]: value });
}

/** A refusal for lack of resources says what the player has. */
function notEnough(ctx: Ctx, id: string, p: LivePlayer): Invalid {
	return invalid('kingdom-defenders.error.notEnoughResources', {
		player: nameOf(ctx, id),
		weapons: p.weapons,
		spells: p.spells
	});
}

/** The steps of a round after zone B: an entry the table forgot there may still be recorded. */
const AFTER_ZONE_B: readonly LiveState['phase'][] = ['zoneC', 'hordeMove', 'zoneD', 'maintenance'];

/**
 * Reglamento «Zona B»: «Gestas, Edificios y Aventuras» se activan en la Zona B. The rule is
 * about when the disc is activated, not when the phone is told: an entry marked late is
 * accepted later in the same round (and logged as such), never before zone B.
 */
function inZoneB(s: LiveState, late = false): Invalid | null {
	if (s.phase === 'zoneB') return null;
	if (late && AFTER_ZONE_B.includes(s.phase)) return null;
	return invalid(
		late
			? 'kingdom-defenders.error.lateBeforeZoneB'
			: 'kingdom-defenders.error.adventureOutsideZoneB',
		{ phase: s.phase }
	);
}

function failAdventure(s: LiveState, a: Of<'failAdventure'>): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	// Reglamento «Activando aventuras»: «pierde 2 puntos de Fama inmediatamente».
	return withPlayer(s, a.player, { fame: s.players[a.player]!.fame - FAILED_ADVENTURE_FAME });
}

function completeAdventure(
	s: LiveState,
	a: Of<'completeAdventure'>,
	ctx: Ctx
): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	const n = {
		wounds: a.wounds ?? 0,
		weapons: a.weapons ?? 0,
		spells: a.spells ?? 0,
		fame: a.fame ?? 0,
		coins: a.coins ?? 0,
		loot: a.loot ?? 0,
		strength: a.strength ?? 0,
		magic: a.magic ?? 0
	};
	const p = s.players[a.player]!;
	// Reglamento «Heridas»: «no puede tener más de 4 Heridas» y la Aventura falla.
	if (p.wounds + n.wounds > MAX_WOUNDS)
		return invalid('kingdom-defenders.error.adventureWounds', { max: MAX_WOUNDS - p.wounds });
	const paid = ctx.options.trackResources;
	if (paid && (p.weapons < n.weapons || p.spells < n.spells)) return notEnough(ctx, a.player, p);
	const relics = { ...p.relics };
	for (const f of RELIC_FIELDS) relics[f] += a.relics?.[f] ?? 0;
	let next: LivePlayer = {
		...p,
		relics,
		wounds: p.wounds + n.wounds,
		weapons: p.weapons - (paid ? n.weapons : 0),
		spells: p.spells - (paid ? n.spells : 0),
		fame: p.fame + n.fame,
		coins: p.coins + n.coins,
		loot: p.loot + n.loot,
		adventures: p.adventures + 1,
		adventuresThisRound: p.adventuresThisRound + 1,
		bestAdventureRound: Math.max(p.bestAdventureRound, p.adventuresThisRound + 1)
	};
	// «Aumenta tu nivel de FUERZA / MAGIA»: each space reached gives its benefit.
	next = climb(next, 'strength', n.strength, ctx.options.levelTracks);
	next = climb(next, 'magic', n.magic, ctx.options.levelTracks);
	for (const f of PLAYER_FIELDS) {
		const err = outOfRange(f, next[f]);
		if (err) return err;
	}
	if (RELIC_FIELDS.some((f) => relics[f] > PIECE_LIMIT))
		return invalid('kingdom-defenders.error.tooMany', { field: 'relics', max: PIECE_LIMIT });
	return withPlayer(s, a.player, next);
}

function completeGesta(s: LiveState, a: Of<'completeGesta'>, ctx: Ctx): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	const p = s.players[a.player]!;
	const change: Partial<LivePlayer> = {
		gestas: p.gestas + 1,
		// «Como premio el jugador adquiere una loseta de Recompensa».
		rewards: p.rewards + 1,
		// «Cada Orbe tiene un solo uso a estos efectos»: the orbs shown stay out for the game.
		orbsSpent: p.orbsSpent + (a.orbs ?? 0)
	};
	if (a.bonus === 'random') {
		if (a.face !== undefined) return invalid('kingdom-defenders.error.gestaNoDie');
		// «Gana una Recompensa al azar… Como bonus gana 1 moneda».
		change.coins = p.coins + 1;
	} else {
		// «Como bonus lanza el dado rojo / amarillo»: the face rolled is applied as in the favour.
		if (a.face === undefined) return invalid('kingdom-defenders.error.gestaFace');
		Object.assign(change, applyFace(p, a.face, ctx.options.levelTracks));
	}
	for (const f of PLAYER_FIELDS) {
		const value = change[f];
		const err = value === undefined ? null : outOfRange(f, value);
		if (err) return err;
	}
	return withPlayer(s, a.player, change);
}

/**
 * A relic set to what the player's screen holds: adventure relics the table forgot, or a
 * correction after the final (which re-scores: the final reads relics from the player).
 */
function adjustRelic(s: LiveState, a: Of<'adjustRelic'>): LiveState | Invalid {
	if (a.delta === 0) return invalid('kingdom-defenders.error.badDelta');
	const p = s.players[a.player]!;
	const value = p.relics[a.relic] + a.delta;
	if (value < 0) return invalid('kingdom-defenders.error.negative', { field: a.relic });
	if (value > PIECE_LIMIT)
		return invalid('kingdom-defenders.error.tooMany', { field: a.relic, max: PIECE_LIMIT });
	return withPlayer(s, a.player, { relics: { ...p.relics, [a.relic]: value } });
}

/**
 * Reglamento «Cartas de Destino»: «Los jugadores cogen en secreto los recursos indicados en la
 * parte superior izquierda de la carta». Entered before the game starts (sets them).
 */
function startingResources(
	s: LiveState,
	a: Of<'startingResources'>,
	ctx: Ctx
): LiveState | Invalid {
	if (!ctx.options.trackResources) return invalid('kingdom-defenders.error.resourcesNotTracked');
	if (s.phase !== 'setup') return invalid('kingdom-defenders.error.alreadyStarted');
	const { weapons, spells, coins, loot } = a;
	return withPlayer(s, a.player, { weapons, spells, coins, loot });
}

/** The building tiles that are still face down (they cannot be activated). */
function faceDownBuildings(s: LiveState): readonly string[] {
	return s.setup ? s.setup.buildings.slice(s.revealedBuildings) : [];
}

/**
 * Reglamento «Activando Edificios»: «realiza la acción permitida por dicho Edificio… Los
 * Edificios son el principal modo de conseguir recursos». The printed income, in one tap.
 */
function income(s: LiveState, a: Of<'income'>, ctx: Ctx): LiveState | Invalid {
	if (!ctx.options.trackResources) return invalid('kingdom-defenders.error.resourcesNotTracked');
	const bad = inZoneB(s, s.phase !== 'zoneB');
	if (bad) return bad;
	if (!BUILDING_IDS.includes(a.building))
		return invalid('kingdom-defenders.error.unknownBuilding', { building: a.building });
	// «No está permitido mirar las losetas que aún no se han desvelado».
	if (faceDownBuildings(s).includes(a.building))
		return invalid('kingdom-defenders.error.buildingFaceDown', { building: a.building });
	const g = INCOME_FIELDS.map((f) => a[f] ?? 0);
	if (g.every((n) => n === 0)) return invalid('kingdom-defenders.error.incomeEmpty');
	const p = s.players[a.player]!;
	const change: Partial<LivePlayer> = {};
	for (const f of INCOME_FIELDS) {
		const value = p[f] + (a[f] ?? 0);
		const err = outOfRange(f, value);
		if (err) return err;
		change[f] = value;
	}
	return withPlayer(s, a.player, change);
}

/** What a building's printed income may give. */
export const INCOME_FIELDS = ['weapons', 'spells', 'coins', 'loot', 'fame'] as const;

/** Two hordes defeated in two rounds in a row (Logro «Defensor»). */
export function defendedTwice(rounds: readonly number[]): boolean {
	return rounds.some((r) => rounds.includes(r + 1));
}

/**
 * The multipliers the final scores: read off the level tracks when the table entered them and
 * the disc has passed a multiplier space, else the ones the table typed.
 */
export function trackedMultipliers(
	ctx: Ctx,
	p: Pick<LivePlayer, 'strength' | 'magic'>,
	typed: Pick<FinalInput, 'strengthMultiplier' | 'magicMultiplier'>
): Pick<FinalInput, 'strengthMultiplier' | 'magicMultiplier'> {
	const tracks = ctx.options.levelTracks;
	return {
		strengthMultiplier: multiplierAt(tracks, 'strength', p.strength) ?? typed.strengthMultiplier,
		magicMultiplier: multiplierAt(tracks, 'magic', p.magic) ?? typed.magicMultiplier
	};
}

/** The final form's relic counts as the player's relics. */
export function relicsOf(i: FinalInput): Record<RelicField, number> {
	const [rune1 = 0, rune2 = 0, rune3 = 0, rune4 = 0, rune5 = 0] = i.runes;
	const { weapons, tomes, trophies, orbs } = i;
	return { weapons, tomes, trophies, orbs, rune1, rune2, rune3, rune4, rune5 };
}

function finalPlayers(s: LiveState, ctx: Ctx, inputs: Record<string, FinalInput>): KdFinalPlayer[] {
	return ctx.players.map((pl) => {
		const i = inputs[pl.id]!;
		const p = s.players[pl.id]!;
		// One place: loot and relics are the player's own (the final form wrote them there), so a
		// correction after the end is the number scored and the number the tie-break reads.
		const r = p.relics;
		const out: KdFinalPlayer = {
			id: pl.id,
			fame: p.fame,
			loot: p.loot,
			runes: [r.rune1, r.rune2, r.rune3, r.rune4, r.rune5],
			trophies: r.trophies,
			weapons: r.weapons,
			tomes: r.tomes,
			orbs: r.orbs,
			...trackedMultipliers(ctx, p, i),
			wounds: p.wounds,
			adventureCards: p.adventures
		};
		if (i.destiny) out.destiny = i.destiny;
		return out;
	});
}

/** Scores the game from the live state and the entered final numbers. */
function scoreFinal(s: LiveState, ctx: Ctx, inputs: Record<string, FinalInput>): FinalOutcome {
	const players = finalPlayers(s, ctx, inputs);
	const results = finalScore(players);
	const claims: Record<string, Achievement[]> = {};
	const maxFame: Record<string, number> = {};
	const bestAdventureRound: Record<string, number> = {};
	const tops: Record<string, boolean> = {};
	const tracks = ctx.options.levelTracks;
	for (const pl of ctx.players) {
		const p = s.players[pl.id]!;
		tops[pl.id] = !!(atTop(tracks, 'strength', p.strength) || atTop(tracks, 'magic', p.magic));
		claims[pl.id] = inputs[pl.id]!.claims ?? [];
		maxFame[pl.id] = s.players[pl.id]!.maxFame;
		bestAdventureRound[pl.id] = s.players[pl.id]!.bestAdventureRound;
	}
	const got = achievements(players, results, {
		claims,
		maxFame,
		bestAdventureRound,
		defendedTwice: defendedTwice(s.hordeVictoryRounds),
		cityFell: s.ended === 'cityFell',
		atTop: tops
	});
	return { results, players, achievements: got, winners: winnersOf(results) };
}

function finalScoreAction(s: LiveState, a: Of<'finalScore'>, ctx: Ctx): LiveState | Invalid {
	if (!s.ended) return invalid('kingdom-defenders.error.notEnded');
	const inputs: Record<string, FinalInput> = {};
	for (const pl of ctx.players) {
		const i = hasOwn(a.players, pl.id) ? a.players[pl.id] : undefined;
		if (!i) return invalid('kingdom-defenders.error.finalMissing', { player: pl.name });
		if ((i.claims ?? []).some((c) => !CLAIMED_ACHIEVEMENTS.includes(c)))
			return invalid('kingdom-defenders.error.badClaim', { player: pl.name });
		// With both tracks entered the app reads Maestro off them: it is not claimed.
		if (maestroTracked(ctx.options.levelTracks) && i.claims?.includes('maestro'))
			return invalid('kingdom-defenders.error.maestroTracked', { player: pl.name });
		// «No importa si el Orbe se utilizó para conseguir losetas de Gesta»: those orbs still count.
		const spent = s.players[pl.id]!.orbsSpent;
		if (i.orbs < spent)
			return invalid('kingdom-defenders.error.orbsSpent', { player: pl.name, n: spent });
		inputs[pl.id] = i;
	}
	// The typed loot and relics become the players' own: the one place the final reads.
	let next: LiveState = { ...s, finalInputs: inputs };
	for (const [id, i] of Object.entries(inputs))
		next = withPlayer(next, id, { loot: i.loot, relics: relicsOf(i) });
	return { ...next, final: scoreFinal(next, ctx, inputs) };
}

// ---------------------------------------------------------------- log lines

function signed(n: number): string {
	return n > 0 ? `+${n}` : String(n);
}

function describeNext(a: Of<'nextPhase'>, before: LiveState, ctx: Ctx): MessageRef {
	if (a.to !== undefined || a.gate1 || a.gate2) {
		const after = advance(before, a, ctx);
		if (isInvalid(after)) return { key: 'kingdom-defenders.log.phase', values: { phase: '-' } };
		const gates = {
			gate1: a.gate1 ? nameOf(ctx, a.gate1) : '-',
			gate2: a.gate2 ? nameOf(ctx, a.gate2) : '-'
		};
		const step = after.phase === 'ended' ? 'end' : after.round > before.round ? 'round' : 'phase';
		return {
			key: 'kingdom-defenders.log.goTo',
			values: {
				step,
				phase: after.phase,
				round: after.round,
				gates: a.gate1 || a.gate2 ? 'yes' : 'no',
				...gates
			}
		};
	}
	const next = followingPhase(before, ctx);
	if (next === 'end')
		return { key: 'kingdom-defenders.log.gameEnds', values: { round: before.round } };
	if (before.phase === 'maintenance')
		return { key: 'kingdom-defenders.log.newRound', values: { round: before.round + 1 } };
	return { key: 'kingdom-defenders.log.phase', values: { phase: next, round: before.round } };
}

/** A zone B entry recorded later in its round is logged as late, with its round. */
function lateOf(before: LiveState): { late: 'yes' | 'no'; round: number } {
	return { late: before.phase === 'zoneB' ? 'no' : 'yes', round: before.round };
}

function describeHorde(before: LiveState): MessageRef {
	const outcome = before.horde
		? hordeOutcome(before.horde, before.camps, before.counter)
		: 'advance';
	if (outcome === 'siege' && before.wall === 'B') return { key: 'kingdom-defenders.log.cityFalls' };
	const values = { counter: Math.max(0, before.counter - 1), round: before.round };
	switch (outcome) {
		case 'victory':
			return { key: 'kingdom-defenders.log.victory', values };
		case 'siege':
			return { key: 'kingdom-defenders.log.siege', values };
		case 'advance':
			return { key: 'kingdom-defenders.log.advance', values };
	}
}

// ---------------------------------------------------------------- the flow

type S = LiveState;
type O = KdOptions;
const Pl = { player: Player };

const moves = {
	redrawSetup: move<S, O, Of<'redrawSetup'>>({
		schema: v.object({ type: v.literal('redrawSetup') }),
		apply(s, _a, ctx) {
			if (s.phase !== 'setup') return invalid('kingdom-defenders.error.alreadyStarted');
			const [n, rng] = nextInt(s.rng, 2 ** 31);
			const plan = planOrError(drawLiveSetup(ctx, `${ctx.seed}/${n}`));
			return { ...s, ...plan, ...seatPlayers(ctx, plan.setup), rng, redraws: s.redraws + 1 };
		},
		describe: () => ({ key: 'kingdom-defenders.log.redrawSetup' })
	}),
	nextPhase: move<S, O, Of<'nextPhase'>>({
		schema: v.object({
			type: v.literal('nextPhase'),
			to: v.optional(PhaseName),
			gate1: v.optional(v.nullable(Player)),
			gate2: v.optional(v.nullable(Player))
		}),
		apply: (s, a, ctx) => advance(s, a, ctx),
		describe: (a, before, ctx) => describeNext(a, before, ctx)
	}),
	revealHorde: move<S, O, Of<'revealHorde'>>({
		schema: v.object({
			type: v.literal('revealHorde'),
			weapons: count(PIECE_LIMIT),
			spells: count(PIECE_LIMIT),
			speed: v.pipe(v.number(), v.integer()),
			siegeFame: v.optional(count(PIECE_LIMIT)),
			rows: v.optional(Rows)
		}),
		apply: (s, a) => revealHorde(s, a),
		describe: (a, before) => ({
			key:
				a.siegeFame === undefined
					? 'kingdom-defenders.log.revealHordeNoSiege'
					: 'kingdom-defenders.log.revealHorde',
			values: {
				weapons: a.weapons,
				spells: a.spells,
				speed: a.speed,
				fame: a.siegeFame ?? 0,
				round: before.round
			}
		})
	}),
	favourExclude: move<S, O, Of<'favourExclude'>>({
		schema: v.object({ type: v.literal('favourExclude'), dice: v.array(Die) }),
		apply: (s, a, ctx) => favourExclude(s, a, ctx),
		describe: (a, before) => ({
			key: 'kingdom-defenders.log.favourExclude',
			values: { dice: a.dice.join(', '), round: before.round }
		})
	}),
	favourPick: move<S, O, Of<'favourPick'>>({
		schema: v.object({
			type: v.literal('favourPick'),
			...Pl,
			die: Die,
			face: Face,
			then: v.optional(PhaseName)
		}),
		apply: (s, a, ctx) => andThen(favourPick(s, a, ctx), a.then, ctx),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.favourPick',
			values: { player: nameOf(ctx, a.player), die: a.die, face: a.face }
		})
	}),
	supplyCamp: move<S, O, Of<'supplyCamp'>>({
		schema: v.object({
			type: v.literal('supplyCamp'),
			...Pl,
			slot: v.pipe(v.number(), v.integer()),
			weapons: count(PIECE_LIMIT),
			spells: count(PIECE_LIMIT),
			then: v.optional(PhaseName)
		}),
		apply: (s, a, ctx) => andThen(supplyCamp(s, a, ctx), a.then, ctx),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.supplyCamp',
			values: {
				player: nameOf(ctx, a.player),
				slot: a.slot,
				weapons: a.weapons,
				spells: a.spells,
				fame: signed(contributionFame(a.weapons, a.spells, FAME_LOST_EMPTY_CAMP_DISC))
			}
		})
	}),
	resolveHorde: move<S, O, Of<'resolveHorde'>>({
		schema: v.object({
			type: v.literal('resolveHorde'),
			choices: v.optional(v.record(Player, Choice), {}),
			siegeFame: v.optional(count(PIECE_LIMIT))
		}),
		apply: (s, a, ctx) => resolveHorde(s, a, ctx),
		describe: (_a, before) => describeHorde(before)
	}),
	zoneD: move<S, O, Of<'zoneD'>>({
		schema: v.object({
			type: v.literal('zoneD'),
			gate1: v.nullable(Player),
			gate2: v.nullable(Player)
		}),
		apply: (s, a, ctx) => zoneD(s, a, ctx),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.zoneD',
			values: {
				gate1: a.gate1 ? nameOf(ctx, a.gate1) : '-',
				gate2: a.gate2 ? nameOf(ctx, a.gate2) : '-'
			}
		})
	}),
	adjust: move<S, O, Of<'adjust'>>({
		schema: v.object({
			type: v.literal('adjust'),
			...Pl,
			field: v.picklist(PLAYER_FIELDS),
			delta: intIn(-MAX_COUNT, MAX_COUNT)
		}),
		apply: (s, a, ctx) => adjust(s, a, ctx),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.adjust',
			values: { player: nameOf(ctx, a.player), field: a.field, delta: signed(a.delta) }
		})
	}),
	adjustRelic: move<S, O, Of<'adjustRelic'>>({
		schema: v.object({
			type: v.literal('adjustRelic'),
			...Pl,
			relic: v.picklist(RELIC_FIELDS),
			delta: intIn(-MAX_COUNT, MAX_COUNT)
		}),
		apply: (s, a) => adjustRelic(s, a),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.adjust',
			values: { player: nameOf(ctx, a.player), field: a.relic, delta: signed(a.delta) }
		})
	}),
	startingResources: move<S, O, Of<'startingResources'>>({
		schema: v.object({
			type: v.literal('startingResources'),
			...Pl,
			weapons: Amount,
			spells: Amount,
			coins: Amount,
			loot: Amount
		}),
		apply: (s, a, ctx) => startingResources(s, a, ctx),
		describe: (a, _b, ctx) => ({
			key: 'kingdom-defenders.log.startingResources',
			values: {
				player: nameOf(ctx, a.player),
				weapons: a.weapons,
				spells: a.spells,
				coins: a.coins,
				loot: a.loot
			}
		})
	}),
	income: move<S, O, Of<'income'>>({
		schema: v.object({
			type: v.literal('income'),
			...Pl,
			building: v.pipe(v.string(), v.maxLength(4)),
			weapons: v.optional(Amount),
			spells: v.optional(Amount),
			coins: v.optional(Amount),
			loot: v.optional(Amount),
			fame: v.optional(Amount)
		}),
		apply: (s, a, ctx) => income(s, a, ctx),
		describe: (a, before, ctx) => ({
			key: 'kingdom-defenders.log.income',
			values: {
				player: nameOf(ctx, a.player),
				building: a.building,
				weapons: a.weapons ?? 0,
				spells: a.spells ?? 0,
				coins: a.coins ?? 0,
				loot: a.loot ?? 0,
				fame: a.fame ?? 0,
				...lateOf(before)
			}
		})
	}),
	failAdventure: move<S, O, Of<'failAdventure'>>({
		schema: v.object({ type: v.literal('failAdventure'), ...Pl, late: v.optional(v.boolean()) }),
		apply: (s, a) => failAdventure(s, a),
		describe: (a, before, ctx) => ({
			key: 'kingdom-defenders.log.failAdventure',
			values: { player: nameOf(ctx, a.player), fame: FAILED_ADVENTURE_FAME, ...lateOf(before) }
		})
	}),
	completeAdventure: move<S, O, Of<'completeAdventure'>>({
		schema: v.object({
			type: v.literal('completeAdventure'),
			...Pl,
			late: v.optional(v.boolean()),
			wounds: v.optional(count(MAX_WOUNDS)),
			weapons: v.optional(count(PIECE_LIMIT)),
			spells: v.optional(count(PIECE_LIMIT)),
			fame: v.optional(count(PIECE_LIMIT)),
			coins: v.optional(count(PIECE_LIMIT)),
			loot: v.optional(count(PIECE_LIMIT)),
			strength: v.optional(count(9)),
			magic: v.optional(count(9)),
			relics: v.optional(v.partial(v.object(RelicCounts)))
		}),
		apply: (s, a, ctx) => completeAdventure(s, a, ctx),
		describe: (a, before, ctx) => ({
			key: 'kingdom-defenders.log.completeAdventure',
			values: { player: nameOf(ctx, a.player), fame: a.fame ?? 0, ...lateOf(before) }
		})
	}),
	completeGesta: move<S, O, Of<'completeGesta'>>({
		schema: v.object({
			type: v.literal('completeGesta'),
			...Pl,
			bonus: v.picklist(GESTA_BONUSES),
			face: v.optional(Face),
			orbs: v.optional(Amount),
			late: v.optional(v.boolean())
		}),
		apply: (s, a, ctx) => completeGesta(s, a, ctx),
		describe: (a, before, ctx) => ({
			key: 'kingdom-defenders.log.completeGesta',
			values: {
				player: nameOf(ctx, a.player),
				bonus: a.bonus,
				face: a.face ?? 'nothing',
				orbs: a.orbs ?? 0,
				...lateOf(before)
			}
		})
	}),
	finalScore: move<S, O, Of<'finalScore'>>({
		schema: v.object({ type: v.literal('finalScore'), players: v.record(Player, Final) }),
		apply: (s, a, ctx) => finalScoreAction(s, a, ctx),
		describe: () => ({ key: 'kingdom-defenders.log.finalScore' })
	})
};

/** Moves that concern one player. */
const PLAYER_MOVES = [
	'favourPick',
	'supplyCamp',
	'adjust',
	'adjustRelic',
	'startingResources',
	'income',
	'failAdventure',
	'completeAdventure',
	'completeGesta'
];
/** What may still happen after the end: corrections (which re-score) and the final itself. */
const AFTER_END = ['adjust', 'adjustRelic', 'finalScore'];

function guard(s: S, a: GameAction): Invalid | null {
	const who = (a as { player?: unknown }).player;
	if (PLAYER_MOVES.includes(a.type) && !(typeof who === 'string' && hasOwn(s.players, who)))
		return invalid('kingdom-defenders.error.unknownPlayer');
	if (s.phase === 'ended' && !AFTER_END.includes(a.type))
		return invalid('kingdom-defenders.error.gameEnded');
	if (
		s.phase === 'setup' &&
		!['redrawSetup', 'nextPhase', 'revealHorde', 'startingResources'].includes(a.type)
	)
		return invalid('kingdom-defenders.error.notStarted');
	return null;
}

function summarizeLive(s: S): SessionSummary {
	const figures = {
		hordesBeaten: s.hordeVictoryRounds.length,
		citiesLost: s.ended === 'cityFell' ? 1 : 0
	};
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final.results) scores[r.id] = r.total;
		return { round: s.round, finished: true, scores, winners: s.final.winners, figures };
	}
	return { round: s.round, finished: false, scores: fameScores(s), winners: [], figures };
}

const flow = defineFlow<S, O, LiveAction>({
	init: initLive,
	moves,
	breakdown: (s) => (s.final ? finalBreakdown(s.final.results) : null),
	guard,
	summarize: summarizeLive,
	scoreHistory: (s) => s.history
});

/** The top bar: the step in progress, and whose pick it is in the King's favour. */
function glance(s: LiveState): { phase: MessageRef | null; turn: string | null } {
	if (s.phase === 'setup' || s.phase === 'ended')
		return { phase: { key: `kingdom-defenders.phase.${s.phase}` }, turn: null };
	const turn =
		s.phase === 'favour' && s.favour ? (s.favour.order[s.favour.picks.length] ?? null) : null;
	return { phase: { key: 'kingdom-defenders.phase.name', values: { phase: s.phase } }, turn };
}

export const live: Flow<LiveState, LiveAction, KdOptions> = {
	...flow,
	glance,
	/** A correction after the final re-scores it, so the result and the winners follow. */
	reduce(s, a, ctx) {
		const next = flow.reduce(s, a, ctx);
		if (isInvalid(next) || !next.finalInputs || a.type === 'finalScore') return next;
		return { ...next, final: scoreFinal(next, ctx, next.finalInputs) };
	}
};
export type { KdOptions } from './options';
