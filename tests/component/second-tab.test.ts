// @vitest-environment jsdom
/**
 * Issue 12 point 4: a second tab showing the same session follows the other tab's changes
 * live (Dexie liveQuery), and a write refused because the other tab wrote first offers a
 * one-tap reload.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import SessionScreen from '$lib/ui/SessionScreen.svelte';
import Toasts from '$lib/ui/Toasts.svelte';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';
import { useI18n } from './helpers';
import { padSession } from '../fixtures/score-pad';

let n = 0;

async function twoTabs() {
	const name = `tabs-${Date.now()}-${n++}`;
	const tabA = new Repository(new TablemateDb(name));
	const tabB = new Repository(new TablemateDb(name));
	const row = await tabA.createSession(padSession());
	return { tabA, tabB, row };
}

describe('a second tab stays current', () => {
	beforeEach(() => useI18n('en'));

	it('shows the scores another tab stores, without a reload', async () => {
		const { tabA, tabB, row } = await twoTabs();
		render(SessionScreen, { id: row.id, repo: tabB });
		await screen.findByRole('button', { name: /increase.*Ana/i }, { timeout: 5000 });
		const other = new SessionEngine(row.id, scorePad.flows.live, row, [], tabA);
		await other.dispatch({ type: 'add', seat: 0, delta: 7 });
		await waitFor(() => expect(screen.getAllByRole('textbox')[0]).toHaveValue('7'), {
			timeout: 5000
		});
		// And the next tap here builds on it instead of being refused.
		screen.getByRole('button', { name: /increase.*Ana/i }).click();
		await waitFor(async () => expect((await tabA.getSession(row.id))?.summary.scores.a).toBe(8), {
			timeout: 5000
		});
	});

	it('a write refused because the other tab wrote first offers a one-tap reload', async () => {
		const { tabA, tabB, row } = await twoTabs();
		render(Toasts);
		render(SessionScreen, { id: row.id, repo: tabB });
		const plus = await screen.findByRole('button', { name: /increase.*Ana/i }, { timeout: 5000 });
		// The other tab's write lands between this tab's read and its own write.
		const append = tabB.append.bind(tabB);
		let raced = false;
		tabB.append = async (...args: Parameters<typeof append>) => {
			if (!raced) {
				raced = true;
				const other = new SessionEngine(row.id, scorePad.flows.live, row, [], tabA);
				await other.dispatch({ type: 'add', seat: 1, delta: 2 });
			}
			return append(...args);
		};
		plus.click();
		expect(await screen.findByRole('button', { name: 'Reload' }, { timeout: 5000 })).toBeTruthy();
		expect(screen.getByText(/Reload to continue/i)).toBeTruthy();
	});
});
