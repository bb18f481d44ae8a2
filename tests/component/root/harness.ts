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
			// A step panel the new state shows loads (already imported: a task is enough).
			await settle();
			return null;
		})
	};
	return h;
}

/** A task's wait: lazily loaded parts already imported, and `Later` parts, are in after it. */
export const settle = () => new Promise((ok) => setTimeout(ok, 0));

/**
 * Imports every part of the live screen that loads when shown (the step panels, More's inside,
 * the explaining code), so a test sees each one a task after it is asked for.
 */
export async function loadPanels(): Promise<void> {
	await Promise.all([
		import('$lib/games/root/ui/SetupStep.svelte'),
		import('$lib/games/root/ui/CultStep.svelte'),
		import('$lib/games/root/ui/CompanyStep.svelte'),
		import('$lib/games/root/ui/Disruption.svelte'),
		import('$lib/games/root/ui/Services.svelte'),
		import('$lib/games/root/ui/MoreBody.svelte'),
		import('$lib/games/root/ui/FixFaction.svelte'),
		import('$lib/games/root/ui/BoardView.svelte'),
		import('$lib/games/root/explain'),
		import('$lib/games/root/explain-factions')
	]);
}
