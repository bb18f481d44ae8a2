// @vitest-environment jsdom
/** Small things a table reads: a corrected faction on the Board, the Company's line, wording. */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { live, module, type LiveAction, type LiveState, type Options } from '$lib/games/root/index';
import Live from '$lib/games/root/ui/Live.svelte';
import BoardView from '$lib/games/root/ui/BoardView.svelte';
import PlayerLine from '$lib/games/root/ui/PlayerLine.svelte';
import { useI18n } from '../helpers';
import { harness, loadPanels, settle } from './harness';
import { SETUP as SETUP4, playAt, rootTable } from '../../unit/root/table';

const FACTIONS = ['marquise', 'lizards', 'riverfolk'] as const;
const ctx: SessionContext<Options> = {
	players: ['Ana', 'Ben', 'Cai'].map((name) => ({
		id: name.toLowerCase(),
		name,
		color: '#c62828'
	})),
	options: { factions: [...FACTIONS], firstPlayer: 0 },
	seed: 'S',
	setup: { factions: [...FACTIONS], firstPlayer: 0 }
};
const SETUP: LiveAction[] = [
	{ type: 'lcChooseOutcast', suit: 'fox' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 3 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 4 }
];
function play(actions: LiveAction[]): LiveState {
	return actions.reduce((s, a) => {
		const next = live.reduce(s, a, ctx);
		if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
		return next;
	}, live.init(ctx));
}

// The step panels load when shown: imported once here, each is in a task after it shows.
beforeAll(loadPanels);

describe('Root: what the table reads', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('a faction corrected after the start reaches the Board’s player line, by its short name', () => {
		const state = play([{ type: 'setFaction', player: 'ana', faction: 'alliance' }]);
		render(PlayerLine, { props: { player: ctx.players[0]!, state, ctx } });
		// The short name keeps the line whole at 360 px; the full name is its title.
		expect(screen.getByText('Alianza')).toHaveAttribute('title', 'Alianza del Bosque');
		expect(screen.queryByText(/Marquesado/)).toBeNull();
	});

	it('the Company’s prices on the Board are separated; the Cult’s Evening is said once', async () => {
		const state = play([...SETUP, { type: 'endTurn' }, { type: 'lcDawn' }]);
		render(BoardView, { props: { state, ctx, dispatch: async () => null } });
		await settle();
		const line = screen.getByText(
			(_t, el) => el?.tagName === 'P' && /Carta de la Mano/.test(el.textContent ?? '')
		);
		expect(line.textContent?.replace(/\s+/g, ' ')).toMatch(
			/Carta de la Mano 2 · Barcas 3 · Mercenarios 4/
		);
		render(Live, { props: { state, ctx, dispatch: async () => null } });
		await settle();
		const evening = screen.getByText(/roba \d+ carta/);
		expect(evening.textContent).not.toMatch(/Noche:.*Noche:/);
	});

	it('the Company’s Evening prices are on its Daylight step with nothing to open; one price tap starts its Evening, which offers no Daylight action', async () => {
		const user = userEvent.setup();
		const state = play([
			...SETUP,
			{ type: 'endTurn' },
			{ type: 'lcDawn' },
			{ type: 'endTurn' },
			{ type: 'rfDawn' }
		]);
		const h = harness(live, ctx, state);
		const r = render(Live, { props: { state, ctx, dispatch: h.dispatch } });
		h.rerender = (p) => r.rerender(p);
		await settle();
		expect(screen.getByRole('button', { name: /^Mover/ })).toBeInTheDocument();
		const evening = screen.getByRole('heading', { name: 'Noche: fijar los precios' });
		expect(evening.closest('details')).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Precio de Carta de la Mano: 3' }));
		expect(h.actions.at(-1)).toEqual({ type: 'rfSetPrice', service: 'hand', price: 3 });
		expect(h.state.riverfolk?.prices.hand).toBe(3);
		expect(screen.getByText(/Su Noche ha empezado/)).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: /^Mover/ })).toBeNull();
		expect(screen.getByRole('heading', { name: /Compañía.*Noche/ })).toBeInTheDocument();
	});

	it('the tray asks no bird card for the Lost Souls (10.4.1) but a bird dominance card, with ♛', async () => {
		const user = userEvent.setup();
		const h = harness(live, ctx, play(SETUP));
		const r = render(Live, { props: { state: h.state, ctx, dispatch: h.dispatch } });
		h.rerender = (p) => r.rerender(p);
		await settle();
		const tray = screen.getByRole('region', { name: /almas perdidas/i });
		expect(within(tray).queryByRole('button', { name: /^Ave/ })).toBeNull();
		expect(within(tray).getByText('no cuenta')).toBeInTheDocument();
		expect(within(tray).getByRole('button', { name: /^Ratón carta/ })).toBeInTheDocument();
		await user.click(
			within(tray).getByRole('button', { name: /siguiente es una carta de dominancia/ })
		);
		await user.click(within(tray).getByRole('button', { name: /^Ave carta/ }));
		expect(h.actions.at(-1)).toEqual({ type: 'lcLostSoul', suit: 'bird', dominance: true });
		expect(within(tray).queryByRole('button', { name: /^Ave/ })).toBeNull();
	});

	it('the Board’s Lost Souls line names birds only once some were recorded', async () => {
		const souls = (el: Element | null) =>
			el?.tagName === 'P' && /^\s*Almas perdidas:/.test(el.textContent ?? '');
		const user = userEvent.setup();
		const unfold = () => user.click(screen.getByRole('button', { name: /^Culto de los Lagartos/ }));
		const without = render(BoardView, {
			props: { state: play(SETUP), ctx, dispatch: async () => null }
		});
		await settle();
		// Folded under the Cult's heading: the Board stays one screen.
		expect(screen.queryByText((_t, el) => souls(el))).toBeNull();
		await unfold();
		const line = screen.getByText((_t, el) => souls(el)).textContent ?? '';
		expect(line).toMatch(/Zorro 0 · Conejo 0 · Ratón 0/);
		expect(line).not.toMatch(/Ave/);
		without.unmount();
		const state = play([...SETUP, { type: 'lcLostSoul', suit: 'bird', dominance: true }]);
		render(BoardView, { props: { state, ctx, dispatch: async () => null } });
		await settle();
		await unfold();
		expect(screen.getByText((_t, el) => souls(el)).textContent).toMatch(/Ave 1/);
	});

	it('a Vagabond in coalition is told it wins with its partner, never a dominance goal (Law 9.2.8)', async () => {
		const table = rootTable('S4');
		const start = playAt(table)(SETUP4);
		// Dev (the Vagabond) has joined Ana with a mouse card; it is Dev's turn.
		const state: LiveState = {
			...start,
			turn: 3,
			dominance: [{ player: 'dev', suit: 'mouse', partner: 'ana' }]
		};
		render(Live, { props: { state, ctx: table, dispatch: async () => null } });
		await settle();
		expect(screen.getByText(/coalición con Ana/)).toBeInTheDocument();
		expect(screen.getByText('Dev gana cuando gane Ana.')).toBeInTheDocument();
		expect(screen.queryByText(/Dominancia de ratón activada/)).toBeNull();
		expect(screen.queryByText(/Gana si gobierna/)).toBeNull();
		expect(screen.queryByRole('button', { name: /gana por dominancia/ })).toBeNull();
	});
});
