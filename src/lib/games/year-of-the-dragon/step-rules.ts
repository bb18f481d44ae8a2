/**
 * The rules at hand for each step of the live flow (the «?» beside the step's name): what the
 * table does now and the rules that apply to it, in our own words with the rulebook page.
 */
import type { MessageRef, StepRules } from '../core/types';
import type { LiveState } from './model';
import { EVENT_PAGE, RULE_PAGE } from './rule-pages';

// The prefix is joined to each suffix; the glance test formats every one in both languages.
const K = `year-of-the-dragon.rules`;
const ref = (key: string, values?: MessageRef['values']): MessageRef =>
	values ? { key: `${K}.${key}`, values } : { key: `${K}.${key}` };
const rule = (key: string, page: number | undefined) => ({ text: ref(key), page });

/** The step in progress and its rules, or null once the game is over. */
export function stepRules(state: LiveState): StepRules | null {
	switch (state.phase) {
		case 'start':
			// «Antes de que comience el juego»: el de mayor edad empieza; 2 jóvenes distintos cada uno.
			return {
				title: ref('start.title'),
				asks: ref(state.askOldest ? 'start.asksOldest' : 'start.asksPair'),
				rules: [
					rule('start.pair', RULE_PAGE.startingPersons),
					rule('start.house', RULE_PAGE.startingPersons),
					rule('start.track', RULE_PAGE.startingPersons)
				]
			};
		case 'action': {
			// «1a Fase»: grupos tantos como jugadores; el más adelantado en el registro elige primero.
			const dealing = state.tableDeal && state.groups.length === 0;
			return {
				title: ref('action.title', { month: state.month }),
				asks: ref(dealing ? 'action.asksDeal' : 'action.asks', {
					n: state.players.length
				}),
				rules: [
					...(dealing ? [rule('action.deal', RULE_PAGE.actionPhase)] : []),
					rule('action.order', RULE_PAGE.actionPhase),
					rule('action.join', RULE_PAGE.actionPhase),
					rule('action.none', RULE_PAGE.actionPhase),
					rule('action.cards', RULE_PAGE.actions),
					{
						text: ref('action.privilege', { large: state.largePrivilegeCost }),
						page: RULE_PAGE.privilege
					}
				]
			};
		}
		case 'person':
			// «2da Fase»: una carta de persona, la ficha a un palacio, el marcador avanza su valor.
			return {
				title: ref('person.title', { month: state.month }),
				asks: ref('person.asks'),
				rules: [
					rule('person.card', RULE_PAGE.personPhase),
					rule('person.full', RULE_PAGE.personPhase),
					rule('person.track', RULE_PAGE.personPhase),
					rule('person.gone', RULE_PAGE.personPhase)
				]
			};
		case 'event': {
			// «3ra Fase», «Decaer», «4ta Fase»: el evento del mes, los palacios vacíos, la puntuación.
			const event = state.eventRow[state.month - 1] ?? 'peace';
			return {
				title: ref('event.title', { month: state.month, event }),
				asks: ref(event === 'peace' ? 'event.asksPeace' : 'event.asks'),
				rules: [
					{ text: { key: `year-of-the-dragon.why.rule.${event}` }, page: EVENT_PAGE[event] },
					...(event === 'peace' ? [] : [rule('event.order', RULE_PAGE.releaseOrder)]),
					rule('event.decay', RULE_PAGE.decay),
					rule('event.score', RULE_PAGE.roundScoring),
					...(state.month === 12 ? [rule('event.final', RULE_PAGE.gameEnd)] : [])
				]
			};
		}
		default:
			return null;
	}
}
