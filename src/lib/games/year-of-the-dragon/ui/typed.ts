/**
 * A `Counter` takes typed text into its value only when the text is committed (Enter, leaving
 * the field): text typed and not committed yet lives in the Counter alone and a reload loses it.
 * Put `{@attach typedInto(keep)}` on an element around a Counter: every keystroke's text is told
 * to `keep` (the form drafts it), a commit tells `keep(null)` (the field holds no pending text).
 */
import type { Attachment } from 'svelte/attachments';

export function typedInto(keep: (raw: string | null) => void): Attachment<HTMLElement> {
	return (el) => {
		const input = (e: Event) => {
			if (e.target instanceof HTMLInputElement) keep(e.target.value);
		};
		const commit = () => keep(null);
		const key = (e: KeyboardEvent) => {
			if (e.key === 'Enter') commit();
		};
		el.addEventListener('input', input);
		el.addEventListener('change', commit);
		el.addEventListener('keydown', key);
		return () => {
			el.removeEventListener('input', input);
			el.removeEventListener('change', commit);
			el.removeEventListener('keydown', key);
		};
	};
}

/** A whole number from `min` to `max` in typed text, else null. */
export function typedNumber(raw: string, min: number, max: number): number | null {
	const n = Number(raw.trim());
	return raw.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** A record without `name` (a field whose pending text was committed). */
export function without<T>(record: Record<string, T>, name: string): Record<string, T> {
	const next = { ...record };
	delete next[name];
	return next;
}
