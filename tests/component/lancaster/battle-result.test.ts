// @vitest-environment jsdom
/**
 * A battle's result says what became of each prisoner: who paid its ransom and how much, or
 * that it went to the reserve — not the ransom form's own labels again.
 */
import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { settled, useI18n } from '../helpers';
import { module, type Options } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import { battleRecord } from '$lib/games/lancaster/state';
import BattleResult from '$lib/games/lancaster/ui/BattleResult.svelte';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { twoPlayerAllies: false, lawDeck: 'app' },
	seed: 'ABCDEF'
};

describe('Lancaster battle result', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('names the battle by its number and says who paid which ransom', async () => {
		// A second attempt lost: Ana's 1 and Benno's 2 are prisoners; Ana pays, Benno does not.
		const rec = {
			...battleRecord(
				'b1',
				{ franceStrength: 9, power: [4, 2, 1] },
				[
					{ id: 'a', knights: [1] },
					{ id: 'b', knights: [2] }
				],
				2
			),
			n: 2,
			freed: [0]
		};
		expect(rec.next).toBe('prisoners');
		render(BattleResult, { props: { rec, ctx } });
		await settled();
		expect(screen.getByRole('heading', { level: 4 }).textContent).toMatch(/^Batalla 2\s/);
		const ransoms = screen.getByRole('list', { name: 'Rescates' });
		expect(ransoms.textContent).toContain(
			'Ana paga 1 moneda de oro y recupera su caballero de fuerza 1'
		);
		expect(ransoms.textContent).toContain(
			'Caballero de fuerza 2 de Benno: sin rescate, a las tropas de reserva'
		);
		expect(ransoms.textContent).not.toContain('Rescate:');
	});
});
