// Year of the Dragon: interaction budget of a live month at a 3-player table (360×740).
// Plays months 1–3 of setup code DRAGN5 (two Peace months, then a Contagio) the way a table
// does: one tap on the card each player takes, the person card and tile, the releases ticked.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'year-of-the-dragon';
/** Issue #16: a 3-player month with a Contagio at most 15 interactions (a Paz month at most 8). */
export const budget = { perRound: 15 };

const PAIRS = [
	['Monk', 'Warrior'],
	['Farmer', 'Healer'],
	['Court lady', 'Tax collector']
];
const SIMPLE = /^(Taxes|Harvest|Fireworks|Military parade|Research) from group \d+: (?!.*paying)/;

async function signature(page) {
	return page
		.locator('.game-screen')
		.evaluate((el) => [...el.querySelectorAll('h2')].map((h) => h.textContent).join('|'));
}

/** Taps, then waits until the screen shows the next step (after the IndexedDB commit). */
async function act(page, locator) {
	const before = await signature(page);
	await locator.click();
	await page.waitForFunction(
		(prev) =>
			[...document.querySelectorAll('.game-screen h2')].map((h) => h.textContent).join('|') !==
			prev,
		before
	);
}

export async function run({ page, base }) {
	await page.goto(`${base}/new/year-of-the-dragon?flow=live`);
	const names = ['Ana', 'Benno', 'Clara'];
	for (let i = 0; i < names.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
	}
	await page.getByLabel('Setup code', { exact: true }).fill('DRAGN5');
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	const screen = page.locator('.game-screen');
	await screen.getByRole('heading', { name: 'Before the game: starting persons' }).waitFor();
	for (const [first, second] of PAIRS) {
		const persons = screen.getByRole('group', { name: /^Persons chosen/ });
		await persons.getByRole('button', { name: new RegExp(`^${first}`) }).click();
		await persons.getByRole('button', { name: new RegExp(`^${second}`) }).click();
		await act(
			page,
			screen.getByRole('button', { name: new RegExp(`takes ${first} and ${second}`) })
		);
	}
	await screen.getByRole('heading', { name: /^Month 1 of 12/ }).waitFor();
	await resetCounter(page);

	const MONTHS = 3;
	for (let guard = 0; guard < 100; guard++) {
		if (
			await screen.getByRole('heading', { name: new RegExp(`^Month ${MONTHS + 1} of 12`) }).count()
		)
			break;
		const step = await screen.locator('.steps [aria-current="step"]').textContent();
		if (/Action/.test(step ?? '')) {
			const cards = screen.getByRole('button', { name: SIMPLE });
			if (await cards.count()) await act(page, cards.first());
			else await act(page, screen.getByRole('button', { name: /^No action/ }));
		} else if (/Person/.test(step ?? '')) {
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
		} else {
			const sets = screen.getByRole('group', { name: /: choose \d+ persons? to release/ });
			for (let i = 0; i < (await sets.count()); i++) {
				const set = sets.nth(i);
				const need = Number((await set.locator('legend').textContent()).match(/choose (\d+)/)[1]);
				for (let k = 0; k < need; k++)
					await set.locator('input[type=checkbox]:not(:checked):not(:disabled)').first().check();
			}
			await act(page, screen.getByRole('button', { name: /^Resolve / }));
		}
	}
	const { taps, typed } = await readCounter(page);
	return { rounds: MONTHS, taps, typed };
}
