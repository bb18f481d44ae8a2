/**
 * Phase 2 (Reglamento p.4 «Parlamento»): the secret ballot, the table's own vote, the laws
 * applied.
 */
import * as log from './log';
import { isPlayer, isRecord } from '../core/checks';
import { move } from '../core/define';
import { type Invalid, invalid, isInvalid } from '../core/types';
import { LAWS_IN_FORCE, type LawId } from './data';
import { applyGain, strengthenAllowed } from './board';
import { type Options } from './options';
import { playerIds as ids, sideName as nameOf } from './queries';
import {
	type Ballot,
	type LawGain,
	type LawInput,
	enactLaw,
	evaluateLaw,
	tallyVote
} from './rules';
import { isNat } from '../core/require';
import {
	type Act,
	type LawRecord,
	type Ctx,
	type LiveState,
	type PlayerTrack,
	type VoteRecord,
	withTracked
} from './state';
import { openBallot, shape } from './moves-common';
import { ballotKey } from './hidden';
import { skipEmptyCounties } from './moves-resolution';

/**
 * The vote this move counted: the record it added, explained with the voters' nobles (the
 * explaining code is loaded on the first «Why?», out of the game's first chunk).
 */
async function whyVote(before: LiveState, after: LiveState, ctx: Ctx) {
	const vote = after.votes.length > before.votes.length ? after.votes.at(-1) : undefined;
	return vote ? (await import('./explain')).explainVote(vote, ctx, before.players) : null;
}

export const cast = move<LiveState, Options, Act<'cast'>>({
	schema: shape('cast', ['player', 'yes', 'tokens']),
	apply(s, a, ctx) {
		// Reglamento p.3 «El proceso de votación»: en secreto, pergamino y fichas de voto.
		if (!s.ballot) return invalid('lancaster.error.lawsNotRecorded');
		if (s.ballot.ballots.length >= s.ballot.order.length)
			return invalid('lancaster.error.ballotComplete');
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (typeof a.yes !== 'boolean') return invalid('lancaster.error.badBallot');
		if (!isNat(a.tokens)) return invalid('lancaster.error.badAmount');
		const held = s.players[a.player]!.voteTokens;
		if (a.tokens > held) return invalid('lancaster.error.notEnoughTokens', { n: held });
		const ballot: Ballot = { id: a.player, yes: a.yes, tokens: a.tokens };
		return { ...s, ballot: { ...s.ballot, ballots: [...s.ballot.ballots, ballot] } };
	},
	describe: log.cast
});

export const reveal = move<LiveState, Options, Act<'reveal'>>({
	schema: shape('reveal'),
	apply(s, _a, ctx) {
		if (!s.ballot) return invalid('lancaster.error.wrongStep');
		if (s.ballot.ballots.length < s.ballot.order.length)
			return invalid('lancaster.error.ballotIncomplete', {
				player: nameOf(ctx, s.ballot.order[s.ballot.ballots.length])
			});
		const t = tallyVote(s.ballot.ballots);
		const law = s.ballot.law;
		let lawsInForce = s.lawsInForce;
		let repealed: LawId | null = null;
		if (t.passed) [lawsInForce, repealed] = enactLaw(s.lawsInForce, law, LAWS_IN_FORCE);
		const discardedLaws = [
			...s.discardedLaws,
			...(t.passed ? (repealed ? [repealed] : []) : [law])
		];
		// «Las fichas de voto utilizadas se devolverán al consejo.»
		const players = { ...s.players };
		for (const b of s.ballot.ballots) {
			const p = players[b.id]!;
			players[b.id] = { ...p, voteTokens: p.voteTokens - b.tokens };
		}
		const vote: VoteRecord = {
			law,
			position: s.ballot.position,
			...t,
			ballots: s.ballot.ballots,
			repealed
		};
		const voteIndex = s.voteIndex + 1;
		const next: LiveState = {
			...s,
			players,
			lawsInForce,
			discardedLaws,
			votes: [...s.votes, vote],
			voteIndex
		};
		if (voteIndex < s.proposals.length) return openBallot(next, ctx);
		// «Si, tras las votaciones, a algún jugador le quedasen fichas, tendrá que devolverlas.»
		const emptied: Record<string, PlayerTrack> = {};
		for (const [id, p] of Object.entries(players)) emptied[id] = { ...p, voteTokens: 0 };
		return { ...next, players: emptied, ballot: null, step: 'laws', lawIndex: 0 };
	},
	describe: log.reveal,
	explain: (_a, before, after, ctx) => whyVote(before, after, ctx)
});

