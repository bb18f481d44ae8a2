// Which tokens the table server accepts: TABLE_TOKENS (comma-separated) when set, else the
// tokens kept in <data>/tokens.json — one is made on the first start and printed.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes, timingSafeEqual } from 'node:crypto';
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

/** Constant-time comparison against every accepted token. */
export function tokenAccepted(tokens, given) {
	if (typeof given !== 'string' || given === '') return false;
	const g = Buffer.from(given);
	let ok = false;
	for (const t of tokens) {
		const b = Buffer.from(t);
		if (b.length === g.length && timingSafeEqual(b, g)) ok = true;
	}
	return ok;
}
