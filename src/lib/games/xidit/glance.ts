/**
 * The rules at hand for the step in progress (the «?» beside the step's name): what the table
 * does now and the rules that apply, each in our own words with the rulebook page. Keys only:
 * both languages read the same catalogue.
 */
import type { SessionContext, StepRules } from '../core/types';
import { isCensusYear } from './rules';
import type { LiveState } from './live-state';
import type { Options } from './options';
import { currentUnit } from './live-helpers';

type Rule = StepRules['rules'][number];
const rule = (key: string, page: number): Rule => ({ text: { key: `xidit.rules.${key}` }, page });

export function stepRules(s: LiveState, ctx: SessionContext<Options>): StepRules {
	const ghost = s.ghost !== null;
	if (s.phase === 'census' && s.census) {
		const unit = currentUnit(s.census);
		return {
			title: { key: 'xidit.rules.census.title', values: { unit } },
			asks: { key: 'xidit.rules.census.asks', values: { unit } },
			rules: [
				// Reglamento p.13 «Cada jugador coloca en secreto en una mano el número de Unidades».
				rule('census.secret', 13),
				// Reglamento p.13 «Si dos o más jugadores empatan … cada uno recibe la recompensa».
				rule('census.most', 13),
				{ text: { key: 'xidit.rules.census.reward', values: { unit } }, page: 13 },
				// Reglamento p.13 «deben colocarlos en orden de juego».
				rule('census.order', 13)
			]
		};
	}
	if (s.phase === 'evaluation')
		return {
			title: { key: 'xidit.rules.final.title' },
			asks: { key: 'xidit.rules.final.asks' },
			rules: [
				// Reglamento p.14 «La Riqueza de un jugador es la suma de todos los Soberanos».
				rule('final.values', 14),
				// Reglamento p.14 «Si es la loseta de Evaluación de Reputación».
				rule('final.reputation', 14),
				// Reglamento p.15 «el jugador que esté en último lugar queda eliminado».
				rule('final.elimination', 15),
				// Reglamento p.15 «Resolver empates».
				rule('final.ties', 15),
				// Reglamento p.17–18 «Partida para tres jugadores».
				...(ghost ? [rule('final.ghost', 18)] : [])
			]
		};
	if (s.phase === 'finished')
		return {
			title: { key: 'xidit.rules.finished.title' },
			asks: { key: 'xidit.rules.finished.asks' },
			rules: [
				// Reglamento p.15 «será declarado "Salvador del Reino"».
				rule('end.saviour', 15),
				rule('final.ties', 15)
			]
		};
	const census = isCensusYear(s.year, ctx.options.short);
	return {
		title: { key: 'xidit.rules.play.title', values: { year: s.year } },
		asks: { key: 'xidit.rules.play.asks', values: { census: census ? 'yes' : 'no' } },
		rules: [
			// Reglamento p.6 «manteniendo sus Órdenes en secreto».
			rule('play.orders', 6),
			// Reglamento p.8 «Un jugador siempre debe Reclutar la Unidad menos poderosa».
			rule('play.recruit', 8),
			// Reglamento p.8–9 «debe ser capaz de proporcionar todas las Unidades»; «dos de las tres recompensas».
			rule('play.threat', 9),
			// Reglamento p.10 «coloca inmediatamente otra loseta del mismo tipo en el tablero».
			rule('play.tiles', 10),
			// Reglamento p.11–12 «El Despertar de los Titanes».
			rule('play.titans', 12),
			...(ghost ? [rule('play.ghost', 17)] : []),
			// Reglamento p.13 «la entrega al jugador de su izquierda».
			rule('play.endYear', 13)
		]
	};
}
