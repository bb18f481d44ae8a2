/**
 * A player renamed or merged stays one person when an older file comes in: a backup written
 * before the change seats them under their name now, the plays already here stay unchanged,
 * and an undone change stops applying.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { exportSessions } from '$lib/db/backup';
import { findGame, games } from '$lib/games/registry';
import { parseBgStats } from '$lib/ecosystem/bgstats-import-parse';
import { incomingPlayers, planImport } from '$lib/ecosystem/bgstats-import';
import { storeBgStatsPlan } from '$lib/ecosystem/bgstats-import-store';
import { importBackup } from '$lib/ecosystem/backup-import';
import { aliasTable, loadAliases, type AliasEntry } from '$lib/ecosystem/player-aliases';
// A plain JavaScript fixture, shared with bench/import.js.
import { bgStatsHistory } from './fixtures/bgstats-history.js';

const load = async (id: string) => {
	const g = findGame(id);
	return g ? { module: (await g.loadModule()).module, ui: null as never } : null;
};
let n = 0;
const fresh = () => new Repository(new TablemateDb(`aliases-${Date.now()}-${n++}`));

/** A phone holding the first `plays` plays of one generated history, and its backup. */
async function phoneWith(plays: number) {
	const parsed = parseBgStats(JSON.stringify(bgStatsHistory(plays, 11)));
	if (!parsed.ok) throw new Error('generated history refused');
	const mods = new Map(
		await Promise.all(games.map(async (g) => [g.id, (await g.loadModule()).module] as const))
	);
	const names = new Map(incomingPlayers(parsed.data).map((p) => [p.ref, p.name]));
	const plan = planImport(parsed.data, { games, module: (id) => mods.get(id)!, names });
	const repo = fresh();
	await storeBgStatsPlan(repo, plan, load);
	return JSON.parse(JSON.stringify(await exportSessions(repo)));
}

const seatedNames = async (repo: Repository) =>
	new Set((await repo.db.sessions.toArray()).flatMap((s) => s.players.map((p) => p.name)));

describe('player aliases', () => {
	it('a later change carries earlier ones along, and a name renamed back stops being an alias', () => {
		const e = (change: string, from: string, to: string, at: number): AliasEntry => ({
			change,
			from,
			to,
			at
		});
		const chain = [e('1', 'ana', 'Ana G.', 1), e('2', 'ana g.', 'Ana García', 2)];
		expect(aliasTable(chain)).toEqual(
			new Map([
				['ana', 'Ana García'],
				['ana g.', 'Ana García']
			])
		);
		// Entries are applied in the order the changes were made, whatever the stored order.
		expect(aliasTable([...chain].reverse())).toEqual(aliasTable(chain));
		const back = [...chain, e('3', 'ana garcía', 'Ana', 3)];
		expect(aliasTable(back)).toEqual(
			new Map([
				['ana g.', 'Ana'],
				['ana garcía', 'Ana']
			])
		);
	});

	it('a rename records its alias in its own transaction: an older backup naming the player lands on the renamed player; plays already here stay unchanged', async () => {
		const older = await phoneWith(6);
		const later = await phoneWith(14);
		const phone = fresh();
		expect(await importBackup(phone, older, load)).toMatchObject({ ok: true });
		expect(await seatedNames(phone)).toContain('Ana');

		await phone.renamePlayer('ana', 'Ana García');
		const r = await importBackup(phone, later, load);
		expect(r).toMatchObject({
			ok: true,
			counts: { added: later.sessions.length - older.sessions.length, copies: 0 }
		});
		if (r.ok) expect(r.counts.unchanged).toBe(older.sessions.length);
		const seated = await seatedNames(phone);
		expect(seated).not.toContain('Ana');
		expect(seated).toContain('Ana García');
		const keys = (await phone.allProfiles()).map((p) => p.key);
		expect(keys).toContain('ana garcía');
		expect(keys).not.toContain('ana');
	});

	it('a merged player in an older backup lands on the player kept, unless a play seats both', async () => {
		const older = await phoneWith(14);
		const phone = fresh();
		await importBackup(phone, older, load);
		// Two players who never sat together here (a merge of two who did is refused).
		const rows = await phone.db.sessions.toArray();
		const names = [...(await seatedNames(phone))].sort();
		const apart = names
			.flatMap((a) => names.map((b) => [a, b] as const))
			.find(
				([a, b]) =>
					a < b &&
					!rows.some(
						(s) => s.players.some((p) => p.name === a) && s.players.some((p) => p.name === b)
					)
			);
		if (!apart) return expect.fail('every two players share a play in this history');
		const [gone, kept] = apart;
		await phone.mergePlayers(gone.toLowerCase(), kept.toLowerCase());
		const newer = await phoneWith(30);
		type Seats = { players: { name: string }[] };
		const seats = (s: Seats, name: string) => s.players.some((p) => p.name === name);
		// The newer file seats the merged player without the kept one: those plays must move.
		expect(
			newer.sessions.filter((s: Seats) => seats(s, gone) && !seats(s, kept)).length
		).toBeGreaterThan(0);
		expect((await importBackup(phone, newer, load)).ok).toBe(true);
		const stored = await phone.db.sessions.toArray();
		// Only a play seating both (one person cannot take two seats) keeps the file's names.
		expect(stored.filter((s) => seats(s, gone) && !seats(s, kept))).toEqual([]);
		expect(await seatedNames(phone)).toContain(kept);
	});

	it('a BG Stats player of a renamed name is proposed as the renamed player', async () => {
		const { proposeMatches } = await import('$lib/ecosystem/bgstats-import');
		const aliases = aliasTable([{ change: '1', from: 'ana', to: 'Ana García', at: 1 }]);
		const proposed = proposeMatches(
			[
				{ ref: 1, name: 'ANA', plays: 3 },
				{ ref: 2, name: 'Beto', plays: 1 }
			],
			[{ name: 'Ana García' }],
			aliases
		);
		expect(proposed.get(1)).toEqual({ kind: 'existing', name: 'Ana García' });
		expect(proposed.get(2)).toEqual({ kind: 'new', name: 'Beto' });
	});

	it('an undone rename takes its alias out in its own transaction: files imported after keep the old name', async () => {
		const phone = fresh();
		await importBackup(phone, await phoneWith(6), load);
		const change = await phone.renamePlayer('ana', 'Ana García');
		await phone.undoPlayerChange(change.id);
		expect(await loadAliases(phone)).toEqual(new Map());
		await importBackup(phone, await phoneWith(14), load);
		expect(await seatedNames(phone)).not.toContain('Ana García');
	});
});
