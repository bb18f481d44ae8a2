/**
 * The rules at hand (the top bar's «?»): every step the live flow reaches — setup, the Cult's
 * Birdsong and Daylight, the Company's Birdsong, Daylight and Evening, another faction's turn,
 * a Vagabond's — has what it asks and its rules, each with a page, in both languages.
 */
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { type SessionContext, type StepRules } from '$lib/games/core/types';
import { live, type LiveState, type Options } from '$lib/games/root/index';
import { phaseOf } from '$lib/games/root/glance';
import { rulesStep, type RulesStep } from '$lib/games/root/step-rules';
import esBase from '$lib/games/root/messages/es';
import esLate from '$lib/games/root/messages/late.es';
import enBase from '$lib/games/root/messages/en';
import enLate from '$lib/games/root/messages/late.en';
import { playAt, rootTable } from './table';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const ctx = rootTable('RULES');

const play = playAt(ctx);

const setup = live.init(ctx);
const marquise = play([
	{ type: 'lcChooseOutcast', suit: 'fox' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 2 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 2 }
]);
const cultBirdsong = play([{ type: 'endTurn' }], marquise);
const cultDaylight = play([{ type: 'lcDawn' }, { type: 'lcSacrifice' }], cultBirdsong);
const companyBirdsong = play([{ type: 'endTurn' }], cultDaylight);
const companyDaylight = play([{ type: 'rfDawn' }], companyBirdsong);
const companyEvening = play([{ type: 'rfSetPrice', service: 'hand', price: 3 }], companyDaylight);
const vagabond = play([{ type: 'endTurn' }], companyEvening);
const finished = play([{ type: 'vp', player: 'dev', delta: 30 }], vagabond);

const STATES: [RulesStep, LiveState][] = [
	['setup', setup],
	['turn', marquise],
	['cultBirdsong', cultBirdsong],
	['cultDaylight', cultDaylight],
	['companyBirdsong', companyBirdsong],
	['companyDaylight', companyDaylight],
	['companyEvening', companyEvening],
	['turn', vagabond],
	['turn', finished]
];

function formatsInBoth(r: StepRules): void {
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const m of [r.title, r.asks, ...r.rules.map((x) => x.text)]) {
			expect(cat[m.key], `${lang} ${m.key}`).toBeTypeOf('string');
			const text = new IntlMessageFormat(cat[m.key]!, lang).format(m.values) as string;
			expect(text, m.key).not.toMatch(/[{}]/);
		}
}

describe('Root: the rules at hand of every step', () => {
	it.each(STATES.map(([step, s], i) => [i, step, s] as const))(
		'state %i is the %s step, with what it asks and its rules, each citing its Law of Root section (the text has no pages), in es and en',
		(_i, step, s) => {
			expect(rulesStep(phaseOf(s, ctx), s, ctx)).toBe(step);
			const r = live.glance!(s, ctx).rules!;
			expect(r.asks.key).toBe(`root.rules.asks.${step}`);
			expect(r.rules.length).toBeGreaterThan(0);
			for (const x of r.rules) {
				expect(x.page).toBeUndefined();
				expect(String(x.text.values?.section)).toMatch(/^\d+(\.\d+)*$/);
			}
			formatsInBoth(r);
		}
	);

	it('the walk above reaches every step the rules know', () => {
		const all: RulesStep[] = [
			'setup',
			'cultBirdsong',
			'cultDaylight',
			'companyBirdsong',
			'companyDaylight',
			'companyEvening',
			'turn'
		];
		expect(new Set(STATES.map(([s]) => s))).toEqual(new Set(all));
	});

	it('a Vagabond’s turn cites the coalition, another faction’s the dominance card', () => {
		const keys = (s: LiveState) => live.glance!(s, ctx).rules!.rules.map((r) => r.text.key);
		expect(keys(vagabond)).toContain('root.rules.coalition');
		expect(keys(vagabond)).not.toContain('root.rules.dominance');
		expect(keys(marquise)).toContain('root.rules.dominance');
	});

	it('without the Cult and the Company, a turn has no service rule and setup none of theirs', () => {
		const plain: SessionContext<Options> = {
			...ctx,
			players: ctx.players.slice(0, 2),
			options: { factions: ['marquise', 'eyrie'], firstPlayer: 0 },
			setup: { factions: ['marquise', 'eyrie'], firstPlayer: 0 }
		};
		const s = live.init(plain);
		const r = live.glance!(s, plain).rules!;
		expect(r.asks.key).toBe('root.rules.asks.turn');
		expect(r.rules.map((x) => x.text.key)).not.toContain('root.rules.buyServices');
	});
});
