/**
 * A play's time runs to the action that ended the game, on this phone and on a phone that never
 * opened it (a backup, a group member's play): the row keeps when its game ended, a correction
 * made afterwards does not move it, and an undo of the end takes it back.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { endedAtAfter, TablemateDb } from '$lib/db/schema';
import { exportSessions } from '$lib/db/backup';
import { importBackup } from '$lib/ecosystem/backup-import';
import { fillPlayTimes, knownPlayMs } from '$lib/ecosystem/play-times';
import { findGame } from '$lib/games/registry';
import type { LogEntry } from '$lib/games/core/log';
import type { SessionSummary } from '$lib/games/core/types';

let n = 0;
const fresh = () => new Repository(new TablemateDb(`ended-${Date.now()}-${n++}`));
const min = 60_000;
const t0 = 1_700_000_000_000;
const running: SessionSummary = { round: 1, finished: false, scores: {}, winners: [] };
const over: SessionSummary = { round: 1, finished: true, scores: { a: 5 }, winners: ['a'] };
const load = async (id: string) => {
	const g = findGame(id);
	return g ? { module: (await g.loadModule()).module, ui: null as never } : null;
};

describe('when a game ended (pure)', () => {
	it('is the finishing action’s time, kept by later entries of a finished game', () => {
		const row = { summary: running };
		expect(endedAtAfter(row, running, t0)).toBeUndefined();
		expect(endedAtAfter(row, over, t0)).toBe(t0);
		expect(endedAtAfter({ summary: over, endedAt: t0 }, over, t0 + min)).toBe(t0);
	});

	it('a correction keeps it whatever the correction does; an undo of the end in play clears it', () => {
		const ended = { summary: over, endedAt: t0, correcting: true };
		expect(endedAtAfter(ended, running, t0 + 5 * min)).toBe(t0);
		expect(endedAtAfter(ended, over, t0 + 6 * min)).toBe(t0);
		expect(endedAtAfter({ summary: over, endedAt: t0 }, running, t0 + min)).toBeUndefined();
	});
});

describe('a play’s time on a phone that never opened it', () => {
	it('runs to the end of the game, not to a correction 15 minutes later, through a backup', async () => {
		const phone = fresh();
		const row = await phone.createSession(
			{
				gameId: 'score-pad',
				flow: 'live',
				players: [{ id: 'a', name: 'Ana', color: '#c62828' }],
				options: { lowWins: false },
				seed: 'ABCDEF',
				summary: running,
				version: 1,
				setup: null
			},
			t0
		);
		const entry = (seq: number, at: number, action: unknown): LogEntry =>
			({
				seq,
				at,
				id: `e${seq}`,
				parent: seq ? `e${seq - 1}` : null,
				kind: 'do',
				action
			}) as LogEntry;
		// Two minutes of play, the end, then a correction a quarter of an hour later.
		await phone.append(row.id, entry(0, t0, { type: 'add', seat: 0, delta: 3 }), running, 0);
		await phone.append(row.id, entry(1, t0 + 2 * min, { type: 'finish' }), over, 1);
		await phone.setCorrecting(row.id, true);
		// The correction takes the 3 points back (an undo that names the entry it undoes).
		const undo = { seq: 2, at: t0 + 17 * min, id: 'e2', parent: 'e1', kind: 'undo', target: 'e0' };
		await phone.append(row.id, undo as LogEntry, over, 2);
		expect((await phone.getSession(row.id))?.endedAt).toBe(t0 + 2 * min);

		const other = fresh();
		expect((await importBackup(other, await exportSessions(phone), load)).ok).toBe(true);
		const copy = (await other.getSession(row.id))!;
		expect(copy.endedAt).toBe(t0 + 2 * min);
		const times = await fillPlayTimes(other, [copy]);
		expect(knownPlayMs(times, copy)).toBe(2 * min);
	});
});
