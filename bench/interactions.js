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
