/**
 * A shared session on this phone (lazy chunk, with the sync client): links the session's
 * engine to its room. A local entry goes to the room as soon as the engine admits it (while
 * it is stored here); the room's merged order is shown, then written back to this phone's log,
 * through the engine's queue (so a tap never races a remote entry), and the engine folds it: an
 * entry the rules refuse in that order is shown as refused, never dropped.
 */
import type { Repository } from '$lib/db/repo';
import type { SessionEngine } from '$lib/session/engine';
import type { SessionRow } from '$lib/db/schema';
import type { MessageRef, SessionSummary } from '$lib/games/core/types';
import { TableLink, type LinkStatus } from './client';
import { keptLog, missingFrom, toShared, type SharedEntry } from './log-merge';
import { sharedRow, writeMergedLog } from './mirror';
import { deviceName, type ShareInfo } from './share';
import { phoneKey, refusedBySignature, sign, unsignedHistory, type PhoneKey } from './keys';
import type { LogEntry } from '$lib/games/core/log';
import type { SeatRecord } from './seats';
import { entryPhones, seatLog } from './seat-log.svelte';

export class SharedTable {
	status = $state<LinkStatus>('connecting');
	phones = $state.raw<string[]>([]);
	/** The room's entries, newest last (the panel shows who made the last ones). */
	entries = $state.raw<SharedEntry[]>([]);
	/** How many entries the table keeps as unsigned history (shared before phones signed). */
	unsigned = $state(0);
	#off: (() => void) | null = null;
	#running = false;
	#dirty = false;
	#idle: Promise<void> = Promise.resolve();
	/** Each entry this phone has seen in the room, as it came (re-sent as it is: name, signature). */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- looked up, never shown
	#seen = new Map<string, SharedEntry>();
	/** This phone's key (keys.ts): every entry it writes is signed. */
	#key: PhoneKey | null = null;
	/**
	 * Entries refused for their signature, by id: kept (in this phone's meta too) once found, as
	 * the room a guarding server keeps never holds them again after a reseed.
	 */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- looked up, never shown
	#veto = new Map<string, MessageRef>();
	/** Signing is asynchronous: pushes wait their turn here, in order. */
	#signing: Promise<void> = Promise.resolve();
	/**
	 * Entries sent when the engine admitted them, before they were stored here. Should the local
	 * write fail, the entry is in the room anyway and comes back to this phone with the room's
	 * next merge: the room's copy is what every phone folds.
	 */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- looked up, never shown
	#early = new Set<string>();

	constructor(
		readonly sessionId: string,
		readonly info: ShareInfo,
		readonly device: string,
		private readonly repo: Repository,
		readonly engine: SessionEngine,
		public link: TableLink | null = null,
		private readonly localName?: string
	) {}

