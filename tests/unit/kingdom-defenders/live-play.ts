/**
 * A Kingdom Defenders table played by its actions, for the state tests: a context, one action
 * applied (a refusal fails the test), a refusal checked, and a game played to a given step.
 */
import { expect } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	module,
	defaultOptions,
	live,
	type FinalInput,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { next } from './helpers';

export const messages = {
	es: await module.messages.es(),
	en: await module.messages.en()
};

export function ctx(
	n = 3,
	over: Partial<KdOptions> = {},
	seed = 'SEED42'
): SessionContext<KdOptions> {
	const names = ['Ana', 'Beto', 'Carla', 'Dani'];
	return {
		players: names.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), ...over },
		seed
	};
}

export function apply(s: LiveState, a: LiveAction, c: SessionContext<KdOptions>): LiveState {
	const next = live.reduce(s, a, c);
	if (isInvalid(next))
		throw new Error(`unexpected invalid ${JSON.stringify(next.reason)} for ${JSON.stringify(a)}`);
	return next;
}

export function expectInvalid(
	s: LiveState,
	a: LiveAction,
	c: SessionContext<KdOptions>,
	key: string
): void {
	const before = JSON.stringify(s);
	const r = live.reduce(s, a, c);
	expect(isInvalid(r)).toBe(true);
	// Core's own refusals (a step's or a turn's) keep their `error.` key.
	const full = key.startsWith('error.') ? key : `kingdom-defenders.error.${key}`;
	expect((r as Invalid).reason.key).toBe(full);
	expect(JSON.stringify(s)).toBe(before);
}

export function fewestWound(s: LiveState): Record<string, { penalty: 'wound' | 'loot' }> {
	const choices: Record<string, { penalty: 'wound' | 'loot' }> = {};
	for (const [id, p] of Object.entries(s.players))
		choices[id] = { penalty: p.wounds < 4 ? 'wound' : 'loot' };
	return choices;
}

/** Plays until the given phase of the given round, entering hordes and resolving movements. */
export function playTo(
	c: SessionContext<KdOptions>,
	round: number,
	phase: LiveState['phase'],
	from = live.init(c)
): { s: LiveState; log: LiveAction[] } {
	let s = from;
	const log: LiveAction[] = [];
	const step = (a: LiveAction): void => {
		s = apply(s, a, c);
		log.push(a);
	};
	for (let guard = 0; guard < 200 && !(s.round === round && s.phase === phase); guard++) {
		if (s.hordePending)
			step({ type: 'revealHorde', weapons: 6, spells: 4, speed: 3, siegeFame: 15 });
		else if (s.phase === 'favour' && s.favour && s.favour.rolled === null) {
			// Fewer than 4 players: the first chooser leaves the last dice out of the roll.
			const dice = ['strength', 'magic', 'wealth', 'healing'] as const;
			step({ type: 'favourExclude', dice: dice.slice(s.favour.order.length) });
		} else if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length) {
			const dice = ['strength', 'magic', 'wealth', 'healing'] as const;
			const faces = ['weapon1', 'spell1', 'coin', 'nothing'] as const;
			const i = s.favour.picks.length;
			step({ type: 'favourPick', player: s.favour.order[i], die: dice[i], face: faces[i] });
		} else if (s.phase === 'hordeMove' && !s.hordeResolved) {
			step({ type: 'resolveHorde', choices: fewestWound(s) });
		} else step(next);
	}
	return { s, log };
}

export const finalInput = (over: Partial<FinalInput> = {}): FinalInput => ({
	loot: 2,
	runes: [1, 1, 0, 0, 0],
	trophies: 1,
	weapons: 1,
	tomes: 1,
	orbs: 1,
	strengthMultiplier: 2,
	magicMultiplier: 1,
	...over
});
