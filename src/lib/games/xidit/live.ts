/**
 * The live companion: year calendar, census, ghost, running tally, final evaluation. Each move
 * is declared with core/define (schema, pure apply, describe); rule checks stay in `apply` so
 * a refusal names the rule in the table's language.
 */
import * as v from 'valibot';
import { isPlayer, isRecord, playerName } from '../core/checks';
import { defineFlow, describePlayer, move } from '../core/define';
import {
	invalid,
	isInvalid,
	type Flow,
	type Glance,
	type GameAction,
	type Invalid,
	type MessageRef,
	type ScorePoint,
	type SessionContext
} from '../core/types';
import {
	CENSUS_REWARDS,
	CRITERIA,
	MAX_GUILD_HEIGHT,
	UNIT_SUPPLY,
	UNIT_TYPES,
	type Criterion,
	type PlayerCount,
	type UnitType
} from './data';
import { isNat } from '../core/require';
import { initialRegions, type Options, type RegionEntry } from './options';
import {
	isCensusYear,
	passFirstPlayer,
	resolveCensus,
	yearsInGame,
	type CensusOutcome
} from './rules';
import type { FinalEvaluationExplained, GhostScores } from './scoring';
import { randomizeSetup, type XiditSetup } from './setup';
import {
	advanceTile,
	nameNext,
	removeTile,
	tilesFrom,
	type TileEvents,
	type TileKind,
	type Tiles
} from './tiles';
import { buildGuild, correctGuild, guildsOf } from './guilds';
import { autoMageLevels, fistsLog, fistsOutcome } from './census';
import { censusOutcome, giveReward, rewardKey, spendTyped } from './rewards';
import {
	COUNT_FIELDS,
	copyAll,
	editRegion,
	emptyCounts,
	evaluateCounts,
	placeHeldLevels,
	survivedScores,
	tracksUnitTypes,
	unitsOfType,
	withBards,
	withField,
	withoutTypes,
	withUnits,
	type CountField,
	type PlayerCounts
} from './tally';
import {
	checkGhost,
	checkOrder,
	ghostSchema,
	orderSchema,
	regionLog,
	regionMoveSchema,
	who,
	evaluationBreakdown,
	reseatGhost
} from './shared';

export type LivePhase = 'play' | 'census' | 'evaluation' | 'finished';

export interface CensusState {
	year: number;
	/** Index into UNIT_TYPES of the unit being counted. */
	unitIndex: number;
	/** Secret entries for the current unit (the UI never shows them before the reveal). */
	entries: Record<string, number>;
	/** Units already revealed, in order. */
	results: CensusOutcome[];
}

export interface LiveState {
	setup: XiditSetup;
	phase: LivePhase;
	/** Year in progress, 1-based. */
	year: number;
	/** Seat index (in ctx.players) of the first-player token holder. */
	firstPlayer: number;
	titanAwakenings: number;
	/** 3 players: the ghost's three tracks. */
	ghost: GhostScores | null;
	regions: RegionEntry[];
	/** Optional running tally per player id. */
	tally: Record<string, PlayerCounts>;
	census: CensusState | null;
	/** Finished censuses. */
	censuses: { year: number; results: CensusOutcome[] }[];
	/** Final evaluation entries per player id (prefilled from the tally). */
	final: Record<string, PlayerCounts> | null;
	result: FinalEvaluationExplained | null;
	/** Tally sovereigns per player at the end of each year (kept; charted only once finished). */
	history: { year: number; scores: Record<string, number> }[];
	/** Census rewards already applied, as `year:unit:player` (each applied once). Absent = none. */
	rewarded?: string[];
	/** Issue 29's first Phase Three: tiles taken from the seeded piles (older states only). */
	drawn?: { recruit: number; threat: number };
	/** Phase Three (p.10–12): board, next spaces, piles, discards. Absent: an older state. */
	tiles?: Tiles;
}

/** The session's tiles (an older state rebuilds them from its setup and `drawn`). */
export function tilesOf(s: LiveState): Tiles {
	return tilesFrom(s.setup, s.tiles, s.drawn);
}

/** A Phase Three step's result on the state: the tiles, and the Titans if they awoke (p.11). */
function withTiles(
	s: LiveState,
	r: { tiles: Tiles; events: TileEvents } | Invalid
): LiveState | Invalid {
	if (isInvalid(r)) return r;
	const { drawn: _old, ...rest } = s;
	return {
		...rest,
		tiles: r.tiles,
		titanAwakenings: s.titanAwakenings + (r.events.titans ? 1 : 0)
	};
}

/** The log's words for a Phase Three step (what entered the board, what was refilled). */
function tileLog(
	s: LiveState,
	r: { tiles: Tiles; events: TileEvents } | Invalid
): Record<string, string | number> {
	if (isInvalid(r)) return { placed: 0, titans: 'no', refilled: 'no' };
	const e = r.events;
	const kind = e.placed.recruit !== undefined ? 'recruit' : 'threat';
	return {
		placed: e.placed[kind] ?? 0,
		titans: e.titans ? 'yes' : 'no',
		refilled: e.refilled.length > 0 || e.borrowed !== null ? 'yes' : 'no',
		count: s.titanAwakenings + 1
	};
}

