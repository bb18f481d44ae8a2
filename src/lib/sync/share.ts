/**
 * Several phones at one table — the small, always-loaded part: what a shared
 * session remembers (server address, room, token) and the join link. Nothing here imports
 * Yjs: the sync client is a separate chunk loaded only when a session is shared.
 */
import type { Repository } from '$lib/db/repo';

/** How this phone reaches a shared session's room on a table server. */
export interface ShareInfo {
	/** ws:// or wss:// address of the table server. */
	readonly url: string;
	/** The room: "t-" and a random id, unguessable. */
	readonly room: string;
	/** A token the table server accepts. */
	readonly token: string;
}

/** The server and token this phone used last (offered again when sharing). */
export interface ServerInfo {
	readonly url: string;
	readonly token: string;
}

const sessionKey = (sessionId: string) => `sync:session:${sessionId}`;
const SERVER_KEY = 'sync:server';
const DEVICE_KEY = 'sync:device';

export function sharedInfo(repo: Repository, sessionId: string): Promise<ShareInfo | undefined> {
	return repo.getMeta<ShareInfo>(sessionKey(sessionId));
}

export async function rememberShare(
	repo: Repository,
	sessionId: string,
	info: ShareInfo | null,
	/** The server token typed to share (offered next time); a joined room's capability is not. */
	serverToken: string = info?.token ?? ''
): Promise<void> {
	if (info) {
		await repo.setMeta(sessionKey(sessionId), { ...info });
		await rememberServer(repo, info.url, serverToken);
	} else await repo.db.meta.delete(sessionKey(sessionId));
}

/**
 * The table server and its token, offered next time (and what a group's link change needs).
 * A room's capability (`r1.`) opens that room only: it is not remembered as the server token.
 */
export async function rememberServer(repo: Repository, url: string, token: string): Promise<void> {
	if (!token.startsWith('r1.')) await repo.setMeta(SERVER_KEY, { url, token });
}

export function lastServer(repo: Repository): Promise<ServerInfo | undefined> {
	return repo.getMeta<ServerInfo>(SERVER_KEY);
}

/** This phone's name in the shared log; null until the person (or the first share) sets one. */
export function deviceName(repo: Repository): Promise<string | undefined> {
	return repo.getMeta<string>(DEVICE_KEY);
}

export function setDeviceName(repo: Repository, name: string): Promise<void> {
	return repo.setMeta(DEVICE_KEY, name.trim().slice(0, 40));
}

/**
 * The token a room's link carries: "r1." and HMAC-SHA256 of the room name
 * keyed with the server token (WebCrypto), as the table server derives it again
 * (server/tokens.js). It opens that room only; the server token itself stays on the sharing
 * phone. A token that already is a room's capability is kept.
 */
export async function roomToken(serverToken: string, room: string): Promise<string> {
	if (serverToken.startsWith('r1.')) return serverToken;
	const enc = new TextEncoder();
	const key = await crypto.subtle.importKey(
		'raw',
		enc.encode(serverToken),
		{ name: 'HMAC', hash: 'SHA-256' },
		false,
		['sign']
	);
	const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(room)));
	return `r1.${base64url(mac)}`;
}

/**
 * The proof that closes a group's old room once the group moved (its link rotated): "c1." and
 * HMAC-SHA256 of "close:<room>" keyed with the server token. Only a phone that holds the server
 * token makes it; the table server checks it (server/tokens.js, `closeAccepted`) and from then
 * on refuses every message to that room, so its old link opens nothing.
 */
export async function closeProof(serverToken: string, room: string): Promise<string> {
	const enc = new TextEncoder();
	const key = await crypto.subtle.importKey(
		'raw',
		enc.encode(serverToken),
		{ name: 'HMAC', hash: 'SHA-256' },
		false,
		['sign']
	);
	const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`close:${room}`)));
	return `c1.${base64url(mac)}`;
}

/** A new room name: unguessable (128 random bits). */
export function newRoom(prefix: 't' | 'g' = 't'): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return `${prefix}-${base64url(bytes)}`;
}

function base64url(bytes: Uint8Array): string {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The join link. The room and token travel in the fragment (#…): a browser never sends the
 * fragment to the web server that serves the app, so only the phones and the table server see it.
 */
export function joinLink(origin: string, info: ShareInfo): string {
	const q = new URLSearchParams({ s: info.url, r: info.room, t: info.token });
	return `${origin}/join#${q.toString()}`;
}

/** Reads a join link's fragment; null when it is not a complete, well-formed one. */
export function parseJoin(hash: string): ShareInfo | null {
	const q = new URLSearchParams(hash.replace(/^#/, ''));
	const url = q.get('s') ?? '';
	const room = q.get('r') ?? '';
	const token = q.get('t') ?? '';
	if (!/^wss?:\/\/[^\s]+$/.test(url) || !/^[a-z]-[A-Za-z0-9_-]{8,64}$/.test(room) || !token)
		return null;
	return { url, room, token };
}

/** The address a table server most likely has: the host that served this page, port 1234. */
export function guessServer(loc: { protocol: string; hostname: string }): string {
	return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.hostname}:1234`;
}
