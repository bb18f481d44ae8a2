/**
 * The live companion (round tracker, secret ballot, law helpers, counties, castles, battles,
 * final scoring) and the quick scorer. Pure reducers over plain JSON states.
 */
import { draw, type RngState } from '../core/rng';
import {
	invalid,
	type Flow,
	type Invalid,
	type MessageRef,
	type ScorePoint,
	type SessionContext,
	type SessionSummary
} from '../core/types';
import {
	COUNTY_LETTERS,
	LAW_IDS,
	LAWS_IN_FORCE,
	LAWS_PROPOSED,
	MAX_NOBLES,
	ROUNDS,
	START_VOTE_TOKENS,
	SURREY_INDEX,
	type LawId,
	type Phase
} from './data';
import {
	COUNTY_CHOICES,
	enactLaw,
	evaluateLaw,
	ransomCost,
	resolveBattle,
	tallyVote,
	battleTotal,
	type Ballot,
	type BattleSlot,
	type CountyChoice,
	type LawGain,
	type LawInput
} from './rules';
import { finalScoreBreakdown, type LancasterFinalBreakdown } from './scoring';
import { allyId, allyOwner, randomSetup, type Options } from './setup';
import { isNonNegInt, isPosInt } from './validate';

// ---------------------------------------------------------------------------------------
// Live state

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
}

export interface FinalPlayerInput {
	knights: number[];
	squires: number;
	extensions: number;
	gold: number;
}

export type LiveAction =
	| { type: 'recordLaws'; inForce?: LawId[]; proposed: LawId[] }
	| { type: 'favour'; player: string; power: number }
	| { type: 'endTroops' }
	| { type: 'cast'; player: string; yes: boolean; tokens: number }
	| { type: 'reveal' }
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
	| { type: 'lowerBattle'; id: string; slots: BattleSlot[] }
	| { type: 'endRound' }
	| { type: 'finalScore'; players: Record<string, FinalPlayerInput> }
	| { type: 'adjust'; player: string; power?: number; voteTokens?: number; nobles?: number };

export type LiveActionType = LiveAction['type'];

type Ctx = SessionContext<Options>;

export function phaseOf(step: Step): Phase | 'final' | 'finished' {
	if (step === 'troops') return 'troops';
	if (step === 'ballot' || step === 'laws') return 'parliament';
	if (step === 'final' || step === 'finished') return step;
	return 'scoring';
}

const ids = (ctx: Ctx): string[] => ctx.players.map((p) => p.id);

/** Seat order starting with `first`, clockwise. */
export function turnOrder(ctx: Ctx, first: string): string[] {
	const all = ids(ctx);
	const i = Math.max(0, all.indexOf(first));
	return [...all.slice(i), ...all.slice(0, i)];
}

function nameOf(ctx: Ctx, id: string | null): string {
	if (id === null) return '';
	const owner = allyOwner(id) ?? id;
	return ctx.players.find((p) => p.id === owner)?.name ?? owner;
}

function openBallot(s: LiveState, ctx: Ctx): LiveState {
	const law = s.proposals[s.voteIndex];
	if (law === undefined) return { ...s, ballot: null };
	return {
		...s,
		ballot: {
			law,
			position: s.voteIndex + 1,
			order: turnOrder(ctx, s.startPlayer),
			ballots: []
		}
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
		if (n !== 0 && players[id]) players[id] = { ...players[id], power: players[id].power + n };
	}
	return players;
}

function init(ctx: Ctx): LiveState {
	const setup = randomSetup(ctx.seed, ids(ctx), ctx.options);
	const players: Record<string, PlayerTrack> = {};
	for (const id of ids(ctx)) players[id] = { power: 0, voteTokens: START_VOTE_TOKENS, nobles: 1 };
	return {
		round: 1,
		step: 'troops',
		startPlayer: setup.firstPlayer,
		nextStartPlayer: null,
		players,
		lawsInForce: setup.laws?.inForce ?? [],
		proposals: setup.laws?.proposed ?? [],
		voteIndex: 0,
		ballot: null,
		votes: [],
		lawIndex: 0,
		laws: [],
		lawDeck: setup.laws?.deck ?? [],
		discardedLaws: [],
		county: 0,
		castlesDone: [],
		lowerRow: [],
		battles: [],
		battleSeq: 0,
		rng: setup.rng,
		history: [],
		final: null
	};
}

