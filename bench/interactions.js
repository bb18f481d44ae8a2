// Counts what a person does at the table: taps (trusted clicks) and typed fields (a text or
// number field changed by typing), in the page itself, so a scripted flow measures exactly
// what a person would have to do. Used by the interaction budgets in bench/flows/.

/** Installs the counter in every page of the context (survives navigations). */
export async function installCounter(context) {
	await context.addInitScript(() => {
		const c = { taps: 0, typed: 0 };
		Object.defineProperty(window, '__interactions', { value: c });
		document.addEventListener(
			'click',
			(e) => {
				if (!e.isTrusted) return;
				const t = /** @type {Element} */ (e.target);
				// A click on a text field to type in it is part of typing, not a tap.
				if (
					t instanceof HTMLInputElement &&
					!['checkbox', 'radio', 'button', 'submit'].includes(t.type)
				)
					return;
				c.taps++;
			},
			true
		);
		document.addEventListener(
			'change',
			(e) => {
				const t = e.target;
				if (
					(t instanceof HTMLInputElement && ['text', 'number', 'search', ''].includes(t.type)) ||
					t instanceof HTMLTextAreaElement
				)
					c.typed++;
				// Choosing an option of a list is one tap (the list opens and closes with it).
				else if (t instanceof HTMLSelectElement) c.taps++;
			},
			true
		);
	});
}

/** Taps and typed fields since the page loaded (or since the last reset). */
export function readCounter(page) {
	return page.evaluate(() => ({ ...window.__interactions }));
}

export function resetCounter(page) {
	return page.evaluate(() => {
		window.__interactions.taps = 0;
		window.__interactions.typed = 0;
	});
}

/**
 * A flow module in bench/flows/<game>.js exports `name`, `budget` ({ perRound: taps + typed
 * fields }) and `run({ page, base })`, which plays a typical round in the built app and
 * returns `{ rounds, taps, typed }` counted with the helpers above, and optionally `also`:
 * other moments it measured, each `{ label, taps, typed, budget }` (a quiet round, the final).
 */

/**
 * How far the table's phone is from a screen you glance at, measured as
 * ../shared/tools/glance-probe.mjs does: for every trusted tap, whether the page or any element
 * in it scrolled since the previous tap, and the page's height then; and every interaction's
 * tap-to-next-paint time from the Event Timing API (reported from 16 ms).
 */
export async function installGlance(context) {
	await context.addInitScript(() => {
		const g = { taps: [], durations: new Map() };
		Object.defineProperty(window, '__glance', { value: g });
		let scrolled = false;
		document.addEventListener('scroll', () => (scrolled = true), { capture: true, passive: true });
		const tap = () => {
			const h = Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
			g.taps.push({ scrolled, h });
			scrolled = false;
		};
		document.addEventListener('click', (e) => e.isTrusted && tap(), true);
		// Choosing an option of a list is a tap too (the counter above counts it as one).
		document.addEventListener(
			'change',
			(e) => e.target instanceof HTMLSelectElement && tap(),
			true
		);
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) {
				if (!e.interactionId) continue;
				g.durations.set(
					e.interactionId,
					Math.max(g.durations.get(e.interactionId) ?? 0, e.duration)
				);
			}
		}).observe({ type: 'event', durationThreshold: 16, buffered: true });
	});
	// Each page of the context reports here before it unloads (a flow navigates several times).
	const all = { taps: [], durations: [] };
	await context.exposeBinding('__glanceFlush', (_src, part) => {
		all.taps.push(...part.taps);
		all.durations.push(...part.durations);
	});
	await context.addInitScript(() =>
		addEventListener('pagehide', () =>
			window.__glanceFlush({
				taps: window.__glance.taps,
				durations: [...window.__glance.durations.values()]
			})
		)
	);
	return {
		async read(page) {
			await page
				.evaluate(() =>
					window.__glanceFlush({
						taps: window.__glance.taps.splice(0),
						durations: [...window.__glance.durations.values()].splice(0)
					})
				)
				.catch(() => undefined);
			const q = (xs, p) =>
				xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] : null;
			const hs = all.taps.map((t) => t.h).sort((a, b) => a - b);
			const sc = all.taps.filter((t) => t.scrolled).length;
			const ds = all.durations.slice().sort((a, b) => a - b);
			return {
				taps: all.taps.length,
				scrolledPct: all.taps.length ? Math.round((100 * sc) / all.taps.length) : null,
				heightP50: q(hs, 0.5),
				heightMax: hs.at(-1) ?? null,
				over200: ds.filter((d) => d > 200).length,
				maxMs: ds.length ? Math.round(ds.at(-1)) : null
			};
		}
	};
}
