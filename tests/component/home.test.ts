// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import Home from '$lib/ui/Home.svelte';
import Toasts from '$lib/ui/Toasts.svelte';
import { games } from '$lib/games/registry';
import { freshRepo, useI18n } from './helpers';
import type { Repository } from '$lib/db/repo';
import type { Player } from '$lib/games/core/types';

const ana: Player = { id: 'p1', name: 'Ana', color: '#c62828' };
const benno: Player = { id: 'p2', name: 'Benno', color: '#1565c0' };
const clara: Player = { id: 'p3', name: 'Clara', color: '#2e7d32' };

async function seed(repo: Repository) {
	const older = await repo.createSession(
		{
			gameId: 'score-pad',
			flow: 'live',
			players: [ana, benno],
			options: { lowWins: false },
			seed: 'AAAAAA',
			summary: { round: 2, finished: false, scores: { p1: 3, p2: 5 }, winners: [] },
			version: 1,
			setup: null
		},
		1_000
	);
	const newer = await repo.createSession(
		{
			gameId: 'score-pad',
			flow: 'live',
			players: [benno, ana],
			options: { lowWins: false },
			seed: 'BBBBBB',
			summary: { round: 7, finished: false, scores: {}, winners: [] },
			version: 1,
			setup: null
		},
		Date.now() - 60_000
	);
	await repo.createSession({
		gameId: 'score-pad',
		flow: 'scorer',
		players: [ana, benno, clara],
		options: { lowWins: false },
		seed: 'CCCCCC',
		summary: { round: 1, finished: true, scores: { p1: 40, p2: 31, p3: 12 }, winners: ['p1'] },
		version: 1,
		setup: null
	});
	return { older, newer };
}

describe('home screen', () => {
	let repo: Repository;
	beforeEach(async () => {
		await useI18n('en');
		repo = freshRepo();
	});

	it('lists in-progress sessions, most recent first, with game, players and round', async () => {
		await seed(repo);
		render(Home, { repo });
		const section = (await screen.findByRole('heading', { name: 'In progress' })).closest(
			'section'
		)!;
		const cards = await within(section).findAllByRole('article');
		expect(cards).toHaveLength(2);
		expect(cards[0]).toHaveTextContent('Round 7');
		expect(cards[0]).toHaveTextContent('Last change 1 minute ago');
		expect(cards[1]).toHaveTextContent('Round 2');
		expect(
			within(cards[0]).getByRole('link', { name: 'Resume Score pad with Benno and Ana' })
		).toHaveAttribute('href', expect.stringMatching(/^\/session\//));
	});

	it('offers every registered game with its three ways in', async () => {
		render(Home, { repo });
		const newGame = (await screen.findByRole('heading', { name: 'New game' })).closest('section')!;
		const cards = within(newGame).getAllByRole('listitem');
		expect(cards).toHaveLength(games.length);
		for (const [i, g] of games.entries()) {
			const card = within(cards[i]);
			expect(card.getByRole('link', { name: 'Play' })).toHaveAttribute(
				'href',
				`/new/${g.id}?flow=live`
			);
			expect(card.getByRole('link', { name: 'Setup' })).toHaveAttribute('href', `/setup/${g.id}`);
			expect(card.getByRole('link', { name: 'Quick score' })).toHaveAttribute(
				'href',
				`/new/${g.id}?flow=scorer`
			);
		}
		expect(
			within(newGame).getByRole('heading', { name: 'Year of the Dragon' })
		).toBeInTheDocument();
	});

	it('shows finished sessions with the winner and scores', async () => {
		await seed(repo);
		render(Home, { repo });
		const section = (await screen.findByRole('heading', { name: 'Finished games' })).closest(
			'section'
		)!;
		const card = await within(section).findByRole('article');
		expect(card).toHaveTextContent('Winner: Ana');
		expect(card).toHaveTextContent('40');
		expect(card).toHaveTextContent('31');
	});

	it('deletes after confirmation, and the deletion can be taken back', async () => {
		const { older } = await seed(repo);
		const user = userEvent.setup();
		render(Toasts);
		render(Home, { repo });
		const del = await screen.findByRole('button', { name: 'Delete Score pad with Ana and Benno' });
		await user.click(del);
		const dialog = screen.getByRole('dialog', { hidden: true });
		expect(dialog).toHaveTextContent('Delete this game?');
		await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
		await screen.findByText('Game deleted.');
		expect((await repo.getSession(older.id))?.trashedAt).not.toBeNull();
		expect(await repo.listActive()).toHaveLength(1);
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await screen.findByText('Game restored.');
		expect((await repo.getSession(older.id))?.trashedAt).toBeNull();
		expect(await repo.listActive()).toHaveLength(2);
	});

	it('cancelling the confirmation deletes nothing', async () => {
		await seed(repo);
		const user = userEvent.setup();
		render(Home, { repo });
		await user.click(
			await screen.findByRole('button', { name: 'Delete Score pad with Ana and Benno' })
		);
		await user.click(screen.getByRole('button', { name: 'Keep it', hidden: true }));
		expect(await repo.listActive()).toHaveLength(2);
	});

	it('speaks Spanish', async () => {
		await useI18n('es');
		await seed(repo);
		render(Home, { repo });
		expect(await screen.findByRole('heading', { name: 'En curso' })).toBeInTheDocument();
		expect(await screen.findByText('Ronda 7')).toBeInTheDocument();
		expect(screen.getAllByRole('link', { name: 'Jugar' })).toHaveLength(games.length);
		expect(screen.getByRole('heading', { name: 'El Año del Dragón' })).toBeInTheDocument();
	});
});
