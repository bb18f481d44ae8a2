/**
 * Sentences a person reads when something fails: translated, naming a game by its name,
 * players and date, never an exception's text (that goes to the console only).
 */
import type { MessageRef } from '$lib/games/core/types';
import { dateTime } from './format';

type Format = (key: string, options?: { values?: Record<string, string | number> }) => string;

/**
 * Translates a refusal, turning the values a backup refusal carries (`gameId`, `date` as a
 * timestamp) into the game's translated name and a local date.
 */
export function describeRef(t: Format, locale: string, ref: MessageRef): string {
	const values: Record<string, string | number> = { ...ref.values };
	if (typeof values.gameId === 'string') {
		const key = `game.${values.gameId}.name`;
		const name = values.gameId ? t(key) : key;
		values.game = name === key ? t('backup.unknownGameName') : name;
	}
	if (typeof values.date === 'number')
		values.date = values.date > 0 ? dateTime(values.date, locale) : '—';
	return t(ref.key, { values });
}

/** Why a write to the browser's storage failed, as a translated reason key. */
export function storageReasonKey(e: unknown): string {
	const name = e && typeof e === 'object' ? (e as { name?: unknown }).name : undefined;
	const inner =
		e && typeof e === 'object' ? (e as { inner?: { name?: unknown } }).inner?.name : undefined;
	const n = String(inner ?? name ?? '');
	if (/Quota/i.test(n)) return 'storage.full';
	if (/Security|InvalidState|MissingAPI|DatabaseClosed|OpenFailed/i.test(n))
		return 'storage.blocked';
	return 'storage.other';
}
