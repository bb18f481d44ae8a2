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

/** One rule: the message (it names `section`) and the page of the section it belongs to. */
const rule = (law: LawRule, key: string, section: string = LAW[law].section) => ({
	text: { key: `root.rules.${key}`, values: { section } },
	page: LAW[law].page
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
						? [rule('cultSetup', 'cultGarden', '10.3.2'), rule('cultSetup', 'outcast', '10.3.3')]
						: []),
					...(state.riverfolk
						? [rule('companySetup', 'payments', '11.3.4'), rule('companySetup', 'prices', '11.3.5')]
						: [])
				]
			};
		case 'cultBirdsong':
			return {
				title,
				asks,
				rules: [
					rule('cultRules', 'lostSouls', '10.2.6'),
					rule('cultBirdsong', 'adjustOutcast', '10.4.1'),
					rule('cultBirdsong', 'discardSouls', '10.4.2'),
					rule('conspiracy', 'conspiracies')
				]
			};
		case 'cultDaylight':
			return {
				title,
				asks,
				rules: [
					rule('cultDaylight', 'rituals', '10.5'),
					rule('cultRules', 'birdsNotWild', '10.2.2'),
					rule('score', 'scoreOnce'),
					rule('cultEvening', 'cultEvening', '10.6')
				]
			};
		case 'companyBirdsong':
			return {
				title,
				asks,
				rules: [
					rule('companyBirdsong', 'protectionism', '11.4.1'),
					rule('companyBirdsong', 'dividends', '11.4.2'),
					rule('companyBirdsong', 'toFunds', '11.4.3')
				]
			};
		case 'companyDaylight':
			return {
				title,
				asks,
				rules: [
					rule('companyDaylight', 'commit', '11.5'),
					rule('export', 'craft', '11.5.3'),
					rule('tradePost', 'tradePost'),
					rule('companyEvening', 'daylightEnds', '11.6')
				]
			};
		case 'companyEvening':
			return {
				title,
				asks,
				rules: [
					rule('companyEvening', 'handLimit', '11.6.1'),
					rule('companyEvening', 'setPrices', '11.6.2')
				]
			};
		default: {
			const vagabond = isVagabond(faction);
			return {
				title,
				asks,
				rules: [
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
