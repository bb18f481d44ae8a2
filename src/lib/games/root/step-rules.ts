/**
 * The rules at hand for the step in progress (the top bar's «?»): what the table does now and
 * the rules that apply, each in our own words with its Law of Root section and page.
 */
import type { StepRules } from '../core/types';
import { LAW, type LawRule } from './law';
import { isVagabond } from './rules';
import type { RootPhase } from './glance';
import { seatFactions, type Ctx, type LiveState } from './model';

/** Which step's rules: the Cult's and the Company's steps, setup, or another faction's turn. */
export type RulesStep =
	| 'setup'
	| 'cultBirdsong'
	| 'cultDaylight'
	| 'companyBirdsong'
	| 'companyDaylight'
	| 'companyEvening'
	| 'turn';

/**
 * §3, §4 and §9.2.8 (VP, dominance, items, coalition) are not in the supplied §10–§11 text:
 * their messages follow the Law of Root as the rest of this module does (rules.ts, moves-table.ts).
 */
/** One rule: the message, which names its Law of Root `section` (the text has no pages). */
const rule = (law: LawRule, key: string, section: string = LAW[law].section) => ({
	text: { key: `root.rules.${key}`, values: { section } }
});

export function rulesStep(phase: RootPhase, state: LiveState, ctx: Ctx): RulesStep {
	if (phase === 'setup') return 'setup';
	const f = seatFactions(state, ctx)[state.turn];
	if (f === 'lizards' && state.lizards)
		return phase === 'birdsong' ? 'cultBirdsong' : 'cultDaylight';
	if (f === 'riverfolk' && state.riverfolk)
		return phase === 'birdsong'
			? 'companyBirdsong'
			: phase === 'evening'
				? 'companyEvening'
				: 'companyDaylight';
	return 'turn';
}

/** The step's rules: what it asks of the table, then the rules that apply to it. */
export function stepRules(phase: RootPhase, state: LiveState, ctx: Ctx): StepRules {
	const step = rulesStep(phase, state, ctx);
	const faction = seatFactions(state, ctx)[state.turn] ?? 'marquise';
	const title = { key: 'root.glance', values: { faction, phase } };
	const asks = { key: `root.rules.asks.${step}` };
	switch (step) {
		case 'setup':
			return {
				title: { key: 'root.ui.setupTitle' },
				asks,
				rules: [
					...(state.lizards
						? // 10.3.2 «coloca 4 guerreros y 1 jardín correspondiente al palo indicado por ese claro»
							[rule('cultSetup', 'cultGarden', '10.3.2'), rule('cultSetup', 'outcast', '10.3.3')]
						: []),
					...(state.riverfolk
						? // 11.3.4 «Coloca 3 guerreros en zona de pagos.»
							[rule('companySetup', 'payments', '11.3.4'), rule('companySetup', 'prices', '11.3.5')]
						: [])
				]
			};
		case 'cultBirdsong':
			return {
				title,
				asks,
				rules: [
					// 10.2.6 «Cuando una carta sea gastada o descartada (incluso una carta de dominancia)…»
					rule('cultRules', 'lostSouls', '10.2.6'),
					// 10.4.1 «El palo con más cartas en la pila se convierte en el nuevo paria»
					rule('cultBirdsong', 'adjustOutcast', '10.4.1'),
					// 10.4.2 «(las cartas de dominancia pasan a estar disponibles)»
					rule('cultBirdsong', 'discardSouls', '10.4.2'),
					// 10.4.3 «Si el paria es odiado, cada conspiración te cuesta un acólito menos.»
					rule('conspiracy', 'conspiracies')
				]
			};
		case 'cultDaylight':
			return {
				title,
				asks,
				rules: [
					// 10.5.1–10.5.4: construir, reclutar, puntuar; «debes revelar una carta de ave» para sacrificar
					rule('cultDaylight', 'rituals', '10.5'),
					// 10.2.2 «Las cartas de ave no son comodines para los rituales del Culto.»
					rule('cultRules', 'birdsNotWild', '10.2.2'),
					// 10.5.3 «Sólo puedes realizar esta acción una vez por turno por cada palo.»
					rule('score', 'scoreOnce'),
					// 10.6.3 «Roba una carta, más una carta adicional por cada símbolo de robo adicional»
					rule('cultEvening', 'cultEvening', '10.6')
				]
			};
		case 'companyBirdsong':
			return {
				title,
				asks,
				rules: [
					// 11.4.1 «Si la zona de pagos está vacía, coloca 2 guerreros en ella.»
					rule('companyBirdsong', 'protectionism', '11.4.1'),
					// 11.4.2 «obtén un punto de victoria por cada 2 fondos»
					rule('companyBirdsong', 'dividends', '11.4.2'),
					// 11.4.3 «Mueve todos los guerreros en tu tablero a la zona de fondos.»
					rule('companyBirdsong', 'toFunds', '11.4.3')
				]
			};
		case 'companyDaylight':
			return {
				title,
				asks,
				rules: [
					// 11.5.1 «Consigna un fondo para hacer un movimiento»; 11.5.5 «Gasta un fondo»
					rule('companyDaylight', 'commit', '11.5'),
					// 11.5.3 I «descartarla y colocar un guerrero de la Compañía en la zona de pagos»
					rule('export', 'craft', '11.5.3'),
					// 11.5.6 II «Gasta dos fondos del jugador que gobierna el claro elegido.»
					rule('tradePost', 'tradePost'),
					// 11.6 NOCHE comes after 11.5 DÍA: a price set ends the Daylight
					rule('companyEvening', 'daylightEnds', '11.6')
				]
			};
		case 'companyEvening':
			return {
				title,
				asks,
				rules: [
					// 11.6.1 «descarta cartas a tu elección hasta quedarte con cinco»
					rule('companyEvening', 'handLimit', '11.6.1'),
					// 11.6.2 «Puedes mover cada marcador de servicio a cualquier espacio de su contador»
					rule('companyEvening', 'setPrices', '11.6.2')
				]
			};
		default: {
			const vagabond = isVagabond(faction);
			return {
				title,
				asks,
				rules: [
					// 11.2.6 «Al inicio de sus respectivas Albas, los otros jugadores pueden comprar»
					...(state.riverfolk ? [rule('services', 'buyServices')] : []),
					rule('removed', 'scoreRemoved'),
					rule('item', 'scoreItem'),
					vagabond ? rule('coalition', 'coalition') : rule('dominance', 'dominance'),
					rule('victory', 'victory')
				]
			};
		}
	}
}
