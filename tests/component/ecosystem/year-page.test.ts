// @vitest-environment jsdom
/**
 * The year in review page over stored plays: the newest year shows first with its figures in
 * words, another year is picked from the list, and the statistics page links to it.
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import YearPage from '../../../src/routes/stats/year/+page.svelte';
import StatsPage from '../../../src/routes/stats/+page.svelte';
import { repo } from '$lib/db/repo';
import { useI18n } from '../helpers';
import type { Player } from '$lib/games/core/types';

const ana: Player = { id: 'a', name: 'Ana', color: '#c62828' };
const ben: Player = { id: 'b', name: 'Ben', color: '#1565c0' };

async function add(when: Date, scores: { a: number; b: number }, winner: 'a' | 'b') {
	const id = await repo().createSession({
		gameId: 'root',
		flow: 'live',
		players: [ana, ben],
		options: {},
		seed: 'AAAAAA',
		summary: { round: null, finished: true, scores, winners: [winner] },
		version: 1,
		setup: null
	});
	await repo().db.sessions.update(id, { createdAt: when.getTime(), updatedAt: when.getTime() });
}

describe('year in review page', () => {
	beforeEach(async () => {
		await useI18n('en');
		await repo().db.sessions.clear();
		await repo().db.meta.clear();
	});

	it('shows the newest year in words, and another year once picked', async () => {
		await add(new Date(2025, 4, 2, 20), { a: 30, b: 29 }, 'a');
		await add(new Date(2025, 5, 2, 20), { a: 20, b: 35 }, 'b');
		await add(new Date(2026, 1, 2, 20), { a: 40, b: 20 }, 'a');
		render(YearPage);
		expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('2026 in review');
		expect(screen.getByTestId('year-most-played')).toHaveTextContent('Root: 1 play');
		expect(screen.getByTestId('year-closest')).toHaveTextContent('Ana won by 20 points over Ben');
		await userEvent.selectOptions(screen.getByTestId('year-pick'), '2025');
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2025 in review');
		expect(screen.getByTestId('year-most-played')).toHaveTextContent('Root: 2 plays');
		expect(screen.getByTestId('year-closest')).toHaveTextContent('Ana won by 1 point over Ben');
		expect(screen.getByTestId('year-players')).toHaveTextContent('Best: Root (1 of 2)');
	});

	it('the statistics page links to it', async () => {
		await add(new Date(2026, 1, 2, 20), { a: 40, b: 20 }, 'a');
		render(StatsPage);
		expect(await screen.findByTestId('year-link')).toHaveAttribute('href', '/stats/year');
	});
});
