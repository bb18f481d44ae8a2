import { render } from '@testing-library/svelte';
import { vi } from 'vitest';
import type { Component } from 'svelte';
import { isInvalid, type Flow, type GameAction, type SessionContext } from '$lib/games/core/types';
import { defaultOptions, type KdOptions } from '$lib/games/kingdom-defenders';
import { settled } from '../helpers';

// The step panels the live screen loads lazily, loaded before any test renders it.
import.meta.glob('/src/lib/games/kingdom-defenders/ui/*.svelte', { eager: true });

export function kdCtx(
	n = 3,
	over: Partial<KdOptions> = {},
	seed = 'KDTEST'
): SessionContext<KdOptions> {
	const names = ['Ana', 'Benno', 'Clara', 'Dora'];
	const colors = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a'];
	return {
		players: names.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: colors[i] })),
		options: { ...defaultOptions(), ...over },
		seed
	};
}

/** Applies actions with the core (throws on a refusal: test setup must be legal). */
export function play<S, A extends GameAction>(
	flow: Flow<S, A, KdOptions>,
	ctx: SessionContext<KdOptions>,
	state: S,
	actions: A[]
): S {
	let s = state;
	for (const a of actions) {
		const r = flow.reduce(s, a, ctx);
		if (isInvalid(r)) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason.key}`);
		s = r;
	}
	return s;
}

/** Renders a flow screen whose dispatch applies the core's reduce and re-renders, like the platform. */
export async function mount<S, A extends GameAction>(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Screen: Component<any>,
	flow: Flow<S, A, KdOptions>,
	ctx: SessionContext<KdOptions>,
	initial?: S
) {
	let state = initial ?? flow.init(ctx);
	const dispatch = vi.fn(async (a: A) => {
		const r = flow.reduce(state, a, ctx);
		if (isInvalid(r)) return r.reason;
		state = r;
		await view.rerender({ state } as never);
		return null;
	});
	const view = render(Screen, { props: { state, ctx, dispatch } as never });
	await settled();
	return {
		view,
		dispatch,
		get state() {
			return state;
		}
	};
}
