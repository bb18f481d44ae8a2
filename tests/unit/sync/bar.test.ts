// @vitest-environment jsdom
/**
 * The top bar while a shared table's secret choice is open: everyone chooses at once
 * on their own phone, so the bar names no one's turn; it says how many have sealed theirs.
 */
import { render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LiveBar from '$lib/ui/LiveBar.svelte';
import { sealing } from '$lib/sync/bar.svelte';
import { en } from '$lib/sync/messages/en';
import { es } from '$lib/sync/messages/es';
import { useI18n } from '../../component/helpers';

const ana = { id: 'ana', name: 'Ana', color: '#c00' };
const props = {
	game: 'Lancaster',
	where: 'Round 2 · Parliament',
	turn: ana,
	undoLabel: 'Undo',
	redoLabel: 'Redo',
	canUndo: false,
	canRedo: false,
	onundo: () => {},
	onredo: () => {}
};

describe('the top bar during a shared secret choice', () => {
	beforeEach(() => useI18n('en'));
	afterEach(() => {
		sealing.note = null;
	});

	it('names whose turn it is when no shared secret choice is open', () => {
		render(LiveBar, props);
		const bar = screen.getByRole('banner');
		expect(within(bar).getByText('Ana')).toBeInTheDocument();
		expect(bar).not.toHaveTextContent(/sealed/);
	});

	it('while one is open, shows how many have sealed instead of a player, and the turn again once it closes', () => {
		render(LiveBar, props);
		const bar = screen.getByRole('banner');
		sealing.note = 'Everyone at once · 2 of 4 sealed';
		flushSync();
		expect(bar).toHaveTextContent('Everyone at once · 2 of 4 sealed');
		expect(within(bar).queryByText('Ana')).toBeNull();
		expect(bar).toHaveTextContent('Round 2 · Parliament');
		sealing.note = null;
		flushSync();
		expect(within(bar).getByText('Ana')).toBeInTheDocument();
	});

	it('the note is worded in both languages with the count and the number of players', () => {
		expect(en['sync.secret.bar']).toContain('{sealed}');
		expect(en['sync.secret.bar']).toContain('{of}');
		expect(es['sync.secret.bar']).toContain('{sealed}');
		expect(es['sync.secret.bar']).toContain('{of}');
		expect(es['sync.secret.bar']).not.toBe(en['sync.secret.bar']);
	});
});
