/**
 * The live companion's shapes: a player's counters, the state of a game in progress and the
 * actions a table records (each checked by its schema in live-moves.ts).
 */
import type { MessageRef, ScorePoint, SessionContext } from '../core/types';
import type { RngState } from '../core/rng';
import type { Achievement, FavourDie, FavourFace, GestaBonus } from './data';
import type { KdOptions } from './options';
import type {
	Camp,
	HordeCard,
	HordeEffect,
	HordeOutcome,
	Phase,
	SiegeRows,
	VictoryRows
} from './rules';
import type { KdDestiny, KdFinalPlayer, KdFinalResult } from './scoring';
import type { SetupPlan } from './setup';

export type Ctx = SessionContext<KdOptions>;

export interface LivePlayer {
	fame: number;
	/** Highest fame reached (Legendario). */
	maxFame: number;
	/** 0..4 (Reglamento «Heridas»). */
	wounds: number;
	/** Spaces advanced on the strength / magic level tracks (0 at the start). */
	strength: number;
	magic: number;
	weapons: number;
	spells: number;
	coins: number;
	loot: number;
	/** Adventure cards won (tie-break) and reward tiles taken. */
	adventures: number;
	rewards: number;
	/** Gestas completed, and the orbs shown for them (left outside the screen: public). */
	gestas: number;
	orbsSpent: number;
	adventuresThisRound: number;
	bestAdventureRound: number;
	/**
	 * The relics shown on the adventure cards this player won (public when won, then behind
	 * the screen: shown only in the final form). Reward tiles hide theirs until the end.
	 */
	relics: Record<RelicField, number>;
}

/** The relics a player scores, by the final form's keys (rune1..rune5: the 5 rune shapes). */
export const RELIC_FIELDS = [
	...['weapons', 'tomes', 'trophies', 'orbs'],
	...['rune1', 'rune2', 'rune3', 'rune4', 'rune5']
] as const;
export type RelicField = (typeof RELIC_FIELDS)[number];

/** A player's counters a correction may change. */
export const PLAYER_FIELDS = [
	...['fame', 'wounds', 'strength', 'magic'],
	...['weapons', 'spells', 'coins', 'loot'],
	...['adventures', 'rewards', 'gestas', 'orbsSpent']
] as const satisfies readonly (keyof LivePlayer)[];
export type PlayerField = (typeof PLAYER_FIELDS)[number];

export interface FavourPick {
	player: string;
	die: FavourDie;
	face: FavourFace;
}

export interface HordeChoice {
	reward?: 'coin' | 'loot';
	level?: 'strength' | 'magic';
	penalty?: 'wound' | 'loot';
}

/** What the last horde movement did (the explanation the screens keep showing). */
export interface HordeReport {
	round: number;
	outcome: HordeOutcome;
	/** Spaces left after an advance. */
	counter: number;
	effects: HordeEffect[];
	/** The card and the camps it was checked against, the fame its siege took, the choices made. */
	card?: HordeCard;
	camps?: Record<string, Camp>;
	siegeFame?: number;
	choices?: Record<string, HordeChoice>;
	/** The wall before the movement (a siege on B razes the city). */
	wall?: 'A' | 'B' | 'fallen';
	/** The fame each player's track actually moved (the track stops at 0). */
	applied?: Record<string, number>;
	/** Victory: the zone C supply that covered the card, and its slot. */
	decisive?: { player: string; slot: number };
}

/** What the table enters at the end: the final player's counts read off the screens. */
export interface FinalInput extends Pick<
	KdFinalPlayer,
	'loot' | 'runes' | 'trophies' | 'weapons' | 'tomes' | 'orbs'
> {
	strengthMultiplier: number;
	magicMultiplier: number;
	destiny?: KdDestiny;
	/** Achievements the app cannot check (Maestro, Popular). */
	claims?: Achievement[];
	/**
	 * The relic each opened reward tile hid, one per tile (already counted in the numbers
	 * above): never more than the tiles the player won.
	 */
	fromRewards?: RelicField[];
}

export interface FinalOutcome {
	results: KdFinalResult[];
	/** The numbers that were scored (so the screens can explain each line). */
	players: KdFinalPlayer[];
	achievements: Record<string, Achievement[]>;
	winners: string[];
}

