/**
 * A checked copy of the live screen, for the next reload to paint before any app code runs.
 * app.html's script shows it only when every part of its key still holds: the
 * session's log ends with the same entry at the same length (read from IndexedDB in the reload's
 * own transaction), the same build of the app, language, colour scheme and width class. Anything
 * else — a browser killed before the copy caught up, another tab's moves, an undo, a new
 * version — shows the wordless frame instead, and the app's screen replaces either one.
 *
 * Only what a reload's first screen shows is copied (and half a screen more): the rest of a long
 * step would make the copy's first layout, a task of the reload, several times longer.
 * Stored in localStorage (read synchronously by app.html; a few tens of KB a session), for the
 * last MAX_COPIES sessions opened. What a screen keeps out of its drafts (`data-draft="off"`: a
 * secret ballot, a hidden count) is not copied: an empty box of its height stands in its place.
 * Keep the keys and the record's shape in step with app.html (tests/unit/session/screen-copy).
 */

export const COPY_PREFIX = 'tablemate.screen.';
export const COPY_INDEX = 'tablemate.screens';
export const COPY_VERSION = 1;
/** Copies kept: the sessions opened most recently. */
export const MAX_COPIES = 3;
/** A screen larger than this (characters of HTML) is not copied. */
export const MAX_HTML = 200_000;

export interface ScreenCopy {
	v: number;
	/** The id and the count of the session's log entries the screen shows the state after. */
	last: string;
	len: number;
	lang: string;
	dark: boolean;
	wide: boolean;
	/** The page's app entry script (its name changes with every build). */
	build: string;
	/**
	 * The rules of the app's stylesheets the screen used (the page's own inline style is in the
	 * page already): shown with the copy, so its first paint waits on no file.
	 */
	css: string;
	/**
	 * The app's stylesheets the screen had (their addresses, in order): app.html links them as
	 * it shows the copy, in the start's first tasks, where the app's code would link each one
	 * later in a task of its own (a link inserted costs ~1–2 ms of main thread at 1× CPU).
	 */
	links?: string[];
	html: string;
}

/** The build of the app this page runs, as app.html reads it: its entry script's address. */
export function buildOf(doc: Document): string | null {
	return (
		doc
			.querySelector('link[rel="modulepreload"][href^="/_app/immutable/entry/app."]')
			?.getAttribute('href') ?? null
	);
}

/** A same-origin address's path ('' for another origin's). */
function pathOf(href: string, doc: Document): string {
	try {
		const u = new URL(href, doc.baseURI);
		return u.origin === new URL(doc.baseURI).origin ? u.pathname : '';
	} catch {
		return '';
	}
}

/** A copy with more style than this (characters) is not kept. */
export const MAX_CSS = 120_000;

/** The app's stylesheets in the page (`/_app/immutable/…css`, enabled), in their order. */
function appStyles(doc: Document): HTMLLinkElement[] {
	return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
		(l) => !l.disabled && /^\/_app\/immutable\/[\w./-]+\.css$/.test(pathOf(l.href, doc))
	);
}

/** The app's stylesheets in the page that are still loading (no sheet yet). */
export function loadingStyles(doc: Document): HTMLLinkElement[] {
	return appStyles(doc).filter((l) => !l.sheet);
}

/** The addresses of the app's stylesheets in the page, in their order. */
export function styleLinks(doc: Document): string[] {
	return appStyles(doc).map((l) => pathOf(l.href, doc));
}

/**
 * The text of the app's stylesheets in the page, in their order; null when one cannot be read
 * or there is too much of it.
 */
export function styleOf(doc: Document): string | null {
	let out = '';
	for (const l of appStyles(doc)) {
		try {
			const rules = l.sheet?.cssRules;
			if (!rules) return null;
			for (const r of rules) out += r.cssText + '\n';
		} catch {
			return null;
		}
	}
	return out.length > MAX_CSS ? null : out;
}

const media = (q: string) => typeof matchMedia === 'function' && matchMedia(q).matches;

/**
 * The live shell as a reload would show it first: the "Now" step (and at 700 px and wider the
 * board beside it), fields holding what is typed in them, no dialog open, no ids (the app's own
 * screen comes beside it for a moment). Null when there is no shell or it is too large.
 */
export function copyShell(main: Element, wide: boolean): string | null {
	const shell = main.querySelector('.live-shell');
	if (!shell) return null;
	const clone = shell.cloneNode(true) as Element;
	const twins = pairs(shell, clone);
	const unseen = belowFirstScreen(shell);
	// What is typed: a field's value is a property, not an attribute; the copy keeps it.
	const fields = shell.querySelectorAll('input, select, textarea');
	const copies = clone.querySelectorAll('input, select, textarea');
	fields.forEach((f, i) => {
		const c = copies[i];
		if (!c) return;
		if (f instanceof HTMLInputElement) {
			if (f.type === 'checkbox' || f.type === 'radio') c.toggleAttribute('checked', f.checked);
			else if (f.type !== 'password' && f.type !== 'file') c.setAttribute('value', f.value);
		} else if (f instanceof HTMLTextAreaElement) c.textContent = f.value;
		else if (f instanceof HTMLSelectElement)
			c.querySelectorAll('option').forEach((o, k) =>
				o.toggleAttribute('selected', f.options[k]?.selected ?? false)
			);
	});
	// A part kept out of the drafts (a secret ballot, a hidden count, a correction) is not
	// copied either: an empty box of its height stands in its place.
	const secrets = shell.querySelectorAll('[data-draft="off"]');
	const blanks = clone.querySelectorAll<HTMLElement>('[data-draft="off"]');
	secrets.forEach((el, i) => {
		const blank = blanks[i];
		if (!blank) return;
		blank.replaceChildren();
		blank.style.minHeight = `${Math.round(el.getBoundingClientRect().height)}px`;
	});
	// The reload opens on "Now": the log is not there, the board only beside the step.
	clone.querySelector('.pane.log')?.remove();
	clone.querySelector('.pane.now')?.removeAttribute('hidden');
	const board = clone.querySelector('.pane.board');
	if (board && !wide) board.remove();
	else board?.removeAttribute('hidden');
	clone.setAttribute('data-tab', 'now');
	clone.querySelectorAll('.shell-tabs button[aria-pressed]').forEach((b) => {
		b.setAttribute('aria-pressed', String(b.classList.contains('tab-now')));
	});
	clone.querySelectorAll('dialog').forEach((d) => d.remove());
	clone.querySelectorAll('canvas').forEach((c) => c.remove());
	for (const el of unseen) twins.get(el)?.remove();
	for (const el of [clone, ...clone.querySelectorAll('[id]')]) el.removeAttribute('id');
	const box = main.cloneNode(false) as Element;
	box.removeAttribute('id');
	box.removeAttribute('tabindex');
	box.appendChild(clone);
	const html = box.outerHTML;
	return html.length > MAX_HTML ? null : html;
}

