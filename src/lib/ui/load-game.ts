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
