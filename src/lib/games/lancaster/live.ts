/**
 * The live companion: round tracker, secret ballot, law helpers, counties, castles, battles and
 * the final scoring, declared move by move (core/define). Pure moves over plain JSON states.
 */
import { winnersOf } from '../core/ranking';
import { defineFlow } from '../core/define';
import { ballotInput } from './hidden';
import { phases } from '../core/phases';
import type { Flow, GameAction, MessageRef, ScorePoint, SessionSummary } from '../core/types';
import {
	START_EXTENSIONS,
	START_GOLD,
	START_KNIGHTS,
	START_SQUIRES,
	START_VOTE_TOKENS
} from './data';
import { allyOwner, type Options } from './options';
import { castleTurn, isSide, placementTurn, playerIds as ids } from './queries';
import { decidedOf, finalBreakdown, placesOf } from './scoring';
import { isPlayer, playerName } from '../core/checks';
import { firstPlayerId, setupOf } from './setup';
import { type Ctx, type LiveAction, type LiveState, type PlayerTrack, type Step } from './state';
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

/** Moves every step but the end allows, each keeping its own timing rule: the table's laws
 * (recorded or re-dealt before the first vote) and a vote revealed from the phones (a late
 * second copy is told the vote is already counted, whatever the step). */
const ANY_TIME = ['recordLaws', 'tableVote'] as const;

const step = (s: LiveState): MessageRef => ({ key: `lancaster.step.${s.step}` });
const rules = (s: LiveState) => stepRules(s.step);
/** A step of a round: its moves, the steps it leads to, the bar's name and rules at hand. */
const phase = (moves: readonly string[], next: readonly Step[]) => ({
	moves: [...moves, ...ANY_TIME],
	next,
	label: step,
	rules,
	refuse: 'lancaster.error.wrongStep'
});

/** Moves only the player whose turn it is makes (another id is left to the move to refuse). */
const inTurn = (moves: readonly string[]) => ({
	turnMoves: moves,
	actor: (a: GameAction, _s: LiveState, ctx: Ctx) => {
		const { player } = a as { player?: unknown };
		return isPlayer(ctx, player) ? player : null;
	}
});

/**
 * A round's steps (Reglamento p.2–6): troops, the parliament's ballots and laws, then counties,
 * castles and battles; the fifth round ends in the final scoring. Whose turn: the player to
 * place a knight (p.2), the next secret voter (p.3), the castle being valued (p.5).
 */
const livePhases = phases<LiveState, Options>({
	of: (s) => s.step,
	// A correction of a player's numbers is possible at any time, the end included.
	always: ['adjust'],
	list: {
		// «El jugador inicial enviará a uno de sus caballeros … y le pasará el turno al siguiente
		// jugador» (p.2): the player whose turn it is places his own knight or his ally's.
		troops: {
			...phase(['favour', 'place', 'endTroops'], ['ballot']),
			turn: (s, ctx) => placementTurn(s, ctx),
			turnMoves: ['place'],
			actor: (a, _s, ctx) => {
				const { player: side, legacy } = a as { player?: unknown; legacy?: unknown };
				return legacy !== true && isSide(ctx, side) ? (allyOwner(side) ?? side) : null;
			}
		},
		// p.3 «El proceso de votación»: each player in turn order votes in secret.
		ballot: {
			...phase(['cast', 'reveal'], ['laws']),
			turn: (s) => s.ballot?.order[s.ballot.ballots.length] ?? null,
			...inTurn(['cast'])
		},
		laws: phase(['applyLaw'], ['counties', 'castles']),
		counties: phase(['county'], ['castles']),
		// p.5 «Castillos»: from the first player, clockwise.
		castles: {
			...phase(['castle'], ['battles']),
			turn: (s, ctx) => castleTurn(s, ctx),
			...inTurn(['castle'])
		},
		battles: phase(['battle', 'lowerBattle', 'endRound'], ['troops', 'final']),
		final: phase(['finalScore'], ['finished']),
		// After the end only corrections: a new final scoring, a player's numbers.
		finished: {
			moves: ['finalScore'],
			next: [],
			label: step,
			rules,
			refuse: 'lancaster.error.finished'
		}
	}
});

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
	phases: livePhases,
	hidden: ballotInput,
	summarize,
	scoreHistory: (s): ScorePoint[] => s.history,
	// The game's own wording for an action it does not know (kept from v1).
	unknown: { refusal: 'lancaster.error.unknownAction', line: 'lancaster.log.unknown' }
});

export const live: Flow<LiveState, LiveAction, Options> = flow;

export * from './state';
