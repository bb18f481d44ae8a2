/**
 * Rules at hand: every step the live flow reaches — the oldest player, the starting pairs, the
 * table's own deal, each month's action and person phases, every kind of event — has its rules
 * (cited without a page: the rulebook text has none), and each of their messages exists and formats in both languages.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { Rng } from '$lib/games/core/rng';
import type { MessageRef, StepRules } from '$lib/games/core/types';
import { EVENT_TYPES } from '$lib/games/year-of-the-dragon/data';
import enGame from '$lib/games/year-of-the-dragon/messages/en';
import esGame from '$lib/games/year-of-the-dragon/messages/es';
import rulesEn from '$lib/games/year-of-the-dragon/messages/rules-en';
import rulesEs from '$lib/games/year-of-the-dragon/messages/rules-es';
import whyEn from '$lib/games/year-of-the-dragon/messages/why-en';
import whyEs from '$lib/games/year-of-the-dragon/messages/why-es';
import { live, type LiveState } from '$lib/games/year-of-the-dragon/state';
import { botAction, ctxFor, handState } from './helpers';

/** What the screen has once the reasons' catalogue is added to the game's. */
const es = { ...esGame, ...whyEs, ...rulesEs };
const en = { ...enGame, ...whyEn, ...rulesEn };

function expectRules(rules: StepRules | null | undefined, where: string) {
	expect(rules, where).toBeTruthy();
	expect(rules!.rules.length, where).toBeGreaterThan(0);
	const refs: MessageRef[] = [rules!.title, rules!.asks, ...rules!.rules.map((r) => r.text)];
	// The rulebook text has no page breaks: no page is guessed.
	for (const r of rules!.rules) expect(r.page, where).toBeUndefined();
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refs) {
			expect(cat, `${where}: ${r.key}`).toHaveProperty([r.key]);
			const text = String(new IntlMessageFormat(cat[r.key]!, lang).format(r.values ?? {}));
			expect(text, r.key).not.toMatch(/\{|\}|undefined/);
		}
}

describe('Year of the Dragon: rules at hand for every step', () => {
	it('the reasons’ catalogues have the same keys in both languages, none also in the game’s own', () => {
		expect(Object.keys({ ...whyEs, ...rulesEs }).sort()).toEqual(
			Object.keys({ ...whyEn, ...rulesEn }).sort()
		);
		for (const k of Object.keys({ ...whyEs, ...rulesEs })) expect(esGame).not.toHaveProperty([k]);
	});

	it('every phase of whole bot games, and every event kind, has its rules (no guessed page) in both languages', () => {
		const seen = new Set<string>();
		for (const [n, seed] of [
			[2, 'A'],
			[3, 'B'],
			[5, 'C']
		] as const) {
			const ctx = ctxFor(n, seed);
			const rng = new Rng(`rules-${seed}`);
			let s = live.init(ctx);
			while (s.phase !== 'finished') {
				const where = `${s.phase} month ${s.month}`;
				expectRules(live.glance!(s, ctx).rules, where);
				seen.add(s.phase === 'event' ? `event:${s.eventRow[s.month - 1]}` : s.phase);
				s = live.reduce(s, botAction(s, rng), ctx) as LiveState;
			}
			expect(live.glance!(s, ctx).rules ?? null).toBeNull();
		}
		// Each event kind, even one the bot games' rows skipped.
		for (const event of EVENT_TYPES) {
			const ctx = ctxFor(3);
			const s = handState(ctx, { phase: 'event', month: 12, eventRow: Array(12).fill(event) });
			expectRules(live.glance!(s, ctx).rules, `event ${event}`);
			seen.add(`event:${event}`);
		}
		expect([...seen].sort()).toEqual(
			['action', 'person', 'start', ...EVENT_TYPES.map((e) => `event:${e}`)].sort()
		);
	});

	it('the oldest-player question and the table’s own deal have rules of their own', () => {
		const ctx = ctxFor(4, 'OLD', { firstPlayer: 'oldest' });
		const start = live.init(ctx);
		expect(start.askOldest).toBe(true);
		const oldest = live.glance!(start, ctx).rules!;
		expectRules(oldest, 'oldest');
		expect(oldest.asks.key).toBe('year-of-the-dragon.rules.start.asksOldest');
		const deal = handState(ctx, { phase: 'action', tableDeal: true, groups: [], dragons: [] });
		const rules = live.glance!(deal, ctx).rules!;
		expectRules(rules, 'table deal');
		expect(rules.asks).toEqual({
			key: 'year-of-the-dragon.rules.action.asksDeal',
			values: { n: 4 }
		});
	});
});
