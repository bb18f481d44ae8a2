/**
 * The session screen's only tie to sync (always loaded, so it stays tiny and imports nothing
 * of sync): when the session is shared, load the sync client and link the engine to its room;
 * otherwise do nothing. The meta key is the one share.ts writes (`sync:session:<id>`).
 */
import type { Repository } from '$lib/db/repo';
import type { SessionEngine } from '$lib/session/engine';
import type { ShareInfo } from './share';

export async function attachIfShared(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string
): Promise<() => void> {
	const info = await repo.getMeta<ShareInfo>(`sync:session:${sessionId}`);
	if (!info) return () => {};
	const { attachShared } = await import('./attach.svelte');
	return attachShared(repo, engine, sessionId, info);
}
