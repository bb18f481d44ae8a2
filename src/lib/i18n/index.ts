/**
 * Internationalisation with svelte-i18n (ICU MessageFormat). Platform messages load at
 * start (before the first render, see routes/+layout.ts); each game adds its own catalogue
 * when its lazy chunk loads. The prerendered home page holds both languages: app.html's
 * inline script shows the person's before the first paint (keep it in step with pickLocale).
 */
import {
	addMessages,
	getLocaleFromNavigator,
	init,
	locale,
	register,
	waitLocale
} from 'svelte-i18n';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, Locale, MessageRef } from '$lib/games/core/types';

/**
 * Our messages are only ever formatted in 'es' or 'en', which every browser supports: skip
 * intl-messageformat's lookup, whose first `Intl.NumberFormat.supportedLocalesOf` loads the number
 * data of every locale in one long task of a reload's start (docs/performance.md, round 7).
 */
IntlMessageFormat.resolveLocale = (locales) =>
	new Intl.Locale(Array.isArray(locales) ? String(locales[0] ?? 'en') : String(locales));

export const LOCALES: readonly Locale[] = ['es', 'en'];
const STORAGE_KEY = 'tablemate.locale';

function stored(): Locale | null {
	try {
		const v = localStorage.getItem(STORAGE_KEY);
		return v === 'es' || v === 'en' ? v : null;
	} catch {
		return null;
	}
}

/** The saved choice, else the browser's first language we speak, else English. */
export function pickLocale(languages: readonly string[] = navigatorLanguages()): Locale {
	const saved = stored();
	if (saved) return saved;
	for (const lang of languages) {
		const base = lang.toLowerCase().split('-')[0];
		if (base === 'es' || base === 'en') return base;
	}
	return 'en';
}

function navigatorLanguages(): readonly string[] {
	if (typeof navigator === 'undefined') return [];
	return navigator.languages?.length ? navigator.languages : [getLocaleFromNavigator() ?? 'en'];
}

let started = false;

/** Each language's platform messages are a chunk of their own: only the one in use loads. */
export function setupI18n(initial: Locale = pickLocale()): void {
	if (!started) {
		register('en', () => import('./en').then((m) => m.en));
		register('es', () => import('./es').then((m) => m.es));
		started = true;
	}
	void init({ fallbackLocale: 'en', initialLocale: initial });
	setDocumentLang(initial);
}

/**
 * Ready to render: in the browser, the language in use with its platform messages; when
 * prerendering, both languages (the home page is prerendered in each).
 */
export async function loadMessages(): Promise<void> {
	if (import.meta.env.SSR) {
		const [{ en }, { es }] = await Promise.all([import('./en'), import('./es')]);
		addMessages('en', en);
		addMessages('es', es);
		void init({ fallbackLocale: 'en', initialLocale: 'en' });
		return;
	}
	if (!started) setupI18n();
	await waitLocale();
}

export function setLocale(l: Locale): void {
	try {
		localStorage.setItem(STORAGE_KEY, l);
	} catch {
		/* private mode: the choice lasts for this visit */
	}
	void locale.set(l);
	setDocumentLang(l);
}

function setDocumentLang(l: Locale) {
	if (typeof document !== 'undefined') document.documentElement.lang = l;
}

const loadedGames = new Set<string>();

/**
 * Registers a game's catalogues once (games are lazy chunks, each language its own chunk):
 * only the language in use downloads, the other when the person switches. Resolves once the
 * current language's messages are in.
 */
export async function addGameMessages(
	id: string,
	messages: Readonly<Record<Locale, () => Promise<Catalogue>>>
): Promise<void> {
	if (!loadedGames.has(id)) {
		for (const l of LOCALES) register(l, () => messages[l]().then((c) => ({ ...c })));
		loadedGames.add(id);
	}
	await waitLocale();
}

/** Translates a MessageRef with the `$_` formatter of svelte-i18n. */
export function tr(
	format: (key: string, options?: { values?: Record<string, string | number> }) => string,
	ref: MessageRef
): string {
	return format(ref.key, ref.values ? { values: { ...ref.values } } : undefined);
}
