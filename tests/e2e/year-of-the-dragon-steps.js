// One step of a Year of the Dragon month at the live companion, played the way a table does
// with a fixed policy: shared by the browser test (a whole game) and the bench flow (budgets).

/** Action cards that need no further choice. */
export const SIMPLE =
	/^(Taxes|Harvest|Fireworks|Military parade|Research) from group \d+: (?!.*paying)/;

async function signature(page) {
	return page
		.locator('.game-screen')
		.evaluate((el) => [...el.querySelectorAll('h2')].map((h) => h.textContent).join('|'));
}

/** Taps, then waits until the screen shows the next step (after the IndexedDB commit). */
export async function act(page, locator) {
	const before = await signature(page);
	await locator.click();
	await page.waitForFunction(
		(prev) =>
			[...document.querySelectorAll('.game-screen h2')].map((h) => h.textContent).join('|') !==
			prev,
		before
	);
}

/**
 * From the session's first screen to month 1: the starting pairs in pick order. Seat 0 (Ana)
 * picks first: the table seated its oldest player first (the rulebook's «Empieza el jugador de
 * mayor edad»), the new-game screen being the one place that says who starts.
 */
export async function startingPairs(page, players = 3) {
	const screen = page.locator('.game-screen');
	await screen.getByRole('heading', { name: 'Before the game: starting persons' }).waitFor();
	for (const [first, second] of [
		['Monk', 'Warrior'],
		['Farmer', 'Healer'],
		['Court lady', 'Tax collector'],
		['Pyrotechnist', 'Scholar'],
		['Craftsman', 'Monk']
	].slice(0, players)) {
		const persons = screen.getByRole('group', { name: /^Persons chosen/ });
		await persons.getByRole('button', { name: new RegExp(`^${first}`) }).click();
		await persons.getByRole('button', { name: new RegExp(`^${second}`) }).click();
		await act(
			page,
			screen.getByRole('button', { name: new RegExp(`takes ${first} and ${second}`) })
		);
	}
	await screen.getByRole('heading', { name: /^Month 1 of 12/ }).waitFor();
}

/**
 * The table's own deal of the month, card by card into its group (card i into group i mod the
 * number of groups: 3-2-2, 2-2-2-1, 2-2-1-1-1, as the rulebook splits 7 cards), then its save.
 */
export async function tableDeal(page) {
	const screen = page.locator('.game-screen');
	const rows = screen.locator('.groups[role=group]');
	const n = await rows.count();
	for (let i = 0; i < n; i++) {
		const row = rows.nth(i);
		const card = await row.getAttribute('aria-label');
		const groups = await row.getByRole('button').count();
		await row.getByRole('button', { name: `${card} in group ${(i % groups) + 1}` }).click();
	}
	await act(page, screen.getByRole('button', { name: 'Save the table’s deal' }));
}

/**
 * A Build from the free group whose card is `card`: one tap a floor on the palace tapped, the
 * palace each floor goes on chosen by `choose(offered labels, floor index)` (an index into the
 * labels); the last floor builds. Returns the number of floors.
 */
export async function buildFloors(page, card, choose) {
	const screen = page.locator('.game-screen');
	const label = (await card.getAttribute('aria-label')) ?? '';
	const g = Number(label.match(/^Build from group (\d+)/)[1]);
	const n = Number([...label.matchAll(/(\d+) floors?/g)].at(-1)[1]);
	for (let k = 0; k < n; k++) {
		const offered = screen.getByRole('button', {
			name: new RegExp(`^Build a floor on .*\\(group ${g}, now`)
		});
		const labels = await offered.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
		const target = offered.nth(choose(labels, k));
		if (k < n - 1) await target.click();
		else await act(page, target);
	}
	return n;
}

/**
 * Plays the step the month is at and says which it was ('action', 'person' or 'event'). The
 * person phase plays the first card's first age, housed where the game puts it (one tap); with
 * every palace full this table releases the new person. `keepLast`: when fewer persons stay
 * than go, the last ones stay (else the first ones). `before(kind)` runs before the step is
 * committed (e.g. a screenshot). `build`: a player takes a Build that costs nothing to join and
 * places its floors on a new palace (one tap a floor), as tables do, before any other card. With the table's own
 * deal, the deal is a step of its own ('deal').
 */
