import { browser } from '$app/environment';
import { loadMessages } from '$lib/i18n';
import { readHomeLists } from '$lib/ui/Home.svelte';

// The home page is prerendered with its content (both languages, app.html's inline script
// shows the person's), so it paints from the HTML before any script runs.
export const ssr = true;

/** The session lists are read from IndexedDB while the framework is still starting. */
export async function load() {
	// Prerendering: the layout's load does not run on the server (its ssr is false).
	if (!browser) await loadMessages();
	return { lists: browser ? readHomeLists() : null };
}
