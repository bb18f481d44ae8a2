// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recall } from '$lib/ui/table-memory';
import { lazyRepo } from '$lib/db/lazy';
import type { RegionEntry } from '$lib/games/xidit';
import { module, scorer, type ScorerAction } from '$lib/games/xidit';
import { parts as scorerParts } from '$lib/games/xidit/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorer, scorerParts);
import Options from '$lib/games/xidit/ui/Options.svelte';
import { defaultOptions } from '$lib/games/xidit';
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

const set = (player: string, field: 'sovereigns' | 'guildLevels' | 'units', value: number) =>
	({ type: 'set', player, field, value }) as ScorerAction;

describe('xidit quick scorer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		localStorage.clear();
		await (await lazyRepo()).db.memory.clear();
	});

	it('needs only the end numbers, then shows every evaluation with its tie-break', async () => {
		const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
		const s = apply(
			scorer,
			ctx,
			scorer.init(ctx),
			{ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] },
			// Issue 14: the first player is chosen, not defaulted.
			{ type: 'setFirstPlayer', player: 'ana' },
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
			{ type: 'setBards', player: 'dia', region: 'region1', value: 2 }
		);
		const h = liveDispatch(scorer, ctx, s);
		const r = render(Scorer, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		// Typed entry goes through the Counter to a `set` action.
		const bards = await screen.findByRole('textbox', { name: 'Ana: bards in Region 1' });
		await userEvent.clear(bards);
		await userEvent.type(bards, '3{Enter}');
		expect(h.dispatch).toHaveBeenCalledWith({
			type: 'setBards',
			player: 'ana',
			region: 'region1',
			value: 3
		});
		await userEvent.click(screen.getByRole('button', { name: 'Run the three evaluations' }));
		expect(
			await screen.findByRole('heading', { name: 'Ana is the Saviour of the Kingdom' })
		).toBeInTheDocument();
		const first = screen.getByRole('region', { name: 'First evaluation: Wealth' });
		expect(first).toHaveTextContent(
			'Ben is eliminated: Tied with Ana: Ben has fewer units behind the screen (2 against 4)'
		);
		const rows = within(within(first).getByRole('table')).getAllByRole('row').slice(1);
		const cells = rows.map((row) =>
			within(row)
				.getAllByRole('cell')
				.map((c) => c.textContent?.replace(/\s+/g, ' ').trim())
		);
		expect(cells).toEqual([
			['1', 'DDia', '25', 'stays in'],
			['2', 'CCai', '20', 'stays in'],
			['3', 'AAna', '18', 'stays in'],
			['3', 'BBen', '18', 'eliminated']
		]);
		const second = screen.getByRole('region', { name: 'Second evaluation: Influence' });
		expect(within(second).getByText('Cai is eliminated:').parentElement).toHaveTextContent(
			'Cai has the lowest Influence (3)'
		);
		expect(within(second).getByText('already out')).toBeInTheDocument();
		const third = screen.getByRole('region', { name: 'Third evaluation: Reputation' });
		expect(third).toHaveTextContent('Dia has the lowest Reputation (4)');
		expect(within(third).getByLabelText('3 bards, 8 points')).toBeInTheDocument();
		expect(within(third).getByLabelText('2 bards, 4 points')).toBeInTheDocument();
	});

	it('refuses to finish without the region values and says why; nothing changes', async () => {
		const ctx = context(4);
		const s = scorer.init(ctx);
		const h = liveDispatch(scorer, ctx, s);
		const r = render(Scorer, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		expect(screen.getByText('9 regions in play still need their values.')).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Run the three evaluations' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The reputation values of Region 1 are missing'
		);
		expect(h.box.state).toBe(s);
		// A lower value above the higher one is refused too, inline.
		await userEvent.type(
			screen.getByRole('textbox', { name: 'Region 3: most bards value' }),
			'5{Tab}'
		);
		await userEvent.type(screen.getByRole('textbox', { name: 'Region 3: second value' }), '7{Tab}');
		expect(
			await screen.findByText('The lower value cannot exceed the higher one')
		).toBeInTheDocument();
		expect(h.box.state.table.regions[2]).toMatchObject({ first: 5, second: null });
		await userEvent.type(
			screen.getByRole('textbox', { name: 'Region 4: most bards value' }),
			'x{Tab}'
		);
		expect(await screen.findByText(/Enter a whole number/)).toBeInTheDocument();
		// The phone remembers what was entered (IndexedDB table memory).
		await vi.waitFor(async () =>
			expect((await recall<RegionEntry[]>('xidit', 'regions'))?.[2]?.first).toBe(5)
		);
	});

	it('reorders the evaluation tiles with labelled arrows', async () => {
		const ctx = context(4);
		const s = apply(scorer, ctx, scorer.init(ctx), {
			type: 'setOrder',
			order: ['wealth', 'influence', 'reputation']
		});
		const h = liveDispatch(scorer, ctx, s);
		const r = render(Scorer, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		expect(screen.getByRole('button', { name: 'Move Wealth earlier' })).toBeDisabled();
		await userEvent.click(screen.getByRole('button', { name: 'Move Reputation earlier' }));
		expect(h.box.state.table.order).toEqual(['wealth', 'reputation', 'influence']);
	});

	it('bards are counted region by region on the map, the Bastion last', async () => {
		const ctx = context(3, { regions: REGIONS_8_4 });
		const s = scorer.init(ctx);
		const h = liveDispatch(scorer, ctx, s);
		const r = render(Scorer, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		// 3 players: regions 1 and 2 are under Empty tokens, so counting starts with Region 3.
		expect(await screen.findByText('Region 3 (1 of 7)')).toBeInTheDocument();
		const map = await screen.findByRole('list', { name: 'Map of the regions (schematic)' });
		expect(within(map).getByText('Region 1: Out of play (Empty token)')).toBeInTheDocument();
		const bards = screen.getByRole('textbox', { name: 'Ana: bards in Region 3' });
		await userEvent.clear(bards);
		await userEvent.type(bards, '2{Enter}');
		expect(h.box.state.table.bards.ana).toEqual({ region3: 2 });
		await userEvent.click(screen.getByRole('button', { name: 'Next region' }));
		expect(screen.getByText('Region 4 (2 of 7)')).toBeInTheDocument();
		// Tapping a region on the map goes straight to it; the Bastion says to reveal it.
		await userEvent.click(
			within(map).getByRole('button', { name: /^Central Region \(Bastion\): values 8 \/ 4/ })
		);
		expect(screen.getByText('Central Region (Bastion) (7 of 7)')).toBeInTheDocument();
		expect(screen.getByText(/Reveal the bards hidden in the Bastion/)).toBeInTheDocument();
		const bastion = screen.getByRole('textbox', { name: 'Ben: bards in Central Region (Bastion)' });
		await userEvent.clear(bastion);
		await userEvent.type(bastion, '3{Enter}');
		expect(h.box.state.table.bards.ben).toEqual({ bastion: 3 });
		// The map shows what was counted.
		expect(
			within(map).getByRole('button', { name: /^Region 3: values 8 \/ 4; Ana 2 bards$/ })
		).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Next region' })).toBeDisabled();
	});

	it('options: remembered regions and three-player tiles pre-fill a new game', async () => {
		localStorage.setItem('tablemate.xidit.regions', JSON.stringify(REGIONS_8_4));
		let got = defaultOptions();
		render(Options, {
			options: defaultOptions(),
			players: 3,
			onchange: (o: typeof got) => (got = o)
		});
		// Read from IndexedDB (moved there from the old localStorage key on first read).
		await vi.waitFor(() => expect(got.regions).toEqual(REGIONS_8_4));
		const input = screen.getByRole('textbox', { name: /three-player symbol/ });
		await userEvent.clear(input);
		await userEvent.type(input, '1,2,3{Tab}');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'Enter 18 different city numbers from 1 to 21'
		);
	});
});