export type TileAction =
	| { type: 'tileRemoved'; kind: TileKind; city: number }
	| { type: 'tileNamed'; kind: TileKind; city: number };

export type CensusRewardAction = {
	type: 'censusReward';
	year: number;
	unit: UnitType;
	player: string;
	/** Bards per region for Infantry (1) and Clerics (2); {} for the Battle Mages' level. */
	regions: Record<string, number>;
	/** Battle Mages: the city of the guild that takes the level, when several have room. */
	city?: number;
};

export type ThreatAction = {
	type: 'threat';
	player: string;
	unitsSpent: number;
	/** Issue 14: the units handed in, per type (their sum is `unitsSpent`). Absent = untyped. */
	spent?: Partial<Record<UnitType, number>>;
	sovereigns: number;
	guildLevels: number;
	bards: Record<string, number>;
	ghost: Criterion | null;
	/** Issue 29: the city of the Threat, where its guild levels go (absent in older logs). */
	city?: number;
	/** A Threat tile left the board (not a Titan): the next one comes out (p.10). Absent: no. */
	tile?: boolean;
	/** Phase Three: the city whose Threat tile is discarded (absent in older logs: not named). */
	tileCity?: number;
};

export type LiveAction =
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'endYear'; year?: number }
	| { type: 'titanAwakening' }
	| { type: 'tileDrawn'; kind: 'recruit' | 'threat' }
	| TileAction
	| { type: 'ghostRise'; player: string; criterion: Criterion }
	| ThreatAction
	| RecruitAction
	| AdjustAction
	| { type: 'adjustBards'; player: string; region: string; delta: number }
	| SetGuildAction
	| { type: 'censusEnter'; player: string; count: number }
	| { type: 'censusReveal' }
	| CensusFistsAction
	| { type: 'censusResolve'; counts: Record<string, number> }
	| {
			type: 'setRegion';
			region: string;
			label: string;
			first: number | null;
			second: number | null;
			mark: number;
	  }
	| { type: 'setOrder'; order: Criterion[] }
	| { type: 'setGhost'; criterion: Criterion; value: number }
	| { type: 'startEvaluation' }
	| { type: 'setFinal'; player: string; field: CountField; value: number }
	| { type: 'setFinalBards'; player: string; region: string; value: number }
	| { type: 'evaluate' }
	| CensusRewardAction
	| { type: 'reopen' };

/** Census by fists (issue 29): the players who showed the most of the current unit. */
export type CensusFistsAction = { type: 'censusFists'; winners: string[] };

/** A correction of one guild as the board shows it (height 0: no guild of the player there). */
export type SetGuildAction = { type: 'setGuild'; player: string; city: number; height: number };

/** A recruit; with `unit` the tally knows its type (issue 14), without it only the total. */
export type RecruitAction = { type: 'recruit'; player: string; unit?: UnitType };
/** A correction; `unit` with the field 'units' corrects the units of that type. */
export type AdjustAction = {
	type: 'adjust';
	player: string;
	field: CountField;
	delta: number;
	unit?: UnitType;
};

type Ctx = SessionContext<Options>;

/** Final entries start from the tally (the per-type split of units is not needed there). */
function finalFrom(tally: Record<string, PlayerCounts>): Record<string, PlayerCounts> {
	const out: Record<string, PlayerCounts> = {};
	for (const [id, c] of Object.entries(tally)) out[id] = withoutTypes(c);
	return out;
}

export function playerCount(ctx: Ctx): PlayerCount {
	const n = ctx.players.length;
	return n === 3 || n === 5 ? n : 4;
}

/** The setup drawn from the seed (stored on the session when it is created). */
export function drawSetup(ctx: Ctx): XiditSetup {
	const n = playerCount(ctx);
	return randomizeSetup({
		players: n,
		short: ctx.options.short,
		ghostVariant: ctx.options.ghostVariant,
		seed: ctx.seed,
		...(n === 3 ? { threePlayerTiles: ctx.options.threePlayerTiles } : {})
	});
}

/** The session's stored setup; drawn only for a session that stored none (created before v2). */
export function sessionSetup(ctx: Ctx): XiditSetup {
	const s = ctx.setup as XiditSetup | null | undefined;
	return s && Array.isArray(s.evaluationOrder) ? s : drawSetup(ctx);
}

function init(ctx: Ctx): LiveState {
	const setup = sessionSetup(ctx);
	const tally: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) tally[p.id] = emptyCounts();
	return {
		setup: { ...setup, evaluationOrder: [...setup.evaluationOrder] },
		phase: 'play',
		year: 1,
		firstPlayer: setup.firstPlayer,
		titanAwakenings: 0,
		ghost: setup.ghost ? { ...setup.ghost } : null,
		regions: initialRegions(ctx.options),
		tally,
		census: null,
		censuses: [],
		final: null,
		result: null,
		history: []
	};
}

function sovereignsOf(tally: Record<string, PlayerCounts>): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, c] of Object.entries(tally)) out[id] = c.sovereigns;
	return out;
}

