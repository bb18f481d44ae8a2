/**
 * The live companion: round tracker, secret ballot, law helpers, counties, castles, battles and
 * the final scoring, declared move by move (core/define). Pure moves over plain JSON states.
 */
import * as v from 'valibot';
import { isPlayer, isRecord } from '../core/checks';
import { defineFlow, move } from '../core/define';
import { draw, type RngState } from '../core/rng';
import {
	invalid,
	isInvalid,
	type Flow,
	type Invalid,
	type ScorePoint,
	type SessionContext,
	type SessionSummary
} from '../core/types';
import {
	COUNTY_LETTERS,
	FAVOUR_REWARDS,
	FAVOUR_TILES,
	fitsKnightSet,
	LAW_IDS,
	LAWS_IN_FORCE,
	LAWS_PROPOSED,
	MAX_NOBLES,
	ROUNDS,
	START_VOTE_TOKENS,
	SURREY_INDEX,
	type FavourReward,
	type LawId
} from './data';
import * as log from './log';
import { allyOwner, type Options } from './options';
import {
	isSide,
	playerIds as ids,
	roundTableTokens,
	sideName as nameOf,
	turnOrder
} from './queries';
import {
	COUNTY_CHOICES,
	battleTotal,
	enactLaw,
	evaluateLaw,
	ransomCost,
	resolveBattle,
	tallyVote,
	type Ballot,
	type BattleSlot,
	type CountyChoice,
	type LawGain,
	type LawInput
} from './rules';
import { finalScoreBreakdown, type LancasterFinalBreakdown } from './scoring';
import { setupOf } from './setup';
import { isNonNegInt, isPosInt } from './validate';

export interface PlayerTrack {
	/** Power points on the track. */
	power: number;
	/** Vote tokens held (on the castle, in view of everyone). */
	voteTokens: number;
	/** Figures at the round table, the castle lord included (starts at 1). */
	nobles: number;
}

export interface BallotState {
	law: LawId;
	/** 1..3: which proposed law (left to right). */
	position: number;
	/** Voters in turn: the start player first, clockwise. Allies have no vote. */
	order: string[];
	/** Ballots cast so far, secret until the reveal. */
	ballots: Ballot[];
}

export interface VoteRecord {
	law: LawId;
	position: number;
	passed: boolean;
	yes: number;
	no: number;
	ballots: Ballot[];
	repealed: LawId | null;
}

export interface LawRecord {
	law: LawId;
	position: number;
	gains: Record<string, LawGain>;
	winner: string | null;
	tied: string[];
}

export interface BattleCard {
	franceStrength: number;
	power: [number, number, number];
}

export interface LowerBattle extends BattleCard {
	id: string;
	/** Round in which it moved to the lower row (it is fought again the next round). */
	round: number;
	slots: BattleSlot[];
}

export interface Prisoner {
	/** Player who may ransom it (for an ally's knight: null, it goes to the reserve). */
	owner: string | null;
	slotId: string;
	strength: number;
	/** Gold to free it, or null when it cannot be ransomed. */
	ransom: number | null;
}

export interface BattleRecord extends BattleCard {
	id: string;
	attempt: 1 | 2;
	englandWins: boolean;
	total: number;
	results: { id: string; strength: number; rank: number; points: number; lost: boolean }[];
	next: 'removed' | 'lowerRow' | 'prisoners';
	prisoners: Prisoner[];
}

export type Step =
	'troops' | 'ballot' | 'laws' | 'counties' | 'castles' | 'battles' | 'final' | 'finished';

export interface LiveState {
	round: number;
	step: Step;
	startPlayer: string;
	/** Chosen by Surrey's holder for the next round (null: the start player keeps it). */
	nextStartPlayer: string | null;
	players: Record<string, PlayerTrack>;
	/** Laws in force, left (oldest) to right. */
	lawsInForce: LawId[];
	/** This round's proposed laws, left to right. */
	proposals: LawId[];
	/** Index of the proposal being voted (proposals before it are decided). */
	voteIndex: number;
	ballot: BallotState | null;
	votes: VoteRecord[];
	/** Index of the next law in force to apply. */
	lawIndex: number;
	laws: LawRecord[];
	/** Face-down law deck (app mode). */
	lawDeck: LawId[];
	discardedLaws: LawId[];
	/** Next county to resolve: 0 = A ... 9 = all done. */
	county: number;
	castlesDone: string[];
	lowerRow: LowerBattle[];
	battles: BattleRecord[];
	battleSeq: number;
	rng: RngState;
	/** Power per player after each completed round (round 5 includes final scoring). */
	history: ScorePoint[];
	final: LancasterFinalBreakdown[] | null;
	/** King's favour tiles taken this round (turned face down until the round ends). */
	favours?: FavourTaken[];
	/** The end state typed at the final scoring (kept so a correction re-scores). */
	finalInput?: Record<string, FinalPlayerInput>;
}

