/**
 * Final scoring: the three eliminating evaluations (Reglamento pp.14–16) and the ghost
 * player (p.17). Every number comes with its breakdown.
 */
import { majority } from '../core/ranking';
import { CRITERIA, ELIMINATIONS, GHOST_ID, type Criterion } from './data';
import { isRecord } from '../core/checks';
import { requireNat } from '../core/require';

export type { Criterion } from './data';

export interface XiditFinalPlayer {
	id: string;
	/** 0 = holder of the first-player token at the end, then clockwise. */
	seat: number;
	sovereigns: number;
	/** Guild levels of the player's colour on the board (those behind the screen do not count). */
	guildLevels: number;
	/** Units behind the screen (tie-break). */
	units: number;
	/** Bards per region id, Bastion included. */
	bards: Record<string, number>;
}

export interface XiditRegion {
	id: string;
	first: number;
	second: number;
	/** False when covered by an «ficha Vacía»: scores nothing. */
	available?: boolean;
}

export interface GhostScores {
	wealth: number;
	influence: number;
	reputation: number;
}

export interface FinalEvaluationInput {
	players: XiditFinalPlayer[];
	regions: XiditRegion[];
	order: Criterion[];
	ghost?: GhostScores;
}

export interface FinalEvaluationResult {
	rounds: { criterion: Criterion; scores: Record<string, number>; eliminated: string[] }[];
	winner: string;
}

/** Reputation in one region: who had the most bards, who came second, what each earned. */
export interface RegionReputation {
	region: string;
	available: boolean;
	bards: Record<string, number>;
	/** Ids with the most bards (all get the higher value). */
	first: string[];
	/** Ids with the second most (lower value); empty when first place was tied. */
	second: string[];
	points: Record<string, number>;
}

/** Why a player left at an evaluation: the first thing that separated them from the last survivor. */
export type EliminationReason = 'lowest' | 'ghostTie' | 'fewerUnits' | 'fartherFromFirst';

export interface HallOfFameEntry {
	id: string;
	score: number;
	/** 1-based place in the column (tied scores share a place, as stacked tokens). */
	place: number;
	/** False for tokens already on their «Eliminado» side before this evaluation. */
	active: boolean;
}

export interface EvaluationRound {
	criterion: Criterion;
	/** The Hall of Fame column: every competitor, best first. */
	column: HallOfFameEntry[];
	/** Scores of the players still in (as in the contract). */
	scores: Record<string, number>;
	eliminated: string[];
	/** Why each eliminated id lost, against which survivor. */
	reasons: { id: string; reason: EliminationReason; against: string }[];
	/** Per-region detail when the criterion is reputation. */
	regions?: RegionReputation[];
}

export interface FinalEvaluationExplained {
	rounds: EvaluationRound[];
	winner: string;
	/** Every competitor's three scores. */
	totals: Record<string, Record<Criterion, number>>;
}

// ---------- validation ----------

