import { vi } from 'vitest';
import { isInvalid, type Flow, type GameAction, type SessionContext } from '$lib/games/core/types';
import type { Options } from '$lib/games/xidit';
import { defaultOptions } from '$lib/games/xidit';

export const PLAYERS = [
	{ id: 'ana', name: 'Ana', color: '#c62828' },
	{ id: 'ben', name: 'Ben', color: '#1565c0' },
	{ id: 'cai', name: 'Cai', color: '#2e7d32' },
	{ id: 'dia', name: 'Dia', color: '#f9c80e' }
];

export function context(n = 4, options: Partial<Options> = {}): SessionContext<Options> {
	return {
		players: PLAYERS.slice(0, n),
		options: { ...defaultOptions(), ...options },
		seed: 'ABCDEF'
	};
}

/** Applies actions with the real reducer (throws on a refusal). */
export function apply<S, A extends GameAction>(
	flow: Flow<S, A, Options>,
	ctx: SessionContext<Options>,
	state: S,
	...actions: A[]
): S {
	let s = state;
	for (const a of actions) {
		const r = flow.reduce(s, a, ctx);
		if (isInvalid(r)) throw new Error(`${a.type} refused: ${r.reason.key}`);
		s = r;
	}
	return s;
}

/**
 * A dispatch that behaves like the platform: reduces, stores the new state and re-renders,
 * or resolves the refusal. Call `bind(rerender)` after render().
 */
export function liveDispatch<S, A extends GameAction>(
	flow: Flow<S, A, Options>,
	ctx: SessionContext<Options>,
	initial: S
) {
	const box = {
		state: initial,
		rerender: null as null | ((p: { state: S }) => Promise<void> | void)
	};
	const dispatch = vi.fn(async (a: A) => {
		const r = flow.reduce(box.state, a, ctx);
		if (isInvalid(r)) return r.reason;
		box.state = r;
		await box.rerender?.({ state: r });
		return null;
	});
	return { box, dispatch };
}

/** Nine regions with values 8 / 4 (as a table would enter them from its board). */
export const REGIONS_8_4 = [
	'region1',
	'region2',
	'region3',
	'region4',
	'region5',
	'region6',
	'region7',
	'region8',
	'bastion'
].map((id) => ({
	id,
	label: '',
	first: 8,
	second: 4,
	mark: id === 'region1' ? 1 : id === 'region2' ? 2 : 0
}));
