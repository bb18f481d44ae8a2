// @vitest-environment jsdom
/**
 * Settings keeps a rename as an alias for older files, and its undo from the bin takes the
 * alias out again.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Settings from '$lib/ui/Settings.svelte';
import { loadAliases } from '$lib/ecosystem/player-aliases';
import { freshRepo, useI18n } from '../helpers';

describe('settings: renames reach older files', () => {
	beforeEach(async () => {
		Object.defineProperty(navigator, 'storage', {
			configurable: true,
			value: { persisted: vi.fn(async () => true), estimate: vi.fn(async () => ({})) }
		});
		await useI18n('en');
	});

	it('a rename made in settings is kept as an alias; undoing it drops the alias', async () => {
		const repo = freshRepo();
		await repo.createSession({
			gameId: 'score-pad',
			flow: 'scorer',
			players: [
				{ id: 'p1', name: 'Ana', color: '#c62828' },
				{ id: 'p2', name: 'Beto', color: '#1565c0' }
			],
			options: { lowWins: false },
			seed: 'AAAAAA',
			summary: { round: 1, finished: true, scores: { p1: 2, p2: 1 }, winners: ['p1'] },
			version: 1,
			setup: null
		});
		const user = userEvent.setup();
		render(Settings, { repo });
		const summary = await screen.findByText('Rename or merge Ana');
		await user.click(summary);
		const form = within(summary.closest('details')!);
		await user.type(form.getByRole('textbox', { name: 'New name for Ana' }), 'Ana G.');
		await user.click(form.getByRole('button', { name: 'Rename' }));
		const changes = await screen.findByTestId('player-changes');
		await vi.waitFor(async () =>
			expect(await loadAliases(repo)).toEqual(new Map([['ana', 'Ana G.']]))
		);
		await user.click(within(changes).getByRole('button', { name: 'Undo: Ana renamed Ana G.' }));
		await vi.waitFor(async () => expect(await loadAliases(repo)).toEqual(new Map()));
		// The screen has read the bin again: the undone change is off its list.
		await vi.waitFor(() =>
			expect(
				screen.queryByRole('button', { name: 'Undo: Ana renamed Ana G.' })
			).not.toBeInTheDocument()
		);
	});
});
