/** Root (with the Lizard Cult and the Riverfolk Company): the game module and its public API. */
import type { GameModule, MessageRef } from '../core/types';
import { FACTIONS, MAX_PLAYERS, MIN_PLAYERS, type FactionId } from './data';
import { messages } from './messages';
import { checkFactions } from './rules';
import { drawSetup } from './setup';
import { live, scorer, type Options } from './state';

/** Default factions by player count, in seat order (the table changes them at setup). */
const DEFAULT_FACTIONS: readonly FactionId[] = [
	'marquise',
	'eyrie',
	'alliance',
	'vagabond',
	'lizards',
	'riverfolk'
];

function defaultOptions(players: number): Options {
	const n = Math.min(Math.max(players, MIN_PLAYERS), MAX_PLAYERS);
	return { factions: DEFAULT_FACTIONS.slice(0, n), firstPlayer: 0 };
}

function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null)
		return { key: 'root.error.options.factions' };
	const o = options as { factions?: unknown; firstPlayer?: unknown };
	const bad = checkFactions(o.factions, players);
	if (bad) return bad;
	const first = o.firstPlayer;
	if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
		return { key: 'root.error.options.firstPlayer' };
	return null;
}

export const module: GameModule<Options> = {
	id: 'root',
	version: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions,
	validateOptions,
	// The setup screen draws the factions by reach from the seed: play with those.
	optionsFromSetup: (seed, players) => {
		const drawn = drawSetup({ players, pool: [...FACTIONS], seed });
		return { factions: drawn.factions, firstPlayer: drawn.firstPlayer };
	},
	flows: { live, scorer },
	// Both languages in one chunk until this game's catalogue is split per language.
	messages: { es: async () => messages.es, en: async () => messages.en }
};

export * from './data';
export {
	live,
	scorer,
	type Options,
	type LiveState,
	type LiveAction,
	type LiveActionType,
	type LizardState,
	type RiverfolkState,
	type RiverfolkBasicAction,
	type DominanceEntry,
	type HistoryPoint,
	type ScorerState,
	type ScorerAction,
	type ScorerField
} from './state';
export {
	drawFactions,
	drawFirstPlayer,
	drawSetup,
	reachReport,
	recommendedReach,
	setupChecklist,
	totalReach
} from './setup';
export {
	scoreGame,
	type ScoreInputPlayer,
	type ScoreLine,
	type ScoreResult,
	type WinReason
} from './scoring';
export {
	adjustOutcast,
	explainAdjustOutcast,
	conspiracyCost,
	affordableConspiracies,
	scoreRitualVp,
	eveningDraw,
	discardsToHandLimit,
	addLostSoul,
	lostSoulsTotal,
	EMPTY_LOST_SOULS,
	type LostSouls,
	type OutcastBranch
} from './lizard-cult';
export {
	dividends,
	tradeDisruption,
	servicesAllowed,
	protectionism,
	checkPrice,
	purchase,
	riverfolkDawn,
	daylightCost,
	daylightTotals,
	type DaylightEntry
} from './riverfolk';
export { checkFactions, dominanceGoal, nextTurn, isVagabond } from './rules';
export { messages };
