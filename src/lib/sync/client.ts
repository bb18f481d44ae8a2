/**
 * The sync client (lazy chunk: Yjs, the Hocuspocus provider and y-indexeddb load only when a
 * session is shared). One Y.Doc per room: `session` (a map holding the shared row) and `log`
 * (an array of SharedEntry). The doc is also kept in this phone's IndexedDB (y-indexeddb), so a
 * phone without network keeps playing and sends what it did when it is back.
 */
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import type { ShareInfo } from './share';
import type { SharedEntry } from './log-merge';
import type { SharedRow } from './mirror';
import type { MessageRef } from '$lib/games/core/types';
import { ENTRY_LIMIT, ROOM_LIMIT, SIGNATURE_BYTES } from './limits';

/** How a guarding table server's refusal reason begins (server/guard.js `REFUSED_PREFIX`). */
const REFUSED_PREFIX = 'refused: ';

export type LinkStatus = 'connecting' | 'online' | 'offline' | 'refused';

export interface LinkEvents {
	/** This phone's IndexedDB name for the room (default `tablemate-sync-<room>`). */
	localName?: string;
	/** The log changed: `local` when this phone's own push did it. */
	onLog?: (local: boolean) => void;
	onStatus?: (s: LinkStatus) => void;
	onPhones?: (names: string[]) => void;
	/**
	 * The table server refused an update of this phone and closed the connection (a guarding
	 * server's reason): the same update would be refused again at every reconnect.
	 */
	onRefused?: (why: string) => void;
}

/**
 * Empties the provider's queue of messages made while it had no connection (Hocuspocus 3.4's
 * HocuspocusProviderWebsocket keeps them in `messageQueue` and sends them once connected,
 * before the sync step that makes them redundant: Yjs's sync sends whatever the server lacks).
 */
function dropQueued(p: HocuspocusProvider) {
	const ws = p.configuration.websocketProvider as unknown as { messageQueue?: unknown[] };
	if (Array.isArray(ws.messageQueue)) ws.messageQueue.length = 0;
}

export class TableLink {
	readonly doc = new Y.Doc();
	readonly log: Y.Array<SharedEntry>;
	readonly session: Y.Map<unknown>;
	status: LinkStatus = 'connecting';
	#idb: IndexeddbPersistence;
	#provider: HocuspocusProvider | null = null;
	#synced = false;
	#waiters: (() => void)[] = [];
	/** About how many bytes the room holds (its stored state, then every update since). */
	#bytes = 0;

