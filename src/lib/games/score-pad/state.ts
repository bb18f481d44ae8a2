/**
 * Generic score pad: players, rounds, points per round, running totals, winner and ties.
 * A table uses it for any game Tablemate does not know yet.
 */
import { rankBy } from '../core/ranking';
import * as v from 'valibot';
import { defineFlow, move } from '../core/define';
import { phases } from '../core/phases';
import {
	invalid,
	type Flow,
	type Invalid,
	type SessionContext,
	type SessionSummary
} from '../core/types';

export interface ScorePadOptions {
	/** When true the lowest total wins (golf-style games). */
	lowWins: boolean;
	/** Which game the table played on the pad, as typed (statistics and BG Stats list it apart). */
	game?: string;
	/** Its BoardGameGeek id, when the table gives one. */
	bggId?: number;
}

export const MAX_GAME_NAME = 60;

/** Null when the pad's options are usable; the game name and BGG id are optional. */
export function checkPadOptions(options: unknown): Invalid | null {
	if (typeof options !== 'object' || options === null) return invalid('error.options');
	const o = options as ScorePadOptions;
	if (typeof o.lowWins !== 'boolean') return invalid('error.options');
	if (o.game !== undefined && (typeof o.game !== 'string' || o.game.length > MAX_GAME_NAME))
		return invalid('error.options');
	if (
		o.bggId !== undefined &&
		!(typeof o.bggId === 'number' && Number.isInteger(o.bggId) && o.bggId > 0 && o.bggId < 1e9)
	)
		return invalid('error.options');
	return null;
}

export const MAX_POINTS = 100_000;

export interface PadState {
	/** points[round][seat]; the last row is the round in progress. */
	readonly points: readonly (readonly number[])[];
	readonly finished: boolean;
}

export type PadAction =
	| { readonly type: 'add'; readonly seat: number; readonly delta: number }
	| { readonly type: 'set'; readonly seat: number; readonly round: number; readonly value: number }
	| { readonly type: 'nextRound' }
	| { readonly type: 'finish' }
	| { readonly type: 'reopen' };

export function totals(state: PadState): number[] {
	const n = state.points[0]?.length ?? 0;
	return Array.from({ length: n }, (_, seat) =>
		state.points.reduce((t, row) => t + (row[seat] ?? 0), 0)
	);
}

function checkSeat(ctx: SessionContext<ScorePadOptions>, seat: number): Invalid | null {
	return seat < ctx.players.length ? null : invalid('pad.error.seat');
}

function checkTotal(value: number): Invalid | null {
	return Math.abs(value) > MAX_POINTS ? invalid('pad.error.tooLarge', { max: MAX_POINTS }) : null;
}

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const Points = v.pipe(v.number(), v.integer(), v.minValue(-MAX_POINTS), v.maxValue(MAX_POINTS));

function withCell(state: PadState, round: number, seat: number, value: number): PadState {
	return {
		...state,
		points: state.points.map((row, r) =>
			r === round ? row.map((v, s) => (s === seat ? value : v)) : row
		)
	};
}

export function ranking(state: PadState, ctx: SessionContext<ScorePadOptions>) {
	const t = totals(state);
	return rankBy(
		ctx.players.map((p, seat) => ({ id: p.id, total: t[seat] })),
		[{ name: 'total', value: (x) => x.total, order: ctx.options.lowWins ? 'asc' : 'desc' }]
	);
}

function summarize(state: PadState, ctx: SessionContext<ScorePadOptions>): SessionSummary {
	const t = totals(state);
	const ranked = ranking(state, ctx);
	return {
		round: state.points.length,
		finished: state.finished,
		scores: Object.fromEntries(ctx.players.map((p, i) => [p.id, t[i]])),
		winners: state.finished ? ranked.filter((r) => r.rank === 1).map((r) => r.item.id) : []
	};
}

type S = PadState;
type O = ScorePadOptions;
const name = (ctx: SessionContext<O>, seat: number) => ctx.players[seat]?.name ?? '?';

const moves = {
	add: move<S, O, Extract<PadAction, { type: 'add' }>>({
		schema: v.object({ type: v.literal('add'), seat: Seat, delta: Points }),
		apply(state, a, ctx) {
			const bad = checkSeat(ctx, a.seat);
			if (bad) return bad;
			const round = state.points.length - 1;
			const value = (state.points[round]?.[a.seat] ?? 0) + a.delta;
			return checkTotal(value) ?? withCell(state, round, a.seat, value);
		},
		describe: (a, _s, ctx) => ({
			key: 'pad.log.add',
			values: { player: name(ctx, a.seat), delta: (a.delta > 0 ? '+' : '') + a.delta }
		})
	}),
	set: move<S, O, Extract<PadAction, { type: 'set' }>>({
		schema: v.object({
			type: v.literal('set'),
			seat: Seat,
			round: v.pipe(v.number(), v.integer(), v.minValue(0)),
			value: Points
		}),
		apply(state, a, ctx) {
			const bad = checkSeat(ctx, a.seat);
			if (bad) return bad;
			if (a.round >= state.points.length) return invalid('pad.error.round');
			return withCell(state, a.round, a.seat, a.value);
		},
		describe: (a, _s, ctx) => ({
			key: 'pad.log.set',
			values: { player: name(ctx, a.seat), round: a.round + 1, value: a.value }
		})
	}),
	nextRound: move<S, O, { type: 'nextRound' }>({
		schema: v.object({ type: v.literal('nextRound') }),
		apply: (state, _a, ctx) => ({ ...state, points: [...state.points, ctx.players.map(() => 0)] }),
		describe: (_a, before) => ({
			key: 'pad.log.nextRound',
			values: { round: before.points.length + 1 }
		})
	}),
	finish: move<S, O, { type: 'finish' }>({
		schema: v.object({ type: v.literal('finish') }),
		apply: (state) => ({ ...state, finished: true }),
		describe: () => ({ key: 'pad.log.finish' })
	}),
	reopen: move<S, O, { type: 'reopen' }>({
		schema: v.object({ type: v.literal('reopen') }),
		apply: (state) => ({ ...state, finished: false }),
		describe: () => ({ key: 'pad.log.reopen' })
	})
};

/** The pad's two phases: points are entered while it is open; once finished, only a reopen. */
const padPhases = phases<S, O>({
	of: (state) => (state.finished ? 'finished' : 'open'),
	list: {
		open: {
			moves: ['add', 'set', 'nextRound', 'finish'],
			next: ['finished'],
			refuse: 'pad.error.notFinished'
		},
		finished: { moves: ['reopen'], next: ['open'], refuse: 'pad.error.finished' }
	}
});

const declaration = {
	init: (ctx: SessionContext<O>): S => ({ points: [ctx.players.map(() => 0)], finished: false }),
	moves,
	phases: padPhases,
	summarize
};

export const live: Flow<PadState, PadAction, ScorePadOptions> = defineFlow<S, O, PadAction>({
	...declaration,
	scoreHistory: (state, ctx) => {
		const running = ctx.players.map(() => 0);
		return state.points.map((row, r) => {
			row.forEach((v, s) => (running[s] += v));
			return {
				round: r + 1,
				scores: Object.fromEntries(ctx.players.map((p, s) => [p.id, running[s]]))
			};
		});
	}
});

/** The quick scorer is the same pad with a single round: type each final total. */
export const scorer: Flow<PadState, PadAction, ScorePadOptions> = defineFlow<S, O, PadAction>({
	...declaration,
	moves: {
		...moves,
		nextRound: { ...moves.nextRound, apply: () => invalid('pad.error.singleRound') }
	}
});
