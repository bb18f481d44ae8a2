/**
 * The table's remembered printed values (region values, tile stars, law groups...): what a
 * table typed once from its own components, offered again next game. They live in IndexedDB
 * (the `memory` table, per game and key) and travel in backups; the game re-validates them.
 *
 * Values written by earlier versions to localStorage are moved here the first time they are
 * read (`legacyKey`), then removed from localStorage.
 */
import { lazyRepo } from '$lib/db/lazy';

export async function recall<T>(
	gameId: string,
	key: string,
	legacyKey?: string
): Promise<T | null> {
	try {
		const repo = await lazyRepo();
		const stored = await repo.getMemory<T>(gameId, key);
		if (stored !== undefined) return stored;
		if (legacyKey && typeof localStorage !== 'undefined') {
			const raw = localStorage.getItem(legacyKey);
			if (raw) {
				const value = JSON.parse(raw) as T;
				await repo.putMemory(gameId, key, value);
				localStorage.removeItem(legacyKey);
				return value;
			}
		}
		return null;
	} catch {
		return null;
	}
}

/** Remembers a value; false when it could not be stored (the screen says so). */
export async function remember(gameId: string, key: string, value: unknown): Promise<boolean> {
	try {
		await (await lazyRepo()).putMemory(gameId, key, JSON.parse(JSON.stringify(value)));
		return true;
	} catch {
		return false;
	}
}

/** Forgets a remembered value (the table changed its components, or a test starts clean). */
export async function forget(gameId: string, key: string): Promise<void> {
	await (await lazyRepo()).forgetMemory(gameId, key);
}
