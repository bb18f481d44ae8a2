/** A BG Stats file that is not one is refused with a message key; unknown fields are ignored. */
import { describe, expect, it } from 'vitest';
import {
	MAX_BGSTATS_BYTES,
	parseBgStats,
	parseBgStatsInSlices,
	readBgStatsFile
} from '$lib/ecosystem/bgstats-import-parse';

const minimal = {
	games: [{ id: 1, name: 'Azul', bggId: 230802, newField: { a: 1 } }],
	players: [{ id: 1, name: 'Ana' }],
	plays: [
		{
			uuid: 'U1',
			gameRefId: 1,
			playDate: '2025-01-01 20:00:00',
			playerScores: [{ playerRefId: 1, score: '10', winner: true, futureFlag: 'x' }],
			board: 'unknown to us'
		}
	],
	somethingNew: []
};

describe('BG Stats import: reading the file', () => {
	it('a file with fields this build does not know is read for the fields it knows', () => {
		const r = parseBgStats(JSON.stringify(minimal));
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.data.plays).toHaveLength(1);
		expect(r.data.games[0]).toMatchObject({ name: 'Azul', highestWins: true, noPoints: false });
	});

	it('text that is not JSON, JSON of another shape, a file cut short and an empty file are each refused with their message', () => {
		expect(parseBgStats('hello')).toEqual({ ok: false, error: { key: 'import.error.notJson' } });
		expect(parseBgStats('{"format":"tablemate-backup"}')).toEqual({
			ok: false,
			error: { key: 'import.error.notBgStats' }
		});
		expect(parseBgStats(JSON.stringify(minimal).slice(0, 80))).toEqual({
			ok: false,
			error: { key: 'import.error.truncated' }
		});
		expect(parseBgStats('  ')).toEqual({ ok: false, error: { key: 'import.error.empty' } });
		expect(parseBgStats('[1,2]')).toEqual({ ok: false, error: { key: 'import.error.notBgStats' } });
	});

	it('a play of the wrong shape is counted apart and the others kept', () => {
		const r = parseBgStats(JSON.stringify({ ...minimal, plays: [...minimal.plays, { uuid: 3 }] }));
		expect(r.ok && r.data.badPlays).toBe(1);
		expect(r.ok && r.data.plays).toHaveLength(1);
	});

	it('checking in slices gives what checking at once gives, with a task break before the plays', async () => {
		const text = JSON.stringify({ ...minimal, plays: [...minimal.plays, { uuid: 3 }] });
		let breaks = 0;
		const sliced = await parseBgStatsInSlices(text, async () => void breaks++);
		expect(sliced).toEqual(parseBgStats(text));
		expect(breaks).toBeGreaterThan(0);
		expect(await parseBgStatsInSlices('nope')).toEqual(parseBgStats('nope'));
	});

	it('a file over the size limit is refused before it is read', async () => {
		const huge = { size: MAX_BGSTATS_BYTES + 1, slice: () => new Blob([]), text: () => '' };
		expect(await readBgStatsFile(huge as unknown as Blob)).toEqual({
			ok: false,
			error: { key: 'import.error.tooLarge', values: { max: MAX_BGSTATS_BYTES } }
		});
	});

	it('a zip archive is refused with a message saying to unpack it first', async () => {
		const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])]);
		expect(await readBgStatsFile(zip)).toEqual({
			ok: false,
			error: { key: 'import.error.archive' }
		});
	});
});