export interface FavourTaken {
	/** 1..6: which of the six tiles. */
	tile: number;
	/** A player or, in the 2-player variant, an ally. */
	player: string;
	reward: FavourReward;
}

export interface FinalPlayerInput {
	knights: number[];
	squires: number;
	extensions: number;
	gold: number;
}

export type LiveAction =
	| { type: 'recordLaws'; inForce?: LawId[]; proposed: LawId[] }
	| { type: 'favour'; player: string; tile: number; reward: FavourReward }
	| { type: 'endTroops' }
	| { type: 'cast'; player: string; yes: boolean; tokens: number }
	| { type: 'reveal' }
	| { type: 'tableVote'; ballots: Ballot[] }
	| { type: 'applyLaw'; input: LawInput }
	| {
			type: 'county';
			holder: string | null;
			choice?: CountyChoice;
			power?: number;
			nextStart?: string;
	  }
	| { type: 'castle'; player: string; power: number }
	| { type: 'battle'; card: BattleCard; slots: BattleSlot[] }
	| { type: 'lowerBattle'; id: string; slots?: BattleSlot[] }
	| { type: 'endRound' }
	| { type: 'finalScore'; players: Record<string, FinalPlayerInput> }
	| { type: 'adjust'; player: string; power?: number; voteTokens?: number; nobles?: number };

type Ctx = SessionContext<Options>;
type Act<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;

/**
 * The schema of one action: its type and the keys it may carry. Values are checked by the
 * move itself so the refusal names the rule that was broken (a bad amount, a bad ballot...).
 */
function shape<T extends LiveAction['type']>(
	type: T,
	keys: readonly string[] = []
): v.GenericSchema<unknown, Act<T>> {
	const entries = Object.fromEntries(keys.map((k) => [k, v.optional(v.unknown())]));
	return v.object({ type: v.literal(type), ...entries }) as unknown as v.GenericSchema<
		unknown,
		Act<T>
	>;
}

function openBallot(s: LiveState, ctx: Ctx): LiveState {
	const law = s.proposals[s.voteIndex];
	if (law === undefined) return { ...s, ballot: null };
	return {
		...s,
		ballot: { law, position: s.voteIndex + 1, order: turnOrder(ctx, s.startPlayer), ballots: [] }
	};
}

function powerScores(s: LiveState): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [id, p] of Object.entries(s.players)) out[id] = p.power;
	return out;
}

function addPower(s: LiveState, gains: Record<string, number>): Record<string, PlayerTrack> {
	const players = { ...s.players };
	for (const [id, n] of Object.entries(gains)) {
		const p = players[id];
		if (n !== 0 && p) players[id] = { ...p, power: p.power + n };
	}
	return players;
}

function init(ctx: Ctx): LiveState {
	const setup = setupOf(ctx);
	const players: Record<string, PlayerTrack> = {};
	for (const id of ids(ctx)) players[id] = { power: 0, voteTokens: START_VOTE_TOKENS, nobles: 1 };
	return {
		round: 1,
		step: 'troops',
		startPlayer: setup.firstPlayer,
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
		discardedLaws: [],
		county: 0,
		castlesDone: [],
		lowerRow: [],
		battles: [],
		battleSeq: 0,
		rng: setup.rng,
		history: [],
		final: null,
		favours: []
	};
}

function usedLaws(s: LiveState): Set<LawId> {
	return new Set([...s.lawsInForce, ...s.proposals, ...s.discardedLaws]);
}

function checkLawList(list: unknown, n: number, used: Set<LawId>): Invalid | LawId[] {
	if (!Array.isArray(list) || list.length !== n) return invalid('lancaster.error.lawCount', { n });
	const seen = new Set<string>();
	for (const l of list as unknown[]) {
		if (!(LAW_IDS as readonly unknown[]).includes(l)) return invalid('lancaster.error.unknownLaw');
		if (used.has(l as LawId) || seen.has(l as string))
			return invalid('lancaster.error.lawUsed', { law: l as string });
		seen.add(l as string);
	}
	return list as LawId[];
}

