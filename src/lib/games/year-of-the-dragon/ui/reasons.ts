/**
 * The «Why?» explanations' and the steps' rules' messages: a catalogue of their own per language,
 * added once the session screen is up, so the game's chunk keeps its byte budget and the reasons
 * load off the path of the first step.
 */
import { addMessages } from 'svelte-i18n';
import type { Catalogue, Locale } from '$lib/games/core/types';

const loaders: Record<Locale, () => Promise<Catalogue>> = {
	es: () =>
		Promise.all([import('../messages/why-es'), import('../messages/rules-es')]).then(
			([why, rules]) => ({ ...why.default, ...rules.default })
		),
	en: () =>
		Promise.all([import('../messages/why-en'), import('../messages/rules-en')]).then(
			([why, rules]) => ({ ...why.default, ...rules.default })
		)
};
const loading = new Map<Locale, Promise<void>>();

/** Adds the reasons' messages of `locale` (once; a second call waits for the first). */
export function loadReasons(locale: string | null | undefined): Promise<void> {
	const l: Locale = locale?.startsWith('es') ? 'es' : 'en';
	let p = loading.get(l);
	if (!p) {
		p = loaders[l]().then((c) => addMessages(l, c));
		loading.set(l, p);
	}
	return p;
}