	/** `afterSync`: push this phone's missing entries only once the server's copy is in (reseed). */
	async start(row?: SessionRow, afterSync = false): Promise<void> {
		this.#key ??= await phoneKey(this.repo);
		for (const [id, r] of (await this.repo.getMeta<[string, MessageRef][]>(this.#vetoKey)) ?? [])
			this.#veto.set(id, r);
		this.link = await TableLink.open(this.info, this.device, {
			localName: this.localName,
			// This phone's own pushes are already in its log, in that place: only the list shown
			// changes. Remote updates are merged and written back.
			onLog: (local) => (local ? this.#show(this.link?.entries() ?? []) : this.schedule()),
			onStatus: (s) => (this.status = s),
			onPhones: (names) => (this.phones = names),
			onRefused: () => void this.#refused()
		});
		// This phone's entries the room does not hold yet (made before sharing, or while the sync
		// client was still loading) join it, in their order.
		if (afterSync) await this.link.whenSynced(10_000);
		const local = this.engine.snapshot.log;
		this.#send(missingFrom(local, this.link.entries()).filter((e) => !this.#veto.has(e.id)));
		if (row && !this.link.row()) this.link.setRow(sharedRow(row));
		// A move goes to the room as soon as the engine admits it, signed while this phone's
		// IndexedDB write runs (the screen still shows it only once stored here): the other phones
		// do not wait for this phone's disk. The append hook sends what was not sent at admission.
		const offAppend = this.engine.onAppend((entry) => {
			if (!this.#early.delete(entry.id)) this.#send([entry]);
		});
		// A move the table server would refuse (over a limit) is refused here, before it is stored.
		const offAdmit = this.engine.onAdmit((entry) => {
			const refusal = this.link?.refusal(toShared(entry, this.device)) ?? null;
			if (refusal === null && this.link) {
				this.#early.add(entry.id);
				this.#send([entry]);
			}
			return refusal;
		});
		// Who plays from which phone: lines of the session's Log tab, among the moves.
		const seats = this.link.doc.getArray<SeatRecord>('seatLog');
		const showSeats = () => void this.#showSeats(seats.toArray());
		seats.observe(showSeats);
		showSeats();
		this.#off = () => {
			offAppend();
			offAdmit();
			seats.unobserve(showSeats);
		};
		this.schedule();
	}

	/** The room's seat claims and moves, folded as every phone folds them, for the Log tab. */
	async #showSeats(records: readonly SeatRecord[]) {
		if (records.length === 0) return;
		try {
			const [{ readSeats }] = await Promise.all([
				import('./secrets'),
				import('./messages').then((m) => m.loadSyncMessages())
			]);
			const { lines } = await readSeats(records);
			const name = (id: string) => this.engine.ctx.players.find((p) => p.id === id)?.name ?? id;
			seatLog[this.sessionId] = lines.flatMap((l) =>
				l.kind === 'refused'
					? []
					: [
							{
								id: l.id,
								at: l.at,
								text: {
									key:
										l.kind === 'release'
											? 'sync.seats.release'
											: 'from' in l && l.from
												? 'sync.seats.move'
												: 'sync.seats.claim',
									values: {
										player: name(l.player),
										phone: l.phone,
										from: ('from' in l && l.from) || ''
									}
								}
							}
						]
			);
		} catch (e) {
			// The lines are what the table sees of seats; the game goes on without them.
			console.error(e);
		}
	}

	get #vetoKey() {
		return `sync:refused:${this.sessionId}`;
	}

	/**
	 * Puts entries in the room, in order: one seen in the room before goes back as it came (its
	 * phone's name and signature); this phone's own are signed with its key first.
	 */
	#send(entries: readonly LogEntry[]) {
		if (entries.length === 0) return;
		const key = this.#key!;
		const start = now();
		// Signing starts now, each entry on its own; only the pushes wait their turn, in order.
		const signed = Promise.all(
			entries.map((e) => this.#seen.get(e.id) ?? sign(key, toShared(e, this.device)))
		);
		this.#signing = this.#signing.then(async () => {
			this.link?.push(await signed);
			measure('tablemate:sync-send', start, now());
		});
	}

	/** When the first remote change not yet folded was heard (performance.now()), else null. */
	#heardAt: number | null = null;