	private constructor(
		readonly info: ShareInfo,
		private readonly events: LinkEvents
	) {
		this.log = this.doc.getArray<SharedEntry>('log');
		this.session = this.doc.getMap('session');
		this.#idb = new IndexeddbPersistence(
			events.localName ?? `tablemate-sync-${info.room}`,
			this.doc
		);
		this.log.observe((_e, tr) => this.events.onLog?.(tr.local));
	}

	/** Opens the room: this phone's stored copy first, then the server. */
	static async open(info: ShareInfo, device: string, events: LinkEvents = {}): Promise<TableLink> {
		const link = new TableLink(info, events);
		await link.#idb.whenSynced;
		link.#bytes = Y.encodeStateAsUpdate(link.doc).byteLength;
		link.doc.on('update', (u: Uint8Array) => (link.#bytes += u.byteLength));
		link.#connect(device);
		return link;
	}

	#connect(device: string) {
		const p = new HocuspocusProvider({
			url: this.info.url,
			name: this.info.room,
			token: this.info.token,
			document: this.doc,
			onAuthenticationFailed: () => this.#setStatus('refused'),
			onClose: ({ event }) => {
				const why = String(event.reason ?? '');
				if (why.startsWith(REFUSED_PREFIX)) this.events.onRefused?.(why);
			},
			onStatus: ({ status }) => {
				// Connected again: the updates this phone made without a connection wait in the
				// provider's queue, one message each; the sync step that follows sends them all in
				// one update anyway. Sending both made the other phones store and fold hundreds of
				// small updates after a phone came back (bench/sync.js, 1,000 taps offline).
				if (status === 'connected') dropQueued(p);
				if (this.status === 'refused') return;
				if (status === 'connected') this.#setStatus(this.#synced ? 'online' : 'connecting');
				else if (status === 'disconnected') this.#setStatus('offline');
			},
			onSynced: () => {
				this.#synced = true;
				this.#setStatus('online');
				for (const w of this.#waiters.splice(0)) w();
			},
			onAwarenessChange: ({ states }) =>
				this.events.onPhones?.(
					states.map((s) => String((s as { phone?: string }).phone ?? '')).filter(Boolean)
				)
		});
		p.setAwarenessField('phone', device);
		// Phones at one table: a retry at least every 5 s (the provider's default backs off to
		// 30 s, so a phone offline for a minute waited up to 30 s more once its Wi-Fi was back).
		p.configuration.websocketProvider.setConfiguration({ maxDelay: 5000 });
		this.#provider = p;
		if (typeof window !== 'undefined') {
			// The network back, or the phone back in front of someone: reconnect now, not at the
			// next retry.
			window.addEventListener('online', this.#wake);
			document.addEventListener('visibilitychange', this.#wake);
		}
	}

	#wake = () => {
		if (this.#stopped || this.status === 'refused' || this.status === 'online') return;
		if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
		void this.#provider?.connect();
	};

	#stopped = false;

	#setStatus(s: LinkStatus) {
		this.status = s;
		if (s === 'refused') for (const w of this.#waiters.splice(0)) w();
		this.events.onStatus?.(s);
	}

	/** Resolves once the server's copy arrived (or it refused us, or time ran out). */
	whenSynced(ms: number): Promise<'synced' | 'refused' | 'timeout'> {
		if (this.status === 'refused') return Promise.resolve('refused');
		if (this.#synced) return Promise.resolve('synced');
		return new Promise((resolve) => {
			const t = setTimeout(() => resolve('timeout'), ms);
			this.#waiters.push(() => {
				clearTimeout(t);
				resolve(this.status === 'refused' ? 'refused' : 'synced');
			});
		});
	}

	/** Drops the connection (the phone keeps playing on its stored copy) or restores it. */
	disconnect() {
		this.#stopped = true;
		this.#provider?.disconnect();
	}

	async reconnect() {
		this.#stopped = false;
		await this.#provider?.connect();
	}

	/** Connected, and the server has acknowledged every change this phone made (tests, bench). */
	acknowledged(): boolean {
		return this.status === 'online' && this.#provider?.hasUnsyncedChanges === false;
	}

	/** Why the table server would refuse this entry, or null. */
	refusal(entry: SharedEntry): MessageRef | null {
		// Measured as the server will: signed.
		const size = JSON.stringify(entry).length + (entry.sig === undefined ? SIGNATURE_BYTES : 0);
		if (size > ENTRY_LIMIT) return { key: 'shared.limit.entry' };
		if (this.#bytes + size > ROOM_LIMIT) return { key: 'shared.limit.room' };
		return null;
	}

	entries(): SharedEntry[] {
		return this.log.toArray();
	}

	push(entries: readonly SharedEntry[]) {
		if (entries.length === 0) return;
		this.doc.transact(() => this.log.push(entries.map((e) => ({ ...e }))));
	}

	row(): SharedRow | undefined {
		return this.session.get('row') as SharedRow | undefined;
	}

	setRow(row: SharedRow) {
		this.session.set('row', row);
	}

	/** Leaves the room; this phone's stored copy stays (unless `forget`). */
	async destroy(forget = false) {
		this.#stopped = true;
		if (typeof window !== 'undefined') {
			window.removeEventListener('online', this.#wake);
			document.removeEventListener('visibilitychange', this.#wake);
		}
		try {
			this.#provider?.destroy();
		} catch {
			// Hocuspocus 3.4's last clean-up step can throw when a reconnect's socket lost its handlers to
			// an earlier close; by then the socket is closed and the provider detached, so leaving goes on.
		}
		if (forget) await this.#idb.clearData();
		else await this.#idb.destroy();
		this.doc.destroy();
	}
}
