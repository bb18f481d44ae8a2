// @vitest-environment jsdom
/**
 * A Threat that is the year's last order ends the year in the same tap (Reglamento p.13, the
 * year ends once every order is carried out): the Threat and End year are recorded as two moves,
 * in that order, exactly as the two taps did.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { module, live, type LiveState } from '$lib/games/xidit';
import { tilesOf } from '$lib/games/xidit/queries';
import Live from '$lib/games/xidit/ui/Live.svelte';
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

// A phone that has never seen a Threat tile: no units filled from an earlier test's tile.
vi.mock('$lib/ui/table-memory', () => ({
	recall: vi.fn(async () => null),
	remember: vi.fn(async () => true),
	forget: vi.fn(async () => {})
}));

function renderLive(ctx: ReturnType<typeof context>, state: LiveState) {
	const h = liveDispatch(live, ctx, state);
	const r = render(Live, { state, ctx, dispatch: h.dispatch });
	h.box.rerender = (p) => r.rerender(p);
	return h;
}

/** Ana's Threat typed at a tile this phone has never seen: city, one Archer, 2 gold. */
async function typeThreat(ctx: ReturnType<typeof context>, s: LiveState) {
	const h = renderLive(ctx, s);
	await userEvent.click(screen.getByRole('button', { name: 'Ana eliminates a Threat' }));
	const form = await screen.findByRole('region', { name: 'Ana eliminates a Threat' });
	const city = tilesOf(s).board.threat[0]!;
	await userEvent.click(within(form).getByRole('radio', { name: String(city) }));
	await userEvent.type(within(form).getByLabelText('Archers handed in'), '1');
	await userEvent.type(within(form).getByLabelText('Gold Sovereigns received'), '2');
	return { h, form, city };
}

describe('xidit: the Threat form ends the year in the same tap', () => {
	beforeAll(async () => {
		await import('$lib/games/xidit/ui/ThreatForm.svelte');
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('4 players: «Record the Threat and end year 1» records the Threat then End year 1, and the state is the two taps’ state', async () => {
		const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const { h, city } = await typeThreat(ctx, s);
		await userEvent.click(screen.getByRole('button', { name: 'Record the Threat and end year 1' }));
		await vi.waitFor(() =>
			expect(h.dispatch.mock.calls.map(([a]) => a.type)).toEqual(['threat', 'endYear'])
		);
		expect(h.dispatch.mock.calls[1]![0]).toEqual({ type: 'endYear', year: 1 });
		const twoTaps = apply(live, ctx, s, h.dispatch.mock.calls[0]![0], { type: 'endYear', year: 1 });
		expect(h.box.state).toEqual(twoTaps);
		expect(h.box.state.year).toBe(2);
		expect(h.box.state.tally.ana!.sovereigns).toBe(2);
		expect(tilesOf(h.box.state).discard.threat).toEqual([city]);
		expect(await screen.findByRole('heading', { name: /^Year 2 of 12/ })).toBeInTheDocument();
	});

	it('a census year says so: the same tap ends year 4 and opens the military census', async () => {
		const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
		const ends = Array.from({ length: 3 }, () => ({ type: 'endYear' as const }));
		const s = apply(live, ctx, live.init(ctx), ...ends, {
			type: 'recruit',
			player: 'ana',
			unit: 'archers'
		});
		const { h } = await typeThreat(ctx, s);
		await userEvent.click(
			screen.getByRole('button', {
				name: 'Record the Threat and end year 4: military census'
			})
		);
		await vi.waitFor(() => expect(h.box.state.phase).toBe('census'));
	});

	it('3 players and the ghost: the track tapped under «…or record it and end year 1» raises the ghost and ends the year; the track row above only records', async () => {
		const ctx = context(3, { regions: REGIONS_8_4 });
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const { h, form } = await typeThreat(ctx, s);
		const ending = within(form).getByRole('group', { name: '…or record it and end year 1:' });
		expect(within(ending).getAllByRole('button')).toHaveLength(3);
		const wealth = s.ghost!.wealth;
		await userEvent.click(
			within(ending).getByRole('button', {
				name: 'Record the Threat and end year 1; the ghost’s Wealth rises'
			})
		);
		await vi.waitFor(() =>
			expect(h.dispatch.mock.calls.map(([a]) => a.type)).toEqual(['threat', 'endYear'])
		);
		expect(h.box.state.ghost!.wealth).toBe(wealth + 1);
		expect(h.box.state.year).toBe(2);
	});

	it('«Record the Threat» alone leaves the year open', async () => {
		const ctx = context(4, { regions: REGIONS_8_4.map((r) => ({ ...r, mark: 0 })) });
		const s = apply(live, ctx, live.init(ctx), { type: 'recruit', player: 'ana', unit: 'archers' });
		const { h } = await typeThreat(ctx, s);
		await userEvent.click(screen.getByRole('button', { name: 'Record the Threat' }));
		await screen.findByRole('heading', { name: /^Year 1 of 12/ });
		expect(h.dispatch.mock.calls.map(([a]) => a.type)).toEqual(['threat']);
		expect(h.box.state.year).toBe(1);
	});
});
