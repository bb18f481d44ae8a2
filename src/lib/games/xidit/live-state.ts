/**
 * The live companion's state and actions, and the Phase Three tiles kept on it: what the
 * moves, the queries and the screens share.
 */
import { type Invalid, type SessionContext, isInvalid } from '../core/types';
import { type Criterion, type UnitType } from './data';
import { type Options, type RegionEntry } from './options';
import { type CensusOutcome } from './rules';
import { type FinalEvaluationExplained, type GhostScores } from './scoring';
import { type XiditSetup } from './setup';
import { type TileEvents, type TileKind, type Tiles, tilesFrom } from './tiles';
import { type CountField, type PlayerCounts } from './tally';

export type LivePhase = 'play' | 'census' | 'evaluation' | 'finished';

export interface CensusState {
	year: number;
	/** Index into UNIT_TYPES of the unit being counted. */
	unitIndex: number;
	/** Secret entries for the current unit (the UI never shows them before the reveal). */
	entries: Record<string, number>;
	/** Units already revealed, in order. */
	results: CensusOutcome[];
}

export interface LiveState {
	setup: XiditSetup;
	phase: LivePhase;
	/** Year in progress, 1-based. */
	year: number;
	/** Seat index (in ctx.players) of the first-player token holder. */
	firstPlayer: number;
	titanAwakenings: number;
	/** 3 players: the ghost's three tracks. */
	ghost: GhostScores | null;
	regions: RegionEntry[];
	/** Optional running tally per player id. */
	tally: Record<string, PlayerCounts>;
	census: CensusState | null;
	/** Finished censuses. */
	censuses: { year: number; results: CensusOutcome[] }[];
	/** Final evaluation entries per player id (prefilled from the tally). */
	final: Record<string, PlayerCounts> | null;
	result: FinalEvaluationExplained | null;
	/** Tally sovereigns per player at the end of each year (kept; charted only once finished). */
	history: { year: number; scores: Record<string, number> }[];
	/** Census rewards already applied, as `year:unit:player` (each applied once). Absent = none. */
	rewarded?: string[];
	/** Issue 29's first Phase Three: tiles taken from the seeded piles (older states only). */
	drawn?: { recruit: number; threat: number };
	/** Phase Three (p.10–12): board, next spaces, piles, discards. Absent: an older state. */
	tiles?: Tiles;
}

/** The session's tiles (an older state rebuilds them from its setup and `drawn`). */
export function tilesOf(s: LiveState): Tiles {
	return tilesFrom(s.setup, s.tiles, s.drawn);
}

/** A Phase Three step's result on the state: the tiles, and the Titans if they awoke (p.11). */
export function withTiles(
	s: LiveState,
	r: { tiles: Tiles; events: TileEvents } | Invalid
): LiveState | Invalid {
	if (isInvalid(r)) return r;
	const { drawn: _old, ...rest } = s;
	return {
		...rest,
		tiles: r.tiles,
		titanAwakenings: s.titanAwakenings + (r.events.titans ? 1 : 0)
	};
}

/** The log's words for a Phase Three step (what entered the board, what was refilled). */
export function tileLog(
	s: LiveState,
	r: { tiles: Tiles; events: TileEvents } | Invalid
): Record<string, string | number> {
	if (isInvalid(r)) return { placed: 0, titans: 'no', refilled: 'no' };
	const e = r.events;
	const kind = e.placed.recruit !== undefined ? 'recruit' : 'threat';
	return {
		placed: e.placed[kind] ?? 0,
		titans: e.titans ? 'yes' : 'no',
		refilled: e.refilled.length > 0 || e.borrowed !== null ? 'yes' : 'no',
		count: s.titanAwakenings + 1
	};
}

export type TileAction =
	| { type: 'tileRemoved'; kind: TileKind; city: number }
	| { type: 'tileNamed'; kind: TileKind; city: number };

export type CensusRewardAction = {
	type: 'censusReward';
	year: number;
	unit: UnitType;
	player: string;
	/** Bards per region for Infantry (1) and Clerics (2); {} for the Battle Mages' level. */
	regions: Record<string, number>;
	/** Battle Mages: the city of the guild that takes the level, when several have room. */
	city?: number;
};

export type ThreatAction = {
	type: 'threat';
	player: string;
	unitsSpent: number;
	/** the units handed in, per type (their sum is `unitsSpent`). Absent = untyped. */
	spent?: Partial<Record<UnitType, number>>;
	sovereigns: number;
	guildLevels: number;
	bards: Record<string, number>;
	ghost: Criterion | null;
	/** the city of the Threat, where its guild levels go (absent in older logs). */
	city?: number;
	/** A Threat tile left the board (not a Titan): the next one comes out (p.10). Absent: no. */
	tile?: boolean;
	/** Phase Three: the city whose Threat tile is discarded (absent in older logs: not named). */
	tileCity?: number;
	/**
	 * The tile the table sees in the «next Threat» space when the app cannot know it (the
	 * reinforcements' shuffled pile, p.12): it is the one that enters the board now.
	 */
	nextTile?: number;
};

export type LiveAction =
	| { type: 'setFirstPlayer'; player: string }
	| { type: 'endYear'; year?: number }
	| { type: 'titanAwakening' }
	| { type: 'tileDrawn'; kind: 'recruit' | 'threat' }
	| TileAction
	| { type: 'ghostRise'; player: string; criterion: Criterion }
	| ThreatAction
	| RecruitAction
	| AdjustAction
	| { type: 'adjustBards'; player: string; region: string; delta: number }
	| SetGuildAction
	| { type: 'censusEnter'; player: string; count: number }
	| { type: 'censusReveal' }
	| CensusFistsAction
	| { type: 'censusResolve'; counts: Record<string, number>; secret?: string }
	| EvaluationTableAction
	| { type: 'startEvaluation' }
	| { type: 'setFinal'; player: string; field: CountField; value: number }
	| { type: 'setFinalBards'; player: string; region: string; value: number }
	| { type: 'evaluate' }
	| CensusRewardAction
	| { type: 'reopen' };

/** The final evaluation's table as printed (a region's rewards, the tiles' order, the ghost's
 * value): set the same way by the live companion and the quick scorer. */
export type EvaluationTableAction =
	| {
			type: 'setRegion';
			region: string;
			label: string;
			first: number | null;
			second: number | null;
			mark: number;
	  }
	| { type: 'setOrder'; order: Criterion[] }
	| { type: 'setGhost'; criterion: Criterion; value: number };

/** Census by fists: the players who showed the most of the current unit. */
export type CensusFistsAction = { type: 'censusFists'; winners: string[] };

/** A correction of one guild as the board shows it (height 0: no guild of the player there). */
export type SetGuildAction = { type: 'setGuild'; player: string; city: number; height: number };

/** A recruit; with `unit` the tally knows its type, without it only the total. */
export type RecruitAction = { type: 'recruit'; player: string; unit?: UnitType };
/** A correction; `unit` with the field 'units' corrects the units of that type. */
export type AdjustAction = {
	type: 'adjust';
	player: string;
	field: CountField;
	delta: number;
	unit?: UnitType;
};

export type Ctx = SessionContext<Options>;
