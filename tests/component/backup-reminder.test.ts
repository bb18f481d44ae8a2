// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The same module the component gets for $app/state (vitest.config.ts aliases it).
import { page } from '../mocks/app-state.svelte';
import BackupReminder from '$lib/ui/BackupReminder.svelte';
import { useI18n } from './helpers';

vi.mock('$lib/db/lazy', () => ({
	lazyRepo: async () => ({ getMeta: async () => undefined, countSessions: async () => 3 })
}));

const TEXT = 'Your browser may clear stored games. Export a backup from Settings.';

describe('backup reminder', () => {
	beforeEach(async () => {
		await useI18n('en');
		Object.defineProperty(navigator, 'storage', {
			configurable: true,
			value: { persisted: vi.fn(async () => false) }
		});
	});
	afterEach(() => {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		delete (navigator as any).storage;
		page.url = new URL('http://localhost/');
	});

	it('shows on history when storage is not persistent and games are stored', async () => {
		page.url = new URL('http://localhost/history');
		render(BackupReminder);
		expect(await screen.findByText(TEXT)).toBeInTheDocument();
	});

	it.each(['/session/abc', '/new/lancaster', '/setup/root', '/settings'])(
		'stays quiet on %s (a game screen arriving later would push it; settings has the export)',
		async (path) => {
			page.url = new URL(`http://localhost${path}`);
			render(BackupReminder);
			await new Promise((r) => setTimeout(r, 20));
			expect(screen.queryByText(TEXT)).toBeNull();
		}
	);
});
