// What a table room accepts (issue 46 points 1 and 6). Every Yjs update a phone sends is
// inspected before Hocuspocus applies (and relays) it:
//
// - a message over MESSAGE_LIMIT, an entry (a value in the room) over ENTRY_LIMIT, or an update
//   that would take the room over ROOM_LIMIT is refused;
// - in a table room ("t-…"), an update that deletes an entry of the shared `log` the server
//   holds, or that puts a different entry under the id of one it holds (a rewrite), is refused;
//   so is an update that deletes a record of the room's `seatLog` (seat claims and secrets);
//   so is a new entry whose signature (src/lib/sync/keys.ts: ECDSA P-256 over the entry's
//   content) fails, or a new unsigned entry in a room that already holds signed ones;
// - a new seat record whose signature fails or whose key does not hold its seat, and in a
//   group's room a play or a group-log entry not signed by a member under its own id (signed.js);
// - a group's room ("g-…") closed by a valid proof (the group rotated its link) takes nothing
//   more: every message is refused, so its old link opens nothing.
//
// Refused means thrown from `beforeHandleMessage`: Hocuspocus closes that connection and never
// applies nor relays the update, so no other phone and no stored file ever sees it.
//
// The check runs against a shadow copy of each room: the room as applied plus the updates this
// guard accepted that Hocuspocus has not applied yet. Hocuspocus runs the hooks of messages
// that arrive in one burst before it applies the first one, so checking against the room alone
// would judge a delete before the insert it follows was in (and let it through).
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { groupRefusal, insertsInto, seatRefusal, verifyText } from './signed.js';

export const MESSAGE_LIMIT = 1024 * 1024;
export const ENTRY_LIMIT = 64 * 1024;
export const ROOM_LIMIT = 20 * 1024 * 1024;

/** Hocuspocus message types (server/src/types.ts) and y-protocols' sync message types. */
const MESSAGE_SYNC = 0;
const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;

/** What a refusal's close reason starts with (the sync client reads it). */
export const REFUSED_PREFIX = 'refused: ';

export class Refused extends Error {
	/** @param {string} why */
	constructor(why) {
		super(why);
		// Hocuspocus closes the connection with this reason (the code reaches phones as 1000): the
		// prefix tells a phone its own update was refused (src/lib/sync/client.ts `onRefused`).
		this.code = 4400;
		this.reason = `${REFUSED_PREFIX}${why}`;
	}
}

/**
 * The room's seat records once `update` is in, in the room's merged order: the order every
 * phone that holds them folds them in (Yjs orders concurrent inserts the same way everywhere).
 */
function seatsAfter(doc, update) {
	const scratch = new Y.Doc({ gc: false });
	try {
		Y.applyUpdate(scratch, Y.encodeStateAsUpdate(doc));
		Y.applyUpdate(scratch, update);
		return scratch.getArray('seatLog').toArray();
	} finally {
		scratch.destroy();
	}
}

/** The Yjs update a Hocuspocus message carries, or null (awareness, sync step 1, auth…). */
export function updateOf(message) {
	const d = decoding.createDecoder(message);
	decoding.readVarString(d);
	const type = decoding.readVarUint(d);
	if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return null;
	const step = decoding.readVarUint(d);
	if (step !== SYNC_STEP2 && step !== SYNC_UPDATE) return null;
	return decoding.readVarUint8Array(d);
}

const KINDS = new Set(['do', 'undo', 'redo']);
/** Each entry object's content, computed once (the log's objects stay the same objects). */
const canons = new WeakMap();

/**
 * A log entry's content as compared — its fields in a fixed order, without the phone's name
 * (a phone re-sending another's entry may name itself) — or null for anything not an entry.
 */
function canon(e) {
	if (!e || typeof e !== 'object' || typeof e.id !== 'string' || !KINDS.has(e.kind)) return null;
	let c = canons.get(e);
	if (c === undefined) {
		c = JSON.stringify([
			e.id,
			e.parent ?? null,
			e.at ?? null,
			e.kind,
			e.action ?? null,
			e.target ?? null
		]);
		canons.set(e, c);
	}
	return c;
}

