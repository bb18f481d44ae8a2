/**
 * Following what other tabs and phones write to an open session. Dexie's liveQuery tells every
 * tab when this session's row changes (BroadcastChannel underneath); the engine then reloads the
 * stored log, queued after its own writes, so a second tab never shows old scores. A shared
 * session's remote entries enter through the engine too (the sync hook, loaded only then).
 */
import { liveQuery, type Subscription } from 'dexie';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import { attachIfShared } from '$lib/sync/hook';
import type { SessionView } from './session.svelte';

export class SessionFollower {
	#live: Subscription | undefined;
	#detach: (() => void) | undefined;
	#gone = false;

	constructor(
		private readonly repo: Repository,
		private readonly id: string,
		private readonly view: () => SessionView | null,
		/** The row as another tab left it (its correcting flag), and whether the log changed. */
		private readonly onRow: (row: SessionRow) => void,
		/** Another tab's moves came in: say so. */
		private readonly announce: () => void
	) {}

	/** Starts following: other tabs, and the table's room when the session is shared. */
	start(): void {
		const view = this.view();
		if (this.#gone || !view) return;
		this.#live = liveQuery(() => this.repo.getSession(this.id)).subscribe({
			next: (row) => {
				const v = this.view();
				if (!row || !v) return;
				this.onRow(row);
				if (row.logLength !== v.snapshot.log.length) void this.resync(true);
			},
			error: () => {}
		});
		void attachIfShared(this.repo, view.engine, this.id).then((off) =>
			this.#gone ? off() : (this.#detach = off)
		);
	}

	/** Reloads the stored log into the engine; `announce` says so when it changed. */
	async resync(announce: boolean): Promise<void> {
		const v = this.view();
		if (!v) return;
		try {
			const changed = await v.engine.sync(() => this.repo.loadLog(this.id));
			if (changed && announce) this.announce();
		} catch {
			/* the next change or the reload button tries again */
		}
	}

	stop(): void {
		this.#gone = true;
		this.#live?.unsubscribe();
		this.#detach?.();
	}
}
