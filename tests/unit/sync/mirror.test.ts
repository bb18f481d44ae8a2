/**
 * Writing the room's merged order into this phone's log (sync/mirror.ts): with the log the
 * engine showed before, only what follows the common prefix is read and written; a stale or
 * wrong idea of the stored log falls back to reading it all, and the result is the same.
 */
import { describe, expect, it, vi } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import type { LogEntry } from '$lib/games/core/log';
import { writeMergedLog } from '$lib/sync/mirror';
import { padSession } from '../../fixtures/score-pad';

let n = 0;
const summary = { round: 1, finished: false, scores: {}, winners: [] };

function entries(prefix: string, count: number, from = 0): LogEntry[] {
	return Array.from({ length: count }, (_, i) => ({
		seq: from + i,
		at: 1000 + from + i,
		id: `${prefix}${from + i}`,
		parent: null,
		kind: 'do' as const,
		action: { type: 'add', seat: 0, delta: 1 }
	}));
}

async function stored(count: number) {
	const repo = new Repository(new TablemateDb(`mirror-${Date.now()}-${n++}`));
	const row = await repo.createSession(padSession());
	const log = entries('e', count);
	await writeMergedLog(repo, row.id, log, summary);
	return { repo, id: row.id, log };
}

describe('writing the merged log on a phone', () => {
	it('with the log it showed, reads one row (not the whole log) and appends what the room added', async () => {
		const { repo, id, log } = await stored(300);
		const merged = [...log, ...entries('r', 5, 300)];
		const toArray = vi.spyOn(Object.getPrototypeOf(repo.db.log.toCollection()), 'toArray');
		try {
			expect(await writeMergedLog(repo, id, merged, summary, log)).toBe(true);
			expect(toArray).not.toHaveBeenCalled();
		} finally {
			toArray.mockRestore();
		}
		expect((await repo.loadLog(id)).map((e) => e.id)).toEqual(merged.map((e) => e.id));
		expect((await repo.getSession(id))!.logLength).toBe(305);
	});

	it('a remote entry placed before this phone’s last ones rewrites only the tail, in the room’s order', async () => {
		const { repo, id, log } = await stored(10);
		const merged = [...log.slice(0, 8), ...entries('r', 1, 8), ...log.slice(8)].map((e, i) => ({
			...e,
			seq: i
		}));
		await writeMergedLog(repo, id, merged, summary, log);
		expect((await repo.loadLog(id)).map((e) => e.id)).toEqual(merged.map((e) => e.id));
	});

	it('a wrong idea of the stored log (same length, other entries) falls back to reading it all, same result', async () => {
		const { repo, id, log } = await stored(20);
		// The engine believes the log holds other entries than the stored e0…e19.
		const believed = entries('x', 20);
		const merged = [...log, ...entries('r', 3, 20)];
		const toArray = vi.spyOn(Object.getPrototypeOf(repo.db.log.toCollection()), 'toArray');
		try {
			await writeMergedLog(repo, id, merged, summary, believed);
			expect(toArray).toHaveBeenCalled();
		} finally {
			toArray.mockRestore();
		}
		expect((await repo.loadLog(id)).map((e) => e.id)).toEqual(merged.map((e) => e.id));
	});

	it('a merged log lacking a stored entry is refused: nothing stored is deleted', async () => {
		const { repo, id, log } = await stored(6);
		const merged = [...log.slice(0, 3), ...entries('r', 2, 3)];
		await expect(writeMergedLog(repo, id, merged, summary, log)).rejects.toThrow(
			/lacks the stored entry/
		);
		expect((await repo.loadLog(id)).map((e) => e.id)).toEqual(log.map((e) => e.id));
	});

	it('nothing new: writes nothing and says so', async () => {
		const { repo, id, log } = await stored(5);
		expect(await writeMergedLog(repo, id, log, summary, log)).toBe(false);
		expect(await writeMergedLog(repo, id, log, summary)).toBe(false);
	});
});
