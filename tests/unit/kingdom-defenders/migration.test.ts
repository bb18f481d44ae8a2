/**
 * A session recorded with version 1 (before contract v2: no stored setup, the King's favour
 * without the exclusion step) still opens with the same state and result today.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { live, module, type KdOptions, type LiveState } from '$lib/games/kingdom-defenders';
import fixture from './fixtures/v1-session.json';

describe('a version 1 session (3 players, advanced, resources tracked)', () => {
	const ctx = sessionContext(module, { ...fixture, setup: null }) as SessionContext<KdOptions>;
	const migrated = migrateActions(module, fixture.version, fixture.actions as GameAction[]);
	const { state, refused } = fold(live, ctx, migrated.actions as never[]);
	const old = fixture.expected.state as unknown as LiveState;

	it('is migrated by a kept migration, without a notice, and every action replays', () => {
		expect(migrated.notice).toBeNull();
		expect(refused).toEqual([]);
		// One exclusion written before each of the 5 King's favours (rounds 2 to 6).
		const added = migrated.actions.filter((a) => a.type === 'favourExclude');
		expect(added).toHaveLength(5);
		expect(migrated.actions).toHaveLength(fixture.actions.length + 5);
	});

	it('draws the same setup from the seed as version 1 did (now naming its first seat)', () => {
		const drawn = { ...old.setup, firstPlayer: old.setup!.turnOrder[0] };
		expect(ctx.setup).toEqual(drawn);
		expect(state.setup).toEqual(drawn);
	});

	it('ends in the same state: players, turn order, wall, hordes, history and final', () => {
		// Counters added since (gestas, orbs shown for them, adventure relics) start at 0 in a
		// game that had none.
		const relics = { weapons: 0, tomes: 0, trophies: 0, orbs: 0 };
		const runes = { rune1: 0, rune2: 0, rune3: 0, rune4: 0, rune5: 0 };
		const since = { gestas: 0, orbsSpent: 0, relics: { ...relics, ...runes } };
		// The final form's loot and relics are written onto the players since round 3 of the
		// audit (the one place the final reads them), so a correction after the end re-scores.
		const scored = (id: string) => {
			const f = old.final!.players.find((x) => x.id === id)!;
			const [rune1, rune2, rune3, rune4, rune5] = f.runes;
			const { weapons, tomes, trophies, orbs } = f;
			return {
				loot: f.loot,
				relics: { weapons, tomes, trophies, orbs, rune1, rune2, rune3, rune4, rune5 }
			};
		};
		const then = Object.fromEntries(
			Object.entries(old.players).map(([id, p]) => [id, { ...since, ...p, ...scored(id) }])
		);
		expect(state.players).toEqual(then);
		expect(state.turnOrder).toEqual(old.turnOrder);
		expect([state.round, state.phase, state.ended, state.wall]).toEqual([
			old.round,
			old.phase,
			old.ended,
			old.wall
		]);
		expect(state.hordeVictoryRounds).toEqual(old.hordeVictoryRounds);
		expect(state.history).toEqual(old.history);
		expect(state.final).toEqual(old.final);
		expect(state.favour?.picks).toEqual(old.favour?.picks);
	});

	it('gives the same result: scores, winners and chart', () => {
		const { figures, places, startSeat, ...summary } = live.summarize(state, ctx);
		expect(summary).toEqual(fixture.expected.summary);
		// Who started: the first of the turn order the session played.
		expect(ctx.players[startSeat!]!.id).toBe(state.turnOrder[0]);
		expect(places?.[0]).toEqual(summary.winners);
		expect(figures).toEqual({ hordesBeaten: 1, citiesLost: 0 });
		expect(live.scoreHistory?.(state, ctx)).toEqual(fixture.expected.history);
	});
});
