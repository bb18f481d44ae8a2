import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageRef } from '$lib/games/core/types';
import { ACTION_CARDS, EVENT_TYPES, PERSON_TYPES } from '$lib/games/year-of-the-dragon/data';
import { module, validateOptions } from '$lib/games/year-of-the-dragon/index';
import en from '$lib/games/year-of-the-dragon/messages/en';
import es from '$lib/games/year-of-the-dragon/messages/es';
import { eventOutcomes } from '$lib/games/year-of-the-dragon/rules';
import {
	live,
	scorer,
	type LiveAction,
	type ScorerAction
} from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState, palace, young } from './helpers';

const SRC = path.resolve('src/lib/games/year-of-the-dragon');
const messages = { es, en };

function expectKnown(ref: MessageRef) {
	expect(messages.es, ref.key).toHaveProperty([ref.key]);
	expect(messages.en, ref.key).toHaveProperty([ref.key]);
	for (const lang of ['es', 'en'] as const) {
		const text = new IntlMessageFormat(messages[lang][ref.key], lang).format(ref.values ?? {});
		expect(typeof text).toBe('string');
		expect(String(text)).not.toMatch(/\{|\}/);
	}
}

describe('messages', () => {
	it('es and en have exactly the same keys, all prefixed with the game id', async () => {
		expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
		for (const k of Object.keys(messages.es))
			expect(k.startsWith('year-of-the-dragon.')).toBe(true);
		// One chunk per language: each loader resolves to that language's catalogue only.
		expect(await module.messages.es()).toBe(es);
		expect(await module.messages.en()).toBe(en);
	});

	it('every message is valid ICU in both languages', () => {
		for (const lang of ['es', 'en'] as const)
			for (const [k, text] of Object.entries(messages[lang]))
				expect(() => new IntlMessageFormat(text, lang), k).not.toThrow();
	});

	it('every literal key in the code exists in both catalogues', () => {
		const keys = new Set<string>();
		for (const f of readdirSync(SRC).filter((x) => x.endsWith('.ts') && x !== 'messages.ts')) {
			const text = readFileSync(path.join(SRC, f), 'utf8');
			for (const m of text.matchAll(/P \+ '([a-zA-Z.]+)'/g))
				if (!m[1].endsWith('.')) keys.add('year-of-the-dragon.' + m[1]);
			for (const m of text.matchAll(/'(year-of-the-dragon\.[a-zA-Z.]+)'/g)) keys.add(m[1]);
		}
		expect(keys.size).toBeGreaterThan(40);
		for (const k of keys) {
			expect(messages.es, k).toHaveProperty([k]);
			expect(messages.en, k).toHaveProperty([k]);
		}
	});

	it('names of persons, events and cards exist', () => {
		for (const t of PERSON_TYPES)
			expect(messages.es).toHaveProperty([`year-of-the-dragon.person.${t}`]);
		for (const e of EVENT_TYPES)
			expect(messages.en).toHaveProperty([`year-of-the-dragon.event.${e}`]);
		for (const c of ACTION_CARDS)
			expect(messages.es).toHaveProperty([`year-of-the-dragon.card.${c}`]);
		expect(messages.es['year-of-the-dragon.event.drought']).toBe('Sequía');
	});

	it('describe() of sample actions returns keys present in both catalogues, with player names', () => {
		const ctx = ctxFor(3);
		const s = handState(ctx, {
			phase: 'action',
			groups: [
				['taxes', 'build', 'harvest'],
				['fireworks', 'parade'],
				['research', 'privilege']
			],
			dragons: [['p1'], [], []]
		});
		const samples: LiveAction[] = [
			{ type: 'startingPair', player: 'p0', persons: ['monk', 'farmer'], palaces: [0, 1] },
			...ACTION_CARDS.map((card) => ({
				type: 'takeAction' as const,
				player: 'p0',
				group: 0,
				card,
				privilege: 'large' as const
			})),
			{ type: 'noAction', player: 'p0' },
			{ type: 'recruit', player: 'p0', card: 'wild' },
			{ type: 'recruit', player: 'p0', card: 'monk', person: young('monk'), palace: 1 },
			{ type: 'recruit', player: 'p0', card: 'monk', person: young('monk'), palace: null },
			{
				type: 'recruit',
				player: 'p0',
				card: 'monk',
				person: young('monk'),
				palace: 0,
				replace: young('farmer')
			},
			{ type: 'resolveEvent', releases: { p0: [{ palace: 0, ...young('monk') }] } },
			{ type: 'adjust', player: 'p0', field: 'yuan', value: 3 },
			{ type: 'setPalaces', player: 'p0', palaces: [palace(2)] },
			{ type: 'bogus' } as unknown as LiveAction
		];
		for (const a of samples) {
			const ref = live.describe(a, s, ctx);
			// Core answers an unknown action with the platform's own message.
			if ((a.type as string) === 'bogus') {
				expect(ref.key).toBe('error.unknownAction');
				continue;
			}
			expectKnown(ref);
			if (ref.values && 'player' in ref.values) expect(ref.values.player).toBe('Anna');
		}
		const paid = live.describe(
			{ type: 'takeAction', player: 'p0', group: 0, card: 'taxes' },
			s,
			ctx
		);
		expect(new IntlMessageFormat(messages.es[paid.key], 'es').format(paid.values)).toBe(
			'Anna cobra Impuestos (grupo 1): +2 yuanes, tras pagar 3 yuanes por el grupo.'
		);
		const sc: ScorerAction[] = [
			{ type: 'set', player: 'p1', field: 'rice', value: 2 },
			{ type: 'setPalaces', player: 'p1', palaces: [] },
			{ type: 'finish' },
			{ type: 'reopen' }
		];
		for (const a of sc) expectKnown(scorer.describe(a, scorer.init(ctx), ctx));
	});

	it('event explanations and refusals format in both languages', () => {
		const p = {
			id: 'a',
			yuan: 1,
			rice: 0,
			fireworks: 2,
			palaces: [palace(2, young('monk'), young('warrior'))]
		};
		for (const e of EVENT_TYPES)
			for (const o of eventOutcomes(e, [p, { ...p, id: 'b', fireworks: 1 }]))
				expectKnown(o.explain);
		const ctx = ctxFor(2);
		const s = live.init(ctx);
		// The game's own refusal (a pick out of turn is core's: see phases.test).
		const r = live.reduce(
			s,
			{ type: 'startingPair', player: s.order[0]!, persons: ['monk', 'monk'], palaces: [0, 1] },
			ctx
		);
		expect('reason' in r).toBe(true);
		if ('reason' in r) expectKnown(r.reason);
	});
});

