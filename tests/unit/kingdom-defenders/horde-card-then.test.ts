/**
 * A horde card read on the horde movement step (after a victory or a siege) has nothing left to
 * record after it on that step: the tap that puts it in play goes on to zone D. Read on the
 * favour step, its picks follow it there, so it stays.
 */
import { describe, expect, it } from 'vitest';
import { live, type LiveAction, type LiveState } from '$lib/games/kingdom-defenders';
import { hordeCardThen } from '$lib/games/kingdom-defenders/queries';
import { horde, next, rulesCtx, run } from './helpers';

const c = rulesCtx(3);
/** Round 2 begins: the first horde card waits, read on the favour step at the latest. */
const round2 = run(c, [next, next, next, next, next, next]);
/** Round 2's horde movement resolved (a victory or a siege) with a new card to read. */
function afterVictory(): LiveState {
	const s = run(
		c,
		[horde, next, { type: 'favourRest', then: 'zoneB' }, { type: 'nextPhase', to: 'zoneC' }],
		round2
	);
	return { ...s, phase: 'hordeMove', hordeResolved: true, hordePending: true };
}

describe('the horde card’s speed goes on where nothing else is recorded', () => {
	it('on the horde movement step: zone D, in the same move as putting it in play', () => {
		const s = afterVictory();
		expect(hordeCardThen(s, c)).toBe('zoneD');
		const card: LiveAction = { type: 'revealHorde', weapons: 8, spells: 5, speed: 1 };
		const one = run(c, [{ ...card, then: 'zoneD' }], s);
		expect(one).toEqual(run(c, [card, { type: 'nextPhase', to: 'zoneD' }], s));
		expect(one).toMatchObject({ phase: 'zoneD', counter: 1, hordePending: false });
		// The log line names the card, as before.
		expect(live.describe({ ...card, then: 'zoneD' }, s, c)).toEqual(live.describe(card, s, c));
	});
	it('not on the favour step (its picks follow), nor once the card is in play', () => {
		expect(round2).toMatchObject({ round: 2, hordePending: true });
		expect(hordeCardThen(round2, c)).toBeUndefined();
		expect(hordeCardThen({ ...round2, phase: 'favour' }, c)).toBeUndefined();
		const s = afterVictory();
		expect(hordeCardThen({ ...s, hordePending: false }, c)).toBeUndefined();
		expect(hordeCardThen({ ...s, hordeResolved: false }, c)).toBeUndefined();
	});
});
