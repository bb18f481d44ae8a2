/** The sync screens' messages: a catalogue of their own, so home's language chunk does not grow. */
import { addGameMessages } from '$lib/i18n';

export function loadSyncMessages(): Promise<void> {
	return addGameMessages('sync', {
		en: () => import('./en').then((m) => m.en),
		es: () => import('./es').then((m) => m.es)
	});
}
