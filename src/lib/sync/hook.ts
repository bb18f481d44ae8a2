/**
 * The session screen's only tie to sync (always loaded, so it stays tiny): when the session
 * is shared, load the sync client and link the engine to its room; otherwise do nothing.
 */
import type { Repository } from '$lib/db/repo';
import type { SessionEngine } from '$lib/session/engine';
import { deviceName, sharedInfo } from './share';

export async function attachIfShared(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string
): Promise<() => void> {
	const info = await sharedInfo(repo, sessionId);
	if (!info) return () => {};
	const [{ openShared, closeShared }, device] = await Promise.all([
		import('./attach.svelte'),
		deviceName(repo)
	]);
	await openShared(repo, engine, sessionId, info, device ?? '?');
	return () => void closeShared(sessionId);
}
