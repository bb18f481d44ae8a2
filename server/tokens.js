// Which tokens the table server accepts: TABLE_TOKENS (comma-separated) when set, else the
// tokens kept in <data>/tokens.json — one is made on the first start and printed.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';

export function loadTokens(dir, env = process.env) {
	if (env.TABLE_TOKENS)
		return env.TABLE_TOKENS.split(',')
			.map((t) => t.trim())
			.filter(Boolean);
	const file = join(dir, 'tokens.json');
	if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
	mkdirSync(dir, { recursive: true });
	const tokens = [randomBytes(18).toString('base64url')];
	writeFileSync(file, JSON.stringify(tokens, null, 2) + '\n', { mode: 0o600 });
	return tokens;
}

/**
 * A room's capability: "r1." and HMAC-SHA256 of the room name keyed with a
 * server token, in base64url. A join link carries this, not the server token: it opens that
 * room only, and the server keeps no list (it derives it again). The phone that shares derives
 * it the same way (src/lib/sync/share.ts, `roomToken`).
 */
export function roomToken(secret, room) {
	return 'r1.' + createHmac('sha256', secret).update(room).digest('base64url');
}

/**
 * Constant-time comparison: a room's capability derived from any accepted token, or an
 * accepted token itself (the server's own secret — the person who runs the server and types it
 * in to share; links made since issue 46 never carry it).
 */
export function tokenAccepted(tokens, given, room = null) {
	if (typeof given !== 'string' || given === '') return false;
	const g = Buffer.from(given);
	const expected = given.startsWith('r1.')
		? room === null
			? []
			: tokens.map((t) => roomToken(t, room))
		: tokens;
	let ok = false;
	for (const t of expected) {
		const b = Buffer.from(t);
		if (b.length === g.length && timingSafeEqual(b, g)) ok = true;
	}
	return ok;
}

/**
 * Whether `given` closes `room`: "c1." and HMAC-SHA256 of "close:<room>" keyed with an accepted
 * token (made by a phone that holds the server token when a group rotates its link; see
 * src/lib/sync/share.ts, `closeProof`).
 */
export function closeAccepted(tokens, given, room) {
	if (typeof given !== 'string' || !given.startsWith('c1.')) return false;
	const g = Buffer.from(given);
	let ok = false;
	for (const t of tokens) {
		const b = Buffer.from(
			'c1.' + createHmac('sha256', t).update(`close:${room}`).digest('base64url')
		);
		if (b.length === g.length && timingSafeEqual(b, g)) ok = true;
	}
	return ok;
}
