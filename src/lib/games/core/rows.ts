/**
 * Checks for tables of rows (final scoring inputs, battle slots): strings, arrays, objects and
 * unique ids. Apart from core/require so a game that takes no such table does not download them.
 */
import { fail } from './require';

export function requireString(v: unknown, field: string): string {
	return typeof v === 'string' && v !== '' ? v : fail(field, 'a non-empty string');
}

export function requireArray(v: unknown, field: string): unknown[] {
	return Array.isArray(v) ? v : fail(field, 'an array');
}

export function requireRecord(v: unknown, field: string): Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v)
		? (v as Record<string, unknown>)
		: fail(field, 'an object');
}

/** Checks ids are unique; names the first repeated one. */
export function requireUniqueIds(ids: readonly string[], field: string): void {
	ids.forEach((id, i) => {
		if (ids.indexOf(id) < i) fail(`${field}[${i}].id "${id}" is repeated:`, 'unique');
	});
}

/**
 * A final table's rows: a non-empty array of objects, each with its own non-empty, unique `id`.
 * Returns each row with its field path (`players[2]`) for the game's own checks.
 */
export function requirePlayerRows(
	players: unknown,
	field = 'players'
): { row: Record<string, unknown>; at: string }[] {
	if (!Array.isArray(players) || players.length === 0) fail(field, 'a non-empty array');
	const rows = players.map((raw: unknown, i) => {
		const at = `${field}[${i}]`;
		const row = requireRecord(raw, at);
		requireString(row.id, `${at}.id`);
		return { row, at };
	});
	requireUniqueIds(
		rows.map((r) => r.row.id as string),
		field
	);
	return rows;
}
