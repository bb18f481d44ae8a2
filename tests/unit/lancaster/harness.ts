/** What the live companion's unit tests share: a 3-player table and strict steps over the flow. */
import { expect } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import type { Options } from '$lib/games/lancaster/options';

/** Ana, Ben and Cai with the app's law deck; the seed fixes the laws dealt. */
export function table(seed: string) {
	const ctx: SessionContext<Options> = {
		players: [
			{ id: 'ana', name: 'Ana', color: '#c00' },
			{ id: 'ben', name: 'Ben', color: '#00c' },
			{ id: 'cai', name: 'Cai', color: '#0a0' }
		],
		options: { twoPlayerAllies: false, lawDeck: 'app' },
		seed
	};
	/** One action that the rules must accept. */
	function step(s: LiveState, a: LiveAction): LiveState {
		const r = live.reduce(s, a, ctx);
		if (isInvalid(r)) throw new Error(`${a.type}: ${r.reason.key}`);
		return r;
	}
	const run = (s: LiveState, ...as: LiveAction[]) => as.reduce(step, s);
	/** One action that the rules must refuse, with this reason. */
	function refuses(s: LiveState, a: LiveAction, key: string) {
		const r = live.reduce(s, a, ctx);
		expect(isInvalid(r), a.type).toBe(true);
		expect((r as Invalid).reason.key).toBe(key);
	}
	return { ctx, step, run, refuses };
}
