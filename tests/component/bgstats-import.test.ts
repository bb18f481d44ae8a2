// @vitest-environment jsdom
/**
 * The BG Stats import screen: a file's players shown beside their proposed match before
 * anything is stored, a match changed, then the plays stored; a bad file refused in words.
 */
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import BgStatsImport from '../../src/routes/settings/BgStatsImport.svelte';
import { freshRepo, useI18n } from './helpers';

const text = readFileSync('tests/unit/ecosystem/fixtures/bgstats-small.json', 'utf8');

describe('BG Stats import screen', () => {
	beforeEach(() => useI18n('en'));

	it('shows each incoming player beside its proposed match, stores nothing until confirmed, then stores with the changed match', async () => {
		const repo = freshRepo();
		await repo.db.profiles.put({
			key: 'ana g.',
			name: 'Ana G.',
			color: '#1565c0',
			lastUsed: 1,
			uses: 3
		});
		await repo.db.profiles.put({
			key: 'carla',
			name: 'Carla',
			color: '#2e7d32',
			lastUsed: 2,
			uses: 3
		});
		const user = userEvent.setup();
		render(BgStatsImport, { repo });
		await user.upload(
			screen.getByTestId('bgstats-file'),
			new File([text], 'bgstats.json', { type: 'application/json' })
		);
		const list = await screen.findByTestId('bgstats-matches', {}, { timeout: 10_000 });
		// Carla is remembered under that name; Ana is not (only «Ana G.»): proposed as new.
		const carla = within(list).getByRole('combobox', { name: /^Carla \(\d+ plays\) becomes/ });
		expect(carla).toHaveValue('Carla');
		const ana = within(list).getByRole('combobox', { name: /^Ana \(\d+ plays\) becomes/ });
		expect(ana).toHaveValue('');
		expect(screen.getByText('6 plays can come in; 6 are left out.')).toBeInTheDocument();
		expect(await repo.countSessions()).toBe(0);

		await user.selectOptions(ana, 'Ana G.');
		await user.click(screen.getByRole('button', { name: 'Import 6 plays' }));
		expect(
			await screen.findByText(/6 plays imported/, {}, { timeout: 10_000 })
		).toBeInTheDocument();
		const leftOut = screen.getByTestId('bgstats-left-out');
		expect(within(leftOut).getAllByRole('listitem')).toHaveLength(6);
		// A hostile game name is shown as text, never as markup.
		expect(leftOut).toHaveTextContent('<script>alert(1)</script>, 2025-10-11');
		expect(document.querySelector('script')).toBeNull();
		const stored = await repo.listHistory();
		expect(stored).toHaveLength(6);
		expect(stored.some((s) => s.players.some((p) => p.name === 'Ana G.'))).toBe(true);
		expect(stored.some((s) => s.players.some((p) => p.name === 'Ana'))).toBe(false);
	});

	it('a file that is not a BG Stats export is refused in the chosen language and nothing is stored', async () => {
		await useI18n('es');
		const repo = freshRepo();
		const user = userEvent.setup();
		render(BgStatsImport, { repo });
		await user.upload(
			screen.getByTestId('bgstats-file'),
			new File(['{"hello": 1}'], 'x.json', { type: 'application/json' })
		);
		expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
			'Este archivo no es una exportación de BG Stats'
		);
		expect(await repo.countSessions()).toBe(0);
	});
});
