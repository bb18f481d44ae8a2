/**
 * The live flow's phases as data (core/phases): the moves each phase allows, whose turn it is
 * (the person-track order fixed when the phase starts) and what the top bar says. Core refuses a
 * move outside its phase, or a pick out of turn, before any move runs.
 */
import { phases } from '../core/phases';
import type { MessageRef } from '../core/types';
import type { YotdOptions } from './options';
import { nextPlayer, type LiveState } from './model';
import { stepRules } from './step-rules';

/** The bar's name of a month's phase with the month's event («Acción · Contagio»). */
const monthLabel = (s: LiveState): MessageRef => ({
	key: 'year-of-the-dragon.glance',
	values: { phase: s.phase, event: s.eventRow[s.month - 1] ?? 'peace' }
});

export const livePhases = phases<LiveState, YotdOptions>({
	of: (s) => s.phase,
	// Corrections any time; the table's event row until the month-3 event, checked by its move.
	always: ['adjust', 'setPalaces', 'setEventRow'],
	list: {
		start: {
			moves: ['oldestPlayer', 'startingPair', 'dealMode'],
			next: ['action'],
			// Until the table says who is the oldest, nobody picks yet.
			turn: (s) => (s.askOldest ? null : nextPlayer(s)),
			turnMoves: ['startingPair'],
			label: () => ({ key: 'year-of-the-dragon.phase.start' }),
			rules: (s) => stepRules(s),
			refuse: 'year-of-the-dragon.error.notNow.start'
		},
		action: {
			// Reglamento «2da Fase»: en la duodécima ronda se salta la fase de persona.
			moves: ['takeAction', 'noAction', 'dealMode', 'setGroups'],
			next: ['person', 'event'],
			turn: (s) => nextPlayer(s),
			turnMoves: ['takeAction', 'noAction'],
			label: monthLabel,
			rules: (s) => stepRules(s),
			refuse: 'year-of-the-dragon.error.notNow.action'
		},
		person: {
			moves: ['recruit'],
			next: ['event'],
			turn: (s) => nextPlayer(s),
			turnMoves: ['recruit'],
			label: monthLabel,
			rules: (s) => stepRules(s),
			refuse: 'year-of-the-dragon.error.notNow.person'
		},
		event: {
			// The whole table resolves the event: nobody's turn.
			moves: ['resolveEvent'],
			next: ['action', 'finished'],
			label: monthLabel,
			rules: (s) => stepRules(s),
			refuse: 'year-of-the-dragon.error.notNow.event'
		},
		finished: { moves: [], next: [], refuse: 'year-of-the-dragon.error.notNow.finished' }
	}
});
