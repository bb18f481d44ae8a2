/**
 * A session's drafts: what its forms hold before their button is pressed (final scoring, a
 * law's inputs, whom an event releases). They are not actions yet, but a reload or a killed tab
 * must not lose them. They belong to their session in IndexedDB (deleted with the session,
 * included in backups): the session screen loads them with the session and provides this store
 * to its forms through a Svelte context; each form's state is a `formDraft` over it.
 */
import { setContext } from 'svelte';

/** Where a session's drafts are kept: the repository in the app, memory in tests. */
export interface DraftBackend {
	put(form: string, value: unknown): Promise<void>;
	clear(form: string): Promise<void>;
}

export class DraftStore {
	// Not reactive on purpose: forms keep their own $state; this only mirrors what is stored.
	#values: Map<string, unknown>;
	constructor(
		initial: Iterable<readonly [string, unknown]>,
		private backend: DraftBackend | null = null
	) {
		// eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #values
		this.#values = new Map(initial);
		if (backend) this.#stored = storedJson(this.#values);
	}
	/** Fills the store once the session's drafts are read (before its forms render). */
	load(initial: Iterable<readonly [string, unknown]>, backend: DraftBackend): void {
		// eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #values
		this.#values = new Map(initial);
		this.#stored = storedJson(this.#values);
		this.backend = backend;
	}
	get(form: string): unknown {
		return this.#values.get(form);
	}
	put(form: string, value: unknown): void {
		// A form's first render puts back the draft it restored: already stored, not written
		// again (a write per form in a screen's first render, for nothing).
		const json = JSON.stringify(value);
		if (this.#stored.get(form) === json) return;
		this.#values.set(form, value);
		if (!this.backend) return;
		this.#stored.set(form, json);
		// A draft that could not be written is still on screen: the form keeps working, and
		// the same value is written again when put again.
		this.backend.put(form, value).catch(() => {
			if (this.#stored.get(form) === json) this.#stored.delete(form);
		});
	}
	clear(form: string): void {
		this.#values.delete(form);
		this.#stored.delete(form);
		this.backend?.clear(form).catch(() => undefined);
	}
	/** How many entries are in effect now (set by the session screen; 0 elsewhere). */
	position: () => number = () => 0;
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- the forms now on screen, not state
	#live = new Set<{ undoneTo(position: number): void }>();
	/** A form on screen, told of undos; returns its removal. */
	track(form: { undoneTo(position: number): void }): () => void {
		this.#live.add(form);
		return () => this.#live.delete(form);
	}
	/**
	 * An undo left `position` entries in effect: every form draft begun after that (on screen or
	 * stored) was typed into a state that is no longer there, and is forgotten.
	 */
	undoneTo(position: number): void {
		for (const form of this.#live) form.undoneTo(position);
		for (const [form, value] of [...this.#values]) {
			const since = (value as { formDraft?: unknown; since?: unknown } | null)?.since;
			if ((value as { formDraft?: unknown } | null)?.formDraft === 1 && Number(since) > position)
				this.clear(form);
		}
	}
	/** Each form's draft as last read or written (JSON), to skip writing it again unchanged. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #values
	#stored = new Map<string, string>();
}

function storedJson(values: Map<string, unknown>): Map<string, string> {
	return new Map([...values].map(([form, v]) => [form, JSON.stringify(v)]));
}

export const DRAFTS = Symbol('tablemate.drafts');

/** Called by the session screen: the drafts of the open session. */
export function provideDrafts(store: DraftStore): void {
	setContext(DRAFTS, store);
}
