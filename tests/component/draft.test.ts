// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, restoreDraft } from '$lib/ui/draft.svelte';
import DraftForm from './fixtures/DraftForm.svelte';

const ctx = { players: [{ id: 'p1', name: 'Ana', color: '#c62828' }], options: {}, seed: 'ABCDEF' };

describe('form drafts', () => {
	beforeEach(() => localStorage.clear());

	it('keep what was typed across a reload until the form is sent', async () => {
		const user = userEvent.setup();
		const first = render(DraftForm, { ctx, onsend: () => true });
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '7');
		first.unmount(); // the tab is killed

		const onsend = vi.fn(() => true);
		const again = render(DraftForm, { ctx, onsend });
		expect(screen.getByLabelText('Gold')).toHaveValue(7);
		await user.click(screen.getByRole('button', { name: 'Send' }));
		expect(onsend).toHaveBeenCalledWith({ gold: 7 });
		again.unmount();

		render(DraftForm, { ctx, onsend });
		expect(screen.getByLabelText('Gold')).toHaveValue(0);
	});

	it('are per session and ignore a saved value of another shape', () => {
		const other = { ...ctx, players: [{ id: 'p9', name: 'Ana', color: '#c62828' }] };
		expect(draftKey(ctx, 'final')).not.toBe(draftKey(other, 'final'));
		localStorage.setItem('k', JSON.stringify({ silver: 3 }));
		expect(restoreDraft('k', { gold: 0 })).toEqual({ gold: 0 });
		localStorage.setItem('k', 'not json');
		expect(restoreDraft('k', { gold: 0 })).toEqual({ gold: 0 });
		localStorage.setItem('k', JSON.stringify({ a: ['x'] }));
		expect(restoreDraft('k', {})).toEqual({ a: ['x'] });
	});
});