/** 'signed', 'unsigned' or 'bad': the entry's signature over its content (`canon`). */
export function signatureOf(e) {
	if (e.pub === undefined && e.sig === undefined) return 'unsigned';
	return verifyText(e.pub, e.sig, canon(e)) ? 'signed' : 'bad';
}

/** The live entries of a room's log: id → content of its first copy; null when two differ. */
function entriesOf(doc) {
	const out = new Map();
	for (const e of doc.getArray('log').toArray()) {
		const c = canon(e);
		if (c === null) continue;
		const had = out.get(e.id);
		if (had === undefined) out.set(e.id, c);
		else if (had !== c) return null;
	}
	return out;
}

/** A room's seat records (its `seatLog` array): id → the content of its first copy (the one folded). */
function seatIdsOf(doc) {
	const out = new Map();
	for (const r of doc.getArray('seatLog').toArray())
		if (r && typeof r === 'object' && typeof r.id === 'string' && !out.has(r.id))
			out.set(r.id, JSON.stringify(r));
	return out;
}

/** The values a decoded update writes, each measured and, if an entry, compared. */
function* valuesOf(decoded) {
	for (const s of decoded.structs) {
		const content = s.content;
		if (!content) continue;
		if (Array.isArray(content.arr)) yield* content.arr;
		else if (typeof content.str === 'string') yield content.str;
		else if (content.content instanceof Uint8Array) yield content.content;
	}
}

function sizeOf(v) {
	if (typeof v === 'string') return v.length;
	if (v instanceof Uint8Array) return v.byteLength;
	try {
		return JSON.stringify(v)?.length ?? 0;
	} catch {
		return Infinity;
	}
}

class Shadow {
	/** @param {Y.Doc} room */
	constructor(room) {
		this.doc = new Y.Doc({ gc: false });
		const state = Y.encodeStateAsUpdate(room);
		Y.applyUpdate(this.doc, state);
		this.bytes = state.byteLength;
		/** Seat records' verdicts and digests by id (signed.js), each computed once. */
		this.seatSeen = new Map();
		this.entries = entriesOf(this.doc) ?? new Map();
		/** Whether the room holds a signed entry: from then on, new entries must be signed. */
		this.signing = this.doc
			.getArray('log')
			.toArray()
			.some((e) => e && typeof e === 'object' && typeof e.sig === 'string');
	}

	/** Brings in what the room holds that the shadow lacks (updates from Redis, a reload). */
	catchUp(room) {
		const diff = Y.encodeStateAsUpdate(room, Y.encodeStateVector(this.doc));
		if (diff.byteLength <= 2) return;
		const before = this.doc.getArray('log').length;
		Y.applyUpdate(this.doc, diff);
		const log = this.doc.getArray('log');
		if (log.length === before) return;
		this.entries = entriesOf(this.doc) ?? this.entries;
		this.signing ||= log
			.toArray()
			.some((e) => e && typeof e === 'object' && typeof e.sig === 'string');
	}
}

/**
 * The guard as a Hocuspocus extension. `log(line)` hears each refusal (the server prints it
 * unless quiet).
 */
export class RoomGuard {
	constructor({
		log = () => {},
		messageLimit = MESSAGE_LIMIT,
		entryLimit = ENTRY_LIMIT,
		roomLimit = ROOM_LIMIT,
		closes = () => false
	} = {}) {
		/** Whether a proof closes a room (tokens.js, `closeAccepted`): a group that moved. */
		this.closes = closes;
		// Before every other extension: nothing else sees a refused update.
		this.priority = 2000;
		this.log = log;
		this.limits = { messageLimit, entryLimit, roomLimit };
		/** @type {Map<string, Shadow>} */
		this.shadows = new Map();
		/** How many updates were refused, by reason (read by tests). */
		this.refused = new Map();
	}

	async beforeHandleMessage({ documentName, document, update: message }) {
		this.check(documentName, document, message);
	}

	async afterUnloadDocument({ documentName }) {
		this.shadows.delete(documentName);
	}

