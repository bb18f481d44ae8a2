/** Root (with the Lizard Cult and the Riverfolk Company): the game module and its public API. */
import { catalogues } from '../core/messages';
import type { GameAction, GameModule } from '../core/types';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { live } from './live';
import {
	defaultOptions,
	drawRootSetup,
	poolOf,
	validateOptions,
	type Options,
	type RootSetup
} from './options';
import { scorer } from './scorer';
import { drawSetup } from './setup';

/**
 * Version 2 → 3. The typed draw bonuses (lcSetDrawBonuses) are dropped: the count now follows
 * the gardens on the map. Everything else replays as recorded: a funds move without a colour
 * takes the Company's own warriors first, and a trade post keeps the VP the table typed.
 */
export function migrateV2(actions: readonly GameAction[]): readonly GameAction[] {
	return actions.filter((a) => a.type !== 'lcSetDrawBonuses');
}

/**
 * Version 3 → 4. Sanctify now scores the building it removes (Law of Root 3.2.1), which the
 * table used to add by hand: an older Sanctify is marked `scoredByHand` and scores nothing, so
 * the game replays to the same VP. The first Cult Dawn now needs the Outcast chosen (10.3.3):
 * where an older log never chose it, the fox the old build assumed is chosen before that Dawn.
 */
export function migrateV3(actions: readonly GameAction[]): readonly GameAction[] {
	const out: GameAction[] = [];
	let chosen = false;
	let dawned = false;
	for (const a of actions as readonly (GameAction & { kind?: unknown })[]) {
		if (a.type === 'lcChooseOutcast') chosen = true;
		if (a.type === 'lcDawn' && !chosen && !dawned)
			out.push({ type: 'lcChooseOutcast', suit: 'fox' } as GameAction);
		if (a.type === 'lcDawn') dawned = true;
		out.push(
			a.type === 'lcConspiracy' && a.kind === 'sanctify'
				? ({ ...a, scoredByHand: true } as GameAction)
				: a
		);
	}
	return out;
}

const COMPANY_DAYLIGHT = new Set(['rfAction', 'rfCraft', 'rfExport', 'rfTradePost']);

/**
 * Version 4 → 5. The Company's Evening now closes its Daylight (11.5 before 11.6): where an
 * older log set a price in the Company's turn before a Daylight action of the same turn, the
 * price moves to just after that turn's last Daylight action. Prices change nothing the
 * Company does in its own Daylight, so the game replays to the same state.
 */
export function migrateV4(actions: readonly GameAction[]): readonly GameAction[] {
	const out: GameAction[] = [];
	let turn: GameAction[] | null = null;
	const flush = () => {
		if (!turn) return;
		const last = turn.findLastIndex((a) => COMPANY_DAYLIGHT.has(a.type));
		const early = turn.filter((a, i) => i < last && a.type === 'rfSetPrice');
		const rest = turn.filter((a, i) => !(i < last && a.type === 'rfSetPrice'));
		const at = rest.findLastIndex((a) => COMPANY_DAYLIGHT.has(a.type)) + 1;
		out.push(...rest.slice(0, at), ...early, ...rest.slice(at));
		turn = null;
	};
	for (const a of actions) {
		if (a.type === 'rfDawn') {
			flush();
			turn = [];
		}
		if (a.type === 'endTurn') flush();
		if (turn) turn.push(a);
		else out.push(a);
	}
	flush();
	return out;
}

export const module: GameModule<Options> = {
	id: 'root',
	// 2: each faction acts on its own turn, its Dawn first. Action shapes did not
	// change, so a version 1 log replays as it is; an entry today's rules refuse (a move out of
	// turn) is shown to the person as refused by core, never dropped silently.
	// 3: the Company's boxes keep whose warriors they hold, a trade post's VP comes from its
	// track, the Cult's draw bonuses from its gardens. See migrateV2.
	// 4: Sanctify scores its removed building; the first Dawn needs the Outcast.
	// 5: the Company's Evening (a price set after its Dawn) closes its Daylight. See migrateV4.
	version: 5,
	migrations: [
		{ from: 1, migrate: (actions) => actions },
		{ from: 2, migrate: migrateV2 },
		{ from: 3, migrate: migrateV3 },
		{ from: 4, migrate: migrateV4 }
	],
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	defaultOptions,
	validateOptions,
	// The setup the session plays with (seats' factions, first player), stored when created.
	drawSetup: (ctx): RootSetup => drawRootSetup(ctx),
	// The setup screen draws the factions by reach from the seed, within the table's boxes.
	optionsFromSetup: (seed, players, options) => {
		const drawn = drawSetup({ players, pool: poolOf(options), seed });
		return { ...options, factions: drawn.factions, firstPlayer: 0 };
	},
	flows: { live, scorer },
	messages: catalogues({ es: () => import('./messages/es'), en: () => import('./messages/en') }),
	lateMessages: catalogues({
		es: () => import('./messages/late.es'),
		en: () => import('./messages/late.en')
	})
};

export * from './data';
export {
	live,
	type LiveState,
	type LiveAction,
	type LiveActionType,
	type LizardState,
	type RiverfolkState,
	type RiverfolkBasicAction,
	type DominanceEntry,
	type HistoryPoint
} from './live';
export { scorer, type ScorerState, type ScorerAction, type ScorerField } from './scorer';
export { type Options, type RootSetup } from './options';
export {
	drawFactions,
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
	drawBonusesOf,
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
export { checkFactions, dominanceGoal, isVagabond } from './rules';
