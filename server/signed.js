// What the table server checks of signed records, as the phones do (src/lib/sync/keys.ts,
// seats.ts, group/signed.ts, group/group-log.ts), with the phones' own plain-JavaScript code
// where there is some: the canonical text a record is signed over and the seat fold.
//
// - A table room's seat log (claims, commitments, reveals): a new record whose signature fails,
//   an unsigned one once the room signs, one from a key that does not hold the seat (or did not
//   commit the secret it reveals or withdraws), or a commitment made or replaced after another
//   seat of its input revealed (in the room's merged order) is refused.
// - A play group's room, once members join signed: a join whose signature fails, a play not
//   signed by a member's key under that member's own id, and an entry of the group's signed log
//   (a proposal, an answer, a player renamed or merged) of no known type or not signed by a
//   member under its own id, are refused.
import { createHash, createPublicKey, verify } from 'node:crypto';
import * as Y from 'yjs';
import { canonical } from '../src/lib/sync/canonical.js';
import { foldSeats } from '../src/lib/sync/seat-fold.js';

/** Raw P-256 public keys (base64url) as Node keys, each imported once. */
const keys = new Map();
export function publicKey(pub) {
	let k = keys.get(pub);
	if (k === undefined) {
		k = null;
		const raw = typeof pub === 'string' ? Buffer.from(pub, 'base64url') : null;
		if (raw && raw.length === 65 && raw[0] === 4)
			try {
				k = createPublicKey({
					format: 'jwk',
					key: {
						kty: 'EC',
						crv: 'P-256',
						x: raw.subarray(1, 33).toString('base64url'),
						y: raw.subarray(33).toString('base64url')
					}
				});
			} catch {
				k = null;
			}
		if (keys.size > 10_000) keys.clear();
		keys.set(pub, k);
	}
	return k;
}

/** Whether `sig` (ECDSA P-256 over SHA-256, raw r‖s, base64url) signs `text` by the key `pub`. */
export function verifyText(pub, sig, text) {
	const key = publicKey(pub);
	if (!key || typeof sig !== 'string') return false;
	try {
		return verify(
			'sha256',
			Buffer.from(text),
			{ key, dsaEncoding: 'ieee-p1363' },
			Buffer.from(sig, 'base64url')
		);
	} catch {
		return false;
	}
}

/**
 * Where a struct of an update goes: its root type's name and map key, or null (a nested type,
 * or a place this copy of the room cannot tell). Yjs writes the parent only for an item with no
 * neighbour; any other is placed by its left (or right) neighbour, found in this update or in
 * the room (`store`).
 */
function placeOf(s, decoded, store) {
	for (let hops = 0; s && hops < 10_000; hops++) {
		if (typeof s.parent === 'string') return { root: s.parent, sub: s.parentSub ?? null };
		if (s.parent) return null;
		const o = s.origin ?? s.rightOrigin;
		if (!o) return null;
		const near = decoded.structs.find(
			(x) => x.id.client === o.client && x.id.clock <= o.clock && o.clock < x.id.clock + x.length
		);
		if (near) {
			s = near;
			continue;
		}
		try {
			const item = Y.getItem(store, o);
			const type = item.parent;
			if (!type || type._item) return null;
			return { root: Y.findRootTypeKey(type), sub: item.parentSub ?? null };
		} catch {
			return null;
		}
	}
	return null;
}

/** The values an update inserts into the root type `name` of the room `doc`: [key or null, value]. */
export function* insertsInto(decoded, name, doc) {
	for (const s of decoded.structs) {
		if (!s.content || !Array.isArray(s.content.arr)) continue;
		const at = placeOf(s, decoded, doc.store);
		if (at?.root !== name) continue;
		for (const v of s.content.arr) yield [at.sub, v];
	}
}

const isRecord = (r) => r && typeof r === 'object' && typeof r.id === 'string';

/** A seat record's signature (seats.ts: the record without pub and sig, canonical). */
function seatVerdict(r) {
	const { pub, sig, ...rest } = r;
	if (pub === undefined && sig === undefined) return 'unsigned';
	return verifyText(pub, sig, canonical(rest)) ? 'signed' : 'bad';
}

/** A reveal's digest (commit.ts `digest`): SHA-256 of the salt and the canonical choice. */
function revealDigest(r) {
	if (!r.reveal || typeof r.reveal !== 'object' || typeof r.reveal.salt !== 'string') return null;
	return createHash('sha256')
		.update(`${r.reveal.salt}:${canonical(r.reveal.choice)}`)
		.digest('hex');
}

