/**
 * Ranking with tie-breakers and majority awards, shared by every game's scoring.
 * Everything here is pure and explains itself: each ranked entry says which criterion
 * separated it from the entry just above it.
 */

/** A criterion: a name (for explanations) and a value where higher is better. */
export interface Criterion<T> {
	readonly name: string;
	readonly value: (item: T) => number;
	/** Set to 'asc' when lower is better (e.g. a turn order). */
	readonly order?: 'desc' | 'asc';
}

export interface Ranked<T> {
	readonly item: T;
	/** 1-based competition rank: equal entries share a rank, the next rank skips (1, 1, 3). */
	readonly rank: number;
	/** Name of the criterion that put this entry below the one above it, or null (first, or tied). */
	readonly decidedBy: string | null;
	/** True when another entry has the same rank. */
	readonly tied: boolean;
}

function compare<T>(criteria: readonly Criterion<T>[], a: T, b: T): [number, string | null] {
	for (const c of criteria) {
		const va = c.value(a);
		const vb = c.value(b);
		if (va !== vb) return [c.order === 'asc' ? va - vb : vb - va, c.name];
	}
	return [0, null];
}

/**
 * Sorts by the first criterion, then breaks ties with the next ones ("ties broken by X then
 * Y"). Entries equal on every criterion share a place. Stable: equal entries keep input order.
 */
export function rankBy<T>(items: readonly T[], criteria: readonly Criterion<T>[]): Ranked<T>[] {
	const sorted = items
		.map((item, i) => ({ item, i }))
		.sort((x, y) => compare(criteria, x.item, y.item)[0] || x.i - y.i);
	const out: Ranked<T>[] = [];
	sorted.forEach(({ item }, idx) => {
		if (idx === 0) {
			out.push({ item, rank: 1, decidedBy: null, tied: false });
			return;
		}
		const prev = out[idx - 1]!;
		const [cmp, by] = compare(criteria, prev.item, item);
		out.push(
			cmp === 0
				? { item, rank: prev.rank, decidedBy: null, tied: true }
				: { item, rank: idx + 1, decidedBy: by, tied: false }
		);
	});
	// Mark the first of each tied group as tied too.
	return out.map((r, idx) => (!r.tied && out[idx + 1]?.rank === r.rank ? { ...r, tied: true } : r));
}

/** Groups ids by value, highest value first. Zero and below are kept; callers filter. */
export function groupByValue(
	values: Readonly<Record<string, number>>
): { value: number; ids: string[] }[] {
	const groups = new Map<number, string[]>();
	for (const [id, v] of Object.entries(values)) {
		const g = groups.get(v);
		if (g) g.push(id);
		else groups.set(v, [id]);
	}
	return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([value, ids]) => ({ value, ids }));
}

/** Splits points equally, fractions lost: splitPoints(12, 5) = 2. */
export function splitPoints(points: number, among: number): number {
	if (among <= 0) return 0;
	return Math.floor(points / among);
}

export interface MajorityAward {
	readonly first: Record<string, number>;
	readonly second: Record<string, number>;
}

/**
 * The usual first/second majority award. Players with a value of 0 or less never score.
 * - tieFirst 'split': players tied for first share first+second (fractions lost) and nobody
 *   gets second; 'full': each tied player receives the full first award and nobody gets second.
 * - tieSecond 'split': players tied for second share the second award; 'full': each gets it.
 */
export function majority(
	values: Readonly<Record<string, number>>,
	award: { first: number; second: number },
	rules: { tieFirst: 'split' | 'full'; tieSecond: 'split' | 'full' }
): MajorityAward {
	const groups = groupByValue(values).filter((g) => g.value > 0);
	const first: Record<string, number> = {};
	const second: Record<string, number> = {};
	if (groups.length === 0) return { first, second };
	const top = groups[0]!;
	if (top.ids.length > 1) {
		const each =
			rules.tieFirst === 'split'
				? splitPoints(award.first + award.second, top.ids.length)
				: award.first;
		for (const id of top.ids) first[id] = each;
		return { first, second };
	}
	first[top.ids[0]!] = award.first;
	const next = groups[1];
	if (next) {
		const each =
			rules.tieSecond === 'split' ? splitPoints(award.second, next.ids.length) : award.second;
		for (const id of next.ids) second[id] = each;
	}
	return { first, second };
}

