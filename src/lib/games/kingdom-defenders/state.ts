/**
 * The live companion and the quick scorer of Kingdom Defenders: pure reducers over plain
 * JSON states. Illegal input returns invalid(...) with the reason; nothing is mutated.
 */
import { nextInt, seedRng, type RngState } from '../core/rng';
import {
	invalid,
	type Flow,
	type Invalid,
	type MessageRef,
	type ScorePoint,
	type SessionContext,
	type SessionSummary
} from '../core/types';
import {
	ACHIEVEMENTS,
	BUILDINGS_DRAWN,
	CLAIMED_ACHIEVEMENTS,
	DIFFICULTY_MAX_STARS,
	FAILED_ADVENTURE_FAME,
	FAME_LOST_EMPTY_CAMP_DISC,
	FAMILY_ROUNDS,
	FAVOUR_DICE,
	FAVOUR_FACES,
	HORDE_ACTIVATION_ROUND,
	LAST_BUILDING_REVEAL_ROUND,
	MAX_TARGET_STARS,
	MAX_WOUNDS,
	MIN_TARGET_STARS,
	ROUNDS,
	SPECIAL_HORDE_ROUNDS,
	ZONE_C_SLOT_MAX,
	tileInfo,
	type Achievement,
	type Difficulty,
	type FavourDie,
	type FavourFace,
	type Stars,
	type Variant
} from './data';
import {
	contributionError,
	contributionFame,
	favourOrder,
	hordeActive,
	hordeOutcome,
	siegeEffects,
	updateTurnOrder,
	victoryEffects,
	type Camp,
	type HordeCard,
	type Phase
} from './rules';
import {
	achievements,
	finalScore,
	winnersOf,
	type KdDestiny,
	type KdFinalPlayer,
	type KdFinalResult
} from './scoring';
import { planSetup, type SetupPlan } from './setup';

// ---------------------------------------------------------------- options

export interface KdOptions {
	difficulty: Difficulty;
	/** An exact total of stars (8..20) instead of the difficulty's plain draw, or null. */
	targetStars: number | null;
	variant: Variant;
	/** Stars the table recorded for its own tiles (tiles not listed: unknown). */
	stars: Record<string, Stars>;
	/** Whether the app keeps each player's weapons, spells, coins and loot (and checks them). */
	trackResources: boolean;
}

export function defaultOptions(): KdOptions {
	return {
		difficulty: 'standard',
		targetStars: null,
		variant: 'none',
		stars: {},
		trackResources: false
	};
}

export function validateOptions(options: unknown, players: number): MessageRef | null {
	const bad = (field: string): MessageRef => ({
		key: 'kingdom-defenders.error.options',
		values: { field }
	});
	if (players < 2 || players > 4) return { key: 'kingdom-defenders.error.players' };
	if (typeof options !== 'object' || options === null) return bad('options');
	const o = options as Record<string, unknown>;
	if (!(typeof o.difficulty === 'string' && o.difficulty in DIFFICULTY_MAX_STARS))
		return bad('difficulty');
	if (
		o.targetStars !== null &&
		!(
			typeof o.targetStars === 'number' &&
			Number.isInteger(o.targetStars) &&
			o.targetStars >= MIN_TARGET_STARS &&
			o.targetStars <= MAX_TARGET_STARS
		)
	)
		return bad('targetStars');
	if (!['none', 'family', 'extreme'].includes(o.variant as string)) return bad('variant');
	if (typeof o.stars !== 'object' || o.stars === null || Array.isArray(o.stars))
		return bad('stars');
	for (const [id, v] of Object.entries(o.stars as Record<string, unknown>))
		if (!tileInfo(id) || (v !== 1 && v !== 2 && v !== 3)) return bad(`stars.${id}`);
	if (typeof o.trackResources !== 'boolean') return bad('trackResources');
	return null;
}

type Ctx = SessionContext<KdOptions>;

// ---------------------------------------------------------------- live state

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
	adventuresThisRound: number;
	bestAdventureRound: number;
}

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
	| 'rewards';
