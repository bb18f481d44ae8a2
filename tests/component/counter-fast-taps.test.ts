// @vitest-environment jsdom
/**
 * Issue 12 point 2: taps made while a save is in flight must not be lost. The commit is
 * deliberately slowed (150 ms) and the person taps + ten times, 100 ms apart.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import Counter from '$lib/ui/Counter.svelte';
import SessionScreen from '$lib/ui/SessionScreen.svelte';
import { Repository } from '$lib/db/repo';
import type { LogEntry } from '$lib/games/core/log';
import type { SessionSummary } from '$lib/games/core/types';
import { freshRepo, useI18n } from './helpers';
import { padSession } from '../fixtures/score-pad';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const COMMIT_MS = 150;
const TAP_GAP_MS = 100;

/** A repository whose every log write takes COMMIT_MS before it commits. */
function slowRepo(): Repository {
	const repo = freshRepo();
	const append = repo.append.bind(repo);
	repo.append = async (id: string, e: LogEntry, s: SessionSummary, seq: number) => {
		await sleep(COMMIT_MS);
		return append(id, e, s, seq);
	};
	return repo;
}

describe('counters keep every fast tap while saves are slow', () => {
	beforeEach(() => useI18n('en'));

	it('Counter: ten taps 100 ms apart with a 150 ms commit ask for 1…10 and end at 10', async () => {
		const asked: number[] = [];
		let committed = 0;
		const { rerender } = render(Counter, {
			label: 'Points',
			value: 0,
			onchange: async (v: number) => {
				asked.push(v);
				await sleep(COMMIT_MS);
				// The controlled value arrives only once the slow commit is done, in order.
				committed = v;
				await rerender({ value: committed });
				return null;
			}
		});
		const plus = screen.getByRole('button', { name: /increase/i });
		for (let i = 0; i < 10; i++) {
			plus.click();
			await sleep(TAP_GAP_MS);
		}
		await waitFor(() => expect(committed).toBe(10));
		expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('10'));
	});

	it('Counter: a refused change falls back to the committed value', async () => {
		render(Counter, {
			label: 'Points',
			value: 4,
			onchange: async () => {
				await sleep(400);
				return { key: 'pad.error' };
			}
		});
		screen.getByRole('button', { name: /increase/i }).click();
		await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('5'));
		await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('4'));
	});

	it('score pad session: ten fast taps on + with a slowed commit store a total of 10', async () => {
		const repo = slowRepo();
		const row = await repo.createSession(padSession());
		render(SessionScreen, { id: row.id, repo });
		const plus = await screen.findByRole('button', { name: /increase.*Ana/i }, { timeout: 5000 });
		for (let i = 0; i < 10; i++) {
			plus.click();
			await sleep(TAP_GAP_MS);
		}
		await waitFor(async () => expect((await repo.getSession(row.id))?.summary.scores.a).toBe(10), {
			timeout: 5000
		});
		expect((await repo.getSession(row.id))?.logLength).toBe(10);
		await waitFor(() => expect(screen.getAllByRole('textbox')[0]).toHaveValue('10'));
	});
});
