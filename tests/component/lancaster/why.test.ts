// @vitest-environment jsdom
/**
 * The battle result view carries its «Why?»: one tap opens the inputs (each slot's knights),
 * the calculation (the totals, each rank's prize) and the rule with its rulebook page.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settled, useI18n } from '../helpers';
import { module, type Options } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import { battleRecord } from '$lib/games/lancaster/state';
import BattleResult from '$lib/games/lancaster/ui/BattleResult.svelte';
// The «Why?» code the result loads lazily, loaded here first: the fold renders without a wait.
import '$lib/games/lancaster/explain';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { twoPlayerAllies: false, lawDeck: 'app' },
	seed: 'WHY'
};

describe('Lancaster battle result: why', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('«¿Por qué?» under a fought battle shows its slots, totals, ranks and «Reglamento p. 5»', async () => {
		const rec = battleRecord(
			'b1',
			{ franceStrength: 4, power: [5, 3, 1] },
			[
				{ id: 'a', knights: [2, 1] },
				{ id: 'b', knights: [3] }
			],
			1
		);
		render(BattleResult, { props: { rec, ctx } });
		await settled();
		await userEvent.click(await screen.findByText('¿Por qué?'));
		const panel = screen.getByText('¿Por qué?').closest('details')!;
		expect(panel.open).toBe(true);
		// The reasons' words are a late catalogue, loaded when the fold first opens.
		await waitFor(() => expect(panel.textContent).toContain('Reglamento p. 5'));
		const text = panel.textContent!;
		expect(text).toContain('Casilla 1: 2 + 1 = fuerza 3');
		expect(text).toContain('Casilla 2: 3 = fuerza 3');
		expect(text).toContain('Inglaterra suma 6 contra 4 de Francia');
		expect(text).toContain('Rango 1: Benno, fuerza 3 → 5');
		expect(text).toContain('Benno queda por encima porque entró después');
		expect(text).toContain('Reglamento p. 5');
	});
});
