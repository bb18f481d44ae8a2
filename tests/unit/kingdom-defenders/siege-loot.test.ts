/**
 * Reglamento «El Asedio»: «elige entre sufrir 1 Herida o entregar 1 botín a la reserva», and
 * p.18: «Cada Botín que los jugadores conserven aporta 1 Punto de Fama». The loot handed back
 * leaves the player's count (resources tracked or not), so the end does not score it.
 */
import { describe, expect, it } from 'vitest';
import { migrateActions } from '$lib/games/core/replay';
import { isInvalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import {
	defaultOptions,
	live,
	module,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { finalPrefill } from '$lib/games/kingdom-defenders/live-final';

function ctx(over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	return {
		players: ['Ana', 'Ben', 'Cleo'].map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), ...over },
		seed: 'LOOT1'
	};
}

function apply(s: LiveState, a: LiveAction, c: SessionContext<KdOptions>): LiveState {
	const n = live.reduce(s, a, c);
	if (isInvalid(n)) throw new Error(`${JSON.stringify(a)}: ${n.reason.key}`);
	return n;
}

/** Round 2's horde movement with a horde due to besiege: only Ana's camp holds anything. */
function atSiege(c: SessionContext<KdOptions>, loot: number): LiveState {
	let s = live.init(c);
	for (let guard = 0; guard < 100 && !(s.round === 2 && s.phase === 'zoneC'); guard++) {
		if (s.hordePending)
			s = apply(s, { type: 'revealHorde', weapons: 9, spells: 9, speed: 3, siegeFame: 15 }, c);
		else if (s.phase === 'favour' && s.favour && s.favour.rolled === null)
			s = apply(s, { type: 'favourExclude', dice: ['healing'] }, c);
		else if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length) {
			const i = s.favour.picks.length;
			const die = (['strength', 'magic', 'wealth'] as const)[i]!;
			const face = (['weapon1', 'spell1', 'coin'] as const)[i]!;
			s = apply(s, { type: 'favourPick', player: s.favour.order[i]!, die, face }, c);
		} else s = apply(s, { type: 'nextPhase' }, c);
	}
	const players = Object.fromEntries(
		Object.entries(s.players).map(([id, p]) => [id, { ...p, loot: id === 'p1' ? loot : 0 }])
	);
	s = { ...s, players, counter: 1, camps: { p0: { weapons: 2, spells: 1 } } };
	return apply(s, { type: 'nextPhase' }, c);
}

const siege = (penalty: 'wound' | 'loot'): LiveAction => ({
	type: 'resolveHorde',
	choices: { p0: { level: 'magic' }, p1: { penalty }, p2: { penalty: 'wound' } },
	siegeFame: 15
});

describe('a siege’s «1 botín a la reserva» leaves the count', () => {
	it('resources not tracked (the default): Ben’s 2 loot become 1, and the final form starts from 1', () => {
		const c = ctx();
		const s = atSiege(c, 2);
		expect(s.phase).toBe('hordeMove');
		const r = apply(s, siege('loot'), c);
		expect(r.players.p1.loot).toBe(1);
		expect(r.players.p1.wounds).toBe(s.players.p1.wounds);
		expect(finalPrefill(r, c).p1!.loot).toBe(1);
	});
	it('not tracked, with no loot counted: the loot may still be chosen and the count stays at 0', () => {
		const c = ctx();
		const r = apply(atSiege(c, 0), siege('loot'), c);
		expect(r.players.p1.loot).toBe(0);
	});
	it('resources tracked: one loot leaves as before', () => {
		const c = ctx({ trackResources: true });
		const r = apply(atSiege(c, 2), siege('loot'), c);
		expect(r.players.p1.loot).toBe(1);
	});
});

describe('a version 2 log', () => {
	it('replays under the rule put right, with no notice (its actions unchanged)', () => {
		const actions = [siege('loot')] as GameAction[];
		expect(module.version).toBe(3);
		expect(migrateActions(module, 2, actions)).toEqual({ actions, notice: null });
	});
});
