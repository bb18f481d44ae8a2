// @vitest-environment jsdom
/**
 * Issue 32 on screen: corrections after the end, a stale tick that turns a release list into
 * «who stays», the table's deal visibly tapped and kept over a reload, the table's own event row,
 * the month's forecast.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import type { YotdEvent } from '$lib/games/year-of-the-dragon/data';
import {
	live,
	nextPlayer,
	type LiveAction,
	type LiveState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';
import { isInvalid } from '$lib/games/core/types';
import Live from '$lib/games/year-of-the-dragon/ui/Live.svelte';
import { DraftStore } from '$lib/ui/draft.svelte';
import { handState, old, palace, young } from '../../unit/year-of-the-dragon/helpers';
import { playE2eGame } from '../../unit/year-of-the-dragon/e2e-game';
import { settled, useI18n } from '../helpers';
import WithDrafts from '../fixtures/WithDrafts.svelte';

import.meta.glob('/src/lib/games/year-of-the-dragon/ui/*.svelte', { eager: true });

const ctx: SessionContext<YotdOptions> = {
	players: [
		{ id: 'p0', name: 'Ana', color: '#c62828' },
		{ id: 'p1', name: 'Benno', color: '#1565c0' },
		{ id: 'p2', name: 'Clara', color: '#2e7d32' }
	],
	options: { largePrivilegeCost: 6, firstPlayer: 0 },
	seed: 'DRAGN5'
};

beforeEach(async () => {
	await useI18n('en', module);
	window.scrollTo = vi.fn();
});

function contagion(over: Partial<LiveState>, palaces: ReturnType<typeof palace>[][]): LiveState {
	const row = live.init(ctx).eventRow;
	return handState(
		ctx,
		{
			month: 3,
			eventRow: [...row.slice(0, 2), 'contagion', ...row.slice(3)] as YotdEvent[],
			order: [],
			done: [],
			...over
		},
		palaces.map((p, i) => ({ palaces: p, track: 10 - i }))
	);
}

describe('year of the dragon, round 3 on screen', () => {
	it('after the end, correcting the game opens each player’s corrections, and a correction is sent', async () => {
		const { state } = playE2eGame();
		expect(state.phase).toBe('finished');
		const dispatch = vi.fn().mockResolvedValue(null);
		const shown = render(Live, { state, ctx, dispatch, readonly: true });
		await settled();
		expect(screen.queryByText('Correct Ana')).toBeNull();
		shown.unmount();
		render(Live, { state, ctx, dispatch, readonly: false });
		await settled();
		expect(screen.getByRole('heading', { name: 'Correct the final board' })).toBeTruthy();
		const user = userEvent.setup();
		await user.click(screen.getByText('Correct Ana'));
		const yuan = state.players.find((p) => p.id === 'p0')!.yuan;
		await user.click(screen.getByRole('button', { name: "Increase Ana's Yuan" }));
		expect(dispatch).toHaveBeenCalledWith({
			type: 'adjust',
			player: 'p0',
			field: 'yuan',
			value: yuan + 1
		});
	});

	it('a correction that turns a release list into «who stays» starts with everybody released', async () => {
		// Ana has a mortar (a healer): she releases 2 of 4 and ticks the healer.
		const before = contagion({ phase: 'event' }, [
			[palace(2, young('healer'), young('monk')), palace(2, young('farmer'), young('warrior'))],
			[palace(1)],
			[palace(1)]
		]);
		const dispatch = vi.fn().mockResolvedValue(null);
		const shown = render(Live, { state: before, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(
			screen.getByRole('checkbox', { name: 'Release Healer (young) from palace 1 of Ana' })
		);
		// A correction removes the healer: no mortar, 3 persons, all 3 go — tick who stays (0).
		const after: LiveState = {
			...before,
			players: before.players.map((p) =>
				p.id === 'p0'
					? {
							...p,
							palaces: [palace(2, young('monk')), palace(2, young('farmer'), young('warrior'))]
						}
					: p
			)
		};
		await shown.rerender({ state: after, ctx, dispatch });
		await settled();
		const ana = screen.getByRole('group', { name: 'Ana: releases 3 persons — tick who stays (0)' });
		expect(within(ana.closest('li')!).getByText('Staying 0 of 0')).toBeTruthy();
		for (const box of within(ana).getAllByRole('checkbox'))
			expect((box as HTMLInputElement).checked).toBe(false);
	});

	it('resolving the event takes the screen back to the top, where the next step is', async () => {
		const s = contagion({ phase: 'event' }, [[palace(1)], [palace(1)], [palace(1)]]);
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		await userEvent.setup().click(screen.getByRole('button', { name: /^Resolve / }));
		expect(dispatch).toHaveBeenCalledTimes(1);
		expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
	});

	it('the table’s deal: the mode and each card’s group look tapped, and the taps survive a reload', async () => {
		const s: LiveState = {
			...contagion({ phase: 'action', actions: [] }, [[palace(1)], [palace(1)], [palace(1)]]),
			tableDeal: true,
			groups: [],
			dragons: []
		};
		const drafts = new DraftStore([]);
		const dispatch = vi.fn().mockResolvedValue(null);
		const first = render(WithDrafts, {
			props: { drafts, view: Live, viewProps: { state: s, ctx, dispatch } }
		});
		await settled();
		expect(
			screen.getByRole('button', { name: 'The table: enter its deal' }).getAttribute('aria-pressed')
		).toBe('true');
		const taxes = { name: 'Taxes in group 2' };
		await userEvent.setup().click(screen.getByRole('button', taxes));
		expect(screen.getByRole('button', taxes).getAttribute('aria-pressed')).toBe('true');
		first.unmount();
		render(WithDrafts, { props: { drafts, view: Live, viewProps: { state: s, ctx, dispatch } } });
		await settled();
		expect(screen.getByRole('button', taxes).getAttribute('aria-pressed')).toBe('true');
		expect(
			screen.getByRole('button', { name: 'Taxes in group 1' }).getAttribute('aria-pressed')
		).toBe('false');
	});

	it('the table enters its own event row; a row the rulebook could not draw is refused with a reason', async () => {
		let s = live.init(ctx);
		s = { ...s, phase: 'action', month: 1, order: ['p0', 'p1', 'p2'], groups: [], actions: [] };
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(screen.getByText('The table’s event row'));
		await settled();
		const save = screen.getByRole('button', { name: 'Save the table’s row' }) as HTMLButtonElement;
		expect(save.disabled).toBe(true);
		const row: YotdEvent[] = [
			'drought',
			'contagion',
			'mongols',
			'festival',
			'tribute',
			'drought',
			'contagion',
			'mongols',
			'festival',
			'tribute'
		];
		// Month 4 as month 3: two Droughts side by side.
		await user.selectOptions(screen.getByRole('combobox', { name: 'Month 3' }), 'drought');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Month 4' }), 'drought');
		expect(screen.getByText(/never two identical side by side/)).toBeTruthy();
		expect(save.disabled).toBe(true);
		for (let m = 3; m <= 12; m++)
			await user.selectOptions(screen.getByRole('combobox', { name: `Month ${m}` }), row[m - 3]);
		const same = row.every((e, i) => e === s.eventRow[i + 2]);
		if (!same) {
			expect(save.disabled).toBe(false);
			await user.click(save);
			expect(dispatch).toHaveBeenCalledWith({
				type: 'setEventRow',
				row: ['peace', 'peace', ...row]
			});
		}
	});

	it('the month’s forecast says who would lose persons to the coming event with today’s board', async () => {
		const s = contagion({ phase: 'action', groups: [['taxes']], dragons: [[]], actions: [] }, [
			[palace(2, young('monk'), young('farmer'))],
			[palace(2, young('healer'), young('farmer'))],
			[palace(1)]
		]);
		render(Live, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const f = screen.getByRole('region', { name: 'Forecast: Contagion with today’s board' });
		expect(within(f).getByText('Ana would release 2 persons')).toBeTruthy();
		// Benno's mortar saves one of 3, and he has 2: both go, as Ana's 2.
		expect(within(f).getByText('Benno would release 2 persons')).toBeTruthy();
		expect(within(f).queryByText(/Clara/)).toBeNull();
	});

	it('the person step’s line of what each played names the card once when it is the person’s own type', async () => {
		const apply = (st: LiveState, a: LiveAction) => {
			const r = live.reduce(st, a, ctx);
			if (isInvalid(r)) throw new Error(r.reason.key);
			return r;
		};
		let s = live.init(ctx);
		for (const [player, persons] of [
			['p0', ['monk', 'warrior']],
			['p1', ['farmer', 'healer']],
			['p2', ['courtLady', 'taxCollector']]
		] as const)
			s = apply(s, { type: 'startingPair', player, persons: [...persons], palaces: [0, 1] });
		while (s.phase === 'action') s = apply(s, { type: 'noAction', player: nextPlayer(s)! });
		const first = nextPlayer(s)!;
		s = apply(s, {
			type: 'recruit',
			player: first,
			card: 'craftsman',
			person: young('craftsman'),
			palace: 0
		});
		const second = nextPlayer(s)!;
		s = apply(s, {
			type: 'recruit',
			player: second,
			card: 'wild',
			person: old('farmer'),
			palace: 0
		});
		render(Live, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const order = screen.getByRole('list', { name: 'Turn order' });
		const lines = within(order)
			.getAllByRole('listitem')
			.map((li) => li.textContent ?? '');
		expect(lines.some((l) => /✓ Craftsman \(young\) into palace 1, moves \d+$/.test(l))).toBe(true);
		expect(lines.some((l) => /Craftsman.*Craftsman/.test(l))).toBe(false);
		// A «?» card is not the person's type: the card is said, then the person.
		expect(lines.some((l) => /✓ Wild \?: Farmer \(old\) into palace 1, moves \d+$/.test(l))).toBe(
			true
		);
	});
});
