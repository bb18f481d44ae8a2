/**
 * Final scoring (Reglamento p.18 «Final de partida»): pure, validated, every number explained.
 */
import type { MessageRef } from '../core/types';
import { requireNat } from '../core/require';
import { requirePlayerRows } from '../core/rows';
import { byCategory } from '../core/breakdown';
import { rankBy } from '../core/ranking';
import {
	ADVENTURER_PER_ROUND,
	DESTINY_FAME_PER_RELIC,
	DISTINCT_RUNES_DESTINY,
	FAME_PER_LOOT,
	FAME_PER_WOUND,
	HUNTER_TROPHIES,
	LEGENDARY_FAME,
	LUCKY_LOOT,
	MAX_WOUNDS,
	RUNE_SET_FAME,
	RUNE_SHAPES,
	SUPREME_LEAD,
	TROPHY_FAME,
	TROPHY_FAME_BEYOND,
	type Achievement
} from './data';

export type KdRelic = 'weapon' | 'tome' | 'rune' | 'trophy';
export type KdDestiny =
	| { kind: 'relic'; relic: KdRelic }
	| { kind: 'distinctRunes' }
	| { kind: 'points'; points: number };

export interface KdFinalPlayer {
	id: string;
	fame: number;
	loot: number;
	/** How many runes of each of the 5 shapes. */
	runes: number[];
	trophies: number;
	weapons: number;
	tomes: number;
	orbs: number;
	strengthMultiplier: number;
	magicMultiplier: number;
	wounds: number;
	adventureCards: number;
	destiny?: KdDestiny;
}

export interface KdFinalResult {
	id: string;
	total: number;
	rank: number;
	breakdown: Record<string, number>;
	/** What each orb became: 'weapon', 'tome', 'trophy' or 'rune1'..'rune5' (shape). */
	orbsAs: string[];
}

/** Breakdown keys, in display order (messages 'kingdom-defenders.score.<key>'). */
export const BREAKDOWN_KEYS = [
	'fame',
	'loot',
	'runes',
	'trophies',
	'weapons',
	'tomes',
	'wounds',
	'destiny'
] as const;

// ---------- validation (throws: this is the contract for callers, not user input) ----------

export function validateFinalPlayers(players: unknown): asserts players is KdFinalPlayer[] {
	for (const { row: p, at: f } of requirePlayerRows(players)) {
		if (typeof p.fame !== 'number' || !Number.isInteger(p.fame))
			throw new Error(`${f}.fame must be an integer`);
		for (const k of [
			'loot',
			'trophies',
			'weapons',
			'tomes',
			'orbs',
			'strengthMultiplier',
			'magicMultiplier',
			'adventureCards'
		])
			requireNat(p[k], `${f}.${k}`);
		requireNat(p.wounds, `${f}.wounds`);
		if ((p.wounds as number) > MAX_WOUNDS)
			throw new Error(`${f}.wounds must be at most ${MAX_WOUNDS}`);
		if (!Array.isArray(p.runes) || p.runes.length !== RUNE_SHAPES)
			throw new Error(`${f}.runes must be an array of ${RUNE_SHAPES} counts`);
		p.runes.forEach((r: unknown, j: number) => requireNat(r, `${f}.runes[${j}]`));
		if (p.destiny !== undefined) {
			const d = p.destiny as Record<string, unknown> | null;
			if (typeof d !== 'object' || d === null) throw new Error(`${f}.destiny must be an object`);
			if (d.kind === 'relic') {
				if (!['weapon', 'tome', 'rune', 'trophy'].includes(d.relic as string))
					throw new Error(`${f}.destiny.relic must be weapon, tome, rune or trophy`);
			} else if (d.kind === 'points') requireNat(d.points, `${f}.destiny.points`);
			else if (d.kind !== 'distinctRunes')
				throw new Error(`${f}.destiny.kind must be relic, distinctRunes or points`);
		}
	}
}

// ---------- scoring pieces ----------

/**
 * Rune sets (Reglamento p.18 «Por cada set de 1/2/3/4/5 Runas diferentes ganas 1/4/8/12/18»).
 * The set values grow faster and faster (+1, +3, +4, +4, +6), so taking one rune of every
 * shape still held, again and again, forms the largest sets and scores the most.
 */
