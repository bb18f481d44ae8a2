/**
 * Secret choices on a shared table (lazy chunk). The room's `seatLog` (seats.ts) holds signed
 * records: which phone's key holds which seat, and per secret (e.g. "ballot:3|p2") the key that
 * committed and its commitment — never the choice — until that key reveals it; every phone
 * checks the signatures, the seat and the reveal. The unrevealed choice stays in this
 * phone's own database (Dexie meta), not in the room's document or its y-indexeddb copy.
 */
import type { Repository } from '$lib/db/repo';
import type { HiddenOpen, MessageRef } from '$lib/games/core/types';
import type { TableLink } from './client';
import { phoneKey, signText, verifyText, type PhoneKey, type Signature } from './keys';
import { foldSeats, type SeatFold, type SeatRecord, type Unsigned } from './seats';
import {
	canonical,
	checkReveal,
	digest,
	commitTo,
	planSecret,
	secretKey,
	standInKey,
	type Reveal,
	type SecretState
} from './commit';

export type { SecretState };

const localKey = (room: string, key: string) => `sync:secret:${room}:${key}`;

/**
 * This phone's seat records the table server refused (a commitment that lost a race with another
 * seat's reveal, docs/sync.md), kept on this phone to be folded — as refused — with the room's.
 */
export const refusedSeatsKey = (room: string) => `sync:seats-refused:${room}`;

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

/** Each record's signature, checked once per record object (the Yjs array hands out the same ones). */
const checked = new WeakMap<object, Promise<Signature>>();

function verdictOf(r: SeatRecord): Promise<Signature> {
	let v = checked.get(r);
	if (!v) {
		const { pub, sig, ...rest } = r;
		v =
			pub === undefined && sig === undefined
				? Promise.resolve('unsigned')
				: verifyText(pub, sig, canonical(rest)).then((ok) => (ok ? 'signed' : 'bad'));
		checked.set(r, v);
	}
	return v;
}

/** Each reveal's digest, computed once per record object. */
const digested = new WeakMap<object, Promise<string | null>>();

function digestOf(r: Extract<SeatRecord, { t: 'reveal' }>): Promise<string | null> {
	let d = digested.get(r);
	if (!d) {
		d =
			r.reveal && typeof r.reveal === 'object' && typeof r.reveal.salt === 'string'
				? digest(r.reveal).catch(() => null)
				: Promise.resolve(null);
		digested.set(r, d);
	}
	return d;
}

/** The room's seat log folded (seats.ts), its signatures and reveals checked first. */
export async function readSeats(records: readonly SeatRecord[]): Promise<SeatFold> {
	const verdicts = new Map<string, Signature>();
	await Promise.all(
		records.map(async (r) => {
			if (r && typeof r === 'object' && typeof r.id === 'string' && !verdicts.has(r.id))
				verdicts.set(r.id, await verdictOf(r));
		})
	);
	const digests = new Map<string, string>();
	await Promise.all(
		records.map(async (r) => {
			if (r?.t === 'reveal' && typeof r.id === 'string') {
				const d = await digestOf(r);
				if (d) digests.set(r.id, d);
			}
		})
	);
	return foldSeats(records, verdicts, digests);
}

export class TableSecrets {
	#key: Promise<PhoneKey> | null = null;

	constructor(
		private readonly link: TableLink,
		private readonly repo: Repository,
		private readonly device: string
	) {}

	/** The room's append-only list of signed seat claims, commitments and reveals. */
	private get seatLog() {
		return this.link.doc.getArray<SeatRecord>('seatLog');
	}

	/** The hidden inputs already recorded as the game's action, by key → the phone that did. */
	private get doneMap() {
		return this.link.doc.getMap<string>('secretsDone');
	}

	/** Signs a record with this phone's key and appends it to the room. */
	private async write(record: Unsigned<SeatRecord>): Promise<void> {
		this.#key ??= phoneKey(this.repo);
		const key = await this.#key;
		// Signed: the record without its key and signature, as every phone checks it (readSeats).
		const sig = await signText(key, canonical(record));
		this.seatLog.push([{ ...record, pub: key.pub, sig } as SeatRecord]);
	}

	private stamp() {
		return { id: crypto.randomUUID(), phone: this.device, at: Date.now() };
	}

	/**
	 * The room's seats and secrets as every phone folds them, with this phone's records the
	 * server refused after them (the fold refuses them again: they are listed, never lost).
	 */
	async fold(): Promise<SeatFold> {
		const kept = await this.repo.getMeta<SeatRecord[]>(refusedSeatsKey(this.link.info.room));
		return readSeats([...this.seatLog.toArray(), ...(kept ?? [])]);
	}

