/**
 * A planned BG Stats import stored through the backup import's path: the plays replay as
 * stored sessions with their players remembered, and importing the same file again adds nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { findGame, games } from '$lib/games/registry';
import { parseBgStats } from '$lib/ecosystem/bgstats-import-parse';
import { incomingPlayers, planImport, type PlanContext } from '$lib/ecosystem/bgstats-import';
import { storeBgStatsPlan } from '$lib/ecosystem/bgstats-import-store';
import { Importer } from '$lib/ecosystem/backup-import';
import type { SessionRow } from '$lib/db/schema';
import { PLAY_STARTS_KEY } from '$lib/ecosystem/stats-cache-keys';

const text = readFileSync(new URL('./fixtures/bgstats-small.json', import.meta.url), 'utf8');
const load = async (id: string) => {
	const g = findGame(id);
	return g ? { module: (await g.loadModule()).module, ui: null as never } : null;
};
let n = 0;
const fresh = () => new Repository(new TablemateDb(`bgstats-${Date.now()}-${n++}`));

async function plan(rename: Record<string, string> = {}) {
	const parsed = parseBgStats(text);
	if (!parsed.ok) throw new Error('fixture refused');
	const mods = new Map(
		await Promise.all(games.map(async (g) => [g.id, (await g.loadModule()).module] as const))
	);
	const names = new Map(incomingPlayers(parsed.data).map((p) => [p.ref, rename[p.name] ?? p.name]));
	const cx: PlanContext = { games, module: (id) => mods.get(id)!, names };
	return planImport(parsed.data, cx);
}

/** A planned play as the rows the importer writes. */
function rows(s: Awaited<ReturnType<typeof plan>>['sessions'][number]) {
	const { log, ...row } = s;
	return { row: row as SessionRow, log: log.map((e) => ({ sessionId: s.id, ...e })) };
}

describe('BG Stats import: storing', () => {
	it('new plays written one request per task keep every log entry; a batch where one is stored already is refused whole', async () => {
		const repo = fresh();
		const [a, b] = (await plan()).sessions;
		await repo.addNewSessions([rows(a!)], 1);
		expect((await repo.loadLog(a!.id)).map((e) => e.seq)).toEqual(a!.log.map((e) => e.seq));
		await expect(repo.addNewSessions([rows(b!), rows(a!)])).rejects.toMatchObject({
			name: 'ConstraintError'
		});
		expect(await repo.getSession(b!.id)).toBeUndefined();
		expect(await repo.db.log.count()).toBe(a!.log.length);
	});

	it('a play another tab stored after the presence check is counted as unchanged and written once, the rest added', async () => {
		const repo = fresh();
		const planned = (await plan()).sessions;
		await repo.addNewSessions([rows(planned[1]!)]);
		const importer = new Importer(repo, load);
		for (const s of planned) await importer.built(rows(s).row, rows(s).log);
		const r = await importer.finish();
		expect(r).toMatchObject({
			ok: true,
			counts: { added: planned.length - 1, unchanged: 1 }
		});
		expect(await repo.countHistory()).toBe(planned.length);
		expect(await repo.db.log.count()).toBe(planned.reduce((n, s) => n + s.log.length, 0));
	});

	it('stores every representable play as a finished session, remembers its players and reports progress to the end', async () => {
		const repo = fresh();
		const seen: number[] = [];
		const r = await storeBgStatsPlan(repo, await plan(), load, (d) => seen.push(d));
		expect(r).toMatchObject({ ok: true, added: 6, unchanged: 0 });
		expect(seen.at(-1)).toBe(1);
		expect(r.ok && r.leftOut).toHaveLength(6);
		expect(await repo.countHistory()).toBe(6);
		const root = (await repo.listHistory()).find((s) => s.gameId === 'root')!;
		expect(root.summary.winners).toEqual(['p2']);
		const names = (await repo.listProfiles()).map((p) => p.name).sort();
		expect(names).toContain('Ana');
		expect(names).toContain('Carla');
	});

	it('the statistics are built from the starts of the new plays at hand: no log entry is read back', async () => {
		const repo = fresh();
		const reads = vi.spyOn(repo.db.log, 'bulkGet');
		const r = await storeBgStatsPlan(repo, await plan(), load);
		expect(r).toMatchObject({ ok: true, added: 6 });
		expect(reads).not.toHaveBeenCalled();
		const starts = await repo.getMeta<Record<string, unknown>>(PLAY_STARTS_KEY);
		expect(Object.keys(starts ?? {})).toHaveLength(6);
	});

	it('importing the same file twice adds nothing, even with another player match', async () => {
		const repo = fresh();
		await storeBgStatsPlan(repo, await plan(), load);
		const second = await storeBgStatsPlan(repo, await plan({ Ana: 'Ana G.' }), load);
		expect(second).toMatchObject({ ok: true, added: 0, unchanged: 6 });
		expect(await repo.countSessions()).toBe(6);
	});

	it('an incoming player matched to a remembered one is stored under that name', async () => {
		const repo = fresh();
		await storeBgStatsPlan(repo, await plan({ Ana: 'Ana G.' }), load);
		const all = await repo.listHistory();
		expect(all.every((s) => !s.players.some((p) => p.name === 'Ana'))).toBe(true);
		expect(all.filter((s) => s.players.some((p) => p.name === 'Ana G.')).length).toBeGreaterThan(0);
	});
});

describe('BG Stats export of the whole history', () => {
	it('BG Stats → Tablemate → BG Stats keeps every carried field: the second import plans the same plays', async () => {
		const { exportBgStats } = await import('$lib/ecosystem/bgstats-import-export');
		const repo = fresh();
		const first = await plan();
		await storeBgStatsPlan(repo, first, load);
		const rows = await Promise.all(
			(await repo.listHistory()).map(async (row) => ({
				row,
				times: (await repo.loadLog(row.id)).map((e) => e.at)
			}))
		);
		const doc = exportBgStats(rows, games);
		const reparsed = parseBgStats(JSON.stringify(doc));
		if (!reparsed.ok) throw new Error('export not readable');
		const mods = new Map(
			await Promise.all(games.map(async (g) => [g.id, (await g.loadModule()).module] as const))
		);
		const again = planImport(reparsed.data, {
			games,
			module: (id) => mods.get(id)!,
			names: new Map(incomingPlayers(reparsed.data).map((p) => [p.ref, p.name]))
		});
		expect(again.leftOut).toEqual([]);
		const carried = (s: (typeof first.sessions)[number]) => ({
			id: s.id,
			gameId: s.gameId,
			options: s.options,
			players: s.players.map((p) => p.name),
			scores: s.summary.scores,
			winners: [...s.summary.winners].sort(),
			figures: s.summary.figures ?? null,
			start: s.createdAt,
			length: s.updatedAt - s.createdAt,
			setup: s.gameId === 'score-pad' ? s.setup : null
		});
		const byId = (list: typeof first.sessions) =>
			[...list].sort((a, b) => a.id.localeCompare(b.id)).map(carried);
		expect(byId(again.sessions)).toEqual(byId(first.sessions));
	});
});
