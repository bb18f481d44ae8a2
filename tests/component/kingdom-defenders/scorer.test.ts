// @vitest-environment jsdom
import { screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { module, scorer, type KdScorerAction as ScorerAction } from '$lib/games/kingdom-defenders';
import { parts } from '$lib/games/kingdom-defenders/ui/scorer-parts';
import { quickScorer, useI18n } from '../helpers';
import { kdCtx, mount, play } from './harness';

const set = (player: string, field: string, value: number) =>
	({ type: 'set', player, field, value }) as ScorerAction;

const Scorer = quickScorer(scorer, parts);

describe('kingdom defenders quick scorer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('the rulebook’s end-of-game example: 27 extra fame, with the breakdown and the winner', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		const s = play(scorer, ctx, scorer.init(ctx), [
			set('p0', 'fame', 50),
			set('p0', 'loot', 4),
			set('p0', 'rune1', 2),
			set('p0', 'rune2', 1),
			set('p0', 'tomes', 8),
			set('p0', 'magicMultiplier', 2),
			set('p0', 'wounds', 2),
			set('p1', 'fame', 60)
		]);
		const h = await mount(Scorer, scorer, ctx, s);
		// Typed through the screen: Ana's destiny card is worth 4 points.
		await user.selectOptions(
			screen.getByRole('combobox', { name: 'Destiny card of Ana' }),
			'Destiny: points worked out by the table'
		);
		const pts = screen.getByRole('textbox', { name: 'Destiny points (Ana)' });
		await user.clear(pts);
		await user.type(pts, '4{Enter}');
		await user.click(screen.getByRole('button', { name: 'Work out the result' }));
		const ana = h.state.result!.results.find((r) => r.id === 'p0')!;
		expect(ana.total - 50).toBe(27);
		const table = screen.getByRole('table', { name: 'Final fame breakdown' });
		const row = (name: RegExp) => within(table).getByRole('row', { name });
		expect(row(/^Loot/)).toHaveTextContent('4');
		expect(row(/^Runes/)).toHaveTextContent('5');
		expect(row(/^Arcane tomes/)).toHaveTextContent('16');
		expect(row(/^Wounds/)).toHaveTextContent('-2');
		expect(row(/^Destiny/)).toHaveTextContent('4');
		expect(row(/^Total/)).toHaveTextContent('7760');
		expect(
			screen.getByText('Runes: sets of 2 + 1 different shapes = 4 + 1 = 5')
		).toBeInTheDocument();
		const winner = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Winner'));
		expect(winner).toHaveTextContent('Ana');
		await user.click(screen.getByRole('button', { name: 'Correct the numbers' }));
		expect(h.state.result).toBeNull();
	});

	it('explains a tie broken by adventure cards', async () => {
		const ctx = kdCtx(2);
		const s = play(scorer, ctx, scorer.init(ctx), [
			set('p0', 'fame', 40),
			set('p1', 'fame', 40),
			set('p1', 'adventureCards', 3),
			{ type: 'finish' }
		]);
		await mount(Scorer, scorer, ctx, s);
		expect(screen.getByText(/Ana and Benno tie on 40/)).toHaveTextContent(
			'Ana 0 adventure cards and 0 loot; Benno 3 adventure cards and 0 loot. Broken by more adventure cards, then more loot.'
		);
		const winner = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Winner'));
		expect(winner).toHaveTextContent('Benno');
	});

	it('refuses more than 4 wounds with a message and keeps the value', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		const h = await mount(Scorer, scorer, ctx);
		const w = screen.getByRole('textbox', { name: 'Wounds (Ana)' });
		await user.clear(w);
		await user.type(w, '7{Enter}');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 4.');
		expect(h.state.values.p0.wounds).toBe(0);
	});

	it('names the relics apart from the resource cubes: Legendary Weapons, not Weapons', async () => {
		await mount(Scorer, scorer, kdCtx(2));
		expect(screen.getByRole('textbox', { name: 'Legendary Weapons (Ana)' })).toBeInTheDocument();
		expect(screen.queryByRole('textbox', { name: 'Weapons (Ana)' })).toBeNull();
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		const ctx = kdCtx(2);
		const s = play(scorer, ctx, scorer.init(ctx), [set('p0', 'fame', 30), { type: 'finish' }]);
		await mount(Scorer, scorer, ctx, s);
		expect(screen.getByRole('heading', { name: 'Fama final' })).toBeInTheDocument();
		expect(screen.getByRole('table', { name: 'Desglose de la Fama final' })).toBeInTheDocument();
		expect(screen.getByText('Vencedor')).toBeInTheDocument();
	});
});
