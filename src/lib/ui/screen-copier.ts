/**
 * Keeps the session's screen copied for the next reload's first paint (app.html shows the copy
 * only while the log still ends where it did): soon after every change, what is typed, and at
 * once when the page hides. See `keepScreen` in $lib/session/screen-copy.
 */
import { keepScreen } from '$lib/session/screen-copy';

export class ScreenCopier {
	#timer: ReturnType<typeof setTimeout> | undefined;
	#retries = 0;
	/**
	 * @param where the session and its log's end now, or null while nothing may be copied
	 *   (loading, an error, the shell settling)
	 */
	constructor(private where: () => { id: string; last: string; len: number } | null) {}

	/** Copies now (the page hides). */
	now = (): void => {
		clearTimeout(this.#timer);
		const at = this.where();
		if (!at) return;
		try {
			const t0 = performance.now();
			// A stylesheet still loading (a lazily loaded part's): copied again once it is in.
			const loading = keepScreen(at.id, { last: at.last, len: at.len });
			for (const l of loading) l.addEventListener('load', this.soon, { once: true });
			// (and in a while if none comes, a few times: a stylesheet that failed leaves no copy)
			this.#retries = loading.length > 0 ? this.#retries + 1 : 0;
			if (loading.length > 0 && this.#retries < 5) this.#timer = setTimeout(this.soon, 2000);
			// Its cost, for bench/resume.js and the docs.
			performance.measure('resume:copy-kept', { start: t0 });
		} catch {
			/* a cache only: the next reload shows the frame */
		}
	};

	/** Copies in a while, when the page is idle (after a change: several come together). */
	soon = (): void => {
		clearTimeout(this.#timer);
		this.#timer = setTimeout(
			() =>
				'requestIdleCallback' in window
					? requestIdleCallback(this.now, { timeout: 2000 })
					: this.now(),
			400
		);
	};

	/** What is typed or chosen changes the screen without a move: copied again soon after. */
	follow = (node: HTMLElement): (() => void) => {
		node.addEventListener('input', this.soon);
		node.addEventListener('click', this.soon);
		return () => {
			node.removeEventListener('input', this.soon);
			node.removeEventListener('click', this.soon);
		};
	};

	stop(): void {
		clearTimeout(this.#timer);
	}
}
