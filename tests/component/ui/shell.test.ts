// @vitest-environment jsdom
/** The live screen's shell: the bar first, the step in Now, the board and the log one tap away. */
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SessionScreen from '$lib/ui/SessionScreen.svelte';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { useI18n } from '../helpers';
import { padSession } from '../../fixtures/score-pad';

let n = 0;
async function session() {
	const repo = new Repository(new TablemateDb(`shell-${Date.now()}-${n++}`));
	const row = await repo.createSession(padSession());
	return { repo, row };
}

describe('the live-screen shell', () => {
	beforeEach(() => useI18n('en'));

	it('puts the bar (game, round, undo, redo) before the step, and the step in the Now pane', async () => {
		const { repo, row } = await session();
		render(SessionScreen, { id: row.id, repo });
		const bar = await screen.findByRole('banner', {}, { timeout: 5000 });
		expect(within(bar).getByRole('heading', { level: 1 })).toHaveTextContent('Score pad');
		expect(within(bar).getByText(/Round 1/)).toBeInTheDocument();
		expect(within(bar).getByRole('button', { name: 'Undo' })).toBeDisabled();
		expect(within(bar).getByRole('button', { name: 'Redo' })).toBeDisabled();
		const now = document.getElementById('pane-now')!;
		expect(bar.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		expect(within(now).getAllByRole('button', { name: /increase.*Ana/i }).length).toBeGreaterThan(
			0
		);
		// Board and log are not drawn until they are opened: the step paints alone.
		expect(document.getElementById('pane-board')).toBeNull();
		expect(document.getElementById('pane-log')).toBeNull();
	});

	it('after a move, undo names it; Board lists one line per player with the score, whose tap shows the move that made it; the step stays mounted', async () => {
		const { repo, row } = await session();
		const user = userEvent.setup();
		render(SessionScreen, { id: row.id, repo });
		await user.click(
			(await screen.findAllByRole('button', { name: /increase.*Ana/i }, { timeout: 5000 }))[0]!
		);
		await waitFor(() => expect(screen.getByRole('button', { name: /^Undo: / })).not.toBeDisabled());
		await user.click(screen.getByRole('button', { name: 'Board' }));
		const lines = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
		expect(lines).toHaveLength(row.players.length);
		const score = screen.getByRole('button', { name: /^Score of Ana: 1\./ });
		expect(score).toHaveTextContent('1');
		// One tap on the number: the move that made it, its change and the running total.
		await user.click(score);
		const trail = await screen.findByRole('region', { name: 'How Ana’s score was made' });
		expect(within(trail).getAllByRole('listitem')).toHaveLength(1);
		expect(trail).toHaveTextContent('+1');
		expect(trail).toHaveTextContent('= 1');
		expect(score).toHaveAttribute('aria-expanded', 'true');
		// Hidden, not unmounted: what a form held is still there when Now comes back.
		expect(document.getElementById('pane-now')).toHaveAttribute('hidden');
		await user.click(screen.getByRole('button', { name: 'Now' }));
		expect(document.getElementById('pane-now')).not.toHaveAttribute('hidden');
		await user.click(screen.getByRole('button', { name: 'Log' }));
		expect(await screen.findByRole('heading', { name: 'What happened' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Export this game' })).toBeInTheDocument();
	});
});