// ---------------------------------------------------------------------------------------
// Validation helpers (never throw: return a reason key)

function isPlayer(ctx: Ctx, id: unknown): id is string {
	return typeof id === 'string' && ctx.players.some((p) => p.id === id);
}

/** A player or, in the 2-player variant, an ally. */
function isSide(ctx: Ctx, id: unknown): id is string {
	if (isPlayer(ctx, id)) return true;
	if (!ctx.options.twoPlayerAllies || typeof id !== 'string') return false;
	const owner = allyOwner(id);
	return owner !== null && isPlayer(ctx, owner);
}

function usedLaws(s: LiveState): Set<LawId> {
	return new Set([...s.lawsInForce, ...s.proposals, ...s.discardedLaws]);
}

function checkLawList(list: unknown, n: number, used: Set<LawId>): Invalid | LawId[] {
	if (!Array.isArray(list) || list.length !== n) return invalid('lancaster.error.lawCount', { n });
	const seen = new Set<string>();
	for (const l of list) {
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
	return slots as BattleSlot[];
}

function checkCard(card: unknown): Invalid | BattleCard {
	const c = card as Partial<BattleCard> | null;
	if (typeof c !== 'object' || c === null || !isNonNegInt(c.franceStrength))
		return invalid('lancaster.error.battleCard');
	if (!Array.isArray(c.power) || c.power.length !== 3 || !c.power.every(isNonNegInt))
		return invalid('lancaster.error.battleCard');
	return { franceStrength: c.franceStrength, power: [c.power[0], c.power[1], c.power[2]] };
}

// ---------------------------------------------------------------------------------------
// Reducer

function fight(
	s: LiveState,
	ctx: Ctx,
	id: string,
	card: BattleCard,
	slots: BattleSlot[],
	attempt: 1 | 2
): LiveState {
	const r = resolveBattle({ ...card, slots, attempt });
	// Reglamento p.7 «Batalla»: los puntos de poder que le correspondan al aliado se perderán.
	const results = r.results.map((x) => ({ ...x, lost: allyOwner(x.id) !== null }));
	const gains: Record<string, number> = {};
	for (const x of results) if (!x.lost) gains[x.id] = (gains[x.id] ?? 0) + x.points;
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
	const record: BattleRecord = {
		id,
		...card,
		attempt,
		englandWins: r.englandWins,
		total: battleTotal(slots),
		results,
		next: r.next,
		prisoners
	};
	const lowerRow = s.lowerRow.filter((b) => b.id !== id);
	if (r.next === 'lowerRow') lowerRow.push({ id, round: s.round, ...card, slots });
	return { ...s, players: addPower(s, gains), lowerRow, battles: [...s.battles, record] };
}

function reduce(s: LiveState, a: LiveAction, ctx: Ctx): LiveState | Invalid {
	if (typeof a !== 'object' || a === null) return invalid('lancaster.error.unknownAction');
	if (s.step === 'finished' && a.type !== 'adjust') return invalid('lancaster.error.finished');
	switch (a.type) {
		case 'recordLaws': {
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
		}
		case 'favour': {
			// Reglamento p.2 «Puntos inmediatos»: tablilla de favor del rey (puntos impresos).
			if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
			if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
			if (!isPosInt(a.power)) return invalid('lancaster.error.badAmount');
			return { ...s, players: addPower(s, { [a.player]: a.power }) };
		}
		case 'endTroops': {
			if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
			return openBallot({ ...s, step: 'ballot', voteIndex: 0 }, ctx);
		}
		case 'cast': {
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
			const held = s.players[a.player].voteTokens;
			if (a.tokens > held) return invalid('lancaster.error.notEnoughTokens', { n: held });
			const ballot: Ballot = { id: a.player, yes: a.yes, tokens: a.tokens };
			return { ...s, ballot: { ...s.ballot, ballots: [...s.ballot.ballots, ballot] } };
		}
		case 'reveal': {
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
			for (const b of s.ballot.ballots)
				players[b.id] = { ...players[b.id], voteTokens: players[b.id].voteTokens - b.tokens };
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
		}
		case 'applyLaw': {
			// Reglamento p.3 «Aplicación de las tres leyes válidas»: de izquierda a derecha.
			if (s.step !== 'laws') return invalid('lancaster.error.wrongStep');
			const law = s.lawsInForce[s.lawIndex];
			if (law === undefined) return invalid('lancaster.error.wrongStep');
			const input = (a.input ?? { players: {} }) as LawInput;
			// Reglamento p.7: las leyes no proporcionan ningún punto al aliado.
			const r = evaluateLaw(law, ids(ctx), input);
			if (!r.ok)
				return invalid('lancaster.error.lawInput', {
					player: nameOf(ctx, r.player),
					field: r.field
				});
			const players = { ...s.players };
			for (const [id, g] of Object.entries(r.outcome.gains))
				players[id] = {
					...players[id],
					power: players[id].power + g.power,
					voteTokens: players[id].voteTokens + g.voteTokens
				};
			const lawIndex = s.lawIndex + 1;
			const record: LawRecord = { law, position: lawIndex, ...r.outcome };
			return {
				...s,
				players,
				laws: [...s.laws, record],
				lawIndex,
				step: lawIndex >= s.lawsInForce.length ? 'counties' : 'laws'
			};
		}
		case 'county': {
			// Reglamento p.3 «Condados»: de la A a la I; noble, puntos, o 3 de oro por ambos.
			if (s.step !== 'counties') return invalid('lancaster.error.wrongStep');
			const isSurrey = s.county === SURREY_INDEX;
			const power = a.power ?? 0;
			if (!isNonNegInt(power)) return invalid('lancaster.error.badAmount');
			let players = s.players;
			let nextStartPlayer = s.nextStartPlayer;
			if (a.holder === null) {
				if (a.choice !== undefined || power > 0 || a.nextStart !== undefined)
					return invalid('lancaster.error.countyEmpty');
			} else {
				if (!isSide(ctx, a.holder)) return invalid('lancaster.error.unknownPlayer');
				if (!(COUNTY_CHOICES as readonly unknown[]).includes(a.choice))
					return invalid('lancaster.error.countyChoice');
				const ally = allyOwner(a.holder) !== null;
				// Reglamento p.7: el aliado no tiene oro; sus puntos de poder se pierden.
				if (ally && (a.choice === 'both' || power > 0))
					return invalid('lancaster.error.allyCounty');
				if (a.choice === 'noble' && power > 0)
					return invalid('lancaster.error.countyPowerWithNoble');
				if (!ally) {
					const p = s.players[a.holder];
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
			const county = s.county + 1;
			return {
				...s,
				players,
				nextStartPlayer,
				county,
				step: county >= COUNTY_LETTERS.length ? 'castles' : 'counties'
			};
		}
		case 'castle': {
			// Reglamento p.4 «Castillos»: desde el jugador inicial en el sentido de las agujas del reloj.
			if (s.step !== 'castles') return invalid('lancaster.error.wrongStep');
			if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
			const order = turnOrder(ctx, s.startPlayer);
			const turn = order[s.castlesDone.length];
			if (a.player !== turn)
				return invalid('lancaster.error.notYourTurn', { player: nameOf(ctx, turn) });
			if (!isNonNegInt(a.power)) return invalid('lancaster.error.badAmount');
			const p = s.players[a.player];
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
		}
		case 'battle':
		case 'lowerBattle': {
			if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
			const slots = checkSlots(ctx, a.slots);
			if (!Array.isArray(slots)) return slots;
			// «Si en la fila inferior quedan batallas, se valorarán antes que las de la fila superior.»
			const pending = s.lowerRow.filter((b) => b.round < s.round);
			if (a.type === 'battle') {
				if (pending.length > 0) return invalid('lancaster.error.lowerRowFirst');
				const card = checkCard(a.card);
				if (!('franceStrength' in card)) return card;
				const id = `b${s.battleSeq + 1}`;
				return fight({ ...s, battleSeq: s.battleSeq + 1 }, ctx, id, card, slots, 1);
			}
			const lower = pending.find((b) => b.id === a.id);
			if (!lower) return invalid('lancaster.error.unknownBattle');
			const card: BattleCard = { franceStrength: lower.franceStrength, power: lower.power };
			return fight(s, ctx, lower.id, card, slots, 2);
		}
		case 'endRound': {
			if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
			if (s.lowerRow.some((b) => b.round < s.round))
				return invalid('lancaster.error.lowerRowFirst');
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
				history
			};
		}
		case 'finalScore': {
			if (s.step !== 'final') return invalid('lancaster.error.wrongStep');
			const input = a.players;
			if (typeof input !== 'object' || input === null)
				return invalid('lancaster.error.finalInput', { player: '', field: 'players' });
			for (const id of ids(ctx)) {
				const p = input[id];
				const field =
					typeof p !== 'object' || p === null
						? 'player'
						: !Array.isArray(p.knights) || !p.knights.every(isPosInt)
							? 'knights'
							: !isNonNegInt(p.squires)
								? 'squires'
								: !isNonNegInt(p.extensions)
									? 'extensions'
									: !isNonNegInt(p.gold)
										? 'gold'
										: null;
				if (field) return invalid('lancaster.error.finalInput', { player: nameOf(ctx, id), field });
			}
			const final = finalScoreBreakdown({
				twoPlayer: ctx.options.twoPlayerAllies,
				players: ids(ctx).map((id) => ({
					id,
					power: s.players[id].power,
					nobles: s.players[id].nobles,
					knights: input[id].knights,
					squires: input[id].squires,
					extensions: input[id].extensions,
					gold: input[id].gold
				}))
			});
			const scores: Record<string, number> = {};
			for (const r of final) scores[r.id] = r.total;
			const history = s.history.map((h) => (h.round === ROUNDS ? { round: h.round, scores } : h));
			return { ...s, step: 'finished', final, history };
		}
		case 'adjust': {
			if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
			const p = s.players[a.player];
			const d = { power: a.power ?? 0, voteTokens: a.voteTokens ?? 0, nobles: a.nobles ?? 0 };
			if (![d.power, d.voteTokens, d.nobles].every(Number.isInteger))
				return invalid('lancaster.error.badAmount');
			if (d.power === 0 && d.voteTokens === 0 && d.nobles === 0)
				return invalid('lancaster.error.nothingToAdjust');
			const next = {
				power: p.power + d.power,
				voteTokens: p.voteTokens + d.voteTokens,
				nobles: p.nobles + d.nobles
			};
			if (next.power < 0 || next.voteTokens < 0 || next.nobles < 1 || next.nobles > MAX_NOBLES)
				return invalid('lancaster.error.adjustOutOfRange');
			if (s.ballot && s.ballot.ballots.some((b) => b.id === a.player) && d.voteTokens !== 0)
				return invalid('lancaster.error.ballotInProgress');
			return { ...s, players: { ...s.players, [a.player]: next } };
		}
		default:
			return invalid('lancaster.error.unknownAction');
	}
}

/** «Por cada noble, incluido el señor de la fortaleza, una ficha de voto»; none in round 5. */
export function roundTableTokens(nobles: number, round: number): number {
	return round >= ROUNDS ? 0 : nobles;
}

// ---------------------------------------------------------------------------------------
// What a UI shows

/** The secret ballot as the table may see it: whose turn, never anybody's choice. */
export interface BallotView {
	law: LawId;
	position: number;
	voter: string | null;
	cast: string[];
	waiting: string[];
	readyToReveal: boolean;
}

export function ballotView(s: LiveState): BallotView | null {
	if (!s.ballot) return null;
	const cast = s.ballot.ballots.map((b) => b.id);
	const waiting = s.ballot.order.slice(cast.length);
	return {
		law: s.ballot.law,
		position: s.ballot.position,
		voter: waiting[0] ?? null,
		cast,
		waiting,
		readyToReveal: waiting.length === 0
	};
}

/** The next player or county the table has to deal with, for the current step. */
export function nextCounty(s: LiveState): (typeof COUNTY_LETTERS)[number] | null {
	return s.step === 'counties' ? (COUNTY_LETTERS[s.county] ?? null) : null;
}

/** The slot ids a battle may use: players, plus allies in the 2-player variant. */
export function sides(ctx: Ctx): string[] {
	return ctx.options.twoPlayerAllies ? [...ids(ctx), ...ids(ctx).map(allyId)] : ids(ctx);
}

// ---------------------------------------------------------------------------------------
// describe / summarize

const yn = (b: boolean): string => (b ? 'yes' : 'no');

function describe(a: LiveAction, before: LiveState, ctx: Ctx): MessageRef {
	switch (a.type) {
		case 'recordLaws':
			return { key: 'lancaster.log.recordLaws', values: { round: before.round } };
		case 'favour':
			return {
				key: 'lancaster.log.favour',
				values: { player: nameOf(ctx, a.player), power: a.power }
			};
		case 'endTroops':
			return { key: 'lancaster.log.endTroops', values: { round: before.round } };
		case 'cast':
			// Never says what was voted: the log is visible to everyone.
			return { key: 'lancaster.log.cast', values: { player: nameOf(ctx, a.player) } };
		case 'reveal': {
			const b = before.ballot;
			if (!b) return { key: 'lancaster.log.unknown' };
			const t = tallyVote(b.ballots);
			return {
				key: 'lancaster.log.reveal',
				values: { law: b.law, position: b.position, yes: t.yes, no: t.no, passed: yn(t.passed) }
			};
		}
		case 'applyLaw': {
			const law = before.lawsInForce[before.lawIndex];
			return {
				key: 'lancaster.log.applyLaw',
				values: { law: law ?? '', position: before.lawIndex + 1 }
			};
		}
		case 'county': {
			const county = COUNTY_LETTERS[before.county] ?? '';
			if (a.holder === null) return { key: 'lancaster.log.countyEmpty', values: { county } };
			const values: Record<string, string | number> = {
				county,
				player: nameOf(ctx, a.holder),
				ally: yn(allyOwner(a.holder) !== null),
				choice: a.choice ?? '',
				power: a.power ?? 0
			};
			if (before.county === SURREY_INDEX && a.nextStart !== undefined)
				return {
					key: 'lancaster.log.surrey',
					values: { ...values, next: nameOf(ctx, a.nextStart) }
				};
			return { key: 'lancaster.log.county', values };
		}
		case 'castle': {
			const p = before.players[a.player];
			return {
				key: 'lancaster.log.castle',
				values: {
					player: nameOf(ctx, a.player),
					power: a.power,
					tokens: p ? roundTableTokens(p.nobles, before.round) : 0
				}
			};
		}
		case 'battle':
		case 'lowerBattle': {
			const after = reduce(before, a, ctx);
			const rec = 'battles' in after ? after.battles[after.battles.length - 1] : undefined;
			if (!rec) return { key: 'lancaster.log.unknown' };
			return {
				key: 'lancaster.log.battle',
				values: {
					england: yn(rec.englandWins),
					total: rec.total,
					france: rec.franceStrength,
					next: rec.next,
					attempt: rec.attempt
				}
			};
		}
		case 'endRound':
			return { key: 'lancaster.log.endRound', values: { round: before.round } };
		case 'finalScore':
			return { key: 'lancaster.log.finalScore' };
		case 'adjust':
			return {
				key: 'lancaster.log.adjust',
				values: {
					player: nameOf(ctx, a.player),
					power: a.power ?? 0,
					voteTokens: a.voteTokens ?? 0,
					nobles: a.nobles ?? 0
				}
			};
		default:
			return { key: 'lancaster.log.unknown' };
	}
}

function summarize(s: LiveState): SessionSummary {
	if (s.final) {
		const scores: Record<string, number> = {};
		for (const r of s.final) scores[r.id] = r.total;
		return {
			round: s.round,
			finished: true,
			scores,
			winners: s.final.filter((r) => r.rank === 1).map((r) => r.id)
		};
	}
	return { round: s.round, finished: false, scores: powerScores(s), winners: [] };
}

export const live: Flow<LiveState, LiveAction, Options> = {
	init,
	reduce,
	describe,
	summarize,
	scoreHistory: (s) => s.history
};

// ---------------------------------------------------------------------------------------
// Quick scorer: the table types the end state, the app does the final scoring.

export interface ScorerPlayer {
	power: number;
	/** Strengths of the knights not in the reserve. */
	knights: number[];
	squires: number;
	extensions: number;
	gold: number;
	/** Figures at the round table (the castle lord included). */
	nobles: number;
}

export type ScorerField = 'power' | 'squires' | 'extensions' | 'gold' | 'nobles';
export const SCORER_FIELDS: readonly ScorerField[] = [
	'power',
	'squires',
	'extensions',
	'gold',
	'nobles'
];

export interface ScorerState {
	players: Record<string, ScorerPlayer>;
	result: LancasterFinalBreakdown[] | null;
}

export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'setKnights'; player: string; knights: number[] }
	| { type: 'finish' };

function scorerInit(ctx: Ctx): ScorerState {
	const players: Record<string, ScorerPlayer> = {};
	for (const id of ids(ctx))
		players[id] = { power: 0, knights: [], squires: 0, extensions: 0, gold: 0, nobles: 1 };
	return { players, result: null };
}

function scorerReduce(s: ScorerState, a: ScorerAction, ctx: Ctx): ScorerState | Invalid {
	if (typeof a !== 'object' || a === null) return invalid('lancaster.error.unknownAction');
	if (s.result) return invalid('lancaster.error.finished');
	switch (a.type) {
		case 'set': {
			if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
			if (!SCORER_FIELDS.includes(a.field)) return invalid('lancaster.error.unknownField');
			if (!isNonNegInt(a.value)) return invalid('lancaster.error.badAmount');
			if (a.field === 'nobles' && a.value > MAX_NOBLES)
				return invalid('lancaster.error.roundTableFull');
			return {
				...s,
				players: { ...s.players, [a.player]: { ...s.players[a.player], [a.field]: a.value } }
			};
		}
		case 'setKnights': {
			if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
			if (!Array.isArray(a.knights) || !a.knights.every(isPosInt))
				return invalid('lancaster.error.battleKnights');
			return {
				...s,
				players: { ...s.players, [a.player]: { ...s.players[a.player], knights: [...a.knights] } }
			};
		}
		case 'finish': {
			const result = finalScoreBreakdown({
				twoPlayer: ctx.options.twoPlayerAllies,
				players: ids(ctx).map((id) => ({ id, ...s.players[id] }))
			});
			return { ...s, result };
		}
		default:
			return invalid('lancaster.error.unknownAction');
	}
}

function scorerDescribe(a: ScorerAction, _before: ScorerState, ctx: Ctx): MessageRef {
	switch (a.type) {
		case 'set':
			return {
				key: 'lancaster.log.scorerSet',
				values: { player: nameOf(ctx, a.player), field: a.field, value: a.value }
			};
		case 'setKnights':
			return {
				key: 'lancaster.log.scorerKnights',
				values: {
					player: nameOf(ctx, a.player),
					strength: Array.isArray(a.knights) ? a.knights.reduce((x, y) => x + y, 0) : 0
				}
			};
		case 'finish':
			return { key: 'lancaster.log.finalScore' };
		default:
			return { key: 'lancaster.log.unknown' };
	}
}

function scorerSummarize(s: ScorerState): SessionSummary {
	const scores: Record<string, number> = {};
	if (s.result) for (const r of s.result) scores[r.id] = r.total;
	else for (const [id, p] of Object.entries(s.players)) scores[id] = p.power;
	return {
		round: null,
		finished: s.result !== null,
		scores,
		winners: s.result ? s.result.filter((r) => r.rank === 1).map((r) => r.id) : []
	};
}

export const scorer: Flow<ScorerState, ScorerAction, Options> = {
	init: scorerInit,
	reduce: scorerReduce,
	describe: scorerDescribe,
	summarize: scorerSummarize
};