/**
 * Why the seat fold refuses a record that the server refuses too: who wrote it, or a commitment
 * made or replaced once another seat of its input revealed. The latter is judged in the order
 * every phone folds the records (the room's merged order, `order`), so a phone that lost a race
 * with a reveal folds its own commitment as refused, as the server judged it, and no other phone
 * ever holds it (docs/sync.md).
 */
const REFUSED_HERE = new Set(['notSeat', 'notCommitter', 'malformed', 'afterReveal']);

/**
 * Why a table room may not take these new seat records, or null. `seen`: the shadow's cache of
 * verdicts and digests by record id. `order`: the room's seat records once the update is in,
 * in the room's order (what every phone folds); without it, the new records after the held ones.
 */
export function seatRefusal(held, added, signing, seen, order) {
	const known = new Set(held.filter(isRecord).map((r) => r.id));
	const fresh = added.filter((r) => !isRecord(r) || !known.has(r.id));
	if (fresh.length === 0) return null;
	const verdicts = new Map();
	const digests = new Map();
	for (const r of [...held, ...fresh]) {
		if (!isRecord(r) || verdicts.has(r.id)) continue;
		let v = seen.get(r.id);
		if (!v) {
			v = { verdict: seatVerdict(r), digest: r.t === 'reveal' ? revealDigest(r) : null };
			if (known.has(r.id)) seen.set(r.id, v);
		}
		verdicts.set(r.id, v.verdict);
		if (v.digest) digests.set(r.id, v.digest);
	}
	const signs = signing || [...verdicts.values()].includes('signed');
	for (const r of fresh) {
		if (!isRecord(r)) return 'a seat record that is not one';
		const v = verdicts.get(r.id);
		if (v === 'bad') return 'a seat record whose signature fails';
		if (v === 'unsigned' && signs) return 'an unsigned seat record in a room that signs';
	}
	const fold = foldSeats(order ?? [...held, ...fresh], verdicts, digests);
	for (const r of fresh) {
		const why = verdicts.get(r.id) === 'signed' ? fold.refused.get(r.id) : undefined;
		if (why === 'afterReveal') return 'a commitment made or replaced after another seat revealed';
		if (REFUSED_HERE.has(why)) return 'a seat record from a key that does not hold its seat';
	}
	return null;
}

const joinText = (j) => canonical({ t: 'join', id: j.id, name: j.name, at: j.at });
const playText = (p) => canonical({ by: p.by, byName: p.byName, at: p.at, session: p.session });
/** The group log's entry types (group/group-log.ts); each is signed over all but pub and sig. */
const GROUP_KINDS = new Set(['proposal', 'answer', 'player']);
function entryText(e) {
	const { pub: _p, sig: _s, ...rest } = e;
	void _p;
	void _s;
	return canonical(rest);
}

const joinOk = (j) =>
	isRecord(j) && typeof j.name === 'string' && verifyText(j.pub, j.sig, joinText(j));

/** Each device id's first valid join, by key (group/signed.ts `membersByKey`). */
function members(joins) {
	const byId = new Map();
	for (const j of joins) if (!byId.has(j?.id) && joinOk(j)) byId.set(j.id, j);
	const byKey = new Map();
	for (const m of byId.values()) if (!byKey.has(m.pub)) byKey.set(m.pub, m);
	return byKey;
}

function parsed(raw) {
	if (typeof raw !== 'string') return null;
	try {
		const v = JSON.parse(raw);
		return v && typeof v === 'object' ? v : null;
	} catch {
		return null;
	}
}

/**
 * Why a group's room (`doc`, its shadow copy) may not take this update (`decoded`), or null. Groups whose members never joined signed (made before signing) are not checked.
 */
export function groupRefusal(doc, decoded) {
	const held = doc.getArray('joins').toArray();
	const joins = [...insertsInto(decoded, 'joins', doc)].map(([, v]) => v);
	const plays = [...insertsInto(decoded, 'plays', doc)];
	const entries = [...insertsInto(decoded, 'groupLog', doc)].map(([, v]) => v);
	if (joins.length + plays.length + entries.length === 0) return null;
	for (const j of joins) if (!joinOk(j)) return 'a join whose signature fails';
	const all = [...held, ...joins];
	if (all.length === 0) return null;
	const byKey = members(all);
	const signer = (p) => {
		const m = p && byKey.get(p.pub);
		return m && m.id === p.by ? m : null;
	};
	for (const [, raw] of plays) {
		const p = parsed(raw);
		if (!p || !signer(p) || !verifyText(p.pub, p.sig, playText(p)))
			return 'a play not signed by its recorder, a member';
	}
	for (const e of entries)
		if (
			!isRecord(e) ||
			!GROUP_KINDS.has(e.t) ||
			!signer(e) ||
			!verifyText(e.pub, e.sig, entryText(e))
		)
			return 'a group entry not signed by a member under its own id';
	return null;
}
