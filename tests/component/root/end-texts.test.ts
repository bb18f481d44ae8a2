// @vitest-environment jsdom
/**
 * The end screen before «Why?» was ever opened: only the game's first catalogue is in (the
 * «Why?» texts load when asked), as after a reload. The step card and the Board still show the
 * result in words, never a message id, in English and Spanish.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import { get } from 'svelte/store';
import { _, locale, waitLocale } from 'svelte-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { addGameMessages, setupI18n } from '$lib/i18n';
import { module } from '$lib/games/root/index';
import BoardView from '$lib/games/root/ui/BoardView.svelte';
import Live from '$lib/games/root/ui/Live.svelte';
import WithLateMessages from './WithLateMessages.svelte';
import { loadPanels } from './harness';
import { playAt, rootTable, SETUP } from '../../unit/root/table';

const ctx = rootTable('ROOTEND');
const play = playAt(ctx);
const ended = play([
	...SETUP,
	{ type: 'vp', player: 'ana', delta: 5 },
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'vp', player: 'ben', delta: 30 }
]);

/** Every text and accessible name on the page: none may be a message id. */
const shown = () =>
	[
		document.body.textContent ?? '',
		...[...document.querySelectorAll('[aria-label],[title]')].map(
			(el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`
		)
	].join('\n');

beforeAll(loadPanels);

describe('Root end screen, «Why?» never opened', () => {
	for (const [lang, outcome, title] of [
		['en', 'Winner: Ben.', 'VP victory'],
		['es', 'Gana Ben.', 'Victoria por PV']
	] as const)
		it(`${lang}: the step card and the Board say who won in words`, async () => {
			setupI18n(lang);
			await locale.set(lang);
			// The first catalogue only, as a session screen loads it.
			await addGameMessages(module.id, module.messages);
			await waitLocale(lang);
			if (lang === 'en') expect(get(_)('root.why.win.outcome')).toBe('root.why.win.outcome');
			const props = { state: ended, ctx, dispatch: async () => null };
			render(WithLateMessages, { props: { game: module, view: Live, viewProps: props } });
			render(WithLateMessages, { props: { game: module, view: BoardView, viewProps: props } });
			await waitFor(() => expect(screen.getAllByText(outcome)).toHaveLength(2));
			expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
			expect(shown()).not.toMatch(/root\.[a-z0-9]+\.[a-z]/i);
		});
});
