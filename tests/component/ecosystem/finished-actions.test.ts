// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { createRawSnippet } from 'svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FinishedActions from '$lib/ui/FinishedActions.svelte';
import PlayTime from '$lib/ui/PlayTime.svelte';
import { module as scorePad } from '$lib/games/score-pad/index';
import { BGSTATS_APP_LINK, BGSTATS_WEB_LINK, bgStatsDate } from '$lib/ecosystem/bgstats';
import { loadPlayTimes } from '$lib/ecosystem/play-times';
import { repo } from '$lib/db/repo';
import { useI18n } from '../helpers';
import type { SessionView } from '$lib/ui/session.svelte';
import type { EngineSnapshot } from '$lib/session/engine';

const players = [
	{ id: 'a', name: 'Ana', color: '#c62828' },
	{ id: 'b', name: 'Ben', color: '#1565c0' }
];
const ctx = { players, options: { lowWins: false }, seed: 'AAAAAA' };
const t0 = Date.UTC(2026, 10, 23, 19, 0, 0);
const min = 60_000;
const actions = [
	{ at: 10, action: { type: 'add', seat: 0, delta: 12 } },
	{ at: 30, action: { type: 'nextRound' } },
	{ at: 50, action: { type: 'add', seat: 1, delta: 7 } },
	{ at: 62, action: { type: 'finish' } }
] as const;

/** The session after its first `upTo` actions (all four: finished after 62 minutes). */
function fixture(upTo: number = actions.length) {
	const flow = scorePad.flows.live;
	let state = flow.init(ctx);
	for (const a of actions.slice(0, upTo)) state = flow.reduce(state, a.action, ctx) as typeof state;
	const done = actions.slice(0, upTo).map((a, i) => ({
		seq: i,
		id: String(i),
		at: t0 + a.at * min,
		action: a.action
	}));
	const view = {
		row: { id: 'sess-1', gameId: 'score-pad', createdAt: t0, version: scorePad.version },
		game: { module: scorePad },
		ctx,
		flow
	} as unknown as SessionView;
	const snap = {
		state,
		summary: flow.summarize(state, ctx),
		timeline: { done, undone: [] },
		log: [],
		refused: []
	} as unknown as EngineSnapshot<unknown>;
	return { view, snap };
}

