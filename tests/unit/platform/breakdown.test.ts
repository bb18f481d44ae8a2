/**
 * Issue 19 point 3: each game's final scoring by category (what the share image draws), from
 * its golden whole-game log: nothing before the end; at the end every player has a value in
 * every category, each label reads in both languages, and where the categories are points
 * they add up to the player's final score.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions } from '$lib/games/core/replay';
import type { GameAction, GameModule, SessionContext } from '$lib/games/core/types';
import { module as lancaster } from '$lib/games/lancaster';
import { module as xidit } from '$lib/games/xidit';
import { module as yotd } from '$lib/games/year-of-the-dragon';
import { module as kd } from '$lib/games/kingdom-defenders';
import { module as root } from '$lib/games/root';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

interface Golden {
	players: SessionContext['players'];
	options: unknown;
	seed: string;
	setup: unknown;
	actions: GameAction[];
}

/** The rules version a golden log was recorded with, where older than its game's (replayed through the kept migrations). */
const RECORDED: Record<string, number> = { 'lancaster/fixtures/golden-game.json': 2 };

const cases: [string, GameModule<unknown>, string, boolean][] = [
	['Lancaster', lancaster as GameModule<unknown>, 'lancaster/fixtures/golden-game.json', true],
	[
		'Year of the Dragon',
		yotd as GameModule<unknown>,
		'year-of-the-dragon/fixtures/golden-live.json',
		true
	],
	['Kingdom Defenders', kd as GameModule<unknown>, 'kingdom-defenders/fixtures/golden.json', true],
	['Lords of Xidit', xidit as GameModule<unknown>, 'xidit/fixtures/golden-live-3p.json', false]
];

describe('the final scoring by category', () => {
	it.each(cases)(
		'%s: none before the end, every player in every category after it',
		async (_n, module, file, sums) => {
			const g = JSON.parse(readFileSync(`tests/unit/${file}`, 'utf8')) as Golden;
			const ctx: SessionContext = {
				players: g.players,
				options: g.options,
				seed: g.seed,
				setup: g.setup
			};
			const flow = module.flows.live;
			expect(flow.breakdown?.(flow.init(ctx), ctx)).toBeNull();
			const { actions } = migrateActions(module, RECORDED[file] ?? module.version, g.actions);
			const { state } = fold(flow, ctx, actions);
			const summary = flow.summarize(state, ctx);
			expect(summary.finished).toBe(true);
			const b = flow.breakdown?.(state, ctx);
			expect(b?.categories.length).toBeGreaterThan(2);
			const catalogues = [
				{ ...en, ...(await module.messages.en()) },
				{ ...es, ...(await module.messages.es()) }
			] as Record<string, string>[];
			for (const c of b!.categories) {
				for (const cat of catalogues) expect(cat[c.label.key], c.label.key).toBeTypeOf('string');
				for (const p of g.players)
					expect(c.points[p.id], `${c.label.key} ${p.name}`).toBeTypeOf('number');
			}
			if (sums)
				for (const p of g.players)
					expect(
						b!.categories.reduce((n, c) => n + c.points[p.id]!, 0),
						p.name
					).toBe(summary.scores[p.id]);
		}
	);

	it('Root has no categories: its score is the victory track alone', () => {
		expect(root.flows.live.breakdown).toBeUndefined();
	});
});