export async function playStep(page, { keepLast = false, before, build = false } = {}) {
	const screen = page.locator('.game-screen');
	const step = (await screen.locator('.steps [aria-current="step"]').textContent()) ?? '';
	if (await screen.getByRole('button', { name: 'Save the table’s deal' }).count()) {
		await tableDeal(page);
		return 'deal';
	}
	if (/Action/.test(step)) {
		await before?.('action');
		const builds = screen.getByRole('button', { name: /^Build from group \d+: (?!.*paying)/ });
		if (build && (await builds.count())) {
			// All the floors on one new palace: the first floor starts it, the next raise it.
			await buildFloors(page, builds.first(), (labels) =>
				labels.findIndex((l) => / on new palace 1 /.test(l))
			);
			return 'action';
		}
		const cards = screen.getByRole('button', { name: SIMPLE });
		if (await cards.count()) await act(page, cards.first());
		else await act(page, screen.getByRole('button', { name: /^No action/ }));
		return 'action';
	}
	if (/Person/.test(step)) {
		await before?.('person');
		const card = screen
			.getByRole('group', { name: 'Card played' })
			.locator('li')
			.first()
			.locator('button:not([disabled])')
			.first();
		const named = (await card.getAttribute('aria-label')) ?? (await card.textContent()) ?? '';
		// A palace with room (or a card that gives nothing): one tap.
		if (/^(Take|Play) /.test(named)) {
			await act(page, card);
			return 'person';
		}
		await card.click();
		const wild = screen.getByRole('group', { name: 'Choose the person of the ? card' });
		if (await wild.count()) {
			const tile = wild.getByRole('button').first();
			if (/^Take /.test((await tile.getAttribute('aria-label')) ?? '')) {
				await act(page, tile);
				return 'person';
			}
			await tile.click();
		}
		// All palaces full: nothing is pre-selected; this table releases the new person.
		await act(page, screen.getByRole('button', { name: /^Release .* \(no move\)$/ }));
		return 'person';
	}
	const sets = screen.getByRole('group', { name: /: choose \d+ persons? to release/ });
	for (let i = 0; i < (await sets.count()); i++) {
		const set = sets.nth(i);
		const need = Number((await set.locator('legend').textContent()).match(/choose (\d+)/)[1]);
		for (let k = 0; k < need; k++)
			await set.locator('input[type=checkbox]:not(:checked):not(:disabled)').first().check();
	}
	// Fewer stay than go: the table ticks who stays.
	const keeps = screen.getByRole('group', { name: /tick who stays \(\d+\)$/ });
	for (let i = 0; i < (await keeps.count()); i++) {
		const set = keeps.nth(i);
		const keep = Number((await set.locator('legend').textContent()).match(/\((\d+)\)$/)[1]);
		const box = set.locator('input[type=checkbox]:not(:checked):not(:disabled)');
		for (let k = 0; k < keep; k++) await (keepLast ? box.last() : box.first()).check();
	}
	await before?.('event');
	await act(page, screen.getByRole('button', { name: /^Resolve / }));
	return 'event';
}

/**
 * The words drawn over two lines inside `selector` (each with the element holding it): a word is
 * a run of non-spaces in one text node, broken when its pieces sit on different lines.
 */
export function brokenWords(page, selector) {
	return page.evaluate((sel) => {
		const out = [];
		for (const root of document.querySelectorAll(sel)) {
			const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
			for (let n = walker.nextNode(); n; n = walker.nextNode()) {
				for (const w of n.textContent.matchAll(/[^\s\u00a0\u202f]+/g)) {
					const r = document.createRange();
					r.setStart(n, w.index);
					r.setEnd(n, w.index + w[0].length);
					const tops = [...r.getClientRects()]
						.filter((x) => x.width > 0)
						.map((x) => Math.round(x.top));
					if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 3)
						out.push(`${w[0].replace(/\u00ad/g, '')} (${n.parentElement.className})`);
				}
			}
		}
		return out;
	}, selector);
}
