/**
 * The play group and hand-off screens' messages: a catalogue of their own (with the sync
 * screens' one, whose words they share), so neither home's nor a shared table's chunk grows.
 */
import { addGameMessages } from '$lib/i18n';
import { loadSyncMessages } from '../../messages';

export async function loadGroupMessages(): Promise<void> {
	await Promise.all([
		loadSyncMessages(),
		addGameMessages('sync-group', {
			en: () => import('./en').then((m) => m.en),
			es: () => import('./es').then((m) => m.es)
		})
	]);
}