function requirePhase(s: LiveState, ...phases: LivePhase[]): Invalid | null {
	return phases.includes(s.phase) ? null : invalid('xidit.error.wrongPhase', { phase: s.phase });
}

const unknownPlayer = (id: string) => invalid('xidit.error.unknownPlayer', { player: id });

/** Reglamento p.13 «FASE CINCO»: the year ends, the token passes left; after the last census, the end. */
function closeYear(s: LiveState, ctx: Ctx, tally: Record<string, PlayerCounts>): LiveState {
	const history = [...s.history, { year: s.year, scores: sovereignsOf(tally) }];
	// Reglamento p.14 «La partida termina tras el Censo Militar del 12º Año de Juego».
	if (s.year >= yearsInGame(ctx.options.short))
		return { ...s, tally, history, census: null, phase: 'evaluation', final: finalFrom(tally) };
	return {
		...s,
		tally,
		history,
		census: null,
		phase: 'play',
		year: s.year + 1,
		firstPlayer: passFirstPlayer(s.firstPlayer, ctx.players.length)
	};
}

/**
 * Issue 14: a player cannot show more units of a type than the tally says they hold, once the
 * table records unit types (Reglamento p.13 «el número de Unidades ... que desea revelar»).
 */
export function censusMax(s: LiveState, id: string, unit: UnitType): number {
	const c = s.tally[id];
	if (!c || !tracksUnitTypes(s.tally)) return UNIT_SUPPLY[unit];
	return Math.min(UNIT_SUPPLY[unit], unitsOfType(c, unit));
}

function censusCheck(unit: UnitType, counts: Record<string, unknown>, ctx: Ctx): Invalid | null {
	let sum = 0;
	for (const p of ctx.players) {
		const n = counts[p.id];
		if (!isNat(n)) return invalid('xidit.error.notNonNegative', { field: p.name });
		// Reglamento p.2: there are only so many units of each type.
		if (n > UNIT_SUPPLY[unit])
			return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
		sum += n;
	}
	if (sum > UNIT_SUPPLY[unit])
		return invalid('xidit.error.censusExceedsSupply', { unit, max: UNIT_SUPPLY[unit] });
	return null;
}

function currentUnit(census: CensusState): UnitType {
	return UNIT_TYPES[census.unitIndex] ?? 'militia';
}

/** Reveals the current unit's counts; after the mages, the year closes. */
function applyCensus(
	s: LiveState,
	census: CensusState,
	counts: Record<string, number>,
	ctx: Ctx
): LiveState {
	const outcome = resolveCensus(
		currentUnit(census),
		counts,
		ctx.players.map((p) => p.id),
		s.firstPlayer
	);
	return applyOutcome(s, census, outcome, ctx);
}

/** A unit's outcome: gold at once; the year closes after the mages. */
function applyOutcome(
	s: LiveState,
	census: CensusState,
	outcome: CensusOutcome,
	ctx: Ctx
): LiveState {
	// Reglamento p.13: militia 1 SO, archers 2 SO go straight into the running tally.
	let tally = s.tally;
	if (outcome.reward.kind === 'sovereigns' && outcome.winners.length > 0) {
		tally = copyAll(s.tally);
		for (const id of outcome.winners) tally[id]!.sovereigns += outcome.reward.amount;
	}
	// Census by fists: a Battle Mages level that needs no choice goes on at once (p.13).
	if (outcome.fists && outcome.reward.kind === 'guildLevel') {
		const auto = autoMageLevels(s, tally, census.year, outcome);
		tally = auto.tally;
		s = { ...s, rewarded: auto.rewarded };
	}
	const results = [...census.results, outcome];
	if (census.unitIndex + 1 < UNIT_TYPES.length)
		return {
			...s,
			tally,
			census: { ...census, unitIndex: census.unitIndex + 1, entries: {}, results }
		};
	const done = { ...s, censuses: [...s.censuses, { year: census.year, results }] };
	return closeYear(done, ctx, tally);
}

function withTally(s: LiveState, id: string, next: PlayerCounts | Invalid): LiveState | Invalid {
	return isInvalid(next) ? next : { ...s, tally: { ...s.tally, [id]: next } };
}

function withFinal(s: LiveState, id: string, next: PlayerCounts | Invalid): LiveState | Invalid {
	if (isInvalid(next)) return next;
	return s.final
		? { ...s, final: { ...s.final, [id]: next } }
		: invalid('xidit.error.wrongPhase', { phase: s.phase });
}

function evaluateLive(s: LiveState, ctx: Ctx): FinalEvaluationExplained | Invalid {
	if (!s.final) return invalid('xidit.error.wrongPhase', { phase: s.phase });
	return evaluateCounts(
		ctx.players.map((p) => p.id),
		s.final,
		s.regions,
		s.setup.emptyRegions,
		s.setup.evaluationOrder,
		s.firstPlayer,
		s.ghost
	);
}

const names = (ctx: Ctx, ids: readonly string[]) => ids.map((id) => playerName(ctx, id)).join(', ');
const regionName = (s: { regions: RegionEntry[] }, id: string) =>
	s.regions.find((r) => r.id === id)?.label || id;

