/**
 * The service worker: everything the app shows comes from its cache first, with no network
 * wait, and works offline after the first visit.
 *
 * Shell first: a first install caches only what the home screen needs (its HTML and the
 * scripts it loads: `SHELL`, written in by vite.config.ts), in parallel, so the worker is in charge
 * within a round trip or two and the next start comes from the cache. The rest (every game,
 * the other screens) is cached right after, in the background; the page asks for it on every
 * start until it is all there (message `cache-all`), and is told when it is (`offline-ready`).
 * An update caches everything before it is ready: it waits for the person's consent anyway
 * (the update prompt), and what worked offline must go on working.
 */
declare const self: ServiceWorkerGlobalScope;
export {};

interface Entry {
	url: string;
	revision: string | null;
}

/** The build's list of files (vite-plugin-pwa injects it). */
const ENTRIES = (self as unknown as { __WB_MANIFEST: Entry[] }).__WB_MANIFEST;
/** What the home screen needs, cached first (the build writes the list in: shellFiles). */
const SHELL: string[] = ['__TABLEMATE_SHELL_FILES__'];
/** One cache for every version: files are kept by URL and revision, so versions share them. */
const CACHE = 'tablemate-files';
/** The page every app route without a page of its own is answered with (a session's link). */
const FALLBACK = '/200.html';
/** App routes: other navigations (a file, /sw.js, the manifest) go to the network. */
const APP_ROUTE = /^\/(?:history|settings|stats|(?:new|setup|session)\/[^/.]+)?\/?$/;

const absolute = (url: string) => new URL(url, self.location.href).href;
/** The cache key: the URL, with the revision for files whose name does not change. */
const keyOf = (e: Entry) =>
	absolute(e.revision ? `${e.url}${e.url.includes('?') ? '&' : '?'}__rev=${e.revision}` : e.url);
const KEYS = new Map(ENTRIES.map((e) => [absolute(e.url), keyOf(e)]));

/** Caches what is missing of `entries`, six at a time (the browser's connections per host). */
async function fill(entries: Entry[]): Promise<number> {
	const cache = await caches.open(CACHE);
	const have = new Set((await cache.keys()).map((r) => r.url));
	const missing = entries.filter((e) => !have.has(keyOf(e)));
	let next = 0;
	const worker = async () => {
		while (next < missing.length) {
			const e = missing[next++];
			// Files named by revision bypass the HTTP cache, which may hold an older copy.
			const res = await fetch(e.url, { cache: e.revision ? 'reload' : 'default' });
			if (!res.ok) throw new Error(`${e.url}: ${res.status}`);
			await cache.put(keyOf(e), res);
		}
	};
	await Promise.all(Array.from({ length: Math.min(6, missing.length) }, worker));
	return missing.length;
}

let filling: Promise<number> | undefined;
/** Caches everything of this version once; a failure (offline) lets the next start retry. */
function fillAll(): Promise<number> {
	filling ??= fill(ENTRIES).catch((e) => {
		filling = undefined;
		throw e;
	});
	return filling;
}

self.addEventListener('install', (event) => {
	event.waitUntil(
		self.registration.active ? fillAll() : fill(ENTRIES.filter((e) => SHELL.includes(e.url)))
	);
});

self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			// Files of older versions, and the caches of the service worker before this one.
			for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
			const cache = await caches.open(CACHE);
			const current = new Set(KEYS.values());
			for (const req of await cache.keys()) if (!current.has(req.url)) await cache.delete(req);
		})()
	);
});

self.addEventListener('message', (event) => {
	const type = (event.data as { type?: unknown } | null)?.type;
	// Sent by the update prompt when the person accepts the new version.
	if (type === 'SKIP_WAITING') void self.skipWaiting();
	if (type === 'cache-all')
		event.waitUntil(
			fillAll().then(
				(fetched) => event.source?.postMessage({ type: 'offline-ready', fetched }),
				() => undefined
			)
		);
});

/** The cached answer for a request, or undefined when the network must answer it. */
function keyFor(request: Request): string | undefined {
	const url = new URL(request.url);
	if (url.origin !== self.location.origin) return undefined;
	if (request.mode === 'navigate') {
		url.search = '';
		return (
			KEYS.get(url.href) ??
			(APP_ROUTE.test(url.pathname) ? KEYS.get(absolute(FALLBACK)) : undefined)
		);
	}
	return KEYS.get(url.href);
}

self.addEventListener('fetch', (event) => {
	if (event.request.method !== 'GET') return;
	const key = keyFor(event.request);
	if (!key) return;
	event.respondWith(
		(async () => {
			const hit = await caches.match(key, { cacheName: CACHE });
			if (hit) return hit;
			// Not cached yet (the background fill is still running): the network, kept for next time.
			const cache = await caches.open(CACHE);
			const res = await fetch(
				event.request.mode === 'navigate' ? new URL(key).pathname : event.request
			);
			if (res.ok && !res.redirected) await cache.put(key, res.clone());
			return res;
		})()
	);
});
