/** The year in review's messages: a catalogue of their own, loaded with the pages that use it. */
import { addGameMessages } from '$lib/i18n';

export function loadEcosystemMessages(): Promise<void> {
	return addGameMessages('ecosystem', {
		en: () => import('./en').then((m) => m.en),
		es: () => import('./es').then((m) => m.es)
	});
}
