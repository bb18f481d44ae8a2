// @vitest-environment jsdom
/**
 * Every Root form keeps what was typed as its own draft, keyed by its step and the entity it
 * describes: typed values survive a reload (the screen made again with the same drafts) and a
 * switch to another player's or piece's form and back, and what is recorded is exactly what
 * was shown. A VP total typed and not recorded never shows as a score, nor under another player.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStore } from '$lib/ui/draft.svelte';
import { module, live, type LiveState } from '$lib/games/root/index';
import Live from '$lib/games/root/ui/Live.svelte';
import Disruption from '$lib/games/root/ui/Disruption.svelte';
import FixFaction from '$lib/games/root/ui/FixFaction.svelte';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { useI18n } from '../helpers';
import { harness, loadPanels } from './harness';
import {
	SETUP,
	TO_COMPANY_FOX_POST,
	TO_COMPANY_PAID,
	playAt,
	rootTable
} from '../../unit/root/table';

const ctx = rootTable('ROOT42');
const play = playAt(ctx);
const tick = () => new Promise((ok) => setTimeout(ok, 0));

/** The live screen under a session's drafts; `reload` makes it again from the same drafts. */
async function session(initial: LiveState) {
	const drafts = new DraftStore([]);
	const h = harness(live, ctx, initial);
	let view: ReturnType<typeof render> | null = null;
	const mount = async () => {
		view = render(WithDrafts, {
			props: { drafts, view: Live, viewProps: { state: h.state, ctx, dispatch: h.dispatch } }
		});
		h.rerender = (p) =>
			view!.rerender({ viewProps: { state: p.state, ctx, dispatch: h.dispatch } });
		await tick();
	};
	await mount();
	return {
		h,
		drafts,
		reload: async () => {
			view!.unmount();
			await mount();
		}
	};
}

// The step panels load when shown: imported once here, each is in a task after it shows.
beforeAll(loadPanels);

describe('Root forms are their own drafts', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('a VP total typed and not recorded comes back after a reload as Ana’s pending total, never as her score nor in Ben’s field, and records exactly +7', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(play(SETUP));
		const anaField = () => screen.getByLabelText('Victory points of Ana');
		await user.clear(anaField());
		await user.type(anaField(), '7');
		await reload();
		// The field shows what was typed, said to be not recorded; the score is still 0.
		expect(anaField()).toHaveValue('7');
		expect(h.state.vp.ana).toBe(0);
		expect(screen.getByText('“7” is not recorded yet.')).toBeInTheDocument();
		// A quick +1 is recorded on the score; the pending total stays Ana's, still pending.
		await user.click(
			screen.getByRole('button', {
				name: '+1 removed: Ana scores 1 VP, an enemy building or token removed'
			})
		);
		expect(h.state.vp.ana).toBe(1);
		expect(screen.getByText('“7” is not recorded yet.')).toBeInTheDocument();
		// Ben's turn: his field shows his own score, not Ana's draft.
		await user.click(screen.getByRole('button', { name: "End Ana's turn" }));
		expect(screen.getByLabelText('Victory points of Ben')).toHaveValue('0');
		expect(screen.queryByText(/not recorded yet/)).toBeNull();
		// Ana's field in «Other players» is the same draft: pending, and recorded as shown.
		await user.click(screen.getByText('Other players, dominance, removed pieces, corrections'));
		expect(anaField()).toHaveValue('7');
		await user.click(screen.getByRole('button', { name: 'Record' }));
		expect(h.actions.at(-1)).toEqual({ type: 'vp', player: 'ana', delta: 6 });
		expect(h.state.vp.ana).toBe(7);
		expect(anaField()).toHaveValue('7');
		expect(screen.queryByText(/not recorded yet/)).toBeNull();
		await reload();
		await user.click(screen.getByText('Other players, dominance, removed pieces, corrections'));
		expect(anaField()).toHaveValue('7');
		expect(screen.queryByText(/not recorded yet/)).toBeNull();
	});

	it('a game-ending total declined in the dialog stays pending; Discard forgets it', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(play([...SETUP, { type: 'vp', player: 'ana', delta: 8 }]));
		const field = () => screen.getByLabelText('Victory points of Ana');
		await user.clear(field());
		await user.type(field(), '45{Enter}');
		expect(await screen.findByText('Ana would have 45 VP: that wins and ends the game.'));
		await user.keyboard('{Escape}');
		await tick();
		expect(h.state.vp.ana).toBe(8);
		await reload();
		expect(field()).toHaveValue('45');
		expect(screen.getByText('“45” is not recorded yet.')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Discard' }));
		expect(field()).toHaveValue('8');
		await reload();
		expect(field()).toHaveValue('8');
		expect(h.actions.filter((a) => a.type === 'vp')).toHaveLength(0);
	});

	it('typed text the field refuses stays refused after a reload and records nothing', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(play(SETUP));
		const field = () => screen.getByLabelText('Victory points of Ana');
		await user.clear(field());
		await user.type(field(), '4x{Enter}');
		await reload();
		expect(field()).toHaveValue('4x');
		expect(field()).toHaveAttribute('aria-invalid', 'true');
		expect(h.actions).toHaveLength(0);
	});

	it('the Company’s craft suits and paying colour survive a reload; the craft records them', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(
			play([
				...TO_COMPANY_FOX_POST,
				// A second track open: the suits are the table's to say (one open: the game counts it).
				{ type: 'rfAdjust', field: 'funds', delta: 2 },
				{ type: 'rfTradePost', suit: 'rabbit', ruler: 'cai' }
			])
		);
		expect(screen.getByRole('button', { name: 'Craft (0)' })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: /^Fox Fox in the cost/ }));
		await reload();
		expect(screen.getByRole('button', { name: /^Fox Fox in the cost.*: 1$/ })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Craft (1)' }));
		expect(h.actions.at(-1)).toMatchObject({
			type: 'rfCraft',
			cost: 1,
			suits: { fox: 1, rabbit: 0, mouse: 0 }
		});
		expect(screen.getByRole('button', { name: /^Fox Fox in the cost.*: 0$/ })).toBeInTheDocument();
	});

	it('the coalition partner picked is the Vagabond’s draft of its turn; the coalition records it', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(
			play([
				...SETUP,
				{ type: 'vp', player: 'ana', delta: 12 },
				{ type: 'vp', player: 'ben', delta: 11 },
				{ type: 'vp', player: 'dev', delta: 10 },
				{ type: 'endTurn' },
				{ type: 'lcDawn' },
				{ type: 'endTurn' },
				{ type: 'rfDawn' },
				{ type: 'endTurn' }
			])
		);
		const more = 'Other players, dominance, removed pieces, corrections';
		await user.click(screen.getByText(more));
		await user.selectOptions(screen.getByLabelText('With the player with the fewest VP'), 'cai');
		await reload();
		await user.click(screen.getByText(more));
		expect(screen.getByLabelText('With the player with the fewest VP')).toHaveValue('cai');
		await user.click(screen.getByRole('button', { name: /^Bird:/ }));
		expect(h.actions.at(-1)).toEqual({
			type: 'coalition',
			player: 'dev',
			suit: 'bird',
			partner: 'cai'
		});
		// A Vagabond in a coalition is told it wins with its partner, not a dominance goal.
		expect(screen.getByText('Dev wins when Cai wins.')).toBeInTheDocument();
		expect(screen.queryByText(/Wins by ruling/)).toBeNull();
	});

	it('the tray’s dominance tick survives a reload and goes with the next Lost Soul', async () => {
		const user = userEvent.setup();
		const { h, reload } = await session(play(SETUP));
		await user.click(screen.getByRole('button', { name: 'The next one is a dominance card' }));
		await reload();
		const tick = screen.getByRole('button', { name: 'The next one is a dominance card' });
		expect(tick).toHaveAttribute('aria-pressed', 'true');
		const tray = screen.getByRole('region', { name: /Lost Souls, Outcast/ });
		await user.click(within(tray).getByRole('button', { name: /^Bird card: add/ }));
		expect(h.actions.at(-1)).toEqual({ type: 'lcLostSoul', suit: 'bird', dominance: true });
		expect(
			screen.getByRole('button', { name: 'The next one is a dominance card' })
		).toHaveAttribute('aria-pressed', 'false');
	});
});

