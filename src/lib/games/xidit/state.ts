/**
 * The live companion (year calendar, census, ghost, running tally, final evaluation) and the
 * quick scorer. Pure reducers over plain JSON states; illegal input returns invalid(...).
 */
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
	BARDS_PER_PLAYER,
	CENSUS_REWARDS,
	CRITERIA,
	DEFAULT_THREE_PLAYER_TILES,
	GHOST_ID,
	GUILD_LEVELS_PER_PLAYER,
	REGION_IDS,
	UNIT_SUPPLY,
	UNIT_TYPES,
	type Criterion,
	type PlayerCount,
	type UnitType
} from './data';
import {
	isCensusYear,
	isNonNegativeInt,
	isRecord,
	passFirstPlayer,
	resolveCensus,
	seatFromFirst,
	yearsInGame,
	type CensusOutcome
} from './rules';
import {
	explainFinalEvaluation,
	type FinalEvaluationExplained,
	type GhostScores,
	type XiditFinalPlayer,
	type XiditRegion
} from './scoring';
import { checkThreePlayerTiles, randomizeSetup, type XiditSetup } from './setup';

// ---------- options ----------

export interface RegionEntry {
	/** One of REGION_IDS ('region1'..'region8', 'bastion'). */
	id: string;
	/** What the table calls it (free text, '' = default name). */
	label: string;
	/** Reputation for most bards / second most, as printed on the board; null until entered. */
	first: number | null;
	second: number | null;
	/** The «ficha Vacía» mark printed on the region (1 or 2), 0 when none. */
	mark: number;
}

export interface Options {
	short: boolean;
	ghostVariant: boolean;
	/** City numbers of the 18 three-player tiles (remembered by the phone). */
	threePlayerTiles: number[];
	/** Region values remembered by the phone: [] or one entry per REGION_IDS, in that order. */
	regions: RegionEntry[];
}

export function blankRegions(): RegionEntry[] {
	return REGION_IDS.map((id) => ({ id, label: '', first: null, second: null, mark: 0 }));
}

export const MAX_LABEL_LENGTH = 40;
const MARKS = [0, 1, 2];

function regionEntryProblem(r: unknown, i: number): string | null {
	if (!isRecord(r)) return `regions[${i}]`;
	if (r.id !== REGION_IDS[i]) return `regions[${i}].id`;
	if (typeof r.label !== 'string' || r.label.length > MAX_LABEL_LENGTH)
		return `regions[${i}].label`;
	for (const f of ['first', 'second'] as const)
		if (r[f] !== null && !isNonNegativeInt(r[f])) return `regions[${i}].${f}`;
	if (typeof r.first === 'number' && typeof r.second === 'number' && r.second > r.first)
		return `regions[${i}].second`;
	if (typeof r.mark !== 'number' || !MARKS.includes(r.mark)) return `regions[${i}].mark`;
	return null;
}

// ---------- per-player counts (running tally and final entries) ----------

export type CountField = 'sovereigns' | 'guildLevels' | 'units';
export const COUNT_FIELDS: readonly CountField[] = ['sovereigns', 'guildLevels', 'units'];

/** Reglamento p.2: 15 guild levels per colour, 70 units in the game. */
const FIELD_MAX: Readonly<Record<CountField, number | null>> = {
	sovereigns: null,
	guildLevels: GUILD_LEVELS_PER_PLAYER,
	units: UNIT_TYPES.reduce((s, u) => s + UNIT_SUPPLY[u], 0)
};

export interface PlayerCounts {
	sovereigns: number;
	/** Guild levels of the player's colour on the board. */
	guildLevels: number;
	/** Units behind the screen. */
	units: number;
	/** Bards per region id (Bastion included). */
	bards: Record<string, number>;
}

function emptyCounts(): PlayerCounts {
	return { sovereigns: 0, guildLevels: 0, units: 0, bards: {} };
}

function totalBards(c: PlayerCounts): number {
	return Object.values(c.bards).reduce((s, v) => s + v, 0);
}

function copyCounts(c: PlayerCounts): PlayerCounts {
	return { ...c, bards: { ...c.bards } };
}

