// @vitest-environment jsdom
/**
 * The Threat form starts from its city: a city's tile asks the same units every time
 * (Reglamento p.9), so the units recorded on that tile last time fill the unit fields.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStore } from '$lib/ui/draft.svelte';
import { live, module } from '$lib/games/xidit';
import { tilesOf } from '$lib/games/xidit/queries';
import ThreatForm from '$lib/games/xidit/ui/ThreatForm.svelte';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { useI18n } from '../helpers';
import { context, REGIONS_8_4 } from './harness';

const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('$lib/ui/table-memory', () => ({
	recall: vi.fn(async (_g: string, key: string) => structuredClone(stored.get(key) ?? null)),
	remember: vi.fn(async (_g: string, key: string, v: unknown) => {
		stored.set(key, structuredClone(v));
		return true;
	}),
	forget: vi.fn(async () => {})
}));

const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
const field = (name: string) => screen.getByRole('textbox', { name });

function form(drafts: DraftStore, player = 0) {
	const props = {
		state: live.init(ctx),
		ctx,
		dispatch: vi.fn(async () => null),
		player: ctx.players[player],
		onclose() {}
	};
	const r = render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
	return { props, r };
}

describe('xidit Threat form: a tile’s units remembered', () => {
	beforeAll(async () => {
		await import('$lib/games/xidit/ui/ThreatForm.svelte');
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
		stored.clear();
	});

	it('a tile seen before: its city tapped first fills the units handed in last time, and Record sends them (city, gold, levels, record: no unit typed)', async () => {
		const user = userEvent.setup();
		const city = tilesOf(live.init(ctx)).board.threat[0]!;
		// First Threat on that tile: nothing remembered, the units are typed.
		const first = form(new DraftStore([]));
		await user.click(screen.getByRole('radio', { name: String(city) }));
		expect(field('Archers handed in')).toHaveValue('');
		await user.type(field('Archers handed in'), '1');
		await user.type(field('Clerics handed in'), '2');
		await user.click(screen.getByRole('button', { name: 'Record the Threat' }));
		await waitFor(() =>
			expect(stored.get('threatUnits')).toEqual({ [city]: { archers: 1, clerics: 2 } })
		);
		first.r.unmount();
		// Next time (this game or the next), another player on the same tile.
		const again = form(new DraftStore([]), 1);
		await user.click(screen.getByRole('radio', { name: String(city) }));
		expect(field('Archers handed in')).toHaveValue('1');
		expect(field('Clerics handed in')).toHaveValue('2');
		expect(
			screen.getByText(`Units as tile ${city} asked for last time: check them against the tile.`)
		).toBeInTheDocument();
		await user.type(field('Gold Sovereigns received'), '3');
		await user.click(screen.getByRole('button', { name: 'Record the Threat' }));
		expect(again.props.dispatch).toHaveBeenCalledWith(
			expect.objectContaining({
				player: 'ben',
				spent: { archers: 1, clerics: 2 },
				unitsSpent: 3,
				sovereigns: 3,
				tileCity: city
			})
		);
	});

	it('units typed before the city are never replaced; a city with no memory leaves the fields as typed', async () => {
		const user = userEvent.setup();
		const [city, other] = tilesOf(live.init(ctx)).board.threat;
		stored.set('threatUnits', { [city!]: { archers: 1 } });
		form(new DraftStore([]));
		await user.type(field('Peasant Militia handed in'), '2');
		await user.click(screen.getByRole('radio', { name: String(city) }));
		expect(field('Peasant Militia handed in')).toHaveValue('2');
		expect(field('Archers handed in')).toHaveValue('');
		await user.click(screen.getByRole('radio', { name: String(other) }));
		expect(field('Peasant Militia handed in')).toHaveValue('2');
	});

	it('filled from the tile, then another city: the fields follow the new tile (or empty); after a reload they come back exactly', async () => {
		const user = userEvent.setup();
		const [city, other] = tilesOf(live.init(ctx)).board.threat;
		stored.set('threatUnits', { [city!]: { archers: 1 } });
		const drafts = new DraftStore([]);
		const first = form(drafts);
		await user.click(screen.getByRole('radio', { name: String(city) }));
		await waitFor(() => expect(field('Archers handed in')).toHaveValue('1'));
		await user.click(screen.getByRole('radio', { name: String(other) }));
		expect(field('Archers handed in')).toHaveValue('');
		await user.click(screen.getByRole('radio', { name: String(city) }));
		expect(field('Archers handed in')).toHaveValue('1');
		first.r.unmount();
		form(drafts);
		expect(field('Archers handed in')).toHaveValue('1');
		expect(screen.getByRole('radio', { name: String(city) })).toBeChecked();
		expect(screen.getByText(/Units as tile .* asked for last time/)).toBeInTheDocument();
	});
});
