/**
 * Links open one room: a join link carries "r1." + HMAC-SHA256(server
 * token, room), derived by the sharing phone (WebCrypto) and again by the table server
 * (127.0.0.1:4367, a child process started and stopped here), which keeps no list. It opens
 * its room, and no other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../../e2e/sync-harness.js';
import { roomToken as serverRoomToken } from '../../../server/tokens.js';
import { TableLink } from '$lib/sync/client';
import './phones'; // Node's WebSocket for the provider
import { joinLink, newRoom, parseJoin, roomToken, type ShareInfo } from '$lib/sync/share';

const PORT = 4367;
const TOKEN = 'links-server-token';
const URL = `ws://127.0.0.1:${PORT}`;
let data: string;
let server: { stop(): Promise<void> };

beforeAll(async () => {
	data = mkdtempSync(join(tmpdir(), 'tablemate-links-'));
	server = await startTableServer({ port: PORT, data, tokens: TOKEN });
});
afterAll(async () => {
	await server.stop();
	rmSync(data, { recursive: true, force: true });
});

let n = 0;
async function opens(info: ShareInfo): Promise<string> {
	const link = await TableLink.open(info, 'X', { localName: `links-${++n}-${Date.now()}` });
	try {
		return await link.whenSynced(5000);
	} finally {
		await link.destroy(true);
	}
}

describe('a link opens its room only', () => {
	it('the phone and the server derive the same capability; the link carries it, not the server token', async () => {
		const room = newRoom('t');
		const cap = await roomToken(TOKEN, room);
		expect(cap).toBe(serverRoomToken(TOKEN, room));
		expect(cap).toMatch(/^r1\.[A-Za-z0-9_-]{43}$/);
		expect(await roomToken(cap, room)).toBe(cap);
		const link = joinLink('https://app.example', { url: URL, room, token: cap });
		expect(link).not.toContain(TOKEN);
		expect(parseJoin(new globalThis.URL(link).hash)?.token).toBe(cap);
	});

	it('opens its room, and is refused for any other (table or group)', async () => {
		const room = newRoom('t');
		const cap = await roomToken(TOKEN, room);
		expect(await opens({ url: URL, room, token: cap })).toBe('synced');
		expect(await opens({ url: URL, room: newRoom('t'), token: cap })).toBe('refused');
		expect(await opens({ url: URL, room: newRoom('g'), token: cap })).toBe('refused');
		// A made-up capability, or one derived from another secret: refused.
		expect(await opens({ url: URL, room, token: await roomToken('another-secret', room) })).toBe(
			'refused'
		);
		expect(await opens({ url: URL, room, token: 'r1.' + 'A'.repeat(43) })).toBe('refused');
	}, 30_000);

	it('the server token itself still opens a room (the phone that shares holds it)', async () => {
		expect(await opens({ url: URL, room: newRoom('t'), token: TOKEN })).toBe('synced');
	});
});