/** Sets one field, checking the component limits. */
function withField(c: PlayerCounts, field: CountField, value: number): PlayerCounts | Invalid {
	if (!isNonNegativeInt(value)) return invalid('xidit.error.notNonNegative', { field });
	const max = FIELD_MAX[field];
	if (max !== null && value > max) return invalid('xidit.error.tooMany', { field, max });
	return { ...copyCounts(c), [field]: value };
}

/** Sets the bards of one region; Reglamento p.2: 20 bards per colour. */
function withBards(
	c: PlayerCounts,
	regions: readonly RegionEntry[],
	empty: readonly number[],
	region: unknown,
	value: number
): PlayerCounts | Invalid {
	if (typeof region !== 'string' || !REGION_IDS.includes(region))
		return invalid('xidit.error.unknownRegion', { region: String(region) });
	if (!isNonNegativeInt(value)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
	// Reglamento p.17 «no pueden colocar fichas de Bardo en una Región que no está disponible».
	if (value > 0 && !regionAvailable(regions, empty, region))
		return invalid('xidit.error.regionUnavailable', { region });
	const next = copyCounts(c);
	if (value === 0) delete next.bards[region];
	else next.bards[region] = value;
	if (totalBards(next) > BARDS_PER_PLAYER)
		return invalid('xidit.error.tooMany', { field: 'bards', max: BARDS_PER_PLAYER });
	return next;
}

function regionAvailable(
	regions: readonly RegionEntry[],
	empty: readonly number[],
	id: string
): boolean {
	const r = regions.find((x) => x.id === id);
	return !r || r.mark === 0 || !empty.includes(r.mark);
}

/** Validated region edit (shared by both flows). */
function editRegion(
	regions: readonly RegionEntry[],
	a: { region: unknown; label: unknown; first: unknown; second: unknown; mark: unknown }
): RegionEntry[] | Invalid {
	const idx = REGION_IDS.indexOf(String(a.region));
	if (typeof a.region !== 'string' || idx < 0)
		return invalid('xidit.error.unknownRegion', { region: String(a.region) });
	if (typeof a.label !== 'string' || a.label.length > MAX_LABEL_LENGTH)
		return invalid('xidit.error.badLabel', { max: MAX_LABEL_LENGTH });
	if (a.first !== null && !isNonNegativeInt(a.first))
		return invalid('xidit.error.notNonNegative', { field: 'first' });
	if (a.second !== null && !isNonNegativeInt(a.second))
		return invalid('xidit.error.notNonNegative', { field: 'second' });
	// Reglamento p.14: the higher value is for most bards, the lower for second.
	if (typeof a.first === 'number' && typeof a.second === 'number' && a.second > a.first)
		return invalid('xidit.error.secondAboveFirst');
	if (typeof a.mark !== 'number' || !MARKS.includes(a.mark)) return invalid('xidit.error.badMark');
	if (a.mark !== 0 && regions.some((r) => r.id !== a.region && r.mark === a.mark))
		return invalid('xidit.error.markTaken', { mark: a.mark });
	const entry: RegionEntry = {
		id: a.region,
		label: a.label,
		first: a.first as number | null,
		second: a.second as number | null,
		mark: a.mark
	};
	return regions.map((r, i) => (i === idx ? entry : r));
}

/** Builds the scoring input, or says what the table still has to enter. */
function evaluateCounts(
	players: readonly string[],
	counts: Readonly<Record<string, PlayerCounts>>,
	regions: readonly RegionEntry[],
	empty: readonly number[],
	order: Criterion[],
	firstPlayer: number,
	ghost: GhostScores | null
): FinalEvaluationExplained | Invalid {
	// Reglamento p.17: the regions marked 1 and 2 are covered; the table must say which they are.
	for (const mark of empty)
		if (!regions.some((r) => r.mark === mark))
			return invalid('xidit.error.emptyRegionUnmarked', { mark });
	const scoringRegions: XiditRegion[] = [];
	for (const r of regions) {
		const available = r.mark === 0 || !empty.includes(r.mark);
		if (available && (r.first === null || r.second === null))
			return invalid('xidit.error.regionValuesMissing', { region: r.label || r.id });
		scoringRegions.push({ id: r.id, first: r.first ?? 0, second: r.second ?? 0, available });
	}
	const finalPlayers: XiditFinalPlayer[] = players.map((id, i) => ({
		id,
		seat: seatFromFirst(i, firstPlayer, players.length),
		sovereigns: counts[id].sovereigns,
		guildLevels: counts[id].guildLevels,
		units: counts[id].units,
		bards: { ...counts[id].bards }
	}));
	try {
		return explainFinalEvaluation({
			players: finalPlayers,
			regions: scoringRegions,
			order,
			...(ghost ? { ghost } : {})
		});
	} catch (e) {
		return invalid('xidit.error.evaluationFailed', { detail: (e as Error).message });
	}
}

/** Evaluations survived (the winner survives all three): the number the history shows. */
function survivedScores(
	ids: readonly string[],
	result: FinalEvaluationExplained | null
): Record<string, number> {
	const scores: Record<string, number> = {};
	for (const id of ids) {
		if (!result) scores[id] = 0;
		else {
			const out = result.rounds.findIndex((r) => r.eliminated.includes(id));
			scores[id] = out < 0 ? result.rounds.length : out;
		}
	}
	return scores;
}

function playerName(ctx: SessionContext<Options>, id: string): string {
	return ctx.players.find((p) => p.id === id)?.name ?? (id === GHOST_ID ? GHOST_ID : id);
}

function isPlayer(ctx: SessionContext<Options>, id: unknown): id is string {
	return typeof id === 'string' && ctx.players.some((p) => p.id === id);
}

function playerCount(ctx: SessionContext<Options>): PlayerCount {
	const n = ctx.players.length;
	if (n !== 3 && n !== 4 && n !== 5) throw new Error('players must be 3, 4 or 5');
	return n;
}

function setupFor(ctx: SessionContext<Options>): XiditSetup {
	const n = playerCount(ctx);
	return randomizeSetup({
		players: n,
		short: ctx.options.short,
		ghostVariant: ctx.options.ghostVariant,
		seed: ctx.seed,
		...(n === 3 ? { threePlayerTiles: ctx.options.threePlayerTiles } : {})
	});
}

function initialRegions(options: Options): RegionEntry[] {
	const ok =
		Array.isArray(options.regions) &&
		options.regions.length === REGION_IDS.length &&
		options.regions.every((r, i) => regionEntryProblem(r, i) === null);
	return ok ? options.regions.map((r) => ({ ...r })) : blankRegions();
}

// ======================================================================================
// Live companion
// ======================================================================================

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
	/** Tally sovereigns per player at the end of each year (for the chart). */
	history: { year: number; scores: Record<string, number> }[];
}

