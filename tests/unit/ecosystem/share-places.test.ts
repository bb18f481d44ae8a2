/**
 * The share image's rows follow the play's finishing order: a winner decided by rule is the
 * first row, ranked 1 with the crown, whatever the points; a ghost's win leaves no player 1st.
 */
import { describe, expect, it } from 'vitest';
import { sharePlaces } from '$lib/ecosystem/share-image';
import { byPlayStart } from '$lib/ecosystem/play-times';

const four = ['ana', 'carla', 'ines', 'beto'].map((id) => ({ id }));
const scores = { ana: 15, carla: 18, ines: 22, beto: 15 };

describe('share image order', () => {
	it('a Root win by dominance with fewer points: the winner is the first row, rank 1, crowned', () => {
		for (const places of [[['carla'], ['ines'], ['ana', 'beto']], undefined]) {
			const rows = sharePlaces(four, { scores, winners: ['carla'], places }, 'desc');
			expect(rows.map((r) => [r.player.id, r.rank, r.winner])).toEqual([
				['carla', 1, true],
				['ines', 2, false],
				['ana', 3, false],
				['beto', 3, false]
			]);
		}
	});

	it("a ghost's win: the players keep their places below it, none ranked 1 or crowned", () => {
		const rows = sharePlaces(four, { scores: { ana: 2, carla: 1 }, winners: ['ghost'] }, 'desc');
		expect(rows.map((r) => [r.player.id, r.rank, r.winner])).toEqual([
			['ana', 2, false],
			['carla', 3, false],
			['ines', 4, false],
			['beto', 4, false]
		]);
	});
});

describe('history order', () => {
	it('newest play first by its first action; a play without a known start by its creation; equal starts keep the given order', () => {
		const rows = [
			{ id: 'changed-last', createdAt: 100, logLength: 2 },
			{ id: 'no-log', createdAt: 250, logLength: 0 },
			{ id: 'late-start', createdAt: 50, logLength: 3 },
			{ id: 'stale', createdAt: 10, logLength: 5 }
		];
		const starts = {
			'changed-last': [2, 120],
			'late-start': [3, 300],
			// Read at another log length: not trusted, the creation stands in.
			stale: [4, 999]
		} as const;
		const { rows: sorted, startOf } = byPlayStart(rows, starts);
		expect(sorted.map((r) => r.id)).toEqual(['late-start', 'no-log', 'changed-last', 'stale']);
		expect(startOf.get('stale')).toBe(10);
	});
});