	/** Throws Refused when `message` may not be applied to `room`; else records it as applied. */
	check(name, room, message) {
		const { messageLimit, entryLimit, roomLimit } = this.limits;
		if (message.byteLength > messageLimit) this.refuse(name, 'message over the limit');
		// A group's room that its members left for a new link: nothing in or out any more.
		if (name.startsWith('g-') && this.closes(name, room.getMap('group').get('closed')))
			this.refuse(name, 'the group moved to a new link');
		const update = updateOf(message);
		if (!update) return;
		const decoded = Y.decodeUpdate(update);
		for (const v of valuesOf(decoded))
			if (sizeOf(v) > entryLimit) this.refuse(name, 'entry over the limit');
		let shadow = this.shadows.get(name);
		if (!shadow) this.shadows.set(name, (shadow = new Shadow(room)));
		else shadow.catchUp(room);
		if (shadow.bytes + update.byteLength > roomLimit) this.refuse(name, 'room over the limit');
		// Signed records, checked as the phones check them (signed.js).
		let why = null;
		if (name.startsWith('t-')) {
			const added = [...insertsInto(decoded, 'seatLog', shadow.doc)].map(([, v]) => v);
			if (added.length > 0)
				why = seatRefusal(
					shadow.doc.getArray('seatLog').toArray(),
					added,
					shadow.signing,
					shadow.seatSeen,
					seatsAfter(shadow.doc, update)
				);
		} else why = groupRefusal(shadow.doc, decoded);
		if (why) this.refuse(name, why);
		if (name.startsWith('t-')) this.checkLog(name, shadow, update, decoded);
		else Y.applyUpdate(shadow.doc, update);
		shadow.bytes += update.byteLength;
	}

	/** The table's log: nothing it holds deleted or rewritten. Applies `update` to the shadow. */
	checkLog(name, shadow, update, decoded) {
		const known = shadow.entries;
		let rewrites = false;
		let signing = shadow.signing;
		for (const v of valuesOf(decoded)) {
			const c = canon(v);
			if (c === null) continue;
			if (known.has(v.id)) {
				if (known.get(v.id) !== c) rewrites = true;
				continue;
			}
			// A new entry: its signature must hold; unsigned only while the room has never signed.
			const s = signatureOf(v);
			if (s === 'bad') this.refuse(name, 'an entry whose signature fails');
			if (s === 'signed') signing = true;
			else if (signing) this.refuse(name, 'an unsigned entry in a room that signs');
		}
		if (!rewrites && decoded.ds.clients.size === 0) {
			// Only additions: the usual case (a tap), checked without a copy of the room.
			const log = shadow.doc.getArray('log');
			const before = log.length;
			Y.applyUpdate(shadow.doc, update);
			if (log.length !== before) {
				const next = entriesOf(shadow.doc);
				if (next) shadow.entries = next;
			}
			shadow.signing = signing;
			return;
		}
		// A delete or a same-id entry: apply it to a scratch copy and compare.
		const scratch = new Y.Doc({ gc: false });
		Y.applyUpdate(scratch, Y.encodeStateAsUpdate(shadow.doc));
		Y.applyUpdate(scratch, update);
		const after = entriesOf(scratch);
		if (!after) this.refuse(name, 'a second, different entry under an id the room holds');
		for (const [id, c] of known)
			if (after.get(id) !== c) this.refuse(name, `entry ${id.slice(0, 12)} deleted or rewritten`);
		// The seat log (claims, commitments, reveals: src/lib/sync/seats.ts) only grows too.
		const seatsAfter = seatIdsOf(scratch);
		for (const [id, c] of seatIdsOf(shadow.doc))
			if (seatsAfter.get(id) !== c) this.refuse(name, 'a seat record deleted or replaced');
		// A delete of something the room does not hold yet would wait and strike once it arrives.
		if (scratch.store.pendingDs && !shadow.doc.store.pendingDs)
			this.refuse(name, 'a delete of entries the room does not hold');
		Y.applyUpdate(shadow.doc, update);
		shadow.entries = after;
		shadow.signing = signing;
		scratch.destroy();
	}

	refuse(name, why) {
		this.refused.set(why, (this.refused.get(why) ?? 0) + 1);
		this.log(`refused an update to ${name.slice(0, 12)}…: ${why}`);
		throw new Refused(why);
	}
}
