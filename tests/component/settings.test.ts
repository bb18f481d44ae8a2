// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Settings from '$lib/ui/Settings.svelte';
import { freshRepo, useI18n } from './helpers';

function mockStorage(persisted: boolean, grant: boolean) {
	Object.defineProperty(navigator, 'storage', {
		configurable: true,
		value: {
			persisted: vi.fn(async () => persisted),
			persist: vi.fn(async () => grant),
			estimate: vi.fn(async () => ({ usage: 3 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 }))
		}
	});
}

describe('settings', () => {
	beforeEach(() => useI18n('en'));
	afterEach(() => {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		delete (navigator as any).storage;
	});

	it('says storage is not persistent, reminds to back up, and can ask again', async () => {
		mockStorage(false, true);
		const user = userEvent.setup();
		render(Settings, { repo: freshRepo() });
		expect(await screen.findByText(/not persistent/)).toHaveTextContent(
			'Export a backup now and then'
		);
		expect(screen.getByText('3 MB used of 2 GB available')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Ask again for persistent storage' }));
		expect(await screen.findByText(/Storage is persistent/)).toBeInTheDocument();
	});

	it('a refused backup file says why, in the chosen language', async () => {
		await useI18n('es');
		mockStorage(true, true);
		const user = userEvent.setup();
		render(Settings, { repo: freshRepo() });
		const file = new File(['{"format":"tablemate-backup",'], 'roto.json', {
			type: 'application/json'
		});
		await user.upload(screen.getByTestId('import-file'), file);
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'No es una copia de Tablemate: no es JSON válido (quizá el archivo está cortado). Tus partidas guardadas no han cambiado.'
		);
	});
});
