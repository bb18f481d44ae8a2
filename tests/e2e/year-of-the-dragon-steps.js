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
		['Pyrotechnist', 'Scholar']
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
 * Plays the step the month is at and says which it was ('action', 'person' or 'event'). The
 * person phase plays the first card's first age, housed where the game puts it (one tap); with
 * every palace full this table releases the new person. `keepLast`: when fewer persons stay
 * than go, the last ones stay (else the first ones). `before(kind)` runs before the step is
 * committed (e.g. a screenshot).
 */
export async function playStep(page, { keepLast = false, before } = {}) {
	const screen = page.locator('.game-screen');
	const step = (await screen.locator('.steps [aria-current="step"]').textContent()) ?? '';
	if (/Action/.test(step)) {
		await before?.('action');
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
