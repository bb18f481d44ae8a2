/**
 * The session screen's only tie to sync (always loaded, so it stays tiny and imports nothing
 * of sync): when the session is shared, load the sync client and link the engine to its room;
 * and when this phone belongs to a play group, link it to the groups; otherwise do nothing.
 * The meta key is the one share.ts writes (`sync:session:<id>`).
 */
import type { Repository } from '$lib/db/repo';
import type { SessionEngine } from '$lib/session/engine';
import type { ShareInfo } from './share';

export async function attachIfShared(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string
): Promise<() => void> {
	const [offTable, offGroups] = await Promise.all([
		attachTable(repo, engine, sessionId),
		attachGroups(repo, engine, sessionId).catch((e) => {
			console.error(e);
			return () => {};
		})
	]);
	return () => {
		offTable();
		offGroups();
	};
}

async function attachTable(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string
): Promise<() => void> {
	const info = await repo.getMeta<ShareInfo>(`sync:session:${sessionId}`);
	if (!info) return () => {};
	const { attachShared } = await import('./attach.svelte');
	return attachShared(repo, engine, sessionId, info);
}

/**
 * A session screen on a phone that belongs to a play group: load the group
 * client, so this phone's finished plays and corrections reach the group and the group's plays
 * reach this phone. Without groups, nothing loads. The meta key is the one groups.ts writes.
 */
export async function attachGroups(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string
): Promise<() => void> {
	const groups = await repo.getMeta<unknown[]>('sync:groups');
	if (!groups?.length) return () => {};
	const [{ followSession }, { loadGame }] = await Promise.all([
		import('./group/run'),
		import('$lib/ui/load-game')
	]);
	return followSession(repo, engine, sessionId, loadGame);
}

/**
 * A phone in a play group follows its groups from any screen, so the group's plays reach its
 * history without opening the group screen first. Without groups, nothing of sync loads.
 */
export async function startGroupsIfMember(repo: Repository): Promise<void> {
	const groups = await repo.getMeta<unknown[]>('sync:groups');
	if (!groups?.length) return;
	const [{ startGroups }, { loadGame }] = await Promise.all([
		import('./group/run'),
		import('$lib/ui/load-game')
	]);
	await startGroups(repo, loadGame);
}