describe('finished game actions', () => {
	beforeEach(async () => {
		await useI18n('en', scorePad);
	});

	it('shows the play time from the first action to the finishing action and the time of each round', async () => {
		render(PlayTime, fixture());
		// Set up at 0, first action at 10, finished at 62.
		expect(screen.getByTestId('play-time')).toHaveTextContent('Played in 52 min');
		await userEvent.click(screen.getByText('Time per round'));
		expect(screen.getByText('Round 1: 20 min')).toBeInTheDocument();
		expect(screen.getByText('Round 2: 32 min')).toBeInTheDocument();
	});

	it('a running game shows how long it has run up to now, ticking, and the current round so far', async () => {
		// The clock only: Date.now and the component's interval (the i18n library keeps real time).
		const now = vi.spyOn(Date, 'now').mockReturnValue(t0 + 55 * min);
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
		try {
			render(PlayTime, fixture(3));
			expect(screen.getByTestId('play-time')).toHaveTextContent('Playing for 45 min');
			now.mockReturnValue(t0 + 60 * min);
			await vi.advanceTimersByTimeAsync(30_000);
			expect(screen.getByTestId('play-time')).toHaveTextContent('Playing for 50 min');
			expect(screen.getByText('Round 1: 20 min', { exact: true })).toBeInTheDocument();
			expect(screen.getByText('Round 2: 30 min', { exact: true })).toBeInTheDocument();
		} finally {
			vi.useRealTimers();
			now.mockRestore();
		}
	});

	it("the Board footer is one line: the session's other facts fold with the rounds' times", async () => {
		const children = createRawSnippet(() => ({ render: () => '<p>Setup code AAAAAA</p>' }));
		render(PlayTime, { ...fixture(), children });
		const fold = screen.getByText('Rounds and more').closest('details')!;
		expect(fold.open).toBe(false);
		expect(fold).toContainElement(screen.getByText('Setup code AAAAAA'));
		expect(fold).toContainElement(screen.getByText('Round 2: 32 min'));
	});

	it('"Log in BG Stats" is the createPlay link carrying this play, dated at its first action; the web link and its copy carry the same play; the result reads as one line', async () => {
		const user = userEvent.setup();
		const writeText = vi.fn(() => Promise.resolve());
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
		render(FinishedActions, fixture());
		// Which button to use is told under a fold, not in a paragraph under the buttons.
		expect(screen.getByText('Which button to use').closest('details')?.open).toBe(false);
		const link = screen.getByRole('link', { name: 'Log in BG Stats' });
		const href = link.getAttribute('href')!;
		expect(href.startsWith(BGSTATS_APP_LINK)).toBe(true);
		const play = JSON.parse(decodeURIComponent(href.slice(BGSTATS_APP_LINK.length)));
		expect(play).toMatchObject({
			sourceName: 'Tablemate',
			sourcePlayId: 'sess-1',
			// Play began with the first action, 10 minutes after the game was set up.
			playDate: bgStatsDate(t0 + 10 * min),
			durationMin: 52,
			game: { name: 'Score pad', sourceGameId: 'score-pad', noPoints: false }
		});
		expect(play.players).toEqual([
			expect.objectContaining({
				name: 'Ana',
				score: 12,
				winner: true,
				rank: 1,
				seatOrder: 1,
				startPlayer: true
			}),
			expect.objectContaining({
				name: 'Ben',
				score: 7,
				winner: false,
				rank: 2,
				seatOrder: 2,
				startPlayer: false
			})
		]);
		const web = screen.getByRole('link', { name: 'BG Stats on the web' }).getAttribute('href')!;
		expect(web).toBe(BGSTATS_WEB_LINK + href.slice(BGSTATS_APP_LINK.length));
		await user.click(screen.getByRole('button', { name: 'Copy the BG Stats link' }));
		expect(writeText).toHaveBeenCalledOnce();
		expect((writeText.mock.calls[0] as unknown as [string])[0]).toBe(web);
		expect(await screen.findByRole('status')).toHaveTextContent('BG Stats link copied');
		expect(screen.getByTestId('result-line')).toHaveTextContent('Ana wins Score pad 12–7');
		await user.click(screen.getByRole('button', { name: 'Copy the result as text' }));
		expect((writeText.mock.calls[1] as unknown as [string])[0]).toBe('Ana wins Score pad 12–7');
		expect(screen.getByText(/BG Stats does not import that file/)).toBeInTheDocument();
	});

	it('says so when the browser refuses to copy, and speaks Spanish', async () => {
		await useI18n('es', scorePad);
		const user = userEvent.setup();
		Object.defineProperty(navigator, 'clipboard', {
			value: { writeText: () => Promise.reject(new Error('denied')) },
			configurable: true
		});
		render(FinishedActions, fixture());
		expect(screen.getByRole('link', { name: 'Anotar en BG Stats' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Copiar el enlace de BG Stats' }));
		await waitFor(() =>
			expect(screen.getByRole('status')).toHaveTextContent('guarda la partida como archivo')
		);
	});

	it('a winner by rule with fewer points (Root dominance) is first in the result line and ranked 1 in BG Stats', async () => {
		const four = [
			{ id: 'ana', name: 'Ana', color: '#c62828' },
			{ id: 'carla', name: 'Carla', color: '#1565c0' },
			{ id: 'ines', name: 'Inés', color: '#2e7d32' },
			{ id: 'beto', name: 'Beto', color: '#6a1b9a' }
		];
		const { view, snap } = fixture();
		const v = { ...view, ctx: { ...ctx, players: four } } as unknown as SessionView;
		const s = {
			...snap,
			summary: {
				round: null,
				finished: true,
				scores: { ana: 15, carla: 18, ines: 22, beto: 15 },
				winners: ['carla'],
				places: [['carla'], ['ines'], ['ana', 'beto']]
			}
		} as unknown as EngineSnapshot<unknown>;
		render(FinishedActions, { view: v, snap: s });
		expect(screen.getByTestId('result-line')).toHaveTextContent('Carla wins Score pad 18–22–15–15');
		const href = screen.getByTestId('bgstats-link').getAttribute('href')!;
		const play = JSON.parse(decodeURIComponent(href.slice(BGSTATS_APP_LINK.length)));
		expect(
			play.players.map((p: { name: string; rank: number; winner: boolean }) => [
				p.name,
				p.rank,
				p.winner
			])
		).toEqual([
			['Ana', 3, false],
			['Carla', 1, true],
			['Inés', 2, false],
			['Beto', 3, false]
		]);
	});

	it('a close game’s deciding reason, as the game’s summary gives it, ends the shared result line', async () => {
		const { view, snap } = fixture();
		const s = {
			...snap,
			summary: { ...snap.summary, decidedBy: { key: 'why.page', values: { page: 9 } } }
		} as unknown as EngineSnapshot<unknown>;
		render(FinishedActions, { view, snap: s });
		expect(screen.getByTestId('result-line')).toHaveTextContent(
			'Ana wins Score pad 12–7 — Rulebook p. 9'
		);
	});

	it('a finished game stores its play time up to the finishing action for the lists: a correction 17 minutes later adds nothing', async () => {
		const { view, snap } = fixture();
		const done = [
			...snap.timeline.done,
			{ seq: 4, id: '4', at: t0 + 79 * min, action: { type: 'add', seat: 1, delta: 1 } }
		];
		const s = {
			...snap,
			timeline: { done, undone: [] },
			log: done
		} as unknown as EngineSnapshot<unknown>;
		const v = { ...view, row: { ...view.row, id: 'sess-corrected' } } as unknown as SessionView;
		render(FinishedActions, { view: v, snap: s });
		await waitFor(async () =>
			expect((await loadPlayTimes(repo()))['sess-corrected']).toEqual([5, 52 * min])
		);
	});
});