export type LiveAction =
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'endYear' }
	| { type: 'titanAwakening' }
	| { type: 'ghostRise'; player: string; criterion: Criterion }
	| {
			type: 'threat';
			player: string;
			unitsSpent: number;
			sovereigns: number;
			guildLevels: number;
			bards: Record<string, number>;
			ghost: Criterion | null;
	  }
	| { type: 'recruit'; player: string }
	| { type: 'adjust'; player: string; field: CountField; delta: number }
	| { type: 'adjustBards'; player: string; region: string; delta: number }
	| { type: 'censusEnter'; player: string; count: number }
	| { type: 'censusReveal' }
	| { type: 'censusResolve'; counts: Record<string, number> }
	| {
			type: 'setRegion';
			region: string;
			label: string;
			first: number | null;
			second: number | null;
			mark: number;
	  }
	| { type: 'startEvaluation' }
	| { type: 'setFinal'; player: string; field: CountField; value: number }
	| { type: 'setFinalBards'; player: string; region: string; value: number }
	| { type: 'evaluate' };

function liveInit(ctx: SessionContext<Options>): LiveState {
	const setup = setupFor(ctx);
	const tally: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) tally[p.id] = emptyCounts();
	return {
		setup,
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

/** Reglamento p.13 «FASE CINCO»: the year ends, the token passes left; after the last census, the end. */
function closeYear(
	s: LiveState,
	ctx: SessionContext<Options>,
	tally: Record<string, PlayerCounts>
): LiveState {
	const history = [...s.history, { year: s.year, scores: sovereignsOf(tally) }];
	// Reglamento p.14 «La partida termina tras el Censo Militar del 12º Año de Juego».
	if (s.year >= yearsInGame(ctx.options.short))
		return { ...s, tally, history, census: null, phase: 'evaluation', final: copyAll(tally) };
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

function copyAll(t: Record<string, PlayerCounts>): Record<string, PlayerCounts> {
	const out: Record<string, PlayerCounts> = {};
	for (const [id, c] of Object.entries(t)) out[id] = copyCounts(c);
	return out;
}

function censusCheck(
	unit: UnitType,
	counts: Record<string, number>,
	ctx: SessionContext<Options>
): Invalid | null {
	let sum = 0;
	for (const p of ctx.players) {
		const v = counts[p.id];
		if (!isNonNegativeInt(v)) return invalid('xidit.error.notNonNegative', { field: p.name });
		// Reglamento p.2: there are only so many units of each type.
		if (v > UNIT_SUPPLY[unit])
			return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
		sum += v;
	}
	if (sum > UNIT_SUPPLY[unit])
		return invalid('xidit.error.censusExceedsSupply', { unit, max: UNIT_SUPPLY[unit] });
	return null;
}

/** Reveals the current unit's counts; after the mages, the year closes. */
function applyCensus(
	s: LiveState,
	counts: Record<string, number>,
	ctx: SessionContext<Options>
): LiveState {
	const census = s.census as CensusState;
	const unit = UNIT_TYPES[census.unitIndex];
	const outcome = resolveCensus(
		unit,
		counts,
		ctx.players.map((p) => p.id),
		s.firstPlayer
	);
	// Reglamento p.13: militia 1 SO, archers 2 SO go straight into the running tally.
	let tally = s.tally;
	if (outcome.reward.kind === 'sovereigns' && outcome.winners.length > 0) {
		tally = copyAll(s.tally);
		for (const id of outcome.winners) tally[id].sovereigns += outcome.reward.amount;
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

function liveReduce(
	s: LiveState,
	a: LiveAction,
	ctx: SessionContext<Options>
): LiveState | Invalid {
	if (!isRecord(a)) return invalid('xidit.error.unknownAction', { type: '?' });
	if (s.phase === 'finished') return invalid('xidit.error.finished');
	switch (a.type) {
		case 'setFirstPlayer': {
			const bad = requirePhase(s, 'play', 'evaluation');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			return { ...s, firstPlayer: ctx.players.findIndex((p) => p.id === a.player) };
		}
		case 'endYear': {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			// Reglamento p.13 «El Censo Militar se realiza al final de los Años de Juego 4, 8 y 12».
			if (isCensusYear(s.year, ctx.options.short))
				return {
					...s,
					phase: 'census',
					census: { year: s.year, unitIndex: 0, entries: {}, results: [] }
				};
			return closeYear(s, ctx, s.tally);
		}
		case 'titanAwakening': {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			// Reglamento p.12 «A lo largo de una partida puede haber múltiples Despertares de los Titanes».
			return { ...s, titanAwakenings: s.titanAwakenings + 1 };
		}
		case 'ghostRise': {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!s.ghost) return invalid('xidit.error.noGhost');
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			if (!CRITERIA.includes(a.criterion)) return invalid('xidit.error.unknownCriterion');
			// Reglamento p.17 «tendrá que mover una de las fichas de Jugador Fantasma un espacio hacia arriba».
			return { ...s, ghost: { ...s.ghost, [a.criterion]: s.ghost[a.criterion] + 1 } };
		}
		case 'threat': {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			for (const f of ['unitsSpent', 'sovereigns', 'guildLevels'] as const)
				if (!isNonNegativeInt(a[f])) return invalid('xidit.error.notNonNegative', { field: f });
			if (!isRecord(a.bards)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
			if (s.ghost && (a.ghost === null || !CRITERIA.includes(a.ghost)))
				return invalid('xidit.error.ghostChoiceRequired');
			if (!s.ghost && a.ghost !== null) return invalid('xidit.error.noGhost');
			const cur = s.tally[a.player];
			if (a.unitsSpent > cur.units)
				return invalid('xidit.error.notEnoughUnits', { units: cur.units });
			let next = withField(cur, 'units', cur.units - a.unitsSpent);
			if ('invalid' in next) return next;
			next = withField(next, 'sovereigns', next.sovereigns + a.sovereigns);
			if ('invalid' in next) return next;
			next = withField(next, 'guildLevels', next.guildLevels + a.guildLevels);
			if ('invalid' in next) return next;
			for (const [region, add] of Object.entries(a.bards)) {
				if (!isNonNegativeInt(add))
					return invalid('xidit.error.notNonNegative', { field: 'bards' });
				next = withBards(
					next,
					s.regions,
					s.setup.emptyRegions,
					region,
					(next.bards[region] ?? 0) + add
				);
				if ('invalid' in next) return next;
			}
			const ghost = s.ghost && a.ghost ? { ...s.ghost, [a.ghost]: s.ghost[a.ghost] + 1 } : s.ghost;
			return { ...s, ghost, tally: { ...s.tally, [a.player]: next } };
		}
		case 'recruit': {
			const bad = requirePhase(s, 'play');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			const next = withField(s.tally[a.player], 'units', s.tally[a.player].units + 1);
			return 'invalid' in next ? next : { ...s, tally: { ...s.tally, [a.player]: next } };
		}
		case 'adjust': {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: String(a.field) });
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player];
			const next = withField(cur, a.field, cur[a.field] + a.delta);
			return 'invalid' in next ? next : { ...s, tally: { ...s.tally, [a.player]: next } };
		}
		case 'adjustBards': {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			if (!Number.isInteger(a.delta) || a.delta === 0) return invalid('xidit.error.badDelta');
			const cur = s.tally[a.player];
			const region = String(a.region);
			const next = withBards(
				cur,
				s.regions,
				s.setup.emptyRegions,
				a.region,
				(cur.bards[region] ?? 0) + a.delta
			);
			return 'invalid' in next ? next : { ...s, tally: { ...s.tally, [a.player]: next } };
		}
		case 'censusEnter': {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			const unit = UNIT_TYPES[s.census.unitIndex];
			if (!isNonNegativeInt(a.count))
				return invalid('xidit.error.notNonNegative', { field: 'count' });
			if (a.count > UNIT_SUPPLY[unit])
				return invalid('xidit.error.tooManyUnits', { unit, max: UNIT_SUPPLY[unit] });
			// Reglamento p.13 «Cada jugador coloca en secreto en una mano el número de Unidades».
			return {
				...s,
				census: { ...s.census, entries: { ...s.census.entries, [a.player]: a.count } }
			};
		}
		case 'censusReveal': {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			const entries = s.census.entries;
			const missing = ctx.players.filter((p) => !(p.id in entries)).map((p) => p.name);
			if (missing.length > 0)
				return invalid('xidit.error.censusIncomplete', { missing: missing.join(', ') });
			// Reglamento p.13 «Todos los jugadores abren su mano al mismo tiempo».
			const problem = censusCheck(UNIT_TYPES[s.census.unitIndex], entries, ctx);
			return problem ?? applyCensus(s, entries, ctx);
		}
		case 'censusResolve': {
			const bad = requirePhase(s, 'census');
			if (bad || !s.census) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isRecord(a.counts)) return invalid('xidit.error.notNonNegative', { field: 'counts' });
			for (const id of Object.keys(a.counts))
				if (!isPlayer(ctx, id)) return invalid('xidit.error.unknownPlayer', { player: id });
			const problem = censusCheck(UNIT_TYPES[s.census.unitIndex], a.counts, ctx);
			return problem ?? applyCensus(s, { ...a.counts }, ctx);
		}
		case 'setRegion': {
			const regions = editRegion(s.regions, a);
			return 'invalid' in regions ? regions : { ...s, regions };
		}
		case 'startEvaluation': {
			const bad = requirePhase(s, 'play', 'census');
			if (bad) return bad;
			return { ...s, phase: 'evaluation', census: null, final: copyAll(s.tally) };
		}
		case 'setFinal': {
			const bad = requirePhase(s, 'evaluation');
			if (bad || !s.final) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: String(a.field) });
			const next = withField(s.final[a.player], a.field, a.value);
			return 'invalid' in next ? next : { ...s, final: { ...s.final, [a.player]: next } };
		}
		case 'setFinalBards': {
			const bad = requirePhase(s, 'evaluation');
			if (bad || !s.final) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			const next = withBards(s.final[a.player], s.regions, s.setup.emptyRegions, a.region, a.value);
			return 'invalid' in next ? next : { ...s, final: { ...s.final, [a.player]: next } };
		}
		case 'evaluate': {
			const bad = requirePhase(s, 'evaluation');
			if (bad || !s.final) return bad ?? invalid('xidit.error.wrongPhase', { phase: s.phase });
			const result = evaluateCounts(
				ctx.players.map((p) => p.id),
				s.final,
				s.regions,
				s.setup.emptyRegions,
				s.setup.evaluationOrder,
				s.firstPlayer,
				s.ghost
			);
			return 'invalid' in result ? result : { ...s, phase: 'finished', result };
		}
		default:
			return invalid('xidit.error.unknownAction', { type: String((a as { type: unknown }).type) });
	}
}

