// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages } from 'svelte-i18n';
import LiveBar from '$lib/ui/LiveBar.svelte';
import { page } from '../../mocks/app-state.svelte';
import { useI18n } from '../helpers';

const rules = {
	title: { key: 'test.rules.title' },
	asks: { key: 'test.rules.asks' },
	rules: [{ text: { key: 'test.rules.one' }, page: 7 }]
};
const bar = (withRules: boolean) => ({
	game: 'Lancaster',
	where: 'Round 2',
	turn: null,
	rules: withRules ? rules : null,
	undoLabel: 'Undo',
	redoLabel: 'Redo',
	canUndo: false,
	canRedo: false,
	onundo: vi.fn(),
	onredo: vi.fn()
});

describe('the step’s rules at hand («?» in the live bar)', () => {
	beforeEach(async () => {
		await useI18n('en');
		addMessages('en', {
			'test.rules.title': 'Parliament',
			'test.rules.asks': 'Each player votes on the open law.',
			'test.rules.one': 'A tie keeps the law out.'
		});
		page.state = {};
	});

	it('«?» opens the step’s name, what it asks and each rule with its rulebook page; the phone’s back closes it', async () => {
		render(LiveBar, bar(true));
		await userEvent.click(screen.getByRole('button', { name: 'Rules for this step' }));
		const dialog = screen.getByRole('dialog', { name: 'Parliament' });
		expect(dialog).toHaveAttribute('open');
		expect(dialog).toHaveTextContent('Each player votes on the open law.');
		expect(dialog).toHaveTextContent('A tie keeps the law out. Rulebook p. 7');
		page.state = {}; // back
		flushSync();
		expect(dialog).not.toHaveAttribute('open');
	});

	it('its Back button closes it through the history, as the phone’s back would', async () => {
		const back = vi.spyOn(history, 'back').mockImplementation(() => {
			page.state = {};
		});
		render(LiveBar, bar(true));
		await userEvent.click(screen.getByRole('button', { name: 'Rules for this step' }));
		await userEvent.click(screen.getByRole('button', { name: 'Back' }));
		expect(back).toHaveBeenCalledTimes(1);
		expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
		back.mockRestore();
	});

	it('a step without rules shows no «?»', () => {
		render(LiveBar, bar(false));
		expect(screen.queryByRole('button', { name: 'Rules for this step' })).toBeNull();
	});
});