/** A law's gains on the board: gold, squires, extensions, knights (never below zero). */
function gainOnBoard(
	s: LiveState,
	gains: Record<string, LawGain>,
	strengthen: Record<string, number[]> | undefined
): LiveState {
	const players = { ...s.players };
	let placed = s.placed ?? [];
	let lowerRow = s.lowerRow;
	for (const [id, g] of Object.entries(gains)) {
		const p = players[id]!;
		// A round whose troops were typed (v2) enters the lower row's slots when it is fought.
		const r = applyGain(p, placed, id, g, strengthen?.[id] ?? [], s.board ? lowerRow : []);
		placed = r.placed;
		if (s.board) lowerRow = r.lower;
		players[id] = {
			...p,
			...r.board,
			power: p.power + g.power,
			voteTokens: p.voteTokens + g.voteTokens
		};
	}
	return { ...s, players, placed, lowerRow };
}

/**
 * «Votarán, en secreto, … colocando su pergamino de votación boca abajo»: the table's own
 * scrolls keep the vote secret, so the table may vote with them and enter what was revealed —
 * each player's scroll and tokens — instead of passing the phone. Then the vote is counted.
 */
export const tableVote = move<LiveState, Options, Act<'tableVote'>>({
	schema: shape('tableVote', ['ballots', 'secret']),
	apply(s, a, ctx) {
		// A ballot revealed from the phones names its vote: a second phone sending it
		// again finds that vote already counted (or the next law's ballot open) and is refused.
		if (a.secret !== undefined && (s.step !== 'ballot' || a.secret !== ballotKey(s)))
			return invalid('lancaster.error.ballotRecorded');
		if (s.step !== 'ballot') return invalid('lancaster.error.wrongStep');
		if (!s.ballot) return invalid('lancaster.error.lawsNotRecorded');
		if (s.ballot.ballots.length > 0) return invalid('lancaster.error.ballotInProgress');
		if (!Array.isArray(a.ballots)) return invalid('lancaster.error.badBallot');
		let next: LiveState | Invalid = s;
		for (const id of s.ballot.order) {
			const b = (a.ballots as unknown[]).find((x) => isRecord(x) && x.id === id) as
				Record<string, unknown> | undefined;
			if (!b) return invalid('lancaster.error.ballotIncomplete', { player: nameOf(ctx, id) });
			next = cast.apply(
				next,
				{ type: 'cast', player: id, yes: b.yes, tokens: b.tokens } as Act<'cast'>,
				ctx
			);
			if (isInvalid(next)) return next;
		}
		if (a.ballots.length !== s.ballot.order.length) return invalid('lancaster.error.badBallot');
		return reveal.apply(next, { type: 'reveal' }, ctx);
	},
	describe: log.tableVote,
	explain: (_a, before, after, ctx) => whyVote(before, after, ctx)
});

export const applyLaw = move<LiveState, Options, Act<'applyLaw'>>({
	schema: shape('applyLaw', ['input', 'strengthen']),
	apply(s, a, ctx) {
		// Reglamento p.4 «Aplicación de las tres leyes válidas»: de izquierda a derecha.
		const law = s.lawsInForce[s.lawIndex];
		if (law === undefined) return invalid('lancaster.error.wrongStep');
		const raw: unknown = a.input ?? { players: {} };
		if (typeof raw !== 'object' || raw === null)
			return invalid('lancaster.error.lawInput', { player: '', field: 'players' });
		// Reglamento p.7: las leyes no proporcionan ningún punto al aliado.
		const r = evaluateLaw(law, ids(ctx), withTracked(s, law, ctx, raw as LawInput));
		if (!r.ok)
			return invalid('lancaster.error.lawInput', { player: nameOf(ctx, r.player), field: r.field });
		const strengthen = isRecord(a.strengthen)
			? (a.strengthen as Record<string, number[]>)
			: undefined;
		// «Fortalece con un punto a uno de los caballeros»: the player's choice, if it can rise.
		for (const [id, chosen] of Object.entries(strengthen ?? {})) {
			const p = s.players[id];
			const n = r.outcome.gains[id]?.strengthen ?? 0;
			if (!p || !Array.isArray(chosen) || !strengthenAllowed(p.knights, chosen, n))
				return invalid('lancaster.error.cannotStrengthen', { n: String(chosen) });
		}
		const after = gainOnBoard(s, r.outcome.gains, strengthen);
		const lawIndex = s.lawIndex + 1;
		const record: LawRecord = { law, position: lawIndex, ...r.outcome };
		return skipEmptyCounties({
			...after,
			laws: [...s.laws, record],
			lawIndex,
			step: lawIndex >= s.lawsInForce.length ? 'counties' : 'laws'
		});
	},
	describe: log.applyLaw,
	async explain(a, before, after, ctx) {
		const rec = after.laws.length > before.laws.length ? after.laws.at(-1) : undefined;
		if (!rec) return null;
		// The values the law read: the board's numbers with what was typed on top.
		const raw = isRecord(a.input) ? (a.input as unknown as LawInput) : { players: {} };
		const { explainLaw } = await import('./explain');
		return explainLaw(rec, ctx, withTracked(before, rec.law, ctx, raw));
	}
});