function checkSlots(ctx: Ctx, slots: unknown): Invalid | BattleSlot[] {
	if (!Array.isArray(slots) || slots.length > 3) return invalid('lancaster.error.battleSlots');
	const seen = new Set<string>();
	for (const s of slots as unknown[]) {
		const slot = s as Partial<BattleSlot> | null;
		if (typeof slot !== 'object' || slot === null || !isSide(ctx, slot.id))
			return invalid('lancaster.error.unknownPlayer');
		if (seen.has(slot.id)) return invalid('lancaster.error.battleSameSlot');
		seen.add(slot.id);
		if (!Array.isArray(slot.knights) || slot.knights.length === 0 || !slot.knights.every(isPosInt))
			return invalid('lancaster.error.battleKnights');
	}
	return (slots as BattleSlot[]).map((sl) => ({ id: sl.id, knights: [...sl.knights] }));
}

function checkCard(card: unknown): Invalid | BattleCard {
	const c = card as Partial<BattleCard> | null;
	if (typeof c !== 'object' || c === null || !isNonNegInt(c.franceStrength))
		return invalid('lancaster.error.battleCard');
	if (!Array.isArray(c.power) || c.power.length !== 3 || !c.power.every(isNonNegInt))
		return invalid('lancaster.error.battleCard');
	return { franceStrength: c.franceStrength, power: [c.power[0], c.power[1], c.power[2]] };
}

/** The battle record a fight would produce (also what the log describes). */
export function battleRecord(
	id: string,
	card: BattleCard,
	slots: BattleSlot[],
	attempt: 1 | 2
): BattleRecord {
	const r = resolveBattle({ ...card, slots, attempt });
	// Reglamento p.7 «Batalla»: los puntos de poder que le correspondan al aliado se perderán.
	const results = r.results.map((x) => ({ ...x, lost: allyOwner(x.id) !== null }));
	const prisoners: Prisoner[] =
		r.next === 'prisoners'
			? slots.flatMap((sl) =>
					sl.knights.map((k) => {
						const isAlly = allyOwner(sl.id) !== null;
						// Reglamento p.7: los caballeros del aliado no se pueden rescatar.
						return {
							owner: isAlly ? null : sl.id,
							slotId: sl.id,
							strength: k,
							ransom: isAlly ? null : ransomCost(k)
						};
					})
				)
			: [];
	return {
		id,
		...card,
		attempt,
		englandWins: r.englandWins,
		total: battleTotal(slots),
		results,
		next: r.next,
		prisoners
	};
}

function fight(
	s: LiveState,
	id: string,
	card: BattleCard,
	slots: BattleSlot[],
	attempt: 1 | 2
): LiveState {
	const record = battleRecord(id, card, slots, attempt);
	const gains: Record<string, number> = {};
	for (const x of record.results) if (!x.lost) gains[x.id] = (gains[x.id] ?? 0) + x.points;
	const lowerRow = s.lowerRow.filter((b) => b.id !== id);
	if (record.next === 'lowerRow') lowerRow.push({ id, round: s.round, ...card, slots });
	return { ...s, players: addPower(s, gains), lowerRow, battles: [...s.battles, record] };
}

/** The final scoring from the players' end state (also re-run by a correction after the end). */
function score(s: LiveState, ctx: Ctx, input: Record<string, FinalPlayerInput>): LiveState {
	const final = finalScoreBreakdown({
		twoPlayer: ctx.options.twoPlayerAllies,
		players: ids(ctx).map((id) => ({
			id,
			power: s.players[id]!.power,
			nobles: s.players[id]!.nobles,
			knights: input[id]!.knights,
			squires: input[id]!.squires,
			extensions: input[id]!.extensions,
			gold: input[id]!.gold
		}))
	});
	const scores: Record<string, number> = {};
	for (const r of final) scores[r.id] = r.total;
	const history = s.history.map((h) => (h.round === ROUNDS ? { round: h.round, scores } : h));
	return { ...s, step: 'finished', final, finalInput: input, history };
}

