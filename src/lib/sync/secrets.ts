/**
 * Secret choices on a shared table (lazy chunk). The room's `secrets` map holds, per secret
 * (e.g. "ballot:3:p2"), the phone that made it and its commitment — never the choice — until
 * that phone reveals it; every phone checks the reveal. The unrevealed choice stays in this
 * phone's own database (Dexie meta), not in the room's document or its y-indexeddb copy.
 */
import type { Repository } from '$lib/db/repo';
import type { HiddenOpen, MessageRef } from '$lib/games/core/types';
import type { TableLink } from './client';
import {
	checkReveal,
	commitTo,
	planSecret,
	secretKey,
	standInKey,
	type Reveal,
	type SecretState
} from './commit';

export type { SecretState };

export interface SecretEntry {
	readonly by: string;
	readonly commitment: string;
	readonly reveal?: Reveal;
	/** Entered for an absent player's phone by the table (the fall-back), on phone `by`. */
	readonly fallback?: boolean;
}

const localKey = (room: string, key: string) => `sync:secret:${room}:${key}`;

/** One pass over a hidden input, as this phone sees the room. */
export interface Progress {
	readonly states: Readonly<Record<string, SecretState>>;
	readonly seats: Readonly<Record<string, string>>;
	/** Already recorded as the game's action (by this phone or another). */
	readonly done: boolean;
	/** This phone revealed something in this pass (read the room again). */
	readonly revealed: boolean;
	/** The choices this phone, and only this one, must record now as the game's action. */
	readonly record: Readonly<Record<string, unknown>> | null;
}

export class TableSecrets {
	constructor(
		private readonly link: TableLink,
		private readonly repo: Repository,
		private readonly device: string
	) {}

	private get map() {
		return this.link.doc.getMap<SecretEntry>('secrets');
	}

	/** Which phone holds which seat ("this is my seat"): player id → phone name. Public. */
	private get seatMap() {
		return this.link.doc.getMap<string>('seats');
	}

	/** The hidden inputs already recorded as the game's action, by key → the phone that did. */
	private get doneMap() {
		return this.link.doc.getMap<string>('secretsDone');
	}

	/**
	 * Commits to a choice: the room gets the hash, this phone keeps the choice. `fallback`: the
	 * table enters an absent player's choice here, replacing (cancelling) their pending one.
	 */
	async commit(key: string, choice: unknown, fallback = false): Promise<string> {
		const { commitment, reveal } = await commitTo(choice);
		// The table's entry has a key of its own: the away phone, back with a choice made
		// offline, cannot overwrite it (its own commitment is then withdrawn, see advance).
		const at = fallback ? standInKey(key) : key;
		await this.repo.setMeta(localKey(this.link.info.room, at), reveal);
		this.map.set(
			at,
			fallback ? { by: this.device, commitment, fallback } : { by: this.device, commitment }
		);
		return commitment;
	}

	/** The key that counts for a player's secret: the table's stand-in entry, if there is one. */
	private effective(key: string): string {
		return this.map.has(standInKey(key)) ? standInKey(key) : key;
	}

	/** What every phone sees of a player's secret (the stand-in's, if the table entered it). */
	seatState(key: string): Promise<SecretState> {
		return this.state(this.effective(key));
	}

	/**
	 * Reveals this phone's committed choice (when the rules say so). Only this phone's own
	 * commitment: one the table replaced meanwhile (the fall-back) is forgotten here instead.
	 */
	async reveal(key: string): Promise<boolean> {
		const entry = this.map.get(key);
		const local = localKey(this.link.info.room, key);
		const reveal = await this.repo.getMeta<Reveal>(local);
		if (!entry || !reveal) return false;
		if (entry.by !== this.device || (await checkReveal(entry.commitment, reveal)).ok !== true) {
			await this.repo.db.meta.delete(local);
			return false;
		}
		this.map.set(key, { ...entry, reveal });
		await this.repo.db.meta.delete(local);
		return true;
	}

	seats(): Record<string, string> {
		return Object.fromEntries(this.seatMap.entries());
	}

	/** "This is my seat" on this phone (a seat another phone held moves here), or let it go. */
	claim(player: string, mine: boolean) {
		if (mine) this.seatMap.set(player, this.device);
		else if (this.seatMap.get(player) === this.device) this.seatMap.delete(player);
	}

	isDone(open: string): boolean {
		return this.doneMap.has(open);
	}

	/** Marks a hidden input recorded (before dispatching it: no phone records it twice). */
	markDone(open: string) {
		this.doneMap.set(open, this.device);
	}

	/**
	 * The phone that marked an input done could not record it (its action was refused or its
	 * store failed): the mark goes, so the next pass — on any phone — records it. A second copy
	 * recorded meanwhile is refused by the fold (the action names its key), never doubled.
	 */
	unmarkDone(open: string) {
		if (this.doneMap.get(open) === this.device) this.doneMap.delete(open);
	}

	/**
	 * Starts a hidden input again (its action was undone and the table votes anew): its
	 * commitments and its mark go.
	 */
	restart(open: string) {
		this.link.doc.transact(() => {
			for (const k of [...this.map.keys()]) if (k.startsWith(`${open}|`)) this.map.delete(k);
			this.doneMap.delete(open);
		});
	}

	/**
	 * Reads the room for the open hidden input; at the reveal moment reveals this phone's own
	 * commitments; once all are revealed and checked, the one phone planSecret names marks the
	 * input done and gets the choices to record (every other phone, and any later pass, gets null).
	 */
	async advance(open: HiddenOpen): Promise<Progress> {
		const states: Record<string, SecretState> = {};
		for (const p of open.players) {
			const key = secretKey(open.key, p);
			// The table entered this player's choice elsewhere: this phone's own one is cancelled.
			if (this.map.has(standInKey(key))) await this.cancelOwn(key);
			states[p] = await this.seatState(key);
		}
		const seats = this.seats();
		const done = this.isDone(open.key);
		const plan = planSecret(open.players, states, this.device);
		let revealed = false;
		for (const p of plan.reveal)
			revealed = (await this.reveal(this.effective(secretKey(open.key, p)))) || revealed;
		if (done || !plan.choices || plan.dispatcher !== this.device)
			return { states, seats, done, revealed, record: null };
		this.markDone(open.key);
		return { states, seats, done: true, revealed, record: plan.choices };
	}

	/** Withdraws this phone's own commitment under `key` and forgets its choice. */
	private async cancelOwn(key: string) {
		if (this.map.get(key)?.by === this.device) this.map.delete(key);
		await this.repo.db.meta.delete(localKey(this.link.info.room, key));
	}

	/** Calls `fn` whenever the room's secrets, seats or marks change; returns how to stop. */
	onChange(fn: () => void): () => void {
		const maps = [this.map, this.seatMap, this.doneMap];
		for (const m of maps) m.observe(fn);
		return () => maps.forEach((m) => m.unobserve(fn));
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