function checkInput(input: FinalEvaluationInput): void {
	if (!isRecord(input)) throw new Error('input must be an object');
	if (!Array.isArray(input.regions)) throw new Error('regions must be an array');
	const regionIds = new Set<string>();
	input.regions.forEach((r, i) => {
		if (!isRecord(r)) throw new Error(`regions[${i}] must be an object`);
		if (typeof r.id !== 'string' || r.id === '')
			throw new Error(`regions[${i}].id must be a non-empty string`);
		if (regionIds.has(r.id)) throw new Error(`regions[${i}].id repeats "${r.id}"`);
		regionIds.add(r.id);
		requireNat(r.first, `regions[${i}].first`);
		requireNat(r.second, `regions[${i}].second`);
		if (r.available !== undefined && typeof r.available !== 'boolean')
			throw new Error(`regions[${i}].available must be a boolean`);
	});
	if (!Array.isArray(input.players)) throw new Error('players must be an array');
	const n = input.players.length;
	const hasGhost = input.ghost !== undefined;
	if (hasGhost ? n !== 3 : n !== 4 && n !== 5)
		throw new Error(
			hasGhost
				? 'players must have 3 entries when a ghost plays'
				: 'players must have 4 or 5 entries (3 with a ghost)'
		);
	const ids = new Set<string>();
	const seats = new Set<number>();
	input.players.forEach((p, i) => {
		const f = `players[${i}]`;
		if (!isRecord(p)) throw new Error(`${f} must be an object`);
		if (typeof p.id !== 'string' || p.id === '')
			throw new Error(`${f}.id must be a non-empty string`);
		if (p.id === GHOST_ID) throw new Error(`${f}.id must not be "${GHOST_ID}"`);
		if (ids.has(p.id)) throw new Error(`${f}.id repeats "${p.id}"`);
		ids.add(p.id);
		requireNat(p.seat, `${f}.seat`);
		if (seats.has(p.seat)) throw new Error(`${f}.seat repeats seat ${p.seat}`);
		seats.add(p.seat);
		requireNat(p.sovereigns, `${f}.sovereigns`);
		requireNat(p.guildLevels, `${f}.guildLevels`);
		requireNat(p.units, `${f}.units`);
		if (!isRecord(p.bards)) throw new Error(`${f}.bards must be an object`);
		for (const [region, count] of Object.entries(p.bards)) {
			if (!regionIds.has(region)) throw new Error(`${f}.bards.${region} is not a known region`);
			requireNat(count, `${f}.bards.${region}`);
		}
	});
	if (
		!Array.isArray(input.order) ||
		input.order.length !== CRITERIA.length ||
		CRITERIA.some((c) => !input.order.includes(c))
	)
		throw new Error('order must list wealth, influence and reputation once each');
	if (hasGhost) {
		if (!isRecord(input.ghost)) throw new Error('ghost must be an object');
		for (const c of CRITERIA) requireNat(input.ghost[c], `ghost.${c}`);
	}
}

// ---------- reputation ----------

/**
 * Reglamento p.14 «Si es la loseta de Evaluación de Reputación»: most bards gets the higher
 * value; tied for most all get it and nobody gets second; the second most gets the lower
 * value (ties all get it); no bards, no points. Out-of-play regions score nothing (p.17).
 */
export function regionReputation(
	region: XiditRegion,
	players: readonly Pick<XiditFinalPlayer, 'id' | 'bards'>[]
): RegionReputation {
	const available = region.available !== false;
	const bards: Record<string, number> = {};
	for (const p of players) bards[p.id] = p.bards[region.id] ?? 0;
	const points: Record<string, number> = {};
	for (const p of players) points[p.id] = 0;
	if (!available) return { region: region.id, available, bards, first: [], second: [], points };
	const award = majority(
		bards,
		{ first: region.first, second: region.second },
		{ tieFirst: 'full', tieSecond: 'full' }
	);
	for (const [id, v] of Object.entries(award.first)) points[id] += v;
	for (const [id, v] of Object.entries(award.second)) points[id] += v;
	const order = players.map((p) => p.id);
	const byOrder = (ids: string[]) => ids.sort((a, b) => order.indexOf(a) - order.indexOf(b));
	return {
		region: region.id,
		available,
		bards,
		first: byOrder(Object.keys(award.first)),
		second: byOrder(Object.keys(award.second)),
		points
	};
}

export function reputationTotals(
	regions: readonly XiditRegion[],
	players: readonly Pick<XiditFinalPlayer, 'id' | 'bards'>[]
): { totals: Record<string, number>; regions: RegionReputation[] } {
	const details = regions.map((r) => regionReputation(r, players));
	const totals: Record<string, number> = {};
	for (const p of players) totals[p.id] = details.reduce((s, d) => s + d.points[p.id], 0);
	return { totals, regions: details };
}

// ---------- evaluations ----------

interface Competitor {
	id: string;
	ghost: boolean;
	units: number;
	seat: number;
	scores: Record<Criterion, number>;
}

/**
 * Order of the Hall of Fame for the elimination: score, then (Reglamento p.15 «Resolver
 * empates») more units behind the screen, then closer to the first player going left; the
 * ghost loses every tie (p.18 «Si el Jugador Fantasma empata ... es eliminado»).
 * Returns <0 when a ranks above b, and the reason that separated them.
 */
