/**
 * The order of a round: which step follows which, «Next» through the steps with nothing to
 * record, the King's favour and zone D's gates, and the log line of a step change.
 */
import { invalid, isInvalid } from '../core/types';
import type { Invalid, MessageRef } from '../core/types';
import {
	BUILDINGS_DRAWN,
	FAVOUR_DICE,
	FAVOUR_FACES,
	HORDE_ACTIVATION_ROUND,
	LAST_BUILDING_REVEAL_ROUND
} from './data';
import { favourOrder, hordeActive, PHASES, updateTurnOrder, type Phase } from './rules';
import type { Ctx, LivePlayer, LiveState, Of, Stop } from './live-types';
import { endRound, fameScores, nameOf, slotClosed, withPlayer } from './live-state';
import { resolveHorde } from './live-horde';
import { applyFace } from './live-zone-b';

/** The phase after `phase`, skipping the horde phases when no horde plays this round. */
export function followingPhase(s: LiveState, ctx: Ctx): Phase | 'end' {
	const horde = hordeActive(s.round, ctx.options.variant);
	switch (s.phase) {
		case 'setup':
			// Reglamento «Colocación de los discos»: la partida comienza con esta Fase.
			return 'placement';
		case 'newRound':
			return 'favour';
		case 'favour':
			return 'placement';
		case 'placement':
			return 'zoneA';
		case 'zoneA':
			return 'zoneB';
		case 'zoneB':
			return horde ? 'zoneC' : 'zoneD';
		case 'zoneC':
			return 'hordeMove';
		case 'hordeMove':
			// Reglamento «Ronda 6»: al finalizar el Movimiento de la Horda de la ronda 6 la partida termina.
			return s.round >= s.rounds ? 'end' : 'zoneD';
		case 'zoneD':
			return 'maintenance';
		case 'maintenance':
		case 'ended':
			return s.round >= s.rounds ? 'end' : 'newRound';
	}
}

/** Dice rolled for the King's favour: all 4 with 4 players, else after the exclusion. */
export function favourDiceToExclude(players: number): number {
	return Math.max(0, FAVOUR_DICE.length - players);
}

export function nextPhase(s: LiveState, ctx: Ctx): LiveState | Invalid {
	if (s.phase === 'setup' && !s.setup) return invalid('kingdom-defenders.error.noSetup');
	// The new horde card is entered on the King's favour step at the latest (nothing else is
	// recorded at the new round), before the discs are placed.
	if (s.hordePending && s.phase !== 'newRound')
		return invalid('kingdom-defenders.error.hordeNeeded');
	if (s.phase === 'favour' && s.favour) {
		const waiting = unrecorded(s.favour);
		if (waiting.length)
			return invalid('kingdom-defenders.error.favourIncomplete', {
				player: nameOf(ctx, waiting[0]!)
			});
	}
	if (s.phase === 'hordeMove' && !s.hordeResolved)
		return invalid('kingdom-defenders.error.hordeNotResolved');
	const next = followingPhase(s, ctx);
	if (next === 'end') return endRound(s, 'rounds');
	if (s.phase === 'maintenance') {
		// Reglamento «Mantenimiento»: se desvela la siguiente loseta de Edificio; en las rondas 5 y 6 se ignora.
		const revealedBuildings =
			s.round <= LAST_BUILDING_REVEAL_ROUND
				? Math.min(BUILDINGS_DRAWN, s.revealedBuildings + 1)
				: s.revealedBuildings;
		const done = endRound({ ...s, revealedBuildings }, null);
		const round = s.round + 1;
		// Placement memory: who held which zone C slot (kept from the last round a horde was supplied).
		const lastZoneC = s.zoneCBy.length
			? Object.fromEntries(s.zoneCBy.map((id, i) => [id, s.zoneCSlots[i]!]))
			: s.lastZoneC;
		const players: Record<string, LivePlayer> = {};
		for (const [id, p] of Object.entries(done.players))
			players[id] = { ...p, adventuresThisRound: 0 };
		// Reglamento «Ronda 2»: la Horda se activa: revela la primera carta del mazo de Horda.
		const activates =
			round === HORDE_ACTIVATION_ROUND && ctx.options.variant === 'none' && done.horde === null;
		return {
			...done,
			players,
			round,
			lastZoneC,
			zoneBBy: null,
			phase: 'newRound',
			hordePending: activates,
			pendingSpecial: 0,
			zoneCSlots: [],
			zoneCBy: [],
			zoneCGave: [],
			hordeResolved: false,
			favour: null,
			turnOrderUpdated: false,
			hordeReport: null
		};
	}
	if (next === 'favour') {
		const order = favourOrder(s.turnOrder, fameScores(s));
		// Reglamento «El favor del Rey»: «lanza tantos dados como jugadores haya».
		const rolled = favourDiceToExclude(ctx.players.length) === 0 ? [...FAVOUR_DICE] : null;
		const basis = { fame: fameScores(s), turnOrder: [...s.turnOrder] };
		return { ...s, phase: next, favour: { order, rolled, picks: [], basis } };
	}
	return { ...s, phase: next };
}

