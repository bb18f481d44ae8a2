// @vitest-environment jsdom
/**
 * The result views show their «Why?» beside the result: the final fame (inputs, each player's
 * sum, the rule and its page) one tap from the ranking, and the horde movement under its report.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { module } from '$lib/games/kingdom-defenders';
import { finalScore } from '$lib/games/kingdom-defenders/scoring';
import Results from '$lib/games/kingdom-defenders/ui/Results.svelte';
import HordeReport from '$lib/games/kingdom-defenders/ui/HordeReport.svelte';
import { settled, useI18n } from '../helpers';
import { kdCtx } from './harness';

const ctx = kdCtx(2);
const none = { runes: [0, 0, 0, 0, 0], trophies: 0, weapons: 0, orbs: 0, strengthMultiplier: 1 };
const players = [
	{
		id: 'p0',
		fame: 30,
		loot: 4,
		tomes: 8,
		magicMultiplier: 2,
		wounds: 2,
		adventureCards: 1,
		...none
	},
	{
		id: 'p1',
		fame: 40,
		loot: 1,
		tomes: 0,
		magicMultiplier: 1,
		wounds: 0,
		adventureCards: 0,
		...none
	}
];
const results = finalScore(players);
const outcome = {
	players,
	results,
	achievements: { p0: [], p1: ['inmaculado' as const] },
	winners: ['p0']
};

describe('kingdom defenders: why beside the results', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('the final result opens its why: each player’s inputs, their sum, the rule with page 18', async () => {
		const user = userEvent.setup();
		render(Results, { props: { outcome, players: ctx.players } });
		await settled();
		const folds = await screen.findAllByText('¿Por qué?');
		await user.click(folds[0]!);
		const why = folds[0]!.closest('details')!;
		const w = within(why as HTMLElement);
		expect(w.getByText(/^30 de Fama, 4 botines/)).toBeTruthy();
		expect(
			w.getByText(
				'Ana: 30 + 4 botines + 0 runas + 0 trofeos + 0×1 armas + 8×2 tomos − 2 heridas + 0 Destino = 48'
			)
		).toBeTruthy();
		expect(w.getByText(/Reglamento p\. 18/)).toBeTruthy();
		expect(w.getByText('Gana Ana con 48 de Fama.')).toBeTruthy();
		// The achievements have their own fold; the rulebook's last page has no number in our text.
		await user.click(folds[1]!);
		const ach = within(folds[1]!.closest('details') as HTMLElement);
		expect(ach.getByText('Benno: Inmaculado (sin Heridas).')).toBeTruthy();
		expect(ach.queryByText(/Reglamento p\./)).toBeNull();
	});

	it('the horde report opens its why: the card, the camps, the shortfall, page 15', async () => {
		const user = userEvent.setup();
		render(HordeReport, {
			props: {
				players: ctx.players,
				report: {
					round: 2,
					outcome: 'advance',
					counter: 1,
					effects: [],
					wall: 'A',
					card: { weapons: 6, spells: 4, speed: 2, special: 0 },
					camps: { p0: { weapons: 1, spells: 0 } }
				}
			}
		});
		await settled();
		await user.click(await screen.findByText('¿Por qué?'));
		expect(screen.getByText('La carta pide 6 armas y 4 hechizos; velocidad 2.')).toBeTruthy();
		expect(screen.getByText(/^1 arma y 0 hechizos en su campamento/)).toBeTruthy();
		expect(screen.getByText('Faltan 5 armas y 4 hechizos: la Horda no cae.')).toBeTruthy();
		expect(screen.getByText(/Reglamento p\. 15/)).toBeTruthy();
	});
});
