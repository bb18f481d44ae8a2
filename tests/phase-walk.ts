/**
 * Replays a log through a flow that declares phases and checks the declaration holds: every
 * state is in a declared phase, every accepted move is one its phase allows, and every change of
 * phase goes to one the phase lists as next. Games call it from their golden-log tests.
 */
import { expect } from 'vitest';
import { allows, phaseOf } from '$lib/games/core/phases';
import { isInvalid, type Flow, type GameAction, type SessionContext } from '$lib/games/core/types';

export function walkPhases<S, O>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<S, any, O>,
	ctx: SessionContext<O>,
	log: readonly GameAction[]
): string[] {
	const p = flow.phases;
	expect(p, 'the flow declares its phases').toBeDefined();
	let state = flow.init(ctx);
	const seen = [p!.of(state, ctx)];
	for (const a of log) {
		const from = p!.of(state, ctx);
		expect(phaseOf(p!, state, ctx), `phase «${from}» is declared`).not.toBeNull();
		const next = flow.reduce(state, a, ctx);
		if (isInvalid(next)) continue;
		expect(allows(p!, state, a.type, ctx), `«${a.type}» allowed in «${from}»`).toBe(true);
		const to = p!.of(next, ctx);
		expect(phaseOf(p!, next, ctx), `phase «${to}» is declared`).not.toBeNull();
		if (to !== from) {
			expect(p!.list[from]!.next, `«${from}» may lead to «${to}»`).toContain(to);
			seen.push(to);
		}
		state = next;
	}
	return seen;
}
