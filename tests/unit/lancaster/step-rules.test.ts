/**
 * Rules at hand: every step the live flow reaches in a whole game (the golden game, replayed
 * action by action) has its rules in the glance — what the table does now and at least one
 * rule with a rulebook page — and every message they name exists and formats in both languages.
 */
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { migrateActions } from '$lib/games/core/replay';
import { isInvalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import { module, type LiveAction, type LiveState, type Options } from '$lib/games/lancaster';
import { STEPS } from '$lib/games/lancaster/step-rules';
import esBase from '$lib/games/lancaster/messages/es';
import esLate from '$lib/games/lancaster/messages/late.es';
import enBase from '$lib/games/lancaster/messages/en';
import enLate from '$lib/games/lancaster/messages/late.en';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const golden = JSON.parse(
	readFileSync('tests/unit/lancaster/fixtures/golden-game.json', 'utf8')
) as {
	players: SessionContext['players'];
	options: Options;
	seed: string;
	setup: unknown;
	actions: GameAction[];
};
const ctx: SessionContext<Options> = {
	players: golden.players,
	options: golden.options,
	seed: golden.seed,
	setup: golden.setup
};
const flow = module.flows.live;

/** Every step the golden game passes through, in order of first visit. */
function reached(): string[] {
	const { actions } = migrateActions(module, 2, golden.actions);
	let s = flow.init(ctx) as LiveState;
	const seen = new Set<string>([s.step]);
	for (const a of actions) {
		const next = flow.reduce(s, a as LiveAction, ctx);
		if (!isInvalid(next)) s = next as LiveState;
		seen.add(s.step);
	}
	return [...seen];
}

describe('Lancaster rules at hand', () => {
	const steps = reached();

	it('a whole game reaches every step of the flow', () => {
		expect([...steps].sort()).toEqual([...STEPS].sort());
	});

	it('each step’s glance has its rules: a title, what the table does, and rules with a page', () => {
		for (const step of STEPS) {
			const s = { ...flow.init(ctx), step } as LiveState;
			const rules = flow.glance!(s, ctx).rules!;
			expect(rules.title.key, step).toBe(`lancaster.step.${step}`);
			expect(rules.rules.length, step).toBeGreaterThan(0);
			for (const r of rules.rules) {
				expect(Number.isInteger(r.page) && r.page! >= 2 && r.page! <= 8, r.text.key).toBe(true);
			}
		}
	});

	it('every message key they name exists in Spanish and English and formats', () => {
		for (const step of STEPS) {
			const rules = flow.glance!({ ...flow.init(ctx), step } as LiveState, ctx).rules!;
			for (const ref of [rules.title, rules.asks, ...rules.rules.map((r) => r.text)])
				for (const [lang, cat] of [
					['es', es],
					['en', en]
				] as const) {
					expect(cat[ref.key], `${lang} ${ref.key}`).toBeTypeOf('string');
					const text = new IntlMessageFormat(cat[ref.key]!, lang).format() as string;
					expect(text.length).toBeGreaterThan(0);
				}
		}
	});
});
