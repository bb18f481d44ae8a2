// @vitest-environment jsdom
/**
 * Issue 19 point 4: the history shows how long each finished game lasted; a game in progress
 * names its round in the game's own word (a month of the Dragon, a year of Xidit).
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import SessionCard from '$lib/ui/SessionCard.svelte';
import type { SessionRow } from '$lib/db/schema';
import { useI18n } from '../helpers';
import { dateTime } from '$lib/ui/format';
import { repo } from '$lib/db/repo';

const t0 = Date.UTC(2026, 10, 20, 19, 0, 0);
const min = 60_000;

function row(over: Partial<SessionRow>): SessionRow {
	return {
		id: 's1',
		gameId: 'score-pad',
		flow: 'live',
		players: [
			{ id: 'a', name: 'Ana', color: '#c62828' },
			{ id: 'b', name: 'Ben', color: '#1565c0' }
		],
		options: { lowWins: false },
		seed: 'AAAAAA',
		createdAt: t0,
		updatedAt: t0 + 62 * min,
		status: 'finished',
		summary: { round: 2, finished: true, scores: { a: 12, b: 7 }, winners: ['a'] },
		logLength: 4,
		trashedAt: null,
		version: 1,
		setup: null,
		...over
	};
}

describe('session card play time', () => {
	it('a finished game shows how long it lasted, in both languages', async () => {
		await useI18n('en');
		const { unmount } = render(SessionCard, { session: row({}) });
		expect(screen.getByTestId('duration')).toHaveTextContent('Lasted 1 h 02 min');
		unmount();
		await useI18n('es');
		render(SessionCard, { session: row({}) });
		expect(screen.getByTestId('duration')).toHaveTextContent('Duró 1 h 02 min');
	});

	it('no time for a game still running, or one left open for days', async () => {
		await useI18n('en');
		const running = row({
			status: 'active',
			summary: { round: 1, finished: false, scores: {}, winners: [] }
		});
		const { unmount } = render(SessionCard, { session: running });
		expect(screen.queryByTestId('duration')).toBeNull();
		unmount();
		render(SessionCard, { session: row({ updatedAt: t0 + 3 * 24 * 60 * min }) });
		expect(screen.queryByTestId('duration')).toBeNull();
	});

	it('a finished game whose log timed no move (0 or unknown) shows no time, never «0 min»', async () => {
		for (const lang of ['en', 'es'] as const) {
			await useI18n(lang);
			for (const playMs of [0, null]) {
				// As the history page passes it: the row with the time read from its log.
				const session: SessionRow & { playMs: number | null } = { ...row({}), playMs };
				const { unmount, container } = render(SessionCard, { session });
				expect(screen.queryByTestId('duration')).toBeNull();
				expect(container.textContent).not.toMatch(/\b0 min/);
				unmount();
			}
		}
	});

	it.each([
		['year-of-the-dragon', 'Month 3', 'Mes 3'],
		['xidit', 'Year 3', 'Año 3'],
		['lancaster', 'Round 3', 'Ronda 3']
	])('a %s game in progress shows "%s" / "%s"', async (gameId, english, spanish) => {
		const running = row({
			gameId,
			status: 'active',
			summary: { round: 3, finished: false, scores: {}, winners: [] }
		});
		await useI18n('en');
		const { unmount } = render(SessionCard, { session: running });
		expect(screen.getByText(english)).toBeInTheDocument();
		unmount();
		await useI18n('es');
		render(SessionCard, { session: running });
		expect(screen.getByText(spanish)).toBeInTheDocument();
	});
});

describe('session card of a finished game', () => {
	it('a Xidit game the ghost won says the ghost won, in both languages, and names no player as winner', async () => {
		const ghostWin = row({
			gameId: 'xidit',
			options: {},
			summary: { round: null, finished: true, scores: { a: 1, b: 0 }, winners: ['ghost'] }
		});
		await useI18n('en');
		const { unmount } = render(SessionCard, { session: ghostWin });
		const line = () => screen.getByRole('article').querySelector('.winner')!.textContent!;
		expect(line()).toMatch(/the ghost player/);
		expect(line()).not.toMatch(/Ana|Ben/);
		unmount();
		await useI18n('es');
		render(SessionCard, { session: ghostWin });
		expect(line()).toMatch(/el Jugador Fantasma/);
	});

	it('says the day it was played, names a score pad game, and its link is named by what it shows', async () => {
		await useI18n('en');
		render(SessionCard, {
			session: row({
				options: { lowWins: false, game: 'Carcassonne' },
				updatedAt: t0 + 5 * 86_400_000
			})
		});
		expect(screen.getByText(/^Played on /)).toBeInTheDocument();
		expect(screen.queryByText(/Last change/)).toBeNull();
		expect(screen.getByRole('heading', { name: /Carcassonne/ })).toBeInTheDocument();
		const link = screen.getByRole('link', { name: /^Game over: Carcassonne — Ana and Ben$/ });
		expect(link).toHaveTextContent('Game over');
	});

	it("the card's name is the game, the day played, the players and the winner line, as the card writes them", async () => {
		await useI18n('en');
		render(SessionCard, { session: row({ options: { lowWins: false, game: 'Carcassonne' } }) });
		const card = screen.getByRole('article');
		const played = screen
			.getByText(/^Played on /)
			.textContent!.split('·')[0]!
			.trim();
		const winner = card.querySelector('.winner')!.textContent!.trim();
		expect(winner).toMatch(/Ana|Ben/);
		expect(card).toHaveAccessibleName(`Carcassonne — ${played} — Ana and Ben — ${winner}`);
	});
});

describe('session card order and date', () => {
	it('a Root win by dominance with fewer points lists the winner first, then the others in finishing order', async () => {
		await useI18n('en');
		const players = [
			{ id: 'ana', name: 'Ana', color: '#c62828' },
			{ id: 'carla', name: 'Carla', color: '#1565c0' },
			{ id: 'ines', name: 'Inés', color: '#2e7d32' },
			{ id: 'beto', name: 'Beto', color: '#6a1b9a' }
		];
		const scores = { ana: 15, carla: 18, ines: 22, beto: 15 };
		for (const places of [[['carla'], ['ines'], ['ana', 'beto']], undefined]) {
			const { unmount } = render(SessionCard, {
				session: row({
					gameId: 'root',
					options: {},
					players,
					summary: { round: null, finished: true, scores, winners: ['carla'], places }
				})
			});
			const items = screen
				.getAllByRole('listitem')
				.map((li) => li.textContent!.replace(/\s+/g, ' '));
			expect(items.map((t) => t.match(/\d+/)![0])).toEqual(['18', '22', '15', '15']);
			expect(items[0]).toMatch(/Carla/);
			expect(items[1]).toMatch(/Inés/);
			unmount();
		}
	});

	it('«Played on» is the first action: the date the list gives, else the first log row read from the phone', async () => {
		await useI18n('en');
		const firstAction = t0 + 3 * 86_400_000;
		const given = render(SessionCard, { session: row({}), playedAt: firstAction });
		const expected = `Played on ${dateTime(firstAction, 'en')}`;
		expect(screen.getByText(expected, { exact: false })).toBeInTheDocument();
		given.unmount();
		await repo().db.log.put({
			sessionId: 'card-log',
			seq: 0,
			id: 'card-log-0',
			parent: null,
			at: firstAction,
			kind: 'do',
			action: { type: 'add', seat: 0, delta: 1 }
		});
		render(SessionCard, { session: row({ id: 'card-log' }) });
		expect(await screen.findByText(expected, { exact: false })).toBeInTheDocument();
	});
});

describe('session card play time without a list', () => {
	it('on its own (home) a card reads its play time from the log: first action to the last, not from the creation', async () => {
		await useI18n('en');
		// Set up at t0, played from 30 to 42 minutes in; the row's timestamps alone would say 62 min.
		await repo().db.log.bulkAdd(
			[30, 35, 42].map((m, seq) => ({
				sessionId: 'card-alone',
				seq,
				id: `card-alone-${seq}`,
				parent: seq ? `card-alone-${seq - 1}` : null,
				at: t0 + m * min,
				kind: 'do' as const,
				action: { type: 'add', seat: 0, delta: 1 }
			}))
		);
		render(SessionCard, { session: row({ id: 'card-alone', logLength: 3 }) });
		await waitFor(() => expect(screen.getByTestId('duration')).toHaveTextContent('Lasted 12 min'));
	});
});
