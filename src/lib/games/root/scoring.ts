/**
 * Final result of a Root game from the numbers the table types: victory points per player, or
 * a dominance card that won. Every result line explains itself.
 */
import { rankBy } from '../core/ranking';
import { VP_GOAL } from './data';
import { requireBoolean, requireNat } from '../core/require';

export interface ScoreInputPlayer {
	id: string;
	vp: number;
	/** True for the player whose activated dominance card held at the start of their Birdsong. */
	dominance: boolean;
}

/** `coalition`: a Vagabond who wins with its coalition partner (Law of Root 9.2.8). */
export type WinReason = 'dominance' | 'goal' | 'mostVp' | 'coalition';

export interface ScoreLine {
	id: string;
	vp: number;
	dominance: boolean;
	rank: number;
	/** Why this player won, or null. */
	reason: WinReason | null;
}

export interface ScoreResult {
	lines: ScoreLine[];
	winners: string[];
	reason: WinReason | null;
	/** Score per player id, as the session summary shows it (VP). */
	scores: Record<string, number>;
	/** The finishing order, best first, ties grouped (see placesOf). */
	places: string[][];
}

/**
 * A dominance victory beats points (Law of Root 3.3). Otherwise whoever reached 30 (the Law's
 * victory: the first to 30 wins); if the table typed several at 30+ or nobody reached it, the most VP win,
 * sharing a tie (Root has no tie-breaker for points: the first to reach 30 wins in play).
 */
export function scoreGame(input: {
	players: ScoreInputPlayer[];
	/** Vagabond id → coalition partner id (Law of Root 9.2.8): they win or lose together. */
	coalitions?: Record<string, string>;
}): ScoreResult {
	if (typeof input !== 'object' || input === null || !Array.isArray(input.players))
		throw new Error('players must be an array');
	if (input.players.length === 0) throw new Error('players must not be empty');
	const seen = new Set<string>();
	input.players.forEach((p, i) => {
		if (typeof p !== 'object' || p === null) throw new Error(`players[${i}] must be an object`);
		if (typeof p.id !== 'string' || p.id === '')
			throw new Error(`players[${i}].id must be a non-empty string`);
		if (seen.has(p.id)) throw new Error(`players[${i}].id repeats ${p.id}`);
		seen.add(p.id);
		requireNat(p.vp, `players[${i}].vp`);
		requireBoolean(p.dominance, `players[${i}].dominance`);
	});
	const dom = input.players.filter((p) => p.dominance);
	if (dom.length > 1)
		throw new Error(
			`players[${input.players.indexOf(dom[1])}].dominance: only one player can win by dominance`
		);

	const coalitions = input.coalitions ?? {};
	for (const [vb, partner] of Object.entries(coalitions)) {
		if (!seen.has(vb) || !seen.has(partner) || vb === partner)
			throw new Error(`coalitions.${vb}: both must be players, and two different ones`);
		if (coalitions[partner] !== undefined)
			throw new Error(`coalitions.${vb}: the partner is in a coalition itself`);
	}
	const scores: Record<string, number> = {};
	for (const p of input.players) scores[p.id] = p.vp;

	let winners: string[];
	let reason: WinReason | null;
	if (dom.length === 1) {
		winners = [dom[0].id];
		reason = 'dominance';
	} else {
		// Law of Root 9.2.8: a Vagabond in a coalition no longer wins on its own points.
		const own = input.players.filter((p) => coalitions[p.id] === undefined);
		const best = Math.max(...own.map((p) => p.vp));
		winners = own.filter((p) => p.vp === best).map((p) => p.id);
		reason = best >= VP_GOAL ? 'goal' : 'mostVp';
	}
	const partners = Object.entries(coalitions)
		.filter(([, partner]) => winners.includes(partner))
		.map(([vb]) => vb);
	winners = [...winners, ...partners];
	const places = placesOf({ players: input.players, winners, coalitions });
	// Each line's rank is its place's (a coalition's Vagabond shares its partner's).
	const rankOf = new Map<string, number>();
	let before = 0;
	for (const place of places) {
		for (const id of place) rankOf.set(id, before + 1);
		before += place.length;
	}
	const byId = new Map(input.players.map((p) => [p.id, p]));
	const lines: ScoreLine[] = places.flat().map((id) => {
		const p = byId.get(id)!;
		return {
			id,
			vp: p.vp,
			dominance: p.dominance,
			rank: rankOf.get(id)!,
			reason: partners.includes(id) ? 'coalition' : winners.includes(id) ? reason : null
		};
	});
	return { lines, winners, reason, scores, places };
}

/**
 * The finishing order by Root's own rules, best first: the winners (a dominance card that
 * held, or 30 VP first, with the Vagabond in coalition with them — Law of Root 9.2.8 «gana
 * junto a»), then the others by VP, ties shared (Root has no tie-break for points: the first to
 * 30 wins in play). A Vagabond in a coalition always takes its partner's place.
 */
export function placesOf(input: {
	players: readonly { id: string; vp: number }[];
	winners: readonly string[];
	/** Vagabond id → partner id. */
	coalitions: Readonly<Record<string, string>>;
}): string[][] {
	const ids = new Set(input.players.map((p) => p.id));
	const joined = (id: string) => {
		const partner = input.coalitions[id];
		return partner !== undefined && ids.has(partner) && partner !== id;
	};
	const first = input.players.filter((p) => input.winners.includes(p.id)).map((p) => p.id);
	const rest = input.players.filter((p) => !input.winners.includes(p.id) && !joined(p.id));
	const ranked = rankBy(rest, [{ name: 'vp', value: (p) => p.vp }]);
	const places: string[][] = first.length ? [first] : [];
	let rank = 0;
	for (const r of ranked) {
		const partners = input.players
			.filter((p) => input.coalitions[p.id] === r.item.id && !input.winners.includes(p.id))
			.map((p) => p.id);
		if (r.rank !== rank) places.push([]);
		rank = r.rank;
		places[places.length - 1]!.push(r.item.id, ...partners);
	}
	// A Vagabond whose partner is not a player of this play (never, once checked) keeps its own VP.
	const placed = new Set(places.flat());
	const left = input.players.filter((p) => !placed.has(p.id)).map((p) => p.id);
	if (left.length) places.push(left);
	return places;
}
