/**
 * The live companion: round tracker, secret ballot, law helpers, counties, castles, battles and
 * the final scoring, declared move by move (core/define). Pure moves over plain JSON states.
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { isPlayer, isRecord } from '../core/checks';
import { defineFlow, move } from '../core/define';
import { draw, type RngState } from '../core/rng';
import {
	invalid,
	isInvalid,
	type Flow,
	type Glance,
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
	KNIGHT_SET,
	LAW_IDS,
	LAWS_IN_FORCE,
	LAWS_PROPOSED,
	MAX_NOBLES,
	BATTLE_CARDS_PER_ROUND,
	BATTLE_SLOTS,
	COUNTY_BOTH_COST_GOLD,
	ROUNDS,
	START_EXTENSIONS,
	START_GOLD,
	START_KNIGHTS,
	START_SQUIRES,
	START_VOTE_TOKENS,
	SURREY_INDEX,
	type FavourReward,
	type LawId
} from './data';
import {
	applyGain,
	boardLawValues,
	checkReward,
	sumRewards,
	type Reward,
	countyHolder,
	courtOf,
	slotsOf,
	strengthenAllowed,
	without,
	type BoardPlayer,
	type Placement
} from './board';
import * as log from './log';
import { allyOwner, type Options } from './options';
import {
	isSide,
	playerIds as ids,
	placementTurn,
	roundTableTokens,
	sideName as nameOf,
	turnOrder
} from './queries';
import {
	COUNTY_CHOICES,
	battleTotal,
	countyPlacement,
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
import { finalBreakdown, finalScoreBreakdown, type LancasterFinalBreakdown } from './scoring';
import { setupOf } from './setup';
import { isNat, isPosInt } from '../core/require';

export interface PlayerTrack extends BoardPlayer {
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
	/** Moved down with nobody in it before its card was entered: the card is asked when fought. */
	blank?: boolean;
}

