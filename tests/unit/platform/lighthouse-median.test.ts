import { describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../../../bench/lighthouse.js';

const run = (performance: number, tbtMs: number) => ({ scores: { performance }, tbtMs });

describe('bench: Lighthouse median of runs', () => {
	it('reports the run with the median blocking time and lists every run in order', () => {
		const results = [run(98, 180), run(100, 30), run(100, 50)];
		const r = lighthouseMedian('u', undefined, 3, () => results.shift());
		expect(r.tbtMs).toBe(50);
		expect(r.runs).toEqual(['98/180', '100/30', '100/50']);
	});

	it('takes the median of the runs that worked and names the failed one', () => {
		const results = [{ error: 'timeout' }, run(97, 200), run(100, 40)];
		const r = lighthouseMedian('u', undefined, 3, () => results.shift());
		expect(r.tbtMs).toBe(40);
		expect(r.runs).toEqual(['failed', '97/200', '100/40']);
	});

	it('returns the error when no run worked', () => {
		const r = lighthouseMedian('u', undefined, 2, () => ({ error: 'no chromium' }));
		expect(r).toEqual({ error: 'no chromium' });
	});
});
