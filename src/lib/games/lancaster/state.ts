/**
 * The live companion's state and actions, and the pure reads of it that the moves, the
 * queries, the log and the screens share (a battle's slots, the board's end state...).
 */
import { isRecord } from '../core/checks';
import { type RngState } from '../core/rng';
import { type ScorePoint, type SessionContext } from '../core/types';
import { type FavourReward, type LawId } from './data';
import { type BoardPlayer, type Placement, type Reward, boardLawValues, slotsOf } from './board';
import { type Options, allyOwner } from './options';
import {
	type Ballot,
	type BattleSlot,
	type CountyChoice,
	type LawGain,
	type LawInput,
	battleTotal,
	ransomCost,
	resolveBattle
} from './rules';
import { type LancasterFinalBreakdown } from './scoring';

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
	/** The battle's name on every screen and line (queries.ts `battleNo`; absent: the id's). */
	n?: number;
	attempt: 1 | 2;
	englandWins: boolean;
	total: number;
	results: { id: string; strength: number; rank: number; points: number; lost: boolean }[];
	next: 'removed' | 'lowerRow' | 'prisoners';
	prisoners: Prisoner[];
	/** Prisoners bought back (indexes in `prisoners`); the others went to the reserve. */
	freed?: number[];
	/** The knights of each slot, top to bottom, as fought (absent in older stored records). */
	slots?: BattleSlot[];
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
	/** Nobles taken from each county so far (by letter; absent: none taken yet). */
	countyNobles?: Record<string, number>;
	castlesDone: string[];
	lowerRow: LowerBattle[];
	battles: BattleRecord[];
	battleSeq: number;
	/**
	 * Each fought or moved-down battle's number as it was named when its card came up (round r's
	 * new cards are 2r−1 and 2r), by id: one name per battle on the form, the log and the result.
	 */
	battleNames?: Record<string, number>;
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
	/**
	 * For a strengthening: where that knight stands (board.ts `liftPlaces`), when knights of its
	 * strength stand in different places. Absent: the first placed this round, else the lower
	 * row's, else the court's.
	 */
	at?: string;
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
	| { type: 'tableVote'; ballots: Ballot[]; secret?: string }
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
			/** Recorded by version 3 (migrations.ts): a noble taken without the county's count. */
			legacy?: boolean;
	  }
	| {
			type: 'castle';
			player: string;
			/** Power points typed besides the rewards (or alone, as recorded before rewards). */
			power: number;
			/** Each castle knight's space and each extension used, as printed, in order. */
			rewards?: Reward[];
			lift?: number[];
			/** The castle space of each reward, in the same order: one knight per space (p.2). */
			spaces?: number[];
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

export type Ctx = SessionContext<Options>;
export type Act<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;

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
		prisoners,
		slots: slots.map((sl) => ({ id: sl.id, knights: [...sl.knights] }))
	};
}

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
 * The numbers the phone already keeps replace what was typed: «Nobles: new knight» counts the
 * nobles at the round table, the castle lord excepted (he is not a noble tile).
 */
export function withTracked(s: LiveState, law: LawId, ctx: Ctx, input: LawInput): LawInput {
	if (law !== 'noblesKnight' && !s.board) return input;
	const players: LawInput['players'] = {};
	const given = isRecord(input.players) ? input.players : {};
	for (const { id } of ctx.players) {
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

/** «Si en la fila inferior quedan batallas, se valorarán antes que las de la fila superior.» */
export const pendingLower = (s: LiveState): LowerBattle[] =>
	s.lowerRow.filter((b) => b.round < s.round);

/** Each player's end state as the board shows it (knights outside the reserve, squires…). */
export function boardEnd(s: LiveState, ctx: Ctx): Record<string, FinalPlayerInput> {
	const out: Record<string, FinalPlayerInput> = {};
	for (const { id } of ctx.players) {
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
