// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useI18n } from '../helpers';
import { module, randomSetup } from '$lib/games/lancaster';
import type { Options, ScorerAction, ScorerState } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import { scorer as scorerFlow } from '$lib/games/lancaster';
import { parts as scorerParts } from '$lib/games/lancaster/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorerFlow, scorerParts);
import Setup from '$lib/games/lancaster/ui/SetupView.svelte';
import Options_ from '$lib/games/lancaster/ui/OptionsForm.svelte';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' },
		{ id: 'c', name: 'Clara', color: '#2e7d32' }
	],
	options: { twoPlayerAllies: false, lawDeck: 'app' },
	seed: 'ABCDEF'
};
const flow = module.flows.scorer;

function harness() {
	let state = flow.init(ctx);
	const dispatch = vi.fn(async (a: ScorerAction) => {
		const r = flow.reduce(state, a, ctx);
		if ('key' in (r as object)) return r as { key: string };
		state = r as ScorerState;
		view.rerender({ state, ctx, dispatch });
		return null;
	});
	const view = render(Scorer, { props: { state, ctx, dispatch } });
	return {
		dispatch,
		get state() {
			return state;
		}
	};
}

describe('Lancaster quick scorer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('takes the end state and shows the breakdown and the winner', async () => {
		const h = harness();
		const power = screen.getByLabelText('Ana: power points');
		await userEvent.clear(power);
		await userEvent.type(power, '40{Enter}');
		await userEvent.click(
			screen.getByRole('button', {
				name: 'Add a strength-4 knight to Ana’s knights outside the reserve'
			})
		);
		await userEvent.click(
			screen.getByRole('button', { name: 'Increase Benno: castle extensions' })
		);
		expect(h.state.values.a!.power).toBe(40);
		expect(h.state.table.knights.a).toEqual([4]);
		await userEvent.click(screen.getByRole('button', { name: 'Do the final scoring' }));
		// Ana: 40 + 8 (knighthood) + 2 (tied 2nd in extensions, 4 ÷ 2); Benno: 8 (extensions) + 2.
		const ana = await screen.findByRole('listitem', { name: /^Ana: 50 points, rank 1$/ });
		expect(ana.textContent).toMatch(/strength 4:\s+1st: 8/);
		expect(ana.textContent).toContain('2nd shared by 2: 4 ÷ 2 = 2 (fractions lost)');
		expect(screen.getByRole('listitem', { name: /^Benno: 10 points, rank 2$/ })).toBeTruthy();
		expect(screen.getByText(/Nobles 1 to 9: 0, 1, 3, 6, 10/)).toBeTruthy();
	});

	it('refuses a non-integer typed value without changing anything', async () => {
		const h = harness();
		const gold = screen.getByLabelText('Clara: gold');
		await userEvent.clear(gold);
		await userEvent.type(gold, '2.5{Enter}');
		expect(screen.getByRole('alert').textContent).toMatch(/whole number/);
		expect(h.dispatch).not.toHaveBeenCalled();
	});
});

describe('Lancaster setup and options', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows the seeded first player and the law deal', async () => {
		const options: Options = { twoPlayerAllies: false, lawDeck: 'app' };
		render(Setup, { props: { seed: 'ABCDEF', players: 4, options } });
		const s = randomSetup('ABCDEF', ['p1', 'p2', 'p3', 'p4'], options);
		expect(screen.getByText(`Player ${Number(s.firstPlayer) + 1} of the list starts`)).toBeTruthy();
		expect(screen.getByText('3 nobles on each county.')).toBeTruthy();
		const en = await module.messages.en();
		for (const law of [...s.laws!.inForce, ...s.laws!.proposed])
			expect(screen.getAllByText(en[`lancaster.law.${law}.name`]!).length).toBeGreaterThan(0);
	});

	it('table mode: no laws dealt, in Spanish', async () => {
		await useI18n('es', module);
		render(Setup, {
			props: { seed: 'ABCDEF', players: 2, options: { twoPlayerAllies: true, lawDeck: 'table' } }
		});
		expect(screen.getByText(/La mesa baraja las leyes/)).toBeTruthy();
		expect(screen.getByText(/aliado/)).toBeTruthy();
	});

	it('options: law deck radio, allies follow the player count', async () => {
		const onchange = vi.fn();
		render(Options_, {
			props: { options: { twoPlayerAllies: false, lawDeck: 'app' }, players: 3, onchange }
		});
		await userEvent.click(
			screen.getByRole('radio', { name: 'The table records the cards that come up' })
		);
		expect(onchange).toHaveBeenCalledWith({ twoPlayerAllies: false, lawDeck: 'table' });
		expect(
			(screen.getByRole('checkbox', { name: '2-player game with allies' }) as HTMLInputElement)
				.checked
		).toBe(false);
	});
});
