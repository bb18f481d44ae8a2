import { vi } from 'vitest';
import { isInvalid, type Flow, type GameAction, type SessionContext } from '$lib/games/core/types';

/**
 * A tiny stand-in for the session screen: dispatch applies the reducer and re-renders with the
 * new state (or resolves the refusal), like the platform does after the IndexedDB commit.
 */
export function harness<S, A extends GameAction, O>(
	flow: Flow<S, A, O>,
	ctx: SessionContext<O>,
	initial?: S
) {
	const h = {
		state: initial ?? flow.init(ctx),
		rerender: null as null | ((props: { state: S }) => Promise<void>),
		actions: [] as A[],
		dispatch: vi.fn(async (action: A) => {
			const next = flow.reduce(h.state, action, ctx);
			if (isInvalid(next)) return next.reason;
			h.actions.push(action);
			h.state = next;
			await h.rerender?.({ state: next });
			return null;
		})
	};
	return h;
}
