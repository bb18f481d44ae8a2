// @vitest-environment jsdom
/**
 * The result view's «¿Por qué?»: beside the winner and beside each evaluation, one tap opens
 * the inputs, the steps and the rule with its rulebook page.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { module } from '$lib/games/xidit';
import { explainFinalEvaluation } from '$lib/games/xidit/scoring';
import Result from '$lib/games/xidit/ui/Result.svelte';
import CensusOutcome from '$lib/games/xidit/ui/CensusOutcome.svelte';
import { resolveCensus } from '$lib/games/xidit/rules';
import { useI18n } from '../helpers';
import { PLAYERS } from './harness';

/** The four players' evaluation: Wealth 5/3/3/4, guild levels 4/9/2/1, units 0/1/2/0. */
const fourTable = () =>
	explainFinalEvaluation({
		players: PLAYERS.map((p, seat) => ({
			id: p.id,
			seat,
			sovereigns: [5, 3, 3, 4][seat]!,
			guildLevels: [4, 9, 2, 1][seat]!,
			units: [0, 1, 2, 0][seat]!,
			bards: {}
		})),
		regions: [],
		order: ['wealth', 'influence', 'reputation']
	});

describe('xidit result: why', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('the first evaluation opens its tie-break by units, its inputs and its page', async () => {
		// Wealth: Ben and Cai tie at 3; Ben has fewer units and leaves.
		const result = fourTable();
		render(Result, {
			result,
			players: PLAYERS,
			regions: [],
			units: { ana: 0, ben: 1, cai: 2, dia: 0 }
		});
		// One beside the winner, one per evaluation, once the explaining code is in.
		const folds = await waitFor(() => {
			const all = screen.getAllByText('¿Por qué?');
			expect(all).toHaveLength(4);
			return all;
		});
		await fireEvent.click(folds[1]!);
		const panel = folds[1]!.closest('details')!;
		// The reasons show once the game's late texts are in.
		await waitFor(() => expect(panel.querySelector('.why')).not.toBeNull());
		expect(panel.open).toBe(true);
		const text = within(panel as HTMLElement);
		expect(text.getByText('Primera Evaluación: Riqueza')).toBeInTheDocument();
		// Each line is a player's chip and the value: the name is not said twice.
		const tied = text.getAllByText('Riqueza 3, puesto 3').map((e) => e.closest('li')!.textContent!);
		expect(tied).toHaveLength(2);
		expect(tied.join('|').match(/Ben/g)).toHaveLength(1);
		expect(tied.join('|').match(/Cai/g)).toHaveLength(1);
		expect(
			text.getByText(/desempatan las Unidades tras la Pantalla, y Ben tiene menos \(1 frente a 2\)/)
		).toBeInTheDocument();
		expect(text.getByText('Siguen en juego 4: sale el último')).toBeInTheDocument();
		expect(text.getByText('Queda eliminado Ben')).toBeInTheDocument();
		expect(panel.querySelector('.rule')!.textContent).toMatch(/15/);
	});

	it('the result opens with the ranking (one line each, best first, with the three scores); each evaluation shows its outcome and keeps its column folded', async () => {
		// Wealth: Ben (3, fewer units) leaves; Influence: Dia (1); Reputation: all 0, Cai has more units.
		const result = fourTable();
		const { container } = render(Result, {
			result,
			players: PLAYERS,
			regions: [],
			units: { ana: 0, ben: 1, cai: 2, dia: 0 }
		});
		const ranking = screen.getByRole('table', { name: 'Todas las puntuaciones' });
		const rows = within(ranking).getAllByRole('row').slice(1);
		const cells = (r: HTMLElement) =>
			[...r.querySelectorAll('td, th')].map((c) => c.textContent!.trim()).join('|');
		expect(rows.map(cells)).toEqual([
			'1|CCai|3|2|0|2',
			'2|AAna|5|4|0|0',
			'3|DDia|4|1|0|0',
			'4|BBen|3|9|0|1'
		]);
		// The ranking comes before every evaluation on the page.
		const first = screen.getByRole('region', { name: /Primera Evaluación/ });
		expect(ranking.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		expect(first.textContent).toMatch(/Sale Ben:/);
		// Each evaluation is one line, who went out, folded with its reasons and its column.
		const lines = [...container.querySelectorAll('section.round > details')];
		expect(
			lines.map((d) => d.querySelector('summary')!.textContent!.replace(/\s+/g, ' ').trim())
		).toEqual(['1. Riqueza · sale Ben', '2. Influencia · sale Dia', '3. Reputación · sale Ana']);
		expect(lines.every((d) => !(d as HTMLDetailsElement).open)).toBe(true);
		expect(lines.every((d) => d.querySelector('table'))).toBe(true);
	});

	it('the winner card opens the ranking: who left at each evaluation', async () => {
		const result = explainFinalEvaluation({
			players: PLAYERS.map((p, seat) => ({
				id: p.id,
				seat,
				sovereigns: [5, 1, 3, 4][seat]!,
				guildLevels: [4, 9, 2, 1][seat]!,
				units: 0,
				bards: {}
			})),
			regions: [],
			order: ['wealth', 'influence', 'reputation']
		});
		render(Result, { result, players: PLAYERS, regions: [], units: {} });
		const fold = (await screen.findAllByText('¿Por qué?'))[0]!;
		await fireEvent.click(fold);
		await waitFor(() => expect(fold.closest('details')!.querySelector('.why')).not.toBeNull());
		const panel = within(fold.closest('details') as HTMLElement);
		expect(panel.getByText('1.ª Evaluación (Riqueza): sale Ben')).toBeInTheDocument();
		expect(panel.getByText('2.ª Evaluación (Influencia): sale Dia')).toBeInTheDocument();
		expect(panel.getByText(/Ana salva el Reino/)).toBeInTheDocument();
	});
});

describe('xidit census outcome: why', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('a revealed unit opens its counts, the tie and the census rule page', async () => {
		const outcome = resolveCensus(
			'archers',
			{ ana: 2, ben: 2, cai: 0, dia: 1 },
			PLAYERS.map((p) => p.id),
			0
		);
		render(CensusOutcome, { outcome, players: PLAYERS });
		const fold = await screen.findByText('¿Por qué?');
		await fireEvent.click(fold);
		await waitFor(() => expect(fold.closest('details')!.querySelector('.why')).not.toBeNull());
		const panel = within(fold.closest('details') as HTMLElement);
		expect(panel.getByText('1 Arquero').closest('li')!.textContent).toMatch(/Dia/);
		expect(
			panel.getByText(/Empate: todos los empatados reciben la recompensa/)
		).toBeInTheDocument();
		expect(panel.getByText(/13/, { selector: '.rule' })).toBeInTheDocument();
	});
});
