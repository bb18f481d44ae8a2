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
			for (const screen of [ui.Live, ui.Scorer, ui.Setup]) expect(screen).toBeTypeOf('function');
			expect(Object.keys(await module.messages.es()).sort()).toEqual(
				Object.keys(await module.messages.en()).sort()
			);
			for (let n = g.minPlayers; n <= g.maxPlayers; n++)
				expect(module.validateOptions(module.defaultOptions(n), n)).toBeNull();
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
