// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { module } from '$lib/games/root/index';
import { drawClearings, drawSetup } from '$lib/games/root/setup';
import { FACTIONS, REACH, TRADE_POST_TRACK_VP, type FactionId } from '$lib/games/root/data';
import { forget, recall, remember } from '$lib/ui/table-memory';
import type { Options } from '$lib/games/root/index';
import Setup from '$lib/games/root/ui/Setup.svelte';
import OptionsForm from '$lib/games/root/ui/OptionsForm.svelte';
import { useI18n } from '../helpers';

/** The options form as the new-game screen holds it: what it passes up comes back as its options. */
function controlled(initial: Options, players: number, spy = vi.fn()) {
	const r = render(OptionsForm, {
		props: {
			options: initial,
			players,
			onchange: (next: Options) => {
				spy(next);
				void r.rerender({ options: next });
			}
		}
	});
	return r;
}

describe('Root setup randomizer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows the seeded factions with their reach, the total against the recommendation and the checklist', () => {
		const seed = 'ABCDEF';
		const d = drawSetup({ players: 4, pool: [...FACTIONS], seed });
		render(Setup, { props: { seed, players: 4, options: module.defaultOptions(4) } });
		const seats = screen.getAllByRole('listitem').slice(0, 4);
		d.factions.forEach((f, i) => expect(seats[i]).toHaveTextContent(`Seat ${i + 1}`));
		expect(
			screen.getByText(`Total reach ${d.reach} (recommended for 4: ${d.recommended})`)
		).toBeInTheDocument();
		expect(screen.getByText(`Seat ${d.firstPlayer + 1} starts.`)).toBeInTheDocument();
		// "Play with this setup" (platform) starts a session with exactly these factions.
		expect(module.optionsFromSetup?.(seed, 4, module.defaultOptions(4))).toEqual({
			...module.defaultOptions(4),
			factions: d.factions,
			firstPlayer: 0
		});
		if (d.factions.includes('lizards'))
			expect(
				screen.getByLabelText(/Lizard Cult: form a supply of 25 warriors/)
			).toBeInTheDocument();
	});

	it('the same seed gives the same setup', () => {
		const a = render(Setup, {
			props: { seed: 'QWERTY', players: 5, options: module.defaultOptions(5) }
		});
		const first = a.container.textContent;
		a.unmount();
		const b = render(Setup, {
			props: { seed: 'QWERTY', players: 5, options: module.defaultOptions(5) }
		});
		expect(b.container.textContent).toBe(first);
	});
});

