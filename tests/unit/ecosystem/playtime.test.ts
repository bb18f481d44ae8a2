import { describe, expect, it } from 'vitest';
import { formatDuration, knownDuration, minutes, playTime } from '$lib/ecosystem/playtime';
import { module as scorePad } from '$lib/games/score-pad/index';
import type { PadAction } from '$lib/games/score-pad/state';

const ctx = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Ben', color: '#1565c0' }
	],
	options: { lowWins: false },
	seed: 'AAAAAA'
};
const min = 60_000;
const t0 = 1_700_000_000_000;
let seq = 0;
const at = (m: number, action: PadAction) => ({
	seq: seq++,
	id: String(seq),
	at: t0 + m * min,
	action
});

describe('play time from the log', () => {
	it('whole game from the first action to the finishing action; each round from its start to the next', () => {
		const done = [
			at(5, { type: 'add', seat: 0, delta: 3 }),
			at(20, { type: 'nextRound' }),
			at(30, { type: 'add', seat: 1, delta: 4 }),
			at(45, { type: 'nextRound' }),
			at(70, { type: 'add', seat: 0, delta: 1 }),
			at(75, { type: 'finish' }),
			// A correction a day later does not stretch the game.
			at(1500, { type: 'add', seat: 1, delta: 1 })
		];
		// Created at t0, first action 5 minutes later: setting up is not play.
		const t = playTime(scorePad.flows.live, ctx, done, t0);
		expect(t.start).toBe(t0 + 5 * min);
		expect(t.ms).toBe(70 * min);
		expect(t.end).toBe(t0 + 75 * min);
		expect(t.rounds).toEqual([
			{ round: 1, ms: 15 * min },
			{ round: 2, ms: 25 * min },
			{ round: 3, ms: 30 * min }
		]);
	});

	it('a pause longer than 30 minutes is cut from the game and from its round', () => {
		const done = [
			at(5, { type: 'add', seat: 0, delta: 3 }),
			at(20, { type: 'nextRound' }),
			// Dinner: 50 minutes without a move.
			at(70, { type: 'add', seat: 1, delta: 4 }),
			at(80, { type: 'finish' })
		];
		const t = playTime(scorePad.flows.live, ctx, done, t0);
		expect(t.ms).toBe(25 * min);
		expect(t.rounds).toEqual([
			{ round: 1, ms: 15 * min },
			{ round: 2, ms: 10 * min }
		]);
	});

	it('a refused action in the log is skipped, not thrown', () => {
		const done = [at(1, { type: 'add', seat: 9, delta: 1 }), at(2, { type: 'finish' })];
		expect(playTime(scorePad.flows.live, ctx, done, t0).ms).toBe(1 * min);
	});

	it('a 2-minute game corrected 17 minutes after its end lasted 2 minutes', () => {
		const done = [
			at(10, { type: 'add', seat: 0, delta: 3 }),
			at(11, { type: 'add', seat: 1, delta: 2 }),
			at(12, { type: 'finish' }),
			// The correction, well within the pause threshold.
			at(29, { type: 'add', seat: 1, delta: 1 })
		];
		const t = playTime(scorePad.flows.live, ctx, done, t0);
		expect(t.start).toBe(t0 + 10 * min);
		expect(t.end).toBe(t0 + 12 * min);
		expect(t.ms).toBe(2 * min);
	});

	it('nothing recorded yet: no play time, even while the game is open', () => {
		const t = playTime(scorePad.flows.live, ctx, [], t0, t0 + 20 * min);
		expect(t.ms).toBe(0);
		expect(t.start).toBe(t0);
	});

	it('minutes round to whole minutes, at least 1; durations read "1 h 05 min"', () => {
		expect(minutes(0)).toBe(0);
		expect(minutes(10_000)).toBe(1);
		expect(minutes(95 * min + 20_000)).toBe(95);
		expect(formatDuration(65 * min)).toBe('1 h 05 min');
		expect(formatDuration(42 * min)).toBe('42 min');
	});

	it('no known play time (none, null, 0) gives no words at all, never "0 min"; a known one reads as a duration', () => {
		expect(knownDuration(0)).toBeNull();
		expect(knownDuration(null)).toBeNull();
		expect(knownDuration(undefined)).toBeNull();
		expect(knownDuration(-5)).toBeNull();
		expect(knownDuration(42 * min, 'en')).toBe(formatDuration(42 * min, 'en'));
		expect(knownDuration(42 * min, 'en')).toMatch(/42/);
	});
});
