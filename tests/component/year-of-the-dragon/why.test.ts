// @vitest-environment jsdom
/**
 * The month report and the final table each carry their «Why?»: one tap opens what the event
 * counted per player, how it resolved (releases, decay, round points) and the rule with its page.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { module } from '$lib/games/year-of-the-dragon/index';
import { finalScore } from '$lib/games/year-of-the-dragon/scoring';
import { live, type LiveState } from '$lib/games/year-of-the-dragon/state';
import FinalTable from '$lib/games/year-of-the-dragon/ui/FinalTable.svelte';
import MonthReport from '$lib/games/year-of-the-dragon/ui/MonthReport.svelte';
import { ctxFor, handState, palace, young } from '../../unit/year-of-the-dragon/helpers';
import { useI18n } from '../helpers';

beforeEach(() => useI18n('en', module));

describe('year of the dragon: why beside the result', () => {
	it('the month report’s why shows the mortars counted, the person released, the decay and the Contagion page', async () => {
		const ctx = ctxFor(2);
		const before = handState(ctx, { phase: 'event', eventRow: Array(12).fill('contagion') }, [
			{
				track: 5,
				palaces: [palace(2, young('healer'), young('monk')), palace(1, young('farmer'))]
			},
			{ track: 1, palaces: [] }
		]);
		const releases = {
			p0: [
				{ palace: 1, ...young('farmer') },
				{ palace: 0, ...young('monk') }
			]
		};
		const after = live.reduce(before, { type: 'resolveEvent', releases }, ctx) as LiveState;
		render(MonthReport, { report: after.reports.at(-1)!, players: ctx.players, open: true });
		await userEvent.click(await screen.findByText('Why?'));
		// The view shows once the reasons' catalogue (its own chunk) is in.
		const why = (await screen.findByText('Month 3: Contagion')).closest('.why') as HTMLElement;
		expect(within(why).getByText(/1 mortar on their healers/)).toBeInTheDocument();
		expect(
			within(why).getByText('Anna releases Farmer (young) from palace 2.')
		).toBeInTheDocument();
		expect(
			within(why).getByText('Decay: Anna’s palace 2 is empty and loses a floor (it vanishes).')
		).toBeInTheDocument();
		// The rulebook text has no page breaks: the rule is cited without a guessed page.
		expect(within(why).queryByText(/Rulebook p\./)).toBeNull();
	});

	it('the final table’s why shows each player’s sum and the person-track tie-break', async () => {
		const ctx = ctxFor(2);
		const results = finalScore([
			{ id: 'p0', score: 20, personTrack: 9, palaces: [], yuan: 3, rice: 0, fireworks: 0 },
			{ id: 'p1', score: 21, personTrack: 12, palaces: [], yuan: 0, rice: 0, fireworks: 0 }
		]);
		render(FinalTable, { results, players: ctx.players, tracks: { p0: 9, p1: 12 } });
		await userEvent.click(await screen.findByText('Why?'));
		await screen.findByText('Final scoring', { selector: '.why strong' });
		const why = document.querySelector('.why') as HTMLElement;
		expect(
			within(why).getByText('Anna: 20 + 0 (persons) + 0 (monks) + 1 (3 yuan ÷ 3) = 21.')
		).toBeInTheDocument();
		expect(within(why).getByText(/Benno \(12\) > Anna \(9\)/)).toBeInTheDocument();
		expect(within(why).getByText('Benno wins with 21 points.')).toBeInTheDocument();
		// The rulebook text has no page breaks: the rule is cited without a guessed page.
		expect(within(why).queryByText(/Rulebook p\./)).toBeNull();
	});
});