function names(ctx: SessionContext<Options>, ids: readonly string[]): string {
	return ids.map((id) => playerName(ctx, id)).join(', ');
}

function regionName(s: { regions: RegionEntry[] }, id: string): string {
	return s.regions.find((r) => r.id === id)?.label || id;
}

function censusLog(
	s: LiveState,
	counts: Record<string, number>,
	ctx: SessionContext<Options>
): MessageRef {
	const unit = UNIT_TYPES[s.census?.unitIndex ?? 0];
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

function liveDescribe(a: LiveAction, s: LiveState, ctx: SessionContext<Options>): MessageRef {
	const player = 'player' in a && typeof a.player === 'string' ? playerName(ctx, a.player) : '';
	switch (a.type) {
		case 'setFirstPlayer':
			return { key: 'xidit.log.setFirstPlayer', values: { player } };
		case 'endYear':
			if (isCensusYear(s.year, ctx.options.short))
				return { key: 'xidit.log.censusStarts', values: { year: s.year } };
			return {
				key: 'xidit.log.endYear',
				values: {
					year: s.year,
					player: ctx.players[passFirstPlayer(s.firstPlayer, ctx.players.length)]?.name ?? ''
				}
			};
		case 'titanAwakening':
			return { key: 'xidit.log.titanAwakening', values: { count: s.titanAwakenings + 1 } };
		case 'ghostRise':
			return { key: 'xidit.log.ghostRise', values: { player, criterion: a.criterion } };
		case 'threat':
			return {
				key: 'xidit.log.threat',
				values: {
					player,
					units: a.unitsSpent,
					sovereigns: a.sovereigns,
					guildLevels: a.guildLevels,
					bards: isRecord(a.bards)
						? Object.values(a.bards).reduce(
								(x: number, v) => x + (typeof v === 'number' ? v : 0),
								0
							)
						: 0,
					ghost: a.ghost ?? 'none'
				}
			};
		case 'recruit':
			return { key: 'xidit.log.recruit', values: { player } };
		case 'adjust':
			return { key: 'xidit.log.adjust', values: { player, field: a.field, delta: a.delta } };
		case 'adjustBards':
			return {
				key: 'xidit.log.adjustBards',
				values: { player, region: regionName(s, a.region), delta: a.delta }
			};
		case 'censusEnter':
			// Never the count: the entry stays secret until the reveal.
			return { key: 'xidit.log.censusEnter', values: { player } };
		case 'censusReveal':
			return censusLog(s, s.census?.entries ?? {}, ctx);
		case 'censusResolve':
			return censusLog(s, a.counts, ctx);
		case 'setRegion':
			return {
				key: 'xidit.log.setRegion',
				values: {
					region: a.label || a.region,
					first: a.first ?? '?',
					second: a.second ?? '?'
				}
			};
		case 'startEvaluation':
			return { key: 'xidit.log.startEvaluation' };
		case 'setFinal':
			return { key: 'xidit.log.setFinal', values: { player, field: a.field, value: a.value } };
		case 'setFinalBards':
			return {
				key: 'xidit.log.setFinalBards',
				values: { player, region: regionName(s, a.region), value: a.value }
			};
		case 'evaluate': {
			const r = liveReduce(s, a, ctx);
			const winner = 'invalid' in r ? '' : (r.result?.winner ?? '');
			return { key: 'xidit.log.evaluate', values: { winner: playerName(ctx, winner) } };
		}
		default:
			return { key: 'xidit.log.unknown' };
	}
}

export const live: Flow<LiveState, LiveAction, Options> = {
	init: liveInit,
	reduce: liveReduce,
	describe: liveDescribe,
	summarize(s, ctx): SessionSummary {
		const ids = ctx.players.map((p) => p.id);
		const finished = s.phase === 'finished';
		const winners = finished && s.result && s.result.winner ? [s.result.winner] : [];
		return { round: s.year, finished, scores: survivedScores(ids, s.result), winners };
	},
	scoreHistory(s): ScorePoint[] {
		return s.history.map((h) => ({ round: h.year, scores: h.scores }));
	}
};

// ======================================================================================
// Quick scorer: only the final numbers
// ======================================================================================

export interface ScorerState {
	order: Criterion[];
	firstPlayer: number;
	ghost: GhostScores | null;
	emptyRegions: number[];
	regions: RegionEntry[];
	players: Record<string, PlayerCounts>;
	result: FinalEvaluationExplained | null;
}

export type ScorerAction =
	| { type: 'set'; player: string; field: CountField; value: number }
	| { type: 'setBards'; player: string; region: string; value: number }
	| {
			type: 'setRegion';
			region: string;
			label: string;
			first: number | null;
			second: number | null;
			mark: number;
	  }
	| { type: 'setOrder'; order: Criterion[] }
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'setGhost'; criterion: Criterion; value: number }
	| { type: 'finish' };

