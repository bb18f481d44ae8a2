// @vitest-environment jsdom
/**
 * What the Now tab just recorded carries its «Why?» beside it: a law applied and a county
 * resolved show the log's line and a fold whose reasons are the log's (the rule with its page);
 * an undo back to before it hides them.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settled, useI18n } from '../helpers';
import { module, type LiveAction, type LiveState, type Options } from '$lib/games/lancaster';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import Live from '$lib/games/lancaster/ui/Live.svelte';
import { printedReset } from '$lib/games/lancaster/ui/printed';

// The step screens Live loads lazily, loaded before any test renders it.
import.meta.glob('/src/lib/games/lancaster/ui/*.svelte', { eager: true });
import.meta.glob('/src/lib/games/lancaster/explain*.ts', { eager: true });

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' },
		{ id: 'c', name: 'Clara', color: '#2e7d32' }
	],
	options: { twoPlayerAllies: false, lawDeck: 'app' },
	seed: 'ABCDEF'
};
const flow = module.flows.live;

function apply(s: LiveState, ...actions: LiveAction[]): LiveState {
	for (const a of actions) {
		const r = flow.reduce(s, a, ctx);
		if (isInvalid(r)) throw new Error(r.reason.key);
		s = r;
	}
	return s;
}

/** Live with a dispatch that reduces and re-renders, like the platform does. */
async function harness(initial: LiveState) {
	let state = initial;
	const dispatch = vi.fn(async (a: LiveAction) => {
		const r = flow.reduce(state, a, ctx);
		if (isInvalid(r)) return r.reason;
		state = r;
		view.rerender({ state, ctx, dispatch });
		return null;
	});
	const view = render(Live, { props: { state, ctx, dispatch } });
	await settled();
	return { view, dispatch };
}

/** The «Just recorded» card, once its reasons are in. */
const recorded = async () =>
	(await screen.findByRole('heading', { name: 'Just recorded' })).closest('section')!;

describe('Lancaster Now tab: the why beside what was just recorded', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		printedReset();
	});

	it('a law applied shows its log line and a «Why?» with the values it read and its rule', async () => {
		// A round whose troops were not placed on the phone, every proposal rejected.
		let s = apply(flow.init(ctx), { type: 'endTroops', legacy: true });
		for (let v = 0; v < 3; v++) {
			for (const id of s.ballot!.order)
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 });
			s = apply(s, { type: 'reveal' });
		}
		await harness({ ...s, lawsInForce: ['battlesPower', ...s.lawsInForce.slice(1)] });
		expect(screen.queryByRole('heading', { name: 'Just recorded' })).toBeNull();
		await userEvent.click(screen.getByRole('button', { name: 'Increase Ana: battles joined' }));
		await userEvent.click(screen.getByRole('button', { name: 'Increase Ana: battles joined' }));
		await userEvent.click(screen.getByRole('button', { name: 'Apply law 1' }));
		const card = await recorded();
		expect(card.textContent).toContain('Law 1 applied: “Battles: 3 per battle”');
		await userEvent.click(within(card).getByText('Why?'));
		const fold = card.querySelector('details')!;
		expect(fold.open).toBe(true);
		await vi.waitFor(() => expect(fold.textContent).toMatch(/Rulebook p\. \d/), {
			timeout: 2000
		});
		expect(fold.textContent).toContain('Ana');
	});

	it('a county resolved shows its log line and a «Why?» with the holder’s change; an undo hides it', async () => {
		const s = apply(flow.init(ctx), { type: 'endTroops', legacy: true });
		const atCounties: LiveState = { ...s, step: 'counties', ballot: null, county: 0 };
		const h = await harness(atCounties);
		await userEvent.selectOptions(
			screen.getByRole('combobox', { name: 'Knight in the county' }),
			'Ana'
		);
		await userEvent.click(screen.getByRole('radio', { name: 'Noble' }));
		await userEvent.click(screen.getByRole('button', { name: 'Record county A' }));
		const card = await recorded();
		expect(card.textContent).toContain('County A: Ana takes the noble');
		await userEvent.click(within(card).getByText('Why?'));
		await vi.waitFor(
			() =>
				expect(card.querySelector('details')!.textContent).toMatch(
					/Ana · nobles at the round table: 1 → 2/
				),
			{ timeout: 2000 }
		);
		// Taken back: the state is the one before the county, the card goes.
		h.view.rerender({ state: atCounties, ctx, dispatch: h.dispatch });
		await settled();
		expect(screen.queryByRole('heading', { name: 'Just recorded' })).toBeNull();
	});
});
