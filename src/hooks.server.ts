/**
 * Runs only while the build prerenders (the app is static). The home page is prerendered with
 * its content, so it can paint before any script: measured at 4× CPU slowdown on slow 4G
 * (../shared/tools/load-metrics.mjs), fetching and starting the app before the first paint cost
 * about 100 ms of first paint (1.48× the no-script floor; about 1.2–1.35× deferred). So on that
 * page the modulepreload hints move into the bootstrap and the app starts one frame after the
 * first paint.
 */
import type { Handle } from '@sveltejs/kit';
import { deferBoot } from '$lib/boot';

export const handle: Handle = ({ event, resolve }) =>
	event.url.pathname === '/'
		? resolve(event, { transformPageChunk: ({ html }) => deferBoot(html) })
		: resolve(event);
