import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	defaultOptions,
	live,
	module,
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

/** A table of `n` of Ana, Beto, Carla and Dani, with options over the defaults and its setup. */
export function rulesCtx(n = 3, over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	const base = {
		players: ['Ana', 'Beto', 'Carla', 'Dani']
			.slice(0, n)
			.map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), ...over },
		seed: 'RULES1'
	};
	return { ...base, setup: module.drawSetup?.(base) ?? null };
}

/** A refusal's key (undefined for a state). */
export const key = (r: unknown) => (r as Invalid).reason?.key;
/** The step's own «next». */
export const next: LiveAction = { type: 'nextPhase' };
/** A horde card: 6 weapons, 4 spells, speed 3, 15 siege fame. */
export const horde: LiveAction = {
	type: 'revealHorde',
	weapons: 6,
	spells: 4,
	speed: 3,
	siegeFame: 15
};
