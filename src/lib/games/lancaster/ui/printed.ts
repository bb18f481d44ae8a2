/**
 * The printed values the table types once (a castle space's reward, a county's reward and
 * points, the battle cards): stored the moment they are typed, and read by the next form from
 * what this page last stored, so a form shown right after sees the newest value even before
 * IndexedDB has answered. Recording a form never writes them: nothing older can come back
 * over a newer value.
 */
import { recall, remember } from '$lib/ui/table-memory';

const GAME = 'lancaster';
const known = new Map<string, unknown>();

/** The value as this page last stored or read it (undefined: not read yet). */
export function printedNow<T>(key: string): T | undefined {
	return known.get(key) as T | undefined;
}

/** The remembered value; what this page typed since wins over an older stored one. */
export async function printedLoad<T>(key: string): Promise<T | null> {
	if (known.has(key)) return known.get(key) as T | null;
	const stored = await recall<T>(GAME, key);
	if (!known.has(key)) known.set(key, stored);
	return known.get(key) as T | null;
}

/** The table typed it: kept at once for the next form and stored for the next game. */
export function printedTyped(key: string, value: unknown): void {
	const copy: unknown = JSON.parse(JSON.stringify(value));
	known.set(key, copy);
	void remember(GAME, key, copy);
}

/** Forgets what this page holds (a test starting from a fresh page). */
export function printedReset(): void {
	known.clear();
}
