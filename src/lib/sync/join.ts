/**
 * Joins a shared table on this phone: opens the room, waits for the server's copy, creates
 * the session with the room's row (same id everywhere) and remembers the link; the session
 * screen then links itself to the room. Loads the sync client (dynamic import).
 */
import type { Repository } from '$lib/db/repo';
import { adoptRow } from './mirror';
import { rememberShare, type ShareInfo } from './share';

export type JoinResult =
	{ ok: true; sessionId: string } | { ok: false; reason: 'refused' | 'unreachable' | 'empty' };

export async function joinTable(
	repo: Repository,
	info: ShareInfo,
	device: string,
	waitMs = 10_000
): Promise<JoinResult> {
	const { TableLink } = await import('./client');
	const link = await TableLink.open(info, device);
	try {
		const r = await link.whenSynced(waitMs);
		if (r === 'refused') return { ok: false, reason: 'refused' };
		const row = link.row();
		if (!row) return { ok: false, reason: r === 'timeout' ? 'unreachable' : 'empty' };
		await adoptRow(repo, row);
		await rememberShare(repo, row.id, info);
		return { ok: true, sessionId: row.id };
	} finally {
		await link.destroy();
	}
}
