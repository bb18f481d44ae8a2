/**
 * What several of the live companion's moves share: the setup, the year's close, the census
 * checks and outcomes, the tally and the final's evaluation, and the action schemas' parts.
 */
import * as v from 'valibot';
import { playerName } from '../core/checks';
import { type Invalid, type MessageRef, invalid, isInvalid } from '../core/types';
import { CENSUS_REWARDS, type PlayerCount, UNIT_SUPPLY, UNIT_TYPES, type UnitType } from './data';
import { isNat } from '../core/require';
import { type RegionEntry } from './options';
import { type CensusOutcome, resolveCensus, yearsInGame } from './rules';
import { nextSeat } from '../core/phases';
import { type FinalEvaluationExplained } from './scoring';
import { type XiditSetup, randomizeSetup } from './setup';
import { autoMageLevels } from './census';
import {
	type PlayerCounts,
	copyAll,
	evaluateCounts,
	tracksUnitTypes,
	unitsOfType,
	withoutTypes
} from './tally';
import { type CensusState, type Ctx, type LiveState, type TileAction } from './live-state';

/** Final entries start from the tally (the per-type split of units is not needed there). */
export function finalFrom(tally: Record<string, PlayerCounts>): Record<string, PlayerCounts> {
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

function sovereignsOf(tally: Record<string, PlayerCounts>): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, c] of Object.entries(tally)) out[id] = c.sovereigns;
	return out;
}

export const unknownPlayer = (id: string) => invalid('xidit.error.unknownPlayer', { player: id });

/** Reglamento p.13 «la entrega al jugador de su izquierda»: the seat that holds the token next. */
export function tokenPassed(s: LiveState, ctx: Ctx): number {
	const next = nextSeat(ctx, ctx.players[s.firstPlayer]?.id ?? '');
	return ctx.players.findIndex((p) => p.id === next);
}

/** Reglamento p.13 «FASE CINCO»: the year ends, the token passes left; after the last census, the end. */
export function closeYear(s: LiveState, ctx: Ctx, tally: Record<string, PlayerCounts>): LiveState {
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
		firstPlayer: tokenPassed(s, ctx)
	};
}

/**
 * a player cannot show more units of a type than the tally says they hold, once the
 * table records unit types (Reglamento p.13 «el número de Unidades ... que desea revelar»).
 */
export function censusMax(s: LiveState, id: string, unit: UnitType): number {
	const c = s.tally[id];
	if (!c || !tracksUnitTypes(s.tally)) return UNIT_SUPPLY[unit];
	return Math.min(UNIT_SUPPLY[unit], unitsOfType(c, unit));
}

export function censusCheck(
	unit: UnitType,
	counts: Record<string, unknown>,
	ctx: Ctx
): Invalid | null {
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

export function currentUnit(census: CensusState): UnitType {
	return UNIT_TYPES[census.unitIndex] ?? 'militia';
}

/** Reveals the current unit's counts; after the mages, the year closes. */
export function applyCensus(
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
export function applyOutcome(
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

export function withTally(
	s: LiveState,
	id: string,
	next: PlayerCounts | Invalid
): LiveState | Invalid {
	return isInvalid(next) ? next : { ...s, tally: { ...s.tally, [id]: next } };
}

export function withFinal(
	s: LiveState,
	id: string,
	next: PlayerCounts | Invalid
): LiveState | Invalid {
	if (isInvalid(next)) return next;
	return s.final
		? { ...s, final: { ...s.final, [id]: next } }
		: invalid('xidit.error.wrongPhase', { phase: s.phase });
}

export function evaluateLive(s: LiveState, ctx: Ctx): FinalEvaluationExplained | Invalid {
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
export const regionName = (s: { regions: RegionEntry[] }, id: string) =>
	s.regions.find((r) => r.id === id)?.label || id;

export function censusLog(s: LiveState, counts: Record<string, number>, ctx: Ctx): MessageRef {
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

export const text = v.string();
export const num = v.number();
export const player = v.object({ player: text });

/** A Phase Three step naming a city's tile of one kind. */
export const tileSchema = <T extends TileAction['type']>(type: T) =>
	v.object({ type: v.literal(type), kind: v.picklist(['recruit', 'threat']), city: num });

/** A correction after the end re-scores; if the numbers no longer score, back to the entries. */
export function rescore(next: LiveState, before: LiveState, ctx: Ctx): LiveState {
	if (before.phase !== 'finished') return next;
	const result = evaluateLive(next, ctx);
	return isInvalid(result) ? { ...next, phase: 'evaluation', result: null } : { ...next, result };
}
