// @vitest-environment jsdom
/**
 * The Board's result view folds the «Why?» of a dominance win beside the result: one tap shows
 * the inputs (the card, the coalition), the check at the start of the winner's turn and the rule
 * with its page; the live step shows the same beside a player's dominance card.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPanels, settle } from './harness';
import { module } from '$lib/games/root/index';
import { LAW } from '$lib/games/root/law';
import BoardView from '$lib/games/root/ui/BoardView.svelte';
import Live from '$lib/games/root/ui/Live.svelte';
import { useI18n } from '../helpers';
import { playAt, rootTable } from '../../unit/root/table';

const ctx = rootTable('ROOTWHY');

const play = playAt(ctx);

/** Ana (Marquise) plays the fox card with 10 VP; Dev (Vagabond) joins Ben; Ana's card wins. */
const dominant = play([
	{ type: 'lcChooseOutcast', suit: 'fox' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 2 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 2 },
	{ type: 'vp', player: 'ana', delta: 10 },
	{ type: 'dominance', player: 'ana', suit: 'fox' }
]);
const won = play([{ type: 'dominanceWin', player: 'ana' }], dominant);

// The step panels load when shown: imported once here, each is in a task after it shows.
beforeAll(loadPanels);

describe('Root result view: why', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('the Board shows the dominance win with its why: the card, the check at Ana’s Birdsong, the rule and page', async () => {
		const user = userEvent.setup();
		render(BoardView, { props: { state: won, ctx, dispatch: async () => null } });
		await settle();
		const result = screen.getByRole('region', { name: 'Dominance victory' });
		expect(within(result).getAllByText('Winner: Ana.')[0]).toBeVisible();
		await user.click(within(result).getByText('Why?'));
		expect(within(result).getByText(/played the fox dominance card/)).toBeVisible();
		expect(
			within(result).getByText(/At the start of Ana’s Birdsong, the table confirmed the fox goal/)
		).toBeVisible();
		expect(
			within(result).getByText(new RegExp(`Law of Root §${LAW.dominance.section}:`))
		).toBeVisible();
	});

	it('the live step shows why a player plays for dominance beside their card', async () => {
		const user = userEvent.setup();
		render(Live, { props: { state: dominant, ctx, dispatch: async () => null } });
		await settle();
		await user.click(screen.getByText('Why?'));
		expect(
			screen.getByText(/Goal: rule 3 fox clearings at the start of their Birdsong/)
		).toBeVisible();
		expect(screen.getByText('Ana plays for fox dominance: their VP stop counting.')).toBeVisible();
	});
});
