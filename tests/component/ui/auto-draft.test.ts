// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DraftStore } from '$lib/ui/draft.svelte';
import { autoDrafts, fieldKeys } from '$lib/ui/auto-draft';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import AutoDraftStep from '../fixtures/AutoDraftStep.svelte';

const settle = () => new Promise((r) => setTimeout(r, 60));

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

describe('automatic drafts of every field', () => {
	it('a field keeps its key while its screen is out of the page (a reload builds it there first)', () => {
		const root = document.createElement('div');
		root.innerHTML = `<section aria-labelledby="step-h"><h2 id="step-h">Round 1</h2>
			<label for="pts">Ana's points</label><input id="pts" type="text">
			<span id="bn">Benno's points</span><input aria-labelledby="bn" type="text"></section>`;
		document.body.append(root);
		const inPage = [...fieldKeys(root).keys()];
		root.remove();
		expect(inPage).toEqual(["auto:Round 1|Ana's points#0", "auto:Round 1|Benno's points#0"]);
		expect([...fieldKeys(root).keys()]).toEqual(inPage);
	});

	it('a number, a select and a check box typed but not recorded come back after a reload', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const user = userEvent.setup();
		const first = render(AutoDraftStep, {
			auto: autoDrafts(await storeFor(repo, 's1')),
			record: () => true
		});
		await user.clear(screen.getByLabelText('Power'));
		await user.type(screen.getByLabelText('Power'), '7');
		await user.selectOptions(screen.getByLabelText('County'), 'kent');
		await user.click(screen.getByLabelText('Confirmed'));
		await settle();
		first.unmount(); // the tab is killed

		render(AutoDraftStep, { auto: autoDrafts(await storeFor(repo, 's1')), record: () => true });
		await settle();
		expect(screen.getByLabelText('Power')).toHaveValue(7);
		expect(screen.getByLabelText('County')).toHaveValue('kent');
		expect(screen.getByLabelText('Confirmed')).toBeChecked();
	});

	it('a typed field then changed by a button (a counter + after typing) keeps the value it shows', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const user = userEvent.setup();
		render(AutoDraftStep, { auto: autoDrafts(await storeFor(repo, 's1')), record: () => true });
		await user.clear(screen.getByLabelText('Power'));
		await user.type(screen.getByLabelText('Power'), '5');
		await user.click(screen.getByRole('button', { name: 'One more' }));
		await settle();
		expect((await repo.listDrafts('s1')).map((r) => r.value)).toEqual(['6']);
	});

	it('a field marked data-draft="off" is never written to storage', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const user = userEvent.setup();
		render(AutoDraftStep, { auto: autoDrafts(await storeFor(repo, 's1')), record: () => true });
		await user.type(screen.getByLabelText('Vote'), 'yes');
		await settle();
		const rows = await repo.listDrafts('s1');
		expect(rows.map((r) => r.value)).not.toContain('yes');
		expect(rows).toHaveLength(0);
	});

	it('once the step is recorded its drafts are gone, and the next step starts blank after a reload', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const user = userEvent.setup();
		const sent: unknown[] = [];
		const first = render(AutoDraftStep, {
			auto: autoDrafts(await storeFor(repo, 's1')),
			record: (v) => (sent.push(v), true)
		});
		await user.clear(screen.getByLabelText('Power'));
		await user.type(screen.getByLabelText('Power'), '5');
		await settle();
		expect((await repo.listDrafts('s1')).length).toBe(1);
		await user.click(screen.getByRole('button', { name: 'Record' }));
		await settle();
		expect(sent).toEqual([{ power: 5, county: '', ok: false }]);
		expect(await repo.listDrafts('s1')).toEqual([]);
		first.unmount();
		render(AutoDraftStep, { auto: autoDrafts(await storeFor(repo, 's1')), record: () => true });
		await settle();
		expect(screen.getByLabelText('Power')).toHaveValue(0);
	});

	it('a refused step keeps what was typed, in storage and on screen', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const user = userEvent.setup();
		render(AutoDraftStep, { auto: autoDrafts(await storeFor(repo, 's1')), record: () => false });
		await user.clear(screen.getByLabelText('Power'));
		await user.type(screen.getByLabelText('Power'), '9');
		await user.click(screen.getByRole('button', { name: 'Record' }));
		await settle();
		expect(screen.getByLabelText('Power')).toHaveValue(9);
		expect((await repo.listDrafts('s1')).map((r) => r.value)).toEqual(['9']);
	});

	it('the board pane is drafted too, in its own area: a field named like one of the step keeps its own value', async () => {
		const repo = new Repository(new TablemateDb(`auto-${Math.random()}`));
		const panes = () => {
			document.body.innerHTML =
				'<div id="now"><label>Gold <input type="number"></label></div>' +
				'<div id="board"><label>Gold <input type="number"></label></div>';
			return [document.getElementById('now')!, document.getElementById('board')!] as const;
		};
		const gold = (pane: Element) => pane.querySelector('input')!;
		let [now, board] = panes();
		let auto = autoDrafts(await storeFor(repo, 's1'));
		const off = [auto.attach(now), auto.attach(board, 'board')];
		for (const [pane, value] of [
			[now, '3'],
			[board, '8']
		] as const) {
			gold(pane).value = value;
			gold(pane).dispatchEvent(new Event('input', { bubbles: true }));
		}
		await settle();
		expect((await repo.listDrafts('s1')).map((r) => r.value).sort()).toEqual(['3', '8']);
		off.forEach((f) => f()); // the tab is killed

		[now, board] = panes();
		auto = autoDrafts(await storeFor(repo, 's1'));
		auto.attach(now);
		auto.attach(board, 'board');
		await settle();
		expect(gold(now).value).toBe('3');
		expect(gold(board).value).toBe('8');
	});
});
