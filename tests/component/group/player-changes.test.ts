// @vitest-environment jsdom
/**
 * The group screen's lines for remembered players renamed or merged by a member: «Ana renamed
 * Ana G. to Ana» in both languages, and a change this phone could not make says why with the
 * message a change made here gives.
 */
import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import PlayerChanges from '$lib/sync/ui/PlayerChanges.svelte';
import { loadGroupMessages } from '$lib/sync/group/messages';
import { useI18n } from '../helpers';

const lines = [
	{
		id: '2',
		kind: 'merge' as const,
		who: 'Ana',
		from: 'Bea',
		to: 'Carl',
		at: 2,
		refused: { key: 'players.error.together', values: { count: 1, from: 'Bea', to: 'Carl' } }
	},
	{ id: '1', kind: 'rename' as const, who: 'Ana', from: 'Ana G.', to: 'Ana', at: 1 }
];

describe('players renamed or merged in the group', () => {
	it('says who renamed or merged whom, in English, and why a merge was not made here', async () => {
		await useI18n('en');
		await loadGroupMessages();
		render(PlayerChanges, { lines });
		expect(screen.getByText('Ana renamed Ana G. to Ana')).toBeVisible();
		expect(screen.getByText('Ana merged Bea into Carl')).toBeVisible();
		expect(screen.getByText(/^Not made on this phone: /)).toHaveTextContent(/Bea.*Carl/);
	});

	it('in Spanish', async () => {
		await useI18n('es');
		await loadGroupMessages();
		render(PlayerChanges, { lines: lines.slice(1) });
		expect(screen.getByText('Ana renombró a Ana G. como Ana')).toBeVisible();
	});
});