function scorerInit(ctx: SessionContext<Options>): ScorerState {
	const setup = setupFor(ctx);
	const players: Record<string, PlayerCounts> = {};
	for (const p of ctx.players) players[p.id] = emptyCounts();
	return {
		order: [...setup.evaluationOrder],
		firstPlayer: 0,
		ghost: setup.ghost ? { ...setup.ghost } : null,
		emptyRegions: [...setup.emptyRegions],
		regions: initialRegions(ctx.options),
		players,
		result: null
	};
}

function scorerReduce(
	s: ScorerState,
	a: ScorerAction,
	ctx: SessionContext<Options>
): ScorerState | Invalid {
	if (!isRecord(a)) return invalid('xidit.error.unknownAction', { type: '?' });
	if (s.result) return invalid('xidit.error.finished');
	switch (a.type) {
		case 'set': {
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			if (!COUNT_FIELDS.includes(a.field))
				return invalid('xidit.error.unknownField', { field: String(a.field) });
			const next = withField(s.players[a.player], a.field, a.value);
			return 'invalid' in next ? next : { ...s, players: { ...s.players, [a.player]: next } };
		}
		case 'setBards': {
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			const next = withBards(s.players[a.player], s.regions, s.emptyRegions, a.region, a.value);
			return 'invalid' in next ? next : { ...s, players: { ...s.players, [a.player]: next } };
		}
		case 'setRegion': {
			const regions = editRegion(s.regions, a);
			return 'invalid' in regions ? regions : { ...s, regions };
		}
		case 'setOrder': {
			const o = a.order;
			if (!Array.isArray(o) || o.length !== CRITERIA.length || CRITERIA.some((c) => !o.includes(c)))
				return invalid('xidit.error.badOrder');
			return { ...s, order: [...o] };
		}
		case 'setFirstPlayer': {
			if (!isPlayer(ctx, a.player))
				return invalid('xidit.error.unknownPlayer', { player: String(a.player) });
			return { ...s, firstPlayer: ctx.players.findIndex((p) => p.id === a.player) };
		}
		case 'setGhost': {
			if (!s.ghost) return invalid('xidit.error.noGhost');
			if (!CRITERIA.includes(a.criterion)) return invalid('xidit.error.unknownCriterion');
			if (!isNonNegativeInt(a.value))
				return invalid('xidit.error.notNonNegative', { field: a.criterion });
			return { ...s, ghost: { ...s.ghost, [a.criterion]: a.value } };
		}
		case 'finish': {
			const result = evaluateCounts(
				ctx.players.map((p) => p.id),
				s.players,
				s.regions,
				s.emptyRegions,
				s.order,
				s.firstPlayer,
				s.ghost
			);
			return 'invalid' in result ? result : { ...s, result };
		}
		default:
			return invalid('xidit.error.unknownAction', { type: String((a as { type: unknown }).type) });
	}
}

