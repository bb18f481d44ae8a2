import { describe, expect, it } from 'vitest';
import { describeLog, scoreTrail } from '$lib/session/history';
import { timeline } from '$lib/games/core/log';
import { isInvalid } from '$lib/games/core/types';
import { live } from '$lib/games/score-pad/state';
import type { LogEntry } from '$lib/games/core/log';
import type { SessionContext } from '$lib/games/core/types';

const ctx: SessionContext<{ lowWins: boolean }> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { lowWins: false },
	seed: 'ABCDEF'
};

const doing = (seq: number, action: object): LogEntry => ({
	seq,
	id: `e${seq}`,
	parent: seq === 0 ? null : `e${seq - 1}`,
	at: seq,
	kind: 'do',
	action: action as never
});
const mark = (seq: number, kind: 'undo' | 'redo'): LogEntry => ({
	seq,
	id: `e${seq}`,
	parent: seq === 0 ? null : `e${seq - 1}`,
	at: seq,
	kind
});

describe('readable log', () => {
	it('says what happened in which round, and which actions are undone', () => {
		const log = [
			doing(0, { type: 'add', seat: 0, delta: 4 }),
			doing(1, { type: 'nextRound' }),
			doing(2, { type: 'add', seat: 1, delta: -3 }),
			mark(3, 'undo'),
			mark(4, 'redo'),
			mark(5, 'undo'),
			doing(6, { type: 'add', seat: 1, delta: 7 })
		];
		const lines = describeLog(live, ctx, log);
		expect(lines.map((l) => [l.kind, l.round, l.text.key, l.text.values, l.undone])).toEqual([
			['do', 1, 'pad.log.add', { player: 'Ana', delta: '+4' }, false],
			['do', 1, 'pad.log.nextRound', { round: 2 }, false],
			['do', 2, 'pad.log.add', { player: 'Benno', delta: '-3' }, true],
			['undo', 2, 'pad.log.add', { player: 'Benno', delta: '-3' }, false],
			['redo', 2, 'pad.log.add', { player: 'Benno', delta: '-3' }, false],
			['undo', 2, 'pad.log.add', { player: 'Benno', delta: '-3' }, false],
			['do', 2, 'pad.log.add', { player: 'Benno', delta: '+7' }, false]
		]);
	});
});

describe('score trail', () => {
	it('lists the moves in effect that changed a player’s score, ending on the Board’s number', () => {
		const log = [
			doing(0, { type: 'add', seat: 0, delta: 4 }),
			doing(1, { type: 'add', seat: 1, delta: 2 }),
			doing(2, { type: 'nextRound' }),
			doing(3, { type: 'add', seat: 0, delta: 5 }),
			mark(4, 'undo'),
			doing(5, { type: 'add', seat: 0, delta: -1 })
		];
		const trail = scoreTrail(live, ctx, log, 'a');
		expect(trail.map((s) => [s.seq, s.delta, s.total, s.round])).toEqual([
			[0, 4, 4, 1],
			[5, -1, 3, 2]
		]);
		expect(trail.at(-1)!.total).toBe(live.summarize(foldState(log), ctx).scores.a);
	});
});

/** The state the Board shows: the moves in effect, folded. */
function foldState(log: readonly LogEntry[]) {
	let s = live.init(ctx);
	for (const e of timeline(log).done) {
		const next = live.reduce(s, e.action as never, ctx);
		if (!isInvalid(next)) s = next;
	}
	return s;
}