/** Each element of `a` with its twin in `b`, a deep clone of it made a moment before. */
function pairs(a: Element, b: Element): Map<Element, Element> {
	const from = a.querySelectorAll('*');
	const to = b.querySelectorAll('*');
	return new Map([...from].map((el, i) => [el, to[i]!]));
}

/**
 * The parts of the step (and of the board beside it) a reload's first screen does not show: the
 * elements that start well below it, with the page at its top, and hold nothing that stays on
 * screen (a sticky confirm row). The copy leaves them out: they are the larger part of a long
 * step's screen, and the copy's first layout is a task of the reload (Xidit's final: ~300
 * elements, ~40 ms at 1× CPU). The app's screen, complete, replaces the copy before anyone
 * scrolls.
 */
function belowFirstScreen(shell: Element): Element[] {
	const view = shell.ownerDocument.defaultView;
	// Half a screen more: the first screen of a reload can be taller (the browser's address bar
	// hidden, another window size) and no part of it should arrive late.
	const limit = (view?.innerHeight ?? 0) * 1.5;
	if (!view || limit <= 0) return [];
	const pinned = (el: Element) => /^(sticky|fixed)$/.test(view.getComputedStyle(el).position);
	const out: Element[] = [];
	const walk = (el: Element) => {
		if (pinned(el)) return;
		const r = el.getBoundingClientRect();
		const unseen = r.height > 0 && r.top + view.scrollY >= limit;
		if (unseen && ![...el.querySelectorAll('*')].some(pinned)) out.push(el);
		else for (const c of el.children) walk(c);
	};
	// (The board beside the step is itself sticky at 700 px and wider: copied whole.)
	for (const pane of shell.querySelectorAll('.pane.now, .pane.board')) walk(pane);
	return out;
}

function readIndex(store: Storage): string[] {
	try {
		const list: unknown = JSON.parse(store.getItem(COPY_INDEX) ?? '[]');
		return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
	} catch {
		return [];
	}
}

/** Forgets a session's copy (a secret on screen, or the session gone). */
export function dropCopy(sessionId: string, store: Storage = localStorage): void {
	try {
		store.removeItem(COPY_PREFIX + sessionId);
		store.setItem(COPY_INDEX, JSON.stringify(readIndex(store).filter((s) => s !== sessionId)));
	} catch {
		/* a cache only */
	}
}

/** Stores a session's copy and keeps only the MAX_COPIES most recent ones. */
export function putCopy(sessionId: string, copy: ScreenCopy, store: Storage = localStorage): void {
	const list = [sessionId, ...readIndex(store).filter((s) => s !== sessionId)];
	try {
		for (const old of list.slice(MAX_COPIES)) store.removeItem(COPY_PREFIX + old);
		store.setItem(COPY_INDEX, JSON.stringify(list.slice(0, MAX_COPIES)));
		store.setItem(COPY_PREFIX + sessionId, JSON.stringify(copy));
	} catch {
		// Storage full: no copy (a stale one must not stay either); the frame is shown instead.
		dropCopy(sessionId, store);
	}
}

/**
 * Copies the screen as shown now, keyed by the log it shows (`last`, `len`). Does nothing
 * without a build to key it by; drops the session's copy when the screen cannot be copied.
 * Returns the stylesheets still loading, if any: then nothing is copied or dropped (a lazily
 * loaded part's style arriving), and the caller copies again once they are in.
 */
export function keepScreen(
	sessionId: string,
	log: { last: string; len: number },
	doc: Document = document
): HTMLLinkElement[] {
	const main = doc.querySelector('main');
	const build = buildOf(doc);
	if (!main || !build || log.len === 0) return [];
	const loading = loadingStyles(doc);
	if (loading.length > 0) return loading;
	const wide = media('(min-width: 700px)');
	const html = copyShell(main, wide);
	const css = html === null ? null : styleOf(doc);
	if (html === null || css === null) {
		dropCopy(sessionId);
		return [];
	}
	putCopy(sessionId, {
		v: COPY_VERSION,
		last: log.last,
		len: log.len,
		lang: doc.documentElement.lang,
		dark: media('(prefers-color-scheme: dark)'),
		wide,
		build,
		css,
		links: styleLinks(doc),
		html
	});
	return [];
}
