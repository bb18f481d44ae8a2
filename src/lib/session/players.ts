/** Player names and seats: the same rules for the new-game form and for imported backups. */
import type { Player } from '$lib/games/core/types';

export const MAX_NAME = 24;

/**
 * Characters that show nothing but change what a name is or how a line reads: zero-width
 * spaces and joiners, the byte-order mark, word joiner, soft hyphen, and every bidirectional
 * embedding, override and isolate control (a right-to-left override in a name would reorder
 * the rest of a log line).
 */
const INVISIBLE = new RegExp(
	// Invisible characters on purpose: this class is the list of what is removed.
	// eslint-disable-next-line no-misleading-character-class
	'[\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e' +
		'\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0]',
	'gu'
);
/** At most two combining marks on one letter: a tower of stacked marks is clipped. */
const MAX_MARKS = 2;

/**
 * The name as stored and compared: NFC, without invisible or bidi control characters,
 * stacked combining marks clipped, runs of spaces collapsed and trimmed. "Ana" and
 * "Ana\u200B" are the same name.
 */
export function normalizeName(name: string): string {
	const cleaned = name.normalize('NFC').replace(INVISIBLE, '');
	let out = '';
	let marks = 0;
	for (const ch of cleaned) {
		if (/\p{M}/u.test(ch)) {
			if (++marks > MAX_MARKS) continue;
		} else marks = 0;
		out += ch;
	}
	return out.replace(/\s+/gu, ' ').trim();
}

/** The key two names are compared by: "Ana", " ana " and "Ana\u200B" share it. */
export function nameKey(name: string): string {
	return normalizeName(name).toLowerCase();
}

/**
 * 1–24 visible characters once normalised (a name of only invisible characters is refused);
 * no angle brackets or control characters (hostile files).
 */
export function isValidName(name: string): boolean {
	const t = normalizeName(name);
	return (
		t.length >= 1 &&
		[...t].length <= MAX_NAME &&
		// eslint-disable-next-line no-control-regex
		!/[<>\u0000-\u001f\u007f-\u009f]/.test(name.trim()) &&
		/[\p{L}\p{N}\p{S}\p{P}]/u.test(t)
	);
}

export type PlayersProblem =
	| { kind: 'count'; min: number; max: number }
	| { kind: 'name'; seat: number }
	| { kind: 'duplicate'; name: string };

export function checkPlayers(
	players: readonly Pick<Player, 'name'>[],
	min: number,
	max: number
): PlayersProblem | null {
	if (players.length < min || players.length > max) return { kind: 'count', min, max };
	const seen = new Set<string>();
	for (let i = 0; i < players.length; i++) {
		const name = players[i]!.name;
		if (!isValidName(name)) return { kind: 'name', seat: i + 1 };
		const key = nameKey(name);
		if (seen.has(key)) return { kind: 'duplicate', name: normalizeName(name) };
		seen.add(key);
	}
	return null;
}

/** Rotates the seats so that `first` sits first, keeping the clockwise order. */
export function rotateToFirst<T>(seats: readonly T[], first: number): T[] {
	return [...seats.slice(first), ...seats.slice(0, first)];
}

/** Names every plain object inherits: never valid as an id, a key or an option value. */
const INHERITED = new Set([
	...Object.getOwnPropertyNames(Object.prototype),
	'prototype',
	'__proto__',
	'constructor'
]);

export function isInheritedName(s: string): boolean {
	return INHERITED.has(s);
}

/**
 * True when a JSON value (options, setup, an action) uses an inherited name as a key or as a
 * string value anywhere, or nests deeper than `maxDepth`: such values make lookups like
 * `table[value]` find Object.prototype members instead of own entries.
 */
export function hasInheritedNames(value: unknown, maxDepth = 32): boolean {
	const walk = (x: unknown, depth: number): boolean => {
		if (depth > maxDepth) return true;
		if (typeof x === 'string') return INHERITED.has(x);
		if (Array.isArray(x)) return x.some((y) => walk(y, depth + 1));
		if (x && typeof x === 'object')
			return Object.keys(x).some(
				(k) => INHERITED.has(k) || walk((x as Record<string, unknown>)[k], depth + 1)
			);
		return false;
	};
	return walk(value, 0);
}
