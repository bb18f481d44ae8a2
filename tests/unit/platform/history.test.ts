import { describe, expect, it } from 'vitest';
import { describeLog } from '$lib/session/history';
import { live } from '$lib/games/score-pad/state';
import type { LogEntry } from '$lib/games/core/log';
import type { SessionContext } from '$lib/games/core/types';

const ctx: SessionContext = {
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
