/**
 * The end of the game (Reglamento p.8 «Fin de la partida») and corrections after it.
 */
import * as log from './log';
import { isPlayer } from '../core/checks';
import { move } from '../core/define';
import { invalid } from '../core/types';
import { MAX_NOBLES, fitsKnightSet } from './data';
import { type Options } from './options';
import { playerIds as ids, sideName as nameOf } from './queries';
import { isNat, isPosInt } from '../core/require';
import {
	type Act,
	type FinalPlayerInput,
	type LiveState,
	type PlayerTrack,
	boardEnd
} from './state';
import { score, shape } from './moves-common';

/** Which field of a player's end state is missing or malformed, or null when all are fine. */
function badFinalField(p: unknown): string | null {
	if (typeof p !== 'object' || p === null || Array.isArray(p)) return 'player';
	const x = p as Partial<FinalPlayerInput>;
	// A player owns 7 knights, strengths 1,1,1,2,2,3,4: the end state cannot show more.
	if (!Array.isArray(x.knights) || !x.knights.every(isPosInt) || !fitsKnightSet(x.knights))
		return 'knights';
	if (!isNat(x.squires)) return 'squires';
	if (!isNat(x.extensions)) return 'extensions';
	if (!isNat(x.gold)) return 'gold';
	return null;
}

export const finalScore = move<LiveState, Options, Act<'finalScore'>>({
	schema: shape('finalScore', ['players']),
	apply(s, a, ctx) {
		// A correction after the end re-enters the end state and re-scores.
		// Nothing typed: the end state is the board the phone kept.
		const input: unknown = a.players ?? boardEnd(s, ctx);
		if (typeof input !== 'object' || input === null)
			return invalid('lancaster.error.finalInput', { player: '', field: 'players' });
		const out: Record<string, FinalPlayerInput> = {};
		for (const id of ids(ctx)) {
			const p = Object.prototype.hasOwnProperty.call(input, id)
				? (input as Record<string, unknown>)[id]
				: undefined;
			const field = badFinalField(p);
			if (field) return invalid('lancaster.error.finalInput', { player: nameOf(ctx, id), field });
			const f = p as FinalPlayerInput;
			out[id] = {
				knights: [...f.knights],
				squires: f.squires,
				extensions: f.extensions,
				gold: f.gold
			};
		}
		// The board shows what the result counted: the typed end state becomes the board, so a
		// later correction of one number re-scores from these numbers, not the older board.
		const players = { ...s.players };
		for (const [id, f] of Object.entries(out))
			players[id] = { ...players[id]!, ...f, knights: [...f.knights].sort((x, y) => x - y) };
		return score({ ...s, players }, ctx, out);
	},
	describe: log.finalScore,
	explain: async (_a, _before, after, ctx) =>
		after.final
			? (await import('./explain-scoring')).explainFinal(after.final, ctx, after.finalInput)
			: null
});

const ADJUSTABLE = ['power', 'voteTokens', 'nobles', 'gold', 'squires', 'extensions'] as const;

export const adjust = move<LiveState, Options, Act<'adjust'>>({
	schema: shape('adjust', [...ADJUSTABLE, 'player', 'knights']),
	apply(s, a, ctx) {
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		const p = s.players[a.player]!;
		const d: Record<string, unknown> = {};
		for (const k of ADJUSTABLE) d[k] = a[k] ?? 0;
		if (!Object.values(d).every(Number.isInteger)) return invalid('lancaster.error.badAmount');
		const dv = d.voteTokens as number;
		const knights: unknown = a.knights;
		if (
			knights !== undefined &&
			(!Array.isArray(knights) || !knights.every(isPosInt) || !fitsKnightSet(knights))
		)
			return invalid('lancaster.error.badKnight');
		if (Object.values(d).every((x) => x === 0) && knights === undefined)
			return invalid('lancaster.error.nothingToAdjust');
		const next: PlayerTrack = { ...p };
		for (const k of ADJUSTABLE) next[k] = p[k] + (d[k] as number);
		if (knights !== undefined) next.knights = [...(knights as number[])].sort((x, y) => x - y);
		if (ADJUSTABLE.some((k) => next[k] < 0) || next.nobles < 1 || next.nobles > MAX_NOBLES)
			return invalid('lancaster.error.adjustOutOfRange');
		if (s.ballot && s.ballot.ballots.some((b) => b.id === a.player) && dv !== 0)
			return invalid('lancaster.error.ballotInProgress');
		const after = { ...s, players: { ...s.players, [a.player]: next } };
		// A correction after the final scoring re-scores from the corrected board (which the
		// final scoring made equal to its end state): the result and the winners follow it.
		return s.step === 'finished' && s.finalInput ? score(after, ctx, boardEnd(after, ctx)) : after;
	},
	describe: log.adjust
});
