/**
 * The live companion's flow: its moves (each phase's in its own file: moves-start, moves-action,
 * moves-person, moves-event, moves-correct), its phases (phases.ts) and the summary.
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { defineFlow, move } from '../core/define';
import type { Flow, SessionSummary } from '../core/types';
import { ACTION_CARDS, EVENT_TYPES, type ActionCard, type YotdEvent } from './data';
import { decidedOf, finalBreakdown, placesOf } from './scoring';
import type { Ctx, YotdOptions } from './options';
import { name, type LiveAction, type LiveState } from './model';
import { describeLive } from './log';
import { initLive, reduceOldest, reduceStartingPair } from './moves-start';
import {
	reduceDealMode,
	reduceSetEventRow,
	reduceSetGroups,
	reduceTakeAction,
	reduceNoAction
} from './moves-action';
import { reduceRecruit } from './moves-person';
import { reduceResolveEvent } from './moves-event';
import { reduceAdjust, reduceSetPalaces, rescored } from './moves-correct';
import { livePhases } from './phases';

export { drawSetup, initLive, setupOf } from './moves-start';
export { dealOpen, eventRowOpen } from './moves-action';

function summarizeLive(state: LiveState, ctx: Ctx): SessionSummary {
	const scores: Record<string, number> = {};
	if (state.final) for (const r of state.final) scores[r.id] = r.total;
	else for (const p of state.players) scores[p.id] = p.score;
	// Figures for statistics: persons released by each event over the whole game.
	const personsLostByEvent: Record<string, number> = {};
	for (const r of state.reports) {
		const n = r.players.reduce((k, p) => k + p.released.length, 0);
		if (n > 0) personsLostByEvent[r.event] = (personsLostByEvent[r.event] ?? 0) + n;
	}
	return {
		round: state.month === 0 ? null : state.month,
		finished: state.phase === 'finished',
		scores,
		winners: state.final ? winnersOf(state.final) : [],
		...(state.phase === 'finished' && state.final
			? { places: placesOf(state.final), ...decidedOf(state.final, (id) => name(ctx, id)) }
			: {}),
		figures: { personsLostByEvent },
		// Each player's remaining person cards are a hand, seen by its owner only.
		...(state.phase === 'finished' ? {} : { hidden: true })
	};
}

type S = LiveState;
type O = YotdOptions;
type Of<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;
/**
 * Schemas check the shape of each action; the values a rule decides on (a person type, a
 * palace index, a count) are checked by the move itself so the refusal names the rule.
 */
const schema = <T extends LiveAction['type']>(
	entries: v.ObjectEntries
): v.GenericSchema<unknown, Of<T>> =>
	v.object(entries) as unknown as v.GenericSchema<unknown, Of<T>>;
const tile = v.object({ type: v.string(), age: v.string() });
const maybe = <T extends v.GenericSchema>(x: T) => v.optional(v.nullable(x));

const moves = {
	oldestPlayer: move<S, O, Of<'oldestPlayer'>>({
		schema: schema<'oldestPlayer'>({ type: v.literal('oldestPlayer'), player: v.string() }),
		apply: (s, a, ctx) => reduceOldest(s, a, ctx),
		describe: describeLive
	}),
	startingPair: move<S, O, Of<'startingPair'>>({
		schema: schema<'startingPair'>({
			type: v.literal('startingPair'),
			player: v.string(),
			persons: v.array(v.string()),
			palaces: v.array(v.number())
		}),
		apply: (s, a) => reduceStartingPair(s, a),
		describe: describeLive,
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainPhaseOrder(before, after, ctx))
	}),
	takeAction: move<S, O, Of<'takeAction'>>({
		schema: schema<'takeAction'>({
			type: v.literal('takeAction'),
			player: v.string(),
			group: v.number(),
			card: v.string(),
			privilege: v.optional(v.string()),
			build: v.optional(v.unknown())
		}),
		apply: (s, a) => reduceTakeAction(s, a),
		describe: describeLive,
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainPhaseOrder(before, after, ctx))
	}),
	dealMode: move<S, O, Of<'dealMode'>>({
		schema: schema<'dealMode'>({ type: v.literal('dealMode'), byTable: v.optional(v.boolean()) }),
		apply: (s, a) => reduceDealMode(s, a),
		describe: describeLive
	}),
	setGroups: move<S, O, Of<'setGroups'>>({
		schema: schema<'setGroups'>({
			type: v.literal('setGroups'),
			groups: v.array(v.array(v.picklist(ACTION_CARDS as ActionCard[])))
		}),
		apply: (s, a) => reduceSetGroups(s, a),
		describe: describeLive
	}),
	setEventRow: move<S, O, Of<'setEventRow'>>({
		schema: schema<'setEventRow'>({
			type: v.literal('setEventRow'),
			row: v.array(v.picklist(EVENT_TYPES as YotdEvent[]))
		}),
		apply: (s, a) => reduceSetEventRow(s, a),
		describe: describeLive
	}),
	noAction: move<S, O, Of<'noAction'>>({
		schema: schema<'noAction'>({ type: v.literal('noAction'), player: v.string() }),
		apply: (s, a) => reduceNoAction(s, a),
		describe: describeLive,
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainPhaseOrder(before, after, ctx))
	}),
	recruit: move<S, O, Of<'recruit'>>({
		schema: schema<'recruit'>({
			type: v.literal('recruit'),
			player: v.string(),
			card: v.string(),
			person: maybe(v.unknown()),
			palace: maybe(v.number()),
			replace: maybe(v.unknown())
		}),
		apply: (s, a) => reduceRecruit(s, a),
		describe: describeLive
	}),
	resolveEvent: move<S, O, Of<'resolveEvent'>>({
		schema: schema<'resolveEvent'>({
			type: v.literal('resolveEvent'),
			releases: v.optional(
				v.record(v.string(), v.array(v.object({ palace: v.number(), ...tile.entries })))
			)
		}),
		apply: (s, a) => reduceResolveEvent(s, a),
		describe: describeLive,
		explain: (_a, before, after, ctx) =>
			import('./explain').then((m) => m.explainResolve(before, after, ctx))
	}),
	adjust: move<S, O, Of<'adjust'>>({
		schema: schema<'adjust'>({
			type: v.literal('adjust'),
			player: v.string(),
			field: v.string(),
			value: v.number()
		}),
		apply: (s, a) => reduceAdjust(s, a),
		describe: describeLive,
		explain: (_a, _before, after, ctx) =>
			import('./explain').then((m) => m.explainCorrection(after, ctx))
	}),
	setPalaces: move<S, O, Of<'setPalaces'>>({
		schema: schema<'setPalaces'>({
			type: v.literal('setPalaces'),
			player: v.string(),
			palaces: v.array(v.unknown()),
			added: v.optional(v.picklist(['display', 'box'])),
			removed: v.optional(v.picklist(['display', 'box']))
		}),
		apply: (s, a) => reduceSetPalaces(s, a),
		describe: describeLive,
		explain: (_a, _before, after, ctx) =>
			import('./explain').then((m) => m.explainCorrection(after, ctx))
	})
};

export const live: Flow<LiveState, LiveAction, YotdOptions> = defineFlow<S, O, LiveAction>({
	init: initLive,
	moves,
	phases: livePhases,
	settle: rescored,
	// Refusals name players by id inside the moves: the table sees their names.
	playerValues: ['player', 'expected'],
	breakdown: (state) => (state.final ? finalBreakdown(state.final) : null),
	summarize: summarizeLive,
	scoreHistory: (state) => state.history.map((h) => ({ round: h.round, scores: { ...h.scores } }))
});