function censusLog(s: LiveState, counts: Record<string, number>, ctx: Ctx): MessageRef {
	const unit = s.census ? currentUnit(s.census) : 'militia';
	const o = resolveCensus(
		unit,
		counts,
		ctx.players.map((p) => p.id),
		s.firstPlayer
	);
	if (o.winners.length === 0) return { key: 'xidit.log.censusNoWinner', values: { unit } };
	return {
		key: 'xidit.log.census',
		values: {
			unit,
			winners: names(ctx, o.placementOrder),
			count: o.winners.length,
			max: o.max,
			reward: CENSUS_REWARDS[unit].kind,
			amount: CENSUS_REWARDS[unit].amount
		}
	};
}

const text = v.string();
const num = v.number();
const player = v.object({ player: text });

/** A Phase Three step naming a city's tile of one kind. */
const tileSchema = <T extends TileAction['type']>(type: T) =>
	v.object({ type: v.literal(type), kind: v.picklist(['recruit', 'threat']), city: num });

const moves = {
	setFirstPlayer: move<LiveState, Options, { type: 'setFirstPlayer'; player: string }>({
		schema: v.object({ type: v.literal('setFirstPlayer'), ...player.entries }),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play', 'evaluation', 'finished');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			return { ...s, firstPlayer: ctx.players.findIndex((p) => p.id === a.player) };
		},
		describe: describePlayer('xidit.log.setFirstPlayer')
	}),
	endYear: move<LiveState, Options, { type: 'endYear'; year?: number }>({
		schema: v.object({ type: v.literal('endYear'), year: v.optional(num) }),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			// The button names the year it ends: a second tap on a stale screen does not skip a year.
			if (a.year !== undefined && a.year !== s.year)
				return invalid('xidit.error.yearAlreadyEnded', { year: a.year });
			// Reglamento p.13 «El Censo Militar se realiza al final de los Años de Juego 4, 8 y 12».
			if (isCensusYear(s.year, ctx.options.short))
				return {
					...s,
					phase: 'census',
					census: { year: s.year, unitIndex: 0, entries: {}, results: [] }
				};
			return closeYear(s, ctx, s.tally);
		},
		describe(_a, s, ctx): MessageRef {
			if (isCensusYear(s.year, ctx.options.short))
				return { key: 'xidit.log.censusStarts', values: { year: s.year } };
			const next = ctx.players[passFirstPlayer(s.firstPlayer, ctx.players.length)];
			return { key: 'xidit.log.endYear', values: { year: s.year, player: next?.name ?? '' } };
		}
	}),
	titanAwakening: move<LiveState, Options, { type: 'titanAwakening' }>({
		schema: v.object({ type: v.literal('titanAwakening') }),
		apply(s) {
			const bad = requirePhase(s, 'play');
			// Reglamento p.12 «A lo largo de una partida puede haber múltiples Despertares de los Titanes».
			return bad ?? { ...s, titanAwakenings: s.titanAwakenings + 1 };
		},
		describe: (_a, s) => ({
			key: 'xidit.log.titanAwakening',
			values: { count: s.titanAwakenings + 1 }
		})
	}),
	tileDrawn: move<LiveState, Options, { type: 'tileDrawn'; kind: 'recruit' | 'threat' }>({
		schema: v.object({ type: v.literal('tileDrawn'), kind: v.picklist(['recruit', 'threat']) }),
		apply(s, a) {
			// An older log's «the next tile entered the board» (the tile it replaced not named).
			return requirePhase(s, 'play') ?? withTiles(s, advanceTile(tilesOf(s), a.kind));
		},
		describe: (a, s) => ({
			key: 'xidit.log.tileDrawn',
			values: { kind: a.kind, city: tilesOf(s).next[a.kind] ?? 0 }
		})
	}),
	tileRemoved: move<LiveState, Options, Extract<TileAction, { type: 'tileRemoved' }>>({
		schema: tileSchema('tileRemoved'),
		apply(s, a) {
			// Reglamento p.10 «Cuando un jugador recluta a la última Unidad presente en una Ciudad,
			// retira la loseta de Reclutamiento … y la coloca en la pila de descartes».
			return requirePhase(s, 'play') ?? withTiles(s, removeTile(tilesOf(s), a.kind, a.city));
		},
		describe: (a, s) => ({
			key: 'xidit.log.tileRemoved',
			values: { kind: a.kind, city: a.city, ...tileLog(s, removeTile(tilesOf(s), a.kind, a.city)) }
		})
	}),
	tileNamed: move<LiveState, Options, Extract<TileAction, { type: 'tileNamed' }>>({
		schema: tileSchema('tileNamed'),
		apply(s, a) {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			// The table's tile is the truth (a shuffled pile, p.12 «Baraja», or another tile).
			const tiles = nameNext(tilesOf(s), a.kind, a.city);
			return isInvalid(tiles) ? tiles : { ...s, tiles };
		},
		describe: (a) => ({ key: 'xidit.log.tileNamed', values: { kind: a.kind, city: a.city } })
	}),
	ghostRise: move<LiveState, Options, { type: 'ghostRise'; player: string; criterion: Criterion }>({
		schema: v.object({
			type: v.literal('ghostRise'),
			player: text,
			criterion: text
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'ghostRise'; player: string; criterion: Criterion }
		>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!s.ghost) return invalid('xidit.error.noGhost');
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!CRITERIA.includes(a.criterion)) return invalid('xidit.error.unknownCriterion');
			// Reglamento p.17 «tendrá que mover una de las fichas de Jugador Fantasma un espacio hacia arriba».
			return { ...s, ghost: { ...s.ghost, [a.criterion]: s.ghost[a.criterion] + 1 } };
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.ghostRise',
			values: { player: playerName(ctx, a.player), criterion: a.criterion }
		})
	}),
	threat: move<LiveState, Options, ThreatAction>({
		schema: v.object({
			type: v.literal('threat'),
			player: text,
			unitsSpent: num,
			sovereigns: num,
			guildLevels: num,
			bards: v.record(v.string(), v.unknown()),
			ghost: v.nullable(v.string()),
			spent: v.optional(v.record(v.picklist(UNIT_TYPES), num)),
			city: v.optional(num),
			tile: v.optional(v.boolean()),
			tileCity: v.optional(num)
		}) as unknown as v.GenericSchema<unknown, ThreatAction>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			for (const f of ['unitsSpent', 'sovereigns', 'guildLevels'] as const)
				if (!isNat(a[f])) return invalid('xidit.error.notNonNegative', { field: f });
			if (s.ghost && (a.ghost === null || !CRITERIA.includes(a.ghost)))
				return invalid('xidit.error.ghostChoiceRequired');
			if (!s.ghost && a.ghost !== null) return invalid('xidit.error.noGhost');
			const bardsGained = Object.values(a.bards).reduce(
				(x: number, n) => x + (typeof n === 'number' ? n : 0),
				0
			);
			// Reglamento p.9 «Los jugadores pueden elegir dos de las tres recompensas disponibles».
			if ([a.sovereigns, a.guildLevels, bardsGained].filter((n) => n > 0).length > 2)
				return invalid('xidit.error.twoRewards');
			// Reglamento p.9 «Los Gremios de Hechiceros no pueden tener más de cuatro Niveles de altura».
			if (a.guildLevels > MAX_GUILD_HEIGHT)
				return invalid('xidit.error.guildTooHigh', { max: MAX_GUILD_HEIGHT });
			let cur = s.tally[a.player]!;
			// Issue 29: the levels go on the guild of the Threat's city (one per city, four high).
			const byCity = a.city !== undefined;
			if (byCity && a.guildLevels > 0) {
				const built = buildGuild(s.tally, a.player, a.city, a.guildLevels);
				if (isInvalid(built)) return built;
				cur = built;
			}
			if (a.unitsSpent > cur.units)
				return invalid('xidit.error.notEnoughUnits', { units: cur.units });
			let next = a.spent
				? spendTyped(cur, a.spent, a.unitsSpent)
				: withField(cur, 'units', cur.units - a.unitsSpent);
			if (isInvalid(next)) return next;
			next = withField(next, 'sovereigns', next.sovereigns + a.sovereigns);
			if (isInvalid(next)) return next;
			// An older log's Threat names no city: its levels count in the total only.
			if (!byCity) next = withField(next, 'guildLevels', next.guildLevels + a.guildLevels);
			if (isInvalid(next)) return next;
			for (const [region, add] of Object.entries(a.bards)) {
				if (!isNat(add)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
				const had =
					isRecord(next.bards) && Object.hasOwn(next.bards, region) ? next.bards[region]! : 0;
				next = withBards(next, s.regions, s.setup.emptyRegions, region, had + add);
				if (isInvalid(next)) return next;
			}
			if (!byCity) next = placeHeldLevels(next);
			const ghost = s.ghost && a.ghost ? { ...s.ghost, [a.ghost]: s.ghost[a.ghost] + 1 } : s.ghost;
			const after = { ...s, ghost, tally: { ...s.tally, [a.player]: next } };
			// Reglamento p.10 «Cuando un jugador elimina una Amenaza …, retira la loseta de Amenaza
			// de la Ciudad y la coloca en la pila de descartes … coloca inmediatamente otra loseta».
			if (a.tile === true && a.tileCity !== undefined)
				return withTiles(after, removeTile(tilesOf(s), 'threat', a.tileCity));
			// An older log named no tile: the next one came out, nothing discarded (a Titan: none).
			if (a.tile === true && tilesOf(s).next.threat !== null)
				return withTiles(after, advanceTile(tilesOf(s), 'threat'));
			return after;
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.threat',
			values: {
				player: playerName(ctx, a.player),
				units: a.unitsSpent,
				sovereigns: a.sovereigns,
				guildLevels: a.guildLevels,
				bards: Object.values(a.bards).reduce(
					(x: number, n: unknown) => x + (typeof n === 'number' ? n : 0),
					0
				),
				ghost: a.ghost ?? 'none'
			}
		})
	}),
	recruit: move<LiveState, Options, RecruitAction>({
		schema: v.object({
			type: v.literal('recruit'),
			...player.entries,
			unit: v.optional(v.picklist(UNIT_TYPES))
		}) as unknown as v.GenericSchema<unknown, RecruitAction>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const cur = s.tally[a.player]!;
			// Reglamento p.8 «El jugador coge la Unidad reclutada de la Ciudad y la coloca detrás de su Pantalla».
			if (a.unit) return withTally(s, a.player, withUnits(cur, a.unit, 1));
			return withTally(s, a.player, withField(cur, 'units', cur.units + 1));
		},
		describe: describePlayer('xidit.log.recruit')
	}),
	adjust: move<LiveState, Options, AdjustAction>({
		schema: v.object({
			type: v.literal('adjust'),
			player: text,
			field: text,
			delta: num,
			unit: v.optional(v.picklist(UNIT_TYPES))
		}) as unknown as v.GenericSchema<unknown, AdjustAction>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: a.field });
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player]!;
			// Issue 29: guilds recorded by city are corrected city by city (setGuild).
			if (a.field === 'guildLevels' && Object.keys(guildsOf(cur)).length > 0)
				return invalid('xidit.error.guildsByCity');
			if (a.unit && a.field === 'units')
				return withTally(s, a.player, withUnits(cur, a.unit, a.delta));
			return withTally(s, a.player, withField(cur, a.field, cur[a.field] + a.delta));
		},
		describe: (a, _s, ctx): MessageRef =>
			// Gold and units are behind the screen (Reglamento p.3): the shared log does not say how many.
			a.field === 'guildLevels'
				? {
						key: 'xidit.log.adjust',
						values: { player: playerName(ctx, a.player), field: a.field, delta: a.delta }
					}
				: { key: 'xidit.log.adjustSecret', values: { player: playerName(ctx, a.player) } }
	}),
	adjustBards: move<
		LiveState,
		Options,
		{ type: 'adjustBards'; player: string; region: string; delta: number }
	>({
		schema: v.object({ type: v.literal('adjustBards'), player: text, region: text, delta: num }),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player]!;
			const had = Object.hasOwn(cur.bards, a.region) ? cur.bards[a.region]! : 0;
			return withTally(
				s,
				a.player,
				withBards(cur, s.regions, s.setup.emptyRegions, a.region, had + a.delta)
			);
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.adjustBards',
			values: { player: playerName(ctx, a.player), region: regionName(s, a.region), delta: a.delta }
		})
	}),
	setGuild: move<LiveState, Options, SetGuildAction>({
		schema: v.object({
			type: v.literal('setGuild'),
			player: text,
			city: num,
			height: num
		}),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			return withTally(s, a.player, correctGuild(s.tally, a.player, a.city, a.height));
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setGuild',
			values: { player: playerName(ctx, a.player), city: a.city, height: a.height }
		})
	}),
	censusEnter: move<LiveState, Options, { type: 'censusEnter'; player: string; count: number }>({
		schema: v.object({ type: v.literal('censusEnter'), player: text, count: num }),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const unit = currentUnit(s.census);
			if (!isNat(a.count)) return invalid('xidit.error.notNonNegative', { field: 'count' });
			if (a.count > UNIT_SUPPLY[unit])
				return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
			// Issue 29: the table is the truth. A count above the tally (a forgotten recruit) is
			// accepted; the screen asks that player, privately, whether to record the missing unit.
			// Reglamento p.13 «Cada jugador coloca en secreto en una mano el número de Unidades».
			return {
				...s,
				census: { ...s.census, entries: { ...s.census.entries, [a.player]: a.count } }
			};
		},
		// Never the count: the entry stays secret until the reveal.
		describe: describePlayer('xidit.log.censusEnter')
	}),
	censusReveal: move<LiveState, Options, { type: 'censusReveal' }>({
		schema: v.object({ type: v.literal('censusReveal') }),
		apply(s, _a, ctx) {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			const entries = s.census.entries;
			const missing = ctx.players.filter((p) => !Object.hasOwn(entries, p.id)).map((p) => p.name);
			if (missing.length > 0)
				return invalid('xidit.error.censusIncomplete', { missing: missing.join(', ') });
			// Reglamento p.13 «Todos los jugadores abren su mano al mismo tiempo».
			return (
				censusCheck(currentUnit(s.census), entries, ctx) ?? applyCensus(s, s.census, entries, ctx)
			);
		},
		describe: (_a, s, ctx) => censusLog(s, s.census?.entries ?? {}, ctx)
	}),
	censusFists: move<LiveState, Options, CensusFistsAction>({
		schema: v.object({
			type: v.literal('censusFists'),
			winners: v.array(text)
		}),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			// Reglamento p.13 «Todos los jugadores abren su mano al mismo tiempo»: the table reads the
			// fists and says who showed most (ties: all of them); nobody when no unit was shown.
			const outcome = fistsOutcome(s, currentUnit(s.census), a.winners, ctx);
			return isInvalid(outcome) ? outcome : applyOutcome(s, s.census, outcome, ctx);
		},
		describe: (a, s, ctx) => fistsLog(s.census ? currentUnit(s.census) : 'militia', a.winners, ctx)
	}),
	censusResolve: move<
		LiveState,
		Options,
		{ type: 'censusResolve'; counts: Record<string, number> }
	>({
		schema: v.object({
			type: v.literal('censusResolve'),
			counts: v.record(v.string(), v.unknown())
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'censusResolve'; counts: Record<string, number> }
		>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			for (const id of Object.keys(a.counts)) if (!isPlayer(ctx, id)) return unknownPlayer(id);
			const problem = censusCheck(currentUnit(s.census), a.counts, ctx);
			return problem ?? applyCensus(s, s.census, { ...a.counts }, ctx);
		},
		describe: (a, s, ctx) => censusLog(s, a.counts, ctx)
	}),
	setRegion: move<LiveState, Options, v.InferOutput<typeof regionMoveSchema>>({
		schema: regionMoveSchema,
		apply(s, a, ctx) {
			const regions = editRegion(s.regions, a);
			return isInvalid(regions) ? regions : rescore({ ...s, regions }, s, ctx);
		},
		describe: regionLog
	}),
	setOrder: move<LiveState, Options, v.InferOutput<typeof orderSchema>>({
		schema: orderSchema,
		apply(s, a, ctx) {
			// Reglamento p.6 «El orden en que se realizan estas Evaluaciones se determina al azar»: the table's tiles rule.
			const bad =
				requirePhase(s, 'play', 'census', 'evaluation', 'finished') ?? checkOrder(a.order);
			if (bad) return bad;
			const order = [...a.order] as Criterion[];
			// Reglamento p.17: the ghost's counters start in the columns of the tiles (issue 29).
			const ghost =
				s.ghost && !a.keepGhost
					? reseatGhost(s.ghost, s.setup.evaluationOrder, order, !!ctx.options.ghostVariant)
					: s.ghost;
			return rescore({ ...s, ghost, setup: { ...s.setup, evaluationOrder: order } }, s, ctx);
		},
		describe: (a) => ({
			key: 'xidit.log.setOrder',
			values: { first: a.order[0] ?? '', second: a.order[1] ?? '', third: a.order[2] ?? '' }
		})
	}),
	setGhost: move<LiveState, Options, v.InferOutput<typeof ghostSchema>>({
		schema: ghostSchema,
		apply(s, a, ctx) {
			const bad = checkGhost(s.ghost, a);
			if (bad || !s.ghost) return bad ?? invalid('xidit.error.noGhost');
			return rescore({ ...s, ghost: { ...s.ghost, [a.criterion]: a.value } }, s, ctx);
		},
		describe: (a) => ({
			key: 'xidit.log.setGhost',
			values: { criterion: a.criterion, value: a.value }
		})
	}),
	startEvaluation: move<LiveState, Options, { type: 'startEvaluation' }>({
		schema: v.object({ type: v.literal('startEvaluation') }),
		apply(s) {
			const bad = requirePhase(s, 'play', 'census');
			return bad ?? { ...s, phase: 'evaluation', census: null, final: finalFrom(s.tally) };
		},
		describe: () => ({ key: 'xidit.log.startEvaluation' })
	}),
	setFinal: move<
		LiveState,
		Options,
		{ type: 'setFinal'; player: string; field: CountField; value: number }
	>({
		schema: v.object({
			type: v.literal('setFinal'),
			player: text,
			field: text,
			value: num
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'setFinal'; player: string; field: CountField; value: number }
		>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'evaluation', 'finished');
			if (bad || !s.final) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: a.field });
			const next = withFinal(s, a.player, withField(s.final[a.player]!, a.field, a.value));
			return isInvalid(next) ? next : rescore(next, s, ctx);
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.setFinal',
			values: { player: playerName(ctx, a.player), field: a.field, value: a.value }
		})
	}),
	setFinalBards: move<
		LiveState,
		Options,
		{ type: 'setFinalBards'; player: string; region: string; value: number }
	>({
		schema: v.object({ type: v.literal('setFinalBards'), player: text, region: text, value: num }),
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'evaluation', 'finished');
			if (bad || !s.final) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const cur = s.final[a.player]!;
			const next = withFinal(
				s,
				a.player,
				withBards(cur, s.regions, s.setup.emptyRegions, a.region, a.value)
			);
			return isInvalid(next) ? next : rescore(next, s, ctx);
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.setFinalBards',
			values: { player: playerName(ctx, a.player), region: regionName(s, a.region), value: a.value }
		})
	}),
	evaluate: move<LiveState, Options, { type: 'evaluate' }>({
		schema: v.object({ type: v.literal('evaluate') }),
		apply(s, _a, ctx) {
			const bad = requirePhase(s, 'evaluation');
			if (bad) return bad;
			const result = evaluateLive(s, ctx);
			return isInvalid(result) ? result : { ...s, phase: 'finished', result };
		},
		describe(_a, s, ctx) {
			const r = evaluateLive(s, ctx);
			return {
				key: 'xidit.log.evaluate',
				values: { winner: isInvalid(r) ? '' : who(ctx, r.winner) }
			};
		}
	}),
	censusReward: move<LiveState, Options, CensusRewardAction>({
		schema: v.object({
			type: v.literal('censusReward'),
			year: num,
			unit: text,
			player: text,
			regions: v.record(v.string(), v.unknown()),
			city: v.optional(num)
		}) as unknown as v.GenericSchema<unknown, CensusRewardAction>,
		apply(s, a, ctx) {
			const bad = requirePhase(s, 'play', 'census', 'evaluation');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const o = censusOutcome(s, a.year, a.unit);
			if (!o || !o.winners.includes(a.player)) return invalid('xidit.error.notCensusWinner');
			// Militia and Archers pay gold at once (applied with the reveal).
			if (o.reward.kind === 'sovereigns') return invalid('xidit.error.rewardAutomatic');
			const key = rewardKey(a.year, a.unit, a.player);
			if ((s.rewarded ?? []).includes(key)) return invalid('xidit.error.rewardApplied');
			const tally = giveReward(s, s.tally[a.player]!, o, a.regions, a.city);
			if (isInvalid(tally)) return tally;
			let next: LiveState = {
				...s,
				tally: { ...s.tally, [a.player]: tally },
				rewarded: [...(s.rewarded ?? []), key]
			};
			// The year-12 census closes the game: its rewards go into the final entries too.
			if (s.final) {
				const fin = giveReward(s, s.final[a.player]!, o, a.regions, a.city);
				if (isInvalid(fin)) return fin;
				next = { ...next, final: { ...s.final, [a.player]: fin } };
			}
			return next;
		},
		describe: (a, s, ctx) => ({
			key: 'xidit.log.censusReward',
			values: {
				player: playerName(ctx, a.player),
				unit: a.unit,
				regions: Object.keys(a.regions)
					.map((r) => regionName(s, r))
					.join(', ')
			}
		})
	}),
	reopen: move<LiveState, Options, { type: 'reopen' }>({
		schema: v.object({ type: v.literal('reopen') }),
		apply: (s) =>
			s.phase === 'finished'
				? { ...s, phase: 'evaluation', result: null }
				: invalid('xidit.error.notFinished'),
		describe: () => ({ key: 'xidit.log.reopen' })
	})
};

