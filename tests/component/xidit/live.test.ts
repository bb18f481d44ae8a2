// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { module, live, type LiveAction, type LiveState } from '$lib/games/xidit';
import { tilesOf } from '$lib/games/xidit/queries';
import Live from '$lib/games/xidit/ui/Live.svelte';
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
const ends = (n: number): LiveAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));

function renderLive(state: LiveState) {
	const h = liveDispatch(live, ctx, state);
	const r = render(Live, { state, ctx, dispatch: h.dispatch });
	// As the session screen: a finished game is read-only until «Correct this game».
	h.box.rerender = (p) => r.rerender({ ...p, readonly: p.state.phase === 'finished' });
	return h;
}

describe('xidit live companion', () => {
	// The steps the live screen loads on demand, loaded once here (a slow first transform).
	beforeAll(async () => {
		await Promise.all([
			import('$lib/games/xidit/ui/Final.svelte'),
			import('$lib/games/xidit/ui/Census.svelte'),
			import('$lib/games/xidit/ui/Result.svelte'),
			import('$lib/games/xidit/ui/YearTools.svelte'),
			import('$lib/games/xidit/ui/ThreatForm.svelte'),
			import('$lib/games/xidit/ui/TileFlow.svelte')
		]);
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('the year’s step: one line per player with recruits and Threat, End year naming its year; no secret on screen', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const dispatch = vi.fn(async () => null);
		render(Live, { state: s, ctx, dispatch });
		expect(screen.getByRole('heading', { name: 'Year 1 of 12' })).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'End year 1' }));
		// Issue 14: the button names the year it ends, so a double tap cannot skip a year.
		expect(dispatch).toHaveBeenCalledWith({ type: 'endYear', year: 1 });
		await userEvent.click(screen.getByRole('button', { name: '+1 Militia: Ana recruits' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'recruit', player: 'ana', unit: 'militia' });
		// Gold and units stay behind the screen (Reglamento p.3): no count of Ana's on the step.
		expect(screen.queryByText(/Sovereigns ·/)).toBeNull();
	});

	it('Phase Three: a tap on an emptied Recruitment tile’s city discards it, the next enters; the next tiles are named', async () => {
		const s = live.init(ctx);
		const h = renderLive(s);
		const t = tilesOf(s);
		const city = t.board.recruit[0]!;
		expect(
			await screen.findByText(`Next tiles: Recruitment ${t.next.recruit} · Threat ${t.next.threat}`)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole('button', { name: `City ${city}: its last unit was recruited` })
		);
		expect(h.dispatch).toHaveBeenCalledWith({ type: 'tileRemoved', kind: 'recruit', city });
		expect(tilesOf(h.box.state).board.recruit).toContain(t.next.recruit);
		expect(
			screen.queryByRole('button', { name: `City ${city}: its last unit was recruited` })
		).toBeNull();
		expect(
			screen.getByRole('button', { name: `City ${t.next.recruit}: its last unit was recruited` })
		).toBeInTheDocument();
	});

	it('a Threat form with a number out of range cannot be sent; the player’s secrets are not shown while it is typed', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const h = renderLive(s);
		await userEvent.click(screen.getByRole('button', { name: 'Ana eliminates a Threat' }));
		const form = await screen.findByRole('region', { name: 'Ana eliminates a Threat' });
		// Not Ana's running numbers (the tally's secret line): only what the form asks.
		expect(form).not.toHaveTextContent(/Sovereigns? ·|units? ·|bards? in the Bastion/);
		const record = within(form).getByRole('button', { name: 'Record the Threat' });
		await userEvent.type(within(form).getByLabelText('Archers handed in'), '99');
		const alerts = within(form).getAllByRole('alert');
		expect(alerts[0]).toHaveTextContent('Archers handed in: Type a number from 0 to');
		expect(alerts.at(-1)).toHaveTextContent('A number above was refused');
		expect(record).toBeDisabled();
		await userEvent.click(record);
		expect(h.dispatch).not.toHaveBeenCalled();
		await userEvent.clear(within(form).getByLabelText('Archers handed in'));
		await userEvent.type(within(form).getByLabelText('Gold Sovereigns received'), 'x');
		expect(record).toBeDisabled();
		await userEvent.clear(within(form).getByLabelText('Gold Sovereigns received'));
		// Every city Threat names its city now (its tile is discarded, p.10).
		expect(record).toBeDisabled();
		await userEvent.click(
			within(form).getByRole('radio', { name: String(tilesOf(s).board.threat[0]) })
		);
		expect(record).toBeEnabled();
	});

	it('a Threat’s guild levels ask for the city, one with a Threat tile on the board, whose tile is discarded; bards are split over the regions tapped', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const h = renderLive(s);
		await userEvent.click(screen.getByRole('button', { name: 'Ana eliminates a Threat' }));
		const form = await screen.findByRole('region', { name: 'Ana eliminates a Threat' });
		await userEvent.type(within(form).getByLabelText('Archers handed in'), '1');
		await userEvent.type(within(form).getByLabelText('Guild levels built'), '2');
		const record = within(form).getByRole('button', { name: 'Record the Threat' });
		expect(record).toBeDisabled();
		expect(form).toHaveTextContent('Which city’s Threat? Its tile is discarded');
		// Only the cities with a Threat tile on the board are offered (Phase Three, p.10).
		const onBoard = tilesOf(s).board.threat;
		const cities = within(within(form).getByRole('radiogroup', { name: 'City of the Threat' }));
		expect(cities.getAllByRole('radio').map((o) => o.getAttribute('value'))).toEqual(
			onBoard.map(String)
		);
		const city = onBoard[1]!;
		await userEvent.click(within(form).getByRole('radio', { name: String(city) }));
		await userEvent.click(within(form).getByRole('button', { name: /^One bard in Region 3/ }));
		await userEvent.click(within(form).getByRole('button', { name: /^One bard in Region 4/ }));
		await userEvent.click(record);
		expect(h.dispatch).toHaveBeenCalledWith(
			expect.objectContaining({
				type: 'threat',
				player: 'ana',
				unitsSpent: 1,
				guildLevels: 2,
				city,
				tileCity: city,
				bards: { region3: 1, region4: 1 }
			})
		);
		expect(h.box.state.tally.ana!.guilds).toEqual({ [city]: 2 });
		// Its tile went to the discards; the next Threat tile came out (p.10).
		expect(tilesOf(h.box.state).discard.threat).toEqual([city]);
	});

	it('census by fists: one tap names the unit’s winner, a tie takes several, nobody takes one tap', async () => {
		const s = apply(live, ctx, live.init(ctx), ...ends(4));
		const h = renderLive(s);
		await userEvent.click(
			await screen.findByRole('button', { name: 'Ana showed the most Peasant Militia' })
		);
		expect(h.dispatch).toHaveBeenLastCalledWith({ type: 'censusFists', winners: ['ana'] });
		expect(h.box.state.tally.ana!.sovereigns).toBe(1);
		await userEvent.click(await screen.findByRole('button', { name: 'A tie…' }));
		await userEvent.click(screen.getByRole('button', { name: 'Ben ties' }));
		await userEvent.click(screen.getByRole('button', { name: 'Cai ties' }));
		await userEvent.click(screen.getByRole('button', { name: 'Record the tie (2)' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({ type: 'censusFists', winners: ['ben', 'cai'] });
		await userEvent.click(await screen.findByRole('button', { name: 'Nobody' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({ type: 'censusFists', winners: [] });
	});

	it('census rewards: no region chosen for the winner; the bards go where the taps say', async () => {
		let s = apply(live, ctx, live.init(ctx), ...ends(4));
		s = apply(
			live,
			ctx,
			s,
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: ['dia'] }
		);
		const h = renderLive(s);
		expect(await screen.findByText('Rewards of the year 4 census')).toBeInTheDocument();
		expect(screen.queryByRole('combobox')).toBeNull();
		await userEvent.click(screen.getByRole('button', { name: 'Dia’s bard in Region 5' }));
		expect(h.dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'censusReward' }));
		await userEvent.click(screen.getByRole('button', { name: 'Dia’s bard in Region 6' }));
		expect(h.dispatch).toHaveBeenCalledWith({
			type: 'censusReward',
			year: 4,
			unit: 'clerics',
			player: 'dia',
			regions: { region5: 1, region6: 1 }
		});
		expect(h.box.state.tally.dia!.bards).toEqual({ region5: 1, region6: 1 });
	});

	it('secret census: the same quick numbers for everyone; a count above the tally asks privately to record the missing unit', async () => {
		const s = apply(
			live,
			ctx,
			live.init(ctx),
			{ type: 'recruit', player: 'ana', unit: 'militia' },
			...ends(4)
		);
		const h = renderLive(s);
		await userEvent.click(await screen.findByText('Secret count, passing the phone'));
		// Ana holds 1 Militia, Ben none: both see 0 to 6.
		expect(screen.getByRole('button', { name: 'Ana shows 6' })).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Ana shows 2' }));
		expect(
			await screen.findByText(/Ana: the tally says you hold 1 unit of this type/)
		).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Yes, record 1 unit' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'adjust',
			player: 'ana',
			field: 'units',
			unit: 'militia',
			delta: 1
		});
		expect(h.box.state.tally.ana!.unitTypes?.militia).toBe(2);
		expect(await screen.findByRole('button', { name: 'Ben shows 6' })).toBeInTheDocument();
	});

	it('final evaluation at a glance: one line per player with its three numbers; a region’s bard counters open when its region is tapped on the map', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'startEvaluation' });
		renderLive(s);
		const gold = await screen.findByRole('textbox', { name: 'Dia: Gold Sovereigns' });
		// Gold, guild levels and units of a player share one line (its parent row).
		const line = gold.closest('.line') as HTMLElement;
		expect(within(line).getAllByRole('textbox')).toHaveLength(3);
		for (const f of ['Gold Sovereigns', 'Guild levels on the board', 'Units behind the screen'])
			expect(within(line).getByRole('textbox', { name: `Dia: ${f}` })).toBeInTheDocument();
		expect(line.textContent).toMatch(/Dia/);
		// The map shows every region's bards; no region's counters until one is tapped.
		expect(screen.queryByRole('textbox', { name: 'Ana: bards in Region 3' })).toBeNull();
		await userEvent.click(await screen.findByRole('button', { name: /^Region 3: values 8 \/ 4/ }));
		expect(
			await screen.findByRole('textbox', { name: 'Ana: bards in Region 3' })
		).toBeInTheDocument();
		expect(screen.getByText(/Region 3 \(3 of \d\)/)).toBeInTheDocument();
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
		expect(await screen.findByRole('textbox', { name: 'Ana: Gold Sovereigns' })).toHaveValue('18');
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

	it('the Year-12 census rewards are the final’s first step; a finished game being corrected shows only the final’s fields, the evaluations once done', async () => {
		const nobody = (): LiveAction[] =>
			Array.from({ length: 5 }, () => ({ type: 'censusFists', winners: [] }));
		let s = apply(live, ctx, live.init(ctx), { type: 'setFirstPlayer', player: 'ana' });
		s = apply(live, ctx, s, ...ends(4), ...nobody(), ...ends(4), ...nobody(), ...ends(4));
		s = apply(
			live,
			ctx,
			s,
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: ['ben'] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] }
		);
		expect(s.phase).toBe('evaluation');
		const r = render(Live, { state: s, ctx, dispatch: vi.fn(async () => null) });
		expect(await screen.findByText('Rewards of the year 12 census')).toBeInTheDocument();
		r.unmount();
		const done = apply(live, ctx, s, { type: 'evaluate' });
		const c = render(Live, { state: done, ctx, dispatch: vi.fn(async () => null) });
		expect(
			await screen.findByRole('heading', { name: /Correct the final evaluation/ })
		).toBeInTheDocument();
		// While correcting, the evaluations wait: the page is the fields to change.
		expect(screen.queryByRole('table', { name: 'All scores' })).toBeNull();
		c.unmount();
		render(Live, { state: done, ctx, dispatch: vi.fn(async () => null), readonly: true });
		expect(await screen.findByRole('table', { name: 'All scores' })).toBeInTheDocument();
		expect(screen.queryByRole('heading', { name: /Correct the final evaluation/ })).toBeNull();
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		const s = apply(live, ctx, live.init(ctx), ...ends(4));
		renderLive(s);
		expect(
			await screen.findByRole('heading', { name: 'Censo Militar del Año 4' })
		).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: 'Ana mostró más Milicia Campesina' })
		).toBeInTheDocument();
	});
});
