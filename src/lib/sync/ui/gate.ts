/**
 * The games' only tie to secrets on several phones, kept tiny: when the session is
 * shared, load the step that commits each player's secret on their own phone; otherwise null,
 * and nothing of sync is loaded. The meta key is the one share.ts writes.
 */
import type { Component } from 'svelte';

export async function sharedSecretStep(
	sessionId: string | undefined
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<Component<any> | null> {
	if (!sessionId) return null;
	// The session screen has the database open already: this import costs no new bytes, and a
	// game's step does not pull Dexie in statically.
	const { repo } = await import('$lib/db/repo');
	const info = await repo()
		.getMeta(`sync:session:${sessionId}`)
		.catch(() => undefined);
	if (!info) return null;
	const [step] = await Promise.all([
		import('./SecretStep.svelte'),
		import('../messages').then((m) => m.loadSyncMessages())
	]);
	return step.default;
}
