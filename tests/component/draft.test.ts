// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraftStore, restoreDraft } from '$lib/ui/draft.svelte';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import DraftForm from './fixtures/DraftForm.svelte';

const ctx = { players: [{ id: 'p1', name: 'Ana', color: '#c62828' }], options: {}, seed: 'ABCDEF' };

/** The drafts of one session as the session screen loads them from IndexedDB. */
async function storeFor(repo: Repository, sessionId: string) {
	const rows = await repo.listDrafts(sessionId);
	return new DraftStore(
		rows.map((r) => [r.form, r.value] as const),
		{
			put: (form, value) => repo.putDraft(sessionId, form, value),
			clear: (form) => repo.clearDraft(sessionId, form)
		}
	);
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('form drafts', () => {
	it('are kept in IndexedDB across a reload until the form is sent', async () => {
		const repo = new Repository(new TablemateDb(`drafts-${Math.random()}`));
		const user = userEvent.setup();
		const first = render(DraftForm, {
			ctx,
			onsend: () => true,
			drafts: await storeFor(repo, 's1')
		});
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '7');
		await settle();
		first.unmount(); // the tab is killed
		expect(await repo.getDraft('s1', 'final')).toEqual({ gold: 7 });

		const onsend = vi.fn(() => true);
		const again = render(DraftForm, { ctx, onsend, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue(7);
		await user.click(screen.getByRole('button', { name: 'Send' }));
		expect(onsend).toHaveBeenCalledWith({ gold: 7 });
		await settle();
		again.unmount();
		expect(await repo.getDraft('s1', 'final')).toBeUndefined();

		render(DraftForm, { ctx, onsend, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue(0);
	});

	it('belong to one session and ignore a saved value of another shape', async () => {
		const repo = new Repository(new TablemateDb(`drafts-${Math.random()}`));
		await repo.putDraft('s1', 'final', { gold: 3 });
		expect(await repo.getDraft('s2', 'final')).toBeUndefined();
		const store = new DraftStore([
			['a', { silver: 3 }],
			['b', 'not an object'],
			['c', { a: ['x'] }]
		]);
		expect(restoreDraft({ store, form: 'a' }, { gold: 0 })).toEqual({ gold: 0 });
		expect(restoreDraft({ store, form: 'b' }, { gold: 0 })).toEqual({ gold: 0 });
		expect(restoreDraft({ store, form: 'c' }, {})).toEqual({ a: ['x'] });
	});

	it('a draft put back unchanged is not written again; a changed one is, and one whose write failed is written again', async () => {
		let fail = false;
		const writes: unknown[] = [];
		const store = new DraftStore([]);
		store.load([['final', { gold: 3 }]], {
			put: async (_form, value) => {
				writes.push(value);
				if (fail) throw new Error('full');
			},
			clear: async () => {}
		});
		store.put('final', { gold: 3 });
		expect(writes).toEqual([]);
		store.put('final', { gold: 4 });
		store.put('final', { gold: 4 });
		expect(writes).toEqual([{ gold: 4 }]);
		fail = true;
		store.put('final', { gold: 5 });
		await settle();
		fail = false;
		store.put('final', { gold: 5 });
		expect(writes).toEqual([{ gold: 4 }, { gold: 5 }, { gold: 5 }]);
		expect(store.get('final')).toEqual({ gold: 5 });
	});
});