/** Moves that correct a finished game re-score it at once (the winner banner follows). */
const CORRECTIONS: readonly string[] = [
	'setFinal',
	'setFinalBards',
	'setRegion',
	'setOrder',
	'setGhost',
	'setFirstPlayer',
	'reopen'
];

/** A correction after the end re-scores; if the numbers no longer score, back to the entries. */
function rescore(next: LiveState, before: LiveState, ctx: Ctx): LiveState {
	if (before.phase !== 'finished') return next;
	const result = evaluateLive(next, ctx);
	return isInvalid(result) ? { ...next, phase: 'evaluation', result: null } : { ...next, result };
}

const declared = defineFlow<LiveState, Options>({
	init,
	moves,
	breakdown: (s) => (s.phase === 'finished' ? evaluationBreakdown(s.result) : null),
	guard(s, a) {
		if (s.phase === 'finished' && !CORRECTIONS.includes(a.type))
			return invalid('xidit.error.finished');
		return null;
	},
	summarize(s, ctx) {
		const ids = ctx.players.map((p) => p.id);
		const finished = s.phase === 'finished';
		const winners = finished && s.result && s.result.winner ? [s.result.winner] : [];
		return {
			round: s.year,
			finished,
			scores: survivedScores(ids, s.result),
			winners,
			// Gold, units and Bastion bards stay behind each player's screen until the end.
			...(finished ? {} : { hidden: true }),
			...(s.result ? { figures: figuresOf(s.result) } : {})
		};
	},
	scoreHistory(s): ScorePoint[] {
		// Gold is secret until the end (Reglamento p.3): the chart waits for the final evaluation.
		if (s.phase !== 'finished') return [];
		return s.history.map((h) => ({ round: h.year, scores: h.scores }));
	}
});

