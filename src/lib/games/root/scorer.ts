/**
 * Root quick scorer, declared: each seat's faction (as the table played it), the Vagabond's
 * coalition, final VP per player and the dominance card that won, if any. The result names the
 * factions (statistics count wins by faction) and a coalition wins with its partner.
 */
import { MAX_COUNT } from '../core/checks';
import { move } from '../core/define';
import { defineScorer, type ScorerState as CoreScorerState } from '../core/scorer';
import { invalid, type Flow, type SessionContext } from '../core/types';
import type { FactionId } from './data';
import { S as str, nameOf, schema } from './model';
import { setupOf, type Options } from './options';
import { checkFactions, isFactionId, isVagabond } from './rules';
import { scoreGame, type ScoreResult } from './scoring';

export type ScorerField = 'vp' | 'dominance';

/** What the table says once for the whole game: who played what, and who joined whom. */
export interface ScorerTable {
	/** The faction of each seat, in seat order (from the session's setup until corrected). */
	factions: FactionId[];
	/** A Vagabond's coalition (Law of Root 9.2.8): Vagabond player id → partner player id. */
	coalitions: Record<string, string>;
}

export type ScorerState = CoreScorerState<ScorerTable, ScoreResult>;
export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'faction'; player: string; faction: FactionId }
	/** `partner`: '' ends the coalition. */
	| { type: 'coalition'; player: string; partner: string }
	| { type: 'finish' }
	| { type: 'reopen' };

type Ctx = SessionContext<Options>;
type S = ScorerState;

const seatOf = (ctx: Ctx, id: string) => ctx.players.findIndex((p) => p.id === id);

/** The table of a scorer state, also for states stored before it asked (no table then). */
export function scorerTable(state: S, ctx: Ctx): ScorerTable {
	const t = state.table as ScorerTable | null;
	return t && Array.isArray(t.factions)
		? t
		: { factions: [...setupOf(ctx).factions], coalitions: {} };
}

const factionMove = move<S, Options, { type: 'faction'; player: string; faction: FactionId }>({
	schema: schema('faction', { player: str.str, faction: str.str }),
	apply(s, a, ctx) {
		const seat = seatOf(ctx, a.player);
		if (seat < 0) return invalid('root.error.unknownPlayer');
		if (!isFactionId(a.faction)) return invalid('root.error.setFaction.unknown');
		const t = scorerTable(s, ctx);
		const factions = [...t.factions];
		factions[seat] = a.faction;
		const bad = checkFactions(factions, ctx.players.length);
		if (bad) return invalid(bad.key, bad.values);
		// A seat that is no longer a Vagabond leaves its coalition; nobody allies with a Vagabond.
		const coalitions = Object.fromEntries(
			Object.entries(t.coalitions).filter(
				([vb, partner]) =>
					isVagabond(factions[seatOf(ctx, vb)]!) && !isVagabond(factions[seatOf(ctx, partner)]!)
			)
		);
		return { ...s, table: { factions, coalitions } };
	},
	describe: (a, _s, ctx) => ({
		key: 'root.log.scorerFaction',
		values: { player: nameOf(ctx, a.player), faction: a.faction }
	})
});

const coalitionMove = move<S, Options, { type: 'coalition'; player: string; partner: string }>({
	schema: schema('coalition', { player: str.str, partner: str.str }),
	apply(s, a, ctx) {
		const seat = seatOf(ctx, a.player);
		if (seat < 0) return invalid('root.error.unknownPlayer');
		const t = scorerTable(s, ctx);
		const f = t.factions[seat]!;
		// Law of Root 9.2.8: only a Vagabond forms a coalition, with another player, not a Vagabond.
		if (!isVagabond(f))
			return invalid('root.error.coalitionVagabondOnly', { player: nameOf(ctx, a.player) });
		const coalitions = { ...t.coalitions };
		if (a.partner === '') delete coalitions[a.player];
		else {
			const p = seatOf(ctx, a.partner);
			if (p < 0 || a.partner === a.player || isVagabond(t.factions[p]!))
				return invalid('root.error.coalitionPartner');
			// Its dominance card went to the coalition: it cannot also win by dominance.
			if ((s.values[a.player]?.dominance ?? 0) === 1)
				return invalid('root.error.scorerCoalitionDominance', { player: nameOf(ctx, a.player) });
			coalitions[a.player] = a.partner;
		}
		return { ...s, table: { ...t, coalitions } };
	},
	describe: (a, _s, ctx) => ({
		key: 'root.log.scorerCoalition',
		values: {
			player: nameOf(ctx, a.player),
			partner: a.partner === '' ? '' : nameOf(ctx, a.partner),
			ended: a.partner === '' ? 'yes' : 'no'
		}
	})
});

const declared = defineScorer<Options, ScorerTable, ScoreResult>({
	prefix: 'root',
	screen: {
		intro: 'root.ui.scorer.hint',
		finish: 'root.ui.scorer.finish',
		reopen: 'root.ui.scorer.reopen',
		field: (f) => `root.scorer.field.${f}`
	},
	// Per player: final VP, and 1 when their activated dominance card won (else 0).
	fields: () => ({ vp: { min: 0, max: MAX_COUNT }, dominance: { min: 0, max: 1 } }),
	checkSet(state, a, ctx) {
		if (a.field !== 'dominance' || a.value !== 1) return null;
		// Law of Root 3.3: one player wins by dominance.
		const other = Object.entries(state.values).find(
			([id, v]) => id !== a.player && v.dominance === 1
		);
		if (other) return invalid('root.error.oneDominanceWinner', { player: nameOf(ctx, other[0]) });
		if (scorerTable(state, ctx).coalitions[a.player] !== undefined)
			return invalid('root.error.scorerCoalitionDominance', { player: nameOf(ctx, a.player) });
		return null;
	},
	table: {
		init: (ctx) => ({ factions: [...setupOf(ctx).factions], coalitions: {} }),
		moves: { faction: factionMove, coalition: coalitionMove }
	},
	score: (state, ctx) =>
		scoreGame({
			players: ctx.players.map((p) => ({
				id: p.id,
				vp: state.values[p.id]?.vp ?? 0,
				dominance: (state.values[p.id]?.dominance ?? 0) === 1
			})),
			coalitions: scorerTable(state, ctx).coalitions
		}),
	scores: (r) => r.scores,
	winners: (r) => r.winners,
	// Each player's faction for statistics, and the finishing order the result decides.
	summary(state, base, ctx) {
		const factions = scorerTable(state, ctx).factions;
		return {
			...base,
			...(base.finished && state.result?.places && { places: state.result.places }),
			figures: {
				factionOf: Object.fromEntries(ctx.players.map((p, i) => [p.id, factions[i] ?? null]))
			}
		};
	}
});

/** The quick scorer. */
export const scorer = declared as unknown as Flow<ScorerState, ScorerAction, Options>;

/** The log lines core writes for this scorer (`root.log.scorer*`, from the prefix above). */
export const SCORER_LOG_KEYS = [
	'root.log.scorerSet',
	'root.log.scorerFinish',
	'root.log.scorerReopen',
	'root.log.scorerFaction',
	'root.log.scorerCoalition'
] as const;
