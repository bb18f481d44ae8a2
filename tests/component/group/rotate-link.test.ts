// @vitest-environment jsdom
/**
 * The group screen's «Change the link»: a phone that typed the server's token
 * is offered it, confirms what happens, and the screen calls rotateGroup and then shows the
 * group's new link and its QR code; a refusal shows a translated message and leaves the old
 * link; a phone holding only the room's capability is told, in one line, why it cannot.
 * The group client (run.ts) is replaced: what rotateGroup does is tested in
 * tests/unit/sync/group-rotate.test.ts against a real server.
 */
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { repo } from '$lib/db/repo';
import { addGroup, dropGroup, listGroups, type GroupInfo } from '$lib/sync/group/groups';
import { useI18n } from '../helpers';

const run = vi.hoisted(() => ({
	rotateGroup: vi.fn(),
	startGroups: vi.fn()
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
const moved: GroupInfo = { ...old, room: 'g-newroom0002', token: 'r1.new-capability' };

/** A running group as the screen reads it: no plays, one member, online. */
const fakeSync = (group: GroupInfo) => ({
	group,
	link: { status: 'online', whenSynced: async () => 'synced' },
	last: null,
	plays: () => [],
	members: () => ['Ana'],
	listen: () => () => {},
	proposals: async () => [],
	players: async () => []
});

async function phone(serverToken: string) {
	const r = repo();
	for (const g of await listGroups(r)) await dropGroup(r, g.room);
	await addGroup(r, old);
	await r.setMeta('sync:server', { url: URL, token: serverToken });
	await r.setMeta('sync:device', 'Ana');
	run.startGroups.mockImplementation(async () => (await listGroups(r)).map(fakeSync));
}

const linkField = () =>
	screen.getByRole<HTMLInputElement>('textbox', { name: /link to join the group/i });

describe('changing a group’s link on the group screen', () => {
	beforeEach(async () => {
		await useI18n('en');
		run.rotateGroup.mockReset();
		run.startGroups.mockReset();
	});

	it('a phone holding the server token confirms, rotateGroup runs, and the new link and its QR code are shown', async () => {
		await phone('the-server-token');
		run.rotateGroup.mockImplementation(async (r, room) => {
			await dropGroup(r, room);
			await addGroup(r, moved);
			return moved;
		});
		const user = userEvent.setup();
		render(GroupPage);
		await user.click(await screen.findByRole('button', { name: 'Change the link' }));
		const confirm = screen.getByRole('group', { name: 'Change the link' });
		expect(confirm).toHaveTextContent(/members who left the group lose access/i);
		expect(confirm).toHaveTextContent(/the members who stay need the new link/i);
		expect(run.rotateGroup).not.toHaveBeenCalled();
		await user.click(within(confirm).getByRole('button', { name: 'Change the link now' }));

		await waitFor(() => expect(linkField().value).toContain('g-newroom0002'));
		expect(run.rotateGroup).toHaveBeenCalledTimes(1);
		expect(run.rotateGroup.mock.calls[0]![1]).toBe('g-oldroom0001');
		expect(linkField().value).toContain('r1.new-capability');
		expect(screen.getByText(/the link changed: this is the new one/i)).toBeVisible();
		expect(
			await screen.findByRole('img', { name: /QR code of the link to join the group Thursday/ })
		).toBeVisible();
	});

	it('a refusal (null) or an error shows a translated message and keeps the old link', async () => {
		await phone('the-server-token');
		const user = userEvent.setup();
		render(GroupPage);
		run.rotateGroup.mockResolvedValueOnce(null);
		await user.click(await screen.findByRole('button', { name: 'Change the link' }));
		await user.click(screen.getByRole('button', { name: 'Change the link now' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			/could not be changed.*Nothing changed: the current link still works/
		);
		run.rotateGroup.mockRejectedValueOnce(new Error('WebSocket closed 1006 internal'));
		vi.spyOn(console, 'error').mockImplementation(() => {});
		await user.click(screen.getByRole('button', { name: 'Change the link now' }));
		await waitFor(() => expect(run.rotateGroup).toHaveBeenCalledTimes(2));
		await waitFor(() =>
			expect(screen.getByRole('button', { name: 'Change the link now' })).toBeEnabled()
		);
		expect(screen.getByRole('alert')).toHaveTextContent(/could not be changed/);
		expect(document.body).not.toHaveTextContent(/1006|WebSocket/);
		expect(linkField().value).toContain('g-oldroom0001');
		expect((await listGroups(repo())).map((g) => g.room)).toEqual(['g-oldroom0001']);
	});

	it('a phone holding only the room’s capability is not offered the change, and is told why', async () => {
		await phone('r1.a-room-capability');
		render(GroupPage);
		expect(
			await screen.findByText(/only a phone that typed the table server’s token can change/i)
		).toBeVisible();
		expect(screen.queryByRole('button', { name: 'Change the link' })).toBeNull();
	});
});
