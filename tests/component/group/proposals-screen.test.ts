// @vitest-environment jsdom
/**
 * The group screen lists the corrections other members propose to this phone's plays, with the
 * play's game and date, and its Accept and Decline reach the group's client (run.ts, replaced
 * here; what accepting does is tested in tests/unit/sync/group-proposals.test.ts).
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { repo } from '$lib/db/repo';
import { addGroup, dropGroup, listGroups, type GroupInfo } from '$lib/sync/group/groups';
import { useI18n } from '../helpers';

const run = vi.hoisted(() => ({
	rotateGroup: vi.fn(),
	startGroups: vi.fn(),
	accept: vi.fn(async () => true),
	decline: vi.fn(async () => {})
}));

vi.mock('$lib/sync/group/run', () => run);
vi.mock('$lib/ui/load-game', () => ({ loadGame: async () => null }));
// The QR code is drawn eagerly (the screen imports it lazily).
import.meta.glob('../../../src/lib/ecosystem/SetupQr.svelte', { eager: true });

import GroupPage from '../../../src/routes/group/+page.svelte';

const URL = 'ws://127.0.0.1:4999';
(globalThis as { isSecureContext?: boolean }).isSecureContext ??= true;
const old: GroupInfo = {
	url: URL,
	room: 'g-oldroom0001',
	token: 'r1.old-capability',
	name: 'Thursday',
	joinedAt: 1
};

/** A running group as the screen reads it: no plays, one member, online. */
const fakeSync = (group: GroupInfo) => ({
	group,
	link: { status: 'online', whenSynced: async () => 'synced' },
	last: null,
	plays: () => [],
	members: () => ['Ana'],
	listen: () => () => {},
	proposals: async () => [
		{
			kind: 'theirs',
			id: 'proposal-1',
			who: 'Beto',
			at: 5,
			row: {
				id: 'play-1',
				gameId: 'score-pad',
				options: { game: 'Lancaster', lowWins: false },
				createdAt: new Date(2026, 10, 12, 20).getTime()
			}
		}
	],
	players: async () => [
		{ id: 'c1', kind: 'rename', who: 'Beto', from: 'Ana G.', to: 'Ana', at: 4 }
	],
	accept: run.accept,
	decline: run.decline
});

async function phone(serverToken: string) {
	const r = repo();
	for (const g of await listGroups(r)) await dropGroup(r, g.room);
	await addGroup(r, old);
	await r.setMeta('sync:server', { url: URL, token: serverToken });
	await r.setMeta('sync:device', 'Ana');
	run.startGroups.mockImplementation(async () => (await listGroups(r)).map(fakeSync));
}

describe('corrections proposed on the group screen', () => {
	beforeEach(async () => {
		await useI18n('en');
		run.startGroups.mockReset();
	});

	it('names the proposer, the game and the play’s date, and Accept and Decline reach the group', async () => {
		await phone('r1.a-room-capability');
		const user = userEvent.setup();
		render(GroupPage);
		const line = await screen.findByText(/^Beto proposes correcting your Lancaster play of /);
		expect(line).toHaveTextContent(/12/);
		expect(line).toHaveTextContent(/11/);
		await user.click(screen.getByRole('button', { name: /^Accept the correction Beto proposes/ }));
		await waitFor(() => expect(run.accept).toHaveBeenCalledWith('proposal-1'));
		await user.click(screen.getByRole('button', { name: /^Decline the correction Beto proposes/ }));
		await waitFor(() => expect(run.decline).toHaveBeenCalledWith('proposal-1'));
	});

	it('lists a member’s rename of a remembered player', async () => {
		await phone('r1.a-room-capability');
		render(GroupPage);
		expect(await screen.findByText('Beto renamed Ana G. to Ana')).toBeVisible();
	});
});
