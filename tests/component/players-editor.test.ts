// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import PlayersEditor, { type Seat } from '$lib/ui/PlayersEditor.svelte';
import type { ProfileRow } from '$lib/db/schema';
import { useI18n } from './helpers';

const seat = (name: string, color = '#c62828'): Seat => ({
	id: name || crypto.randomUUID(),
	name,
	color
});
const profile = (name: string, color: string): ProfileRow => ({
	key: name.toLowerCase(),
	name,
	color,
	lastUsed: 1,
	uses: 1
});

function names() {
	return screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value);
}

describe('seating the players', () => {
	beforeEach(() => useI18n('en'));

	it('moves a player up the seat order, and down by moving the next one up', async () => {
		const user = userEvent.setup();
		render(PlayersEditor, {
			seats: [seat('Ana'), seat('Benno'), seat('Clara')],
			profiles: [],
			max: 5
		});
		await user.click(screen.getByRole('button', { name: 'Move Clara up' }));
		expect(names()).toEqual(['Ana', 'Clara', 'Benno']);
		await user.click(screen.getByRole('button', { name: 'Move Clara up' }));
		expect(names()).toEqual(['Clara', 'Ana', 'Benno']);
		expect(screen.getByRole('button', { name: 'Move Clara up' })).toBeDisabled();
	});

	it('offers players typed in earlier games, with their colour, and fills blank seats first', async () => {
		const user = userEvent.setup();
		render(PlayersEditor, {
			seats: [seat('Ana'), seat('')],
			profiles: [profile('Ana', '#c62828'), profile('Dan', '#6a1b9a')],
			max: 4
		});
		// Ana is already seated: only Dan is offered.
		expect(screen.queryByRole('button', { name: 'Add Ana' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Add Dan' }));
		expect(names()).toEqual(['Ana', 'Dan']);
		expect(screen.getByLabelText('Colour of player 2')).toHaveValue('#6a1b9a');
	});

	it('draws a random first player and keeps the clockwise order', async () => {
		const user = userEvent.setup();
		render(PlayersEditor, {
			seats: [seat('Ana'), seat('Benno'), seat('Clara'), seat('Dan')],
			profiles: [],
			max: 5
		});
		await user.click(screen.getByRole('button', { name: 'Draw a random first player' }));
		const first = screen.getByRole('status').textContent!.replace('First player: ', '').trim();
		const order = ['Ana', 'Benno', 'Clara', 'Dan'];
		const k = order.indexOf(first);
		expect(k).toBeGreaterThanOrEqual(0);
		expect(names()).toEqual([...order.slice(k), ...order.slice(0, k)]);
	});

	it('adds and removes seats within the game’s limits', async () => {
		const user = userEvent.setup();
		render(PlayersEditor, { seats: [seat('Ana'), seat('Benno')], profiles: [], max: 3 });
		await user.click(screen.getByRole('button', { name: 'Add player' }));
		expect(names()).toHaveLength(3);
		expect(screen.getByRole('button', { name: 'Add player' })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: 'Remove Ana' }));
		expect(names()).toEqual(['Benno', '']);
	});

	it('labels every colour with its name, never colour alone', () => {
		render(PlayersEditor, { seats: [seat('Ana', '#1565c0')], profiles: [], max: 3 });
		const select = screen.getByLabelText('Colour of player 1') as HTMLSelectElement;
		expect(select.selectedOptions[0].textContent).toBe('Blue');
	});
});
