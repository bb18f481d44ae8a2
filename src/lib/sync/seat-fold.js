/**
 * Seats and secrets on a shared table, as a fold over the room's `seatLog`: an append-only list
 * of signed records (keys.ts). A seat is claimed by a phone's key; a seat's secret (commitment
 * and reveal) counts only from the key that held that seat when it was committed; a commitment
 * cannot be made or replaced once another seat of the same hidden input has revealed. Every
 * record stays in the list; the ones these rules refuse are listed as refused, with why.
 * Pure: the signatures are checked before (`verdicts`), no Yjs, no WebCrypto here. Plain
 * JavaScript (types in seat-fold.d.ts): the table server runs this same fold (server/guard.js).
 */
/** A secret's key, "<open>|<player>" or "<open>|<player>|table" (commit.ts), taken apart. */
/** @param {string} key */
export function parseKey(key) {
	const standIn = key.endsWith('|table');
	const body = standIn ? key.slice(0, -'|table'.length) : key;
	const cut = body.lastIndexOf('|');
	if (cut <= 0 || cut === body.length - 1) return null;
	return { open: body.slice(0, cut), player: body.slice(cut + 1), standIn };
}

/** @param {unknown} v */
const str = (v) => typeof v === 'string' && v.length > 0;

/** @param {any} r */
function wellFormed(r) {
	if (!r || typeof r !== 'object' || !str(r.id) || typeof r.phone !== 'string') return false;
	switch (r.t) {
		case 'claim':
		case 'release':
			return str(r.player);
		case 'commit':
			return str(r.key) && parseKey(r.key) !== null && str(r.commitment);
		case 'reveal':
			return str(r.key) && !!r.reveal && typeof r.reveal === 'object';
		case 'withdraw':
			return str(r.key);
		case 'restart':
			return str(r.open);
		default:
			return false;
	}
}

/**
 * Folds the records in the room's order. `verdicts`: each record's signature by id (a record
 * absent from it counts as unsigned). The same list and verdicts give the same fold on every
 * phone.
 */
export function foldSeats(records, verdicts, digests = new Map()) {
	const seats = new Map();
	const secrets = new Map();
	const lines = [];
	const refused = new Map();
	const seen = new Set();
	const refuse = (r, why) => {
		refused.set(r.id, why);
		lines.push({ id: r.id, kind: 'refused', phone: String(r.phone ?? ''), why });
	};
	const holdsASeat = (pub) => [...seats.values()].some((s) => s.pub === pub);
	// Another key of the same hidden input revealed: «Los jugadores votarán, en secreto» — once a
	// choice is shown, no other may be sealed or changed (Lancaster, «El proceso de votación»).
	const otherRevealed = (open, key) =>
		[...secrets].some(([k, s]) => k !== key && s.reveals.length > 0 && parseKey(k)?.open === open);

	for (const r of records) {
		if (!r || typeof r !== 'object' || typeof r.id !== 'string' || seen.has(r.id)) continue;
		seen.add(r.id);
		if (!wellFormed(r)) {
			refuse(r, 'malformed');
			continue;
		}
		const verdict = verdicts.get(r.id) ?? 'unsigned';
		if (verdict !== 'signed') {
			refuse(r, verdict === 'bad' ? 'badSignature' : 'unsigned');
			continue;
		}
		const pub = r.pub;
		switch (r.t) {
			case 'claim': {
				const had = seats.get(r.player);
				seats.set(r.player, { phone: r.phone, pub });
				if (had?.pub === pub) break;
				lines.push({
					id: r.id,
					kind: 'claim',
					at: r.at,
					player: r.player,
					phone: r.phone,
					...(had ? { from: had.phone } : {})
				});
				break;
			}
			case 'release': {
				if (seats.get(r.player)?.pub !== pub) {
					refuse(r, 'notSeat');
					break;
				}
				seats.delete(r.player);
				lines.push({ id: r.id, kind: 'release', at: r.at, player: r.player, phone: r.phone });
				break;
			}
			case 'commit': {
				const { open, player, standIn } = parseKey(r.key);
				// Only the key holding the seat seals its choice; the table's stand-in for an absent
				// player, only a phone that holds a seat at this table.
				const allowed = standIn ? holdsASeat(pub) : seats.get(player)?.pub === pub;
				if (!allowed) {
					refuse(r, 'notSeat');
					break;
				}
				const held = secrets.get(r.key);
				// The table's first stand-in for a player whose own choice never opened (its phone is
				// away, or its reveal did not match) may come after the others revealed: that is the
				// fall-back. Never over a choice that opened, and nothing else after a reveal.
				const late = standIn
					? (!!held && otherRevealed(open, r.key)) || !!secrets.get(`${open}|${player}`)?.opened
					: otherRevealed(open, r.key);
				if (late || (held?.reveals.length ?? 0) > 0) {
					refuse(r, 'afterReveal');
					break;
				}
				secrets.set(r.key, {
					by: r.phone,
					pub,
					commitment: r.commitment,
					...(r.fallback ? { fallback: true } : {}),
					reveals: [],
					opened: false
				});
				break;
			}
			case 'reveal': {
				const held = secrets.get(r.key);
				if (!held || held.pub !== pub) {
					refuse(r, 'notCommitter');
					break;
				}
				secrets.set(r.key, {
					...held,
					reveals: [...held.reveals, r.reveal],
					opened: held.opened || digests.get(r.id) === held.commitment
				});
				break;
			}
			case 'withdraw': {
				if (secrets.get(r.key)?.pub !== pub) {
					refuse(r, 'notCommitter');
					break;
				}
				secrets.delete(r.key);
				break;
			}
			case 'restart': {
				// The table votes anew (its recorded vote was undone): only a phone holding a seat,
				// and only once nothing of that input is sealed and unrevealed (else a restart would
				// let a phone change its choice after seeing others').
				const of = [...secrets].filter(([k]) => parseKey(k)?.open === r.open);
				if (!holdsASeat(pub)) refuse(r, 'notSeat');
				else if (of.some(([, s]) => s.reveals.length === 0)) refuse(r, 'pendingRestart');
				else for (const [k] of of) secrets.delete(k);
				break;
			}
		}
	}
	return { seats, secrets, lines, refused };
}