/**
 * «Next» with a destination: the steps between have nothing to record (disc placement, zone
 * A, maintenance...), so one tap goes through them; a horde that only advances moves on the
 * way (no choice to make). Zone D's gates, when given, change the turn order first.
 */
export function advance(s: LiveState, a: Of<'nextPhase'>, ctx: Ctx): LiveState | Invalid {
	let cur = s;
	if (a.gate1 || a.gate2) {
		// Gates are zone D's: the move that records them there is the only one taking them.
		if (cur.phase !== 'zoneD') return invalid('error.wrongPhase');
		const r = zoneD(cur, { type: 'zoneD', gate1: a.gate1 ?? null, gate2: a.gate2 ?? null }, ctx);
		if (isInvalid(r)) return r;
		cur = r;
	}
	if (a.pick) return startWithPick(cur, a, ctx);
	if (a.to === undefined) return nextPhase(cur, ctx);
	for (let i = 0; i <= PHASES.length; i++) {
		if (cur.phase === 'hordeMove' && !cur.hordeResolved) {
			const r = resolveHorde(cur, { type: 'resolveHorde', choices: {} }, ctx);
			// A movement with choices is resolved on its own step, never passed through.
			if (isInvalid(r)) return i === 0 ? invalid('kingdom-defenders.error.hordeNotResolved') : r;
			cur = r;
			if (cur.phase === 'ended') return cur;
		}
		const r = nextPhase(cur, ctx);
		if (isInvalid(r)) return r;
		cur = r;
		if (cur.phase === a.to || cur.phase === 'ended') return cur;
	}
	return invalid('kingdom-defenders.error.badStep');
}

/**
 * Zone D's «start the round» with the next round's first favour pick: the steps between
 * (maintenance, the new round) have nothing to record, so the round starts in the same tap.
 */
function startWithPick(s: LiveState, a: Of<'nextPhase'>, ctx: Ctx): LiveState | Invalid {
	// Reglamento «Nueva ronda de juego»: «Seguidamente se procede con la siguiente Fase de juego».
	if (s.phase !== 'zoneD' && s.phase !== 'maintenance') return invalid('error.wrongPhase');
	const r = advance(s, { type: 'nextPhase', to: 'favour' }, ctx);
	if (isInvalid(r)) return r;
	if (r.phase !== 'favour' || r.round !== s.round + 1 || !r.favour)
		return invalid('kingdom-defenders.error.badStep');
	// The pick the step's own turn would refuse is refused here too (the first picker's).
	const turn = favourTurn(r, ctx);
	if (turn !== null && a.pick!.player !== turn)
		return invalid('error.notYourTurn', { player: nameOf(ctx, turn) });
	return favourPick(r, { type: 'favourPick', ...a.pick! }, ctx);
}

/** Who picks now: the order drawn; with resources not tracked, no one in particular. */
export function favourTurn(s: LiveState, ctx: Ctx): string | null {
	if (!s.favour || !ctx.options.trackResources) return null;
	return s.favour.order[s.favour.picks.length] ?? null;
}

/** The players whose favour pick is not recorded yet, in pick order. */
export function unrecorded(f: NonNullable<LiveState['favour']>): string[] {
	return f.order.filter(
		(id) => !f.picks.some((p) => p.player === id) && !(f.untracked ?? []).includes(id)
	);
}

/** A move that finishes its step may go on to the next one in the same tap. */
export function andThen(
	r: LiveState | Invalid,
	to: Stop | undefined,
	ctx: Ctx
): LiveState | Invalid {
	return to === undefined || isInvalid(r) ? r : advance(r, { type: 'nextPhase', to }, ctx);
}

export function favourExclude(s: LiveState, a: Of<'favourExclude'>, ctx: Ctx): LiveState | Invalid {
	if (!s.favour) return invalid('error.internal');
	const n = favourDiceToExclude(ctx.players.length);
	// Reglamento «El favor del Rey»: «Si hay menos de 4 jugadores dicho jugador decide qué dados excluye».
	if (n === 0 || s.favour.rolled !== null) return invalid('kingdom-defenders.error.noExclude');
	if (new Set(a.dice).size !== a.dice.length || a.dice.length !== n)
		return invalid('kingdom-defenders.error.excludeCount', { n });
	const rolled = FAVOUR_DICE.filter((d) => !a.dice.includes(d));
	return { ...s, favour: { ...s.favour, rolled } };
}