describe('Root options form', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		// Each test starts from a phone that remembers no boxes and no printed values.
		await forget('root', 'pool');
		await forget('root', 'prints');
	});

	it('chooses factions by hand, shows the reach and refuses a repeated faction', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options: Options = { factions: ['marquise', 'eyrie', 'lizards'], firstPlayer: 0 };
		const r = render(OptionsForm, { props: { options, players: 3, onchange } });
		expect(screen.getByText('Total reach 19 (recommended for 3: 18)')).toBeInTheDocument();
		expect(screen.getByText(/meets the recommendation/)).toBeInTheDocument();
		await user.selectOptions(screen.getByLabelText('Seat 2'), 'riverfolk');
		expect(onchange).toHaveBeenLastCalledWith({
			factions: ['marquise', 'riverfolk', 'lizards'],
			picked: ['marquise', 'riverfolk', 'lizards'],
			firstPlayer: 0
		});
		await r.rerender({ options: { factions: ['lizards', 'alliance', 'lizards'], firstPlayer: 0 } });
		expect(screen.getByText(/below the recommendation/)).toBeInTheDocument();
		expect(screen.getByRole('alert')).toHaveTextContent('Repeated faction: Lizard Cult');
	});

	it('picking a faction another seat holds swaps the two seats and says so', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options: Options = { factions: ['marquise', 'eyrie', 'lizards'], firstPlayer: 0 };
		render(OptionsForm, { props: { options, players: 3, onchange } });
		await user.selectOptions(screen.getByLabelText('Seat 1'), 'lizards');
		expect(onchange).toHaveBeenLastCalledWith({
			factions: ['lizards', 'eyrie', 'marquise'],
			picked: ['lizards', 'eyrie', 'marquise'],
			firstPlayer: 0
		});
		expect(
			screen.getByText('Seat 3 had it: seats 1 and 3 swapped (seat 3 now plays Marquise de Cat).')
		).toBeInTheDocument();
	});

	it('a draft in turn order greys the picks that would make the reach unreachable', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options: Options = {
			factions: ['marquise', 'eyrie'],
			firstPlayer: 1,
			pool: ['marquise', 'eyrie', 'lizards', 'vagabond', 'riverfolk']
		};
		controlled(options, 2, onchange);
		await user.click(screen.getByRole('button', { name: 'Draft in turn order' }));
		// seat 1 plays first (one mechanism: the new-game draw rotates the seats); 2 players
		// need 17: only the Marquise can still reach it
		expect(screen.getByRole('heading', { name: 'Seat 1 picks' })).toBeInTheDocument();
		expect(screen.getByText(/Reach still needed: 17 from 2 seats/)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Lizard Cult (2)' })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: 'Marquise de Cat (10)' }));
		expect(screen.getByText(/Reach still needed: 7 from 1 seat/)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Vagabond (5)' })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: 'Eyrie Dynasties (7)' }));
		expect(onchange).toHaveBeenLastCalledWith({
			factions: ['marquise', 'eyrie'],
			picked: ['marquise', 'eyrie'],
			firstPlayer: 0,
			pool: options.pool
		});
		expect(screen.queryByRole('heading', { name: /picks$/ })).toBeNull();
	});

	it('draws only from the factions the table owns; an impossible pool says so in words', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options: Options = {
			factions: ['lizards', 'vagabond'],
			firstPlayer: 0,
			pool: ['lizards', 'vagabond', 'alliance']
		};
		render(OptionsForm, { props: { options, players: 2, onchange } });
		await user.click(screen.getByRole('button', { name: 'Draw factions by reach' }));
		expect(onchange).not.toHaveBeenCalled();
		expect(screen.getByText('No faction set meets the recommended reach.')).toBeInTheDocument();
		await user.click(screen.getByText('Factions you own (3)'));
		await user.click(screen.getByLabelText('Marquise de Cat'));
		expect(onchange.mock.calls.at(-1)![0].pool).toEqual(
			['marquise', 'vagabond', 'lizards', 'alliance'].sort(
				(a, b) => FACTIONS.indexOf(a as FactionId) - FACTIONS.indexOf(b as FactionId)
			)
		);
	});

	it("the table's printed board values: post VP and garden draw spaces become the options and are remembered", async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options: Options = { factions: ['marquise', 'lizards', 'riverfolk'], firstPlayer: 0 };
		const r = render(OptionsForm, { props: { options, players: 3, onchange } });
		await user.click(screen.getByText('Values printed on the faction boards'));
		// The editor loads lazily: a loaded machine may take longer than the default second.
		const space1 = await screen.findByRole(
			'textbox',
			{ name: 'VP of space 1 of each trade-post track' },
			{ timeout: 8000 }
		);
		expect(space1).toHaveValue(String(TRADE_POST_TRACK_VP[0]));
		await user.click(screen.getByRole('button', { name: /Increase VP of space 1/ }));
		const withVp = onchange.mock.calls.at(-1)![0] as Options;
		expect(withVp.prints?.postVp).toEqual([
			TRADE_POST_TRACK_VP[0]! + 1,
			...TRADE_POST_TRACK_VP.slice(1)
		]);
		expect(withVp.factions).toEqual(options.factions);
		// a draw bonus under garden 1 as well: the count per gardens on the map rises from 1
		await r.rerender({ options: withVp, players: 3, onchange });
		await user.click(screen.getByLabelText('Draw bonus under garden 1 of each suit'));
		const withDraw = onchange.mock.calls.at(-1)![0] as Options;
		expect(withDraw.prints?.gardenDraws).toEqual([0, 1, 1, 2, 2, 2]);
		await vi.waitFor(async () => expect(await recall('root', 'prints')).toEqual(withDraw.prints));
	});

	it('a new game offers the printed board values the table entered last time, with its boxes', async () => {
		const prints = { postVp: [1, 2, 3], gardenDraws: [0, 1, 1, 1, 1, 1] };
		await remember('root', 'prints', prints);
		await remember('root', 'pool', ['marquise', 'lizards', 'riverfolk']);
		const onchange = vi.fn();
		const options: Options = { factions: ['marquise', 'lizards', 'riverfolk'], firstPlayer: 0 };
		render(OptionsForm, { props: { options, players: 3, onchange } });
		await vi.waitFor(() => expect(onchange).toHaveBeenCalled());
		expect(onchange.mock.calls.at(-1)![0]).toEqual({
			...options,
			pool: ['marquise', 'lizards', 'riverfolk'],
			prints
		});
	});

	it('draws a random set that meets the reach; seat 1 plays first, with no second draw', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		render(OptionsForm, { props: { options: module.defaultOptions(5), players: 5, onchange } });
		await user.click(screen.getByRole('button', { name: 'Draw factions by reach' }));
		const drawn = onchange.mock.calls.at(-1)![0] as Options;
		expect(module.validateOptions(drawn, 5)).toBeNull();
		const reach = drawn.factions.reduce((t: number, f: FactionId) => t + REACH[f], 0);
		expect(reach).toBeGreaterThanOrEqual(25);
		expect(drawn.firstPlayer).toBe(0);
		expect(screen.queryByLabelText('First player')).toBeNull();
	});
});