function scorerDescribe(a: ScorerAction, s: ScorerState, ctx: SessionContext<Options>): MessageRef {
	const player = 'player' in a && typeof a.player === 'string' ? playerName(ctx, a.player) : '';
	switch (a.type) {
		case 'set':
			return { key: 'xidit.log.setFinal', values: { player, field: a.field, value: a.value } };
		case 'setBards':
			return {
				key: 'xidit.log.setFinalBards',
				values: { player, region: regionName(s, a.region), value: a.value }
			};
		case 'setRegion':
			return {
				key: 'xidit.log.setRegion',
				values: { region: a.label || a.region, first: a.first ?? '?', second: a.second ?? '?' }
			};
		case 'setOrder':
			return {
				key: 'xidit.log.setOrder',
				values: { first: a.order[0], second: a.order[1], third: a.order[2] }
			};
		case 'setFirstPlayer':
			return { key: 'xidit.log.setFirstPlayer', values: { player } };
		case 'setGhost':
			return { key: 'xidit.log.setGhost', values: { criterion: a.criterion, value: a.value } };
		case 'finish': {
			const r = scorerReduce(s, a, ctx);
			const winner = 'invalid' in r ? '' : (r.result?.winner ?? '');
			return { key: 'xidit.log.evaluate', values: { winner: playerName(ctx, winner) } };
		}
		default:
			return { key: 'xidit.log.unknown' };
	}
}

