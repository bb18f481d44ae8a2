/**
 * A form's state that is its own draft. A form creates its state with `formDraft(key, initial)`
 * and binds its fields to `draft.value`: what a field shows is, by construction, what the form
 * will record, and the same value is kept in the session's drafts in IndexedDB (via the
 * session's `DraftStore`) so a reload, a killed tab or a switch to another form brings it back.
 *
 * A draft is keyed by the step it belongs to (the form and what makes its step: round, law,
 * month) and by the entity its fields describe (a player id, a castle space, a county, a card) —
 * never a label or a position on the page, so it can never come back under another entity.
 * It is forgotten when its form records (`done`), when an undo takes back the state it was
 * typed in, and when a stored draft no longer has the form's shape (an older build).
 *
 * Text a number field refuses (`Counter`'s `oninvalid`) is kept beside the value: after a
 * reload the field shows it refused again and `blocked` keeps the confirm waiting. Text typed
 * and not committed yet is the form's too: a form's own field (`field`) takes each whole
 * number typed as its value at once; a field that records when committed (`check`) keeps the
 * text as pending, shown after a reload as not recorded yet.
 */
import { getContext } from 'svelte';
import { DRAFTS, DraftStore } from './draft.svelte';

export interface DraftKey {
	/** The form and what identifies its step: `kd-final`, `lancaster-law-2-1`. */
	step: string;
	/** The entity the fields describe: a player id, a castle space, a county (none: the step). */
	entity?: string;
}

/** What is stored for a form: its value, the texts its fields refuse, when it was begun. */
interface Envelope {
	formDraft: 1;
	value: unknown;
	refused: Record<string, string>;
	/** Text typed in a field that records when committed, not committed yet (absent: none). */
	typed?: Record<string, string>;
	/** How many entries were in effect when it was begun: an undo below this forgets it. */
	since: number;
}

const isEnvelope = (v: unknown): v is Envelope =>
	typeof v === 'object' && v !== null && (v as Envelope).formDraft === 1;

export const draftStoreKey = (key: DraftKey): string => `form:${key.step}|${key.entity ?? ''}`;

/**
 * Whether a stored value has the shape of the form's blank value: the same keys at every level
 * where the blank names them (an empty object or array takes any), the same kind of leaf.
 */
export function fitsShape(saved: unknown, blank: unknown): boolean {
	if (blank === null || blank === undefined) return true;
	if (Array.isArray(blank)) {
		if (!Array.isArray(saved)) return false;
		return blank.length === 0 || saved.every((s) => fitsShape(s, blank[0]));
	}
	if (typeof blank === 'object') {
		if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return false;
		const keys = Object.keys(blank);
		if (keys.length === 0) return true;
		const own = Object.keys(saved);
		if (own.length !== keys.length || !keys.every((k) => k in saved)) return false;
		return keys.every((k) =>
			fitsShape((saved as Record<string, unknown>)[k], (blank as Record<string, unknown>)[k])
		);
	}
	// A leaf left blank (null) by the person fits a number or a text field.
	return saved === null || typeof saved === typeof blank;
}

export class FormDraft<T extends object> {
	/** The form's state: bind the fields to it. */
	value: T = $state() as T;
	/** Each refused field's text, by the field's name. */
	refused: Record<string, string> = $state({});
	/** Each field's typed text not committed yet, by the field's name (see `check`). */
	typed: Record<string, string> = $state({});
	#since: number | null = null;
	#blank: () => T;
	#key: string;
	#store: DraftStore;

