// @vitest-environment jsdom
/**
 * The end screens at a glance: the correction shows each player's numbers on one line with the
 * region values and the bards folded to a line each; the result folds each evaluation to the line
 * that says who went out. What the table unfolded comes back after a reload (the screen rendered
 * again over the same session drafts).
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStore } from '$lib/ui/draft.svelte';
import { live, module, type LiveAction, type LiveState } from '$lib/games/xidit';
import Live from '$lib/games/xidit/ui/Live.svelte';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { useI18n } from '../helpers';
import { apply, context, REGIONS_8_4 } from './harness';

const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });

/** A 4-player game evaluated at once, the tally's numbers set. */
function finished(): LiveState {
	const set = (player: string, field: 'sovereigns' | 'guildLevels' | 'units', value: number) =>
		({ type: 'setFinal', player, field, value }) as LiveAction;
	return apply(
		live,
		ctx,
		live.init(ctx),
		{ type: 'startEvaluation' },
		set('ana', 'sovereigns', 18),
		set('ben', 'sovereigns', 12),
		set('cai', 'sovereigns', 20),
		set('dia', 'sovereigns', 25),
		set('ben', 'guildLevels', 9),
		{ type: 'setFinalBards', player: 'ana', region: 'region1', value: 3 },
		{ type: 'evaluate' }
	);
}

function screenOf(drafts: DraftStore, readonly: boolean) {
	const s = finished();
	return render(WithDrafts, {
		props: {
			drafts,
			view: Live,
			viewProps: { state: s, ctx, dispatch: vi.fn(async () => null), readonly }
		}
	});
}

describe('xidit end screens', () => {
	beforeAll(async () => {
		await Promise.all([
			import('$lib/games/xidit/ui/Final.svelte'),
			import('$lib/games/xidit/ui/Result.svelte'),
			import('$lib/games/xidit/ui/RegionEditor.svelte')
		]);
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('the correction: every player’s numbers first, the region values and the bards one folded line each under them; the bards fold opened stays open after a reload', async () => {
		const user = userEvent.setup();
		const drafts = new DraftStore([]);
		const first = screenOf(drafts, false);
		expect(await screen.findByRole('textbox', { name: 'Dia: Gold Sovereigns' })).toHaveValue('25');
		for (const p of ['Ana', 'Ben', 'Cai', 'Dia'])
			expect(
				screen.getByRole('textbox', { name: `${p}: Guild levels on the board` })
			).toBeInTheDocument();
		const board = screen.getByRole('region', { name: 'The board: region values and bards' });
		// The numbers a correction changes come first, the board's folds under them.
		const numbers = screen.getByRole('region', { name: 'Each player’s numbers' });
		expect(numbers.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		const folds = [...board.querySelectorAll(':scope > details')] as HTMLDetailsElement[];
		expect(folds.map((d) => d.querySelector('summary')!.textContent)).toEqual([
			'Region values ✓',
			'Bards, region by region'
		]);
		expect(folds.every((d) => !d.open)).toBe(true);
		await user.click(screen.getByText('Bards, region by region'));
		expect(
			await screen.findByRole('button', { name: /^Region 1: values 8 \/ 4/ })
		).toBeInTheDocument();
		first.unmount();

		screenOf(drafts, false);
		const bards = (await screen.findByText('Bards, region by region')).closest('details')!;
		expect(bards.open).toBe(true);
		expect(screen.getByText('Region values ✓').closest('details')!.open).toBe(false);
	});

	it('the result: one line per evaluation saying who went out; an evaluation unfolded stays unfolded after a reload', async () => {
		const user = userEvent.setup();
		const drafts = new DraftStore([]);
		const first = screenOf(drafts, true);
		await screen.findByRole('table', { name: 'All scores' });
		const lines = () =>
			[...document.querySelectorAll('section.round > details')].map((d) => d as HTMLDetailsElement);
		expect(lines()).toHaveLength(3);
		expect(
			lines().every((d) =>
				/^\d\. \w+ · out: \w+$/.test(
					d.querySelector('summary')!.textContent!.replace(/\s+/g, ' ').trim()
				)
			)
		).toBe(true);
		expect(lines().every((d) => !d.open)).toBe(true);
		await user.click(lines()[1]!.querySelector('summary')!);
		expect(lines()[1]!.open).toBe(true);
		first.unmount();

		screenOf(drafts, true);
		await screen.findByRole('table', { name: 'All scores' });
		expect(lines().map((d) => d.open)).toEqual([false, true, false]);
	});
});