export const PLAYER_FIELDS: readonly PlayerField[] = [
	'fame',
	'wounds',
	'strength',
	'magic',
	'weapons',
	'spells',
	'coins',
	'loot',
	'adventures',
	'rewards'
];

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
	/** The drawn setup, or null when the options allow no setup (see setupError). */
	setup: SetupPlan | null;
	setupError: string | null;
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
	zoneCSlots: number[];
	hordeResolved: boolean;
	wall: 'A' | 'B' | 'fallen';
	hordeVictoryRounds: number[];
	favour: { order: string[]; picks: FavourPick[] } | null;
	turnOrderUpdated: boolean;
	ended: null | 'rounds' | 'cityFell';
	history: ScorePoint[];
	final: FinalOutcome | null;
}

export type LiveAction =
	| { type: 'redrawSetup' }
	| { type: 'nextPhase' }
	| { type: 'revealHorde'; weapons: number; spells: number; speed: number; siegeFame: number }
	| { type: 'favourPick'; player: string; die: FavourDie; face: FavourFace }
	| { type: 'supplyCamp'; player: string; slot: number; weapons: number; spells: number }
	| { type: 'resolveHorde'; choices: Record<string, HordeChoice> }
	| { type: 'zoneD'; gate1: string | null; gate2: string | null }
	| { type: 'adjust'; player: string; field: PlayerField; delta: number }
	| { type: 'failAdventure'; player: string }
	| {
			type: 'completeAdventure';
			player: string;
			wounds?: number;
			weapons?: number;
			spells?: number;
			fame?: number;
			coins?: number;
			loot?: number;
			strength?: number;
			magic?: number;
	  }
	| { type: 'finalScore'; players: Record<string, FinalInput> };

const E = 'kingdom-defenders.error.';

function isNat(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0;
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
		adventuresThisRound: 0,
		bestAdventureRound: 0
	};
}

function drawPlan(ctx: Ctx, seed: string): { setup: SetupPlan | null; setupError: string | null } {
	const o = ctx.options;
	try {
		const setup = planSetup({
			players: ctx.players.length as 2 | 3 | 4,
			difficulty: o.difficulty,
			stars: o.stars,
			variant: o.variant === 'none' ? undefined : o.variant,
			seed,
			...(o.targetStars === null ? {} : { targetStars: o.targetStars })
		});
		return { setup, setupError: null };
	} catch (e) {
		return { setup: null, setupError: e instanceof Error ? e.message : String(e) };
	}
}

function seatPlayers(ctx: Ctx, setup: SetupPlan | null): Pick<LiveState, 'turnOrder' | 'players'> {
	const ids = ctx.players.map((p) => p.id);
	const turnOrder = setup ? setup.turnOrder.map((seat) => ids[seat]) : ids;
	const players: Record<string, LivePlayer> = {};
	ids.forEach((id, seat) => (players[id] = newPlayer(setup ? setup.startingFame[seat] : 0)));
	return { turnOrder, players };
}

function initLive(ctx: Ctx): LiveState {
	const { setup, setupError } = drawPlan(ctx, ctx.seed);
	const extreme = ctx.options.variant === 'extreme';
	return {
		setup,
		setupError,
		redraws: 0,
		rng: seedRng(`kingdom-defenders/live/${ctx.seed}`),
		phase: 'setup',
		round: 1,
		rounds: ctx.options.variant === 'family' ? FAMILY_ROUNDS : ROUNDS,
		...seatPlayers(ctx, setup),
		revealedBuildings: 1,
		horde: null,
		// Reglamento «Variante extrema»: en la preparación revela la primera carta de Horda.
		hordePending: extreme,
		pendingSpecial: 0,
		counter: 0,
		camps: {},
		zoneCSlots: [],
		hordeResolved: false,
		wall: 'A',
		hordeVictoryRounds: [],
		favour: null,
		turnOrderUpdated: false,
		ended: null,
		history: [],
		final: null
	};
}