export function runeSets(runes: readonly number[]): number[] {
	const left = runes.slice();
	const sets: number[] = [];
	for (;;) {
		const size = left.filter((n) => n > 0).length;
		if (size === 0) return sets;
		sets.push(size);
		for (let i = 0; i < left.length; i++) if (left[i] > 0) left[i]--;
	}
}

export function runeFame(runes: readonly number[]): number {
	return runeSets(runes).reduce((sum, size) => sum + RUNE_SET_FAME[size], 0);
}

// Reglamento p.18: 1..6 trofeos dan 0/1/3/6/10/15, +1 por cada uno por encima de 6.
export function trophyFame(trophies: number): number {
	const top = TROPHY_FAME.length - 1;
	if (trophies <= top) return TROPHY_FAME[trophies];
	return TROPHY_FAME[top] + (trophies - top) * TROPHY_FAME_BEYOND;
}

export function distinctShapes(runes: readonly number[]): number {
	return runes.filter((n) => n > 0).length;
}

interface Relics {
	weapons: number;
	tomes: number;
	trophies: number;
	runes: number[];
}

function destinyFame(destiny: KdDestiny | undefined, r: Relics): number {
	if (!destiny) return 0;
	if (destiny.kind === 'points') return destiny.points;
	// Reglamento p.18 «Destino»: «Ganas 1/2/4/6/8 puntos por tener 1/2/3/4/5 Runas con formas distintas».
	if (destiny.kind === 'distinctRunes') return DISTINCT_RUNES_DESTINY[distinctShapes(r.runes)];
	// Reglamento p.18: «1 Punto de Fama por cada Reliquia indicada, incluidos los Orbes».
	const count =
		destiny.relic === 'weapon'
			? r.weapons
			: destiny.relic === 'tome'
				? r.tomes
				: destiny.relic === 'trophy'
					? r.trophies
					: r.runes.reduce((a, b) => a + b, 0);
	return count * DESTINY_FAME_PER_RELIC;
}

function breakdownFor(p: KdFinalPlayer, r: Relics): Record<string, number> {
	return {
		fame: p.fame,
		loot: p.loot * FAME_PER_LOOT,
		runes: runeFame(r.runes),
		trophies: trophyFame(r.trophies),
		weapons: r.weapons * p.strengthMultiplier,
		tomes: r.tomes * p.magicMultiplier,
		wounds: 0 - p.wounds * FAME_PER_WOUND,
		destiny: destinyFame(p.destiny, r)
	};
}

function sum(b: Record<string, number>): number {
	return Object.values(b).reduce((a, v) => a + v, 0);
}

const ORB_TARGETS = ['weapon', 'tome', 'trophy', 'rune1', 'rune2', 'rune3', 'rune4', 'rune5'];

function applyOrbs(p: KdFinalPlayer, counts: readonly number[]): Relics {
	return {
		weapons: p.weapons + counts[0],
		tomes: p.tomes + counts[1],
		trophies: p.trophies + counts[2],
		runes: p.runes.map((n, i) => n + counts[3 + i])
	};
}

/**
 * Where `k` orbs go among the rune shapes: each to a shape with the fewest runes. Rune fame
 * is Σ (s-th largest count) × (1, 3, 4, 4, 6) — a minimum of linear forms, so concave and
 * symmetric: the most even counts score most, and filling empty shapes first also gives the
 * most distinct shapes (destiny «Runas con formas distintas»). Returns the counts per shape.
 */
function runeOrbs(runes: readonly number[], k: number): number[] {
	const add = runes.map(() => 0);
	for (let n = 0; n < k; n++) {
		let low = 0;
		for (let i = 1; i < runes.length; i++)
			if ((runes[i] ?? 0) + (add[i] ?? 0) < (runes[low] ?? 0) + (add[low] ?? 0)) low = i;
		add[low] = (add[low] ?? 0) + 1;
	}
	return add;
}

/**
 * Reglamento p.18: «los jugadores deben decidir qué Reliquia Ancestral va a representar cada
 * uno de los Orbes». The categories are independent apart from the rune shapes, so: the best
 * rune share for each number of orbs (`runeOrbs`), then every split of the orbs among weapons,
 * tomes, trophies and runes — O(orbs³), instead of every split among 8 choices. Ties keep the
 * split giving the most to weapons, then tomes, then trophies (as the exhaustive search did).
 */