const recordLaws = move<LiveState, Options, Act<'recordLaws'>>({
	schema: shape('recordLaws', ['inForce', 'proposed']),
	apply(s, a, ctx) {
		if (ctx.options.lawDeck !== 'table') return invalid('lancaster.error.lawsDealtByApp');
		if (s.proposals.length > 0) return invalid('lancaster.error.lawsAlreadyRecorded');
		if (s.step !== 'troops' && s.step !== 'ballot') return invalid('lancaster.error.wrongStep');
		const used = new Set(usedLaws(s));
		let inForce = s.lawsInForce;
		if (s.lawsInForce.length === 0) {
			const r = checkLawList(a.inForce, LAWS_IN_FORCE, used);
			if (!Array.isArray(r)) return r;
			inForce = r;
			r.forEach((l) => used.add(l));
		} else if (a.inForce !== undefined) return invalid('lancaster.error.lawsInForceSet');
		const proposed = checkLawList(a.proposed, LAWS_PROPOSED, used);
		if (!Array.isArray(proposed)) return proposed;
		const next = { ...s, lawsInForce: inForce, proposals: proposed };
		return s.step === 'ballot' ? openBallot(next, ctx) : next;
	},
	describe: log.recordLaws
});

const favour = move<LiveState, Options, Act<'favour'>>({
	schema: shape('favour', ['player', 'tile', 'reward']),
	apply(s, a, ctx) {
		// Reglamento p.2 «Puntos inmediatos»: con los primeros seis caballeros se elige una
		// tablilla de favor del rey libre; «se le dará la vuelta y no se podrá volver a elegir
		// durante esa ronda».
		if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
		if (!isSide(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isPosInt(a.tile) || a.tile > FAVOUR_TILES) return invalid('lancaster.error.favourTile');
		if (!(FAVOUR_REWARDS as readonly unknown[]).includes(a.reward))
			return invalid('lancaster.error.favourReward');
		const taken = s.favours ?? [];
		if (taken.some((f) => f.tile === a.tile)) return invalid('lancaster.error.favourTaken');
		let players = s.players;
		const p = s.players[a.player];
		// A favour noble sits at the round table: it counts for vote tokens and final points.
		// Reglamento p.7: for an ally «se retira un noble cualquiera del tablero» (nothing to track).
		if (a.reward === 'noble' && p) {
			if (p.nobles + 1 > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
			players = { ...s.players, [a.player]: { ...p, nobles: p.nobles + 1 } };
		}
		const favours = [...taken, { tile: a.tile, player: a.player, reward: a.reward }];
		return { ...s, players, favours };
	},
	describe: log.favour
});

const endTroops = move<LiveState, Options, Act<'endTroops'>>({
	schema: shape('endTroops'),
	apply(s, _a, ctx) {
		if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
		return openBallot({ ...s, step: 'ballot', voteIndex: 0 }, ctx);
	},
	describe: log.endTroops
});

const cast = move<LiveState, Options, Act<'cast'>>({
	schema: shape('cast', ['player', 'yes', 'tokens']),
	apply(s, a, ctx) {
		// Reglamento p.3 «El proceso de votación»: en secreto, pergamino y fichas de voto.
		if (s.step !== 'ballot') return invalid('lancaster.error.wrongStep');
		if (!s.ballot) return invalid('lancaster.error.lawsNotRecorded');
		const turn = s.ballot.order[s.ballot.ballots.length];
		if (turn === undefined) return invalid('lancaster.error.ballotComplete');
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (a.player !== turn)
			return invalid('lancaster.error.notYourTurn', { player: nameOf(ctx, turn) });
		if (typeof a.yes !== 'boolean') return invalid('lancaster.error.badBallot');
		if (!isNonNegInt(a.tokens)) return invalid('lancaster.error.badAmount');
		const held = s.players[a.player]!.voteTokens;
		if (a.tokens > held) return invalid('lancaster.error.notEnoughTokens', { n: held });
		const ballot: Ballot = { id: a.player, yes: a.yes, tokens: a.tokens };
		return { ...s, ballot: { ...s.ballot, ballots: [...s.ballot.ballots, ballot] } };
	},
	describe: log.cast
});

const reveal = move<LiveState, Options, Act<'reveal'>>({
	schema: shape('reveal'),
	apply(s, _a, ctx) {
		if (s.step !== 'ballot' || !s.ballot) return invalid('lancaster.error.wrongStep');
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
	describe: log.reveal
});

/**
 * The numbers the phone already keeps replace what was typed: «Nobles: new knight» counts the
 * nobles at the round table, the castle lord excepted (he is not a noble tile).
 */
function withTracked(s: LiveState, law: LawId, ctx: Ctx, input: LawInput): LawInput {
	if (law !== 'noblesKnight') return input;
	const players: LawInput['players'] = {};
	const given = isRecord(input.players) ? input.players : {};
	for (const id of ids(ctx)) {
		const typed = Object.prototype.hasOwnProperty.call(given, id) ? given[id] : undefined;
		players[id] = { ...(isRecord(typed) ? typed : {}), nobles: s.players[id]!.nobles - 1 };
	}
	return { ...input, players };
}

/**
 * «Votarán, en secreto, … colocando su pergamino de votación boca abajo»: the table's own
 * scrolls keep the vote secret, so the table may vote with them and enter what was revealed —
 * each player's scroll and tokens — instead of passing the phone. Then the vote is counted.
 */
const tableVote = move<LiveState, Options, Act<'tableVote'>>({
	schema: shape('tableVote', ['ballots']),
	apply(s, a, ctx) {
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
	describe: log.tableVote
});

const applyLaw = move<LiveState, Options, Act<'applyLaw'>>({
	schema: shape('applyLaw', ['input']),
	apply(s, a, ctx) {
		// Reglamento p.3 «Aplicación de las tres leyes válidas»: de izquierda a derecha.
		if (s.step !== 'laws') return invalid('lancaster.error.wrongStep');
		const law = s.lawsInForce[s.lawIndex];
		if (law === undefined) return invalid('lancaster.error.wrongStep');
		const raw: unknown = a.input ?? { players: {} };
		if (typeof raw !== 'object' || raw === null)
			return invalid('lancaster.error.lawInput', { player: '', field: 'players' });
		// Reglamento p.7: las leyes no proporcionan ningún punto al aliado.
		const r = evaluateLaw(law, ids(ctx), withTracked(s, law, ctx, raw as LawInput));
		if (!r.ok)
			return invalid('lancaster.error.lawInput', { player: nameOf(ctx, r.player), field: r.field });
		const players = { ...s.players };
		for (const [id, g] of Object.entries(r.outcome.gains)) {
			const p = players[id]!;
			players[id] = { ...p, power: p.power + g.power, voteTokens: p.voteTokens + g.voteTokens };
		}
		const lawIndex = s.lawIndex + 1;
		const record: LawRecord = { law, position: lawIndex, ...r.outcome };
		return {
			...s,
			players,
			laws: [...s.laws, record],
			lawIndex,
			step: lawIndex >= s.lawsInForce.length ? 'counties' : 'laws'
		};
	},
	describe: log.applyLaw
});

const county = move<LiveState, Options, Act<'county'>>({
	schema: shape('county', ['holder', 'choice', 'power', 'nextStart']),
	apply(s, a, ctx) {
		// Reglamento p.3 «Condados»: de la A a la I; noble, puntos, o 3 de oro por ambos.
		if (s.step !== 'counties') return invalid('lancaster.error.wrongStep');
		const isSurrey = s.county === SURREY_INDEX;
		const power: unknown = a.power ?? 0;
		if (!isNonNegInt(power)) return invalid('lancaster.error.badAmount');
		let players = s.players;
		let nextStartPlayer = s.nextStartPlayer;
		if (a.holder === null || a.holder === undefined) {
			if (a.choice !== undefined || power > 0 || a.nextStart !== undefined)
				return invalid('lancaster.error.countyEmpty');
		} else {
			if (!isSide(ctx, a.holder)) return invalid('lancaster.error.unknownPlayer');
			if (!(COUNTY_CHOICES as readonly unknown[]).includes(a.choice))
				return invalid('lancaster.error.countyChoice');
			const ally = allyOwner(a.holder) !== null;
			// Reglamento p.7: el aliado no tiene oro; sus puntos de poder se pierden.
			if (ally && (a.choice === 'both' || power > 0)) return invalid('lancaster.error.allyCounty');
			if (a.choice === 'noble' && power > 0) return invalid('lancaster.error.countyPowerWithNoble');
			if (!ally) {
				const p = s.players[a.holder]!;
				const nobles = p.nobles + (a.choice === 'points' ? 0 : 1);
				if (nobles > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
				players = { ...s.players, [a.holder]: { ...p, nobles, power: p.power + power } };
			}
			// Reglamento p.4 «Surrey (I)»: elige quién abrirá la siguiente ronda.
			if (isSurrey) {
				if (!isPlayer(ctx, a.nextStart)) return invalid('lancaster.error.surreyNextStart');
				nextStartPlayer = a.nextStart;
			} else if (a.nextStart !== undefined) return invalid('lancaster.error.notSurrey');
		}
		const next = s.county + 1;
		return {
			...s,
			players,
			nextStartPlayer,
			county: next,
			step: next >= COUNTY_LETTERS.length ? 'castles' : 'counties'
		};
	},
	describe: log.county
});

const castle = move<LiveState, Options, Act<'castle'>>({
	schema: shape('castle', ['player', 'power']),
	apply(s, a, ctx) {
		// Reglamento p.4 «Castillos»: desde el jugador inicial en el sentido de las agujas del reloj.
		if (s.step !== 'castles') return invalid('lancaster.error.wrongStep');
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		const order = turnOrder(ctx, s.startPlayer);
		const turn = order[s.castlesDone.length];
		if (a.player !== turn)
			return invalid('lancaster.error.notYourTurn', { player: nameOf(ctx, turn) });
		if (!isNonNegInt(a.power)) return invalid('lancaster.error.badAmount');
		const p = s.players[a.player]!;
		// «Por cada noble, incluido el señor de la fortaleza, una ficha de voto» (no en la 5.ª ronda).
		const tokens = roundTableTokens(p.nobles, s.round);
		const castlesDone = [...s.castlesDone, a.player];
		return {
			...s,
			players: {
				...s.players,
				[a.player]: { ...p, power: p.power + a.power, voteTokens: p.voteTokens + tokens }
			},
			castlesDone,
			step: castlesDone.length >= order.length ? 'battles' : 'castles'
		};
	},
	describe: log.castle
});

/** «Si en la fila inferior quedan batallas, se valorarán antes que las de la fila superior.» */
const pendingLower = (s: LiveState): LowerBattle[] => s.lowerRow.filter((b) => b.round < s.round);

const battle = move<LiveState, Options, Act<'battle'>>({
	schema: shape('battle', ['card', 'slots']),
	apply(s, a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		const slots = checkSlots(ctx, a.slots);
		if (isInvalid(slots)) return slots;
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		const card = checkCard(a.card);
		if (isInvalid(card)) return card;
		const id = `b${s.battleSeq + 1}`;
		return fight({ ...s, battleSeq: s.battleSeq + 1 }, id, card, slots, 1);
	},
	describe: log.battle
});

/**
 * «Se dejan en el tablero todos los caballeros implicados … respetando el mismo orden»: the
 * knights stored when the battle moved down stay, in order; the table only adds new knights
 * (on top of a slot) or new slots. Without slots, the battle is fought with the stored ones.
 */
function keepsStored(stored: readonly BattleSlot[], slots: readonly BattleSlot[]): boolean {
	return stored.every((old, i) => {
		const now = slots[i];
		return (
			now !== undefined && now.id === old.id && old.knights.every((k, j) => now.knights[j] === k)
		);
	});
}

const lowerBattle = move<LiveState, Options, Act<'lowerBattle'>>({
	schema: shape('lowerBattle', ['id', 'slots']),
	apply(s, a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		const lower = pendingLower(s).find((b) => b.id === a.id);
		if (!lower) return invalid('lancaster.error.unknownBattle');
		const slots = checkSlots(ctx, a.slots ?? lower.slots);
		if (isInvalid(slots)) return slots;
		if (!keepsStored(lower.slots, slots)) return invalid('lancaster.error.lowerBattleKeeps');
		const card: BattleCard = { franceStrength: lower.franceStrength, power: lower.power };
		return fight(s, lower.id, card, slots, 2);
	},
	describe: log.battle
});

const endRound = move<LiveState, Options, Act<'endRound'>>({
	schema: shape('endRound'),
	apply(s, _a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		const history = [...s.history, { round: s.round, scores: powerScores(s) }];
		if (s.round >= ROUNDS) return { ...s, history, step: 'final' };
		// Reglamento p.5 «Preparación de la siguiente ronda»: tres nuevas leyes propuestas.
		let lawDeck = s.lawDeck;
		let proposals: LawId[] = [];
		let rng = s.rng;
		if (ctx.options.lawDeck === 'app') {
			const n = Math.min(LAWS_PROPOSED, lawDeck.length);
			const [drawn, rest, next] = draw(rng, lawDeck, n);
			proposals = drawn;
			lawDeck = rest;
			rng = next;
		}
		return {
			...s,
			round: s.round + 1,
			step: 'troops',
			startPlayer: s.nextStartPlayer ?? s.startPlayer,
			nextStartPlayer: null,
			proposals,
			lawDeck,
			rng,
			voteIndex: 0,
			ballot: null,
			votes: [],
			lawIndex: 0,
			laws: [],
			county: 0,
			castlesDone: [],
			battles: [],
			// «Se muestran todas las tablillas de favor del rey que estaban boca abajo.»
			favours: [],
			history
		};
	},
	describe: log.endRound
});

/** Which field of a player's end state is missing or malformed, or null when all are fine. */
function badFinalField(p: unknown): string | null {
	if (typeof p !== 'object' || p === null || Array.isArray(p)) return 'player';
	const x = p as Partial<FinalPlayerInput>;
	// A player owns 7 knights, strengths 1,1,1,2,2,3,4: the end state cannot show more.
	if (!Array.isArray(x.knights) || !x.knights.every(isPosInt) || !fitsKnightSet(x.knights))
		return 'knights';
	if (!isNonNegInt(x.squires)) return 'squires';
	if (!isNonNegInt(x.extensions)) return 'extensions';
	if (!isNonNegInt(x.gold)) return 'gold';
	return null;
}

const finalScore = move<LiveState, Options, Act<'finalScore'>>({
	schema: shape('finalScore', ['players']),
	apply(s, a, ctx) {
		// A correction after the end re-enters the end state and re-scores.
		if (s.step !== 'final' && s.step !== 'finished') return invalid('lancaster.error.wrongStep');
		const input: unknown = a.players;
		if (typeof input !== 'object' || input === null)
			return invalid('lancaster.error.finalInput', { player: '', field: 'players' });
		const out: Record<string, FinalPlayerInput> = {};
		for (const id of ids(ctx)) {
			const p = Object.prototype.hasOwnProperty.call(input, id)
				? (input as Record<string, unknown>)[id]
				: undefined;
			const field = badFinalField(p);
			if (field) return invalid('lancaster.error.finalInput', { player: nameOf(ctx, id), field });
			const f = p as FinalPlayerInput;
			out[id] = {
				knights: [...f.knights],
				squires: f.squires,
				extensions: f.extensions,
				gold: f.gold
			};
		}
		return score(s, ctx, out);
	},
	describe: log.finalScore
});

const adjust = move<LiveState, Options, Act<'adjust'>>({
	schema: shape('adjust', ['player', 'power', 'voteTokens', 'nobles']),
	apply(s, a, ctx) {
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		const p = s.players[a.player]!;
		const d: Record<string, unknown> = {
			power: a.power ?? 0,
			voteTokens: a.voteTokens ?? 0,
			nobles: a.nobles ?? 0
		};
		if (!Object.values(d).every(Number.isInteger)) return invalid('lancaster.error.badAmount');
		const dp = d.power as number;
		const dv = d.voteTokens as number;
		const dn = d.nobles as number;
		if (dp === 0 && dv === 0 && dn === 0) return invalid('lancaster.error.nothingToAdjust');
		const next = { power: p.power + dp, voteTokens: p.voteTokens + dv, nobles: p.nobles + dn };
		if (next.power < 0 || next.voteTokens < 0 || next.nobles < 1 || next.nobles > MAX_NOBLES)
			return invalid('lancaster.error.adjustOutOfRange');
		if (s.ballot && s.ballot.ballots.some((b) => b.id === a.player) && dv !== 0)
			return invalid('lancaster.error.ballotInProgress');
		const after = { ...s, players: { ...s.players, [a.player]: next } };
		// A correction after the final scoring re-scores: the result and the winners follow it.
		return s.step === 'finished' && s.finalInput ? score(after, ctx, s.finalInput) : after;
	},
	describe: log.adjust
});

function summarize(s: LiveState): SessionSummary {
	// Statistics (types.ts): the laws in force when the game ended.
	const figures = { lawsPassed: [...s.lawsInForce] };
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final) scores[r.id] = r.total;
		return {
			round: s.round,
			finished: true,
			scores,
			winners: s.final.filter((r) => r.rank === 1).map((r) => r.id),
			figures
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
	moves: {
		recordLaws,
		favour,
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

export const live: Flow<LiveState, LiveAction, Options> = {
	...flow,
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