function withPlayer(s: LiveState, id: string, change: Partial<LivePlayer>): LiveState {
	const p = { ...s.players[id], ...change };
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
		default:
			return s.round >= s.rounds ? 'end' : 'newRound';
	}
}

function nextPhase(s: LiveState, ctx: Ctx): LiveState | Invalid {
	if (s.phase === 'setup' && !s.setup) return invalid(E + 'noSetup');
	if (s.hordePending) return invalid(E + 'hordeNeeded');
	if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length)
		return invalid(E + 'favourIncomplete', {
			player: nameOf(ctx, s.favour.order[s.favour.picks.length])
		});
	if (s.phase === 'hordeMove' && !s.hordeResolved) return invalid(E + 'hordeNotResolved');
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
			phase: 'newRound',
			hordePending: activates,
			pendingSpecial: 0,
			zoneCSlots: [],
			hordeResolved: false,
			favour: null,
			turnOrderUpdated: false
		};
	}
	if (next === 'favour') {
		const fame = fameScores(s);
		return { ...s, phase: next, favour: { order: favourOrder(s.turnOrder, fame), picks: [] } };
	}
	return { ...s, phase: next };
}

function nameOf(ctx: Ctx, id: string): string {
	return ctx.players.find((p) => p.id === id)?.name ?? id;
}

function revealHorde(
	s: LiveState,
	a: Extract<LiveAction, { type: 'revealHorde' }>
): LiveState | Invalid {
	if (!s.hordePending) return invalid(E + 'noHordeNeeded');
	if (!isNat(a.weapons) || !isNat(a.spells) || a.weapons + a.spells === 0)
		return invalid(E + 'hordeResources');
	if (a.speed !== 1 && a.speed !== 2 && a.speed !== 3) return invalid(E + 'hordeSpeed');
	if (!isNat(a.siegeFame)) return invalid(E + 'hordeSiegeFame');
	const horde: HordeCard = {
		weapons: a.weapons,
		spells: a.spells,
		speed: a.speed,
		siegeFame: a.siegeFame,
		special: s.pendingSpecial
	};
	// Reglamento «Ronda 2»: el contador se coloca en la casilla de la velocidad de la carta.
	return { ...s, horde, counter: a.speed, hordePending: false, pendingSpecial: 0 };
}

