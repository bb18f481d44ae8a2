// @vitest-environment jsdom
/**
 * Year of the Dragon at a real table, on screen: the table's deal at 5 players (one row a card, the
 * save in the sticky confirm row), a Build's form on the first screen (its group alone), the
 * table's event row before the starting pick, one replace button per kind of person, and the
 * corrections after the end right under the button that opens them.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import { ACTION_CARDS } from '$lib/games/year-of-the-dragon/data';
import { initLive, type LiveState, type YotdOptions } from '$lib/games/year-of-the-dragon/state';
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

/** Three players in the action phase with Build in the last group, player 1 holding `palaces`. */
function buildTurn(palaces: ReturnType<typeof palace>[]) {
	const ctx3: SessionContext<YotdOptions> = { ...five, players: five.players.slice(0, 3) };
	const s: LiveState = handState(
		ctx3,
		{
			phase: 'action',
			order: ['p0', 'p1', 'p2'],
			actions: [],
			groups: [
				['taxes', 'harvest', 'fireworks'],
				['parade', 'research'],
				['build', 'privilege']
			],
			dragons: [[], [], []]
		},
		[{ palaces }]
	);
	return { ctx3, s };
}

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

	it('a Build of 2 floors: one tap a floor on the palace tapped, the first under the card; a full palace is never offered; the last floor builds and the page goes back to the top', async () => {
		const { ctx3, s } = buildTurn([palace(2, young('craftsman')), palace(1), palace(3)]);
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx: ctx3, dispatch });
		await settled();
		const user = userEvent.setup();
		const groups = () => screen.getAllByRole('heading', { name: /^Group \d$/ });
		const floorButtons = () =>
			screen
				.getAllByRole('button', { name: /^Build a floor on/ })
				.map((b) => b.getAttribute('aria-label'));
		// Under the Build card: palaces 1 and 2 and a new one (palace 3 has its 3 floors).
		expect(floorButtons()).toEqual([
			'Build a floor on palace 1 (group 3, now 2 floors)',
			'Build a floor on palace 2 (group 3, now 1 floor)',
			'Build a floor on new palace 1 (group 3, now 0 floors)'
		]);
		await user.click(screen.getByRole('button', { name: /^Build a floor on palace 1 / }));
		const form = screen.getByRole('group', { name: 'Build 2 floors: where?' });
		expect(groups().map((h) => h.textContent?.trim())).toEqual(['3']);
		// Palace 1 now has its 3 floors: it leaves the picker.
		expect(floorButtons()).toEqual([
			'Build a floor on palace 2 (group 3, now 1 floor)',
			'Build a floor on new palace 1 (group 3, now 0 floors)'
		]);
		expect(dispatch).not.toHaveBeenCalled();
		await user.click(within(form).getByRole('button', { name: /^Build a floor on palace 2 / }));
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'takeAction',
			player: 'p0',
			group: 2,
			card: 'build',
			build: { addTo: [0, 1], newPalaces: [] }
		});
		expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
	});

	it('a Build started can take back a floor, and Cancel brings every group back', async () => {
		const { ctx3, s } = buildTurn([palace(2, young('craftsman')), palace(1)]);
		render(Live, { state: s, ctx: ctx3, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const user = userEvent.setup();
		const groups = () => screen.getAllByRole('heading', { name: /^Group \d$/ });
		await user.click(screen.getByRole('button', { name: /^Build a floor on palace 2 / }));
		expect(screen.getByText(/^Placed/).textContent?.trim()).toBe('Placed 1 of 2 floors.');
		await user.click(screen.getByRole('button', { name: 'Take back a floor' }));
		expect(screen.getByText(/^Placed/).textContent?.trim()).toBe('Placed 0 of 2 floors.');
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(groups()).toHaveLength(3);
	});

	it('before the start, the table’s event row comes before the starting pick', async () => {
		const ctx3: SessionContext<YotdOptions> = { ...five, players: five.players.slice(0, 3) };
		render(Live, {
			state: initLive(ctx3),
			ctx: ctx3,
			dispatch: vi.fn().mockResolvedValue(null)
		});
		await settled();
		const row = screen.getByText('The table’s event row');
		const pick = await screen.findByRole('group', { name: /^Persons chosen/ });
		expect(row.compareDocumentPosition(pick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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

	it('correcting a finished game: one fold a player, best first with points and place, above the final table and with no scroll', async () => {
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
		expect(screen.queryByRole('heading', { name: 'Correct the final board' })).toBeNull();
		shown.unmount();
		const { container } = render(Live, { state, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
		expect(headings.indexOf('Correct the final board')).toBe(0);
		expect(headings.indexOf('Final scoring')).toBeGreaterThan(0);
		const section = screen.getByRole('region', { name: 'Correct the final board' });
		expect(
			[...section.querySelectorAll('summary')].map((s) =>
				s.textContent?.replace(/\s+/g, ' ').trim()
			)
		).toEqual([
			'Correct Ana · 32 points, 1st',
			'Correct Clara · 30 points, 2nd',
			'Correct Benno · 20 points, 3rd'
		]);
		// The folds sit under the button the table tapped: the page does not move.
		expect(into).not.toHaveBeenCalled();
		expect(window.scrollTo).not.toHaveBeenCalled();
	});
});

describe('year of the dragon: the board', () => {
	it('a player’s line: yuan, rice and fireworks, palaces and persons over floors, each count with its picture and named whole for screen readers', async () => {
		const { default: PlayerLine } =
			await import('$lib/games/year-of-the-dragon/ui/PlayerLine.svelte');
		const s = handState(five, { phase: 'action', month: 3 }, [
			{
				yuan: 12,
				rice: 3,
				fireworks: 1,
				palaces: [palace(2, young('monk')), palace(3, young('farmer'), young('healer'))]
			}
		]);
		const { container } = render(PlayerLine, { player: five.players[0]!, state: s, ctx: five });
		await settled();
		const rows = [...container.querySelectorAll('.row')].map((r) =>
			[...r.querySelectorAll('.item')].map((e) => e.textContent)
		);
		expect(rows).toEqual([
			['¥12', '3', '1'],
			['2', '3/5']
		]);
		// Each picture sits in its count's own box (kept on one line): never parted from it.
		expect(container.querySelectorAll('.row .item svg')).toHaveLength(4);
		// The whole line in words, which names the button the shell makes of it.
		expect(container.querySelector('.visually-hidden')?.textContent).toBe(
			'Ana: 12 yuan, 3 rice, 1 fireworks; 2 palaces, 3 persons on 5 floors'
		);
	});

	it('the Board tab: tableaus folded behind the players’ lines; one tap on a line unfolds that player’s tableau alone, with the track and privileges the line leaves to it', async () => {
		const { default: BoardTab } = await import('./BoardTab.svelte');
		const s = handState(five, { phase: 'action', month: 3 }, [{ yuan: 12, track: 9 }]);
		render(BoardTab, { state: s, ctx: five, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		expect(screen.queryAllByRole('article')).toHaveLength(0);
		screen.getByRole('list', { name: 'Event row' });
		screen.getByRole('region', { name: 'Person display' });
		const line = screen.getByRole('button', { name: /^Benno: / });
		await userEvent.setup().click(line);
		expect(line.getAttribute('aria-expanded')).toBe('true');
		expect(
			(await screen.findAllByRole('article')).map((a) => a.getAttribute('aria-label'))
		).toEqual(['Benno']);
		// What the tableau holds lies in the box the line names, right under Benno's line.
		const tableau = document.getElementById(line.getAttribute('aria-controls')!)!;
		expect(within(tableau).getByRole('article', { name: 'Benno' })).toBeTruthy();
		expect(tableau.previousElementSibling?.contains(line)).toBe(true);
		await userEvent.setup().click(screen.getByRole('button', { name: /^Ana: / }));
		const ana = await screen.findByRole('article', { name: 'Ana' });
		expect(within(ana).queryByTitle('Yuan')).toBeNull();
		expect(within(ana).getByTitle('Person track').closest('div')?.textContent).toMatch(/9/);
		await userEvent.setup().click(line);
		expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
			'Ana'
		]);
	});
});
