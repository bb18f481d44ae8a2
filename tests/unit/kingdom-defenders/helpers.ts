import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
	live,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';

/** Plays actions from a state (the start by default); a refusal fails the test with its key. */
export function run(
	c: SessionContext<KdOptions>,
	actions: LiveAction[],
	s: LiveState = live.init(c)
): LiveState {
	for (const a of actions) {
		const n = live.reduce(s, a, c);
		if (isInvalid(n)) throw new Error(`${JSON.stringify(a)}: ${n.reason.key}`);
		s = n;
	}
	return s;
}
