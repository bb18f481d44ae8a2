/**
 * Secret choices on a shared table (lazy chunk). The room's `secrets` map holds, per secret
 * (e.g. "ballot:3:p2"), the phone that made it and its commitment — never the choice — until
 * that phone reveals it; every phone checks the reveal. The unrevealed choice stays in this
 * phone's own database (Dexie meta), not in the room's document or its y-indexeddb copy.
 */
import type { Repository } from '$lib/db/repo';
import type { MessageRef } from '$lib/games/core/types';
import type { TableLink } from './client';
import { checkReveal, commitTo, type Reveal } from './commit';

export interface SecretEntry {
	readonly by: string;
	readonly commitment: string;
	readonly reveal?: Reveal;
}

export type SecretState =
	| { readonly state: 'none' }
	| { readonly state: 'pending'; readonly by: string }
	| { readonly state: 'revealed'; readonly by: string; readonly choice: unknown }
	| { readonly state: 'refused'; readonly by: string; readonly reason: MessageRef };

const localKey = (room: string, key: string) => `sync:secret:${room}:${key}`;

export class TableSecrets {
	constructor(
		private readonly link: TableLink,
		private readonly repo: Repository,
		private readonly device: string
	) {}

	private get map() {
		return this.link.doc.getMap<SecretEntry>('secrets');
	}

	/** Commits to a choice: the room gets the hash, this phone keeps the choice. */
	async commit(key: string, choice: unknown): Promise<string> {
		const { commitment, reveal } = await commitTo(choice);
		await this.repo.setMeta(localKey(this.link.info.room, key), reveal);
		this.map.set(key, { by: this.device, commitment });
		return commitment;
	}

	/** Reveals this phone's committed choice (when the rules say so). */
	async reveal(key: string): Promise<boolean> {
		const entry = this.map.get(key);
		const reveal = await this.repo.getMeta<Reveal>(localKey(this.link.info.room, key));
		if (!entry || !reveal) return false;
		this.map.set(key, { ...entry, reveal });
		await this.repo.db.meta.delete(localKey(this.link.info.room, key));
		return true;
	}

	/** What every phone sees of a secret: pending, revealed (checked), or refused. */
	async state(key: string): Promise<SecretState> {
		const entry = this.map.get(key);
		if (!entry) return { state: 'none' };
		if (!entry.reveal) return { state: 'pending', by: entry.by };
		const verdict = await checkReveal(entry.commitment, entry.reveal);
		return verdict.ok
			? { state: 'revealed', by: entry.by, choice: entry.reveal.choice }
			: { state: 'refused', by: entry.by, reason: verdict.reason };
	}

	/** Secrets still waiting for their phone's reveal ("reveal pending from …"). */
	pending(): { key: string; by: string; message: MessageRef }[] {
		const out: { key: string; by: string; message: MessageRef }[] = [];
		this.map.forEach((e, key) => {
			if (!e.reveal)
				out.push({
					key,
					by: e.by,
					message: { key: 'sync.commit.pending', values: { phone: e.by } }
				});
		});
		return out;
	}

	/**
	 * The fall-back when a phone is away: the table enters the choice on one phone instead.
	 * The commitment is withdrawn (its secret is then entered through the game's usual hidden
	 * input on that phone).
	 */
	withdraw(key: string) {
		this.map.delete(key);
	}
}
