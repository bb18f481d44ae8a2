// @vitest-environment jsdom
/**
 * The printed board values are remembered for the table when typed, and the values remembered
 * from an earlier game, arriving late, never replace what the table has just typed.
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { module, type Options } from '$lib/games/root/index';
import { TRADE_POST_TRACK_VP } from '$lib/games/root/data';
import OptionsForm from '$lib/games/root/ui/OptionsForm.svelte';
import { useI18n } from '../helpers';

const memory = vi.hoisted(() => ({
	release: null as null | ((v: unknown) => void),
	remembered: [] as unknown[]
}));
vi.mock('$lib/ui/table-memory', () => ({
	// The earlier game's values arrive only when the test says (a slow IndexedDB).
	recall: (_game: string, key: string) =>
		key === 'prints' ? new Promise((ok) => (memory.release = ok)) : Promise.resolve(undefined),
	remember: async (_game: string, key: string, value: unknown) => {
		if (key === 'prints') memory.remembered.push(value);
	}
}));

describe('Root printed values and the table memory', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('a value typed is remembered at once; the older remembered values never overwrite it', async () => {
		const user = userEvent.setup();
		const calls: Options[] = [];
		const r = render(OptionsForm, {
			props: {
				options: { factions: ['marquise', 'lizards', 'riverfolk'], firstPlayer: 0 },
				players: 3,
				onchange: (next: Options) => {
					calls.push(next);
					void r.rerender({ options: next });
				}
			}
		});
		await user.click(screen.getByText('Values printed on the faction boards'));
		await screen.findByRole(
			'textbox',
			{ name: 'VP of space 1 of each trade-post track' },
			{ timeout: 8000 }
		);
		await user.click(screen.getByRole('button', { name: /Increase VP of space 1/ }));
		const typed = [TRADE_POST_TRACK_VP[0]! + 1, ...TRADE_POST_TRACK_VP.slice(1)];
		expect(memory.remembered.at(-1)).toMatchObject({ postVp: typed });
		// The earlier game's values arrive now: what the table typed stays.
		memory.release?.({ postVp: [9, 9, 9], gardenDraws: [0, 1, 1, 1, 1, 1] });
		await new Promise((ok) => setTimeout(ok, 0));
		expect(calls.at(-1)?.prints?.postVp).toEqual(typed);
		expect(
			screen.getByRole('textbox', { name: 'VP of space 1 of each trade-post track' })
		).toHaveValue(String(typed[0]));
	});
});
