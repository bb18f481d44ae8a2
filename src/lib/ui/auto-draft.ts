/**
 * Drafts without opting in: every field a person types into on a session screen (inputs,
 * selects, text areas, check boxes and radios of every game's forms) is mirrored into the
 * session's drafts in IndexedDB as it changes, and put back when the field appears again —
 * after a reload, an app switch that killed the tab, or an undo that brings its step back.
 *
 * A field is known by where it stands, not by its DOM node: the nearest `data-draft` scope
 * (or labelled section) and the field's own name, id or label, with an occurrence index.
 * When an action is recorded, the drafts are reconciled with the screen: a field the step
 * removed or reset was sent, so its draft is forgotten; a field still showing its draft keeps it.
 *
 * A field (or a whole block) opts out with `data-draft="off"`, and the code that sets it says why.
 */
import type { DraftStore } from './draft.svelte';

const PREFIX = 'auto:';
/** The elements a draft can hold. */
const FIELDS = 'input, select, textarea';
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Value = string | boolean;

const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'button', 'submit', 'reset', 'image']);

function isField(el: Element): el is Field {
	if (el instanceof HTMLInputElement) return !SKIPPED_TYPES.has(el.type);
	return el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

function optedOut(el: Element): boolean {
	return el.closest('[data-draft="off"]') !== null;
}

/** A value inside a CSS attribute selector's double quotes. */
const quoted = (v: string) => v.replace(/["\\]/g, '\\$&');

/** The element of this id, looked for under `root` first: a reload builds the screen out of the
 * page before it shows it, and a detached element is in neither `getElementById` nor `labels`. */
function byId(root: Element, id: string): Element | null {
	return root.querySelector(`[id="${quoted(id)}"]`) ?? root.ownerDocument.getElementById(id);
}

function labelOf(el: Field, root: Element): string {
	const own = el.getAttribute('aria-label');
	if (own) return own;
	const by = el.getAttribute('aria-labelledby');
	if (by) {
		const text = by
			.split(/\s+/)
			.map((id) => byId(root, id)?.textContent ?? '')
			.join(' ')
			.trim();
		if (text) return text;
	}
	const label = (
		el.labels?.[0] ?? (el.id ? root.querySelector(`label[for="${quoted(el.id)}"]`) : null)
	)?.textContent?.trim();
	return label ?? '';
}

function scopeOf(el: Field, root: Element): string {
	const scoped = el.closest('[data-draft]');
	if (scoped && root.contains(scoped)) return scoped.getAttribute('data-draft') ?? '';
	const section = el.closest('section[aria-labelledby], fieldset, form');
	if (section && root.contains(section)) {
		const by = section.getAttribute('aria-labelledby');
		if (by) return byId(root, by)?.textContent?.trim() ?? by;
		const legend = section.querySelector(':scope > legend')?.textContent?.trim();
		if (legend) return legend;
	}
	return '';
}

/** Each field's key under `root`, in document order (same keys get an occurrence index). */
export function fieldKeys(root: Element): Map<string, Field> {
	const keys = new Map<string, Field>();
	const seen = new Map<string, number>();
	for (const el of root.querySelectorAll(FIELDS)) {
		if (!isField(el) || optedOut(el)) continue;
		const name = el.getAttribute('data-draft-field') ?? (el.name || labelOf(el, root) || el.type);
		const radio = el instanceof HTMLInputElement && el.type === 'radio' ? `=${el.value}` : '';
		const base = `${scopeOf(el, root)}|${name}${radio}`;
		const n = seen.get(base) ?? 0;
		seen.set(base, n + 1);
		keys.set(`${PREFIX}${base}#${n}`, el);
	}
	return keys;
}

function read(el: Field): Value {
	if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
		return el.checked;
	return el.value;
}

/** Puts a value back the way a person would: the component's bindings see an input event. */
function write(el: Field, value: Value): boolean {
	if (read(el) === value) return false;
	if (typeof value === 'boolean') {
		if (!(el instanceof HTMLInputElement)) return false;
		el.checked = value;
		el.dispatchEvent(new Event('input', { bubbles: true }));
		el.dispatchEvent(new Event('change', { bubbles: true }));
		return true;
	}
	const before = el.value;
	el.value = value;
	if (el.value !== value) {
		// A select without that option any more (the step changed): leave it as it was.
		el.value = before;
		return false;
	}
	el.dispatchEvent(new Event('input', { bubbles: true }));
	// A select's binding listens to change; a text field's to input (a change there would
	// read as a field the person typed and left).
	if (el instanceof HTMLSelectElement) el.dispatchEvent(new Event('change', { bubbles: true }));
	return true;
}

export interface AutoDrafts {
	/**
	 * Attach to an element holding a session's forms (the step's pane; the board's, with its own
	 * `area` so its keys never meet the step's): returns the detach function.
	 */
	attach(root: Element, area?: string): () => void;
	/** Puts drafts back into fields that came into the page since (a screen built out of it). */
	restore(): void;
	/**
	 * Wraps the recording of an action: while it is applied no draft is put back (a new step's
	 * field must not receive the old one's value); once it is stored, the drafts of fields the
	 * step removed, replaced or reset are forgotten.
	 */
	recording<T>(
		run: () => Promise<T>,
		recorded: (result: T) => boolean,
		kind?: 'do' | 'undo'
	): Promise<T>;
}

export function autoDrafts(store: DraftStore): AutoDrafts {
	/** The attached roots, each with its area ('' for the step's pane: its keys as they were). */
	const roots = new Map<Element, string>();
	function keysOf(root: Element): Map<string, Field> {
		const area = roots.get(root) ?? '';
		const keys = fieldKeys(root);
		if (!area) return keys;
		return new Map([...keys].map(([k, el]) => [`${PREFIX}${area}/${k.slice(PREFIX.length)}`, el]));
	}
	function allKeys(): Map<string, Field> {
		const all = new Map<string, Field>();
		for (const root of roots.keys()) for (const [k, el] of keysOf(root)) all.set(k, el);
		return all;
	}
	/** What each drafted field showed when last drafted or restored, by key. */
	const shown = new Map<string, Value>();
	const restored = new WeakSet<Element>();
	let pending = 0;

	function restoreAll(root: Element) {
		if (pending > 0) return;
		// Each change of the screen's DOM comes here: the keys (a walk up from every field) only
		// when a field in the page is new (none while the screen is built out of the page).
		let fresh = false;
		for (const el of root.querySelectorAll(FIELDS))
			if ((fresh = !restored.has(el) && el.isConnected && isField(el) && !optedOut(el))) break;
		if (!fresh) return;
		for (const [key, el] of keysOf(root)) {
			// Out of the page, an input event reaches no handler of the screen's (Svelte listens at
			// the page's root): such a field is restored once it is in (`restore`).
			if (restored.has(el) || !el.isConnected) continue;
			restored.add(el);
			const saved = store.get(key);
			if (typeof saved !== 'string' && typeof saved !== 'boolean') continue;
			// A radio comes back by checking the one that was chosen (unchecking the others
			// one by one would pass the group through "nothing chosen").
			if (saved === false && el instanceof HTMLInputElement && el.type === 'radio') continue;
			write(el, saved);
			shown.set(key, saved);
		}
	}

	function keep(root: Element, target: EventTarget | null) {
		if (!(target instanceof Element) || !isField(target) || optedOut(target)) return;
		const group = target instanceof HTMLInputElement && target.type === 'radio' ? target.name : '';
		for (const [key, el] of keysOf(root)) {
			const same =
				el === target ||
				(group !== '' &&
					el instanceof HTMLInputElement &&
					el.type === 'radio' &&
					el.name === group);
			if (!same) continue;
			const value = read(el);
			shown.set(key, value);
			store.put(key, value);
		}
	}

	return {
		attach(root, area = '') {
			roots.set(root, area);
			restoreAll(root);
			const onInput = (e: Event) => keep(root, e.target);
			root.addEventListener('input', onInput, true);
			root.addEventListener('change', onInput, true);
			// A button that changes a drafted field without an input event (a counter's − / +):
			// once the screen has updated, the draft follows what the field shows.
			const onClick = () =>
				setTimeout(() => {
					if (pending > 0) return;
					for (const [key, el] of keysOf(root)) {
						const was = shown.get(key);
						if (was === undefined || read(el) === was) continue;
						shown.set(key, read(el));
						store.put(key, read(el));
					}
				}, 0);
			root.addEventListener('click', onClick, true);
			let queued = false;
			const observer = new MutationObserver(() => {
				if (queued) return;
				queued = true;
				// After the component has set its own values for the new fields.
				queueMicrotask(() => {
					queued = false;
					restoreAll(root);
				});
			});
			observer.observe(root, { childList: true, subtree: true });
			return () => {
				observer.disconnect();
				root.removeEventListener('input', onInput, true);
				root.removeEventListener('change', onInput, true);
				root.removeEventListener('click', onClick, true);
				roots.delete(root);
			};
		},
		restore() {
			for (const root of roots.keys()) restoreAll(root);
		},
		async recording(run, recorded, kind = 'do') {
			const before = allKeys();
			pending++;
			let result: Awaited<ReturnType<typeof run>> | undefined;
			try {
				result = await run();
				return result;
			} finally {
				const ok = result !== undefined && recorded(result);
				// After the step's own handler has reset its form (it runs once the action resolves).
				setTimeout(() => {
					if (ok) {
						const now = allKeys();
						for (const [key, value] of shown) {
							const el = now.get(key);
							const same = el !== undefined && el === before.get(key);
							// A recorded step took what its fields held: gone, replaced or reset, they
							// were sent. An undo or redo only forgets a field the screen rewrote from
							// the game (a form it took away may come back with its draft).
							const keep =
								kind === 'do' ? same && read(el) === value : !same || read(el!) === value;
							if (keep) continue;
							shown.delete(key);
							store.clear(key);
						}
					}
					pending--;
					for (const root of roots.keys()) restoreAll(root);
				}, 0);
			}
		}
	};
}