export function bestOrbAssignment(p: KdFinalPlayer): { orbsAs: string[]; relics: Relics } {
	const k = p.orbs;
	const runeShare: number[][] = [];
	for (let r = 0; r <= k; r++) runeShare.push(runeOrbs(p.runes, r));
	const countsOf = (w: number, t: number, tr: number): number[] => [
		w,
		t,
		tr,
		...(runeShare[k - w - t - tr] ?? [])
	];
	// What each category adds with n orbs (the other categories left without orbs): the
	// total of a split is the base plus the four gains, so each split costs four lookups.
	const base = sum(
		breakdownFor(
			p,
			applyOrbs(
				p,
				countsOf(0, 0, 0).map(() => 0)
			)
		)
	);
	const gain = (counts: number[]): number => sum(breakdownFor(p, applyOrbs(p, counts))) - base;
	const zero = [0, 0, 0, 0, 0];
	const W: number[] = [];
	const T: number[] = [];
	const TR: number[] = [];
	const R: number[] = [];
	for (let n = 0; n <= k; n++) {
		W.push(gain([n, 0, 0, ...zero]));
		T.push(gain([0, n, 0, ...zero]));
		TR.push(gain([0, 0, n, ...zero]));
		R.push(gain([0, 0, 0, ...(runeShare[n] ?? zero)]));
	}
	let best: { total: number; counts: number[] } | null = null;
	for (let w = k; w >= 0; w--)
		for (let t = k - w; t >= 0; t--)
			for (let tr = k - w - t; tr >= 0; tr--) {
				const total = W[w]! + T[t]! + TR[tr]! + R[k - w - t - tr]!;
				if (best === null || total > best.total) best = { total, counts: countsOf(w, t, tr) };
			}
	const chosen = best?.counts ?? countsOf(0, 0, 0);
	const orbsAs: string[] = [];
	chosen.forEach((n, i) => {
		for (let j = 0; j < n; j++) orbsAs.push(ORB_TARGETS[i]!);
	});
	return { orbsAs, relics: applyOrbs(p, chosen) };
}

/** One player's score with a chosen orb assignment (for the brute-force check and the UI). */
export function scoreWithOrbs(p: KdFinalPlayer, orbsAs: readonly string[]): number {
	const counts = ORB_TARGETS.map((t) => orbsAs.filter((o) => o === t).length);
	return sum(breakdownFor(p, applyOrbs(p, counts)));
}

/**
 * Reglamento p.18 «¡Vencedor!»: más Fama; empate, más cartas de Aventura; después más
 * Botines; si persiste se comparte la victoria.
 */
export function finalScore(players: KdFinalPlayer[]): KdFinalResult[] {
	validateFinalPlayers(players);
	const scored = players.map((p) => {
		const { orbsAs, relics } = bestOrbAssignment(p);
		const breakdown = breakdownFor(p, relics);
		return { p, orbsAs, breakdown, total: sum(breakdown) };
	});
	const ranked = rankBy(scored, [
		{ name: 'fame', value: (s) => s.total },
		{ name: 'adventureCards', value: (s) => s.p.adventureCards },
		{ name: 'loot', value: (s) => s.p.loot }
	]);
	const rankOf = new Map(ranked.map((r) => [r.item.p.id, r.rank]));
	return scored.map((s) => ({
		id: s.p.id,
		total: s.total,
		rank: rankOf.get(s.p.id) ?? 1,
		breakdown: s.breakdown,
		orbsAs: s.orbsAs
	}));
}

/**
 * What settled first place when fame alone did not, for the shared result: p.18 «¡Vencedor!»
 * — «empate, más cartas de Aventura; después más Botines». Empty when fame decided, or the
 * victory is shared.
 */
export function decidedOf(
	results: readonly Pick<KdFinalResult, 'id' | 'total' | 'rank'>[],
	players: readonly Pick<KdFinalPlayer, 'id' | 'adventureCards' | 'loot'>[],
	name: (id: string) => string
): { decidedBy?: MessageRef } {
	const first = results.filter((r) => r.rank === 1);
	const tied = results.filter((r) => r.rank > 1 && r.total === first[0]?.total);
	if (first.length !== 1 || tied.length === 0) return {};
	const by = new Map(players.map((p) => [p.id, p]));
	const w = by.get(first[0]!.id);
	if (!w) return {};
	const cards = tied.every((t) => (by.get(t.id)?.adventureCards ?? 0) < w.adventureCards);
	return {
		decidedBy: {
			key: 'kingdom-defenders.decided.tie',
			values: {
				winner: name(w.id),
				fame: first[0]!.total,
				by: cards ? 'cards' : 'loot',
				n: cards ? w.adventureCards : w.loot
			}
		}
	};
}

