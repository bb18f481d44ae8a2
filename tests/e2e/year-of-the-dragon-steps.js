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
 * From the session's first screen to month 1: Ana is the oldest (she picks first, as the
 * rulebook's default), then the starting pairs in pick order.
 */
export async function startingPairs(page) {
	const screen = page.locator('.game-screen');
	await screen.getByRole('heading', { name: 'Before the game: starting persons' }).waitFor();
	await act(page, screen.getByRole('button', { name: 'Ana is the oldest' }));
	for (const [first, second] of [
		['Monk', 'Warrior'],
		['Farmer', 'Healer'],
		['Court lady', 'Tax collector']
	]) {
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
 * Plays the step the month is at and says which it was ('action', 'person' or 'event').
 * `quick`: take the one-tap person choice when the screen offers it. `keepLast`: when fewer
 * persons stay than go, the last ones stay (else the first ones). `before(kind)` runs before
 * the step is committed (e.g. a screenshot).
 */
export async function playStep(page, { quick = false, keepLast = false, before } = {}) {
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
		// A card that takes one kind of tile, with a palace that has room: one tap.
		const oneTap = screen.getByRole('group', { name: /^In one tap/ });
		if (quick && (await oneTap.count())) {
			await act(page, oneTap.getByRole('button').first());
			return 'person';
		}
		await screen.getByRole('group', { name: 'Card played' }).getByRole('button').first().click();
		const tiles = screen.getByRole('group', { name: 'Person taken' });
		if ((await tiles.count()) && !(await tiles.locator('[aria-pressed="true"]').count()))
			await tiles.getByRole('button').first().click();
		// All palaces full: nothing is pre-selected; this table releases the new person.
		const release = screen.getByRole('radio', { name: /^Release the new person/ });
		if (await release.count()) await release.check();
		await act(
			page,
			screen.getByRole('button', {
				name: /^(Take .* \(moves \d+\)|Play .* for nothing|Release .* \(no move\))$/
			})
		);
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
