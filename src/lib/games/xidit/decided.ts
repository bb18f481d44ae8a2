/**
 * What decided the Saviour of the Kingdom, for the shared result line: the ghost outlasting
 * every player, a tie in the last evaluation settled by the rulebook, or the richest player
 * eliminated by an evaluation. Absent when none of these says more than the ranking.
 */
import type { MessageRef } from '../core/types';
import { GHOST_ID } from './data';
import type { FinalEvaluationExplained } from './scoring';

/**
 * In the order a reader needs it: the ghost winning means no player did; a tie-break in the
 * last evaluation picked the winner over the runner-up; otherwise the richest player's fall
 * is what the Sovereigns alone would not predict.
 */
export function decidedOf(
	r: FinalEvaluationExplained,
	name: (id: string) => string,
	units: Readonly<Record<string, number | undefined>>
): { decidedBy?: MessageRef } {
	const last = r.rounds.at(-1);
	if (!r.winner || !last) return {};
	const roundOf = (id: string) => r.rounds.findIndex((x) => x.eliminated.includes(id));
	// Reglamento p.18 «es posible que el Jugador Fantasma elimine a otro jugador»: if it outlasts all, no player wins.
	if (r.winner === GHOST_ID) {
		const player = last.eliminated.find((id) => id !== GHOST_ID);
		if (!player) return {};
		return {
			decidedBy: {
				key: 'xidit.decided.ghost',
				values: { player: name(player), round: r.rounds.length, criterion: last.criterion }
			}
		};
	}
	// Reglamento p.15 «Resolver empates»: more units behind the screen, then closer to the first player; p.18: the ghost loses every tie.
	const tie = last.reasons.find((x) => x.against === r.winner && x.reason !== 'lowest');
	if (tie)
		return {
			decidedBy: {
				key: 'xidit.decided.tie',
				values: {
					winner: name(r.winner),
					other: tie.id === GHOST_ID ? GHOST_ID : name(tie.id),
					criterion: last.criterion,
					score: r.totals[r.winner]?.[last.criterion] ?? 0,
					how: tie.reason,
					units: units[r.winner] ?? 0,
					otherUnits: units[tie.id] ?? 0
				}
			}
		};
	const players = Object.keys(r.totals).filter((id) => id !== GHOST_ID);
	const most = Math.max(...players.map((id) => r.totals[id]!.wealth));
	const richest = players.filter((id) => r.totals[id]!.wealth === most);
	if (richest.includes(r.winner) || most <= 0) return {};
	// The richest who lasted longest: the one whose fall the Sovereigns least foretold.
	const fell = richest.reduce((a, b) => (roundOf(b) > roundOf(a) ? b : a));
	const round = roundOf(fell);
	if (round < 0) return {};
	return {
		decidedBy: {
			key: 'xidit.decided.richest',
			values: {
				player: name(fell),
				sovereigns: most,
				round: round + 1,
				criterion: r.rounds[round]!.criterion
			}
		}
	};
}