describe('module', () => {
	it('declares id, players 2–5, default options and validates options', () => {
		expect(module).toMatchObject({ id: 'year-of-the-dragon', minPlayers: 2, maxPlayers: 5 });
		// Reglamento: «Empieza el jugador de mayor edad» — the default choice.
		expect(module.defaultOptions(3)).toEqual({ largePrivilegeCost: 6 });
		// Stored sessions of the legacy shape (who picks first in the options) still validate.
		expect(validateOptions({ largePrivilegeCost: 6, firstPlayer: 'oldest' }, 3)).toBeNull();
		expect(validateOptions({ largePrivilegeCost: 7 }, 3)).toBeNull();
		expect(validateOptions({ largePrivilegeCost: 6, firstPlayer: 2 }, 3)).toBeNull();
		for (const [o, key] of [
			[null, 'options'],
			[{ largePrivilegeCost: 5 }, 'optionLargePrivilegeCost'],
			[{ largePrivilegeCost: 6, firstPlayer: 3 }, 'optionFirstPlayer']
		] as const) {
			const ref = validateOptions(o, 3);
			expect(ref?.key).toBe(`year-of-the-dragon.error.${key}`);
			expectKnown(ref as MessageRef);
		}
		expect(validateOptions({ largePrivilegeCost: 6 }, 6)?.key).toBe(
			'year-of-the-dragon.error.optionPlayers'
		);
		expect(Object.keys(module.flows)).toEqual(['live', 'scorer']);
	});
});
