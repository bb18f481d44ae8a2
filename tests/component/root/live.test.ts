// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/root/index';
import { live, type LiveState, type Options } from '$lib/games/root/index';
import Live from '$lib/games/root/ui/Live.svelte';
import { useI18n } from '../helpers';
import { harness } from './harness';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c62828' },
		{ id: 'ben', name: 'Ben', color: '#1565c0' },
		{ id: 'cai', name: 'Cai', color: '#2e7d32' },
		{ id: 'dev', name: 'Dev', color: '#f9a825' }
	],
	options: { factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'], firstPlayer: 0 },
	seed: 'ROOT42'
};

function setup(initial?: LiveState) {
	const h = harness(live, ctx, initial);
	const r = render(Live, { props: { state: h.state, ctx, dispatch: h.dispatch } });
	h.rerender = (p) => r.rerender(p);
	return h;
}

describe('Root live companion', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows whose turn it is and ends it', async () => {
		const user = userEvent.setup();
		const h = setup();
		expect(screen.getByRole('heading', { name: 'Turn of' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: "End Ana's turn" }));
		expect(h.dispatch).toHaveBeenCalledWith({ type: 'endTurn' });
		expect(screen.getByRole('button', { name: "End Ben's turn" })).toBeInTheDocument();
		// the Cult's turn lists its phases
		expect(screen.getByText(/Birdsong: adjust the Outcast/)).toBeInTheDocument();
	});

	it('a VP entry that would end the game asks first; cancelling changes nothing', async () => {
		const user = userEvent.setup();
		const h = setup();
		const input = screen.getByLabelText('Victory points of Ana');
		await user.clear(input);
		await user.type(input, '45{Enter}');
		expect(h.state.finished).toBe(false);
		expect(h.dispatch).not.toHaveBeenCalled();
		expect(
			screen.getByText('Ana would have 45 VP: that wins and ends the game.')
		).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Keep it' }));
		expect(h.state.vp.ana).toBe(0);
		await user.clear(input);
		await user.type(input, '30{Enter}');
		await user.click(screen.getByRole('button', { name: 'Ana wins' }));
		expect(h.state.finished).toBe(true);
		expect(h.state.winners).toEqual(['ana']);
	});

	it('a mis-tapped Lost Souls card comes back with the minus of its suit', async () => {
		const user = userEvent.setup();
		const h = setup();
		const minus = screen.getByRole('button', {
			name: 'Take a rabbit card back from the Lost Souls (mis-tap)'
		});
		expect(minus).toBeDisabled();
		await user.click(screen.getByRole('button', { name: /^Rabbit card: add/ }));
		expect(h.state.lizards?.lostSouls.rabbit).toBe(1);
		await user.click(minus);
		expect(h.state.lizards?.lostSouls.rabbit).toBe(0);
	});

	it('tracks VP with +/− and typed entry; a non-number changes nothing', async () => {
		const user = userEvent.setup();
		const h = setup();
		await user.click(screen.getByRole('button', { name: 'Increase Victory points of Ana' }));
		await user.click(screen.getByRole('button', { name: 'Increase Victory points of Ana' }));
		expect(h.state.vp.ana).toBe(2);
		expect(screen.getByLabelText('Ana: 2 VP')).toHaveTextContent('2');
		const input = screen.getByLabelText('Victory points of Dev');
		await user.clear(input);
		await user.type(input, '7{Enter}');
		expect(h.dispatch).toHaveBeenLastCalledWith({ type: 'vp', player: 'dev', delta: 7 });
		expect(screen.getByText('23 to go to reach 30')).toBeInTheDocument();
		// The track picture moves the markers: Dev's on space 7, Ana's on 2.
		const track = screen.getByRole('img', { name: /^The VP track:/ });
		expect(track).toHaveAccessibleName('The VP track: Ana: 2 VP, Ben: 0 VP, Cai: 0 VP, Dev: 7 VP');
		expect(track.querySelectorAll('.space')[7]).toHaveTextContent(/^7\s*D$/);
		await user.clear(input);
		await user.type(input, 'x{Enter}');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a whole number.');
		expect(h.state.vp.dev).toBe(7);
	});

	it('activates a dominance card and says what must hold', async () => {
		const user = userEvent.setup();
		// Law of Root 3.3.1: on Cai's own turn, with at least 10 VP.
		const s0 = live.init(ctx);
		const h = setup({ ...s0, turn: 2, vp: { ...s0.vp, cai: 12 } });
		await user.click(screen.getByText('Activate a dominance card'));
		await user.selectOptions(screen.getByLabelText('Player'), 'cai');
		await user.selectOptions(screen.getByLabelText('Dominance card suit'), 'bird');
		await user.click(screen.getByRole('button', { name: 'Activate dominance' }));
		expect(h.state.dominance).toEqual([{ player: 'cai', suit: 'bird' }]);
		const cai = screen.getByRole('listitem', { name: 'Cai' });
		expect(cai).toHaveTextContent('Bird dominance activated.');
		expect(cai).toHaveTextContent(
			'Wins by ruling two diagonally opposite corner clearings at the start of Birdsong'
		);
		expect(within(cai).queryByRole('button', { name: /Increase/ })).toBeNull();
		await user.click(within(cai).getByRole('button', { name: 'It holds: Cai wins by dominance' }));
		expect(h.state.finished).toBe(true);
		expect(h.state.winners).toEqual(['cai']);
	});

	it('asks for the setup choices, then counts the Lost Souls and explains the Outcast', async () => {
		const user = userEvent.setup();
		const h = setup();
		const outcast = screen.getByRole('group', { name: 'Lizard Cult: choose the Outcast' });
		await user.click(within(outcast).getByRole('button', { name: 'Fox' }));
		const garden = screen.getByRole('group', { name: /starting clearing/ });
		await user.click(within(garden).getByRole('button', { name: 'Rabbit' }));
		for (const s of ['Hand card', 'Riverboats', 'Mercenaries'])
			await user.click(screen.getAllByRole('button', { name: `${s} price: 3` })[0]);
		expect(h.state.lizards).toMatchObject({ outcast: 'fox', outcastChosen: true });
		expect(h.state.lizards?.gardens.rabbit).toBe(1);
		expect(h.state.riverfolk?.prices).toEqual({ hand: 3, riverboats: 3, mercenaries: 3 });
		expect(screen.queryByRole('heading', { name: 'Before the first turn' })).toBeNull();

		await user.click(screen.getByRole('button', { name: /^Mouse card: add/ }));
		await user.click(screen.getByLabelText('The next one is a dominance card'));
		await user.click(screen.getByRole('button', { name: /^Mouse card: add/ }));
		await user.click(screen.getByRole('button', { name: /^Bird card: add/ }));
		expect(h.state.lizards?.lostSouls).toEqual({ fox: 0, rabbit: 0, mouse: 2, bird: 1 });
		expect(h.state.lizards?.lostSoulsDominance).toEqual(['mouse']);
		expect(screen.getByText(/3 cards in the pile/)).toBeInTheDocument();
		expect(
			screen.getAllByText(/Mouse has the most cards \(2\): it becomes the new Outcast/).length
		).toBe(2);

		// Issue 17: the Cult resolves its Birdsong on its own turn, after Ana's.
		await user.click(screen.getByRole('button', { name: "End Ana's turn" }));
		await user.click(screen.getByRole('button', { name: "Resolve the Cult's Birdsong" }));
		expect(h.state.lizards).toMatchObject({ outcast: 'mouse', hated: false, dawnDone: true });
		expect(h.state.lizards?.lostSouls).toEqual({ fox: 0, rabbit: 0, mouse: 0, bird: 0 });
		// the strip shows the Outcast on every turn
		expect(screen.getByText('Outcast: mouse')).toBeInTheDocument();
		expect(screen.getAllByText('✓ Birdsong resolved this turn').length).toBeGreaterThan(0);
	});

	it('conspiracies show their cost and what the acolytes afford; Score explains its VP', async () => {
		const user = userEvent.setup();
		// Ben's turn after his Dawn (issue 17: builds and conspiracies come after it).
		const i0 = live.init(ctx);
		let s: LiveState = { ...i0, turn: 1, lizards: { ...i0.lizards!, dawnDone: true } };
		for (const a of [
			{ type: 'lcChooseOutcast', suit: 'fox' },
			{ type: 'lcBuild', suit: 'fox' },
			{ type: 'lcBuild', suit: 'fox' },
			{ type: 'lcRevenge', count: 3 }
		] as const) {
			const n = live.reduce(s, a, ctx);
			if ('invalid' in n) throw new Error('bad setup');
			s = n;
		}
		const h = setup(s);
		expect(
			screen.getByText(/With 3 acolytes: Crusade ×1, Convert ×1, Sanctify ×1/)
		).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Sanctify 3 acolytes' })).toBeEnabled();
		await user.click(screen.getByRole('button', { name: 'Crusade 2 acolytes' }));
		expect(h.state.lizards?.acolytes).toBe(1);
		expect(screen.getByRole('button', { name: 'Crusade 2 acolytes' })).toBeDisabled();
		expect(
			screen.getByText(/With 2 gardens on the map the empty space shows 2 VP/)
		).toBeInTheDocument();
		// The fox gardens as a picture: 2 of 5 built, the fox the Outcast.
		const fox = screen.getByRole('img', { name: '2 of 5 gardens on the map' });
		expect(fox.querySelectorAll('.built')).toHaveLength(2);
		expect(screen.getByText('Outcast')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Score 2 VP with fox gardens' }));
		expect(h.state.vp.ben).toBe(2);
		expect(screen.getByRole('button', { name: 'Score 2 VP with fox gardens' })).toBeDisabled();
		expect(screen.getByText('Already scored this turn.')).toBeInTheDocument();
	});

	it('Riverfolk: Birdsong breakdown, Daylight running totals and a purchase', async () => {
		const user = userEvent.setup();
		let s = live.init(ctx);
		for (const a of [
			{ type: 'rfSetPrice', service: 'hand', price: 2 },
			{ type: 'rfSetPrice', service: 'riverboats', price: 1 },
			{ type: 'rfSetPrice', service: 'mercenaries', price: 3 },
			{ type: 'endTurn' },
			{ type: 'lcDawn' },
			{ type: 'endTurn' }
		] as const) {
			const n = live.reduce(s, a, ctx);
			if ('invalid' in n) throw new Error('bad setup');
			s = n;
		}
		const h = setup(s);
		expect(screen.getByText('Protectionism: 3 in Payments, +0')).toBeInTheDocument();
		expect(screen.getByText(/Funds: 0 \+ Payments 3 \+ Committed 0 = 3/)).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: "Resolve the Company's Birdsong" }));
		expect(h.state.riverfolk).toMatchObject({ funds: { cai: 3 }, payments: {} });
		await user.click(screen.getByRole('button', { name: 'Move (commit 1 fund)' }));
		// the post's suit buttons wait for whose clearing it is (11.5.6 II)
		expect(
			screen.queryByRole('button', { name: /^Place a trade post \(−2 funds\): Fox/ })
		).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Cai (2)' }));
		await user.click(screen.getByRole('button', { name: /^Place a trade post \(−2 funds\): Fox/ }));
		expect(h.state.riverfolk).toMatchObject({ funds: {}, committed: { cai: 1 } });
		expect(h.state.vp.cai).toBe(2);
		expect(screen.getByText('Committed 1 · Spent 2')).toBeInTheDocument();
		// Dev (Vagabond) buys riverboats at the start of his own Birdsong (11.2.6); no mercenaries
		await user.click(screen.getByRole('button', { name: "End Cai's turn" }));
		// the always-visible strip offers Dev's purchases in one tap each
		expect(screen.getByRole('button', { name: 'Buy Mercenaries 3' })).toBeDisabled();
		expect(screen.getByText('The Vagabond cannot buy mercenaries')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Buy Riverboats 1' }));
		// 11.2.6 III: the Company puts its own warrior in Payments for the Vagabond
		expect(h.state.riverfolk?.payments).toEqual({ cai: 1 });
		// a second purchase is over the limit: the game says so, the buttons are off
		expect(screen.getByRole('button', { name: 'Buy Hand card 2' })).toBeDisabled();
		expect(screen.getByText(/only 1 service/)).toBeInTheDocument();
	});

	it('Riverfolk: a craft is entered by the suits of its cost, within the empty track spaces', async () => {
		const user = userEvent.setup();
		const i0 = live.init(ctx);
		// Cai's turn, Dawn resolved, 3 funds; one fox post has left its track.
		const h = setup({
			...i0,
			turn: 2,
			riverfolk: {
				...i0.riverfolk!,
				dawnDone: true,
				funds: { cai: 3 },
				postsPlaced: { fox: 1, rabbit: 0, mouse: 0 },
				postsOnMap: { fox: 1, rabbit: 0, mouse: 0 }
			}
		});
		const craft = screen.getByRole('button', { name: 'Craft (0)' });
		expect(craft).toBeDisabled();
		// no rabbit space is free: its counter cannot be raised
		expect(
			screen.getByRole('button', { name: 'Increase Rabbit in the cost (no space free)' })
		).toBeDisabled();
		await user.click(
			screen.getByRole('button', { name: 'Increase Fox in the cost (1 space free)' })
		);
		await user.click(screen.getByRole('button', { name: 'Craft (1)' }));
		expect(h.state.riverfolk).toMatchObject({ funds: { cai: 2 }, committed: { cai: 1 } });
		expect(h.state.riverfolk?.daylight.at(-1)).toMatchObject({ kind: 'craft', suits: { fox: 1 } });
		// the fox space is taken until the next Dawn
		expect(screen.getByRole('button', { name: 'Craft (0)' })).toBeDisabled();
		expect(
			screen.getByRole('button', { name: 'Increase Fox in the cost (no space free)' })
		).toBeDisabled();
	});

	it('Trade Disruption: a removed post takes half the funds, rounded up', async () => {
		const user = userEvent.setup();
		// The post was placed on Cai's turn; now it is Ana's turn again.
		const i0 = live.init(ctx);
		let s: LiveState = { ...i0, turn: 2, riverfolk: { ...i0.riverfolk!, dawnDone: true } };
		for (const a of [
			{ type: 'rfAdjust', field: 'funds', delta: 7 },
			{ type: 'rfTradePost', suit: 'mouse', vp: 1 },
			{ type: 'endTurn' },
			{ type: 'endTurn' }
		] as const) {
			const n = live.reduce(s, a, ctx);
			if ('invalid' in n) throw new Error('bad setup');
			s = n;
		}
		const h = setup(s);
		await user.click(screen.getByText('Riverfolk Company', { selector: 'h2' }));
		expect(screen.getByText(/\(5 → loses 3, 2 left\)/)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: /the fox trade post \(Trade/ })).toBeDisabled();
		await user.click(
			screen.getByRole('button', {
				name: 'Removed (−3 funds): the mouse trade post (Trade Disruption)'
			})
		);
		expect(h.state.riverfolk).toMatchObject({
			funds: { cai: 2 },
			postsOnMap: { fox: 0, rabbit: 0, mouse: 0 }
		});
		// The mouse track: the post that left it uncovered its VP; two still on it.
		const mouse = screen.getByRole('img', { name: '0 on the map · 1 of 3 placed' });
		expect(mouse).toHaveTextContent(/^2\s*⌂\s*⌂$/);
	});

	it("the Cult's turn cannot end before its Birdsong: the button says why, then ends it", async () => {
		const user = userEvent.setup();
		const h = setup({ ...live.init(ctx), turn: 1 });
		const end = screen.getByRole('button', { name: "End Ben's turn" });
		expect(end).toBeDisabled();
		expect(screen.getByText("Ben has not resolved the Cult's Birdsong yet")).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: "Resolve the Cult's Birdsong" }));
		expect(screen.getByRole('button', { name: "End Ben's turn" })).toBeEnabled();
		await user.click(screen.getByRole('button', { name: "End Ben's turn" }));
		expect(h.state.turn).toBe(2);
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		setup();
		expect(screen.getByRole('heading', { name: 'Turno de' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Fin del turno de Ana' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Almas perdidas' })).toBeInTheDocument();
		expect(screen.getByRole('group', { name: 'Culto: elige el Paria' })).toBeInTheDocument();
		expect(screen.getByText('Culto de los Lagartos', { selector: 'h2' })).toBeInTheDocument();
	});
});
