/**
 * A play group — the small part without Yjs: which groups this phone
 * belongs to, the group link, and which plays came from a group. Kept in the `meta` table:
 * `sync:groups` (the groups) and `sync:origin:<session id>` (a play another phone recorded).
 */
import type { Repository } from '$lib/db/repo';
import { lastServer, type ShareInfo } from '../share';

/** A group this phone belongs to: its room on a table server, and since when. */
export interface GroupInfo extends ShareInfo {
	/** The group's name, as typed by the phone that created it. */
	readonly name: string;
	/** When this phone joined: its own plays finished from then on go to the group. */
	readonly joinedAt: number;
}

/** Where a play this phone holds came from: a group, and the phone that recorded it. */
export interface PlayOrigin {
	readonly group: string;
	readonly by: string;
	/** The recorder's public key: only versions it signed are taken in (absent in older marks). */
	readonly pub?: string;
}

const GROUPS = 'sync:groups';
const DEVICE_ID = 'sync:deviceId';
const originKey = (sessionId: string) => `sync:origin:${sessionId}`;

export async function listGroups(repo: Repository): Promise<GroupInfo[]> {
	return (await repo.getMeta<GroupInfo[]>(GROUPS)) ?? [];
}

export async function addGroup(repo: Repository, group: GroupInfo): Promise<void> {
	const all = (await listGroups(repo)).filter((g) => g.room !== group.room);
	await repo.setMeta(GROUPS, [...all, { ...group }]);
}

export async function dropGroup(repo: Repository, room: string): Promise<void> {
	await repo.setMeta(
		GROUPS,
		(await listGroups(repo)).filter((g) => g.room !== room)
	);
}

/** This phone's stable id in groups (its name may change; the id does not). */
export async function deviceId(repo: Repository): Promise<string> {
	const known = await repo.getMeta<string>(DEVICE_ID);
	if (known) return known;
	const id = crypto.randomUUID();
	await repo.setMeta(DEVICE_ID, id);
	return id;
}

export function originOf(repo: Repository, sessionId: string): Promise<PlayOrigin | undefined> {
	return repo.getMeta<PlayOrigin>(originKey(sessionId));
}

export function setOrigin(repo: Repository, sessionId: string, origin: PlayOrigin): Promise<void> {
	return repo.setMeta(originKey(sessionId), { ...origin });
}

export function clearOrigin(repo: Repository, sessionId: string): Promise<void> {
	return repo.db.meta.delete(originKey(sessionId));
}

/** The session ids this phone holds from the group `room` (recorded on other phones). */
export async function playsFrom(repo: Repository, room: string): Promise<string[]> {
	const rows = await repo.db.meta.where('key').startsWith('sync:origin:').toArray();
	const ids = rows
		.filter((r) => (r.value as PlayOrigin | undefined)?.group === room)
		.map((r) => r.key.slice('sync:origin:'.length));
	// A mark whose play is not stored (yet, or an import that stopped) is no play of this phone's.
	const stored = await repo.db.sessions.bulkGet(ids);
	return ids.filter((_, i) => stored[i]);
}

/**
 * The group link: like a table's, the room and token travel in the fragment (never sent to
 * the web server), and `n` carries the group's name.
 */
export function groupLink(origin: string, g: Pick<GroupInfo, 'url' | 'room' | 'token' | 'name'>) {
	const q = new URLSearchParams({ s: g.url, r: g.room, t: g.token, n: g.name });
	return `${origin}/group#${q.toString()}`;
}

/** Reads a group link's fragment; null unless it is a complete group link ("g-" room). */
export function parseGroupLink(hash: string): Omit<GroupInfo, 'joinedAt'> | null {
	const q = new URLSearchParams(hash.replace(/^#/, ''));
	const url = q.get('s') ?? '';
	const room = q.get('r') ?? '';
	const token = q.get('t') ?? '';
	const name = (q.get('n') ?? '').trim().slice(0, 60);
	if (!/^wss?:\/\/[^\s]+$/.test(url) || !/^g-[A-Za-z0-9_-]{8,64}$/.test(room) || !token)
		return null;
	return { url, room, token, name };
}

/**
 * Whether this phone can rotate the group's link (run.ts, rotateGroup): it holds the table
 * server's own token for the group's server (it typed it), not just a room's capability.
 */
export async function canRotate(repo: Repository, group: Pick<GroupInfo, 'url'>): Promise<boolean> {
	const server = await lastServer(repo);
	return !!server?.token && server.url === group.url && !server.token.startsWith('r1.');
}