export const scorer: Flow<ScorerState, ScorerAction, Options> = {
	init: scorerInit,
	reduce: scorerReduce,
	describe: scorerDescribe,
	summarize(s, ctx): SessionSummary {
		const ids = ctx.players.map((p) => p.id);
		return {
			round: null,
			finished: s.result !== null,
			scores: survivedScores(ids, s.result),
			winners: s.result && s.result.winner ? [s.result.winner] : []
		};
	}
};

// ---------- options (for index.ts) ----------

export function defaultOptions(): Options {
	return {
		short: false,
		ghostVariant: false,
		threePlayerTiles: [...DEFAULT_THREE_PLAYER_TILES],
		regions: []
	};
}

/** Null when fine, else the first problem (field named in the message values). */
export function optionsProblem(options: unknown, players: number): string | null {
	if (players !== 3 && players !== 4 && players !== 5) return 'players';
	if (!isRecord(options)) return 'options';
	if (typeof options.short !== 'boolean') return 'short';
	if (typeof options.ghostVariant !== 'boolean') return 'ghostVariant';
	try {
		checkThreePlayerTiles(options.threePlayerTiles);
	} catch {
		return 'threePlayerTiles';
	}
	const r = options.regions;
	if (!Array.isArray(r) || (r.length !== 0 && r.length !== REGION_IDS.length)) return 'regions';
	for (let i = 0; i < r.length; i++) {
		const p = regionEntryProblem(r[i], i);
		if (p) return p;
	}
	const marks = r.map((x: RegionEntry) => x.mark).filter((m: number) => m !== 0);
	if (new Set(marks).size !== marks.length) return 'regions';
	return null;
}
