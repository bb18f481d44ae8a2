/**
 * What a phone keeps when the room says otherwise, pure: the room's order,
 * this phone's stored content for the entries it holds, and the entries the room lacks after.
 */
import { describe, expect, it } from 'vitest';
import { keptLog, type SharedEntry } from '$lib/sync/log-merge';
import type { LogEntry } from '$lib/games/core/log';

const shared = (id: string, delta = 1): SharedEntry => ({
	id,
	parent: null,
	at: 1,
	kind: 'do',
	action: { type: 'add', seat: 0, delta } as never,
	by: 'X'
});
const stored = (id: string, seq: number, delta = 1): LogEntry => ({
	seq,
	id,
	parent: null,
	at: 1,
	kind: 'do',
	action: { type: 'add', seat: 0, delta } as never
});

describe('keptLog', () => {
	it('a room lacking stored entries: they stay, after the room’s, and are to be re-sent', () => {
		const local = [stored('a', 0), stored('b', 1), stored('c', 2)];
		const { log, resend, rewritten } = keptLog([shared('a'), shared('z')], local);
		expect(log.map((e) => [e.id, e.seq])).toEqual([
			['a', 0],
			['z', 1],
			['b', 2],
			['c', 3]
		]);
		expect(resend.map((e) => e.id)).toEqual(['b', 'c']);
		expect(rewritten).toEqual([]);
	});

	it('a room holding another content under a stored id: the stored content stays, and it is said', () => {
		const local = [stored('a', 0, 3)];
		const { log, rewritten } = keptLog([shared('a', 99)], local);
		expect(log).toEqual([stored('a', 0, 3)]);
		expect(rewritten).toEqual(['a']);
	});

	it('an empty room never empties the phone', () => {
		const local = [stored('a', 0), stored('b', 1)];
		expect(keptLog([], local).log.map((e) => e.id)).toEqual(['a', 'b']);
	});
});
