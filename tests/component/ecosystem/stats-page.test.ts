// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import StatsPage from '../../../src/routes/stats/+page.svelte';
import { repo } from '$lib/db/repo';
import { useI18n } from '../helpers';
import type { Player, SessionSummary } from '$lib/games/core/types';

const ana: Player = { id: 'a', name: 'Ana', color: '#c62828' };
const ben: Player = { id: 'b', name: 'Ben', color: '#1565c0' };

async function add(
	gameId: string,
	players: Player[],
	summary: SessionSummary,
	setup: unknown = null
) {
	await repo().createSession({
		gameId,
		flow: 'live',
		players,
		options: {},
		seed: 'AAAAAA',
		summary,
		version: 1,
		setup
	});
}

describe('statistics page', () => {
	beforeEach(async () => {
		await useI18n('en');
		await repo().db.sessions.clear();
	});

	it('plays with no known play time say how many were played and nothing about time (no «0 min played»), in both languages', async () => {
		const done: SessionSummary = {
			round: null,
			finished: true,
			scores: { a: 3, b: 1 },
			winners: ['a']
		};
		// Sessions with no log: no move was timed.
		await add('root', [ana, ben], done);
		await add('root', [ana, ben], done);
		const { unmount } = render(StatsPage);
		const summary = await screen.findByTestId('stats-summary');
		expect(summary.textContent!.trim()).toBe('2 finished games');
		const line = screen.getByText(/2 plays · average play time/);
		expect(line).toHaveTextContent('average play time —');
		expect(document.body.textContent).not.toMatch(/\b0 min/);
		unmount();
		await useI18n('es');
		render(StatsPage);
		expect((await screen.findByTestId('stats-summary')).textContent!.trim()).toBe(
			'2 partidas terminadas'
		);
		expect(document.body.textContent).not.toMatch(/\b0 min|de juego/);
	});

	it('says there is nothing yet before the first finished game', async () => {
		render(StatsPage);
		expect(await screen.findByText(/No finished games yet/)).toBeInTheDocument();
	});

	it('shows plays, wins, win rate, average and best per game and player, the figures, and filters by game', async () => {
		await add('root', [ana, ben], {
			round: null,
			finished: true,
			scores: { a: 30, b: 24 },
			winners: ['a'],
			figures: { factionOf: { a: 'marquise', b: 'eyrie' } }
		});
		await add('root', [ana, ben], {
			round: null,
			finished: true,
			scores: { a: 20, b: 30 },
			winners: ['b'],
			figures: { factionOf: { a: 'marquise', b: 'vagabond' } }
		});
		await add('kingdom-defenders', [ana, ben], {
			round: 6,
			finished: true,
			scores: { a: 41, b: 39 },
			winners: ['a'],
			figures: { hordesBeaten: 4, citiesLost: 1 }
		});
		// In progress: not counted.
		await add('root', [ana, ben], { round: 2, finished: false, scores: { a: 99 }, winners: [] });
		render(StatsPage);
		expect(await screen.findByTestId('stats-summary')).toHaveTextContent('3 finished games');
		const root = screen.getByRole('region', { name: 'Root' });
		const anaRow = within(root)
			.getAllByRole('row')
			.find((r) => r.textContent?.includes('Ana'))!;
		expect(
			within(anaRow)
				.getAllByRole('cell')
				.map((c) => c.textContent)
		).toEqual(['2', '1', '50%', '25', '30']);
		expect(within(root).getByTestId('figure-factionOf')).toHaveTextContent('Wins by faction');
		// Sections below the first screen are drawn right after it.
		const kd = await screen.findByRole('region', { name: 'Kingdom Defenders' });
		expect(within(kd).getByTestId('figure-hordesBeaten')).toHaveTextContent(
			'4 in all · 4 per play'
		);
		await userEvent.selectOptions(screen.getByTestId('stats-game'), 'kingdom-defenders');
		expect(screen.getByTestId('stats-summary')).toHaveTextContent('1 finished game');
		expect(screen.queryByRole('region', { name: 'Root' })).toBeNull();
	});

	it('a Root win by dominance with fewer points puts the winner ahead in head-to-head; the start player is the seat the setup names', async () => {
		// Ben wins by dominance with 18 while Ana has 22; Ben (seat 2) started.
		await add(
			'root',
			[ana, ben],
			{
				round: null,
				finished: true,
				scores: { a: 22, b: 18 },
				winners: ['b'],
				places: [['b'], ['a']]
			},
			{ firstPlayer: 1 }
		);
		render(StatsPage);
		const root = await screen.findByRole('region', { name: 'Root' });
		expect(within(root).getByTestId('head-to-head')).toHaveTextContent(
			'Ana ahead of Ben 0 times, Ben ahead 1'
		);
		expect(root).toHaveTextContent('The player who started won 100% of 1 play.');
	});
});
