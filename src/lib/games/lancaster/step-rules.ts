/**
 * The rules at hand for each step of the live flow (the «?» beside the step's name): what the
 * table does now and the rules that apply, in our own words, each with its rulebook page.
 */
import type { StepRules } from '../core/types';
import type { Step } from './state';

/** The rules of each step, by message key suffix and page. */
const RULES: Readonly<Record<Step, readonly (readonly [string, number])[]>> = {
	// p.2 «Distribución de tropas»: county, castle or battle, one knight a turn.
	troops: [
		['turns', 2],
		['county', 2],
		['castle', 2],
		['battle', 2],
		['favour', 2]
	],
	// p.3 «El proceso de votación» / «Resultados de las votaciones».
	ballot: [
		['secret', 3],
		['count', 3],
		['enact', 3],
		['leftover', 4]
	],
	// p.4 «Aplicación de las tres leyes válidas»; the cards, p.8.
	laws: [
		['order', 4],
		['cards', 8],
		['tie', 8]
	],
	// p.4 «Condados», «Surrey (I)»; the nobles on each county at setup (p.7 for two players).
	counties: [
		['choices', 4],
		['nobles', 7],
		['surrey', 4],
		['return', 4]
	],
	// p.5 «Castillos».
	castles: [
		['order', 5],
		['rewards', 5],
		['tokens', 5]
	],
	// p.5–6 «Batallas».
	battles: [
		['lowerFirst', 5],
		['winner', 5],
		['ranks', 5],
		['prizes', 5],
		['france', 6],
		['prisoners', 6]
	],
	// p.6 «Fin del juego y recuento».
	final: [
		['knighthood', 6],
		['extensions', 6],
		['shares', 6],
		['nobles', 6]
	],
	finished: [['winner', 6]]
};

export function stepRules(step: Step): StepRules {
	return {
		title: { key: `lancaster.step.${step}` },
		asks: { key: `lancaster.rules.${step}.asks` },
		rules: (RULES[step] ?? []).map(([k, page]) => ({
			text: { key: `lancaster.rules.${step}.${k}` },
			page
		}))
	};
}

/** Every step the live flow has, in the order a round visits them. */
export const STEPS: readonly Step[] = Object.keys(RULES) as Step[];
