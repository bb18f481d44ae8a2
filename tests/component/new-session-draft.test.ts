// @vitest-environment jsdom
/**
 * The new-game screen drafts its table: names, seats and options typed come back after the
 * browser is closed, until Start creates the session.
 */
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import NewSession, { NEW_GAME } from '$lib/ui/NewSession.svelte';
import { findGame } from '$lib/games/registry';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { useI18n } from './helpers';

const names = () =>
	screen.getAllByRole('textbox', { name: /player \d/i }).map((i) => (i as HTMLInputElement).value);

describe('new-game screen drafts', () => {
	beforeEach(() => useI18n('en'));

	it('names typed survive a closed browser in their seats, and Start forgets them', async () => {
		const repo = new Repository(new TablemateDb(`new-${Math.random()}`));
		vi.spyOn(repo, 'listProfiles').mockResolvedValue([]);
		const entry = findGame('score-pad')!;
		const user = userEvent.setup();
		const first = render(NewSession, { entry, flow: 'live', repo });
		const [a, b] = await screen.findAllByRole('textbox', { name: /player \d/i });
		await user.type(a!, 'Zoe');
		await user.type(b!, 'Mia');
		await vi.waitFor(async () => expect(await repo.listDrafts(NEW_GAME)).toHaveLength(1));
		await vi.waitFor(async () =>
			expect(JSON.stringify((await repo.listDrafts(NEW_GAME))[0]?.value)).toContain('Mia')
		);
		first.unmount();

		render(NewSession, { entry, flow: 'live', repo });
		await screen.findAllByRole('textbox', { name: /player \d/i });
		expect(names()).toEqual(['Zoe', 'Mia']);
		await user.click(screen.getByRole('button', { name: 'Start' }));
		await vi.waitFor(async () => expect(await repo.listDrafts(NEW_GAME)).toHaveLength(0));
		const [session] = await repo.db.sessions.toArray();
		expect(session?.players.map((p) => p.name)).toEqual(['Zoe', 'Mia']);
	});
});

describe('new-game screen: who starts', () => {
	beforeEach(() => useI18n('en'));

	it('offers its own draw only where the setup code does not decide who starts', async () => {
		const repo = new Repository(new TablemateDb(`first-${Math.random()}`));
		vi.spyOn(repo, 'listProfiles').mockResolvedValue([]);
		const pad = render(NewSession, { entry: findGame('score-pad')!, flow: 'live', repo });
		await screen.findAllByRole('textbox', { name: /player \d/i });
		expect(screen.getByRole('button', { name: /first player/i })).toBeInTheDocument();
		pad.unmount();
		render(NewSession, { entry: findGame('lancaster')!, flow: 'live', repo });
		await screen.findAllByRole('textbox', { name: /player \d/i });
		expect(screen.queryByRole('button', { name: /first player/i })).toBeNull();
	});
});

describe('new-game screen: options', () => {
	beforeEach(() => useI18n('en'));

	it('the score pad asks which game first, above the players; a game’s options stay folded', async () => {
		const repo = new Repository(new TablemateDb(`opts-${Math.random()}`));
		vi.spyOn(repo, 'listProfiles').mockResolvedValue([]);
		const pad = render(NewSession, { entry: findGame('score-pad')!, flow: 'live', repo });
		const [first] = await screen.findAllByRole('textbox', { name: /player \d/i });
		const game = screen.getByRole('combobox', { name: /which game/i });
		expect(game.closest('details')).toBeNull();
		expect(game.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		pad.unmount();
		render(NewSession, { entry: findGame('lancaster')!, flow: 'live', repo });
		await screen.findAllByRole('textbox', { name: /player \d/i });
		expect(screen.getByText('Options and setup code').closest('details')).not.toHaveAttribute(
			'open'
		);
	});
});
