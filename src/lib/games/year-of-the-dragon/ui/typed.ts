/**
 * A `Counter` takes typed text into its value only when the text is committed (Enter, leaving
 * the field): text typed and not committed yet lives in the Counter alone and a reload loses it.
 * Put `{@attach typedInto(keep, pending)}` on an element around a Counter: every keystroke's text
 * is told to `keep` (the form drafts it), a commit tells `keep(null)` (the field holds no pending
 * text). Text put back after a reload was not typed since the field took focus, so leaving the
 * field would not commit it (no change event): while `pending()`, leaving the field commits it.
 */
import type { Attachment } from 'svelte/attachments';

export function typedInto(
	keep: (raw: string | null) => void,
	pending: () => boolean = () => false
): Attachment<HTMLElement> {
	return (el) => {
		const input = (e: Event) => {
			if (e.target instanceof HTMLInputElement) keep(e.target.value);
		};
		const commit = () => keep(null);
		const key = (e: KeyboardEvent) => {
			if (e.key === 'Enter') commit();
		};
		// A real change comes before the focus leaves; after it nothing is pending any more.
		const leave = (e: FocusEvent) => {
			if (pending() && e.target instanceof HTMLInputElement)
				e.target.dispatchEvent(new Event('change', { bubbles: true }));
		};
		el.addEventListener('input', input);
		el.addEventListener('change', commit);
		el.addEventListener('keydown', key);
		el.addEventListener('focusout', leave);
		return () => {
			el.removeEventListener('focusout', leave);
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
