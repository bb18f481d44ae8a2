/**
 * A phone is a key: each phone makes an ECDSA P-256 key pair
 * on its first share (WebCrypto). The private key is made not extractable and kept in this
 * phone's IndexedDB (Dexie meta, stored as the CryptoKey itself): it never leaves the phone.
 * Every entry the phone writes to a room carries its public key (`pub`, raw, base64url) and a
 * signature (`sig`) over the entry's content; every phone verifies before folding, and the
 * table server verifies too (server/guard.js).
 */
import type { Repository } from '$lib/db/repo';
import type { SharedEntry } from './log-merge';

const KEY = 'sync:key';
const ALG = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIG = { name: 'ECDSA', hash: 'SHA-256' } as const;

export interface PhoneKey {
	readonly privateKey: CryptoKey;
	readonly publicKey: CryptoKey;
	/** The public key, raw (65 bytes), base64url: what entries carry. */
	readonly pub: string;
}

export type Signature = 'signed' | 'unsigned' | 'bad';

/** This phone's key, made (and stored) the first time it is asked for. */
export async function phoneKey(repo: Repository): Promise<PhoneKey> {
	const kept = await repo.getMeta<PhoneKey>(KEY);
	if (kept?.privateKey && kept.pub) return kept;
	const pair = await crypto.subtle.generateKey(ALG, false, ['sign', 'verify']);
	const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
	const key: PhoneKey = {
		privateKey: pair.privateKey,
		publicKey: pair.publicKey,
		pub: b64(raw)
	};
	await repo.setMeta(KEY, key);
	return key;
}

/**
 * What is signed: the entry's content in a fixed order, without the phone's name (another
 * phone may re-send it under its own) — the same text the server checks.
 */
export function signedText(e: SharedEntry): string {
	return JSON.stringify([
		e.id,
		e.parent ?? null,
		e.at ?? null,
		e.kind,
		e.action ?? null,
		e.target ?? null
	]);
}

export async function sign(key: PhoneKey, e: SharedEntry): Promise<SharedEntry> {
	return { ...e, pub: key.pub, sig: await signText(key, signedText(e)) };
}

/** A signature (base64url) over `text` with this phone's key: entries, seat claims, secrets. */
export async function signText(key: PhoneKey, text: string): Promise<string> {
	const sig = await crypto.subtle.sign(SIG, key.privateKey, new TextEncoder().encode(text));
	return b64(new Uint8Array(sig));
}

/** Whether `sig` is the signature of `text` by the key `pub` (raw, base64url). */
export async function verifyText(pub: unknown, sig: unknown, text: string): Promise<boolean> {
	if (typeof pub !== 'string' || typeof sig !== 'string') return false;
	const key = await importPub(pub);
	const bytes = unb64(sig);
	if (!key || !bytes) return false;
	try {
		return await crypto.subtle.verify(SIG, key, bytes, new TextEncoder().encode(text));
	} catch {
		return false;
	}
}

/** Verified results by entry id and signature (an entry is verified once per phone). */
const verified = new Map<string, Signature>();
const publicKeys = new Map<string, Promise<CryptoKey | null>>();

function importPub(pub: string): Promise<CryptoKey | null> {
	let k = publicKeys.get(pub);
	if (!k) {
		const raw = unb64(pub);
		k = raw
			? crypto.subtle.importKey('raw', raw, ALG, false, ['verify']).catch(() => null)
			: Promise.resolve(null);
		publicKeys.set(pub, k);
	}
	return k;
}

/** The same, by the entry object the room holds (the Yjs array keeps handing out the same ones). */
const byObject = new WeakMap<object, Signature>();

export async function verify(e: SharedEntry): Promise<Signature> {
	const seen = byObject.get(e);
	if (seen) return seen;
	const r = await check(e);
	byObject.set(e, r);
	return r;
}

async function check(e: SharedEntry): Promise<Signature> {
	if (e.pub === undefined && e.sig === undefined) return 'unsigned';
	if (typeof e.pub !== 'string' || typeof e.sig !== 'string') return 'bad';
	const memo = `${e.id}|${e.sig}|${signedText(e)}`;
	const known = verified.get(memo);
	if (known) return known;
	const ok = await verifyText(e.pub, e.sig, signedText(e));
	const r: Signature = ok ? 'signed' : 'bad';
	verified.set(memo, r);
	return r;
}

/**
 * The entries of a room (in its order) to refuse: a bad signature, or no signature after the
 * room's first signed entry (entries from before phones signed are kept as unsigned history).
 */
export async function refusedBySignature(
	items: readonly SharedEntry[]
): Promise<Map<string, Signature>> {
	const out = new Map<string, Signature>();
	const seen = new Set<string>();
	let signing = false;
	for (const e of items) {
		// Each id's first copy is the one folded (mergedLog); a later copy changes nothing.
		if (!e || typeof e.id !== 'string' || seen.has(e.id)) continue;
		seen.add(e.id);
		const s = await verify(e);
		if (s === 'signed') signing = true;
		else if (s === 'bad' || signing) out.set(e.id, s);
	}
	return out;
}

/**
 * How many entries of a room are kept as unsigned history: unsigned, from before its first
 * signed entry (a session shared before phones signed; shown to the table as such).
 */
export async function unsignedHistory(items: readonly SharedEntry[]): Promise<number> {
	let n = 0;
	const seen = new Set<string>();
	for (const e of items) {
		if (!e || typeof e.id !== 'string' || seen.has(e.id)) continue;
		seen.add(e.id);
		const s = await verify(e);
		if (s === 'signed') break;
		if (s === 'unsigned') n++;
	}
	return n;
}

function b64(bytes: Uint8Array): string {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function unb64(text: string): Uint8Array<ArrayBuffer> | null {
	if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
	try {
		const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
		const out = new Uint8Array(s.length);
		for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
		return out;
	} catch {
		return null;
	}
}