/** One of this round's two new battle cards (Reglamento p.5: «dos nuevas cartas de batalla»). */
export interface UpperBattle {
	/** 'u1' / 'u2': where knights are sent in phase 1. */
	key: string;
	/** Entered once, when the first knight goes there or when it is fought. */
	card: BattleCard | null;
	/** The id it was fought under (b1, b2…), once fought. */
	fought: string | null;
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
	/** Prisoners bought back (indexes in `prisoners`); the others went to the reserve. */
	freed?: number[];
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
	/** The deck is stacked by printed groups (0 on top): the next laws are taken from the top. */
	lawStacked?: boolean;
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
	/**
	 * What each of the six physical favour tiles gives, as first recorded this session (by tile
	 * number): a tile always shows the same reward.
	 */
	tileRewards?: Record<string, FavourReward>;
	/** The end state typed at the final scoring (kept so a correction re-scores). */
	finalInput?: Record<string, FinalPlayerInput>;
	/** This round's troops, knight by knight, in the order they were placed. */
	placed?: Placement[];
	/** This round's two new battle cards. */
	upper?: UpperBattle[];
	/**
	 * True once this round's troops were placed on the phone: the laws, counties and battles
	 * then read the board. A round whose troops were not recorded (and every session recorded
	 * before the phone kept the board) asks the table for those numbers as before.
	 */
	board?: boolean;
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

export interface FavourChoice {
	tile: number;
	reward: FavourReward;
	/** For «gold and squires»: what the tile shows. */
	gold?: number;
	squires?: number;
	/** For a strengthening: the strength of the knight the player lifts (else the strongest). */
	knight?: number;
}

export type LiveAction =
	| { type: 'recordLaws'; inForce?: LawId[]; proposed: LawId[] }
	| { type: 'favour'; player: string; tile: number; reward: FavourReward; legacy?: boolean }
	| {
			type: 'place';
			player: string;
			knight: number;
			to: 'county' | 'castle' | 'battle';
			county?: number;
			squires?: number;
			battle?: string;
			/** The county's printed minimum strength, when the table entered it. */
			min?: number;
			/** A king's favour tile, for one of the first six knights sent to battles. */
			favour?: FavourChoice;
			/** France's strength and power values, when this knight is the first on a new card. */
			card?: BattleCard;
			/** Recorded by version 2 (migrations.ts): placed without the turn and tile checks. */
			legacy?: boolean;
	  }
	| { type: 'endTroops'; legacy?: boolean }
	| { type: 'cast'; player: string; yes: boolean; tokens: number }
	| { type: 'reveal' }
	| { type: 'tableVote'; ballots: Ballot[] }
	| { type: 'applyLaw'; input: LawInput; strengthen?: Record<string, number[]> }
	| {
			type: 'county';
			holder: string | null;
			choice?: CountyChoice;
			/** Power points typed (sessions recorded before the printed reward was asked). */
			power?: number;
			/** The county's printed reward, for «puntos» or «ambos». */
			reward?: Reward;
			/** The strengths of the knights a strengthening lifts (else the strongest). */
			lift?: number[];
			nextStart?: string;
	  }
	| {
			type: 'castle';
			player: string;
			/** Power points typed besides the rewards (or alone, as recorded before rewards). */
			power: number;
			/** Each castle knight's space and each extension used, as printed, in order. */
			rewards?: Reward[];
			lift?: number[];
	  }
	| { type: 'battle'; card?: BattleCard; slots?: BattleSlot[]; upper?: string }
	| { type: 'lowerBattle'; id: string; slots?: BattleSlot[]; card?: BattleCard; freed?: number[] }
	| { type: 'endRound' }
	| { type: 'finalScore'; players: Record<string, FinalPlayerInput> }
	| {
			type: 'adjust';
			player: string;
			power?: number;
			voteTokens?: number;
			nobles?: number;
			gold?: number;
			squires?: number;
			extensions?: number;
			/** The player's knights outside the reserve, as the board shows them. */
			knights?: number[];
	  };

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

/** Reglamento p.5: «Se levantan dos nuevas cartas de batalla y se colocan en la fila superior». */
function newUpper(): UpperBattle[] {
	return Array.from({ length: BATTLE_CARDS_PER_ROUND }, (_, i) => ({
		key: `u${i + 1}`,
		card: null,
		fought: null
	}));
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
	if (typeof c !== 'object' || c === null || !isNat(c.franceStrength))
		return invalid('lancaster.error.battleCard');
	if (!Array.isArray(c.power) || c.power.length !== 3 || !c.power.every(isNat))
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
		if (ctx.options.lawDeck !== 'table') return redeal(s, a, ctx);
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

/**
 * The app's deal is an offer, never a demand: before the first vote of the round the table
 * enters the laws it really turned up (and, in round 1, the laws in force). The app's cards go
 * back on top of its deck, in order; the table's cards leave it.
 */
function redeal(s: LiveState, a: Act<'recordLaws'>, ctx: Ctx): LiveState | Invalid {
	const beforeVotes =
		s.step === 'troops' || (s.step === 'ballot' && s.voteIndex === 0 && !s.ballot?.ballots.length);
	if (!beforeVotes) return invalid('lancaster.error.lawsAlreadyVoted');
	const replaceInForce = a.inForce !== undefined;
	if (replaceInForce && (s.round !== 1 || s.votes.length > 0))
		return invalid('lancaster.error.lawsInForceSet');
	const used = new Set<LawId>([...s.discardedLaws, ...(replaceInForce ? [] : s.lawsInForce)]);
	let inForce = s.lawsInForce;
	if (replaceInForce) {
		const r = checkLawList(a.inForce, LAWS_IN_FORCE, used);
		if (!Array.isArray(r)) return r;
		inForce = r;
		r.forEach((l) => used.add(l));
	}
	const proposed = checkLawList(a.proposed, LAWS_PROPOSED, used);
	if (!Array.isArray(proposed)) return proposed;
	const taken = new Set([...inForce, ...proposed]);
	const offered = [...(replaceInForce ? s.lawsInForce : []), ...s.proposals];
	const lawDeck = [...offered, ...s.lawDeck].filter((l) => !taken.has(l));
	const next = { ...s, lawsInForce: inForce, proposals: proposed, lawDeck };
	return s.step === 'ballot' ? openBallot({ ...next, ballot: null }, ctx) : next;
}

const favour = move<LiveState, Options, Act<'favour'>>({
	schema: shape('favour', ['player', 'tile', 'reward', 'legacy']),
	apply(s, a, ctx) {
		// Reglamento p.2 «Puntos inmediatos»: con los primeros seis caballeros se elige una
		// tablilla de favor del rey libre; «se le dará la vuelta y no se podrá volver a elegir
		// durante esa ronda».
		if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
		if (!isSide(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isPosInt(a.tile) || a.tile > FAVOUR_TILES) return invalid('lancaster.error.favourTile');
		if (!(FAVOUR_REWARDS as readonly unknown[]).includes(a.reward))
			return invalid('lancaster.error.favourReward');
		return takeFavour(s, a.player, { tile: a.tile, reward: a.reward }, a.legacy === true);
	},
	describe: log.favour
});

/**
 * Takes a favour tile: a noble sits at the round table (it counts for vote tokens and final
 * points), a strengthening lifts a knight, gold and squires go to the board. Reglamento p.7:
 * for an ally «Monedas de oro y escuderos: se pierden», «Nobles: se retira un noble» — nothing
 * of the ally is kept.
 */
function takeFavour(
	s: LiveState,
	side: string,
	f: FavourChoice,
	legacy = false
): LiveState | Invalid {
	if (!isPosInt(f.tile) || f.tile > FAVOUR_TILES) return invalid('lancaster.error.favourTile');
	if (!(FAVOUR_REWARDS as readonly unknown[]).includes(f.reward))
		return invalid('lancaster.error.favourReward');
	const gold: unknown = f.gold ?? 0;
	const squires: unknown = f.squires ?? 0;
	if (!isNat(gold) || !isNat(squires)) return invalid('lancaster.error.badAmount');
	const taken = s.favours ?? [];
	if (taken.some((t) => t.tile === f.tile)) return invalid('lancaster.error.favourTaken');
	// The six tiles are physical: tile n shows the same reward every round.
	const printed = s.tileRewards?.[String(f.tile)];
	if (!legacy && printed !== undefined && printed !== f.reward)
		return invalid('lancaster.error.favourTileDiffers', { tile: f.tile, reward: printed });
	let players = s.players;
	const p = s.players[side];
	let placed = s.placed ?? [];
	let lowerRow = s.lowerRow;
	if (p) {
		if (f.reward === 'noble') {
			if (p.nobles + 1 > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
			players = { ...s.players, [side]: { ...p, nobles: p.nobles + 1 } };
		} else {
			const gain = f.reward === 'strengthen' ? { strengthen: 1 } : { gold, squires };
			const chosen = f.reward === 'strengthen' && f.knight !== undefined ? [f.knight] : [];
			if (!strengthenAllowed(p.knights, chosen, 1))
				return invalid('lancaster.error.cannotStrengthen', { n: String(f.knight) });
			// A v2 replay kept the lower row as typed (its slots were entered when fought).
			const r = applyGain(p, placed, side, gain, chosen, legacy ? [] : lowerRow);
			placed = r.placed;
			if (!legacy) lowerRow = r.lower;
			players = { ...s.players, [side]: { ...p, ...r.board } };
		}
	}
	const favours = [...taken, { tile: f.tile, player: side, reward: f.reward }];
	const tileRewards = legacy ? s.tileRewards : { ...s.tileRewards, [String(f.tile)]: f.reward };
	return { ...s, players, favours, placed, lowerRow, ...(tileRewards ? { tileRewards } : {}) };
}

const sameOwner = (a: string, b: string): boolean => (allyOwner(a) ?? a) === (allyOwner(b) ?? b);

/** The battles knights may be sent to now: this round's new cards and the lower row's. */
export function openBattles(s: LiveState): string[] {
	return [
		...(s.upper ?? []).filter((u) => u.fought === null).map((u) => u.key),
		...pendingLower(s).map((b) => b.id)
	];
}

/** What a battle already holds: the lower row's stored slots plus this round's knights. */
export function battleSlots(s: LiveState, battle: string): BattleSlot[] {
	const lower = s.lowerRow.find((b) => b.id === battle);
	return slotsOf(lower?.slots ?? [], s.placed ?? [], battle);
}

/**
 * Reglamento p.2 «Fase 1: Distribución de tropas»: «enviará a uno de sus caballeros de la
 * corte a una casilla de caballero» — a county (with squires, the knight alone reaching the
 * printed minimum, displacing a weaker knight of another player), the castle, or a battle (one
 * slot per player, from the top; the first six knights take a king's favour tile).
 */
const place = move<LiveState, Options, Act<'place'>>({
	schema: shape('place', [
		'player',
		'knight',
		'to',
		'county',
		'squires',
		'battle',
		'min',
		'favour',
		'card',
		'legacy'
	]),
	apply(s, a, ctx) {
		if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
		if (!isSide(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		if (!isPosInt(a.knight) || !KNIGHT_SET.includes(a.knight))
			return invalid('lancaster.error.badKnight');
		const side = a.player;
		const ally = allyOwner(side) !== null;
		// «El jugador inicial enviará a uno de sus caballeros … y le pasará el turno al siguiente
		// jugador» (p.2): only the player whose turn it is places (his own knight or his ally's).
		const turn = placementTurn(s, ctx);
		if (a.legacy !== true && turn !== null && (allyOwner(side) ?? side) !== turn)
			return invalid('lancaster.error.notYourTurn', { player: nameOf(ctx, turn) });
		const p = s.players[side];
		let placed = [...(s.placed ?? [])];
		// Only a knight of the court may go (allies' courts are not kept: any knight of the set).
		if (p && !courtOf(p.knights, placed, s.lowerRow, side).includes(a.knight))
			return invalid('lancaster.error.notInCourt', { strength: a.knight });
		const entry: Placement = { side, knight: a.knight, to: a.to };
		let next: LiveState = s;
		if (a.to === 'county') {
			if (!isNat(a.county) || a.county >= COUNTY_LETTERS.length)
				return invalid('lancaster.error.badPlace');
			const squires: unknown = a.squires ?? 0;
			const min: unknown = a.min ?? 0;
			if (!isNat(squires) || !isNat(min)) return invalid('lancaster.error.badAmount');
			if (p && squires > p.squires) return invalid('lancaster.error.notEnoughSquires');
			const occupant = countyHolder(placed, a.county);
			const r = countyPlacement({
				minStrength: min,
				challenger: { knight: a.knight, squires, ally },
				occupant: occupant
					? {
							knight: occupant.knight,
							squires: occupant.squires ?? 0,
							sameSide: sameOwner(occupant.side, side)
						}
					: null
			});
			if (!r.ok) return invalid(`lancaster.error.county.${r.reason}`);
			// «El caballero depuesto volverá a la corte»; its squires went to the supply when placed.
			if (r.displaces) placed = placed.filter((x) => x !== occupant);
			entry.county = a.county;
			entry.squires = squires;
			if (p && squires > 0)
				next = {
					...next,
					players: { ...next.players, [side]: { ...p, squires: p.squires - squires } }
				};
		} else if (a.to === 'battle') {
			if (typeof a.battle !== 'string' || !openBattles(s).includes(a.battle))
				return invalid('lancaster.error.unknownBattle');
			const slots = battleSlots(s, a.battle);
			// «Cada jugador sólo podrá ocupar una de las tres casillas de cada batalla.»
			if (!slots.some((x) => x.id === side) && slots.length >= BATTLE_SLOTS)
				return invalid('lancaster.error.battleFull');
			entry.battle = a.battle;
			const upper = (s.upper ?? []).find((u) => u.key === a.battle);
			if (a.card !== undefined) {
				if (!upper || upper.card !== null) return invalid('lancaster.error.cardKnown');
				const card = checkCard(a.card);
				if (isInvalid(card)) return card;
				next = {
					...next,
					upper: (s.upper ?? []).map((u) => (u.key === upper.key ? { ...u, card } : u))
				};
			}
			if (a.favour !== undefined) {
				// «con los primeros seis caballeros»: only the first six sent to battles this round.
				if (placed.filter((x) => x.to === 'battle').length >= FAVOUR_TILES)
					return invalid('lancaster.error.favourLate');
				// The knight is on the board when the tile is chosen: a strengthening may lift it.
				const f = takeFavour(
					{ ...next, placed: [...placed, entry] },
					side,
					a.favour,
					a.legacy === true
				);
				if (isInvalid(f)) return f;
				return f;
			}
		} else if (a.to !== 'castle') return invalid('lancaster.error.badPlace');
		return { ...next, placed: [...placed, entry] };
	},
	describe: log.place
});

const endTroops = move<LiveState, Options, Act<'endTroops'>>({
	schema: shape('endTroops', ['legacy']),
	apply(s, a, ctx) {
		if (s.step !== 'troops') return invalid('lancaster.error.wrongStep');
		const placed = s.placed ?? [];
		// Version 2 let a round go on with nothing placed (its numbers were then typed).
		const board = placed.length > 0 || a.legacy !== true;
		// «Se irá pasando el turno hasta que todos los jugadores coloquen a todos sus caballeros.»
		if (board)
			for (const id of ids(ctx)) {
				const p = s.players[id]!;
				if (courtOf(p.knights, placed, s.lowerRow, id).length > 0)
					return invalid('lancaster.error.knightsLeft', { player: nameOf(ctx, id) });
			}
		return openBallot({ ...s, step: 'ballot', voteIndex: 0, board }, ctx);
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
		if (!isNat(a.tokens)) return invalid('lancaster.error.badAmount');
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
export function withTracked(s: LiveState, law: LawId, ctx: Ctx, input: LawInput): LawInput {
	if (law !== 'noblesKnight' && !s.board) return input;
	const players: LawInput['players'] = {};
	const given = isRecord(input.players) ? input.players : {};
	for (const id of ids(ctx)) {
		const typed = Object.prototype.hasOwnProperty.call(given, id) ? given[id] : undefined;
		const p = s.players[id]!;
		// When the troops were placed on the phone, every number comes from the board; what was
		// typed (an exchange, a correction) is kept on top.
		const known = s.board
			? boardLawValues(law, p, p.nobles, s.placed ?? [], pendingLower(s), id)
			: {};
		players[id] = {
			...known,
			...(isRecord(typed) ? typed : {}),
			...(law === 'noblesKnight' ? { nobles: p.nobles - 1 } : {})
		};
	}
	return { ...input, players };
}

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
	schema: shape('applyLaw', ['input', 'strengthen']),
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
	describe: log.applyLaw
});

const county = move<LiveState, Options, Act<'county'>>({
	schema: shape('county', ['holder', 'choice', 'power', 'reward', 'lift', 'nextStart']),
	apply(s, a, ctx) {
		// Reglamento p.3 «Condados»: de la A a la I; noble, puntos, o 3 de oro por ambos.
		if (s.step !== 'counties') return invalid('lancaster.error.wrongStep');
		const isSurrey = s.county === SURREY_INDEX;
		const reward = a.reward === undefined ? {} : checkReward(a.reward);
		if (!reward) return invalid('lancaster.error.badReward');
		const lift: unknown = a.lift ?? [];
		if (!Array.isArray(lift) || !lift.every(isPosInt)) return invalid('lancaster.error.badKnight');
		const typed: unknown = a.power ?? 0;
		if (!isNat(typed)) return invalid('lancaster.error.badAmount');
		// «Quedarse con los puntos del condado»: its printed reward (power, or a strengthening…).
		const power = typed + (reward.power ?? 0);
		const hasReward = Object.keys(reward).length > 0;
		let players = s.players;
		let placed = s.placed ?? [];
		let lowerRow = s.lowerRow;
		let nextStartPlayer = s.nextStartPlayer;
		// With the troops on the phone, the county's knight is known: the holder is that side.
		const onBoard = s.board ? countyHolder(s.placed ?? [], s.county) : null;
		if (onBoard && a.holder !== undefined && a.holder !== onBoard.side)
			return invalid('lancaster.error.countyHolder', { player: nameOf(ctx, onBoard.side) });
		if (onBoard) a = { ...a, holder: onBoard.side };
		if (a.holder === null || a.holder === undefined) {
			if (a.choice !== undefined || power > 0 || hasReward || a.nextStart !== undefined)
				return invalid('lancaster.error.countyEmpty');
		} else {
			if (!isSide(ctx, a.holder)) return invalid('lancaster.error.unknownPlayer');
			if (!(COUNTY_CHOICES as readonly unknown[]).includes(a.choice))
				return invalid('lancaster.error.countyChoice');
			const ally = allyOwner(a.holder) !== null;
			// Reglamento p.7: el aliado no tiene oro; sus puntos de poder se pierden.
			if (ally && (a.choice === 'both' || power > 0 || reward.gold || reward.squires))
				return invalid('lancaster.error.allyCounty');
			if (a.choice === 'noble' && (power > 0 || hasReward))
				return invalid('lancaster.error.countyPowerWithNoble');
			if (!ally) {
				const p = s.players[a.holder]!;
				const nobles = p.nobles + (a.choice === 'points' ? 0 : 1);
				if (nobles > MAX_NOBLES) return invalid('lancaster.error.roundTableFull');
				// «Pagar tres monedas de oro al consejo para conseguir tanto el noble como los puntos.»
				const pay = a.choice === 'both' ? COUNTY_BOTH_COST_GOLD : 0;
				if (s.board && p.gold < pay)
					return invalid('lancaster.error.notEnoughGold', {
						n: pay,
						player: nameOf(ctx, a.holder)
					});
				const paid = { ...p, nobles, gold: Math.max(0, p.gold - pay), power: p.power + power };
				if (!strengthenAllowed(p.knights, lift as number[], reward.strengthen ?? 0))
					return invalid('lancaster.error.cannotStrengthen', { n: String(lift) });
				// Paid first, then the county's reward reaches the board.
				const r = applyGain(
					paid,
					placed,
					a.holder,
					reward,
					lift as number[],
					s.board ? lowerRow : []
				);
				players = { ...s.players, [a.holder]: { ...paid, ...r.board } };
				placed = r.placed;
				if (s.board) lowerRow = r.lower;
			}
			// Reglamento p.4 «Surrey (I)»: elige quién abrirá la siguiente ronda.
			if (isSurrey) {
				if (!isPlayer(ctx, a.nextStart)) return invalid('lancaster.error.surreyNextStart');
				nextStartPlayer = a.nextStart;
			} else if (a.nextStart !== undefined) return invalid('lancaster.error.notSurrey');
		}
		const next = s.county + 1;
		return skipEmptyCounties({
			...s,
			players,
			...(s.placed ? { placed } : {}),
			lowerRow,
			nextStartPlayer,
			county: next,
			step: next >= COUNTY_LETTERS.length ? 'castles' : 'counties'
		});
	},
	describe: log.county
});

/**
 * With the troops on the phone, a county nobody holds has nothing to resolve: the phone moves
 * on (an empty Surrey leaves the start token where it is, Reglamento p.4).
 */
function skipEmptyCounties(s: LiveState): LiveState {
	if (!s.board || s.step !== 'counties') return s;
	let county = s.county;
	while (county < COUNTY_LETTERS.length && !countyHolder(s.placed ?? [], county)) county++;
	return { ...s, county, step: county >= COUNTY_LETTERS.length ? 'castles' : 'counties' };
}

const castle = move<LiveState, Options, Act<'castle'>>({
	schema: shape('castle', ['player', 'power', 'rewards', 'lift']),
	apply(s, a, ctx) {
		// Reglamento p.4 «Castillos»: desde el jugador inicial en el sentido de las agujas del reloj.
		if (s.step !== 'castles') return invalid('lancaster.error.wrongStep');
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		const order = turnOrder(ctx, s.startPlayer);
		const turn = order[s.castlesDone.length];
		if (a.player !== turn)
			return invalid('lancaster.error.notYourTurn', { player: nameOf(ctx, turn) });
		if (!isNat(a.power)) return invalid('lancaster.error.badAmount');
		const list: unknown = a.rewards ?? [];
		if (!Array.isArray(list)) return invalid('lancaster.error.badReward');
		const rewards = list.map(checkReward);
		if (rewards.some((r) => r === null)) return invalid('lancaster.error.badReward');
		const lift: unknown = a.lift ?? [];
		if (!Array.isArray(lift) || !lift.every(isPosInt)) return invalid('lancaster.error.badKnight');
		const p = s.players[a.player]!;
		// «Por caballero recibe dos escuderos. La tablilla de ampliación le permite recibir un
		// caballero nuevo de fuerza 1 a cambio de tres escuderos» (p.4): each space's reward.
		const total = sumRewards(rewards as Reward[]);
		if (s.board && total.paySquires > p.squires + total.squires)
			return invalid('lancaster.error.notEnoughSquires');
		if (!strengthenAllowed(p.knights, lift as number[], total.strengthen))
			return invalid('lancaster.error.cannotStrengthen', { n: String(lift) });
		const r = applyGain(
			p,
			s.placed ?? [],
			a.player,
			total,
			lift as number[],
			s.board ? s.lowerRow : []
		);
		// «Por cada noble, incluido el señor de la fortaleza, una ficha de voto» (no en la 5.ª ronda).
		const tokens = roundTableTokens(p.nobles, s.round);
		const castlesDone = [...s.castlesDone, a.player];
		return {
			...s,
			players: {
				...s.players,
				[a.player]: {
					...p,
					...r.board,
					power: p.power + a.power + total.power,
					voteTokens: p.voteTokens + tokens
				}
			},
			...(s.placed ? { placed: r.placed } : {}),
			lowerRow: s.board ? r.lower : s.lowerRow,
			castlesDone,
			step: castlesDone.length >= order.length ? 'battles' : 'castles'
		};
	},
	describe: log.castle
});

/** «Si en la fila inferior quedan batallas, se valorarán antes que las de la fila superior.» */
const pendingLower = (s: LiveState): LowerBattle[] => s.lowerRow.filter((b) => b.round < s.round);

/**
 * A battle of the upper row. With `upper` ('u1' / 'u2'), one of this round's two new cards:
 * its knights are the ones placed there (unless slots are given) and its card is the one
 * entered when the first knight went there (else given now). Without it, a card and its slots
 * typed in full (a round whose troops were not placed on the phone).
 */
const battle = move<LiveState, Options, Act<'battle'>>({
	schema: shape('battle', ['card', 'slots', 'upper']),
	apply(s, a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		const upper =
			a.upper === undefined ? null : (s.upper ?? []).find((u) => u.key === a.upper && !u.fought);
		if (upper === undefined) return invalid('lancaster.error.unknownBattle');
		const slots = checkSlots(ctx, a.slots ?? (upper ? battleSlots(s, upper.key) : undefined));
		if (isInvalid(slots)) return slots;
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		if (upper?.card && a.card !== undefined) return invalid('lancaster.error.cardKnown');
		const card = upper?.card ?? checkCard(a.card);
		if (isInvalid(card)) return card;
		const id = `b${s.battleSeq + 1}`;
		const next = upper
			? {
					...s,
					upper: (s.upper ?? []).map((u) => (u.key === upper.key ? { ...u, card, fought: id } : u))
				}
			: s;
		return fight({ ...next, battleSeq: s.battleSeq + 1 }, id, card, slots, 1);
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
	schema: shape('lowerBattle', ['id', 'slots', 'card', 'freed']),
	apply(s, a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		const lower = pendingLower(s).find((b) => b.id === a.id);
		if (!lower) return invalid('lancaster.error.unknownBattle');
		const slots = checkSlots(ctx, a.slots ?? battleSlots(s, lower.id));
		if (isInvalid(slots)) return slots;
		if (!keepsStored(lower.slots, slots)) return invalid('lancaster.error.lowerBattleKeeps');
		// A card that moved down empty is entered when knights finally fight there.
		let card: BattleCard | Invalid = { franceStrength: lower.franceStrength, power: lower.power };
		if (a.card !== undefined) {
			if (!lower.blank) return invalid('lancaster.error.cardKnown');
			card = checkCard(a.card);
		} else if (lower.blank && slots.length > 0) card = invalid('lancaster.error.battleCard');
		if (isInvalid(card)) return card;
		const fought = fight(s, lower.id, card, slots, 2);
		return ransom(fought, ctx, a.freed);
	},
	describe: log.battle
});

/**
 * Reglamento p.5 «Francia vuelve a ganar»: «Los jugadores podrán comprar la libertad de cada
 * uno de los caballeros a cambio de una moneda de oro por cada punto de fuerza … los demás
 * pasarán a formar parte de las tropas de reserva». `freed` lists the prisoners bought back
 * (indexes in the record's order); they cost gold, the others leave the player's knights.
 */
function ransom(s: LiveState, ctx: Ctx, freed: unknown): LiveState | Invalid {
	const rec = s.battles[s.battles.length - 1];
	if (!rec || rec.prisoners.length === 0) return s;
	const list: unknown[] = freed === undefined ? [] : Array.isArray(freed) ? freed : [null];
	if (!list.every((i) => isNat(i) && i < rec.prisoners.length))
		return invalid('lancaster.error.badRansom');
	const players = { ...s.players };
	for (const [i, pr] of rec.prisoners.entries()) {
		const p = pr.owner ? players[pr.owner] : undefined;
		if (!p) continue;
		if (list.includes(i) && pr.ransom !== null) {
			if (s.board && p.gold < pr.ransom)
				return invalid('lancaster.error.notEnoughGold', {
					n: pr.ransom,
					player: nameOf(ctx, pr.owner)
				});
			players[pr.owner!] = { ...p, gold: Math.max(0, p.gold - pr.ransom) };
		} else players[pr.owner!] = { ...p, knights: without(p.knights, [pr.strength]) };
	}
	const freedList = list as number[];
	const battles = [...s.battles.slice(0, -1), { ...rec, freed: freedList }];
	return { ...s, players, battles };
}

const endRound = move<LiveState, Options, Act<'endRound'>>({
	schema: shape('endRound'),
	apply(s, _a, ctx) {
		if (s.step !== 'battles') return invalid('lancaster.error.wrongStep');
		if (pendingLower(s).length > 0) return invalid('lancaster.error.lowerRowFirst');
		// «En las batallas en las que no haya ningún caballero se considerará que pierde
		// Inglaterra y se pasarán a la fila inferior.»
		let lowerRow = s.lowerRow;
		let battleSeq = s.battleSeq;
		if (s.board)
			for (const u of s.upper ?? []) {
				if (u.fought) continue;
				if (battleSlots(s, u.key).length > 0)
					return invalid('lancaster.error.battleUnfought', { n: u.key.slice(1) });
				battleSeq++;
				lowerRow = [
					...lowerRow,
					{
						id: `b${battleSeq}`,
						round: s.round,
						franceStrength: u.card?.franceStrength ?? 0,
						power: u.card?.power ?? [0, 0, 0],
						slots: [],
						...(u.card ? {} : { blank: true })
					}
				];
			}
		const history = [...s.history, { round: s.round, scores: powerScores(s) }];
		if (s.round >= ROUNDS) return { ...s, lowerRow, battleSeq, history, step: 'final' };
		// Reglamento p.5 «Preparación de la siguiente ronda»: tres nuevas leyes propuestas.
		let lawDeck = s.lawDeck;
		let proposals: LawId[] = [];
		let rng = s.rng;
		if (ctx.options.lawDeck === 'app' && s.lawStacked) {
			// «Se levantan las tres primeras cartas de leyes del mazo»: from the top of the stack.
			proposals = lawDeck.slice(0, LAWS_PROPOSED);
			lawDeck = lawDeck.slice(LAWS_PROPOSED);
		} else if (ctx.options.lawDeck === 'app') {
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
			lowerRow,
			battleSeq,
			placed: [],
			upper: newUpper(),
			board: false,
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
	if (!isNat(x.squires)) return 'squires';
	if (!isNat(x.extensions)) return 'extensions';
	if (!isNat(x.gold)) return 'gold';
	return null;
}

/** Each player's end state as the board shows it (knights outside the reserve, squires…). */
export function boardEnd(s: LiveState, ctx: Ctx): Record<string, FinalPlayerInput> {
	const out: Record<string, FinalPlayerInput> = {};
	for (const id of ids(ctx)) {
		const p = s.players[id]!;
		out[id] = {
			knights: [...(p.knights ?? [])],
			squires: p.squires ?? 0,
			extensions: p.extensions ?? 0,
			gold: p.gold ?? 0
		};
	}
	return out;
}

const finalScore = move<LiveState, Options, Act<'finalScore'>>({
	schema: shape('finalScore', ['players']),
	apply(s, a, ctx) {
		// A correction after the end re-enters the end state and re-scores.
		if (s.step !== 'final' && s.step !== 'finished') return invalid('lancaster.error.wrongStep');
		// Nothing typed: the end state is the board the phone kept.
		const input: unknown = a.players ?? boardEnd(s, ctx);
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

const ADJUSTABLE = ['power', 'voteTokens', 'nobles', 'gold', 'squires', 'extensions'] as const;

const adjust = move<LiveState, Options, Act<'adjust'>>({
	schema: shape('adjust', [...ADJUSTABLE, 'player', 'knights']),
	apply(s, a, ctx) {
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		const p = s.players[a.player]!;
		const d: Record<string, unknown> = {};
		for (const k of ADJUSTABLE) d[k] = a[k] ?? 0;
		if (!Object.values(d).every(Number.isInteger)) return invalid('lancaster.error.badAmount');
		const dv = d.voteTokens as number;
		const knights: unknown = a.knights;
		if (
			knights !== undefined &&
			(!Array.isArray(knights) || !knights.every(isPosInt) || !fitsKnightSet(knights))
		)
			return invalid('lancaster.error.badKnight');
		if (Object.values(d).every((x) => x === 0) && knights === undefined)
			return invalid('lancaster.error.nothingToAdjust');
		const next: PlayerTrack = { ...p };
		for (const k of ADJUSTABLE) next[k] = p[k] + (d[k] as number);
		if (knights !== undefined) next.knights = [...(knights as number[])].sort((x, y) => x - y);
		if (ADJUSTABLE.some((k) => next[k] < 0) || next.nobles < 1 || next.nobles > MAX_NOBLES)
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
			winners: winnersOf(s.final),
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
 * knight, the next voter of a secret ballot, the castle being valued; nobody otherwise.
 */
function glance(s: LiveState, ctx: Ctx): Glance {
	const phase = { key: `lancaster.step.${s.step}` };
	if (s.step === 'troops') return { phase, turn: placementTurn(s, ctx) };
	if (s.step === 'ballot' && s.ballot)
		return { phase, turn: s.ballot.order[s.ballot.ballots.length] ?? null };
	if (s.step === 'castles')
		return { phase, turn: turnOrder(ctx, s.startPlayer)[s.castlesDone.length] ?? null };
	return { phase, turn: null };
}

export const live: Flow<LiveState, LiveAction, Options> = {
	...flow,
	glance,
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
