import { loadMessages } from '$lib/i18n';

// Single-page app: the static pages are prerendered shells, rendered in the browser
// (ssr = false) — except the home page, which is prerendered with its content (+page.ts).
export const ssr = false;
export const prerender = true;
export const trailingSlash = 'never';

/** The platform messages are in before the first render (no render waits on them later). */
export async function load() {
	await loadMessages();
	return {};
}
