import { describe, expect, it, vi } from 'vitest';
import { describeLog, foldLog, migratedLog } from '$lib/session/history';
import { live } from '$lib/games/score-pad/state';
import type { LogEntry } from '$lib/games/core/log';
import type { GameAction, SessionContext } from '$lib/games/core/types';

const ctx: SessionContext = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { lowWins: false },
	seed: 'ABCDEF'
};

/** A log of `n` entries: moves, with an undo and a redo after every fifth. */
function longLog(n: number): LogEntry[] {
	const log: LogEntry[] = [];
	const base = (seq: number) => ({
		seq,
		id: `e${seq}`,
		parent: seq === 0 ? null : `e${seq - 1}`,
		at: seq
	});
	while (log.length < n) {
		const seq = log.length;
		const k = seq % 7;
		if (k === 5) log.push({ ...base(seq), kind: 'undo' });
		else if (k === 6) log.push({ ...base(seq), kind: 'redo' });
		else if (seq % 21 === 4) log.push({ ...base(seq), kind: 'do', action: { type: 'nextRound' } });
		else
			log.push({
				...base(seq),
				kind: 'do',
				action: { type: 'add', seat: seq % 2, delta: (seq % 9) + 1 } as never
			});
	}
	return log;
}

describe('the log folded once, described row by row', () => {
	it('says, row for row, what describing the whole log at once says (1,000 entries)', () => {
		const log = longLog(1000);
		const lazy = foldLog(live, ctx, log);
		const all = describeLog(live, ctx, log);
		expect(lazy.map((l) => l.describe())).toEqual(all);
		expect(lazy.map((l) => [l.seq, l.kind, l.undone])).toEqual(
			all.map((l) => [l.seq, l.kind, l.undone])
		);
	});

	it('describes no move until a row asks, and then only the moves of the rows asked', () => {
		const flow = { ...live, describe: vi.fn(live.describe), summarize: vi.fn(live.summarize) };
		const lazy = foldLog(flow, ctx, longLog(1000));
		expect(flow.describe).not.toHaveBeenCalled();
		expect(flow.summarize).not.toHaveBeenCalled();
		const newest = lazy.slice().reverse().slice(0, 40);
		newest.forEach((l) => l.describe());
		// An undo and its redo name the move they took back: one description for all three rows.
		expect(flow.describe.mock.calls.length).toBeLessThanOrEqual(40);
		expect(flow.describe.mock.calls.length).toBeGreaterThan(20);
		newest.forEach((l) => l.describe());
		expect(flow.describe.mock.calls.length).toBeLessThanOrEqual(40);
	});
});

describe('a log stored under an older rules version', () => {
	const moves: LogEntry[] = [
		{ seq: 0, id: 'e0', parent: null, at: 10, kind: 'do', action: { type: 'old', n: 1 } as never },
		{ seq: 1, id: 'e1', parent: 'e0', at: 20, kind: 'do', action: { type: 'gone' } as never },
		{ seq: 2, id: 'e2', parent: 'e1', at: 30, kind: 'undo', target: 'e1' },
		{ seq: 3, id: 'e3', parent: 'e2', at: 40, kind: 'do', action: { type: 'old', n: 2 } as never }
	];

	it('is read with each move rewritten by the kept migrations, undos and redos kept', () => {
		const module = {
			version: 2,
			migrations: [
				{
					from: 1,
					migrate: (as: readonly GameAction[]) => as.map((a) => ({ ...a, legacy: true }))
				}
			]
		};
		const log = migratedLog(module, 1, moves);
		expect(log.map((e) => e.kind)).toEqual(['do', 'do', 'undo', 'do']);
		expect(log.filter((e) => e.kind === 'do').every((e) => (e.action as never)['legacy'])).toBe(
			true
		);
		expect(migratedLog(module, 2, moves)).toBe(moves);
	});

	it('is the moves in effect, as they replay, when a migration drops or adds moves', () => {
		const module = {
			version: 2,
			migrations: [
				{
					from: 1,
					migrate: (as: readonly GameAction[]) => [
						{ type: 'start' } as GameAction,
						...as.filter((a) => a.type !== 'gone')
					]
				}
			]
		};
		const log = migratedLog(module, 1, moves);
		expect(log.map((e) => (e.kind === 'do' ? e.action.type : e.kind))).toEqual([
			'start',
			'old',
			'old'
		]);
		expect(log.map((e) => e.seq)).toEqual([0, 1, 2]);
	});
});