/**
 * One player's final place: a 1-based competition rank (equal places share a rank, the next
 * skips: 1, 1, 3). The one shape every ranking here returns and `winnersOf` reads.
 */
export interface Placed {
	readonly id: string;
	readonly rank: number;
}

/** The ids ranked first (everyone tied for first wins). */
export function winnersOf(results: readonly Placed[]): string[] {
	return results.filter((r) => r.rank === 1).map((r) => r.id);
}

/**
 * Final places from final scores, in the game's own direction ('desc': highest wins; 'asc':
 * lowest wins, e.g. golf-style score pad games), best first. Players without a score get no
 * place. Scores alone: a play's order is `finishingPlaces`, which also knows who won.
 */
export function rankScores(
	ids: readonly string[],
	scores: Readonly<Record<string, number | undefined>>,
	order: 'desc' | 'asc' = 'desc'
): Placed[] {
	const scored = ids.filter((id) => typeof scores[id] === 'number');
	const ranked = rankBy(scored, [{ name: 'score', value: (id) => scores[id]!, order }]);
	return ranked.map((r) => ({ id: r.item, rank: r.rank }));
}

/** What `finishingPlaces` reads of a session's summary. */
interface PlacesSource {
	readonly scores: Readonly<Record<string, number>>;
	readonly winners: readonly string[];
	readonly places?: readonly (readonly string[])[];
}

/**
 * True when the game's own places can be taken as they are: groups of ids, none empty, no id
 * twice, every player once (a non-player, Xidit's ghost, may hold a place too) and, when the
 * game named winners, the first place is exactly them.
 */
function validPlaces(s: PlacesSource, playerIds: readonly string[]): boolean {
	const places = s.places;
	if (!Array.isArray(places) || places.length === 0) return false;
	const seen = new Set<string>();
	for (const group of places) {
		if (!Array.isArray(group) || group.length === 0) return false;
		for (const id of group) {
			if (typeof id !== 'string' || seen.has(id)) return false;
			seen.add(id);
		}
	}
	if (!playerIds.every((id) => seen.has(id))) return false;
	const first = places[0]!;
	return (
		s.winners.length === 0 ||
		(first.length === s.winners.length && s.winners.every((id) => first.includes(id)))
	);
}

/**
 * A play's finishing order, best first, each place the ids that share it: the game's own
 * `places` when it gave valid ones (dominance, coalitions, tie-breaks, a ghost), else (a
 * session stored before games gave places) the winners first, then the other players by
 * score in the play's direction, then those without a score. Every result (statistics, BG
 * Stats, the one-line text, the share image, the history card) ranks a play with this, so a
 * winner decided by rule is first everywhere.
 */
export function finishingPlaces(
	summary: PlacesSource,
	order: 'asc' | 'desc',
	playerIds: readonly string[]
): string[][] {
	if (validPlaces(summary, playerIds)) return summary.places!.map((g) => [...g]);
	const winners = new Set(summary.winners);
	const rest = playerIds.filter((id) => !winners.has(id));
	const places: string[][] = summary.winners.length ? [[...summary.winners]] : [];
	let prev: number | undefined;
	for (const { id, rank } of rankScores(rest, summary.scores, order)) {
		if (rank === prev) places[places.length - 1]!.push(id);
		else places.push([id]);
		prev = rank;
	}
	const unscored = rest.filter((id) => typeof summary.scores[id] !== 'number');
	if (unscored.length) places.push(unscored);
	return places;
}

/** Places as competition ranks, best first: [[a], [b, c], [d]] gives a 1, b 2, c 2, d 4. */
export function placeRanks(places: readonly (readonly string[])[]): Placed[] {
	const out: Placed[] = [];
	for (const group of places) {
		const rank = out.length + 1;
		for (const id of group) out.push({ id, rank });
	}
	return out;
}

/** `placeRanks` of `finishingPlaces`, by id: what a result table or export reads. */
export function finishingRanks(
	summary: PlacesSource,
	order: 'asc' | 'desc',
	playerIds: readonly string[]
): Record<string, number> {
	return Object.fromEntries(
		placeRanks(finishingPlaces(summary, order, playerIds)).map((p) => [p.id, p.rank])
	);
}

/** True when `a` is a better final score than `b` in the game's direction. */
export function betterScore(a: number, b: number, order: 'desc' | 'asc' = 'desc'): boolean {
	return order === 'asc' ? a < b : a > b;
}
