/** The quick scorer: the end-of-game numbers each player reads off the table, then the final scoring. */
import * as v from 'valibot';
import { defineFlow, move } from '../core/define';
import { invalid, isInvalid, type Flow, type Invalid } from '../core/types';
import { PERSON_TYPES, type Age } from './data';
import { supplyFor, type Palace, type PersonTile } from './rules';
import { finalScore, winnersOf, type FinalPlayer, type FinalResult } from './scoring';
import { type Ctx, type YotdOptions, MAX_COUNT } from './options';
import { countTiles, isCount, name, palacesError } from './model';
import { hasOwn } from '../core/checks';

// ================================================================ quick scorer

export interface ScorerPlayer {
	readonly score: number;
	readonly personTrack: number;
	/** 0 = bottom of a stack on the same space, higher = on top (only matters for a full tie). */
	readonly personTrackStack: number;
	readonly yuan: number;
	readonly rice: number;
	readonly fireworks: number;
	readonly palaces: readonly Palace[];
}

export type ScorerField =
	'score' | 'personTrack' | 'personTrackStack' | 'yuan' | 'rice' | 'fireworks';
export const SCORER_FIELDS: readonly ScorerField[] = [
	'score',
	'personTrack',
	'personTrackStack',
	'yuan',
	'rice',
	'fireworks'
];

export interface ScorerState {
	/** Per player id. */
	readonly players: Readonly<Record<string, ScorerPlayer>>;
	readonly finished: boolean;
	readonly result: readonly FinalResult[] | null;
}

export type ScorerAction =
	| {
			readonly type: 'set';
			readonly player: string;
			readonly field: ScorerField;
			readonly value: number;
	  }
	| { readonly type: 'setPalaces'; readonly player: string; readonly palaces: readonly Palace[] }
	| { readonly type: 'finish' }
	| { readonly type: 'reopen' };

function initScorer(ctx: Ctx): ScorerState {
	const players: Record<string, ScorerPlayer> = {};
	for (const p of ctx.players)
		players[p.id] = {
			score: 0,
			personTrack: 0,
			personTrackStack: 0,
			yuan: 0,
			rice: 0,
			fireworks: 0,
			palaces: []
		};
	return { players, finished: false, result: null };
}

function scorerFinalPlayers(state: ScorerState, ctx: Ctx): FinalPlayer[] {
	return ctx.players.map((c) => {
		const p = state.players[c.id];
		return {
			id: c.id,
			score: p.score,
			personTrack: p.personTrack,
			personTrackStack: p.personTrackStack,
			palaces: p.palaces.map((x) => ({
				floors: x.floors,
				persons: x.persons.map((t) => ({ ...t }))
			})),
			yuan: p.yuan,
			rice: p.rice,
			fireworks: p.fireworks
		};
	});
}

const personTypeOf = (t: { type: string; age: string }) => ({ type: t.type, age: t.age });

function setField(
	state: ScorerState,
	a: Extract<ScorerAction, { type: 'set' }>
): ScorerState | Invalid {
	const p = hasOwn(state.players, a.player) ? state.players[a.player] : undefined;
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	if (!SCORER_FIELDS.includes(a.field)) return invalid('year-of-the-dragon.error.badField');
	if (!isCount(a.value))
		return invalid('year-of-the-dragon.error.badValue', { field: a.field, max: MAX_COUNT });
	return {
		...state,
		players: { ...state.players, [a.player]: { ...p, [a.field]: a.value } }
	};
}

function setPalaces(
	state: ScorerState,
	a: Extract<ScorerAction, { type: 'setPalaces' }>,
	ctx: Ctx
): ScorerState | Invalid {
	const p = hasOwn(state.players, a.player) ? state.players[a.player] : undefined;
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	const err = palacesError(a.palaces);
	if (err) return err;
	// Only legal states: all players together hold no more tiles than the game has.
	const full = supplyFor(ctx.players.length);
	const counts = countTiles(
		Object.entries(state.players).flatMap(([id, x]) => (id === a.player ? a.palaces : x.palaces))
	);
	for (const type of PERSON_TYPES)
		for (const age of ['young', 'old'] as Age[])
			if ((counts.get(`${type}.${age}`) ?? 0) > full[type][age])
				return invalid('year-of-the-dragon.error.supplyExceeded', { type, age });
	const palaces = a.palaces.map((x) => ({
		floors: x.floors,
		persons: x.persons.map((t) => personTypeOf(t) as PersonTile)
	}));
	return { ...state, players: { ...state.players, [a.player]: { ...p, palaces } } };
}

type S = ScorerState;
type O = YotdOptions;
type Of<T extends ScorerAction['type']> = Extract<ScorerAction, { type: T }>;
const schema = <T extends ScorerAction['type']>(
	entries: v.ObjectEntries
): v.GenericSchema<unknown, Of<T>> =>
	v.object(entries) as unknown as v.GenericSchema<unknown, Of<T>>;

const moves = {
	set: move<S, O, Of<'set'>>({
		schema: schema<'set'>({
			type: v.literal('set'),
			player: v.string(),
			field: v.string(),
			value: v.number()
		}),
		apply: (s, a) => setField(s, a),
		describe: (a, _s, ctx) => ({
			key: 'year-of-the-dragon.log.scorerSet',
			values: { player: name(ctx, a.player), field: a.field, value: a.value }
		})
	}),
	setPalaces: move<S, O, Of<'setPalaces'>>({
		schema: schema<'setPalaces'>({
			type: v.literal('setPalaces'),
			player: v.string(),
			palaces: v.array(v.unknown())
		}),
		apply: (s, a, ctx) => setPalaces(s, a, ctx),
		describe: (a, _s, ctx) => ({
			key: 'year-of-the-dragon.log.setPalaces',
			values: { player: name(ctx, a.player), palaces: a.palaces.length }
		})
	}),
	finish: move<S, O, Of<'finish'>>({
		schema: schema<'finish'>({ type: v.literal('finish') }),
		// Every value was checked when typed, so the final scoring always has legal input.
		apply: (s, _a, ctx) => ({
			...s,
			finished: true,
			result: finalScore(scorerFinalPlayers(s, ctx))
		}),
		describe: () => ({ key: 'year-of-the-dragon.log.finish' })
	}),
	reopen: move<S, O, Of<'reopen'>>({
		schema: schema<'reopen'>({ type: v.literal('reopen') }),
		apply: (s) =>
			s.finished
				? { ...s, finished: false, result: null }
				: invalid('year-of-the-dragon.error.notFinished'),
		describe: () => ({ key: 'year-of-the-dragon.log.reopen' })
	})
};

const declared = defineFlow<S, O, ScorerAction>({
	init: initScorer,
	moves,
	// A closed score sheet is changed only after reopening it.
	guard: (s, a) =>
		s.finished && a.type !== 'reopen' ? invalid('year-of-the-dragon.error.alreadyFinished') : null,
	summarize: (state) => {
		const scores: Record<string, number> = {};
		if (state.result) for (const r of state.result) scores[r.id] = r.total;
		else for (const [id, p] of Object.entries(state.players)) scores[id] = p.score;
		return {
			round: null,
			finished: state.finished,
			scores,
			winners: state.result ? winnersOf(state.result) : []
		};
	}
});

export const scorer: Flow<ScorerState, ScorerAction, YotdOptions> = {
	...declared,
	reduce: (state, action, ctx) => {
		const r = declared.reduce(state, action, ctx);
		if (!isInvalid(r) || !r.reason.values || typeof r.reason.values.player !== 'string') return r;
		return invalid(r.reason.key, { ...r.reason.values, player: name(ctx, r.reason.values.player) });
	}
};