export interface LiveState {
	/** The setup in use (the session's stored one, or a redraw), or null when none exists. */
	setup: SetupPlan | null;
	/** Why the options give no setup (translated), or null. */
	setupError: MessageRef | null;
	/** Times the table asked for another draw. */
	redraws: number;
	rng: RngState;
	phase: 'setup' | Phase | 'ended';
	round: number;
	rounds: number;
	/** Player ids, first to play first. */
	turnOrder: string[];
	players: Record<string, LivePlayer>;
	/** How many of the 5 variable buildings are face up (buildings[0..n-1]). */
	revealedBuildings: number;
	horde: HordeCard | null;
	/** A horde card must be entered before going on; its special side (0, 4 or 5). */
	hordePending: boolean;
	pendingSpecial: number;
	/** Spaces left on the horde path (the wall is 0). */
	counter: number;
	camps: Record<string, Camp>;
	/** Zone C slots activated this round, and who held each (same order). */
	zoneCSlots: number[];
	zoneCBy: string[];
	/** What each of those slots supplied (same order): the last one covering the card decides. */
	zoneCGave?: Camp[];
	hordeResolved: boolean;
	wall: 'A' | 'B' | 'fallen';
	hordeVictoryRounds: number[];
	/** The King's favour: pick order, the dice rolled (after the exclusion) and the picks. */
	favour: {
		order: string[];
		rolled: FavourDie[] | null;
		picks: FavourPick[];
		/**
		 * Resources not tracked: the players recorded together as taking a face that changes
		 * nothing the app keeps (weapons, spells, a coin or nothing); their die is not asked.
		 */
		untracked?: string[];
		/** The fame and turn order the pick order was read from (they change during the picks). */
		basis?: { fame: Record<string, number>; turnOrder: string[] };
	} | null;
	turnOrderUpdated: boolean;
	/**
	 * Zone B is played in turn order, one player after another: the player who recorded the
	 * step's last entry (not a late one) this round, whose turn the top bar names.
	 */
	zoneBBy?: string | null;
	/** The last horde movement with each player's effect, kept on screen until the next round. */
	hordeReport: HordeReport | null;
	ended: null | 'rounds' | 'cityFell';
	history: ScorePoint[];
	/**
	 * The final numbers the table entered that live nowhere else (multipliers, destiny, claims):
	 * kept so a later correction re-scores. Loot and relics are written onto the players, the
	 * one place the final reads them from.
	 */
	finalInputs: Record<string, FinalInput> | null;
	/** Who held which zone C slot last time a horde was supplied (player id → slot). */
	lastZoneC: Record<string, number>;
	/** Who sat on the gates last time zone D changed the turn order. */
	lastGates: { gate1: string | null; gate2: string | null } | null;
	final: FinalOutcome | null;
}

/** Where a tap may go on to: a phase of the round, or the end of the game. */
export type Stop = Phase | 'ended';

export type LiveAction =
	| { type: 'redrawSetup' }
	| {
			type: 'nextPhase';
			/** Goes on until this phase (the steps between have nothing to record). */
			to?: Stop;
			/** Zone D's gates, applied before leaving zone D. */
			gate1?: string | null;
			gate2?: string | null;
			/** The next round's first favour pick, recorded as the round starts. */
			pick?: { player: string; die: FavourDie; face: FavourFace };
	  }
	| {
			type: 'revealHorde';
			weapons: number;
			spells: number;
			speed: number;
			/** Printed on the siege side; may be left for the siege itself. */
			siegeFame?: number;
			rows?: { victory?: VictoryRows; siege?: SiegeRows };
			/** Read on the horde movement step, where the card's speed goes on to (zone D). */
			then?: Stop;
	  }
	| { type: 'favourExclude'; dice: FavourDie[] }
	| { type: 'favourPick'; player: string; die: FavourDie; face: FavourFace; then?: Stop }
	| { type: 'favourRest'; then?: Stop }
	| {
			type: 'supplyCamp';
			player: string;
			slot: number;
			weapons: number;
			spells: number;
			then?: Stop;
	  }
	| { type: 'resolveHorde'; choices: Record<string, HordeChoice>; siegeFame?: number }
	| { type: 'zoneD'; gate1: string | null; gate2: string | null }
	| { type: 'adjust'; player: string; field: PlayerField; delta: number }
	| { type: 'adjustRelic'; player: string; relic: RelicField; delta: number }
	| {
			type: 'startingResources';
			player: string;
			weapons: number;
			spells: number;
			coins: number;
			loot: number;
	  }
	| {
			type: 'income';
			player: string;
			/** The building tile (E1..E17) whose printed income this is. */
			building: string;
			weapons?: number;
			spells?: number;
			coins?: number;
			loot?: number;
			fame?: number;
	  }
	| { type: 'failAdventure'; player: string; late?: boolean }
	| {
			type: 'completeAdventure';
			player: string;
			/** Recorded after zone B of its round (the table forgot it there). */
			late?: boolean;
			wounds?: number;
			weapons?: number;
			spells?: number;
			fame?: number;
			coins?: number;
			loot?: number;
			strength?: number;
			magic?: number;
			/** The relics illustrated on the card. */
			relics?: Partial<Record<RelicField, number>>;
	  }
	| {
			type: 'completeGesta';
			player: string;
			bonus: GestaBonus;
			/** The face the bonus die rolled (not for a random reward, whose bonus is a coin). */
			face?: FavourFace;
			/** Orbs shown as wildcards. */
			orbs?: number;
			late?: boolean;
	  }
	| { type: 'finalScore'; players: Record<string, FinalInput> };

export type Of<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;
