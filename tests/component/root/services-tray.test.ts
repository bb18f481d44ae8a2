// @vitest-environment jsdom
/**
 * The buyer's services after a first purchase (11.2.6 II: one more per clearing with a trade
 * post and a piece of theirs), the Vagabond's mercenaries said why, the tray before the
 * Outcast is chosen, and Sanctify on a trade post open again over a reload.
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { module, live, type LiveAction } from '$lib/games/root/index';
import { DraftStore } from '$lib/ui/draft.svelte';
import Live from '$lib/games/root/ui/Live.svelte';
import Services from '$lib/games/root/ui/Services.svelte';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { useI18n } from '../helpers';
import { loadPanels, settle } from './harness';
import { playAt, rootTable, TO_COMPANY_PAID } from '../../unit/root/table';

const ctx = rootTable('ROOTSERV');
const play = playAt(ctx);
// Round 1: Ana pays the Company, which places a fox post (Ana 2 and Cai 1 in its funds).
const ROUND1: LiveAction[] = [
	...TO_COMPANY_PAID,
	{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' },
	{ type: 'endTurn' }
];
const act = async () => null;

beforeAll(loadPanels);

describe('Root services and tray', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('after one purchase the ⌂ count stays: a clearing more buys another service this turn', async () => {
		const user = userEvent.setup();
		const s = play([
			...ROUND1,
			{ type: 'endTurn' },
			{ type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 0 }
		]);
		render(WithDrafts, {
			props: {
				drafts: new DraftStore([]),
				view: Services,
				viewProps: { game: s, ctx, rf: s.riverfolk!, locked: false, act }
			}
		});
		expect(screen.getByRole('button', { name: /^Buy Hand card/ })).toBeDisabled();
		expect(screen.getByText('This turn they may buy only 1 service')).toBeVisible();
		await user.click(screen.getByRole('button', { name: /^Clearings with a trade post/ }));
		expect(screen.getByRole('button', { name: /^Buy Hand card/ })).toBeEnabled();
	});

	it('the Vagabond’s mercenaries are greyed with the reason beside them (11.2.7 III b)', () => {
		const s = play(ROUND1);
		expect(ctx.players[s.turn]!.id).toBe('dev');
		render(WithDrafts, {
			props: {
				drafts: new DraftStore([]),
				view: Services,
				viewProps: { game: s, ctx, rf: s.riverfolk!, locked: false, act }
			}
		});
		expect(screen.getByRole('button', { name: /^Buy Mercenaries/ })).toBeDisabled();
		expect(screen.getByRole('button', { name: /^Buy Riverboats/ })).toBeEnabled();
		expect(screen.getByText('The Vagabond cannot buy mercenaries')).toBeVisible();
	});

	it('before the Outcast is chosen the tray names none and the turn cannot end', async () => {
		render(Live, { props: { state: live.init(ctx), ctx, dispatch: async () => null } });
		await settle();
		expect(screen.getByText(/Outcast: not chosen/)).toBeVisible();
		expect(screen.queryByText(/Outcast: fox/)).toBeNull();
		expect(screen.getByRole('button', { name: "End Ana's turn" })).toBeDisabled();
	});

	it('Sanctify on a trade post: its counts form comes back open over a reload', async () => {
		const user = userEvent.setup();
		const s = play([
			...ROUND1,
			{ type: 'endTurn' },
			{ type: 'endTurn' },
			{ type: 'lcDawn' },
			{ type: 'lcAdjustAcolytes', delta: 3 }
		]);
		expect(s.lizards!.outcast).toBe('fox');
		const drafts = new DraftStore([]);
		const props = {
			drafts,
			view: Live,
			viewProps: { state: s, ctx, dispatch: async () => null }
		};
		const first = render(WithDrafts, { props });
		await settle();
		await user.click(screen.getByRole('button', { name: /^Sanctify a Fox trade post/ }));
		await settle();
		expect(screen.getByRole('group', { name: /^Whose warriors leave Funds/ })).toBeVisible();
		first.unmount();
		render(WithDrafts, { props });
		await settle();
		await settle();
		expect(screen.getByRole('group', { name: /^Whose warriors leave Funds/ })).toBeVisible();
	});
});
