import { describe, expect, it } from 'vitest';
import { games } from '$lib/games/registry';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

describe('game registry', () => {
	it.each(games.map((g) => [g.id, g] as const))(
		'%s: its module matches the registry entry',
		async (_id, g) => {
			const { module, ui } = await g.load();
			expect(module.id).toBe(g.id);
			expect(module.minPlayers).toBe(g.minPlayers);
			expect(module.maxPlayers).toBe(g.maxPlayers);
			for (const flow of ['live', 'scorer'] as const)
				expect(typeof module.flows[flow].reduce).toBe('function');
			for (const screen of [ui.Live, ui.Setup]) expect(screen).toBeTypeOf('function');
			expect((await ui.scorer()).Result, 'the quick scorer shows a result').toBeTypeOf('function');
			expect(Object.keys(await module.messages.es()).sort()).toEqual(
				Object.keys(await module.messages.en()).sort()
			);
			for (let n = g.minPlayers; n <= g.maxPlayers; n++)
				expect(module.validateOptions(module.defaultOptions(n), n)).toBeNull();
		}
	);

	it.each(games.map((g) => [g.id, g] as const))(
		'%s: declares every field the platform reads (BG Stats, ranking, the bar, the quick scorer)',
		async (_id, g) => {
			expect(g.bgg === null || (g.bgg.name.length > 0 && g.bgg.id !== undefined)).toBe(true);
			expect(['points', 'places']).toContain(g.ranks);
			const { module } = await g.loadModule();
			const live = module.flows.live;
			const scorer = module.flows.scorer;
			expect(Object.keys(live.schemas ?? {}).length, 'live moves declared').toBeGreaterThan(0);
			expect(Object.keys(scorer.schemas ?? {}).length, 'scorer moves declared').toBeGreaterThan(0);
			expect(live.phases, 'phases and turn order declared').toBeDefined();
			expect(live.glance, 'the bar’s phase and turn').toBeTypeOf('function');
			if (g.id !== 'score-pad') {
				expect(scorer.quick, 'the quick scorer declared by defineScorer').toBeDefined();
				const en = await module.messages.en();
				const es = await module.messages.es();
				const late = { ...(await module.lateMessages?.en()), ...(await module.lateMessages?.es()) };
				for (const key of [scorer.quick!.screen.intro, scorer.quick!.screen.finish])
					expect(key in en || key in late, key).toBe(true);
				expect(Object.keys(en).length).toBe(Object.keys(es).length);
			}
		}
	);

	it('every game has a name and a blurb in both languages', () => {
		for (const g of games) {
			for (const key of [`game.${g.id}.name`, `game.${g.id}.blurb`]) {
				expect(en).toHaveProperty([key]);
				expect(es).toHaveProperty([key]);
			}
		}
	});

	it('platform catalogues have the same keys', () => {
		expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
	});
});
