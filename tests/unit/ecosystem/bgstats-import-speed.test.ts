/**
 * A long BG Stats history stored in slices: the progress only grows and ends full, the work
 * breaks between slices, and what is stored (sessions, logs, play times and the statistics
 * cache) is exactly what the checked path gives — each play checked and replayed again by the
 * backup import, then the cache built in one go.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb, type LogRow, type SessionRow } from '$lib/db/schema';
import { findGame, games } from '$lib/games/registry';
import { parseBgStats } from '$lib/ecosystem/bgstats-import-parse';
import { incomingPlayers, planImport } from '$lib/ecosystem/bgstats-import';
import { storeBgStatsPlan } from '$lib/ecosystem/bgstats-import-store';
import { Importer } from '$lib/ecosystem/backup-import';
import { rebuildCache } from '$lib/ecosystem/stats-cache';
import { rememberLogTimes } from '$lib/ecosystem/play-times';
import { STATS_META_KEY, STATS_ROWS_KEY, PLAY_STARTS_KEY } from '$lib/ecosystem/stats-cache-keys';
import { PLAY_TIMES_KEY } from '$lib/ecosystem/play-times';
// A plain JavaScript fixture, shared with bench/import.js.
import { bgStatsHistory } from './fixtures/bgstats-history.js';

const load = async (id: string) => {
	const g = findGame(id);
	return g ? { module: (await g.loadModule()).module, ui: null as never } : null;
};
let n = 0;
const fresh = () => new Repository(new TablemateDb(`bgstats-speed-${Date.now()}-${n++}`));

async function plan(plays: number) {
	const parsed = parseBgStats(JSON.stringify(bgStatsHistory(plays, 7)));
	if (!parsed.ok) throw new Error('generated history refused');
	const mods = new Map(
		await Promise.all(games.map(async (g) => [g.id, (await g.loadModule()).module] as const))
	);
	const names = new Map(incomingPlayers(parsed.data).map((p) => [p.ref, p.name]));
	return planImport(parsed.data, { games, module: (id) => mods.get(id)!, names });
}

async function contents(repo: Repository) {
	const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
	const sessions = ((await repo.db.sessions.toArray()) as SessionRow[]).sort(byId);
	const log = ((await repo.db.log.toArray()) as LogRow[]).sort(
		(a, b) => a.sessionId.localeCompare(b.sessionId) || a.seq - b.seq
	);
	const meta = async (key: string) => repo.getMeta(key);
	return {
		sessions,
		log,
		profiles: (await repo.db.profiles.toArray()).sort((a, b) => a.key.localeCompare(b.key)),
		times: await meta(PLAY_TIMES_KEY),
		starts: await meta(PLAY_STARTS_KEY),
		cacheRows: await meta(STATS_ROWS_KEY),
		cacheStats: await meta(STATS_META_KEY)
	};
}

describe('BG Stats import of a long history', () => {
	it('stores 400 plays with growing progress and task breaks, exactly as checking and replaying each play again would', async () => {
		const planned = await plan(400);
		expect(planned.sessions.length).toBeGreaterThan(350);

		const fast = fresh();
		const seen: number[] = [];
		let breaks = 0;
		const r = await storeBgStatsPlan(
			fast,
			planned,
			load,
			(d) => seen.push(d),
			async () => {
				breaks++;
			}
		);
		expect(r).toMatchObject({ ok: true, added: planned.sessions.length, unchanged: 0 });
		// The cache alone is counted a few hundred rows per slice: breaks are certain.
		expect(breaks).toBeGreaterThan(2);
		expect(seen.at(-1)).toBe(1);
		for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);

		// The checked path: every planned play checked and replayed by the backup import.
		const checked = fresh();
		const importer = new Importer(checked, load);
		for (const s of planned.sessions) await importer.session(s);
		expect(await importer.finish()).toMatchObject({ ok: true });
		await rememberLogTimes(
			checked,
			planned.sessions.map((s) => ({ id: s.id, at: s.log.map((e) => e.at) }))
		);
		await rebuildCache(checked);

		expect(await contents(fast)).toEqual(await contents(checked));
	});
});