function compareCompetitors(
	a: Competitor,
	b: Competitor,
	c: Criterion
): [number, EliminationReason] {
	if (a.scores[c] !== b.scores[c]) return [b.scores[c] - a.scores[c], 'lowest'];
	if (a.ghost !== b.ghost) return [a.ghost ? 1 : -1, 'ghostTie'];
	if (a.units !== b.units) return [b.units - a.units, 'fewerUnits'];
	return [a.seat - b.seat, 'fartherFromFirst'];
}

/** The three evaluations with every detail the Hall of Fame shows. Throws on bad input. */
export function explainFinalEvaluation(input: FinalEvaluationInput): FinalEvaluationExplained {
	checkInput(input);
	const rep = reputationTotals(input.regions, input.players);
	const competitors: Competitor[] = input.players.map((p) => ({
		id: p.id,
		ghost: false,
		units: p.units,
		seat: p.seat,
		scores: { wealth: p.sovereigns, influence: p.guildLevels, reputation: rep.totals[p.id] }
	}));
	if (input.ghost)
		competitors.push({
			id: GHOST_ID,
			ghost: true,
			units: 0,
			seat: Number.MAX_SAFE_INTEGER,
			scores: { ...input.ghost }
		});
	const eliminations = ELIMINATIONS[competitors.length === 5 ? 5 : 4];
	const out = new Set<string>();
	const rounds: EvaluationRound[] = input.order.map((criterion, i) => {
		const sorted = [...competitors].sort((a, b) => compareCompetitors(a, b, criterion)[0]);
		const byScore = [...competitors].sort((a, b) => b.scores[criterion] - a.scores[criterion]);
		const column: HallOfFameEntry[] = byScore.map((c) => ({
			id: c.id,
			score: c.scores[criterion],
			place: 1 + byScore.filter((o) => o.scores[criterion] > c.scores[criterion]).length,
			active: !out.has(c.id)
		}));
		const still = sorted.filter((c) => !out.has(c.id));
		// Reglamento p.15 «el jugador que esté en último lugar queda eliminado» (two in the first with 5).
		const k = eliminations[i];
		const losers = still.slice(still.length - k);
		const lastSurvivor = still[still.length - k - 1];
		const reasons = losers.map((l) => ({
			id: l.id,
			reason: compareCompetitors(lastSurvivor, l, criterion)[1],
			against: lastSurvivor.id
		}));
		const scores: Record<string, number> = {};
		for (const c of still) scores[c.id] = c.scores[criterion];
		for (const l of losers) out.add(l.id);
		const round: EvaluationRound = {
			criterion,
			column,
			scores,
			eliminated: losers.map((l) => l.id),
			reasons
		};
		if (criterion === 'reputation') round.regions = rep.regions;
		return round;
	});
	const winner = competitors.find((c) => !out.has(c.id));
	const totals: Record<string, Record<Criterion, number>> = {};
	for (const c of competitors) totals[c.id] = { ...c.scores };
	// Reglamento p.15 «el único jugador que quede con una ficha de Puntuación Activa será declarado "Salvador del Reino"».
	return { rounds, winner: winner ? winner.id : '', totals };
}

/** The contract: the three evaluations in order and the Saviour of the Kingdom. */
export function finalEvaluation(input: FinalEvaluationInput): FinalEvaluationResult {
	const x = explainFinalEvaluation(input);
	return {
		rounds: x.rounds.map((r) => ({
			criterion: r.criterion,
			scores: r.scores,
			eliminated: r.eliminated
		})),
		winner: x.winner
	};
}

/**
 * Every competitor (the ghost too) best first: the Saviour, then the last evaluation's
 * eliminated back to the first's (Reglamento p.15: each evaluation removes the last still in,
 * so who left later ranks higher). Tokens eliminated together keep their column's order.
 */
export function rankingOrder(result: FinalEvaluationExplained): string[] {
	const order: string[] = result.winner ? [result.winner] : [];
	for (const round of [...result.rounds].reverse())
		for (const id of round.eliminated) if (!order.includes(id)) order.push(id);
	for (const id of Object.keys(result.totals)) if (!order.includes(id)) order.push(id);
	return order;
}