describe('forms rendered alone under the drafts', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('Trade Disruption: each post’s counts are its own; after a reload and a switch the confirm sends exactly the shown counts', async () => {
		const user = userEvent.setup();
		const drafts = new DraftStore([]);
		const state = play(TO_COMPANY_PAID);
		const rf = state.riverfolk!;
		const onconfirm = vi.fn(async () => null);
		const props = (suit: 'fox' | 'mouse') => ({
			drafts,
			view: Disruption,
			viewProps: {
				rf,
				ctx,
				locked: false,
				purpose: 'post-removed',
				suit,
				confirmLabel: `Remove ${suit}`,
				onconfirm
			}
		});
		const first = render(WithDrafts, { props: props('fox') });
		const anaCount = () => screen.getByLabelText(/^Ana/);
		const caiCount = () => screen.getByLabelText(/^Cai/);
		const before = [anaCount(), caiCount()].map((f) => (f as HTMLInputElement).value);
		// Typed the other way round from the usual choice.
		await user.clear(anaCount());
		await user.type(anaCount(), `${before[1]}{Enter}`);
		await user.clear(caiCount());
		await user.type(caiCount(), `${before[0]}{Enter}`);
		first.unmount();
		const other = render(WithDrafts, { props: props('mouse') });
		expect([anaCount(), caiCount()].map((f) => (f as HTMLInputElement).value)).toEqual(before);
		other.unmount();
		render(WithDrafts, { props: props('fox') });
		expect(anaCount()).toHaveValue(before[1]);
		expect(caiCount()).toHaveValue(before[0]);
		await user.click(screen.getByRole('button', { name: 'Remove fox' }));
		expect(onconfirm).toHaveBeenCalledWith({ ana: Number(before[1]), cai: Number(before[0]) });
	});

	it('Correct a seat’s faction: the seat and the faction picked survive a reload and are recorded', async () => {
		const user = userEvent.setup();
		const drafts = new DraftStore([]);
		const act = vi.fn(async () => null);
		const props = {
			drafts,
			view: FixFaction,
			viewProps: { game: live.init(ctx), ctx, locked: false, act }
		};
		const first = render(WithDrafts, { props });
		await user.selectOptions(screen.getByLabelText('Seat'), 'ben');
		await user.selectOptions(screen.getByLabelText('Plays instead'), 'eyrie');
		first.unmount();
		render(WithDrafts, { props });
		expect(screen.getByLabelText('Seat')).toHaveValue('ben');
		expect(screen.getByLabelText('Plays instead')).toHaveValue('eyrie');
		await user.click(screen.getByRole('button', { name: /Change the faction/ }));
		expect(act).toHaveBeenCalledWith({ type: 'setFaction', player: 'ben', faction: 'eyrie' });
		expect(screen.getByLabelText('Plays instead')).toHaveValue('');
	});
});
