/**
 * The secret ballot as a declared hidden input: on a shared table each player
 * chooses on their own phone, the choices join the room as commitments and, once every voter
 * has chosen, are revealed together and recorded as the table's vote (`tableVote`).
 */
import type { HiddenInput, MessageRef } from '../core/types';
import { isRecord } from '../core/checks';
import { isNat } from '../core/require';
import type { Ctx, LiveAction, LiveState } from './state';
import type { Options } from './options';

/** One player's secret ballot: the scroll's side and the vote tokens put under it. */
export interface BallotChoice {
	readonly yes: boolean;
	readonly tokens: number;
}

/** This vote, unique in the game: the round and which proposed law (1..3). */
export function ballotKey(s: LiveState): string | null {
	return s.step === 'ballot' && s.ballot
		? `lancaster:ballot:r${s.round}:v${s.ballot.position}`
		: null;
}

export const ballotInput: HiddenInput<LiveState, Options> = {
	open(s) {
		const key = ballotKey(s);
		// Reglamento p.3 «Los jugadores votarán, en secreto»: every voter, none cast on this phone yet
		// (a ballot begun by passing one phone round stays on that phone).
		if (!key || !s.ballot || s.ballot.ballots.length > 0) return null;
		return { key, players: s.ballot.order };
	},
	check(s: LiveState, _ctx: Ctx, player: string, choice: unknown): MessageRef | null {
		if (!s.ballot || !s.ballot.order.includes(player)) return { key: 'lancaster.error.wrongStep' };
		if (!isRecord(choice) || typeof choice.yes !== 'boolean')
			return { key: 'lancaster.error.badBallot' };
		if (!isNat(choice.tokens)) return { key: 'lancaster.error.badAmount' };
		// «Cada jugador podrá reforzar su resolución colocando fichas de voto»: only those held.
		const held = s.players[player]?.voteTokens ?? 0;
		if (choice.tokens > held)
			return { key: 'lancaster.error.notEnoughTokens', values: { n: held } };
		return null;
	},
	action(key, choices) {
		// «Cuando todos los jugadores hayan terminado, se mostrarán los pergaminos»: one vote.
		const ballots = Object.entries(choices).map(([id, c]) => {
			const b = c as BallotChoice;
			return { id, yes: b.yes, tokens: b.tokens };
		});
		const act: LiveAction = { type: 'tableVote', ballots, secret: key };
		return act;
	}
};
