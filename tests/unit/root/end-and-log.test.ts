/**
 * A finished game with a Vagabond in coalition says one thing everywhere: the result's «Why?»
 * names the coalition (not a dominance card), the summary scores and places the Vagabond with
 * its partner, and every message the result uses exists in both languages. The log names what
 * a move records (the craft's suits and payers, a removed post's payers, the discarded card).
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Explanation, MessageRef } from '$lib/games/core/types';
import { live, type LiveAction } from '$lib/games/root/index';
import { coalitionPartners } from '$lib/games/root/live';
import { explainResult } from '$lib/games/root/explain';
import { endTurnBlocked } from '$lib/games/root/queries';
import { isVagabond } from '$lib/games/root/rules';
import { factionOf } from '$lib/games/root/model';
import es from '$lib/games/root/messages/es';
import en from '$lib/games/root/messages/en';
import esLate from '$lib/games/root/messages/late.es';
import enLate from '$lib/games/root/messages/late.en';
import { playAt, rootTable, SETUP, TO_COMPANY_PAID } from './table';

const ctx = rootTable('ROOTEND');
const play = playAt(ctx);
const all = { es: { ...es, ...esLate }, en: { ...en, ...enLate } };
const say = (ref: MessageRef, lang: 'es' | 'en') =>
	String(new IntlMessageFormat(all[lang][ref.key]!, lang).format(ref.values));

/** Every message an explanation shows, the title and the outcome first. */
const refsOf = (e: Explanation): MessageRef[] => [
	e.title,
	e.outcome,
	...e.inputs.map((i) => i.text),
	...e.steps,
	e.rule.text,
	...(e.tie ? [e.tie] : [])
];

// Round 1: Ana 5, Ben 9, Cai 13; Dev (Vagabond) 11 forms a coalition with Ana (fewest).
const toCoalition: LiveAction[] = [
	...SETUP,
	{ type: 'vp', player: 'ana', delta: 5 },
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'vp', player: 'ben', delta: 9 },
	{ type: 'endTurn' },
	{ type: 'rfDawn' },
	{ type: 'vp', player: 'cai', delta: 13 },
	{ type: 'endTurn' },
	{ type: 'vp', player: 'dev', delta: 11 }
];
const beforeCoalition = play(toCoalition);
const coalition = play([
	...toCoalition,
	{ type: 'coalition', player: 'dev', suit: 'bird', partner: 'ana' }
]);
// Ben reaches 30 on his next turn: he wins alone; Dev loses with Ana.
const ended = play(
	[
		{ type: 'endTurn' },
		{ type: 'endTurn' },
		{ type: 'lcDawn' },
		{ type: 'vp', player: 'ben', delta: 21 }
	],
	coalition
);
const vagabond = (id: string) => {
	const f = factionOf(ctx, id, beforeCoalition);
	return f === null || isVagabond(f);
};

describe('Root: the end with a Vagabond in coalition', () => {
	it('every message of the result exists in es and en and formats with no message id', () => {
		expect(ended.finished).toBe(true);
		const why = explainResult(ended, ctx)!;
		for (const ref of refsOf(why))
			for (const lang of ['es', 'en'] as const) {
				expect(all[lang][ref.key], `${lang} ${ref.key}`).toBeTypeOf('string');
				expect(say(ref, lang)).not.toMatch(/root\.[a-z]/);
			}
		expect(say(why.outcome, 'es')).toBe('Gana Ben.');
	});

	it('the result’s «Why?» says Dev is in coalition with Ana, not that he plays a dominance card', () => {
		const why = explainResult(ended, ctx)!;
		const dev = why.inputs.find((i) => i.player === 'dev')!;
		expect(say(dev.text, 'es')).toBe('en coalición con Ana');
		expect(why.inputs.some((i) => i.text.key === 'root.why.win.playsDominance')).toBe(false);
	});

	it('the summary scores the Vagabond as his partner and places him with her', () => {
		const s = live.summarize(ended, ctx);
		expect(s.scores).toEqual({ ana: 5, ben: 30, cai: 13, dev: 5 });
		expect(s.places).toEqual([['ben'], ['cai'], ['ana', 'dev']]);
		const last = live.scoreHistory!(ended, ctx).at(-1)!;
		expect(last.scores.dev).toBe(5);
	});

	it('the coalition partners offered are only the players with the fewest VP (ties: each)', () => {
		expect(coalitionPartners(beforeCoalition, ctx, 'dev', vagabond)).toEqual(['ana']);
		const tied = play([{ type: 'vp', player: 'ben', delta: -4 }], beforeCoalition);
		expect(coalitionPartners(tied, ctx, 'dev', vagabond)).toEqual(['ana', 'ben']);
	});
});

describe('Root log: what a move records is named', () => {
	const company = play(TO_COMPANY_PAID);
	const log = (a: LiveAction, s = company, lang: 'es' | 'en' = 'es') =>
		say(live.describe(a, s, ctx), lang);

	it('a craft names its suits and whose funds paid', () => {
		const craft: LiveAction = { type: 'rfCraft', cost: 1, suits: { fox: 1 }, from: 'ana' };
		expect(log(craft)).toBe('Cai: Fabricar zorro 1 (1 fondo: Ana 1)');
		expect(log(craft, company, 'en')).toBe('Cai: Craft fox 1 (1 fund: Ana 1)');
	});

	it('a removed trade post names whose warriors left Funds', () => {
		const posted = play([{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' }], company);
		// Funds: Ana 2 (her purchase), Cai 1 after the post; half rounded up: 2, as typed.
		expect(posted.riverfolk!.funds).toMatchObject({ ana: 2 });
		const removed = { ana: 1, cai: 1 };
		const lost = live.reduce(posted, { type: 'rfTradePostRemoved', suit: 'fox', removed }, ctx);
		expect(lost).not.toHaveProperty('reason');
		expect(log({ type: 'rfTradePostRemoved', suit: 'fox', removed }, posted)).toBe(
			'Puesto comercial de zorro retirado: Cai pierde 2 fondos (Ana 1, Cai 1; Interrupción del Comercio)'
		);
	});

	it('a removed garden names the discarded card’s suit', () => {
		const s = play(SETUP);
		expect(log({ type: 'lcGardenRemoved', suit: 'fox', card: 'rabbit' }, s)).toContain(
			'descarta una carta al azar (de conejo)'
		);
		expect(log({ type: 'lcGardenRemoved', suit: 'fox', card: 'rabbit' }, s, 'en')).toContain(
			'discards a random card (rabbit)'
		);
	});
});

describe('Root texts', () => {
	it('one fund left is singular; the new-game draft is in Spanish', () => {
		const f = (lang: 'es' | 'en', n: number) =>
			say({ key: 'root.ui.rf.fundsLeft', values: { n } }, lang);
		expect(f('es', 1)).toBe('Queda 1 fondo');
		expect(f('es', 3)).toBe('Quedan 3 fondos');
		expect(f('en', 1)).toBe('1 fund left');
		expect(es['root.ui.options.draft']).not.toMatch(/draft/i);
	});

	it('the first turn cannot end before the Outcast is chosen (10.3.3)', () => {
		const fresh = live.init(ctx);
		expect(endTurnBlocked(fresh, ctx)?.key).toBe('root.error.outcastFirst');
		expect(endTurnBlocked(play(SETUP), ctx)).toBeNull();
	});
});
