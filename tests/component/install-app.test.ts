// @vitest-environment jsdom
/**
 * Installing: «Install» shows only once the browser offers it (`beforeinstallprompt`), opens
 * the browser's dialog, and is gone once installed; iPhone Safari gets a one-screen how-to.
 * Home says in one line what each way into a game does.
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Home from '$lib/ui/Home.svelte';
import { freshRepo, useI18n } from './helpers';

function offerInstall(outcome: 'accepted' | 'dismissed') {
	const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
		prompt: () => Promise<void>;
		userChoice: Promise<{ outcome: string }>;
	};
	e.prompt = vi.fn(async () => {});
	e.userChoice = Promise.resolve({ outcome });
	window.dispatchEvent(e);
	return e;
}

import InstallApp, { resetInstallOffer } from '$lib/ui/InstallApp.svelte';

describe('install', () => {
	beforeEach(async () => {
		resetInstallOffer();
		await useI18n('es');
	});
	afterEach(() => {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		delete (navigator as any).userAgent;
	});

	it('shows «Instalar» only once the browser offers it, opens its dialog, and is gone once installed', async () => {
		const user = userEvent.setup();
		render(InstallApp);
		expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
		const e = offerInstall('accepted');
		expect(e.defaultPrevented).toBe(true);
		await user.click(await screen.findByRole('button', { name: 'Instalar' }));
		expect(e.prompt).toHaveBeenCalledOnce();
		await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull(), {
			timeout: 2000
		});
	});

	it('on iPhone Safari offers a one-screen how-to: Share, then Add to Home Screen', async () => {
		Object.defineProperty(navigator, 'userAgent', {
			configurable: true,
			value:
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
		});
		const user = userEvent.setup();
		render(InstallApp);
		await user.click(screen.getByRole('button', { name: 'Cómo instalarla en iPhone o iPad' }));
		const dialog = screen.getByRole('dialog', { name: 'Instalar Tablemate en iPhone o iPad' });
		expect(dialog).toHaveTextContent('Compartir');
		expect(dialog).toHaveTextContent('Añadir a pantalla de inicio');
	});

	it('home says in one line what Play, Setup and Quick score each do', async () => {
		await useI18n('en');
		render(Home, { repo: freshRepo() });
		expect(
			screen.getByText(/^Play: .*Setup: .*Quick score: /, { selector: 'p' })
		).toBeInTheDocument();
	});
});