export function favourPick(s: LiveState, a: Of<'favourPick'>, ctx: Ctx): LiveState | Invalid {
	if (!s.favour) return invalid('error.internal');
	// Resources tracked: whose pick it is comes from the phase (core refuses another player's).
	const waiting = unrecorded(s.favour);
	if (!waiting.length) return invalid('kingdom-defenders.error.favourDone');
	// With resources not tracked the table records only the picks that change what the app keeps,
	// in any order; a player recorded already has picked.
	if (!waiting.includes(a.player)) return invalid('kingdom-defenders.error.alreadyPicked');
	// The dice left out need not be entered first: the picks name the dice that were rolled.
	if (s.favour.rolled !== null && !s.favour.rolled.includes(a.die))
		return invalid('kingdom-defenders.error.dieNotRolled');
	// Reglamento «El favor del Rey»: «cada jugador elegirá un dado diferente».
	if (s.favour.picks.some((p) => p.die === a.die))
		return invalid('kingdom-defenders.error.dieTaken');
	if (!FAVOUR_DICE.includes(a.die) || !FAVOUR_FACES[a.die].includes(a.face))
		return invalid('kingdom-defenders.error.wrongFace');
	const picks = [...s.favour.picks, { player: a.player, die: a.die, face: a.face }];
	const done = picks.length === s.favour.order.length;
	const rolled =
		s.favour.rolled ?? (done ? FAVOUR_DICE.filter((d) => picks.some((p) => p.die === d)) : null);
	const favour = { ...s.favour, picks, rolled };
	const p = s.players[a.player]!;
	return withPlayer({ ...s, favour }, a.player, applyFace(p, a.face, ctx.options.levelTracks));
}

/**
 * Resources not tracked: the players not recorded yet took a face that changes nothing the app
 * keeps (weapons, spells, a coin or nothing), recorded together; their die and face are not asked.
 */
export function favourRest(s: LiveState, ctx: Ctx): LiveState | Invalid {
	// Reglamento «El favor del Rey»: «Coge una moneda de la reserva», «No ganas nada»: pieces only.
	if (!s.favour) return invalid('error.internal');
	if (ctx.options.trackResources) return invalid('kingdom-defenders.error.resourcesTracked');
	const waiting = unrecorded(s.favour);
	if (!waiting.length) return invalid('kingdom-defenders.error.favourDone');
	return { ...s, favour: { ...s.favour, untracked: [...(s.favour.untracked ?? []), ...waiting] } };
}

export function zoneD(s: LiveState, a: Of<'zoneD'>, ctx: Ctx): LiveState | Invalid {
	if (s.turnOrderUpdated) return invalid('kingdom-defenders.error.turnOrderDone');
	const known = (id: string | null): boolean => id === null || s.turnOrder.includes(id);
	if (!known(a.gate1) || !known(a.gate2)) return invalid('kingdom-defenders.error.unknownPlayer');
	if (a.gate1 === null && a.gate2 === null) return invalid('kingdom-defenders.error.noGate');
	if (a.gate1 !== null && a.gate1 === a.gate2) return invalid('kingdom-defenders.error.sameGate');
	// Reglamento «Partidas de 2 jugadores»: «Los Huecos restringidos a 3 y 4 jugadores no podrán ser ocupados».
	for (const [gate, who] of [
		[1, a.gate1],
		[2, a.gate2]
	] as const) {
		const closed = who ? slotClosed(ctx, `D${gate}`) : 0;
		if (closed) return invalid('kingdom-defenders.error.gateRestricted', { gate, n: closed });
	}
	return {
		...s,
		turnOrder: updateTurnOrder(s.turnOrder, a.gate1, a.gate2),
		turnOrderUpdated: true,
		lastGates: { gate1: a.gate1, gate2: a.gate2 }
	};
}

export function describeNext(a: Of<'nextPhase'>, before: LiveState, ctx: Ctx): MessageRef {
	if (a.to !== undefined || a.gate1 || a.gate2 || a.pick) {
		const after = advance(before, a, ctx);
		if (isInvalid(after)) return { key: 'kingdom-defenders.log.phase', values: { phase: '-' } };
		const gates = {
			gate1: a.gate1 ? nameOf(ctx, a.gate1) : '-',
			gate2: a.gate2 ? nameOf(ctx, a.gate2) : '-'
		};
		const step = after.phase === 'ended' ? 'end' : after.round > before.round ? 'round' : 'phase';
		const pick: Record<string, string> = a.pick
			? { player: nameOf(ctx, a.pick.player), die: a.pick.die, face: a.pick.face }
			: {};
		return {
			key: a.pick ? 'kingdom-defenders.log.startWithPick' : 'kingdom-defenders.log.goTo',
			values: {
				...pick,
				step,
				phase: after.phase,
				round: after.round,
				gates: a.gate1 || a.gate2 ? 'yes' : 'no',
				...gates
			}
		};
	}
	const next = followingPhase(before, ctx);
	if (next === 'end')
		return { key: 'kingdom-defenders.log.gameEnds', values: { round: before.round } };
	if (before.phase === 'maintenance')
		return { key: 'kingdom-defenders.log.newRound', values: { round: before.round + 1 } };
	return { key: 'kingdom-defenders.log.phase', values: { phase: next, round: before.round } };
}
