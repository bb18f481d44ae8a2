/**
 * Runs only while the build prerenders (the app is static). The home page is prerendered with
 * its content, so it can paint before any script: measured at 4× CPU slowdown on slow 4G
 * (../shared/tools/load-metrics.mjs), fetching and starting the app before the first paint cost
 * about 100 ms of first paint (1.48× the no-script floor; about 1.2–1.35× deferred). So on that
 * page the modulepreload hints move into the bootstrap and the app starts one frame after the
 * first paint, and the first paint waits until the prerendered copies are parsed (no blank
 * frame in between).
 */
import type { Handle } from '@sveltejs/kit';
import { deferBoot, expectBeforePaint } from '$lib/boot';
import { LOCALES } from '$lib/i18n';
import { messagesModule, readManifest } from '../scripts/home-files.js';

/** Each language's platform messages script, read off the client build prerendering follows. */
function messageScripts(): Record<string, string> {
	let manifest: Record<string, { file: string }>;
	try {
		manifest = readManifest();
	} catch {
		return {}; // no client build (vite dev)
	}
	return Object.fromEntries(
		LOCALES.filter((l) => manifest[messagesModule(l)]).map((l) => [
			l,
			`/${manifest[messagesModule(l)]!.file}`
		])
	);
}

export const handle: Handle = ({ event, resolve }) =>
	event.url.pathname === '/'
		? resolve(event, {
				transformPageChunk: ({ html }) =>
					// The copies come one per language: the last one parsed means all are.
					expectBeforePaint(deferBoot(html, messageScripts()), `prerendered-${LOCALES.at(-1)}`)
			})
		: resolve(event);
