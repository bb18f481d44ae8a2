import { findGame, type LoadedGame } from '$lib/games/registry';
import { addGameMessages } from '$lib/i18n';

/** Loads a game's lazy chunk and registers its messages; null for an unknown id. */
export async function loadGame(id: string): Promise<LoadedGame | null> {
	const entry = findGame(id);
	if (!entry) return null;
	const loaded = await entry.load();
	await addGameMessages(loaded.module.id, loaded.module.messages);
	return loaded;
}

const HINT = 'tablemate.gameOf.';

/**
 * Which game a session plays, remembered on this phone when it was last opened: a reload
 * starts loading the game's code at once, beside the session's own reads from IndexedDB,
 * instead of after them. Only a hint: the stored session row decides.
 */
export function gameHint(sessionId: string): string | null {
	try {
		return localStorage.getItem(HINT + sessionId);
	} catch {
		return null;
	}
}

export function rememberGame(sessionId: string, gameId: string): void {
	try {
		localStorage.setItem(HINT + sessionId, gameId);
	} catch {
		/* a hint only */
	}
}

const FILES = 'tablemate.resumeFiles.';
const BAR = 'tablemate.resumeBar.';

/**
 * The scripts and styles the session screen of this game needed (read from the page's resource
 * timing), remembered so app.html preloads them on the next reload, beside the app's own.
 * Recorded on a page that was loaded at the session's address (a deep link or a reload).
 */
export function rememberFiles(gameId: string): void {
	try {
		const nav = performance.getEntriesByType('navigation')[0];
		if (nav && nav.name !== location.href && localStorage.getItem(FILES + gameId)) return;
		const files = performance
			.getEntriesByType('resource')
			.map((e) => new URL(e.name).pathname)
			.filter((p) => /^\/_app\/immutable\/[\w./-]+\.(js|css)$/.test(p));
		localStorage.setItem(FILES + gameId, JSON.stringify([...new Set(files)].slice(0, 120)));
	} catch {
		/* a hint only */
	}
}

/** The top bar's words as last shown: app.html paints them in the shell before the app runs. */
export function rememberBar(sessionId: string, bar: { game: string; where: string }): void {
	try {
		localStorage.setItem(BAR + sessionId, JSON.stringify(bar));
	} catch {
		/* a hint only */
	}
}

const SCREEN = 'tablemate.resumeScreen';

/**
 * The live screen as it was last shown (its markup without ids, and the app's stylesheets it
 * used), for one session, the last one left: app.html paints this inert copy at once on the next
 * reload or deep link of that session, until the app's own screen replaces it.
 */
export function rememberScreen(sessionId: string, shell: Element | null): void {
	try {
		if (!shell) return;
		const html = shell.innerHTML.replace(
			/\s(id|for|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g,
			''
		);
		const css = [...document.querySelectorAll('link[rel="stylesheet"]')]
			.map((l) => l.getAttribute('href') ?? '')
			.filter((h) => /^\/_app\/immutable\/[\w./-]+\.css$/.test(h));
		if (html.length > 200_000) return localStorage.removeItem(SCREEN);
		localStorage.setItem(SCREEN, JSON.stringify({ id: sessionId, html, css }));
	} catch {
		/* a hint only */
	}
}