	/** This phone's public key (what its records carry). */
	async pub(): Promise<string> {
		this.#key ??= phoneKey(this.repo);
		return (await this.#key).pub;
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
		await this.write({
			t: 'commit',
			...this.stamp(),
			key: at,
			commitment,
			...(fallback ? { fallback: true as const } : {})
		});
		return commitment;
	}

	/** The key that counts for a player's secret: the table's stand-in entry, if there is one. */
	private effective(key: string, f: SeatFold): string {
		return f.secrets.has(standInKey(key)) ? standInKey(key) : key;
	}

	/** What every phone sees of a player's secret (the stand-in's, if the table entered it). */
	async seatState(key: string): Promise<SecretState> {
		const f = await this.fold();
		return stateOf(f, this.effective(key, f));
	}

	/**
	 * Reveals this phone's committed choice (when the rules say so). Only this phone's own
	 * commitment: one the table replaced meanwhile (the fall-back) is forgotten here instead.
	 */
	async reveal(key: string, f?: SeatFold): Promise<boolean> {
		const held = (f ?? (await this.fold())).secrets.get(key);
		const local = localKey(this.link.info.room, key);
		const reveal = await this.repo.getMeta<Reveal>(local);
		if (!held || !reveal) return false;
		if (
			held.pub !== (await this.pub()) ||
			(await checkReveal(held.commitment, reveal)).ok !== true
		) {
			await this.repo.db.meta.delete(local);
			return false;
		}
		// Once is enough (a reveal that does not match, written before under this key, opens nothing).
		if (!held.reveals.some((r) => r.salt === reveal.salt))
			await this.write({ t: 'reveal', ...this.stamp(), key, reveal });
		await this.repo.db.meta.delete(local);
		return true;
	}

	/** Which phone holds which seat: player id → phone name. Public. */
	async seats(f?: SeatFold): Promise<Record<string, string>> {
		const fold = f ?? (await this.fold());
		return Object.fromEntries([...fold.seats].map(([p, s]) => [p, s.phone]));
	}

	/**
	 * "This is my seat" on this phone (a seat another phone held moves here, and the table sees
	 * it in the seat log), or let it go.
	 */
	async claim(player: string, mine: boolean): Promise<void> {
		const held = (await this.fold()).seats.get(player);
		const pub = await this.pub();
		if (mine && held?.pub !== pub) await this.write({ t: 'claim', ...this.stamp(), player });
		else if (!mine && held?.pub === pub)
			await this.write({ t: 'release', ...this.stamp(), player });
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
	async restart(open: string): Promise<void> {
		await this.write({ t: 'restart', ...this.stamp(), open });
		this.doneMap.delete(open);
	}

	/**
	 * Reads the room for the open hidden input; at the reveal moment reveals this phone's own
	 * commitments; once all are revealed and checked, the one phone planSecret names marks the
	 * input done and gets the choices to record (every other phone, and any later pass, gets null).
	 */
	async advance(open: HiddenOpen): Promise<Progress> {
		let f = await this.fold();
		const pub = await this.pub();
		// The table entered a player's choice elsewhere: this phone's own one is cancelled.
		for (const p of open.players) {
			const key = secretKey(open.key, p);
			if (f.secrets.has(standInKey(key))) await this.cancelOwn(key, f, pub);
		}
		f = await this.fold();
		const states: Record<string, SecretState> = {};
		for (const p of open.players)
			states[p] = await stateOf(f, this.effective(secretKey(open.key, p), f));
		const seats = await this.seats(f);
		const done = this.isDone(open.key);
		const plan = planSecret(open.players, states, this.device);
		let revealed = false;
		for (const p of plan.reveal)
			revealed = (await this.reveal(this.effective(secretKey(open.key, p), f), f)) || revealed;
		if (done || !plan.choices || plan.dispatcher !== this.device)
			return { states, seats, done, revealed, record: null };
		this.markDone(open.key);
		return { states, seats, done: true, revealed, record: plan.choices };
	}

	/** Withdraws this phone's own commitment under `key` and forgets its choice. */
	private async cancelOwn(key: string, f: SeatFold, pub: string) {
		if (f.secrets.get(key)?.pub === pub) await this.write({ t: 'withdraw', ...this.stamp(), key });
		await this.repo.db.meta.delete(localKey(this.link.info.room, key));
	}

	/** Calls `fn` whenever the room's seats, secrets or marks change; returns how to stop. */
	onChange(fn: () => void): () => void {
		const types = [this.seatLog, this.doneMap] as const;
		for (const m of types) m.observe(fn);
		return () => types.forEach((m) => m.unobserve(fn));
	}

	/** What every phone sees of a secret: pending, revealed (checked), or refused. */
	async state(key: string): Promise<SecretState> {
		return stateOf(await this.fold(), key);
	}

	/** Secrets still waiting for their phone's reveal ("reveal pending from …"). */
	async pending(): Promise<{ key: string; by: string; message: MessageRef }[]> {
		const out: { key: string; by: string; message: MessageRef }[] = [];
		for (const [key, e] of (await this.fold()).secrets)
			if (e.reveals.length === 0)
				out.push({
					key,
					by: e.by,
					message: { key: 'sync.commit.pending', values: { phone: e.by } }
				});
		return out;
	}

	/**
	 * The fall-back when a phone is away: this phone withdraws its own commitment (its secret is
	 * then entered through the game's usual hidden input).
	 */
	async withdraw(key: string): Promise<void> {
		const f = await this.fold();
		await this.cancelOwn(key, f, await this.pub());
	}
}

/**
 * A secret as every phone sees it: the first reveal from its committing key that matches the
 * commitment counts; reveals that do not match are refused (and a later matching one still
 * opens it). Only mismatching reveals: refused.
 */
async function stateOf(f: SeatFold, key: string): Promise<SecretState> {
	const held = f.secrets.get(key);
	if (!held) return { state: 'none' };
	if (held.reveals.length === 0) return { state: 'pending', by: held.by };
	let reason: MessageRef | null = null;
	for (const r of held.reveals) {
		const verdict = await checkReveal(held.commitment, r);
		if (verdict.ok) return { state: 'revealed', by: held.by, choice: r.choice };
		reason ??= verdict.reason;
	}
	return { state: 'refused', by: held.by, reason: reason! };
}
