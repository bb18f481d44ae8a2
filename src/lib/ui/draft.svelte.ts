/**
 * Form drafts: numbers a person typed into a multi-field form before pressing its button
 * (final scoring, a law's inputs, whom an event releases). They are not actions yet, but a
 * reload or a killed tab must not lose them: they are kept in localStorage until sent.
 */
import type { SessionContext } from '$lib/games/core/types';

/** One key per session (its seats are unique ids) and per form step. */
export function draftKey(ctx: SessionContext, form: string): string {
	return `tablemate.draft.${ctx.seed}.${ctx.players.map((p) => p.id).join(',')}.${form}`;
}

/** The saved draft if it still has the form's shape (same top-level keys), else `initial`. */
export function restoreDraft<T extends object>(key: string, initial: T): T {
	try {
		const raw = localStorage.getItem(key);
		if (!raw) return initial;
		const saved = JSON.parse(raw) as T;
		const keys = Object.keys(initial).sort().join();
		const same =
			typeof saved === 'object' &&
			saved !== null &&
			!Array.isArray(saved) &&
			// An empty initial value (a map filled as the person picks) takes any saved map.
			(keys === '' || Object.keys(saved).sort().join() === keys);
		return same ? saved : initial;
	} catch {
		return initial;
	}
}

/** Saves the form's value whenever it changes. Call during component initialisation. */
export function keepDraft(key: string, read: () => unknown): void {
	$effect(() => {
		const value = $state.snapshot(read());
		try {
			localStorage.setItem(key, JSON.stringify(value));
		} catch {
			/* storage full or disabled: the form still works, only the draft is not kept */
		}
	});
}

/** Forgets a draft once its action is stored. */
export function clearDraft(key: string): void {
	try {
		localStorage.removeItem(key);
	} catch {
		/* nothing to forget */
	}
}
