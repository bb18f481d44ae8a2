/**
 * Kept migrations: how a session recorded by an older version replays the same way today.
 *
 * v1 → v2: a king's favour tile now gives what the rulebook says (gold and squires,
 * a strengthening or a noble, never power points), and a tie on «most gold / most squires»
 * gives each tied player the card's reward instead of typed points. A v1 session keeps what
 * it recorded: its favours become the power correction they were, and its typed tie points
 * are kept as `v1TiePoints`, which only such a replay honours.
 */
import { isRecord } from '../core/checks';
import type { GameAction, Migration } from '../core/types';

function fromV1(a: GameAction): GameAction {
	if (!isRecord(a)) return a;
	if (a.type === 'favour' && 'power' in a)
		return { type: 'adjust', player: a.player, power: a.power } as GameAction;
	if (a.type === 'applyLaw' && isRecord(a.input) && 'tiePoints' in a.input) {
		const { tiePoints, ...input } = a.input;
		return { ...a, input: { ...input, v1TiePoints: tiePoints } } as GameAction;
	}
	return a;
}

/**
 * v2 → v3: knights are placed in turn, a round's troops are all placed before
 * parliament, and a favour tile keeps its printed reward. A v2 session placed knights in the
 * order it recorded and numbered its tiles by the order they were taken: its placements and
 * favours are marked `legacy`, which only such a replay honours.
 */
function fromV2(a: GameAction): GameAction {
	if (!isRecord(a)) return a;
	if (a.type === 'place' || a.type === 'endTroops' || a.type === 'favour')
		return { ...a, legacy: true } as GameAction;
	return a;
}

/**
 * v3 → v4: a county gives only the nobles placed on it at setup. A v3 session
 * may have taken more: its county choices are marked `legacy`, which only such a replay honours.
 */
function fromV3(a: GameAction): GameAction {
	if (!isRecord(a)) return a;
	if (a.type === 'county') return { ...a, legacy: true } as GameAction;
	return a;
}

/*
 * No migration: a favour's strengthening may name where its knight stands (`at`). An action
 * without it (every one recorded before) replays as it did: the knight of that strength placed
 * first this round, else the lower row's, else the court's.
 */
export const migrations: readonly Migration[] = [
	{ from: 1, migrate: (actions) => actions.map(fromV1) },
	{ from: 2, migrate: (actions) => actions.map(fromV2) },
	{ from: 3, migrate: (actions) => actions.map(fromV3) }
];
