// @vitest-environment jsdom
/**
 * The history lists plays in the order they were played (each play's first action), newest or
 * oldest first, and each card's «Played on» is that first action, not when the game was set up
 * or last changed. Log timestamps are written by the test.
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import HistoryPage from '../../../src/routes/history/+page.svelte';
import { repo } from '$lib/db/repo';
import { dateTime } from '$lib/ui/format';
import { regionalLocale } from '$lib/ecosystem/locale';
import { useI18n } from '../helpers';

const h = (hour: number, minute = 0) => new Date(2024, 10, 29, hour, minute).getTime();

/** A finished pad play named `game`: set up at `created`, actions at `ats`. */
async function play(game: string, created: number, ats: number[]) {
	const r = repo();
	const s = await r.createSession(
		{
			gameId: 'score-pad',
			flow: 'live',
			players: [
				{ id: 'a', name: 'Ana', color: '#c62828' },
				{ id: 'b', name: 'Ben', color: '#1565c0' }
			],
			options: { lowWins: false, game },
			seed: 'AAAAAA',
			summary: { round: 1, finished: true, scores: { a: 2, b: 1 }, winners: ['a'] },
			version: 1,
			setup: null
		},
		created
	);
	await r.db.log.bulkAdd(
		ats.map((at, seq) => ({
			sessionId: s.id,
			seq,
			id: `${s.id}-${seq}`,
			parent: seq ? `${s.id}-${seq - 1}` : null,
			at,
			kind: 'do' as const,
			action: { type: 'add', seat: 0, delta: 1 }
		}))
	);
	await r.db.sessions.update(s.id, { logLength: ats.length, updatedAt: ats[ats.length - 1]! });
}

const names = () =>
	screen.getAllByRole('heading', { level: 3 }).map((el) => el.textContent!.trim());

describe('history order and dates', () => {
	beforeEach(async () => {
		await useI18n('es');
		await repo().db.sessions.clear();
		await repo().db.log.clear();
		await repo().db.meta.clear();
		// Set up at 18:11, first action 18:22, last change 21:00.
		await play('Alfa', h(18, 11), [h(18, 22), h(21)]);
		// First action 17:25 but changed last (21:30): played first all the same.
		await play('Bravo', h(17, 20), [h(17, 25), h(21, 30)]);
		await play('Charlie', h(19), [h(19, 5), h(19, 30)]);
	});

	it('newest first and oldest first follow the first action, not the last change; «Jugada el» shows the first action', async () => {
		const user = userEvent.setup();
		render(HistoryPage);
		await screen.findAllByRole('article');
		expect(names()).toEqual(['Charlie', 'Alfa', 'Bravo']);
		const loc = regionalLocale('es');
		const alfa = screen.getAllByRole('article')[1]!;
		expect(alfa).toHaveTextContent(`Jugada el ${dateTime(h(18, 22), loc)}`);
		expect(alfa).not.toHaveTextContent(dateTime(h(18, 11), loc));
		await user.click(screen.getByRole('checkbox'));
		expect(names()).toEqual(['Bravo', 'Alfa', 'Charlie']);
	});
});
