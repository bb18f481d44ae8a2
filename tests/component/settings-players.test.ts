// @vitest-environment jsdom
/**
 * Settings: a remembered player renamed (every play follows), a merge of two players who
 * played together refused in words, and a change undone from the bin.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Settings from '$lib/ui/Settings.svelte';
import type { Repository } from '$lib/db/repo';
import type { Player } from '$lib/games/core/types';
import { freshRepo, useI18n } from './helpers';

const P = (id: string, name: string): Player => ({ id, name, color: '#c62828' });
const play = (repo: Repository, players: Player[]) =>
	repo.createSession({
		gameId: 'score-pad',
		flow: 'scorer',
		players,
		options: { lowWins: false },
		seed: 'AAAAAA',
		summary: { round: 1, finished: true, scores: { p1: 2, p2: 1 }, winners: ['p1'] },
		version: 1,
		setup: null
	});

describe('settings: remembered players', () => {
	beforeEach(async () => {
		Object.defineProperty(navigator, 'storage', {
			configurable: true,
			value: { persisted: vi.fn(async () => true), estimate: vi.fn(async () => ({})) }
		});
		await useI18n('en');
	});

	it('renames a player in every play, and the bin can undo it', async () => {
		const repo = freshRepo();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Beto')]);
		const user = userEvent.setup();
		render(Settings, { repo });
		const summary = await screen.findByText('Rename or merge Ana');
		await user.click(summary);
		const form = within(summary.closest('details')!);
		await user.type(form.getByRole('textbox', { name: 'New name for Ana' }), 'Ana G.');
		await user.click(form.getByRole('button', { name: 'Rename' }));
		const changes = await screen.findByTestId('player-changes');
		expect(changes).toHaveTextContent('Ana renamed Ana G.');
		expect((await repo.listHistory())[0]!.players.map((p) => p.name)).toEqual(['Ana G.', 'Beto']);
		await user.click(within(changes).getByRole('button', { name: 'Undo: Ana renamed Ana G.' }));
		await vi.waitFor(async () =>
			expect((await repo.listHistory())[0]!.players.map((p) => p.name)).toEqual(['Ana', 'Beto'])
		);
	});

	it('refuses to merge two players who played together, saying so', async () => {
		const repo = freshRepo();
		await play(repo, [P('p1', 'Ana'), P('p2', 'Beto')]);
		const user = userEvent.setup();
		render(Settings, { repo });
		const summary = await screen.findByText('Rename or merge Beto');
		await user.click(summary);
		const form = within(summary.closest('details')!);
		await user.selectOptions(form.getByRole('combobox', { name: 'Merge Beto into' }), 'ana');
		await user.click(form.getByRole('button', { name: 'Merge' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'Beto and Ana played together in 1 play'
		);
		expect((await repo.listHistory())[0]!.players.map((p) => p.name)).toEqual(['Ana', 'Beto']);
	});
});
