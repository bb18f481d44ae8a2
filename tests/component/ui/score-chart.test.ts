// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import ScoreChart from '$lib/ui/ScoreChart.svelte';
import type { ScorePoint } from '$lib/games/core/types';
import { useI18n } from '../helpers';

const players = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Ben', color: '#1565c0' }
];
const points: ScorePoint[] = [
	{ round: 1, scores: { a: 3, b: 5 } },
	{ round: 2, scores: { a: 9 } }
];

describe('score chart', () => {
	it('gives the chart’s numbers as a table in a focusable region, a missing score as 0', async () => {
		await useI18n('en');
		render(ScoreChart, { points, players });
		const region = screen.getByRole('group', { name: 'Score by round' });
		expect(region.getAttribute('tabindex')).toBe('0');
		const rows = within(region).getAllByRole('row');
		expect(
			rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join(' '))
		).toEqual(['Round Ana Ben', '1 3 5', '2 9 0']);
	});

	it('says the game’s own word for a round: months in Year of the Dragon, years in Xidit', async () => {
		await useI18n('es');
		render(ScoreChart, { points, players, game: 'year-of-the-dragon' });
		const region = screen.getByRole('group', { name: 'Puntuación por mes' });
		expect(within(region).getAllByRole('columnheader')[0]).toHaveTextContent('Mes');
		render(ScoreChart, { points, players, game: 'xidit' });
		expect(screen.getByRole('group', { name: 'Puntuación por año' })).toBeInTheDocument();
	});

	it('shows nothing before the first round is scored', async () => {
		await useI18n('es');
		const { container } = render(ScoreChart, { points: [], players });
		expect(container.querySelector('figure')).toBeNull();
	});
});
