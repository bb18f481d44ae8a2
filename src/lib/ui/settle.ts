/**
 * A reload or a deep link (app.html's frame or copy on screen): the app's shell is built out of
 * the page (taken out where it stands, a placeholder in its place) and put back, as the frame
 * goes, once its DOM has been still for SETTLE_QUIET ms and the page is idle (a step's parts
 * that load lazily are in: their import keeps the main thread busy), at most SETTLE_MAX ms.
 * Shown at once instead, a step arriving a few frames later moved what was below it
 * (Lighthouse: layout shift 0.87 in Lancaster). Out of the page, not only hidden: nothing (a
 * test's locator, a screen reader) finds the copy's words twice.
 */
const SETTLE_QUIET = 100;
const SETTLE_MAX = 1500;

/**
 * Takes `node` out of the page until it settles, then puts it back and calls `shown` in the
 * same task (the caller drops the frame there: no frame painted with neither). `gone` says the
 * screen was left meanwhile (nothing is put back). Returns the clean-up.
 */
export function settleOutOfPage(
	node: HTMLElement,
	shown: () => void,
	gone: () => boolean
): () => void {
	const place = document.createComment('settling');
	node.before(place);
	node.remove();
	let last = performance.now();
	let raf = 0;
	let over = false;
	const seen = new MutationObserver(() => (last = performance.now()));
	seen.observe(node, { childList: true, subtree: true, characterData: true });
	const stop = () => {
		over = true;
		seen.disconnect();
		cancelAnimationFrame(raf);
		clearTimeout(cap);
	};
	const done = () => {
		if (over) return;
		stop();
		if (gone() || !place.isConnected) return;
		place.replaceWith(node);
		shown();
	};
	const idle = (run: () => void) =>
		'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 0);
	const check = () => {
		if (over) return;
		if (performance.now() - last >= SETTLE_QUIET)
			idle(() => (performance.now() - last >= SETTLE_QUIET ? done() : wait()));
		else wait();
	};
	const wait = () => (raf = requestAnimationFrame(check));
	wait();
	// A hidden page paints no frame: the cap holds without one.
	const cap = setTimeout(done, SETTLE_MAX);
	return () => {
		stop();
		// Taken down while settling: the shell goes back where it stood, for Svelte to remove.
		if (place.isConnected) place.replaceWith(node);
	};
}