function applyFace(p: LivePlayer, face: FavourFace): Partial<LivePlayer> {
	// Reglamento «El favor del Rey»: los resultados de cada dado.
	switch (face) {
		case 'weapon1':
			return { weapons: p.weapons + 1 };
		case 'weapon2':
			return { weapons: p.weapons + 2 };
		case 'strengthLevel':
			return { strength: p.strength + 1 };
		case 'spell1':
			return { spells: p.spells + 1 };
		case 'spell2':
			return { spells: p.spells + 2 };
		case 'magicLevel':
			return { magic: p.magic + 1 };
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

function favourPick(
	s: LiveState,
	a: Extract<LiveAction, { type: 'favourPick' }>
): LiveState | Invalid {
	if (s.phase !== 'favour' || !s.favour) return invalid(E + 'wrongPhase', { phase: s.phase });
	const expected = s.favour.order[s.favour.picks.length];
	if (expected === undefined) return invalid(E + 'favourDone');
	if (a.player !== expected) return invalid(E + 'notYourPick');
	if (!FAVOUR_DICE.includes(a.die)) return invalid(E + 'unknownDie');
	if (s.favour.picks.some((p) => p.die === a.die)) return invalid(E + 'dieTaken');
	if (!FAVOUR_FACES[a.die].includes(a.face)) return invalid(E + 'wrongFace');
	const favour = {
		...s.favour,
		picks: [...s.favour.picks, { player: a.player, die: a.die, face: a.face }]
	};
	return withPlayer({ ...s, favour }, a.player, applyFace(s.players[a.player], a.face));
}

function supplyCamp(
	s: LiveState,
	a: Extract<LiveAction, { type: 'supplyCamp' }>,
	ctx: Ctx
): LiveState | Invalid {
	if (s.phase !== 'zoneC') return invalid(E + 'wrongPhase', { phase: s.phase });
	if (!s.horde) return invalid(E + 'noHorde');
	if (!Number.isInteger(a.slot) || a.slot < 1 || a.slot > ZONE_C_SLOT_MAX.length)
		return invalid(E + 'badSlot');
	// Reglamento «Zona C»: «Los huecos se activan de arriba hacia abajo».
	if (s.zoneCSlots.some((n) => n >= a.slot)) return invalid(E + 'slotOrder', { slot: a.slot });
	if (!isNat(a.weapons) || !isNat(a.spells)) return invalid(E + 'badAmount');
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
	const p = s.players[a.player];
	// Reglamento «Zona C»: «Los recursos aportados por cada jugador proceden de su reserva personal».
	if (ctx.options.trackResources && (p.weapons < a.weapons || p.spells < a.spells))
		return invalid(E + 'notEnoughResources');
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
	return withPlayer({ ...s, camps, zoneCSlots: [...s.zoneCSlots, a.slot] }, a.player, change);
}

function resolveHorde(
	s: LiveState,
	a: Extract<LiveAction, { type: 'resolveHorde' }>,
	ctx: Ctx
): LiveState | Invalid {
	if (s.phase !== 'hordeMove') return invalid(E + 'wrongPhase', { phase: s.phase });
	if (!s.horde) return invalid(E + 'noHorde');
	if (s.hordeResolved) return invalid(E + 'hordeAlreadyResolved');
	const outcome = hordeOutcome(s.horde, s.camps, s.counter);
	// Reglamento «Situación de ¿Derrota?»: el contador avanza un espacio hacia abajo.
	if (outcome === 'advance') return { ...s, counter: s.counter - 1, hordeResolved: true };
	const ids = ctx.players.map((p) => p.id);
	const effects =
		outcome === 'victory'
			? victoryEffects(ids, s.camps)
			: siegeEffects(ids, s.camps, s.horde.siegeFame);
	const choices = a.choices ?? {};
	let next: LiveState = s;
	for (const eff of effects) {
		const c = choices[eff.id] ?? {};
		const p = next.players[eff.id];
		const change: Partial<LivePlayer> = { fame: p.fame + eff.fame };
		if (eff.coinOrLoot) {
			if (c.reward !== 'coin' && c.reward !== 'loot')
				return invalid(E + 'chooseReward', { player: nameOf(ctx, eff.id) });
			if (c.reward === 'coin') change.coins = p.coins + 1;
			else change.loot = p.loot + 1;
		}
		if (eff.level) {
			if (c.level !== 'strength' && c.level !== 'magic')
				return invalid(E + 'chooseLevel', { player: nameOf(ctx, eff.id) });
			if (c.level === 'strength') change.strength = p.strength + 1;
			else change.magic = p.magic + 1;
		}
		if (eff.reward) change.rewards = p.rewards + 1;
		if (eff.fewest) {
			// Reglamento «El Asedio»: «elige entre sufrir 1 Herida o entregar 1 botín a la reserva».
			const canWound = p.wounds < MAX_WOUNDS;
			const canLoot = !ctx.options.trackResources || p.loot > 0;
			if (c.penalty === 'wound') {
				if (!canWound) return invalid(E + 'woundsFull', { player: nameOf(ctx, eff.id) });
				change.wounds = p.wounds + 1;
			} else if (c.penalty === 'loot') {
				if (!canLoot) return invalid(E + 'noLoot', { player: nameOf(ctx, eff.id) });
				if (ctx.options.trackResources) change.loot = p.loot - 1;
			} else if (canWound || canLoot)
				return invalid(E + 'choosePenalty', { player: nameOf(ctx, eff.id) });
		}
		next = withPlayer(next, eff.id, change);
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

function zoneD(s: LiveState, a: Extract<LiveAction, { type: 'zoneD' }>): LiveState | Invalid {
	if (s.phase !== 'zoneD') return invalid(E + 'wrongPhase', { phase: s.phase });
	if (s.turnOrderUpdated) return invalid(E + 'turnOrderDone');
	const known = (id: string | null): boolean => id === null || s.turnOrder.includes(id);
	if (!known(a.gate1) || !known(a.gate2)) return invalid(E + 'unknownPlayer');
	if (a.gate1 === null && a.gate2 === null) return invalid(E + 'noGate');
	if (a.gate1 !== null && a.gate1 === a.gate2) return invalid(E + 'sameGate');
	return {
		...s,
		turnOrder: updateTurnOrder(s.turnOrder, a.gate1, a.gate2),
		turnOrderUpdated: true
	};
}

function adjust(s: LiveState, a: Extract<LiveAction, { type: 'adjust' }>): LiveState | Invalid {
	if (!PLAYER_FIELDS.includes(a.field)) return invalid(E + 'unknownField');
	if (!Number.isInteger(a.delta) || a.delta === 0) return invalid(E + 'badDelta');
	const p = s.players[a.player];
	const value = p[a.field] + a.delta;
	if (a.field === 'wounds' && (value < 0 || value > MAX_WOUNDS))
		return invalid(E + 'woundsRange', { max: MAX_WOUNDS });
	if (a.field !== 'fame' && value < 0) return invalid(E + 'negative', { field: a.field });
	const change: Partial<LivePlayer> = {};
	change[a.field] = value;
	return withPlayer(s, a.player, change);
}

function completeAdventure(
	s: LiveState,
	a: Extract<LiveAction, { type: 'completeAdventure' }>,
	ctx: Ctx
): LiveState | Invalid {
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
	if (!Object.values(n).every(isNat)) return invalid(E + 'badAmount');
	const p = s.players[a.player];
	// Reglamento «Heridas»: «no puede tener más de 4 Heridas» y la Aventura falla.
	if (p.wounds + n.wounds > MAX_WOUNDS)
		return invalid(E + 'adventureWounds', { max: MAX_WOUNDS - p.wounds });
	if (ctx.options.trackResources && (p.weapons < n.weapons || p.spells < n.spells))
		return invalid(E + 'notEnoughResources');
	const paid = ctx.options.trackResources;
	return withPlayer(s, a.player, {
		wounds: p.wounds + n.wounds,
		weapons: p.weapons - (paid ? n.weapons : 0),
		spells: p.spells - (paid ? n.spells : 0),
		fame: p.fame + n.fame,
		coins: p.coins + n.coins,
		loot: p.loot + n.loot,
		strength: p.strength + n.strength,
		magic: p.magic + n.magic,
		adventures: p.adventures + 1,
		adventuresThisRound: p.adventuresThisRound + 1,
		bestAdventureRound: Math.max(p.bestAdventureRound, p.adventuresThisRound + 1)
	});
}

/** Two hordes defeated in two rounds in a row (Logro «Defensor»). */
export function defendedTwice(rounds: readonly number[]): boolean {
	return rounds.some((r) => rounds.includes(r + 1));
}

function finalPlayers(s: LiveState, ctx: Ctx, inputs: Record<string, FinalInput>): KdFinalPlayer[] {
	return ctx.players.map((pl) => {
		const i = inputs[pl.id];
		const p = s.players[pl.id];
		const out: KdFinalPlayer = {
			id: pl.id,
			fame: p.fame,
			loot: i.loot,
			runes: i.runes,
			trophies: i.trophies,
			weapons: i.weapons,
			tomes: i.tomes,
			orbs: i.orbs,
			strengthMultiplier: i.strengthMultiplier,
			magicMultiplier: i.magicMultiplier,
			wounds: p.wounds,
			adventureCards: p.adventures
		};
		if (i.destiny) out.destiny = i.destiny;
		return out;
	});
}

function finalScoreAction(
	s: LiveState,
	a: Extract<LiveAction, { type: 'finalScore' }>,
	ctx: Ctx
): LiveState | Invalid {
	if (!s.ended) return invalid(E + 'notEnded');
	for (const pl of ctx.players) {
		const i = a.players?.[pl.id];
		if (!i) return invalid(E + 'finalMissing', { player: pl.name });
		if ((i.claims ?? []).some((c) => !CLAIMED_ACHIEVEMENTS.includes(c)))
			return invalid(E + 'badClaim', { player: pl.name });
	}
	const players = finalPlayers(s, ctx, a.players);
	let results: KdFinalResult[];
	try {
		results = finalScore(players);
	} catch (e) {
		return invalid(E + 'finalInput', { detail: e instanceof Error ? e.message : String(e) });
	}
	const claims: Record<string, Achievement[]> = {};
	const maxFame: Record<string, number> = {};
	const bestAdventureRound: Record<string, number> = {};
	for (const pl of ctx.players) {
		claims[pl.id] = a.players[pl.id].claims ?? [];
		maxFame[pl.id] = s.players[pl.id].maxFame;
		bestAdventureRound[pl.id] = s.players[pl.id].bestAdventureRound;
	}
	const got = achievements(players, results, {
		claims,
		maxFame,
		bestAdventureRound,
		defendedTwice: defendedTwice(s.hordeVictoryRounds),
		cityFell: s.ended === 'cityFell'
	});
	return { ...s, final: { results, players, achievements: got, winners: winnersOf(results) } };
}

function reduceLive(s: LiveState, a: LiveAction, ctx: Ctx): LiveState | Invalid {
	if (typeof a !== 'object' || a === null) return invalid(E + 'unknownAction');
	if ('player' in a && !(typeof a.player === 'string' && a.player in s.players))
		return invalid(E + 'unknownPlayer');
	if (s.phase === 'ended' && a.type !== 'finalScore') return invalid(E + 'gameEnded');
	if (s.phase === 'setup' && !['redrawSetup', 'nextPhase', 'revealHorde'].includes(a.type))
		return invalid(E + 'notStarted');
	switch (a.type) {
		case 'redrawSetup': {
			if (s.phase !== 'setup') return invalid(E + 'alreadyStarted');
			const [n, rng] = nextInt(s.rng, 2 ** 31);
			const plan = drawPlan(ctx, `${ctx.seed}/${n}`);
			return { ...s, ...plan, ...seatPlayers(ctx, plan.setup), rng, redraws: s.redraws + 1 };
		}
		case 'nextPhase':
			return nextPhase(s, ctx);
		case 'revealHorde':
			return revealHorde(s, a);
		case 'favourPick':
			return favourPick(s, a);
		case 'supplyCamp':
			return supplyCamp(s, a, ctx);
		case 'resolveHorde':
			return resolveHorde(s, a, ctx);
		case 'zoneD':
			return zoneD(s, a);
		case 'adjust':
			return adjust(s, a);
		case 'failAdventure': {
			// Reglamento «Activando aventuras»: «pierde 2 puntos de Fama inmediatamente».
			const p = s.players[a.player];
			return withPlayer(s, a.player, { fame: p.fame - FAILED_ADVENTURE_FAME });
		}
		case 'completeAdventure':
			return completeAdventure(s, a, ctx);
		case 'finalScore':
			return finalScoreAction(s, a, ctx);
		default:
			return invalid(E + 'unknownAction');
	}
}

const L = 'kingdom-defenders.log.';

function signed(n: number): string {
	return n > 0 ? `+${n}` : String(n);
}

function describeLive(a: LiveAction, before: LiveState, ctx: Ctx): MessageRef {
	const who = (id: string): string => nameOf(ctx, id);
	switch (a.type) {
		case 'redrawSetup':
			return { key: L + 'redrawSetup' };
		case 'nextPhase': {
			const next = followingPhase(before, ctx);
			return next === 'end'
				? { key: L + 'gameEnds', values: { round: before.round } }
				: before.phase === 'maintenance'
					? { key: L + 'newRound', values: { round: before.round + 1 } }
					: { key: L + 'phase', values: { phase: next, round: before.round } };
		}
		case 'revealHorde':
			return {
				key: L + 'revealHorde',
				values: { weapons: a.weapons, spells: a.spells, speed: a.speed, fame: a.siegeFame }
			};
		case 'favourPick':
			return { key: L + 'favourPick', values: { player: who(a.player), die: a.die, face: a.face } };
		case 'supplyCamp':
			return {
				key: L + 'supplyCamp',
				values: {
					player: who(a.player),
					slot: a.slot,
					weapons: a.weapons,
					spells: a.spells,
					fame: signed(contributionFame(a.weapons, a.spells, FAME_LOST_EMPTY_CAMP_DISC))
				}
			};
		case 'resolveHorde': {
			const outcome = before.horde
				? hordeOutcome(before.horde, before.camps, before.counter)
				: 'advance';
			if (outcome === 'siege' && before.wall === 'B') return { key: L + 'cityFalls' };
			return { key: L + outcome, values: { counter: Math.max(0, before.counter - 1) } };
		}
		case 'zoneD':
			return {
				key: L + 'zoneD',
				values: { gate1: a.gate1 ? who(a.gate1) : '-', gate2: a.gate2 ? who(a.gate2) : '-' }
			};
		case 'adjust':
			return {
				key: L + 'adjust',
				values: { player: who(a.player), field: a.field, delta: signed(a.delta) }
			};
		case 'failAdventure':
			return {
				key: L + 'failAdventure',
				values: { player: who(a.player), fame: FAILED_ADVENTURE_FAME }
			};
		case 'completeAdventure':
			return { key: L + 'completeAdventure', values: { player: who(a.player), fame: a.fame ?? 0 } };
		case 'finalScore':
			return { key: L + 'finalScore' };
		default:
			return { key: L + 'unknown' };
	}
}

function summarizeLive(s: LiveState): SessionSummary {
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final.results) scores[r.id] = r.total;
		return { round: s.round, finished: true, scores, winners: s.final.winners };
	}
	return { round: s.round, finished: false, scores: fameScores(s), winners: [] };
}

export const live: Flow<LiveState, LiveAction, KdOptions> = {
	init: initLive,
	reduce: reduceLive,
	describe: describeLive,
	summarize: summarizeLive,
	scoreHistory: (s) => s.history
};

// ---------------------------------------------------------------- quick scorer

export const SCORER_FIELDS = [
	'fame',
	'loot',
	'rune1',
	'rune2',
	'rune3',
	'rune4',
	'rune5',
	'trophies',
	'weapons',
	'tomes',
	'orbs',
	'strengthMultiplier',
	'magicMultiplier',
	'wounds',
	'adventureCards'
] as const;
export type ScorerField = (typeof SCORER_FIELDS)[number];

export interface ScorerState {
	values: Record<string, Record<ScorerField, number>>;
	destiny: Record<string, KdDestiny | null>;
	claims: Record<string, Achievement[]>;
	/** Set by 'finish': results with breakdowns, achievements, winners. */
	result: FinalOutcome | null;
}

export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'setDestiny'; player: string; destiny: KdDestiny | null }
	| { type: 'claim'; player: string; achievement: Achievement; value: boolean }
	| { type: 'finish' }
	| { type: 'reopen' };

function initScorer(ctx: Ctx): ScorerState {
	const values: ScorerState['values'] = {};
	const destiny: ScorerState['destiny'] = {};
	const claims: ScorerState['claims'] = {};
	for (const p of ctx.players) {
		const row = {} as Record<ScorerField, number>;
		for (const f of SCORER_FIELDS) row[f] = 0;
		// The multiplier reached on the level track: the table types it (1 until changed).
		row.strengthMultiplier = 1;
		row.magicMultiplier = 1;
		values[p.id] = row;
		destiny[p.id] = null;
		claims[p.id] = [];
	}
	return { values, destiny, claims, result: null };
}

function scorerPlayers(s: ScorerState, ctx: Ctx): KdFinalPlayer[] {
	return ctx.players.map((p) => {
		const v = s.values[p.id];
		const out: KdFinalPlayer = {
			id: p.id,
			fame: v.fame,
			loot: v.loot,
			runes: [v.rune1, v.rune2, v.rune3, v.rune4, v.rune5],
			trophies: v.trophies,
			weapons: v.weapons,
			tomes: v.tomes,
			orbs: v.orbs,
			strengthMultiplier: v.strengthMultiplier,
			magicMultiplier: v.magicMultiplier,
			wounds: v.wounds,
			adventureCards: v.adventureCards
		};
		const d = s.destiny[p.id];
		if (d) out.destiny = d;
		return out;
	});
}

function validDestiny(d: unknown): boolean {
	if (d === null) return true;
	if (typeof d !== 'object') return false;
	const x = d as Record<string, unknown>;
	if (x.kind === 'distinctRunes') return true;
	if (x.kind === 'points') return isNat(x.points);
	return x.kind === 'relic' && ['weapon', 'tome', 'rune', 'trophy'].includes(x.relic as string);
}

function reduceScorer(s: ScorerState, a: ScorerAction, ctx: Ctx): ScorerState | Invalid {
	if (typeof a !== 'object' || a === null) return invalid(E + 'unknownAction');
	if ('player' in a && !(typeof a.player === 'string' && a.player in s.values))
		return invalid(E + 'unknownPlayer');
	if (s.result && a.type !== 'reopen') return invalid(E + 'scorerFinished');
	switch (a.type) {
		case 'set': {
			if (!SCORER_FIELDS.includes(a.field)) return invalid(E + 'unknownField');
			if (!isNat(a.value)) return invalid(E + 'notNatural', { field: a.field });
			if (a.field === 'wounds' && a.value > MAX_WOUNDS)
				return invalid(E + 'woundsRange', { max: MAX_WOUNDS });
			const row = { ...s.values[a.player], [a.field]: a.value };
			return { ...s, values: { ...s.values, [a.player]: row } };
		}
		case 'setDestiny':
			if (!validDestiny(a.destiny)) return invalid(E + 'badDestiny');
			return { ...s, destiny: { ...s.destiny, [a.player]: a.destiny } };
		case 'claim': {
			if (!ACHIEVEMENTS.includes(a.achievement))
				return invalid(E + 'badClaim', { player: a.player });
			const without = s.claims[a.player].filter((c) => c !== a.achievement);
			const list = a.value ? [...without, a.achievement].sort() : without;
			return { ...s, claims: { ...s.claims, [a.player]: list } };
		}
		case 'finish': {
			const players = scorerPlayers(s, ctx);
			const results = finalScore(players);
			const got = achievements(players, results, { claims: s.claims });
			return {
				...s,
				result: { results, players, achievements: got, winners: winnersOf(results) }
			};
		}
		case 'reopen':
			if (!s.result) return invalid(E + 'scorerNotFinished');
			return { ...s, result: null };
		default:
			return invalid(E + 'unknownAction');
	}
}

function describeScorer(a: ScorerAction, _before: ScorerState, ctx: Ctx): MessageRef {
	switch (a.type) {
		case 'set':
			return {
				key: L + 'set',
				values: { player: nameOf(ctx, a.player), field: a.field, value: a.value }
			};
		case 'setDestiny':
			return { key: L + 'setDestiny', values: { player: nameOf(ctx, a.player) } };
		case 'claim':
			return {
				key: L + (a.value ? 'claim' : 'unclaim'),
				values: { player: nameOf(ctx, a.player), achievement: a.achievement }
			};
		case 'finish':
			return { key: L + 'finish' };
		case 'reopen':
			return { key: L + 'reopen' };
		default:
			return { key: L + 'unknown' };
	}
}

function summarizeScorer(s: ScorerState): SessionSummary {
	const scores: Record<string, number> = {};
	if (s.result) for (const r of s.result.results) scores[r.id] = r.total;
	else for (const [id, v] of Object.entries(s.values)) scores[id] = v.fame;
	return { round: null, finished: s.result !== null, scores, winners: s.result?.winners ?? [] };
}

export const scorer: Flow<ScorerState, ScorerAction, KdOptions> = {
	init: initScorer,
	reduce: reduceScorer,
	describe: describeScorer,
	summarize: summarizeScorer
};
