// Phones in one Node process for the sync tests: each its own Dexie database and its own
// y-indexeddb name (fake-indexeddb), an engine on the score pad, and a SharedTable linking it
// to a room on a real table server on 127.0.0.1.
// @ts-expect-error ws ships without type declarations (the server's dependency, used here as Node 20's WebSocket)
import WebSocket from 'ws';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { SharedTable } from '$lib/sync/attach.svelte';
import { adoptRow, sharedRow } from '$lib/sync/mirror';
import type { SessionRow } from '$lib/db/schema';
import type { ShareInfo } from '$lib/sync/share';
import { ctx, padSession } from '../../fixtures/score-pad';

// Node 20 has no WebSocket of its own: the provider uses the global one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let n = 0;

export interface Phone {
	name: string;
	repo: Repository;
	engine: SessionEngine<PadState, PadAction>;
	table: SharedTable;
	row: SessionRow;
	/** This phone's y-indexeddb database for the room. */
	localName: string;
}

/** The first phone: creates the session and shares it in `info`'s room. */
export async function sharer(name: string, info: ShareInfo): Promise<Phone> {
	const repo = new Repository(new TablemateDb(`phone-${name}-${++n}-${Date.now()}`));
	const row = await repo.createSession(padSession());
	return link(name, repo, row, info);
}

/** Another phone joining the same room with the sharer's row. */
export async function joiner(name: string, row: SessionRow, info: ShareInfo): Promise<Phone> {
	const repo = new Repository(new TablemateDb(`phone-${name}-${++n}-${Date.now()}`));
	await adoptRow(repo, sharedRow(row));
	return link(name, repo, (await repo.getSession(row.id))!, info);
}

async function link(name: string, repo: Repository, row: SessionRow, info: ShareInfo) {
	const engine = new SessionEngine<PadState, PadAction>(
		row.id,
		live,
		ctx,
		await repo.loadLog(row.id),
		repo
	);
	const localName = `sync-${name}-${++n}-${Date.now()}`;
	const table = new SharedTable(
		row.id,
		info,
		name,
		repo,
		engine as unknown as SessionEngine,
		null,
		localName
	);
	await table.start(row);
	return { name, repo, engine, table, row, localName };
}

export const ids = (p: Phone) => p.engine.snapshot.log.map((e) => e.id);

/** Waits (bounded) until every phone shows the same log of `count` entries (or any, if omitted). */
export async function converged(phones: Phone[], count?: number, ms = 30_000): Promise<number> {
	const t0 = performance.now();
	while (performance.now() - t0 < ms) {
		const first = ids(phones[0]!).join();
		if (
			phones.every((p) => ids(p).join() === first) &&
			(count === undefined || ids(phones[0]!).length === count)
		) {
			// …and each phone's stored log says the same as its screen.
			const stored = await Promise.all(
				phones.map(async (p) => (await p.repo.loadLog(p.row.id)).map((e) => e.id).join())
			);
			if (stored.every((s) => s === first)) return performance.now() - t0;
		}
		await new Promise((r) => setTimeout(r, 25));
	}
	throw new Error(
		`no convergence in ${ms} ms: ${phones.map((p) => `${p.name}=${ids(p).length}`).join(', ')}`
	);
}

/**
 * A phone's network back: the link reconnects, as the app's own `reconnect` does, without
 * waiting more than 5 s on the provider's connect promise (its retries, every 5 s at most, go
 * on; `converged` then says whether the phones caught up).
 */
export async function backOnline(p: Phone): Promise<void> {
	let t: ReturnType<typeof setTimeout> | undefined;
	await Promise.race([
		p.table.link!.reconnect(),
		new Promise((ok) => (t = setTimeout(ok, 5_000)))
	]).finally(() => clearTimeout(t));
}

export async function closeAll(phones: Phone[]) {
	for (const p of phones) {
		await p.table.stop();
		p.repo.db.close();
	}
}
