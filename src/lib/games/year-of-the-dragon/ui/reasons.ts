/**
 * The «Why?» explanations', the steps' rules' and the result views' (month report, final table)
 * messages: a catalogue of their own per language, added once the session screen is up, so the
 * game's chunk keeps its byte budget and the reasons load off the path of the first step. The
 * result views wait for it before they show.
 */
import { addMessages } from 'svelte-i18n';
import type { Catalogue, Locale } from '$lib/games/core/types';

const loaders: Record<Locale, () => Promise<Catalogue>> = {
	es: () =>
		Promise.all([
			import('../messages/why-es'),
			import('../messages/rules-es'),
			import('../messages/results-es')
		]).then(([why, rules, results]) => ({
			...why.default,
			...rules.default,
			...results.default
		})),
	en: () =>
		Promise.all([
			import('../messages/why-en'),
			import('../messages/rules-en'),
			import('../messages/results-en')
		]).then(([why, rules, results]) => ({
			...why.default,
			...rules.default,
			...results.default
		}))
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
