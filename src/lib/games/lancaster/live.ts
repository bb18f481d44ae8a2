/**
 * The live companion: round tracker, secret ballot, law helpers, counties, castles, battles and
 * the final scoring, declared move by move (core/define). Pure moves over plain JSON states.
 */
import { winnersOf } from '../core/ranking';
import { defineFlow } from '../core/define';
import { ballotInput } from './hidden';
import {
	type Flow,
	type Glance,
	type MessageRef,
	type ScorePoint,
	type SessionSummary,
	invalid,
	isInvalid
} from '../core/types';
import {
	START_EXTENSIONS,
	START_GOLD,
	START_KNIGHTS,
	START_SQUIRES,
	START_VOTE_TOKENS
} from './data';
import { type Options } from './options';
import { placementTurn, playerIds as ids, turnOrder } from './queries';
import { decidedOf, finalBreakdown, placesOf } from './scoring';
import { playerName } from '../core/checks';
import { firstPlayerId, setupOf } from './setup';
import { type Ctx, type LiveAction, type LiveState, type PlayerTrack } from './state';
import { newUpper, powerScores } from './moves-common';
import { endTroops, favour, place, recordLaws } from './moves-troops';
import { applyLaw, cast, reveal, tableVote } from './moves-parliament';
import { battle, castle, county, endRound, lowerBattle } from './moves-resolution';
import { adjust, finalScore } from './moves-final';
import { stepRules } from './step-rules';

function init(ctx: Ctx): LiveState {
	const setup = setupOf(ctx);
	const players: Record<string, PlayerTrack> = {};
	for (const id of ids(ctx))
		players[id] = {
			power: 0,
			voteTokens: START_VOTE_TOKENS,
			nobles: 1,
			gold: START_GOLD,
			squires: START_SQUIRES,
			knights: [...START_KNIGHTS],
			extensions: START_EXTENSIONS
		};
	return {
		round: 1,
		step: 'troops',
		startPlayer: firstPlayerId(ctx),
		nextStartPlayer: null,
		players,
		lawsInForce: [...(setup.laws?.inForce ?? [])],
		proposals: [...(setup.laws?.proposed ?? [])],
		voteIndex: 0,
		ballot: null,
		votes: [],
		lawIndex: 0,
		laws: [],
		lawDeck: [...(setup.laws?.deck ?? [])],
		...(setup.laws?.stacked ? { lawStacked: true } : {}),
		discardedLaws: [],
		county: 0,
		castlesDone: [],
		lowerRow: [],
		battles: [],
		battleSeq: 0,
		rng: setup.rng,
		history: [],
		final: null,
		favours: [],
		placed: [],
		upper: newUpper(),
		board: false
	};
}

/**
 * What settled first place (scoring.ts `decidedOf`), read from the stored scoring and the end
 * state typed for it; an older session kept without that end state says nothing.
 */
export function liveDecided(s: LiveState, ctx: Ctx): { decidedBy?: MessageRef } {
	const input = s.finalInput;
	if (!s.final || !input || s.final.some((r) => !input[r.id])) return {};
	const players = s.final.map((r) => ({
		id: r.id,
		power: r.power,
		nobles: r.nobles,
		...input[r.id]!
	}));
	const scoring = { twoPlayer: ctx.options.twoPlayerAllies, players };
	return decidedOf(scoring, s.final, (id) => playerName(ctx, id));
}

function summarize(s: LiveState, ctx: Ctx): SessionSummary {
	// Statistics (types.ts): the laws in force when the game ended.
	const figures = { lawsPassed: [...s.lawsInForce] };
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final) scores[r.id] = r.total;
		return {
			round: s.round,
			finished: true,
			scores,
			winners: winnersOf(s.final),
			places: placesOf(s.final),
			figures,
			...liveDecided(s, ctx)
		};
	}
	// «Votarán, en secreto»: ballots cast and not yet revealed are choices hidden at the table.
	const hidden = (s.ballot?.ballots.length ?? 0) > 0 ? { hidden: true } : {};
	return {
		round: s.round,
		finished: false,
		scores: powerScores(s),
		winners: [],
		figures,
		...hidden
	};
}

const flow = defineFlow<LiveState, Options>({
	init,
	breakdown: (s) => (s.final ? finalBreakdown(s.final) : null),
	moves: {
		recordLaws,
		favour,
		place,
		endTroops,
		cast,
		reveal,
		tableVote,
		applyLaw,
		county,
		castle,
		battle,
		lowerBattle,
		endRound,
		finalScore,
		adjust
	},
	// Corrections stay possible after the end (adjust, a new final scoring).
	guard: (s, a) =>
		s.step === 'finished' && a.type !== 'adjust' && a.type !== 'finalScore'
			? invalid('lancaster.error.finished')
			: null,
	summarize,
	scoreHistory: (s): ScorePoint[] => s.history
});

/**
 * The top bar at a glance: the step in progress and whose turn it is — the player to place a
 * knight, the next voter of a secret ballot, the castle being valued; nobody otherwise — and
 * the step's rules at hand.
 */
function glance(s: LiveState, ctx: Ctx): Glance {
	const phase = { key: `lancaster.step.${s.step}` };
	const rules = stepRules(s.step);
	if (s.step === 'troops') return { phase, turn: placementTurn(s, ctx), rules };
	if (s.step === 'ballot' && s.ballot)
		return { phase, turn: s.ballot.order[s.ballot.ballots.length] ?? null, rules };
	if (s.step === 'castles')
		return { phase, turn: turnOrder(ctx, s.startPlayer)[s.castlesDone.length] ?? null, rules };
	return { phase, turn: null, rules };
}

export const live: Flow<LiveState, LiveAction, Options> = {
	...flow,
	glance,
	hidden: ballotInput,
	reduce(state, action, ctx) {
		const r = flow.reduce(state, action, ctx);
		// The game's own wording for an action it does not know (kept from v1).
		return isInvalid(r) && r.reason.key === 'error.unknownAction'
			? invalid('lancaster.error.unknownAction')
			: r;
	},
	describe(action, before, ctx) {
		const d = flow.describe(action, before, ctx);
		return d.key === 'error.unknownAction' ? { key: 'lancaster.log.unknown' } : d;
	}
};

export * from './state';