	constructor(store: DraftStore, key: DraftKey, blank: () => T) {
		this.#store = store;
		this.#key = draftStoreKey(key);
		this.#blank = blank;
		const saved = store.get(this.#key);
		const fresh = blank();
		if (
			isEnvelope(saved) &&
			fitsShape(saved.value, fresh) &&
			textsFit(saved.refused) &&
			(saved.typed === undefined || textsFit(saved.typed))
		) {
			this.value = structuredClone(saved.value) as T;
			this.refused = { ...saved.refused };
			this.typed = { ...saved.typed };
			this.#since = saved.since;
		} else {
			// Nothing stored, or a draft of a form that has changed since: dropped, no error.
			if (saved !== undefined) store.clear(this.#key);
			this.value = fresh;
		}
	}

	/** True while a field holds text it refuses: the form's confirm waits. */
	get blocked(): boolean {
		return Object.keys(this.refused).length > 0;
	}

	/**
	 * A Counter's props for the form's own field `name` (its `onchange` sets `value`; the form
	 * records on its confirm): each whole number typed is the value at once, refused text is
	 * kept and blocks the confirm. Spread them on it.
	 */
	field(name: string): ReturnType<FormDraft<T>['refusal']> & { live: true } {
		return { ...this.refusal(name), live: true };
	}

	/**
	 * A Counter's props for a field `name` that records when committed (its `onchange`
	 * dispatches): refused text is kept, and text typed but not committed comes back after a
	 * reload as not recorded yet. Spread them on it.
	 */
	check(name: string): ReturnType<FormDraft<T>['refusal']> & {
		pendingText: string | undefined;
		ontyped: (raw: string | null) => void;
	} {
		return {
			...this.refusal(name),
			pendingText: this.typed[name],
			ontyped: (raw) => {
				if (raw !== null && raw !== '') {
					if (this.typed[name] !== raw) this.typed = { ...this.typed, [name]: raw };
				} else if (name in this.typed) this.typed = without(this.typed, name);
			}
		};
	}

	/** The refused-text half of a Counter's props for the field `name`. */
	refusal(name: string): {
		refusedText: string | undefined;
		oninvalid: (invalid: boolean, raw?: string) => void;
	} {
		return {
			refusedText: this.refused[name],
			oninvalid: (invalid, raw) => {
				// A field that goes away (raw undefined) keeps its refusal: the form still waits.
				if (raw === undefined) return;
				if (invalid) {
					if (this.refused[name] !== raw) this.refused = { ...this.refused, [name]: raw };
				} else if (name in this.refused) this.refused = without(this.refused, name);
			}
		};
	}

	/** Writes the draft as it stands (called by the form's effect on every change). */
	persist(): void {
		const value = $state.snapshot(this.value);
		const refused = $state.snapshot(this.refused);
		const typed = $state.snapshot(this.typed);
		const blank =
			Object.keys(refused).length === 0 &&
			Object.keys(typed).length === 0 &&
			same(value, this.#blank());
		if (blank) {
			if (this.#store.get(this.#key) !== undefined) this.#store.clear(this.#key);
			this.#since = null;
			return;
		}
		this.#since ??= this.#store.position();
		const envelope: Envelope = { formDraft: 1, value, refused, typed, since: this.#since };
		this.#store.put(this.#key, envelope);
	}

	/** The form recorded its step: the draft is forgotten and the form starts blank again. */
	done(): void {
		this.reset();
	}

	/** Forgets the stored draft, leaving the form as shown (a screen that is about to go). */
	forget(): void {
		this.#store.clear(this.#key);
		this.#since = null;
	}

	/** Forgets the draft: stored and shown. */
	reset(): void {
		this.#store.clear(this.#key);
		this.#since = null;
		this.value = this.#blank();
		this.refused = {};
		this.typed = {};
	}

	/** Called by the store when an undo leaves `position` entries in effect. */
	undoneTo(position: number): void {
		if (this.#since !== null && this.#since > position) this.reset();
	}
}

function without(record: Record<string, string>, name: string): Record<string, string> {
	const next = { ...record };
	delete next[name];
	return next;
}

function textsFit(r: unknown): r is Record<string, string> {
	return (
		typeof r === 'object' &&
		r !== null &&
		Object.values(r as Record<string, unknown>).every((v) => typeof v === 'string')
	);
}

function same(a: unknown, b: unknown): boolean {
	return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A form's state, kept as its draft. Call during component initialisation; `blank` gives the
 * form's value with nothing typed (it may read remembered values: it is called again after
 * `done`). The key must name the step and the entity — never a position on the page.
 */
export function formDraft<T extends object>(key: DraftKey, blank: () => T): FormDraft<T> {
	const store = getContext<DraftStore | undefined>(DRAFTS) ?? new DraftStore([]);
	const draft = new FormDraft(store, key, blank);
	$effect(() => {
		// Reads every field (snapshot) so each change is written.
		draft.persist();
	});
	$effect(() => store.track(draft));
	return draft;
}

/**
 * A game's forms (`ui/forms.ts`), each `.svelte` file of its `ui/` that holds a field, by file
 * name: how its state is drafted (the step and the entity its key names), or why it keeps no
 * draft (a secret, a field that records at once). `tests/unit/platform/forms.test.ts` checks
 * the list against the files.
 */
export type FormList = Record<
	string,
	{ step: string; entity: 'none' | 'player' | (string & {}) } | { noDraft: string }
>;
