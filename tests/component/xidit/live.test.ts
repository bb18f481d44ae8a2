// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { module, live, type LiveAction, type LiveState } from '$lib/games/xidit';
import Live from '$lib/games/xidit/ui/Live.svelte';
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
const ends = (n: number): LiveAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));

function renderLive(state: LiveState) {
	const h = liveDispatch(live, ctx, state);
	const r = render(Live, { state, ctx, dispatch: h.dispatch });
	h.box.rerender = (p) => r.rerender(p);
	return h;
}

describe('xidit live companion', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows the year, the first player, the year’s steps and ends the year', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'setFirstPlayer', player: 'ben' });
		const dispatch = vi.fn(async () => null);
		render(Live, { state: s, ctx, dispatch });
		expect(screen.getByRole('heading', { name: 'Year 1 of 12' })).toBeInTheDocument();
		expect(screen.getByText('Next military census at the end of year 4.')).toBeInTheDocument();
		expect(
			screen.getByText('End of year: the first-player token passes left to Cai.')
		).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'End year 1' }));
		// Issue 14: the button names the year it ends, so a double tap cannot skip a year.
		expect(dispatch).toHaveBeenCalledWith({ type: 'endYear', year: 1 });
		await userEvent.click(screen.getByRole('button', { name: '+1 Titan awakening' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'titanAwakening' });
		await userEvent.click(screen.getByRole('button', { name: '+1 Militia: Ana recruits' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'recruit', player: 'ana', unit: 'militia' });
	});

	it('records a Threat in the tally and refuses spending units the player does not have', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		renderLive(s);
		await userEvent.click(screen.getByRole('button', { name: 'Ana eliminates a Threat' }));
		const form = screen.getByRole('region', { name: 'Ana eliminates a Threat' });
		await userEvent.click(
			within(form).getByRole('button', { name: 'Increase Gold Sovereigns received' })
		);
		await userEvent.click(
			within(form).getByRole('button', { name: 'Increase Gold Sovereigns received' })
		);
		// Issue 14: units are handed in by type; only the types the player holds are offered.
		expect(
			within(form).queryByRole('button', { name: 'Increase Battle Mages handed in' })
		).toBeNull();
		await userEvent.click(within(form).getByRole('button', { name: 'Increase Archers handed in' }));
		await userEvent.click(within(form).getByRole('button', { name: 'Record the Threat' }));
		// Issue 14: gold and units are secret (Reglamento p.3); shown only to the player who
		// tapped "Show …'s secrets" (the Threat button opens them for the player holding the phone).
		await screen.findByText(/^Show Ana’s secrets/);
		expect(screen.queryByText(/Sovereigns/)).toBeNull();
		await userEvent.click(screen.getByRole('button', { name: 'Show Ana’s secrets' }));
		expect(
			await screen.findByText('2 Sovereigns · 0 units · 0 bards in the Bastion')
		).toBeInTheDocument();
		// Everyone's public line: what the board shows.
		expect(screen.getAllByText('0 guild levels · 0 bards on the board')).toHaveLength(4);
		await userEvent.click(screen.getByRole('button', { name: 'Hide Ana’s secrets' }));
		expect(screen.queryByText(/Sovereigns/)).toBeNull();
		expect(
			screen.queryByRole('region', { name: 'Ana eliminates a Threat' })
		).not.toBeInTheDocument();
	});

	it('census: entries stay hidden (pass the phone) until everyone has chosen, then reveal', async () => {
		const s = apply(
			live,
			ctx,
			live.init(ctx),
			{ type: 'setFirstPlayer', player: 'ana' },
			...ends(4)
		);
		const h = renderLive(s);
		expect(
			await screen.findByRole('heading', { name: 'Military census of year 4' })
		).toBeInTheDocument();
		const reveal = screen.getByRole('button', { name: 'Reveal everyone’s Peasant Militia' });
		expect(reveal).toBeDisabled();

		const counts: Record<string, number> = { Ana: 3, Ben: 5, Cai: 5, Dia: 0 };
		for (const [name, n] of Object.entries(counts)) {
			await userEvent.click(screen.getByRole('button', { name: `Hand the phone to ${name}` }));
			expect(
				screen.getByText(`${name}: how many Peasant Militia do you show? Nobody else looks.`)
			).toBeInTheDocument();
			const input = screen.getByRole('textbox', { name: `Peasant Militia shown by ${name}` });
			await userEvent.clear(input);
			await userEvent.type(input, `${n}{Enter}`);
			await userEvent.click(screen.getByRole('button', { name: 'Hide my choice' }));
			// Hidden again: no number on screen, only that the player has chosen.
			expect(
				screen.queryByRole('textbox', { name: `Peasant Militia shown by ${name}` })
			).toBeNull();
			expect(screen.queryByText(/shows \d/)).toBeNull();
		}
		expect(h.box.state.census?.entries).toEqual({ ana: 3, ben: 5, cai: 5, dia: 0 });
		expect(screen.getAllByText('✓ chosen')).toHaveLength(4);
		await userEvent.click(
			screen.getByRole('button', { name: 'Reveal everyone’s Peasant Militia' })
		);
		const results = await screen.findByRole('region', { name: 'Results of this census' });
		expect(results).toHaveTextContent('Ben and Cai tie with 5: all win.');
		expect(results).toHaveTextContent('Reward: 1 Gold Sovereign.');
		expect(screen.getByRole('heading', { name: 'Military census of year 4' })).toBeInTheDocument();
		expect(screen.getByText('Now: Archers (at most 16 in the game).')).toBeInTheDocument();
		expect(h.box.state.tally.ben.sovereigns).toBe(1);
	});

	it('census of clerics: David’s 2 wins, reward and placing of 2 bards', async () => {
		let s = apply(live, ctx, live.init(ctx), { type: 'setFirstPlayer', player: 'ana' }, ...ends(4));
		for (let i = 0; i < 3; i++)
			s = apply(live, ctx, s, {
				type: 'censusResolve',
				counts: { ana: 0, ben: 0, cai: 0, dia: 0 }
			});
		const h = renderLive(s);
		await userEvent.click(await screen.findByText('Count openly instead (no secret)'));
		const setOpen = async (name: string, n: number) => {
			const input = screen.getByRole('textbox', { name: `${name}: Clerics` });
			await userEvent.clear(input);
			await userEvent.type(input, `${n}{Enter}`);
		};
		await setOpen('Ana', 1);
		await setOpen('Dia', 2);
		await userEvent.click(screen.getByRole('button', { name: 'Resolve Clerics' }));
		const results = await screen.findByRole('region', { name: 'Results of this census' });
		expect(results).toHaveTextContent('Dia wins with 2.');
		expect(results).toHaveTextContent(
			'Reward: 2 bards in one or two regions next to their Idrakys.'
		);
		// Issue 14: the reward is recorded in one confirmation, once, and kept in the session.
		await userEvent.selectOptions(
			within(results).getByRole('combobox', { name: 'Region for Dia’s bard 2' }),
			'region3'
		);
		await userEvent.click(within(results).getByRole('button', { name: 'Record Dia’s bards' }));
		expect(h.box.state.tally.dia.bards).toEqual({ region1: 1, region3: 1 });
		expect(within(results).queryByRole('button', { name: 'Record Dia’s bards' })).toBeNull();
		expect(results).toHaveTextContent('✓ recorded');
		expect(h.box.state.rewarded).toEqual(['4:clerics:dia']);
	});

	it('final evaluation: entries from the tally, explained rounds and the Saviour', async () => {
		let s = apply(
			live,
			ctx,
			live.init(ctx),
			{ type: 'setFirstPlayer', player: 'ana' },
			{ type: 'startEvaluation' }
		);
		const set = (player: string, field: 'sovereigns' | 'guildLevels' | 'units', value: number) =>
			({ type: 'setFinal', player, field, value }) as LiveAction;
		s = apply(
			live,
			ctx,
			s,
			set('ana', 'sovereigns', 18),
			set('ana', 'units', 4),
			set('ben', 'sovereigns', 18),
			set('ben', 'units', 2),
			set('cai', 'sovereigns', 20),
			set('dia', 'sovereigns', 25),
			set('ana', 'guildLevels', 5),
			set('ben', 'guildLevels', 9),
			set('cai', 'guildLevels', 3),
			set('dia', 'guildLevels', 6),
			{ type: 'setFinalBards', player: 'ana', region: 'region1', value: 3 },
			{ type: 'setFinalBards', player: 'dia', region: 'region1', value: 2 }
		);
		const h = renderLive(s);
		expect(await screen.findByRole('heading', { name: 'Final evaluation' })).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Ana: Gold Sovereigns' })).toHaveValue('18');
		expect(screen.getByText(/Every region in play has its values/)).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Run the three evaluations' }));
		expect(h.box.state.phase).toBe('finished');
		const order = h.box.state.setup.evaluationOrder;
		expect(
			await screen.findByRole('heading', { name: 'Ana is the Saviour of the Kingdom' })
		).toBeInTheDocument();
		const wealthAt = order.indexOf('wealth');
		const label = ['First', 'Second', 'Third'][wealthAt];
		const wealth = screen.getByRole('region', { name: `${label} evaluation: Wealth` });
		if (wealthAt === 0)
			expect(wealth).toHaveTextContent(
				'Tied with Ana: Ben has fewer units behind the screen (2 against 4)'
			);
		const table = within(wealth).getByRole('table');
		expect(within(table).getAllByRole('row')).toHaveLength(5);
	});

	it('pictures the calendar, and a census offers no more than the units held (issue 14)', async () => {
		let s = apply(
			live,
			ctx,
			live.init(ctx),
			{ type: 'setFirstPlayer', player: 'ana' },
			{ type: 'recruit', player: 'ana', unit: 'militia' },
			{ type: 'recruit', player: 'ana', unit: 'militia' },
			{ type: 'titanAwakening' }
		);
		const first = render(Live, { state: s, ctx, dispatch: vi.fn(async () => null) });
		const cal = screen.getByRole('list', { name: 'Calendar' });
		expect(within(cal).getAllByRole('listitem')).toHaveLength(12);
		expect(within(cal).getByLabelText('Year 1, in progress')).toBeInTheDocument();
		expect(within(cal).getByLabelText('Year 4, military census')).toBeInTheDocument();
		expect(screen.getByText('1 Titan awakening')).toBeInTheDocument();
		first.unmount();
		s = apply(live, ctx, s, ...ends(4));
		renderLive(s);
		// Ana holds 2 Peasant Militia units: 0, 1 or 2; Ben holds none: only 0.
		expect(await screen.findByRole('button', { name: 'Ana shows 2' })).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Ana shows 3' })).toBeNull();
		await userEvent.click(screen.getByRole('button', { name: 'Ana shows 2' }));
		expect(await screen.findByRole('button', { name: 'Ben shows 0' })).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Ben shows 1' })).toBeNull();
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		const s = apply(live, ctx, live.init(ctx), ...ends(4));
		renderLive(s);
		expect(
			await screen.findByRole('heading', { name: 'Censo Militar del Año 4' })
		).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Pasa el teléfono a Ana' })).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: 'Revelar Milicia Campesina de todos' })
		).toBeDisabled();
	});
});
