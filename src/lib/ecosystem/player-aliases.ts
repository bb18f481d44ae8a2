/**
 * The names a remembered player was known by before a rename or merge, so a file written
 * before it (an older backup, a group member's plays) lands on the player as they are now
 * called. Kept in the app database's `meta` table as the list of changes made (each rename
 * and merge, with the id of the change the bin can undo); the table of names is worked out
 * from that list, so undoing a change is taking its entry out. Entries are never dropped on
 * their own: a backup can be years old.
 *
 * Names are matched by their player key (`nameKey`: case, accents and spaces aside), which is
 * also what a remembered player's id is.
 */
import type { PlayerChange, Repository } from '$lib/db/repo';
import { nameKey } from '$lib/session/players';

export const PLAYER_ALIASES_KEY = 'players:aliases';

/** One rename or merge: the player key before, and the name after. */
export interface AliasEntry {
	/** The change's id (`PlayerChange.id`), to take it out again on undo. */
	readonly change: string;
	readonly from: string;
	readonly to: string;
	readonly at: number;
}

/**
 * Old player key → the name that player has now, from the changes in the order they were
 * made. A later change carries the earlier ones along (Ana → Ana G. → Ana García: both older
 * names give Ana García), and a name in use again stops being an alias (renamed back).
 */
export function aliasTable(entries: readonly AliasEntry[]): Map<string, string> {
	const table = new Map<string, string>();
	for (const e of [...entries].sort((a, b) => a.at - b.at)) {
		const toKey = nameKey(e.to);
		for (const [k, name] of table) if (nameKey(name) === e.from) table.set(k, e.to);
		table.set(e.from, e.to);
		if (toKey !== e.from) table.delete(toKey);
	}
	return table;
}

/** The name a seat of an older file is stored under: the player's name now, if renamed. */
export function currentName(aliases: ReadonlyMap<string, string>, name: string): string {
	return aliases.get(nameKey(name)) ?? name;
}

/** The stored list, with any malformed entry left out (the meta row is free-form). */
export function aliasEntries(value: unknown): AliasEntry[] {
	return Array.isArray(value)
		? value.filter(
				(e) =>
					e &&
					typeof e.change === 'string' &&
					typeof e.from === 'string' &&
					typeof e.to === 'string' &&
					typeof e.at === 'number'
			)
		: [];
}

/** The list with a rename or merge just made (written in the change's own transaction). */
export function withAlias(list: readonly AliasEntry[], change: PlayerChange): AliasEntry[] {
	if (list.some((e) => e.change === change.id)) return [...list];
	return [...list, { change: change.id, from: nameKey(change.from), to: change.to, at: change.at }];
}

/** The list without an undone change's entry. */
export function withoutAlias(list: readonly AliasEntry[], changeId: string): AliasEntry[] {
	return list.filter((e) => e.change !== changeId);
}

/** The alias table as stored now (empty when nothing was ever renamed or merged). */
export async function loadAliases(repo: Repository): Promise<Map<string, string>> {
	try {
		return aliasTable(aliasEntries(await repo.getMeta<unknown>(PLAYER_ALIASES_KEY)));
	} catch {
		return new Map();
	}
}
