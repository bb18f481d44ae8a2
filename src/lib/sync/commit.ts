/**
 * Secrets as commitments (issue 35): a player's secret choice joins the shared log as the
 * SHA-256 of a random salt and the choice (WebCrypto), and only later as the reveal, which
 * every phone checks against the commitment. Pure: no Dexie, no Yjs.
 */
import type { MessageRef } from '$lib/games/core/types';

export interface Reveal {
	readonly salt: string;
	readonly choice: unknown;
}

/** JSON with object keys sorted, so one choice always hashes the same on every phone. */
export function canonical(value: unknown): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	const o = value as Record<string, unknown>;
	return `{${Object.keys(o)
		.filter((k) => o[k] !== undefined)
		.sort()
		.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
		.join(',')}}`;
}

const hex = (buf: ArrayBuffer) =>
	[...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function digest(reveal: Reveal): Promise<string> {
	const bytes = new TextEncoder().encode(`${reveal.salt}:${canonical(reveal.choice)}`);
	return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** A commitment to `choice` and the reveal that opens it (kept on this phone until revealed). */
export async function commitTo(choice: unknown): Promise<{ commitment: string; reveal: Reveal }> {
	const salt = hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
	const reveal: Reveal = { salt, choice: JSON.parse(canonical(choice)) as unknown };
	return { commitment: await digest(reveal), reveal };
}

export type Verdict = { ok: true } | { ok: false; reason: MessageRef };

/** Checks a reveal against its commitment: a mismatch is refused with a translated reason. */
export async function checkReveal(commitment: string, reveal: Reveal): Promise<Verdict> {
	const ok =
		typeof reveal?.salt === 'string' &&
		/^[0-9a-f]{32}$/.test(reveal.salt) &&
		(await digest(reveal)) === commitment;
	return ok ? { ok: true } : { ok: false, reason: { key: 'sync.commit.mismatch' } };
}
