// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStore } from '$lib/ui/draft.svelte';
import { draftStoreKey, fitsShape } from '$lib/ui/form-draft.svelte';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import DraftForm from './fixtures/DraftForm.svelte';
import { useI18n } from './helpers';

/** The drafts of one session as the session screen loads them from IndexedDB. */
async function storeFor(repo: Repository, sessionId: string, position = () => 0) {
	const rows = await repo.listDrafts(sessionId);
	const store = new DraftStore(
		rows.map((r) => [r.form, r.value] as const),
		{
			put: (form, value) => repo.putDraft(sessionId, form, value),
			clear: (form) => repo.clearDraft(sessionId, form)
		}
	);
	store.position = position;
	return store;
}

const key = (player: string) => draftStoreKey({ step: 'final', entity: player });
const stored = (repo: Repository, player: string) =>
	repo.getDraft<{ value: unknown; refused: unknown }>('s1', key(player));
const newRepo = () => new Repository(new TablemateDb(`drafts-${Math.random()}`));

describe('form drafts (the form state is the draft)', () => {
	beforeEach(() => useI18n('en'));
	it('after a reload the field shows the typed value and Send records exactly it; then the draft is gone', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const first = render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			drafts: await storeFor(repo, 's1')
		});
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '7{Enter}');
		await user.type(screen.getByLabelText('Note'), 'castle');
		await vi.waitFor(async () =>
			expect((await stored(repo, 'p1'))?.value).toEqual({ gold: 7, note: 'castle' })
		);
		first.unmount(); // the tab is killed

		const onsend = vi.fn(() => true);
		const again = render(DraftForm, { player: 'p1', onsend, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue('7');
		expect(screen.getByLabelText('Note')).toHaveValue('castle');
		await user.click(screen.getByRole('button', { name: 'Send' }));
		expect(onsend).toHaveBeenCalledWith({ gold: 7, note: 'castle' });
		expect(screen.getByLabelText('Gold')).toHaveValue('0');
		await vi.waitFor(async () => expect(await stored(repo, 'p1')).toBeUndefined());
		again.unmount();
	});

	it('a form field takes each whole number typed at once: typed with no Enter, the tab killed, it is shown and sent', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const first = render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			drafts: await storeFor(repo, 's1')
		});
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '15');
		await vi.waitFor(async () =>
			expect((await stored(repo, 'p1'))?.value).toEqual({ gold: 15, note: '' })
		);
		first.unmount();
		const onsend = vi.fn(() => true);
		render(DraftForm, { player: 'p1', onsend, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue('15');
		await user.click(screen.getByRole('button', { name: 'Send' }));
		expect(onsend).toHaveBeenCalledWith({ gold: 15, note: '' });
	});

	it('a field that records when committed: text typed and not committed comes back as not recorded yet; Record records exactly it', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const record = vi.fn();
		const first = render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			record,
			drafts: await storeFor(repo, 's1')
		});
		await user.clear(screen.getByLabelText('Score'));
		await user.type(screen.getByLabelText('Score'), '12');
		await vi.waitFor(async () =>
			expect((await stored(repo, 'p1')) as unknown).toMatchObject({ typed: { score: '12' } })
		);
		first.unmount();
		expect(record).not.toHaveBeenCalled();
		render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			record,
			drafts: await storeFor(repo, 's1')
		});
		expect(screen.getByLabelText('Score')).toHaveValue('12');
		expect(screen.getByLabelText('Score')).toHaveAccessibleDescription(
			'“12” is not recorded yet. Record Discard'
		);
		expect(record).not.toHaveBeenCalled();
		await user.click(screen.getByRole('button', { name: 'Record' }));
		expect(record).toHaveBeenCalledWith(12);
		expect(screen.queryByText(/not recorded yet/)).toBeNull();
		await vi.waitFor(async () => expect(await stored(repo, 'p1')).toBeUndefined());
	});

	it('text put back after a reload and discarded is forgotten: nothing recorded, the field shows its value', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const record = vi.fn();
		const first = render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			record,
			drafts: await storeFor(repo, 's1')
		});
		await user.type(screen.getByLabelText('Score'), '4');
		await vi.waitFor(async () => expect(await stored(repo, 'p1')).toBeDefined());
		first.unmount();
		render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			record,
			drafts: await storeFor(repo, 's1')
		});
		await user.click(screen.getByRole('button', { name: 'Discard' }));
		expect(screen.getByLabelText('Score')).toHaveValue('0');
		expect(record).not.toHaveBeenCalled();
		await vi.waitFor(async () => expect(await stored(repo, 'p1')).toBeUndefined());
	});

	it('a draft belongs to its entity: another player’s form shows its own, and switching back brings the first', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const drafts = await storeFor(repo, 's1');
		const view = render(DraftForm, { player: 'ana', onsend: () => true, drafts });
		await user.type(screen.getByLabelText('Note'), 'ana-note');
		await view.rerender({ player: 'ana' });
		view.unmount();
		const ben = render(DraftForm, { player: 'ben', onsend: () => true, drafts });
		expect(screen.getByLabelText('Note')).toHaveValue('');
		ben.unmount();
		render(DraftForm, { player: 'ana', onsend: () => true, drafts });
		expect(screen.getByLabelText('Note')).toHaveValue('ana-note');
		await vi.waitFor(async () => expect(await stored(repo, 'ben')).toBeUndefined());
	});

	it('refused text stays refused after a reload and keeps Send disabled', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		const first = render(DraftForm, {
			player: 'p1',
			onsend: () => true,
			drafts: await storeFor(repo, 's1')
		});
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '4x');
		expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
		await vi.waitFor(async () =>
			expect((await stored(repo, 'p1'))?.refused).toEqual({ gold: '4x' })
		);
		first.unmount();

		render(DraftForm, { player: 'p1', onsend: () => true, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue('4x');
		expect(screen.getByLabelText('Gold')).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
		await user.clear(screen.getByLabelText('Gold'));
		await user.type(screen.getByLabelText('Gold'), '5{Enter}');
		expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
	});

	it('a stored draft of another shape (an older build) is dropped, shown blank and deleted', async () => {
		const repo = newRepo();
		await repo.putDraft('s1', key('p1'), {
			formDraft: 1,
			value: { silver: 3 },
			refused: {},
			since: 0
		});
		await repo.putDraft('s1', 'auto:Final|Gold#0', '9');
		render(DraftForm, { player: 'p1', onsend: () => true, drafts: await storeFor(repo, 's1') });
		expect(screen.getByLabelText('Gold')).toHaveValue('0');
		await vi.waitFor(async () => expect(await stored(repo, 'p1')).toBeUndefined());
	});

	it('an undo below the entries in effect when a draft was begun forgets it, on screen and stored', async () => {
		const repo = newRepo();
		const user = userEvent.setup();
		let position = 3;
		await repo.putDraft('s1', key('ben'), {
			formDraft: 1,
			value: { gold: 2, note: 'b' },
			refused: {},
			since: 2
		});
		const late = await storeFor(repo, 's1', () => position);
		render(DraftForm, { player: 'ana', onsend: () => true, drafts: late });
		await user.type(screen.getByLabelText('Note'), 'typed at 3');
		await vi.waitFor(async () => expect(await stored(repo, 'ana')).toBeDefined());
		position = 2;
		late.undoneTo(2);
		flushSync();
		expect(screen.getByLabelText('Note')).toHaveValue('');
		await vi.waitFor(async () => expect(await stored(repo, 'ana')).toBeUndefined());
		// Begun at 2 entries: an undo to 2 keeps it.
		expect((await stored(repo, 'ben'))?.value).toEqual({ gold: 2, note: 'b' });
	});

	it('fitsShape: same keys and leaf kinds where the blank names them; empty blanks take any', () => {
		expect(fitsShape({ gold: 3 }, { gold: 0 })).toBe(true);
		expect(fitsShape({ gold: '3' }, { gold: 0 })).toBe(false);
		expect(fitsShape({ silver: 3 }, { gold: 0 })).toBe(false);
		expect(fitsShape({ gold: 3, extra: 1 }, { gold: 0 })).toBe(false);
		expect(fitsShape({ a: ['x'] }, {})).toBe(true);
		expect(fitsShape({ rows: { p1: 2 } }, { rows: {} })).toBe(true);
		expect(fitsShape([{ n: 1 }], [{ n: 0 }])).toBe(true);
		expect(fitsShape([{ n: 'x' }], [{ n: 0 }])).toBe(false);
		expect(fitsShape({ who: null }, { who: '' })).toBe(true);
	});

	it('a draft put back unchanged is not written again; a changed one is, and one whose write failed is written again', async () => {
		let fail = false;
		const writes: unknown[] = [];
		let failed = Promise.resolve();
		const store = new DraftStore([]);
		store.load([['final', { gold: 3 }]], {
			put: async (_form, value) => {
				writes.push(value);
				if (fail) {
					failed = Promise.resolve();
					throw new Error('full');
				}
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
		await failed;
		await vi.waitFor(() => {
			fail = false;
			store.put('final', { gold: 5 });
			expect(writes).toEqual([{ gold: 4 }, { gold: 5 }, { gold: 5 }]);
		});
		expect(store.get('final')).toEqual({ gold: 5 });
	});
});
