/**
 * The log and undo lines a table reads: counts agree with their nouns («1 hechizo», not
 * «1 hechizos») and a building's income names only what it gives (no «+0 monedas»).
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageRef } from '$lib/games/core/types';
import { module } from '$lib/games/kingdom-defenders';

const CATALOGUES = { es: await module.messages.es(), en: await module.messages.en() };
const say = (lang: 'es' | 'en', ref: MessageRef): string =>
	String(new IntlMessageFormat(CATALOGUES[lang][ref.key]!, lang).format(ref.values ?? {}));
const line = (key: string, values: Record<string, string | number>): MessageRef => ({
	key: `kingdom-defenders.log.${key}`,
	values
});

describe('log wording', () => {
	it('a camp supplied with 1 of each: «1 arma y 1 hechizo», «1 weapon and 1 spell»', () => {
		const ref = line('supplyCamp', { player: 'Ana', slot: 1, weapons: 1, spells: 1, fame: '+2' });
		expect(say('es', ref)).toBe('Ana (hueco 1) aporta 1 arma y 1 hechizo: +2 de Fama.');
		expect(say('en', ref)).toBe('Ana (slot 1) supplies 1 weapon and 1 spell: +2 fame.');
		const more = line('supplyCamp', { player: 'Cleo', slot: 4, weapons: 2, spells: 0, fame: '+2' });
		expect(say('es', more)).toBe('Cleo (hueco 4) aporta 2 armas y 0 hechizos: +2 de Fama.');
	});
	it('a new horde of 1 weapon and 1 spell', () => {
		const ref = line('revealHordeNoSiege', { round: 2, weapons: 1, spells: 1, speed: 2 });
		expect(say('es', ref)).toBe('Ronda 2: Nueva Horda: 1 arma y 1 hechizo, velocidad 2.');
		expect(say('en', ref)).toBe('Round 2: New horde: 1 weapon and 1 spell, speed 2.');
	});
	it('a building’s income names only what it gives', () => {
		const ref = line('income', {
			late: 'no',
			round: 2,
			player: 'Ben',
			building: 'E2',
			weapons: 2,
			spells: 0,
			coins: 1,
			loot: 0,
			fame: 0
		});
		expect(say('es', ref)).toBe('Ben activa E2: +2 armas +1 moneda.');
		expect(say('en', ref)).toBe('Ben activates E2: +2 weapons +1 coin.');
	});
});

describe('one minus sign (−, as the screens) in the log', () => {
	it('a failed adventure, a horde’s siege and a correction say −, not the hyphen', async () => {
		const { live } = await import('$lib/games/kingdom-defenders');
		const { rulesCtx, run } = await import('./helpers');
		const c = rulesCtx(2);
		const s = run(c, []);
		const fix = live.describe({ type: 'adjust', player: 'p0', field: 'fame', delta: -2 }, s, c);
		expect(say('es', fix)).toBe('Ana: Fama −2.');
		const fail = line('failAdventure', { late: 'no', round: 1, player: 'Ana', fame: 2 });
		expect(say('es', fail)).toBe('Ana fracasa en una Aventura: −2 Puntos de Fama.');
		const siege = line('revealHorde', { round: 2, weapons: 6, spells: 4, speed: 3, fame: 14 });
		expect(say('en', siege)).toContain('siege −14.');
		for (const lang of ['es', 'en'] as const)
			for (const [k, text] of Object.entries(CATALOGUES[lang]))
				if (k.startsWith('kingdom-defenders.log.')) expect(text, k).not.toMatch(/ -[0-9{]/);
	});
});
