import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { SessionContext } from '$lib/games/core/types';
import es from '$lib/games/root/messages/es';
import en from '$lib/games/root/messages/en';
import esLate from '$lib/games/root/messages/late.es';
import enLate from '$lib/games/root/messages/late.en';
import { module as root } from '$lib/games/root/index';
import {
	live,
	scorer,
	type LiveAction,
	type Options,
	type ScorerAction
} from '$lib/games/root/index';
import { setupChecklist } from '$lib/games/root/setup';
import { dominanceGoal } from '$lib/games/root/rules';
import { FACTIONS } from '$lib/games/root/data';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const messages: Record<'es' | 'en', Record<string, string>> = {
	es: { ...es, ...esLate },
	en: { ...en, ...enLate }
};

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'ben', name: 'Ben', color: '#0c0' },
		{ id: 'cai', name: 'Cai', color: '#00c' }
	],
	options: { factions: ['vagabond', 'lizards', 'riverfolk'], firstPlayer: 0 },
	seed: 'M'
};

const SAMPLE: Record<string, string | number> = {
	player: 'Ana',
	next: 'Ben',
	suit: 'fox',
	service: 'hand',
	kind: 'crusade',
	field: 'funds',
	branch: 'newSuit',
	hated: 'yes',
	dominance: 1,
	vagabond: 'no',
	faction: 'lizards',
	dir: 'gain'
};

function format(
	locale: 'es' | 'en',
	key: string,
	values: Record<string, string | number> = {}
): string {
	return String(new IntlMessageFormat(messages[locale][key], locale).format({ ...values }));
}

describe('messages', () => {
	it('es and en have exactly the same keys, all prefixed root.', () => {
		expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
		for (const k of Object.keys(messages.es)) expect(k.startsWith('root.')).toBe(true);
	});

	it('every message is valid ICU and formats with sample values', () => {
		for (const locale of ['es', 'en'] as const)
			for (const key of Object.keys(messages[locale])) {
				const values: Record<string, string | number> = { ...SAMPLE };
				for (const m of messages[locale][key].matchAll(/\{(\w+)(?=[,}])/g))
					if (!(m[1] in values)) values[m[1]] = 2;
				expect(() => format(locale, key, values), `${locale} ${key}`).not.toThrow();
			}
	});

	it('every root.* key in the source exists in both catalogues', () => {
		const dir = path.resolve('src/lib/games/root');
		const used = new Set<string>();
		for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'messages.ts'))
			for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/'(root\.[\w.]+)'/g))
				used.add(m[1]);
		expect(used.size).toBeGreaterThan(50);
		for (const k of used) {
			expect(messages.es[k], k).toBeTypeOf('string');
			expect(messages.en[k], k).toBeTypeOf('string');
		}
	});

	it('labels for every faction, suit, service and conspiracy', () => {
		for (const f of FACTIONS) expect(messages.es[`root.faction.${f}`]).toBeTypeOf('string');
		for (const s of ['fox', 'rabbit', 'mouse', 'bird'])
			expect(messages.en[`root.suit.${s}`]).toBeTypeOf('string');
	});

	it('describe() of sample actions gives keys in both catalogues and readable lines', () => {
		const s = live.init(ctx);
		const actions: LiveAction[] = [
			{ type: 'vp', player: 'ana', delta: -2 },
			{ type: 'dominance', player: 'ana', suit: 'bird' },
			{ type: 'dominanceWin', player: 'ana' },
			{ type: 'endTurn' },
			{ type: 'lcChooseOutcast', suit: 'mouse' },
			{ type: 'lcLostSoul', suit: 'bird', dominance: true },
			{ type: 'lcLostSoulRemoved', suit: 'bird' },
			{ type: 'lcDawn' },
			{ type: 'lcRevenge', count: 1 },
			{ type: 'lcSacrifice' },
			{ type: 'lcConspiracy', kind: 'sanctify' },
			{ type: 'lcBuild', suit: 'fox' },
			{ type: 'lcGardenRemoved', suit: 'fox' },
			{ type: 'lcScore', suit: 'rabbit' },
			{ type: 'lcAdjustAcolytes', delta: -1 },
			{ type: 'rfSetPrice', service: 'riverboats', price: 3 },
			{ type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 0 },
			{ type: 'rfDawn' },
			{ type: 'rfAction', kind: 'draw' },
			{ type: 'rfAction', kind: 'move', from: 'ana' },
			{ type: 'rfCraft', cost: 2 },
			{ type: 'rfExport' },
			{ type: 'rfTradePost', suit: 'mouse', vp: 2 },
			{ type: 'rfTradePost', suit: 'fox', ruler: 'ana' },
			{ type: 'rfTradePostRemoved', suit: 'mouse' },
			{ type: 'rfAdjust', field: 'payments', delta: 1 },
			{ type: 'rfAdjust', field: 'funds', delta: 1, colour: 'ben' }
		];
		for (const a of actions) {
			const ref = live.describe(a, s, ctx);
			expect(ref.key).toBe(`root.log.${a.type}`);
			for (const l of ['es', 'en'] as const) {
				const text = format(l, ref.key, { ...(ref.values ?? {}) });
				expect(text).not.toMatch(/[{}]/);
			}
		}
		expect(
			format('es', 'root.log.vp', { ...(live.describe(actions[0], s, ctx).values ?? {}) })
		).toBe('Ana: −2 PV (total -2)');
		const sa: ScorerAction[] = [
			{ type: 'set', player: 'ben', field: 'vp', value: 3 },
			{ type: 'finish' },
			{ type: 'reopen' }
		];
		for (const a of sa) {
			const ref = scorer.describe(a, scorer.init(ctx), ctx);
			expect(messages.es[ref.key]).toBeTypeOf('string');
			expect(messages.en[ref.key]).toBeTypeOf('string');
		}
		for (const ref of [
			...setupChecklist(['lizards', 'riverfolk']),
			dominanceGoal('fox'),
			dominanceGoal('bird')
		])
			expect(format('es', ref.key, { ...(ref.values ?? {}) })).not.toMatch(/[{}]/);
	});
});

describe('module', () => {
	it('is registered as root for 2..6 players with both flows', async () => {
		expect(root.id).toBe('root');
		expect([root.minPlayers, root.maxPlayers]).toEqual([2, 6]);
		expect(Object.keys(root.flows).sort()).toEqual(['live', 'scorer']);
		expect(await root.messages.es()).toEqual(es);
		expect(await root.messages.en()).toEqual(en);
		expect(await root.lateMessages!.es()).toEqual(esLate);
	});
	it('default options are valid for every player count', () => {
		for (let n = 2; n <= 6; n++) expect(root.validateOptions(root.defaultOptions(n), n)).toBeNull();
	});
	it('validateOptions says why options are wrong', () => {
		expect(root.validateOptions(null, 3)?.key).toBe('root.error.options.factions');
		expect(root.validateOptions({ factions: ['marquise', 'eyrie'], firstPlayer: 0 }, 3)?.key).toBe(
			'root.error.options.count'
		);
		expect(
			root.validateOptions({ factions: ['marquise', 'eyrie', 'lizards'], firstPlayer: 3 }, 3)?.key
		).toBe('root.error.options.firstPlayer');
		expect(root.validateOptions({ factions: ['marquise', 'eyrie'], firstPlayer: 0 }, 7)?.key).toBe(
			'root.error.options.players'
		);
	});
});