describe('Root options on the new-game screen', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('draws the factions from the setup code on screen, as the same code draws them anywhere', async () => {
		const onchange = vi.fn();
		const options = module.defaultOptions(4);
		render(OptionsForm, { props: { options, players: 4, seed: 'KQ7WMZ', onchange } });
		await userEvent.setup().click(screen.getByRole('button', { name: 'Draw factions by reach' }));
		const d = drawSetup({ players: 4, pool: [...FACTIONS], seed: 'KQ7WMZ' });
		expect(onchange).toHaveBeenLastCalledWith(
			expect.objectContaining({ factions: d.factions, firstPlayer: 0 })
		);
	});

	it('the map and the deck are options; a suit-marker map shows each clearing’s drawn suit', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		const options = module.defaultOptions(3);
		render(OptionsForm, { props: { options, players: 3, seed: 'MAPS1', onchange } });
		await user.selectOptions(screen.getByLabelText('Map'), 'winter');
		expect(onchange).toHaveBeenLastCalledWith(
			expect.objectContaining({ map: 'winter', pool: options.pool, prints: options.prints })
		);
		await user.selectOptions(screen.getByLabelText('Deck'), 'exiles');
		expect(onchange).toHaveBeenLastCalledWith(expect.objectContaining({ deck: 'exiles' }));
		render(Setup, {
			props: { seed: 'MAPS1', players: 3, options: { ...options, map: 'winter', deck: 'exiles' } }
		});
		const markers = screen.getByRole('list', { name: 'Suit marker of each clearing' });
		const items = markers.querySelectorAll('li');
		expect(items).toHaveLength(12);
		expect(items[0]!.textContent).toMatch(
			new RegExp(
				`^\\s*1\\s*${{ fox: 'Fox', rabbit: 'Rabbit', mouse: 'Mouse' }[drawClearings('MAPS1')[0]!]}`
			)
		);
		expect(screen.getByText(/Shuffle the Exiles and Partisans deck/)).toBeInTheDocument();
	});

	it('adding a seat keeps the seats’ picks (the Cult stays) and the new seat gets a free faction', async () => {
		const user = userEvent.setup();
		const spy = vi.fn();
		const r = controlled(module.defaultOptions(3), 3, spy);
		await user.selectOptions(screen.getByLabelText('Seat 2'), 'lizards');
		await user.selectOptions(screen.getByLabelText('Seat 3'), 'vagabond');
		const picked = spy.mock.calls.at(-1)![0] as Options;
		// The new-game screen adds a seat: what no longer fits is carried as core does it.
		const { carryOptions } = await import('$lib/games/core/options');
		await r.rerender({ options: carryOptions(module, picked, 4), players: 4 });
		expect(screen.getByLabelText('Seat 1')).toHaveValue('marquise');
		expect(screen.getByLabelText('Seat 2')).toHaveValue('lizards');
		expect(screen.getByLabelText('Seat 3')).toHaveValue('vagabond');
		expect(screen.getByLabelText('Seat 4')).toHaveValue('eyrie');
		// … and passes them up, so the game starts with exactly what is shown.
		expect((spy.mock.calls.at(-1)![0] as Options).factions).toEqual([
			'marquise',
			'lizards',
			'vagabond',
			'eyrie'
		]);
	});

	it('a draft in turn order under way is in the options (a reload of the new-game screen keeps it)', async () => {
		const user = userEvent.setup();
		const spy = vi.fn();
		controlled(module.defaultOptions(3), 3, spy);
		await user.click(screen.getByRole('button', { name: 'Draft in turn order' }));
		await user.click(screen.getByRole('button', { name: 'Marquise de Cat (10)' }));
		const underWay = spy.mock.calls.at(-1)![0] as Options;
		expect(underWay.draftPicks).toEqual(['marquise']);
		cleanup();
		controlled(underWay, 3);
		expect(screen.getByRole('heading', { name: 'Seat 2 picks' })).toBeInTheDocument();
	});
});
