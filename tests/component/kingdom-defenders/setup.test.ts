// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { module } from '$lib/games/kingdom-defenders';
import { defaultOptions, planSetup } from '$lib/games/kingdom-defenders';
import Setup from '$lib/games/kingdom-defenders/ui/Setup.svelte';
import Options from '$lib/games/kingdom-defenders/ui/Options.svelte';
import { forget } from '$lib/ui/table-memory';
import { useI18n } from '../helpers';

describe('kingdom defenders setup and options', () => {
	beforeEach(async () => {
		localStorage.clear();
		// Each test starts from a phone that remembers no level tracks.
		await forget('kingdom-defenders', 'tracks');
		await useI18n('en', module);
	});

	it('shows the drawn tiles, the face-up building, turn order with starting fame and the checklist', () => {
		const options = { ...defaultOptions(), stars: { P2: 1 as const } };
		const plan = planSetup({
			players: 3,
			difficulty: 'standard',
			stars: options.stars,
			seed: 'ABCDEF'
		});
		render(Setup, { seed: 'ABCDEF', players: 3, options });
		const chars = screen.getByRole('heading', { name: 'Characters (3)' }).closest('div')!;
		for (const id of plan.characters) expect(chars).toHaveTextContent(id);
		const builds = screen
			.getByRole('heading', { name: 'Buildings (in this order)' })
			.closest('div')!;
		const items = within(builds).getAllByRole('listitem');
		expect(items).toHaveLength(5);
		expect(items[0]).toHaveTextContent(`${plan.buildings[0]}`);
		expect(items[0]).toHaveTextContent('face up');
		expect(items[1]).toHaveTextContent('face down');
		const order = screen.getByRole('heading', { name: 'Turn order' }).closest('div')!;
		const seats = within(order).getAllByRole('listitem');
		expect(seats[0]).toHaveTextContent(`1st Player ${plan.turnOrder[0] + 1} Starting fame 20`);
		expect(seats[2]).toHaveTextContent('Starting fame 21');
		expect(screen.getByText(/Horde: keep the cards marked 3, 2-3/)).toBeInTheDocument();
		expect(screen.getByText(/Total difficulty unknown/)).toBeInTheDocument();
		// Standard: no attack tile, neither P11 nor E13.
		for (const id of ['P10', 'P11', 'P12', 'E13', 'E16', 'E17'])
			expect(screen.queryByText(id, { exact: true })).toBeNull();
	});

	it('explains a setup the recorded stars make impossible', () => {
		const stars: Record<string, 2> = {};
		for (let i = 2; i <= 12; i++) stars[`P${i}`] = 2;
		render(Setup, { seed: 'ABCDEF', players: 3, options: { ...defaultOptions(), stars } });
		expect(screen.getByRole('alert')).toHaveTextContent('Not enough tiles for that difficulty');
	});

	it('records the stars of a tile, remembers them on this phone and pre-fills them next time', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const { unmount } = render(Options, { options: defaultOptions(), players: 3, onchange });
		await user.click(screen.getByText(/Difficulty printed on your tiles/));
		await user.selectOptions(screen.getByRole('combobox', { name: 'Stars of E4' }), '3');
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ stars: { E4: 3 } }));
		unmount();
		const again = vi.fn();
		render(Options, { options: defaultOptions(), players: 3, onchange: again });
		// Remembered in IndexedDB (the table's memory, in backups): read back asynchronously.
		await waitFor(() =>
			expect(again).toHaveBeenCalledWith(expect.objectContaining({ stars: { E4: 3 } }))
		);
	});

	it('enters the board’s level tracks (spaces and what each gives), remembers them and pre-fills them next time', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const start = { ...defaultOptions(), levelTracks: { strength: ['none' as const], magic: [] } };
		const { unmount } = render(Options, { options: start, players: 3, onchange });
		await user.click(screen.getByText(/^The board's level tracks \(1 of 2 entered\)/));
		const strength = await screen.findByRole('group', { name: 'Strength level' });
		await user.selectOptions(
			within(strength).getByRole('combobox', { name: 'Space 1' }),
			'Weapon resource'
		);
		const tracks = { strength: ['resource'], magic: [] };
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ levelTracks: tracks }));
		const magic = screen.getByRole('group', { name: 'Magic level' });
		await user.click(
			within(magic).getByRole('button', { name: 'Increase Spaces on the magic track' })
		);
		expect(onchange).toHaveBeenLastCalledWith(
			expect.objectContaining({ levelTracks: { strength: ['none'], magic: ['none'] } })
		);
		unmount();
		const again = vi.fn();
		render(Options, { options: defaultOptions(), players: 3, onchange: again });
		// The last tracks entered are remembered in IndexedDB and offered to the next game.
		await waitFor(() =>
			expect(again).toHaveBeenCalledWith(
				expect.objectContaining({ levelTracks: { strength: ['none'], magic: ['none'] } })
			)
		);
	});

	it('chooses difficulty, variant and an exact star total', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		render(Options, { options: defaultOptions(), players: 3, onchange });
		await user.click(screen.getByRole('radio', { name: 'Expert game (★★★)' }));
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ difficulty: 'expert' }));
		await user.click(screen.getByRole('radio', { name: /Family variant/ }));
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ variant: 'family' }));
		await user.click(screen.getByRole('checkbox', { name: 'Choose an exact star total' }));
		// The options shown are still a standard game (the mock does not feed them back): its 8
		// tiles of ★ can only total 8. The old assertion (12) was a total a standard game cannot
		// draw — Reglamento «La dificultad oscila entre 8 (partida estándar) y 20».
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ targetStars: 8 }));
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		render(Setup, { seed: 'ABCDEF', players: 2, options: defaultOptions() });
		expect(screen.getByRole('heading', { name: 'Personajes (2)' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Orden de turno' })).toBeInTheDocument();
		expect(screen.getByText(/solo las cartas con 2 puntos/)).toBeInTheDocument();
	});
});
