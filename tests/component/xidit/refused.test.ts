// @vitest-environment jsdom
/**
 * Issue 29 «A number the form refused is never recorded»: in the live final, the quick scorer
 * and the census typed in the open, a field holding a refused number keeps the confirm button
 * disabled with a translated message, and nothing is dispatched from it.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyRepo } from '$lib/db/lazy';
import { live, module, scorer } from '$lib/games/xidit';
import Live from '$lib/games/xidit/ui/Live.svelte';
import { parts as scorerParts } from '$lib/games/xidit/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorer, scorerParts);
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });

async function typeOver(name: string, text: string) {
	const input = screen.getByRole('textbox', { name });
	await userEvent.clear(input);
	await userEvent.type(input, `${text}{Enter}`);
	return input;
}

describe('xidit: a refused number blocks the confirm', () => {
	beforeAll(async () => {
		await Promise.all([
			import('$lib/games/xidit/ui/Final.svelte'),
			import('$lib/games/xidit/ui/Census.svelte'),
			import('$lib/games/xidit/ui/YearTools.svelte')
		]);
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
		localStorage.clear();
		await (await lazyRepo()).db.memory.clear();
	});

	it('live final: 1000 Sovereigns stays shown as invalid, Run waits with the message, nothing recorded until fixed', async () => {
		const s = apply(live, ctx, live.init(ctx), { type: 'startEvaluation' });
		const h = liveDispatch(live, ctx, s);
		const r = render(Live, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		await screen.findByRole('heading', { name: 'Final evaluation' });
		await screen.findByRole('textbox', { name: 'Ana: Gold Sovereigns' });
		const gold = await typeOver('Ana: Gold Sovereigns', '1000');
		expect(gold).toHaveValue('1000');
		expect(gold).toHaveAttribute('aria-invalid', 'true');
		const run = screen.getByRole('button', { name: 'Run the three evaluations' });
		expect(run).toBeDisabled();
		expect(screen.getByText(/A number above was refused/)).toBeInTheDocument();
		expect(h.dispatch).not.toHaveBeenCalled();
		expect(h.box.state.final!.ana!.sovereigns).toBe(0);
		await typeOver('Ana: Gold Sovereigns', '12');
		expect(h.dispatch).toHaveBeenCalledWith({
			type: 'setFinal',
			player: 'ana',
			field: 'sovereigns',
			value: 12
		});
		expect(run).toBeEnabled();
		expect(screen.queryByText(/A number above was refused/)).toBeNull();
	});

	it('quick scorer: a refused ghost counter blocks Run and the «counters are right» button; that button confirms the ghost without changing it', async () => {
		const c3 = context(3, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
		const s = apply(scorer, c3, scorer.init(c3));
		const h = liveDispatch(scorer, c3, s);
		const r = render(Scorer, { state: s, ctx: c3, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		const right = screen.getByRole('button', {
			name: 'These are the ghost’s counters on our board'
		});
		const wealth = s.table.ghost!.wealth;
		await typeOver('Ghost player: Wealth', 'abc');
		expect(right).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Run the three evaluations' })).toBeDisabled();
		expect(h.dispatch).not.toHaveBeenCalled();
		await typeOver('Ghost player: Wealth', String(wealth));
		expect(right).toBeEnabled();
		await userEvent.click(right);
		expect(h.dispatch).toHaveBeenCalledWith({ type: 'ghostIsRight' });
		expect(h.box.state.table.chosen.ghost).toBe(true);
		expect(h.box.state.table.ghost).toEqual(s.table.ghost);
		expect(screen.queryByRole('button', { name: /ghost’s counters on our board/ })).toBeNull();
	});

	it('census typed in the open: a count above the supply keeps Resolve disabled with the message', async () => {
		const s = apply(
			live,
			ctx,
			live.init(ctx),
			...Array.from({ length: 4 }, () => ({ type: 'endYear' as const }))
		);
		const h = liveDispatch(live, ctx, s);
		const r = render(Live, { state: s, ctx, dispatch: h.dispatch });
		h.box.rerender = (p) => r.rerender(p);
		await userEvent.click(await screen.findByText('Count openly instead (no secret)'));
		await typeOver('Ana: Peasant Militia', '99');
		const resolve = screen.getByRole('button', { name: 'Resolve Peasant Militia' });
		expect(resolve).toBeDisabled();
		const fold = resolve.closest('details')!;
		expect(within(fold).getByText(/A number above was refused/)).toBeInTheDocument();
		await userEvent.click(resolve);
		expect(h.dispatch).not.toHaveBeenCalled();
	});
});
