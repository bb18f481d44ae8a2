/**
 * Replays, on the pure core, the exact choices the browser test (tests/e2e/year-of-the-dragon.test.js)
 * makes through the screens, so the final scores it checks on screen are the core's own numbers.
 */
import { describe, expect, it } from 'vitest';
import { playE2eGame } from './e2e-game';

describe('the browser test game', () => {
	it('ends with these final scores', () => {
		const { ctx, state } = playE2eGame();
		expect(state.phase).toBe('finished');
		const byName = Object.fromEntries(
			state.final!.map((r) => [ctx.players.find((p) => p.id === r.id)!.name, [r.total, r.rank]])
		);
		// Same numbers as asserted on screen by the browser test.
		expect(byName).toEqual({ Ana: [32, 1], Clara: [30, 2], Benno: [20, 3] });
	});
});
