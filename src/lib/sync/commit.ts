/**
 * Secrets as commitments: a player's secret choice joins the shared log as the
 * SHA-256 of a random salt and the choice (WebCrypto), and only later as the reveal, which
 * every phone checks against the commitment. Pure: no Dexie, no Yjs.
 */
import type { MessageRef } from '$lib/games/core/types';
import { canonical } from './canonical.js';

export { canonical };

export interface Reveal {
	readonly salt: string;
	readonly choice: unknown;
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

/** What every phone sees of one secret: none yet, committed (reveal pending), revealed, refused. */
export type SecretState =
	| { readonly state: 'none' }
	| { readonly state: 'pending'; readonly by: string }
	| { readonly state: 'revealed'; readonly by: string; readonly choice: unknown }
	| { readonly state: 'refused'; readonly by: string; readonly reason: MessageRef };

/** The room's key of one player's secret for one hidden input (e.g. a ballot). */
export const secretKey = (open: string, player: string) => `${open}|${player}`;

/** The key of the table's entry for a player whose phone is away (the fall-back). */
export const standInKey = (key: string) => `${key}|table`;

/** What a phone does about a declared hidden input, given what the room holds. */
export interface SecretPlan {
	/** Players whose choice has not joined the room yet ("reveal pending"). */
	readonly waiting: readonly string[];
	/**
	 * This phone's commitments to reveal now: only once every player has committed (the rules'
	 * reveal moment: «Cuando todos los jugadores hayan terminado, se mostrarán…»).
	 */
	readonly reveal: readonly string[];
	/** Every choice revealed and checked, by player; null until then (or if one is refused). */
	readonly choices: Readonly<Record<string, unknown>> | null;
	/**
	 * The one phone that records the revealed choices as the game's action: the first name, in
	 * code-point order, of the phones that revealed — the same answer on every phone. (The fold
	 * still refuses a second copy, should two phones bear one name.)
	 */
	readonly dispatcher: string | null;
}

export function planSecret(
	players: readonly string[],
	states: Readonly<Record<string, SecretState>>,
	device: string
): SecretPlan {
	const of = (p: string): SecretState => states[p] ?? { state: 'none' };
	const waiting = players.filter((p) => of(p).state === 'none');
	const all = waiting.length === 0 && players.length > 0;
	const reveal = all
		? players.filter((p) => {
				const s = of(p);
				return s.state === 'pending' && s.by === device;
			})
		: [];
	const done = all && players.every((p) => of(p).state === 'revealed');
	if (!done) return { waiting, reveal, choices: null, dispatcher: null };
	const choices: Record<string, unknown> = {};
	const by: string[] = [];
	for (const p of players) {
		const s = of(p) as Extract<SecretState, { state: 'revealed' }>;
		choices[p] = s.choice;
		by.push(s.by);
	}
	by.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return { waiting, reveal, choices, dispatcher: by[0] ?? null };
}