/** Statistics: the criterion each player (and the ghost) was eliminated by. */
export function figuresOf(r: FinalEvaluationExplained): Record<string, unknown> {
	const eliminatedBy: Record<string, Criterion> = {};
	for (const round of r.rounds)
		for (const id of round.eliminated) eliminatedBy[id] = round.criterion;
	return { eliminatedBy };
}

/** Today's action names and payloads; an unknown type keeps this game's own refusal. */
export const live: Flow<LiveState, LiveAction, Options> = {
	...(declared as unknown as Flow<LiveState, LiveAction, Options>),
	reduce(s, a, ctx) {
		const raw = a as unknown as GameAction;
		if (isRecord(raw) && typeof raw.type === 'string' && !Object.hasOwn(moves, raw.type))
			return invalid('xidit.error.unknownAction', { type: raw.type });
		return declared.reduce(s, raw, ctx);
	},
	glance(s: LiveState, ctx: Ctx): Glance {
		// The top bar: the phase in progress; the first-player token holder during a year.
		if (s.phase === 'census' && s.census)
			return {
				phase: { key: 'xidit.glance.census', values: { unit: currentUnit(s.census) } },
				turn: null
			};
		if (s.phase === 'evaluation') return { phase: { key: 'xidit.glance.final' }, turn: null };
		if (s.phase === 'finished') return { phase: null, turn: null };
		return { phase: { key: 'xidit.glance.play' }, turn: ctx.players[s.firstPlayer]?.id ?? null };
	}
};
