import { findGame, type LoadedGame } from '$lib/games/registry';
import { addGameMessages } from '$lib/i18n';

/** Loads a game's lazy chunk and registers its messages; null for an unknown id. */
export async function loadGame(id: string): Promise<LoadedGame | null> {
	const entry = findGame(id);
	if (!entry) return null;
	const loaded = await entry.load();
	await addGameMessages(loaded.module.id, loaded.module.messages);
	return loaded;
}

const HINT = 'tablemate.gameOf.';

/**
 * Which game a session plays, remembered on this phone when it was last opened: a reload
 * starts loading the game's code at once, beside the session's own reads from IndexedDB,
 * instead of after them. Only a hint: the stored session row decides.
 */
export function gameHint(sessionId: string): string | null {
	try {
		return localStorage.getItem(HINT + sessionId);
	} catch {
		return null;
	}
}

export function rememberGame(sessionId: string, gameId: string): void {
	try {
		localStorage.setItem(HINT + sessionId, gameId);
	} catch {
		/* a hint only */
	}
}
