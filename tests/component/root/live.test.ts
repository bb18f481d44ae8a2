// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/root/index';
import { live, type LiveState, type Options } from '$lib/games/root/index';
import Live from '$lib/games/root/ui/Live.svelte';
import BoardView from '$lib/games/root/ui/BoardView.svelte';
import { drawRootSetup } from '$lib/games/root/options';
import { useI18n } from '../helpers';
import { harness, loadPanels, settle } from './harness';
import { SETUP, TO_COMPANY_FOX_POST, playAt, rootTable } from '../../unit/root/table';

const ctx = rootTable('ROOT42');

const play = playAt(ctx);

/** Renders the live screen, its later parts in (Later: each a task after the step's words). */
async function setup(initial?: LiveState) {
	const h = harness(live, ctx, initial);
	const r = render(Live, { props: { state: h.state, ctx, dispatch: h.dispatch } });
	h.rerender = (p) => r.rerender(p);
	await new Promise((ok) => setTimeout(ok, 0));
	return h;
}

// The step panels load when shown: imported once here, each is in a task after it shows.
beforeAll(loadPanels);

describe('Root live companion on the shell', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('setup is the first step: Outcast, start garden and prices, then the first turn', async () => {
		const user = userEvent.setup();
		const h = await setup();
		expect(screen.getByRole('heading', { name: 'Before the first turn' })).toBeInTheDocument();
		await user.click(
			within(screen.getByRole('group', { name: /choose the Outcast/ })).getByRole('button', {
				name: 'Mouse'
			})
		);
		await user.click(
			within(screen.getByRole('group', { name: /starting clearing/ })).getByRole('button', {
				name: 'Fox'
			})
		);
		for (const s of ['Hand card', 'Riverboats', 'Mercenaries'])
			await user.click(screen.getByRole('button', { name: `${s} price: 3` }));
		expect(h.state.lizards?.outcast).toBe('mouse');
		expect(screen.getByRole('heading', { name: 'Marquise' })).toBeInTheDocument();
	});

	it('on a map with suit markers, the setup step and the Board show the clearings the session drew', async () => {
		const user = userEvent.setup();
		const winter: SessionContext<Options> = { ...ctx, options: { ...ctx.options, map: 'winter' } };
		const drawn = drawRootSetup(winter);
		const wctx = { ...winter, setup: drawn };
		expect(drawn.clearings).toHaveLength(12);
		const { unmount } = render(Live, {
			props: { state: live.init(wctx), ctx: wctx, dispatch: async () => null }
		});
		await settle();
		await user.click(screen.getByText('Suit marker of each clearing'));
		const items = within(screen.getByRole('list', { name: 'Suit marker of each clearing' }))
			.getAllByRole('listitem')
			.map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
		const suit = { fox: 'Fox', rabbit: 'Rabbit', mouse: 'Mouse' } as const;
		expect(items).toEqual(drawn.clearings!.map((s, i) => `${i + 1} ${suit[s]}`));
		unmount();
		render(BoardView, { props: { state: live.init(wctx), ctx: wctx, dispatch: async () => null } });
		await settle();
		expect(
			within(screen.getByRole('list', { name: 'Suit marker of each clearing' })).getAllByRole(
				'listitem'
			)
		).toHaveLength(12);
		expect(screen.getByRole('heading', { name: /Map: Winter/ })).toBeInTheDocument();
	});

	it('on the Autumn map no clearing list is shown (its suits are printed)', () => {
		render(BoardView, { props: { state: live.init(ctx), ctx, dispatch: async () => null } });
		expect(screen.queryByRole('list', { name: 'Suit marker of each clearing' })).toBeNull();
	});

	it("the Cult's step shows its Dawn's forecast and the choices after it; the first choice resolves the Dawn in the same tap", async () => {
		const user = userEvent.setup();
		const h = await setup(play([...SETUP, { type: 'lcRevenge', count: 2 }, { type: 'endTurn' }]));
		expect(screen.getByRole('heading', { name: 'Cult · Birdsong' })).toBeInTheDocument();
		expect(screen.getByText(/the Outcast becomes Fox \(hated\): Crusade 1/)).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: "Resolve the Cult's Birdsong" })).toBeNull();
		// The conspiracies cost what they will after the Dawn (the Outcast hated: one less).
		await user.click(screen.getByRole('button', { name: /^Crusade 1/ }));
		expect(h.actions.slice(-2)).toEqual([
			{ type: 'lcDawn' },
			{ type: 'lcConspiracy', kind: 'crusade' }
		]);
		expect(h.state.lizards?.acolytes).toBe(1);
		// A Daylight ritual ends the Birdsong: the conspiracies leave the step.
		await user.click(screen.getByRole('button', { name: /^\+ Build a rabbit garden/ }));
		expect(screen.queryByRole('button', { name: /^Convert/ })).toBeNull();
		await user.click(screen.getByRole('button', { name: "End Ben's turn" }));
		expect(h.state.turn).toBe(2);
	});

	it('a Cult turn ended with nothing done resolves its Dawn first; a purchase does not carry it (11.2.6: before the Dawn)', async () => {
		const user = userEvent.setup();
		const h = await setup(play([...SETUP, { type: 'endTurn' }]));
		const step = screen.getByRole('region', { name: 'Cult · Birdsong' });
		await user.click(within(step).getByRole('button', { name: 'Buy Hand card 2' }));
		expect(h.actions.map((a) => a.type)).toEqual(['rfBuy']);
		expect(h.state.lizards?.dawnDone).toBe(false);
		await user.click(screen.getByRole('button', { name: "End Ben's turn" }));
		// Three moves in one tap: waited for until the last is in (bounded by vi.waitFor).
		await vi.waitFor(() =>
			expect(h.actions.slice(1)).toEqual([
				{ type: 'lcDawn' },
				{ type: 'endTurn' },
				{ type: 'rfDawn' }
			])
		);
		expect(h.state.turn).toBe(2);
	});

	it("ending the turn before the Company's resolves the Company's Birdsong in the same tap (it takes no choice); other turns just end", async () => {
		const user = userEvent.setup();
		const h = await setup(play([...SETUP, { type: 'endTurn' }, { type: 'lcDawn' }]));
		await user.click(screen.getByRole('button', { name: "End Ben's turn" }));
		expect(h.actions).toEqual([{ type: 'endTurn' }, { type: 'rfDawn' }]);
		expect(h.state.riverfolk?.dawnDone).toBe(true);
		expect(await screen.findByRole('heading', { name: 'Company · Daylight' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: "End Cai's turn" }));
		expect(h.actions.slice(2)).toEqual([{ type: 'endTurn' }]);
	});

	it('VP by cause: one tap for a removed piece or a crafted item, logged with its cause', async () => {
		const user = userEvent.setup();
		const h = await setup(play(SETUP));
		await user.click(
			screen.getByRole('button', {
				name: '+1 removed: Ana scores 1 VP, an enemy building or token removed'
			})
		);
		await user.click(
			screen.getByRole('button', { name: 'Item +3: Ana scores 3 VP, a crafted item' })
		);
		expect(h.state.vp.ana).toBe(4);
		expect(h.actions.at(-1)).toEqual({ type: 'vp', player: 'ana', delta: 3, cause: 'item' });
	});

	it('a game-ending total typed with Enter opens the confirmation and stays until answered', async () => {
		const user = userEvent.setup();
		const h = await setup(play(SETUP));
		const input = screen.getByLabelText('Victory points of Ana');
		await user.clear(input);
		await user.type(input, '31{Enter}');
		expect(
			await screen.findByText('Ana would have 31 VP: that wins and ends the game.')
		).toBeInTheDocument();
		expect(h.state.finished).toBe(false);
		await user.click(screen.getByRole('button', { name: /Ana wins/ }));
		expect(h.state.vp.ana).toBe(31);
		expect(h.state.finished).toBe(true);
	});

	/** The Company's Daylight after its Dawn, with one trade post: only the fox track has space. */
	const companyWithFoxPost = () => play(TO_COMPANY_FOX_POST);

	it('the Company exports a crafted card once, its card to the Lost Souls in the same tap', async () => {
		const user = userEvent.setup();
		const h = await setup(companyWithFoxPost());
		// Only the fox track has a space (11.5.3): the craft already counts its one fox.
		expect(screen.getByRole('button', { name: /^Fox Fox in the cost/ })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: 'Craft (1)' }));
		await user.click(screen.getByRole('button', { name: /^Export the crafted Rabbit card/ }));
		expect(h.state.lizards?.lostSouls.rabbit).toBe(1);
		expect(screen.queryByRole('button', { name: /^Export the crafted/ })).toBeNull();
	});

	it('an exported card is crafted and exported in one tap, each move its own line to undo', async () => {
		const user = userEvent.setup();
		const h = await setup(companyWithFoxPost());
		const before = h.actions.length;
		await user.click(
			screen.getByRole('button', { name: /^Craft \(1\) and export the Mouse card/ })
		);
		expect(h.actions.slice(before)).toEqual([
			{ type: 'rfCraft', cost: 1, suits: { fox: 1, rabbit: 0, mouse: 0 } },
			{ type: 'rfExport', card: 'mouse' }
		]);
		expect(h.state.lizards?.lostSouls.mouse).toBe(1);
		expect(h.state.riverfolk?.payments).toEqual({ cai: 1 });
		// The only space is filled: no craft is ready, so no craft-and-export either.
		expect(screen.queryByRole('button', { name: /and export/ })).toBeNull();
		expect(screen.getByRole('button', { name: 'Craft (0)' })).toBeDisabled();
	});

	it('Fear of the Faithful asks the suit of the discarded card, which goes to the Lost Souls', async () => {
		const user = userEvent.setup();
		const h = await setup(play(SETUP));
		await user.click(screen.getByText('Other players, dominance, removed pieces, corrections'));
		const group = screen.getByRole('group', { name: 'A Cult garden was removed' });
		await user.click(within(group).getByRole('button', { name: 'Fox' }));
		await user.click(
			screen.getByRole('button', { name: 'The Cult discarded a Bird card (to the Lost Souls)' })
		);
		expect(h.actions.at(-1)).toEqual({ type: 'lcGardenRemoved', suit: 'fox', card: 'bird' });
		expect(h.state.lizards?.lostSouls.bird).toBe(1);
	});

	it('the tray keeps the Lost Souls and Revenge in reach; the services are in the buyer’s step', async () => {
		const user = userEvent.setup();
		const h = await setup(play(SETUP));
		const tray = screen.getByRole('region', { name: /Lost Souls, Outcast/ });
		await user.click(within(tray).getByRole('button', { name: /^Mouse card: add/ }));
		await user.click(within(tray).getByRole('button', { name: /^\+2 Revenge/ }));
		expect(within(tray).queryByRole('button', { name: 'Buy Hand card 2' })).toBeNull();
		const step = screen.getByRole('region', { name: 'Marquise' });
		await user.click(within(step).getByRole('button', { name: 'Buy Hand card 2' }));
		expect(h.state.lizards).toMatchObject({ acolytes: 2, lostSouls: { mouse: 1 } });
		expect(h.state.riverfolk?.payments.ana).toBe(2);
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		await setup(play([...SETUP, { type: 'endTurn' }]));
		expect(screen.getByRole('heading', { name: 'Culto · Alba' })).toBeInTheDocument();
		expect(screen.getByText(/el Paria pasa a/)).toBeInTheDocument();
	});
});