/**
 * The finishing order (p.18 «¡Vencedor!»: fame, then adventure cards, then loot; still tied,
 * the place is shared): best first, each place the ids that share it.
 */
export function placesOf(results: readonly Pick<KdFinalResult, 'id' | 'rank'>[]): string[][] {
	const ranks = [...new Set(results.map((r) => r.rank))].sort((a, b) => a - b);
	return ranks.map((rank) => results.filter((r) => r.rank === rank).map((r) => r.id));
}

/** What the live game knows about a player beyond the final numbers. */
export interface KdAchievementFacts {
	/** Player ids holding a claimed achievement (Maestro, Popular...). */
	claims?: Readonly<Record<string, readonly Achievement[]>>;
	/** Highest fame each player reached during the game (Legendario). */
	maxFame?: Readonly<Record<string, number>>;
	/** Most adventures completed by each player in one round (Aventurero). */
	bestAdventureRound?: Readonly<Record<string, number>>;
	/** Players whose disc is on the last space of a level track (known when the table entered it). */
	atTop?: Readonly<Record<string, boolean>>;
	/** Hordes were defeated in 2 rounds in a row (Defensor, for every player). */
	defendedTwice?: boolean;
	/** The city fell: the horde won (Fracasado, for every player). */
	cityFell?: boolean;
}

/** Reglamento, última página «Logros»: which achievements each player earned. */
export function achievements(
	players: readonly KdFinalPlayer[],
	results: readonly KdFinalResult[],
	facts: KdAchievementFacts = {}
): Record<string, Achievement[]> {
	const out: Record<string, Achievement[]> = {};
	const totals = results.map((r) => r.total).sort((a, b) => b - a);
	for (const p of players) {
		const res = results.find((r) => r.id === p.id);
		const got = new Set<Achievement>(facts.claims?.[p.id] ?? []);
		const runeCount = p.runes.reduce((a, b) => a + b, 0);
		// «Coleccionista: finaliza la partida con 1 Reliquia de cada tipo» (arma, tomo, runa, trofeo, orbe).
		if (p.weapons > 0 && p.tomes > 0 && runeCount > 0 && p.trophies > 0 && p.orbs > 0)
			got.add('coleccionista');
		// «Maestro: alcanza el nivel máximo de Fuerza o de Magia».
		if (facts.atTop?.[p.id]) got.add('maestro');
		// «Inmaculado: finaliza la partida sin Heridas».
		if (p.wounds === 0) got.add('inmaculado');
		// «Fanático: consigue 5 Runas de Poder diferentes».
		if (distinctShapes(p.runes) === RUNE_SHAPES) got.add('fanatico');
		// «Cazador: finaliza la partida con 8 Reliquias del tipo Trofeo».
		if (p.trophies >= HUNTER_TROPHIES) got.add('cazador');
		// «Afortunado: finaliza la partida con 8 Botines».
		if (p.loot >= LUCKY_LOOT) got.add('afortunado');
		// «Supremo: gana la partida con una ventaja de 20 Puntos de Fama».
		if (res && res.rank === 1 && totals.length > 1 && res.total - totals[1] >= SUPREME_LEAD)
			got.add('supremo');
		// «Legendario: alcanza los 120 Puntos de Fama».
		if (Math.max(res?.total ?? 0, facts.maxFame?.[p.id] ?? 0) >= LEGENDARY_FAME)
			got.add('legendario');
		// «Aventurero: completa con éxito 3 Aventuras en una misma Ronda».
		if ((facts.bestAdventureRound?.[p.id] ?? 0) >= ADVENTURER_PER_ROUND) got.add('aventurero');
		// «Defensor: derrotad 2 Hordas en 2 Rondas seguidas».
		if (facts.defendedTwice) got.add('defensor');
		// «Fracasado: la partida termina por victoria de la Horda».
		if (facts.cityFell) got.add('fracasado');
		out[p.id] = [...got].sort();
	}
	return out;
}

/** The final table by category (the share image), in the result screen's order. */
export const finalBreakdown = (results: readonly KdFinalResult[]) =>
	byCategory(
		results,
		BREAKDOWN_KEYS.map((k) => [`kingdom-defenders.score.${k}`, (r) => r.breakdown[k] ?? 0] as const)
	);
