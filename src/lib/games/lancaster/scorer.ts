/**
 * The quick scorer, declared (core/scorer): the table types each player's end state, the app
 * does the final scoring (scoring.ts). The knights are a list of strengths, kept in `table`.
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { countField, defineScorer, type ScorerState as CoreScorerState } from '../core/scorer';
import { isPlayer, isRecord, playerId, playerName } from '../core/checks';
import { move } from '../core/define';
import { invalid, type Flow, type SessionContext } from '../core/types';
import { fitsKnightSet, MAX_NOBLES } from './data';
import type { Options } from './options';
import {
	decidedOf,
	finalBreakdown,
	finalScoreBreakdown,
	type FinalInput,
	placesOf,
	type LancasterFinalBreakdown
} from './scoring';
import { isPosInt } from '../core/require';

type Ctx = SessionContext<Options>;

export type ScorerField = 'power' | 'squires' | 'extensions' | 'gold' | 'nobles';
export const SCORER_FIELDS: readonly ScorerField[] = [
	'power',
	'squires',
	'extensions',
	'gold',
	'nobles'
];

/** Per player id: the strengths of the knights not in the reserve. */
export interface ScorerTable {
	knights: Record<string, number[]>;
}

export type ScorerState = CoreScorerState<ScorerTable, LancasterFinalBreakdown[]>;

export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'setKnights'; player: string; knights: number[] }
	| { type: 'finish' }
	| { type: 'reopen' };

/** The log lines core/scorer writes for this declaration (prefix 'lancaster'). */
export const SCORER_LOG_KEYS = [
	'lancaster.log.scorerSet',
	'lancaster.log.scorerFinish',
	'lancaster.log.scorerReopen'
] as const;

const setKnights = move<
	ScorerState,
	Options,
	{ type: 'setKnights'; player: string; knights: unknown }
>({
	schema: v.object({ type: v.literal('setKnights'), player: playerId, knights: v.unknown() }),
	apply(s, a, ctx) {
		if (!isPlayer(ctx, a.player)) return invalid('lancaster.error.unknownPlayer');
		// A player owns 7 knights of strengths 1,1,1,2,2,3,4 (shared/data/lancaster.md): no more.
		if (
			!Array.isArray(a.knights) ||
			!a.knights.every((k) => isPosInt(k)) ||
			!fitsKnightSet(a.knights as number[])
		)
			return invalid('lancaster.error.battleKnights');
		const knights = [...(a.knights as number[])];
		return { ...s, table: { knights: { ...s.table.knights, [a.player]: knights } } };
	},
	describe: (a, _s, ctx) => ({
		key: 'lancaster.log.scorerKnights',
		values: {
			player: playerName(ctx, a.player),
			strength: Array.isArray(a.knights)
				? a.knights.reduce((x: number, y: unknown) => x + (typeof y === 'number' ? y : 0), 0)
				: 0
		}
	})
});

/** The end state the table typed, as the final scoring reads it. */
function scorerInput(s: CoreScorerState<ScorerTable, unknown>, ctx: Ctx): FinalInput {
	return {
		twoPlayer: ctx.options.twoPlayerAllies,
		players: ctx.players.map((p) => {
			const x = s.values[p.id] ?? {};
			return {
				id: p.id,
				power: x.power ?? 0,
				squires: x.squires ?? 0,
				extensions: x.extensions ?? 0,
				gold: x.gold ?? 0,
				nobles: x.nobles ?? 1,
				knights: s.table.knights[p.id] ?? []
			};
		})
	};
}

/** The game's own refusal for a generic one (its wording, kept for its screens and tests). */
function refusalKey(key: string, raw: unknown): string {
	const a: Record<string, unknown> = isRecord(raw) ? raw : {};
	const field = a.field;
	switch (key) {
		case 'error.unknownAction':
			return 'lancaster.error.unknownAction';
		case 'error.unknownPlayer':
			return 'lancaster.error.unknownPlayer';
		case 'error.badAction':
			return a.type === 'set' &&
				typeof field === 'string' &&
				!SCORER_FIELDS.includes(field as ScorerField)
				? 'lancaster.error.unknownField'
				: 'lancaster.error.badAmount';
		case 'scorer.outOfRange':
			return field === 'nobles' && a.value === MAX_NOBLES + 1
				? 'lancaster.error.roundTableFull'
				: 'lancaster.error.badAmount';
		case 'scorer.finished':
			return 'lancaster.error.finished';
		default:
			return key;
	}
}

export const scorer: Flow<ScorerState, ScorerAction, Options> = defineScorer<
	Options,
	ScorerTable,
	LancasterFinalBreakdown[]
>({
	prefix: 'lancaster',
	screen: {
		intro: 'lancaster.ui.scorer.intro',
		finish: 'lancaster.ui.scorer.finish',
		reopen: 'lancaster.ui.scorer.reopen',
		field: (f) => `lancaster.ui.scorer.${f}`
	},
	breakdown: finalBreakdown,
	fields: () => ({
		power: countField(9_999),
		squires: countField(9_999),
		extensions: countField(9_999),
		gold: countField(9_999),
		// Reglamento p.6 tabla de nobles: el señor de la fortaleza y hasta 8 nobles (1..9).
		nobles: { min: 1, max: MAX_NOBLES }
	}),
	table: {
		init: (ctx) => ({ knights: Object.fromEntries(ctx.players.map((p) => [p.id, []])) }),
		moves: { setKnights }
	},
	score: (s, ctx) => finalScoreBreakdown(scorerInput(s, ctx)),
	scores: (result) => Object.fromEntries(result.map((r) => [r.id, r.total])),
	winners: winnersOf,
	refusal: (r, raw) => ({ ...r, key: refusalKey(r.key, raw) }),
	summary: (state, sum, ctx) =>
		state.result !== null
			? {
					...sum,
					places: placesOf(state.result),
					...decidedOf(scorerInput(state, ctx), state.result, (id) => playerName(ctx, id))
				}
			: // While not finished, the history shows the power typed so far.
				{
					...sum,
					scores: Object.fromEntries(ctx.players.map((p) => [p.id, state.values[p.id]?.power ?? 0]))
				}
}) as Flow<ScorerState, ScorerAction, Options>;