	/** Coalesces bursts: while one write runs, later changes wait and are written once. */
	schedule() {
		this.#heardAt ??= now();
		this.#dirty = true;
		if (this.#running) return;
		this.#running = true;
		this.#idle = this.#drain();
	}

	async #drain() {
		try {
			while (this.#dirty && this.link) {
				this.#dirty = false;
				const heard = this.#heardAt;
				this.#heardAt = null;
				const link = this.link;
				let merged: { next: readonly LogEntry[]; cur: readonly LogEntry[] } | null = null;
				let reseed = false;
				// Two jobs queued back to back (nothing can be queued between them: no tap, no
				// reload from another tab). The first reads the room inside the engine's queue —
				// every entry this phone stored before is already in it, the append hook pushes
				// within the same job — and hands the merged log to the engine, which folds it once
				// and shows it. The second opens the transaction that stores the merged log with its
				// folded summary and returns without waiting for it (`#store`): the next remote move
				// is shown as it arrives, not after this one's disk write.
				const shown = this.engine.sync(async () => {
					const start = now();
					if (heard !== null) measure('tablemate:sync-wait', heard, start);
					// This phone's own entries are signed and in the room before it is read.
					await this.#signing;
					const items = link.entries();
					this.#show(items);
					for (const it of items)
						if (it && typeof it.id === 'string' && !this.#seen.has(it.id))
							this.#seen.set(it.id, it);
					// Badly signed entries, and unsigned ones once the room signs, are refused by the
					// fold (kept in the log, listed as refused), on every phone alike.
					const veto = this.#veto;
					const before = veto.size;
					for (const [id, why] of await refusedBySignature(items))
						veto.set(id, {
							key: why === 'bad' ? 'shared.entry.badSignature' : 'shared.entry.unsigned'
						});
					if (veto.size !== before) await this.repo.setMeta(this.#vetoKey, [...veto]);
					this.unsigned = await unsignedHistory(items);
					// A copy: the engine compares the next set with the one it holds.
					// eslint-disable-next-line svelte/prefer-svelte-reactivity -- handed over, never shown
					this.engine.setVeto(new Map(veto));
					const cur = this.engine.snapshot.log;
					// Nothing this phone stored is deleted or rewritten because the room says so: the
					// stored copies stay, and what the room lacks is put back (reseed below).
					const { log: next, resend, rewritten } = keptLog(items, cur);
					// A refused entry this phone stored stays here, listed as refused; it is not
					// sent back (a guarding server refuses it, and would close this connection).
					if (resend.some((e) => !veto.has(e.id)) || rewritten.length > 0) reseed = true;
					if (cur.length === next.length && cur.every((e, i) => e.id === next[i]!.id)) return cur;
					merged = { next, cur };
					measure('tablemate:sync-fold', start, now());
					return next;
				});
				const written = this.engine.sync(async () => {
					if (merged) this.#store(merged.next, this.engine.snapshot.summary, merged.cur);
					return this.engine.snapshot.log;
				});
				await Promise.all([shown, written]);
				if (reseed) await this.#reseed();
			}
		} catch (e) {
			console.error(e);
		} finally {
			this.#running = false;
		}
	}

	/**
	 * This phone's copy of the room took a deletion or a rewrite of entries it holds (a server
	 * that does not guard the log, or one that lost its disk): that copy is dropped and opened
	 * afresh from the server, and this phone's entries the room lacks are sent again, with who
	 * made them. Keeping the old copy would send its deletions with every sync, and a guarding
	 * server refuses them.
	 */
	async #reseed() {
		this.#off?.();
		this.#off = null;
		const old = this.link;
		this.link = null;
		await old?.destroy(true);
		await this.start(undefined, true);
	}

	/** The merged logs being stored, in order (each write opened before any later job's). */
	#storing: Promise<void> = Promise.resolve();

	/**
	 * Stores a merged log shown by the engine. The transaction is opened now, inside the engine's
	 * queue, so any later job's write (a tap's append) is opened after it; IndexedDB runs
	 * read-write transactions over the same tables in the order they were opened, so that append
	 * finds the merged log stored and each merge finds the previous one stored. Nothing waits for
	 * it on the way to the screen. Should it fail, the screen goes back to the stored log and the
	 * next pass merges again.
	 */
	#store(next: readonly LogEntry[], summary: SessionSummary, cur: readonly LogEntry[]) {
		const start = now();
		const write = writeMergedLog(this.repo, this.sessionId, next, summary, cur);
		this.#storing = this.#storing.then(() =>
			write.then(
				() => measure('tablemate:sync-store', start, now()),
				async (e) => {
					console.error(e);
					await this.engine.sync(() => this.repo.loadLog(this.sessionId));
					this.schedule();
				}
			)
		);
	}

	/** Resolves once every change heard so far is in this phone's log and stored (tests, bench). */
	async settled(): Promise<void> {
		for (;;) {
			const idle = this.#idle;
			const storing = this.#storing;
			await idle;
			await storing;
			if (idle === this.#idle && storing === this.#storing && !this.#running) return;
		}
	}

	#recovering = false;

	/**
	 * The table server refused an update of this phone (a commitment that lost a race with
	 * another seat's reveal): this phone's copy, which would send it again at every reconnect, is
	 * dropped and opened afresh from the server (its missing log entries re-sent, as a reseed
	 * does); its own seat records the server lacks are sent again unless the fold refuses them
	 * after the room's, and those are kept here to be listed as refused (secrets.ts `fold`).
	 */
	async #refused() {
		if (this.#recovering || !this.link || !this.#key) return;
		this.#recovering = true;
		try {
			const pub = this.#key.pub;
			const mine = this.link.doc
				.getArray<SeatRecord>('seatLog')
				.toArray()
				.filter((r) => r && typeof r.id === 'string' && r.pub === pub);
			await this.#reseed();
			const link = this.link as TableLink | null;
			if (!link) return;
			const seats = link.doc.getArray<SeatRecord>('seatLog');
			// eslint-disable-next-line svelte/prefer-svelte-reactivity -- looked up, never shown
			const held = new Set(seats.toArray().map((r) => r?.id));
			const { readSeats, refusedSeatsKey } = await import('./secrets');
			const key = refusedSeatsKey(this.info.room);
			const kept = (await this.repo.getMeta<SeatRecord[]>(key)) ?? [];
			for (const r of mine) {
				if (held.has(r.id)) continue;
				const f = await readSeats([...seats.toArray(), r]);
				if (f.refused.has(r.id)) kept.push(r);
				else seats.push([r]);
			}
			await this.repo.setMeta(key, kept);
		} catch (e) {
			console.error(e);
		} finally {
			this.#recovering = false;
		}
	}

	/** The room's entries as the panel lists them, and which phone wrote each, for the log. */
	#show(items: SharedEntry[]) {
		this.entries = items;
		// Never changed in place (replaced whole with the room's list): a plain Map, kept raw.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		entryPhones[this.sessionId] = new Map(
			items.filter((e) => e && typeof e.id === 'string').map((e) => [e.id, String(e.by)])
		);
	}

	async stop(forget = false) {
		delete seatLog[this.sessionId];
		delete entryPhones[this.sessionId];
		this.#off?.();
		this.#off = null;
		const link = this.link;
		this.link = null;
		await link?.destroy(forget);
	}
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/**
 * Where a remote change's time goes on this phone (read by bench/sync.js): waiting behind the
 * engine's queue, reading and merging it before it is shown, storing it after. User Timing entries, a few per change.
 */
function measure(name: string, start: number, end: number) {
	if (typeof performance === 'undefined' || !performance.measure) return;
	try {
		performance.measure(name, { start, end });
	} catch {
		// A measure is only a figure: never an error for the table.
	}
}

/** The shared tables open on this phone, by session id (not reactive: looked up, not shown). */
// eslint-disable-next-line svelte/prefer-svelte-reactivity
export const tables = new Map<string, SharedTable>();

export async function openShared(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string,
	info: ShareInfo,
	device: string,
	row?: SessionRow
): Promise<SharedTable> {
	const existing = tables.get(sessionId);
	if (existing && existing.engine === engine) return existing;
	await existing?.stop();
	const t = new SharedTable(sessionId, info, device, repo, engine);
	tables.set(sessionId, t);
	await t.start(row);
	return t;
}

export async function closeShared(sessionId: string, forget = false): Promise<void> {
	const t = tables.get(sessionId);
	tables.delete(sessionId);
	await t?.stop(forget);
}

/** What the session screen's hook calls for a shared session; returns how to let go. */
export async function attachShared(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string,
	info: ShareInfo
): Promise<() => void> {
	await openShared(repo, engine, sessionId, info, (await deviceName(repo)) ?? '?');
	return () => void closeShared(sessionId);
}
