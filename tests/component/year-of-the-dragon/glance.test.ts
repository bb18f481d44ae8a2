// @vitest-environment jsdom
/**
 * Issue 45, Year of the Dragon on screen: the table's deal at 5 players (one row a card, the save
 * in the sticky confirm row), one replace button per kind of person, and the corrections brought
 * into view when the table asks for them.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import { ACTION_CARDS } from '$lib/games/year-of-the-dragon/data';
import { type LiveState, type YotdOptions } from '$lib/games/year-of-the-dragon/state';
import en from '$lib/games/year-of-the-dragon/messages/en';
import Live from '$lib/games/year-of-the-dragon/ui/Live.svelte';
import { handState, palace, young } from '../../unit/year-of-the-dragon/helpers';
import { playE2eGame } from '../../unit/year-of-the-dragon/e2e-game';
import { settled, useI18n } from '../helpers';

import.meta.glob('/src/lib/games/year-of-the-dragon/ui/*.svelte', { eager: true });

const five: SessionContext<YotdOptions> = {
	players: ['Ana', 'Benno', 'Clara', 'Doro', 'Emil'].map((name, i) => ({
		id: `p${i}`,
		name,
		color: '#000'
	})),
	options: { largePrivilegeCost: 6 },
	seed: 'DRAGN5'
};

const CARD_NAMES = Object.fromEntries(
	ACTION_CARDS.map((c) => [c, (en as Record<string, string>)[`year-of-the-dragon.card.${c}`]])
);

beforeEach(async () => {
	await useI18n('en', module);
	window.scrollTo = vi.fn();
});

describe('year of the dragon at a glance', () => {
	it('the table’s deal at 5 players: one row a card with a button per group, the save in the sticky confirm row', async () => {
		const s: LiveState = {
			...handState(five, { phase: 'action', month: 1, actions: [], order: [], done: [] }),
			tableDeal: true,
			groups: [],
			dragons: []
		};
		render(Live, { state: s, ctx: five, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		for (const card of ACTION_CARDS) {
			const row = screen.getByRole('group', { name: CARD_NAMES[card] });
			// A grid of the name and one column per group: one line, whatever the names.
			expect(row.classList.contains('groups')).toBe(true);
			expect(row.style.getPropertyValue('--groups')).toBe('5');
			expect(within(row).getAllByRole('button')).toHaveLength(5);
		}
		const save = screen.getByRole('button', { name: 'Save the table’s deal' });
		expect(save.closest('.step-confirm')).not.toBeNull();
	});

	it('every palace full with two identical persons: one replace button for them', async () => {
		const ctx3: SessionContext<YotdOptions> = { ...five, players: five.players.slice(0, 3) };
		const s = handState(ctx3, { phase: 'person', order: ['p0', 'p1', 'p2'], done: [] }, [
			{ palaces: [palace(2, young('craftsman'), young('craftsman')), palace(1, young('monk'))] }
		]);
		render(Live, { state: s, ctx: ctx3, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		await userEvent.setup().click(screen.getByRole('button', { name: 'Farmer (young, moves 4)' }));
		const replace = screen.getAllByRole('button', { name: /: replace / });
		expect(replace.map((b) => b.textContent?.trim())).toEqual([
			'Palace 1: replace Craftsman (young) with Farmer (young) (moves 4)',
			'Palace 2: replace Monk (young) with Farmer (young) (moves 4)'
		]);
	});

	it('correcting a finished game brings the corrections into view', async () => {
		const { state, ctx } = playE2eGame();
		const into = vi.fn();
		Element.prototype.scrollIntoView = into;
		const shown = render(Live, {
			state,
			ctx,
			dispatch: vi.fn().mockResolvedValue(null),
			readonly: true
		});
		await settled();
		expect(into).not.toHaveBeenCalled();
		shown.unmount();
		render(Live, { state, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		expect(into).toHaveBeenCalledTimes(1);
		const section = into.mock.contexts[0] as HTMLElement;
		expect(section.querySelector('h2')?.textContent).toBe('Correct the final board');
	});
});
