/**
 * Before the first round: the setup drawn from the session's seed (or a redraw), the seats,
 * and the destiny card's starting resources.
 */
import { nextInt, seedRng } from '../core/rng';
import { invalid, isInvalid } from '../core/types';
import type { Invalid } from '../core/types';
import { FAMILY_ROUNDS, ROUNDS } from './data';
import { isSetupPlan, tryPlanSetup, type SetupPlan } from './setup';
import type { Ctx, LivePlayer, LiveState, Of } from './live-types';
import { newPlayer, withPlayer } from './live-state';

/** The setup options of a session (its options, player count and a seed). */
export function setupOptions(ctx: Ctx, seed: string) {
	const o = ctx.options;
	return {
		players: ctx.players.length as 2 | 3 | 4,
		difficulty: o.difficulty,
		stars: o.stars,
		seed,
		...(o.variant === 'none' ? {} : { variant: o.variant }),
		...(o.targetStars === null ? {} : { targetStars: o.targetStars })
	};
}

/** The setup drawn from the seed, or why none exists (stored on the session when created). */
export function drawLiveSetup(ctx: Ctx, seed = ctx.seed): SetupPlan | Invalid {
	return tryPlanSetup(setupOptions(ctx, seed));
}

export function planOrError(p: SetupPlan | Invalid): Pick<LiveState, 'setup' | 'setupError'> {
	return isInvalid(p) ? { setup: null, setupError: p.reason } : { setup: p, setupError: null };
}

export function seatPlayers(
	ctx: Ctx,
	setup: SetupPlan | null
): Pick<LiveState, 'turnOrder' | 'players'> {
	const ids = ctx.players.map((p) => p.id);
	const turnOrder = setup ? setup.turnOrder.map((seat) => ids[seat]!) : ids;
	const players: Record<string, LivePlayer> = {};
	ids.forEach((id, seat) => (players[id] = newPlayer(setup ? (setup.startingFame[seat] ?? 0) : 0)));
	return { turnOrder, players };
}

export function initLive(ctx: Ctx): LiveState {
	// The session's stored setup; drawn from the seed only when none was stored.
	const plan = planOrError(isSetupPlan(ctx.setup) ? ctx.setup : drawLiveSetup(ctx));
	return {
		...plan,
		redraws: 0,
		rng: seedRng(`kingdom-defenders/live/${ctx.seed}`),
		phase: 'setup',
		round: 1,
		rounds: ctx.options.variant === 'family' ? FAMILY_ROUNDS : ROUNDS,
		...seatPlayers(ctx, plan.setup),
		revealedBuildings: 1,
		horde: null,
		// Reglamento «Variante extrema»: en la preparación revela la primera carta de Horda.
		hordePending: ctx.options.variant === 'extreme',
		pendingSpecial: 0,
		counter: 0,
		camps: {},
		zoneCSlots: [],
		zoneCBy: [],
		zoneCGave: [],
		hordeResolved: false,
		wall: 'A',
		hordeVictoryRounds: [],
		favour: null,
		turnOrderUpdated: false,
		hordeReport: null,
		ended: null,
		history: [],
		finalInputs: null,
		final: null,
		lastZoneC: {},
		lastGates: null
	};
}

/**
 * Reglamento «Cartas de Destino»: «Los jugadores cogen en secreto los recursos indicados en la
 * parte superior izquierda de la carta». Entered before the game starts (sets them).
 */
export function startingResources(
	s: LiveState,
	a: Of<'startingResources'>,
	ctx: Ctx
): LiveState | Invalid {
	if (!ctx.options.trackResources) return invalid('kingdom-defenders.error.resourcesNotTracked');
	const { weapons, spells, coins, loot } = a;
	return withPlayer(s, a.player, { weapons, spells, coins, loot });
}

/** Another setup drawn before the game starts (the table did not like this one). */
export function redrawSetup(s: LiveState, ctx: Ctx): LiveState | Invalid {
	const [n, rng] = nextInt(s.rng, 2 ** 31);
	const plan = planOrError(drawLiveSetup(ctx, `${ctx.seed}/${n}`));
	return { ...s, ...plan, ...seatPlayers(ctx, plan.setup), rng, redraws: s.redraws + 1 };
}
