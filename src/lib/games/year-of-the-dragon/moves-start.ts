/**
 * The live companion before month 1: the setup a session stores, the first state, who is the
 * oldest (legacy sessions) and the starting pairs.
 */
import { seatOrder } from '../core/phases';
import { seedRng } from '../core/rng';
import { invalid, type Invalid } from '../core/types';
import { MONTHS, START } from './data';
import { startingPairError, takeFromSupply, tileValue, type Pair, type PersonTile } from './rules';
import { setupFromCode, type Setup } from './setup';
import type { Ctx } from './options';
import {
	actingPlayer,
	finishTurn,
	moveTrack,
	startHand,
	withPlayer,
	type LiveAction,
	type LivePlayer,
	type LiveState
} from './model';

/** The setup drawn from the seed: stored on the session when it is created (see setupFromCode). */
export function drawSetup(ctx: Ctx): Setup {
	return setupFromCode(ctx.seed, ctx.players.length, ctx.options);
}

/** The session's stored setup (never recomputed on load); drawn only when none was stored. */
export function setupOf(ctx: Ctx): Setup {
	const s = ctx.setup as Setup | null | undefined;
	if (
		s &&
		typeof s === 'object' &&
		Array.isArray(s.eventRow) &&
		s.eventRow.length === MONTHS &&
		Array.isArray(s.pickOrder) &&
		s.pickOrder.length === ctx.players.length &&
		typeof s.personSupply === 'object'
	)
		return s;
	return drawSetup(ctx);
}

export function initLive(ctx: Ctx): LiveState {
	const setup = setupOf(ctx);
	const players: LivePlayer[] = ctx.players.map((p) => ({
		id: p.id,
		yuan: START.yuan,
		rice: 0,
		fireworks: 0,
		smallPrivileges: 0,
		largePrivileges: 0,
		score: START.score,
		track: START.personTrack,
		arrival: 0,
		palaces: START.palaces.map((floors) => ({ floors, persons: [] })),
		hand: startHand()
	}));
	return {
		month: 0,
		phase: 'start',
		eventRow: setup.eventRow,
		firstPlayer: setup.firstPlayer,
		...(setup.oldest ? { askOldest: true } : {}),
		largePrivilegeCost: setup.largePrivilegeCost,
		supply: setup.personSupply,
		players,
		startingPairs: [],
		order: setup.pickOrder.map((seat) => ctx.players[seat].id),
		done: [],
		rng: seedRng(`${ctx.seed}:actions`),
		groups: [],
		dragons: [],
		actions: [],
		plays: [],
		reports: [],
		history: [],
		arrivals: 0,
		final: null
	};
}

/**
 * Reglamento «Preparar»: «Empieza el jugador de mayor edad»; then clockwise (seat order).
 * Said once, before the first pick.
 */
export function reduceOldest(
	state: LiveState,
	a: Extract<LiveAction, { type: 'oldestPlayer' }>,
	ctx: Ctx
): LiveState | Invalid {
	if (!state.askOldest || state.startingPairs.length > 0)
		return invalid('year-of-the-dragon.error.oldestClosed');
	const seat = ctx.players.findIndex((p) => p.id === a.player);
	if (seat < 0)
		return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	const { askOldest: _asked, ...rest } = state;
	return { ...rest, firstPlayer: seat, order: seatOrder(ctx, a.player) };
}

export function reduceStartingPair(
	state: LiveState,
	a: Extract<LiveAction, { type: 'startingPair' }>
): LiveState | Invalid {
	if (state.askOldest) return invalid('year-of-the-dragon.error.oldestFirst');
	const p = actingPlayer(state, a.player);
	if ('invalid' in p) return p;
	if (!Array.isArray(a.persons) || a.persons.length !== 2)
		return invalid('year-of-the-dragon.error.startingPairShape');
	const pair: Pair = [a.persons[0], a.persons[1]];
	const err = startingPairError(
		pair,
		state.startingPairs.map((s) => s.pair),
		state.supply
	);
	if (err) return invalid(err);
	if (!Array.isArray(a.palaces) || a.palaces.length !== 2)
		return invalid('year-of-the-dragon.error.badPalace');
	const palaces = p.palaces.map((x) => ({ ...x, persons: [...x.persons] }));
	for (let i = 0; i < 2; i++) {
		const target = palaces[a.palaces[i]];
		if (!Number.isInteger(a.palaces[i]) || !target)
			return invalid('year-of-the-dragon.error.badPalace');
		if (target.persons.length >= target.floors)
			return invalid('year-of-the-dragon.error.palaceFull', { palace: a.palaces[i] + 1 });
		target.persons.push({ type: pair[i], age: 'young' });
	}
	const tiles: PersonTile[] = pair.map((type) => ({ type, age: 'young' }));
	// Reglamento «Preparar»: al tomar una persona se mueve el marcador su valor; si cae con otro, encima.
	const moved = tiles.reduce((n, t) => n + tileValue(t), 0);
	const s = moveTrack(
		{
			...withPlayer(state, p.id, (x) => ({ ...x, palaces })),
			supply: takeFromSupply(state.supply, tiles),
			startingPairs: [...state.startingPairs, { player: p.id, pair }]
		},
		p.id,
		moved
	);
	return finishTurn(s, p.id);
}
