/**
 * Generic score pad: players, rounds, points per round, running totals, winner and ties.
 * A table uses it for any game Tablemate does not know yet.
 */
import { rankBy } from '../core/ranking';
import {
	invalid,
	type Flow,
	type Invalid,
	type MessageRef,
	type SessionContext,
	type SessionSummary
} from '../core/types';

export interface ScorePadOptions {
	/** When true the lowest total wins (golf-style games). */
	lowWins: boolean;
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
	return Array.from({ length: n }, (_, seat) => state.points.reduce((t, row) => t + row[seat], 0));
}

function checkSeat(ctx: SessionContext<ScorePadOptions>, seat: number): Invalid | null {
	return Number.isInteger(seat) && seat >= 0 && seat < ctx.players.length
		? null
		: invalid('pad.error.seat');
}

function checkPoints(value: number): Invalid | null {
	if (!Number.isFinite(value) || !Number.isInteger(value)) return invalid('pad.error.integer');
	if (Math.abs(value) > MAX_POINTS) return invalid('pad.error.tooLarge', { max: MAX_POINTS });
	return null;
}

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

function reduce(
	state: PadState,
	action: PadAction,
	ctx: SessionContext<ScorePadOptions>
): PadState | Invalid {
	if (state.finished && action.type !== 'reopen') return invalid('pad.error.finished');
	switch (action.type) {
		case 'add': {
			const bad = checkSeat(ctx, action.seat) ?? checkPoints(action.delta);
			if (bad) return bad;
			const round = state.points.length - 1;
			const value = state.points[round][action.seat] + action.delta;
			return checkPoints(value) ?? withCell(state, round, action.seat, value);
		}
		case 'set': {
			const bad = checkSeat(ctx, action.seat) ?? checkPoints(action.value);
			if (bad) return bad;
			if (
				!Number.isInteger(action.round) ||
				action.round < 0 ||
				action.round >= state.points.length
			)
				return invalid('pad.error.round');
			return withCell(state, action.round, action.seat, action.value);
		}
		case 'nextRound':
			return { ...state, points: [...state.points, ctx.players.map(() => 0)] };
		case 'finish':
			return { ...state, finished: true };
		case 'reopen':
			return state.finished ? { ...state, finished: false } : invalid('pad.error.notFinished');
		default:
			return invalid('error.unknownAction');
	}
}

function describe(
	action: PadAction,
	before: PadState,
	ctx: SessionContext<ScorePadOptions>
): MessageRef {
	const name = (seat: number) => ctx.players[seat]?.name ?? '?';
	switch (action.type) {
		case 'add':
			return {
				key: 'pad.log.add',
				values: { player: name(action.seat), delta: (action.delta > 0 ? '+' : '') + action.delta }
			};
		case 'set':
			return {
				key: 'pad.log.set',
				values: { player: name(action.seat), round: action.round + 1, value: action.value }
			};
		case 'nextRound':
			return { key: 'pad.log.nextRound', values: { round: before.points.length + 1 } };
		case 'finish':
			return { key: 'pad.log.finish' };
		case 'reopen':
			return { key: 'pad.log.reopen' };
	}
}

export const live: Flow<PadState, PadAction, ScorePadOptions> = {
	init: (ctx) => ({ points: [ctx.players.map(() => 0)], finished: false }),
	reduce,
	describe,
	summarize,
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
};

/** The quick scorer is the same pad with a single round: type each final total. */
export const scorer: Flow<PadState, PadAction, ScorePadOptions> = {
	...live,
	reduce: (state, action, ctx) =>
		action.type === 'nextRound' ? invalid('pad.error.singleRound') : reduce(state, action, ctx),
	scoreHistory: undefined
};
