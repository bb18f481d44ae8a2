import { describe, expect, it } from 'vitest';
import { scoreGame } from '$lib/games/root/scoring';

describe('final result (scoreGame)', () => {
	it('first to 30 wins', () => {
		const r = scoreGame({
			players: [
				{ id: 'a', vp: 30, dominance: false },
				{ id: 'b', vp: 24, dominance: false }
			]
		});
		expect(r.winners).toEqual(['a']);
		expect(r.reason).toBe('goal');
		expect(r.lines[0]).toEqual({ id: 'a', vp: 30, dominance: false, rank: 1, reason: 'goal' });
		expect(r.scores).toEqual({ a: 30, b: 24 });
	});
	it('a dominance victory beats points', () => {
		const r = scoreGame({
			players: [
				{ id: 'a', vp: 29, dominance: false },
				{ id: 'b', vp: 12, dominance: true }
			]
		});
		expect(r.winners).toEqual(['b']);
		expect(r.reason).toBe('dominance');
		expect(r.lines.map((l) => l.id)).toEqual(['b', 'a']);
	});
	it('a game stopped early: most VP, ties share', () => {
		const r = scoreGame({
			players: [
				{ id: 'a', vp: 20, dominance: false },
				{ id: 'b', vp: 20, dominance: false },
				{ id: 'c', vp: 3, dominance: false }
			]
		});
		expect(r.winners).toEqual(['a', 'b']);
		expect(r.reason).toBe('mostVp');
		expect(r.lines.map((l) => l.rank)).toEqual([1, 1, 3]);
	});
	it('invalid input throws naming the field', () => {
		expect(() =>
			scoreGame({
				players: [
					{ id: 'a', vp: 1, dominance: false },
					{ id: 'b', vp: -1, dominance: false }
				]
			})
		).toThrow(/players\[1\]\.vp must be a non-negative integer/);
		expect(() =>
			scoreGame({ players: [{ id: 'a', vp: 1, dominance: 'x' as unknown as boolean }] })
		).toThrow(/players\[0\]\.dominance/);
		expect(() =>
			scoreGame({
				players: [
					{ id: 'a', vp: 1, dominance: true },
					{ id: 'b', vp: 1, dominance: true }
				]
			})
		).toThrow(/players\[1\]\.dominance/);
		expect(() => scoreGame({ players: [{ id: '', vp: 1, dominance: false }] })).toThrow(
			/players\[0\]\.id/
		);
		expect(() => scoreGame({ players: [] })).toThrow(/players/);
	});
});
