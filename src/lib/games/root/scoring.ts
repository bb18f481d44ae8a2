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
}

/**
 * A dominance victory beats points (Law of Root 3.3). Otherwise whoever reached 30 (issue 7
 * «first to 30 wins»); if the table typed several at 30+ or nobody reached it, the most VP win,
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
	const ranked = rankBy(input.players, [
		{ name: 'dominance', value: (p) => (p.dominance ? 1 : 0) },
		{ name: 'vp', value: (p) => p.vp }
	]);
	const lines: ScoreLine[] = ranked.map((r) => ({
		id: r.item.id,
		vp: r.item.vp,
		dominance: r.item.dominance,
		rank: r.rank,
		reason: partners.includes(r.item.id) ? 'coalition' : winners.includes(r.item.id) ? reason : null
	}));
	return { lines, winners, reason, scores };
}
