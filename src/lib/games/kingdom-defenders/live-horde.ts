/**
 * The horde: its card entered, the camps supplied in zone C, and its movement (victory,
 * advance, siege) with each player's effect and choices.
 */
import { hasOwn } from '../core/checks';
import { invalid } from '../core/types';
import type { Invalid, MessageRef } from '../core/types';
import {
	FAME_LOST_EMPTY_CAMP_DISC,
	HORDE_SPEEDS,
	MAX_WOUNDS,
	SPECIAL_HORDE_ROUNDS,
	ZONE_C_SLOT_MAX
} from './data';
import {
	contributionError,
	contributionFame,
	hordeOutcome,
	siegeEffects,
	victoryEffects,
	type Camp,
	type HordeCard,
	type HordeEffect
} from './rules';
import { climb } from './tracks';
import type { Ctx, HordeChoice, LivePlayer, LiveState, Of } from './live-types';
import { endRound, nameOf, notEnough, slotClosed, withPlayer } from './live-state';

export function hordeEffects(
	horde: HordeCard,
	outcome: 'victory' | 'siege',
	camps: Readonly<Record<string, Camp>>,
	ctx: Ctx,
	siegeFame = horde.siegeFame ?? 0
): HordeEffect[] {
	const ids = ctx.players.map((p) => p.id);
	return outcome === 'victory'
		? victoryEffects(ids, camps, horde.victory)
		: siegeEffects(ids, camps, siegeFame, horde.siege);
}

export function revealHorde(s: LiveState, a: Of<'revealHorde'>): LiveState | Invalid {
	if (!s.hordePending) return invalid('kingdom-defenders.error.noHordeNeeded');
	if (a.weapons + a.spells === 0) return invalid('kingdom-defenders.error.hordeResources');
	// Reglamento «Nueva ronda»: «velocidad variable “1”, “2” ó “3”».
	if (!HORDE_SPEEDS.includes(a.speed)) return invalid('kingdom-defenders.error.hordeSpeed');
	const horde: HordeCard = {
		weapons: a.weapons,
		spells: a.spells,
		speed: a.speed,
		...(a.siegeFame === undefined ? {} : { siegeFame: a.siegeFame }),
		special: s.pendingSpecial
	};
	// Reglamento «Movimiento de la Horda»: the rows printed at the bottom of the card.
	if (a.rows?.victory) horde.victory = a.rows.victory;
	if (a.rows?.siege) horde.siege = a.rows.siege;
	// Reglamento «Ronda 2»: el contador se coloca en la casilla de la velocidad de la carta.
	return { ...s, horde, counter: a.speed, hordePending: false, pendingSpecial: 0 };
}

export function supplyCamp(s: LiveState, a: Of<'supplyCamp'>, ctx: Ctx): LiveState | Invalid {
	if (!s.horde) return invalid('kingdom-defenders.error.noHorde');
	if (a.slot < 1 || a.slot > ZONE_C_SLOT_MAX.length)
		return invalid('kingdom-defenders.error.badSlot');
	// Reglamento «Zona C»: «Los huecos se activan de arriba hacia abajo».
	if (s.zoneCSlots.some((n) => n >= a.slot))
		return invalid('kingdom-defenders.error.slotOrder', { slot: a.slot });
	// Reglamento «Partidas de 2 jugadores»: «Los Huecos restringidos a 3 y 4 jugadores no podrán ser ocupados».
	const closed = slotClosed(ctx, `C${a.slot}`);
	if (closed) return invalid('kingdom-defenders.error.slotRestricted', { slot: a.slot, n: closed });
	// Reglamento «Colocación»: «Cada jugador solo puede ocupar un hueco en cada ZONA del tablero».
	if (s.zoneCBy.includes(a.player))
		return invalid('kingdom-defenders.error.oneSlotPerZone', { player: nameOf(ctx, a.player) });
	const err = contributionError({
		horde: s.horde,
		camps: s.camps,
		player: a.player,
		slot: a.slot,
		weapons: a.weapons,
		spells: a.spells,
		players: ctx.players.length
	});
	if (err) return invalid(err.key, err.values ? { ...err.values } : undefined);
	const p = s.players[a.player]!;
	// Reglamento «Zona C»: «Los recursos aportados por cada jugador proceden de su reserva personal».
	if (ctx.options.trackResources && (p.weapons < a.weapons || p.spells < a.spells))
		return notEnough(ctx, a.player, p);
	const own = s.camps[a.player] ?? { weapons: 0, spells: 0 };
	const camps = {
		...s.camps,
		[a.player]: { weapons: own.weapons + a.weapons, spells: own.spells + a.spells }
	};
	const change: Partial<LivePlayer> = {
		fame: p.fame + contributionFame(a.weapons, a.spells, FAME_LOST_EMPTY_CAMP_DISC)
	};
	if (ctx.options.trackResources) {
		change.weapons = p.weapons - a.weapons;
		change.spells = p.spells - a.spells;
	}
	const next = {
		...s,
		camps,
		zoneCSlots: [...s.zoneCSlots, a.slot],
		zoneCBy: [...s.zoneCBy, a.player],
		zoneCGave: [...(s.zoneCGave ?? []), { weapons: a.weapons, spells: a.spells }]
	};
	return withPlayer(next, a.player, change);
}

