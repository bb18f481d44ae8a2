/**
 * One first-player mechanism: seat 0 starts a new session, the new-game
 * screen's «random first player» having rotated the seats. Sessions stored with the legacy
 * option (who picks first: the oldest, a seat, or random from the seed) replay as they did.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import { drawSetup } from '$lib/games/year-of-the-dragon/live';
import { randomizeSetup, setupFromCode } from '$lib/games/year-of-the-dragon/setup';
import { startSeat } from '$lib/ecosystem/play-meta';
import { live, type LiveState, type YotdOptions } from '$lib/games/year-of-the-dragon/state';

const players = ['Ana', 'Benno', 'Clara'].map((name, i) => ({
	id: `p${i}`,
	name,
	color: '#000'
}));

function replay(row: {
	options: YotdOptions;
	setup: unknown;
	actions: GameAction[];
	version?: number;
}) {
	const ctx = sessionContext(module, {
		players,
		seed: 'DRAGN5',
		options: row.options,
		setup: row.setup
	}) as SessionContext<YotdOptions>;
	const { actions, notice } = migrateActions(module, row.version ?? module.version, row.actions);
	return { ctx, notice, ...fold(live, ctx, actions) };
}

const pair = (player: string, persons: [string, string]): GameAction =>
	({ type: 'startingPair', player, persons, palaces: [0, 1] }) as GameAction;

describe('a new session: seat 0 starts', () => {
	it('draws seat 0 first and the seat order to pick, whatever the seed, and never asks again', () => {
		for (const seed of ['DRAGN5', 'A', 'B', 'C', 'XYZ']) {
			const setup = drawSetup({ players, seed, options: module.defaultOptions(3) });
			expect(setup.firstPlayer).toBe(0);
			expect(setup.pickOrder).toEqual([0, 1, 2]);
			expect(setup.oldest).toBeUndefined();
		}
		const state = live.init({ players, seed: 'DRAGN5', options: { largePrivilegeCost: 6 } });
		expect(state.askOldest).toBeUndefined();
		expect(state.order).toEqual(['p0', 'p1', 'p2']);
	});

	it('draws the same event row as the legacy draw of that seed (only who starts changed)', () => {
		const now = drawSetup({ players, seed: 'DRAGN5', options: { largePrivilegeCost: 6 } });
		const then = randomizeSetup({ players: 3, seed: 'DRAGN5', firstPlayer: null });
		expect(now.eventRow).toEqual(then.eventRow);
		expect(now.personSupply).toEqual(then.personSupply);
	});

	it('refuses the legacy «who is the oldest» question in a new session', () => {
		const { state, skipped } = replay({
			options: { largePrivilegeCost: 6 },
			setup: null,
			actions: [{ type: 'oldestPlayer', player: 'p1' } as GameAction]
		});
		expect(skipped).toHaveLength(1);
		expect(state.order).toEqual(['p0', 'p1', 'p2']);
	});
});

describe('a stored session of the legacy shape replays the same', () => {
	const oldActions: GameAction[] = [
		{ type: 'oldestPlayer', player: 'p1' } as GameAction,
		pair('p1', ['monk', 'warrior']),
		pair('p2', ['farmer', 'healer']),
		pair('p0', ['courtLady', 'taxCollector'])
	];

	it('«the oldest» with its stored setup: asked, then picks clockwise from them', () => {
		const options: YotdOptions = { largePrivilegeCost: 6, firstPlayer: 'oldest' };
		// What the session stored on its row when it was created (the legacy draw).
		const setup = randomizeSetup({ players: 3, seed: 'DRAGN5', firstPlayer: 'oldest' });
		expect(setup.oldest).toBe(true);
		const { state, skipped, notice } = replay({ options, setup, actions: oldActions });
		expect(notice).toBeNull();
		expect(skipped).toEqual([]);
		expect(state.firstPlayer).toBe(1);
		expect(state.phase).toBe('action');
		expect(state.startingPairs.map((s: LiveState['startingPairs'][number]) => s.player)).toEqual([
			'p1',
			'p2',
			'p0'
		]);
	});

	it('a row without a stored setup draws it as then: «the oldest», a chosen seat, or random', () => {
		const oldest = replay({
			options: { largePrivilegeCost: 6, firstPlayer: 'oldest' },
			setup: null,
			actions: oldActions
		});
		expect(oldest.skipped).toEqual([]);
		expect(oldest.state.firstPlayer).toBe(1);
		const seat = replay({
			options: { largePrivilegeCost: 6, firstPlayer: 2 },
			setup: null,
			actions: [pair('p2', ['monk', 'warrior'])]
		});
		expect(seat.skipped).toEqual([]);
		expect(seat.state.order).toEqual(['p2', 'p0', 'p1']);
		const random = randomizeSetup({ players: 3, seed: 'DRAGN5', firstPlayer: null });
		const drawn = replay({
			options: { largePrivilegeCost: 6, firstPlayer: null },
			setup: null,
			actions: []
		});
		expect(drawn.state.firstPlayer).toBe(random.firstPlayer);
		expect(module.validateOptions({ largePrivilegeCost: 6, firstPlayer: 'oldest' }, 3)).toBeNull();
	});
});

describe('one first player: the setup screen, the live flow and the statistics agree', () => {
	/** What the setup screen shows for a code (ui/Setup.svelte draws with setupFromCode). */
	const screenSeat = (seed: string, n: number, options: YotdOptions) =>
		setupFromCode(seed, n, options).firstPlayer;
	const legacy: YotdOptions[] = [
		{ largePrivilegeCost: 6, firstPlayer: 2 },
		{ largePrivilegeCost: 7, firstPlayer: null }
	];

	it.each(['85ZJBX', 'DRAGN5', 'QQQQQQ'])(
		'code %s: the same seat on the setup screen, in the live init and glance, and in startSeat',
		(seed) => {
			for (const options of [module.defaultOptions(3), ...legacy]) {
				const setup = drawSetup({ players, seed, options });
				const ctx = { players, seed, options, setup } as SessionContext<YotdOptions>;
				const state = live.init(ctx);
				const seat = screenSeat(seed, players.length, options);
				expect(setup.firstPlayer).toBe(seat);
				expect(state.firstPlayer).toBe(seat);
				// The bar's turn: the first starting pair is picked by that seat.
				expect(live.glance?.(state, ctx).turn).toBe(players[seat]!.id);
				expect(startSeat({ setup, players })).toBe(seat);
			}
		}
	);

	it('a new session: seat 0 everywhere', () => {
		const setup = drawSetup({ players, seed: '85ZJBX', options: module.defaultOptions(3) });
		expect(startSeat({ setup, players })).toBe(0);
		expect(
			live.glance?.(
				live.init({ players, seed: '85ZJBX', options: {} as YotdOptions, setup }),
				{} as SessionContext<YotdOptions>
			).turn
		).toBe('p0');
	});
});
