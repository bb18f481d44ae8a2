// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { module, randomizeSetup, defaultOptions } from '$lib/games/xidit';
import Setup from '$lib/games/xidit/ui/Setup.svelte';
import { useI18n } from '../helpers';

describe('xidit setup screen', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows the tiles, piles (top first), evaluation order and first player of the seed', () => {
		const options = defaultOptions();
		const want = randomizeSetup({ players: 5, seed: 'QWERTY' });
		render(Setup, { seed: 'QWERTY', players: 5, options });
		const items = (name: string) =>
			within(screen.getByRole('list', { name }))
				.getAllByRole('listitem')
				.map((li) => li.textContent?.trim());
		expect(items('Cities with a Recruitment tile')).toEqual(want.recruitCities.map(String));
		expect(items('Cities with a Threat tile')).toEqual(want.threatCities.map(String));
		expect(items('Recruitment pile (the first goes in the “next” space)')).toEqual(
			want.recruitPile.map(String)
		);
		expect(items('Threat pile (the first goes in the “next” space)')).toEqual(
			want.threatPile.map(String)
		);
		// 5 players: the first evaluation eliminates two.
		const evals = screen.getByRole('heading', {
			name: 'Order of the evaluation tiles'
		}).parentElement!;
		expect(evals).toHaveTextContent(
			/eliminates 2 players.*eliminates 1 player.*eliminates 1 player/
		);
		expect(
			screen.getByText(
				`player ${want.firstPlayer + 1} in the list (the new-game screen seats the first player first; the rulebook gives the token to the oldest player, p.6)`
			)
		).toBeInTheDocument();
		expect(screen.queryByText('Tiles removed (short game)')).not.toBeInTheDocument();
	});

	it('3 players, short game: four and four tiles, removed tiles, ghost tokens, out-of-play regions', () => {
		const options = { ...defaultOptions(), short: true };
		const want = randomizeSetup({ players: 3, short: true, seed: 'ZZZZZZ' });
		render(Setup, { seed: 'ZZZZZZ', players: 3, options });
		expect(
			within(screen.getByRole('list', { name: 'Cities with a Recruitment tile' })).getAllByRole(
				'listitem'
			)
		).toHaveLength(4);
		expect(
			within(screen.getByRole('list', { name: 'Tiles removed (short game)' }))
				.getAllByRole('listitem')
				.map((l) => l.textContent)
		).toEqual(['14', '18']);
		const first = want.evaluationOrder[0];
		const name = { wealth: 'Wealth', influence: 'Influence', reputation: 'Reputation' }[first];
		expect(screen.getByText(`Ghost player: ${name} on space 6`)).toBeInTheDocument();
		expect(screen.getByText('Regions with an Empty token: 1, 2')).toBeInTheDocument();
		expect(screen.getByText('4 units per Recruitment tile')).toBeInTheDocument();
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		render(Setup, { seed: 'QWERTY', players: 4, options: defaultOptions() });
		expect(
			screen.getByRole('list', { name: 'Ciudades con loseta de Reclutamiento' })
		).toBeInTheDocument();
		expect(
			screen.getByRole('heading', { name: 'Orden de las losetas de Evaluación' })
		).toBeInTheDocument();
		expect(
			screen.getByText('Las 9 Regiones están en juego (sin fichas Vacías).')
		).toBeInTheDocument();
	});
});
