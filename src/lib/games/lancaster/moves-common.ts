/**
 * What several phases' moves share: the action shape, the ballot opening, power gains,
 * a fight and the final scoring.
 */
import * as v from 'valibot';
import { BATTLE_CARDS_PER_ROUND, ROUNDS } from './data';
import { battleNo, playerIds as ids, turnOrder } from './queries';
import { type BattleSlot } from './rules';
import { finalScoreBreakdown } from './scoring';
import {
	type Act,
	type BattleCard,
	type Ctx,
	type FinalPlayerInput,
	type LiveAction,
	type LiveState,
	type PlayerTrack,
	type UpperBattle,
	battleRecord
} from './state';

/**
 * The schema of one action: its type and the keys it may carry. Values are checked by the
 * move itself so the refusal names the rule that was broken (a bad amount, a bad ballot...).
 */
export function shape<T extends LiveAction['type']>(
	type: T,
	keys: readonly string[] = []
): v.GenericSchema<unknown, Act<T>> {
	const entries = Object.fromEntries(keys.map((k) => [k, v.optional(v.unknown())]));
	return v.object({ type: v.literal(type), ...entries }) as unknown as v.GenericSchema<
		unknown,
		Act<T>
	>;
}

export function openBallot(s: LiveState, ctx: Ctx): LiveState {
	const law = s.proposals[s.voteIndex];
	if (law === undefined) return { ...s, ballot: null };
	return {
		...s,
		ballot: { law, position: s.voteIndex + 1, order: turnOrder(ctx, s.startPlayer), ballots: [] }
	};
}

export function powerScores(s: LiveState): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, p] of Object.entries(s.players)) out[id] = p.power;
	return out;
}

function addPower(s: LiveState, gains: Record<string, number>): Record<string, PlayerTrack> {
	const players = { ...s.players };
	for (const [id, n] of Object.entries(gains)) {
		const p = players[id];
		if (n !== 0 && p) players[id] = { ...p, power: p.power + n };
	}
	return players;
}

/** Reglamento p.5: «Se levantan dos nuevas cartas de batalla y se colocan en la fila superior». */
export function newUpper(): UpperBattle[] {
	return Array.from({ length: BATTLE_CARDS_PER_ROUND }, (_, i) => ({
		key: `u${i + 1}`,
		card: null,
		fought: null
	}));
}

export function fight(
	s: LiveState,
	id: string,
	card: BattleCard,
	slots: BattleSlot[],
	attempt: 1 | 2
): LiveState {
	const record = { ...battleRecord(id, card, slots, attempt), n: battleNo(s, id) };
	const gains: Record<string, number> = {};
	for (const x of record.results) if (!x.lost) gains[x.id] = (gains[x.id] ?? 0) + x.points;
	const lowerRow = s.lowerRow.filter((b) => b.id !== id);
	if (record.next === 'lowerRow') lowerRow.push({ id, round: s.round, ...card, slots });
	return { ...s, players: addPower(s, gains), lowerRow, battles: [...s.battles, record] };
}

/** The final scoring from the players' end state (also re-run by a correction after the end). */
export function score(s: LiveState, ctx: Ctx, input: Record<string, FinalPlayerInput>): LiveState {
	const final = finalScoreBreakdown({
		twoPlayer: ctx.options.twoPlayerAllies,
		players: ids(ctx).map((id) => ({
			id,
			power: s.players[id]!.power,
			nobles: s.players[id]!.nobles,
			knights: input[id]!.knights,
			squires: input[id]!.squires,
			extensions: input[id]!.extensions,
			gold: input[id]!.gold
		}))
	});
	const scores: Record<string, number> = {};
	for (const r of final) scores[r.id] = r.total;
	const history = s.history.map((h) => (h.round === ROUNDS ? { round: h.round, scores } : h));
	return { ...s, step: 'finished', final, finalInput: input, history };
}
