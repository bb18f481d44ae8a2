/**
 * BG Stats export → planned Tablemate plays (pure: the fixture file in, sessions and reasons
 * out). Storing, and importing twice, are in bgstats-import-store.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '$lib/games/registry';
import { parseBgStats, type BgsExport } from '$lib/ecosystem/bgstats-import-parse';
import {
	incomingPlayers,
	matchGame,
	parsePlayDate,
	planImport,
	planImportInSlices,
	proposeMatches,
	type PlanContext
} from '$lib/ecosystem/bgstats-import';
import { startSeat, padGameName, padBggId, scoreOrder } from '$lib/ecosystem/play-meta';

const text = readFileSync(new URL('./fixtures/bgstats-small.json', import.meta.url), 'utf8');

async function context(data: BgsExport): Promise<PlanContext> {
	const mods = new Map(
		await Promise.all(games.map(async (g) => [g.id, (await g.loadModule()).module] as const))
	);
	const names = new Map(incomingPlayers(data).map((p) => [p.ref, p.name]));
	return { games, module: (id) => mods.get(id)!, names };
}

async function planned() {
	const parsed = parseBgStats(text);
	if (!parsed.ok) throw new Error('fixture refused');
	const plan = planImport(parsed.data, await context(parsed.data));
	const byUuid = (n: number) =>
		plan.sessions.find(
			(s) => s.id === `bgs-AAAAAAAA-0000-0000-0000-${String(n).padStart(12, '0')}`
		);
	return { plan, byUuid, data: parsed.data };
}

describe('BG Stats import: planning plays', () => {
	it('a Root play becomes a quick-scored Root play with its factions, seats, start player, date, length and the winner by dominance', async () => {
		const { byUuid } = await planned();
		const s = byUuid(1)!;
		expect(s.gameId).toBe('root');
		expect(s.flow).toBe('scorer');
		// Seat order: Ana (seat 1) before Carla (seat 2), whatever the file's order.
		expect(s.players.map((p) => p.name)).toEqual(['Ana', 'Carla']);
		expect(s.summary.scores).toEqual({ p1: 22, p2: 18 });
		// Carla won with fewer points: dominance, as BG Stats records it.
		expect(s.summary.winners).toEqual(['p2']);
		expect(s.summary.figures?.factionOf).toEqual({ p1: 'marquise', p2: 'eyrie' });
		expect((s.options as { factions?: string[] }).factions).toEqual(['marquise', 'eyrie']);
		expect(startSeat(s)).toBe(0);
		expect(s.createdAt).toBe(new Date(2024, 10, 29, 18, 22).getTime());
		expect(s.log.at(-1)!.at - s.log[0]!.at).toBe(95 * 60_000);
		// No gap the app would cut as a pause (30 min).
		for (let i = 1; i < s.log.length; i++)
			expect(s.log[i]!.at - s.log[i - 1]!.at).toBeLessThanOrEqual(30 * 60_000);
	});

	it('another game becomes a score pad play named after it, with its BGG id; lowest-wins ties are a shared victory', async () => {
		const { byUuid } = await planned();
		const s = byUuid(2)!;
		expect(s.gameId).toBe('score-pad');
		expect(padGameName(s)).toBe('Golf');
		expect(padBggId(s)).toBe(5555);
		expect(scoreOrder(s)).toBe('asc');
		expect(s.summary.scores).toEqual({ p1: 12, p2: 12, p3: 20 });
		expect([...s.summary.winners].sort()).toEqual(['p1', 'p2']);
		expect(startSeat(s)).toBe(1);
	});

	it('a team play without points keeps its places as a lowest-wins pad, both team mates winning', async () => {
		const { byUuid } = await planned();
		const s = byUuid(5)!;
		expect(scoreOrder(s)).toBe('asc');
		expect(s.summary.scores).toEqual({ p1: 1, p2: 1, p3: 2, p4: 2 });
		expect([...s.summary.winners].sort()).toEqual(['p1', 'p2']);
	});

	it('Year of the Dragon tie broken by rule and Lancaster and Kingdom Defenders (matched by name) keep their scores and winners', async () => {
		const { byUuid } = await planned();
		const y = byUuid(8)!;
		expect(y.gameId).toBe('year-of-the-dragon');
		expect(y.summary.scores).toEqual({ p1: 50, p2: 50, p3: 32 });
		expect(y.summary.winners).toEqual(['p1']);
		const l = byUuid(9)!;
		expect(l.gameId).toBe('lancaster');
		expect(l.summary.scores).toEqual({ p1: 41, p2: 35 });
		expect(l.summary.winners).toEqual(['p1']);
		const k = byUuid(10)!;
		expect(k.gameId).toBe('kingdom-defenders');
		expect(k.summary.scores).toEqual({ p1: 40, p2: 45 });
		expect(k.summary.winners).toEqual(['p2']);
	});

	it('plays the app cannot represent are listed with their reason, the rest kept', async () => {
		const { plan } = await planned();
		const keys = plan.leftOut.map((l) => l.reason.key).sort();
		expect(keys).toEqual(
			[
				'import.skip.coopLoss', // Hanabi: nobody won
				'import.skip.fraction', // Golf 7.5
				'import.skip.fraction', // the hostile game's 1.5
				'import.skip.places', // Lords of Xidit: places by eliminations
				'import.skip.roles', // Root without factions
				'import.skip.shape' // the broken play
			].sort()
		);
		expect(plan.sessions).toHaveLength(6);
		const xidit = plan.leftOut.find((l) => l.reason.key === 'import.skip.places')!;
		expect(xidit.reason.values).toMatchObject({ game: 'Lords of Xidit', date: '2025-04-02' });
	});

	it('the same file plans the same sessions (ids, seeds and logs), so a second import finds them', async () => {
		const a = (await planned()).plan.sessions;
		const b = (await planned()).plan.sessions;
		expect(JSON.stringify(a)).toBe(JSON.stringify(b));
	});

	it('planning in slices gives the same plan as planning at once, and reports it done', async () => {
		const { plan, data } = await planned();
		const seen: number[] = [];
		const sliced = await planImportInSlices(data, await context(data), (d) => seen.push(d));
		expect(JSON.stringify(sliced)).toBe(JSON.stringify(plan));
		expect(seen.at(-1)).toBe(1);
	});

	it('a hostile player name keeps its text without the characters a name may not hold, cut to the limit', async () => {
		const { data } = await planned();
		const hostile = incomingPlayers(data).find((p) => p.ref === 4)!;
		expect(hostile.name).toBe('img src=x onerror=alert(');
	});

	it('incoming players are proposed to the remembered player of the same name, the others as new', async () => {
		const { data } = await planned();
		const m = proposeMatches(incomingPlayers(data), [{ name: 'ana' }, { name: 'Beto' }]);
		expect(m.get(1)).toEqual({ kind: 'existing', name: 'ana' });
		expect(m.get(2)).toEqual({ kind: 'new', name: 'Carla' });
	});

	it('games are matched by BGG id from the registry, and by name where ours has none', () => {
		const g = (name: string, bggId: number | null) =>
			({ id: 1, name, bggId, cooperative: false, noPoints: false, highestWins: true }) as never;
		expect(matchGame(g('Raíz', 237182), games)?.id).toBe('root');
		expect(matchGame(g('kingdom defenders', null), games)?.id).toBe('kingdom-defenders');
		expect(matchGame(g('Root', 1), games)).toBeNull();
	});

	it('a BG Stats date is read in local time; a date that does not exist is refused', () => {
		expect(parsePlayDate('2025-03-02 21:05:09')).toBe(new Date(2025, 2, 2, 21, 5, 9).getTime());
		expect(parsePlayDate('2025-02-30 10:00:00')).toBeNull();
		expect(parsePlayDate('yesterday')).toBeNull();
	});
});