/**
 * The zone C supply of this round after which the camps held everything the card asks: the
 * slot that decided the victory. Null when the card was covered before this round's supplies.
 */
export function decisiveSupply(s: LiveState): { player: string; slot: number } | null {
	if (!s.horde) return null;
	const gave = s.zoneCGave ?? [];
	if (gave.length !== s.zoneCBy.length) return null;
	const sum = (k: 'weapons' | 'spells') =>
		Object.values(s.camps).reduce((n, c) => n + c[k], 0) - gave.reduce((n, g) => n + g[k], 0);
	let weapons = sum('weapons');
	let spells = sum('spells');
	if (weapons >= s.horde.weapons && spells >= s.horde.spells) return null;
	for (let i = 0; i < gave.length; i++) {
		weapons += gave[i]!.weapons;
		spells += gave[i]!.spells;
		if (weapons >= s.horde.weapons && spells >= s.horde.spells)
			return { player: s.zoneCBy[i]!, slot: s.zoneCSlots[i]! };
	}
	return null;
}

export function resolveHorde(s: LiveState, a: Of<'resolveHorde'>, ctx: Ctx): LiveState | Invalid {
	if (!s.horde) return invalid('kingdom-defenders.error.noHorde');
	if (s.hordeResolved) return invalid('kingdom-defenders.error.hordeAlreadyResolved');
	const outcome = hordeOutcome(s.horde, s.camps, s.counter);
	// Reglamento «Situación de ¿Derrota?»: el contador avanza un espacio hacia abajo.
	const seen = { card: s.horde, camps: s.camps, wall: s.wall };
	if (outcome === 'advance') {
		const hordeReport = { round: s.round, outcome, counter: s.counter - 1, effects: [], ...seen };
		return { ...s, counter: s.counter - 1, hordeResolved: true, hordeReport };
	}
	const siegeFame = s.horde.siegeFame ?? a.siegeFame;
	// Reglamento «El Asedio»: «pierde tantos Puntos de Fama como se indican» (printed on the card).
	if (outcome === 'siege' && siegeFame === undefined)
		return invalid('kingdom-defenders.error.siegeFameNeeded');
	const effects = hordeEffects(s.horde, outcome, s.camps, ctx, siegeFame);
	const decisive = outcome === 'victory' ? decisiveSupply(s) : null;
	// The choices this movement asked for (a choice sent for nothing asked is not kept).
	const choices = Object.fromEntries(
		effects.map((e) => {
			const c = hasOwn(a.choices, e.id) ? a.choices[e.id]! : {};
			const used: HordeChoice = {};
			if (e.coinOrLoot && c.reward) used.reward = c.reward;
			if (e.level && c.level) used.level = c.level;
			if (e.fewest && c.penalty) used.penalty = c.penalty;
			return [e.id, used];
		})
	);
	let next: LiveState = {
		...s,
		hordeReport: {
			round: s.round,
			outcome,
			counter: 0,
			effects,
			...seen,
			choices,
			...(outcome === 'siege' ? { siegeFame } : {}),
			...(decisive ? { decisive } : {})
		}
	};
	for (const eff of effects) {
		const c = hasOwn(a.choices, eff.id) ? a.choices[eff.id]! : {};
		const before = next.players[eff.id]!;
		let p: LivePlayer = { ...before, fame: before.fame + eff.fame };
		if (eff.coinOrLoot) {
			if (c.reward === undefined)
				return invalid('kingdom-defenders.error.chooseReward', { player: nameOf(ctx, eff.id) });
			if (c.reward === 'coin') p.coins += 1;
			else p.loot += 1;
		}
		if (eff.level) {
			if (c.level === undefined)
				return invalid('kingdom-defenders.error.chooseLevel', { player: nameOf(ctx, eff.id) });
			p = climb(p, c.level, 1, ctx.options.levelTracks);
		}
		if (eff.reward) p.rewards += 1;
		if (eff.fewest) {
			// Reglamento «El Asedio»: «elige entre sufrir 1 Herida o entregar 1 botín a la reserva».
			const canWound = p.wounds < MAX_WOUNDS;
			const canLoot = !ctx.options.trackResources || p.loot > 0;
			if (c.penalty === 'wound') {
				if (!canWound)
					return invalid('kingdom-defenders.error.woundsFull', { player: nameOf(ctx, eff.id) });
				p.wounds += 1;
			} else if (c.penalty === 'loot') {
				if (!canLoot)
					return invalid('kingdom-defenders.error.noLoot', { player: nameOf(ctx, eff.id) });
				// «entregar 1 botín a la reserva»: it leaves the count, tracked or not, so it is not
				// scored at the end (p.18 «Cada Botín que los jugadores conserven aporta 1 Punto de
				// Fama»). Untracked, a loot the app never saw may be handed back: never below 0.
				p.loot = Math.max(0, p.loot - 1);
			} else if (canWound || canLoot)
				return invalid('kingdom-defenders.error.choosePenalty', { player: nameOf(ctx, eff.id) });
		}
		next = withPlayer(next, eff.id, p);
	}
	// The fame each player's track moved (it never goes below 0, so a siege may take less).
	const applied = Object.fromEntries(
		effects.map((e) => [e.id, next.players[e.id]!.fame - s.players[e.id]!.fame])
	);
	next = { ...next, hordeReport: { ...next.hordeReport!, applied } };
	// Reglamento «Nueva Horda»: se retiran los recursos de los campamentos.
	next = { ...next, camps: {}, hordeResolved: true, counter: 0, horde: null };
	if (outcome === 'victory')
		next = { ...next, hordeVictoryRounds: [...next.hordeVictoryRounds, s.round] };
	else {
		// Reglamento «El Asedio»: la Muralla pasa de A a B; si ya mostraba B la ciudad es arrasada.
		if (s.wall === 'B') return endRound({ ...next, wall: 'fallen' }, 'cityFell');
		next = { ...next, wall: 'B' };
	}
	// Reglamento «Nueva Horda»: revela una nueva carta (la Horda especial en las rondas 4 y 5).
	const more = s.round < s.rounds;
	return {
		...next,
		hordePending: more,
		pendingSpecial: more && SPECIAL_HORDE_ROUNDS.includes(s.round) ? s.round : 0
	};
}

export function describeHorde(before: LiveState): MessageRef {
	const outcome = before.horde
		? hordeOutcome(before.horde, before.camps, before.counter)
		: 'advance';
	if (outcome === 'siege' && before.wall === 'B') return { key: 'kingdom-defenders.log.cityFalls' };
	const values = { counter: Math.max(0, before.counter - 1), round: before.round };
	switch (outcome) {
		case 'victory':
			return { key: 'kingdom-defenders.log.victory', values };
		case 'siege':
			return { key: 'kingdom-defenders.log.siege', values };
		case 'advance':
			return { key: 'kingdom-defenders.log.advance', values };
	}
}
