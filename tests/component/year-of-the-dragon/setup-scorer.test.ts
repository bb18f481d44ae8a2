// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import { randomizeSetup } from '$lib/games/year-of-the-dragon/setup';
import {
	scorer,
	type ScorerAction,
	type ScorerState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';
import Options from '$lib/games/year-of-the-dragon/ui/Options.svelte';
import { parts as scorerParts } from '$lib/games/year-of-the-dragon/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorer, scorerParts);
import Setup from '$lib/games/year-of-the-dragon/ui/Setup.svelte';
import { settled, useI18n } from '../helpers';

// The panels the screens load lazily, loaded before any test renders them.
import.meta.glob('/src/lib/games/year-of-the-dragon/ui/*.svelte', { eager: true });

const ctx: SessionContext<YotdOptions> = {
	players: [
		{ id: 'a', name: 'Anna', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { largePrivilegeCost: 6, firstPlayer: null },
	seed: 'DRAGN5'
};

function apply(s: ScorerState, a: ScorerAction): ScorerState {
	const r = scorer.reduce(s, a, ctx);
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

describe('year of the dragon: setup, options, scorer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('setup shows the 12 events, the first player, pick order and supply for the seed', () => {
		const options: YotdOptions = { largePrivilegeCost: 7, firstPlayer: 2 };
		render(Setup, { seed: 'DRAGN5', players: 4, options });
		const row = screen.getByRole('list', { name: 'Event row' });
		const items = within(row).getAllByRole('listitem');
		expect(items).toHaveLength(12);
		const setup = randomizeSetup({
			players: 4,
			seed: 'DRAGN5',
			largePrivilegeCost: 7,
			firstPlayer: 2
		});
		expect(items[0].textContent).toContain('Peace');
		expect(items[2].textContent).toContain(
			{
				tribute: 'Imperial Tribute',
				drought: 'Drought',
				festival: 'Dragon Festival',
				mongols: 'Mongol Invasion',
				contagion: 'Contagion',
				peace: 'Peace'
			}[setup.eventRow[2]]
		);
		expect(screen.getByText('Chosen: player 3 starts (counting in seat order).')).toBeTruthy();
		expect(
			screen.getByText('Order for choosing the starting persons (seats): 3 → 4 → 1 → 2.')
		).toBeTruthy();
		const monk = screen.getByRole('rowheader', { name: 'Monk' }).closest('tr')!;
		// 4 players: 5 young and 3 old monks.
		expect(monk.textContent).toMatch(/5\s*\(moves 6\)\s*3\s*\(moves 2\)/);
		expect(screen.getByText('Small privilege: 2 yuan; large privilege: 7 yuan')).toBeTruthy();
	});

	it('setup in Spanish uses the rulebook terms', async () => {
		await useI18n('es', module);
		render(Setup, {
			seed: 'DRAGN5',
			players: 3,
			options: { largePrivilegeCost: 6, firstPlayer: null }
		});
		expect(screen.getByRole('heading', { name: 'Fila de eventos' })).toBeTruthy();
		expect(screen.getAllByText('Paz').length).toBeGreaterThanOrEqual(2);
		expect(screen.getByText('Recaudador de impuestos')).toBeTruthy();
		expect(screen.getByText(/^Al azar: empieza el jugador \d/)).toBeTruthy();
	});

	it('options: only the large privilege price; a change drops a legacy first-player choice', async () => {
		const onchange = vi.fn();
		render(Options, {
			options: { largePrivilegeCost: 6, firstPlayer: null },
			players: 3,
			onchange
		});
		const user = userEvent.setup();
		await user.selectOptions(screen.getByRole('combobox', { name: 'Large privilege price' }), '7');
		expect(onchange).toHaveBeenLastCalledWith({ largePrivilegeCost: 7 });
		// Who starts is the new-game screen's seat order, not a second option here.
		expect(screen.queryByRole('combobox', { name: 'First player' })).toBeNull();
	});

	it('setup of a new session: the first player of the list starts, then seat order', () => {
		render(Setup, { seed: 'DRAGN5', players: 4, options: { largePrivilegeCost: 6 } });
		expect(
			screen.getByText(/^The first player of the list starts, then seat order\./)
		).toBeTruthy();
		expect(screen.queryByText(/^(Chosen|Random): player/)).toBeNull();
	});

	it('scorer: enters end-state numbers and palaces (floors typed once)', async () => {
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Scorer, { state: scorer.init(ctx), ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Increase Anna: yuan' }));
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'set',
			player: 'a',
			field: 'yuan',
			value: 1
		});
		// One player's end state at a time: Benno taps his name, then types his floors.
		expect(screen.queryByLabelText('Benno: floors of each palace')).toBeNull();
		await user.click(
			within(screen.getByRole('group', { name: 'Whose end state' })).getByRole('button', {
				name: /Benno/
			})
		);
		// One typed field gives every palace its floors; a new palace counts as full.
		await user.type(screen.getByLabelText('Benno: floors of each palace'), '3 2{Tab}');
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'setPalaces',
			player: 'b',
			palaces: [
				{ floors: 3, persons: [], others: 3 },
				{ floors: 2, persons: [], others: 2 }
			]
		});
		// The person track is asked only of players who tie on points.
		expect(screen.queryByLabelText('Anna: person-track space')).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Compute final scores' }));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'finish' });
	});

	it('scorer: after finishing shows the full breakdown and the winner', async () => {
		let s = scorer.init(ctx);
		for (const [field, value] of [
			['score', 9],
			['yuan', 5],
			['rice', 1],
			['fireworks', 1],
			['personTrack', 20]
		] as const)
			s = apply(s, { type: 'set', player: 'b', field, value });
		s = apply(s, {
			type: 'setPalaces',
			player: 'b',
			palaces: [
				{
					floors: 3,
					persons: [
						{ type: 'monk', age: 'old' },
						{ type: 'farmer', age: 'young' }
					]
				},
				{ floors: 2, persons: [{ type: 'monk', age: 'young' }] }
			]
		});
		s = apply(s, { type: 'set', player: 'a', field: 'score', value: 10 });
		s = apply(s, { type: 'finish' });
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Scorer, { state: s, ctx, dispatch });
		await settled();
		const benno = screen.getByRole('article', { name: /^Benno: \d+ points, place 1$/ });
		const total = s.result!.find((r) => r.id === 'b')!.total;
		expect(benno.getAttribute('aria-label')).toBe(`Benno: ${total} points, place 1`);
		expect(within(benno).getByText('3 persons × 2')).toBeTruthy();
		expect(within(benno).getByText('old monk (palace 1): 2 buddhas × 3 floors = 6')).toBeTruthy();
		expect(within(benno).getByText('young monk (palace 2): 1 buddha × 2 floors = 2')).toBeTruthy();
		expect(
			within(benno).getByText(
				'5 yuan + 2 (1 rice × 2) + 2 (1 fireworks × 2) = 9 yuan; 9 ÷ 3 = 3 points'
			)
		).toBeTruthy();
		expect(screen.getByRole('article', { name: 'Anna: 10 points, place 2' })).toBeTruthy();
		// The result replaces the inputs until it is reopened.
		expect(screen.queryByRole('button', { name: 'Increase Anna: yuan' })).toBeNull();
		await userEvent.setup().click(screen.getByRole('button', { name: 'Reopen to correct' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'reopen' });
	});

	it('palace picture: a tap on an old monk empties that floor', async () => {
		const s = apply(scorer.init(ctx), {
			type: 'setPalaces',
			player: 'a',
			palaces: [{ floors: 2, persons: [{ type: 'monk', age: 'old' }] }]
		});
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Scorer, { state: s, ctx, dispatch });
		await settled();
		await userEvent.setup().click(
			screen.getByRole('button', {
				name: 'Anna, palace 1, floor 1: an old monk. Tap to change.'
			})
		);
		expect(dispatch).toHaveBeenCalledWith({
			type: 'setPalaces',
			player: 'a',
			palaces: [{ floors: 2, persons: [] }]
		});
	});

	it('scorer: a tie on points is explained by the person track', async () => {
		let s = scorer.init(ctx);
		s = apply(s, { type: 'set', player: 'a', field: 'score', value: 20 });
		s = apply(s, { type: 'set', player: 'b', field: 'score', value: 20 });
		s = apply(s, { type: 'set', player: 'a', field: 'personTrack', value: 12 });
		s = apply(s, { type: 'set', player: 'b', field: 'personTrack', value: 15 });
		s = apply(s, { type: 'finish' });
		render(Scorer, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		expect(screen.getByRole('article', { name: 'Benno: 20 points, place 1' })).toBeTruthy();
		const anna = screen.getByRole('article', { name: 'Anna: 20 points, place 2' });
		expect(
			within(anna).getByText(/the person track decides \(Anna on space 12, behind\)/)
		).toBeTruthy();
	});
});
