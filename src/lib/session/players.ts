/** Player names and seats: the same rules for the new-game form and for imported backups. */
import type { Player } from '$lib/games/core/types';

export const MAX_NAME = 24;

/** 1–24 visible characters; no angle brackets or control characters (hostile files). */
export function isValidName(name: string): boolean {
	const t = name.trim();
	// eslint-disable-next-line no-control-regex
	return t.length >= 1 && [...t].length <= MAX_NAME && !/[<>\u0000-\u001f\u007f]/.test(t);
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
		const key = name.trim().toLowerCase();
		if (seen.has(key)) return { kind: 'duplicate', name: name.trim() };
		seen.add(key);
	}
	return null;
}

/** Rotates the seats so that `first` sits first, keeping the clockwise order. */
export function rotateToFirst<T>(seats: readonly T[], first: number): T[] {
	return [...seats.slice(first), ...seats.slice(0, first)];
}
