// Year of the Dragon in real Chromium: a full 12-month game through the live companion's
// screens, then the final scores on screen. The choices follow a fixed policy that
// tests/unit/year-of-the-dragon/e2e-policy.test.ts replays on the pure core (same numbers).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const PAIRS = [
	['Monk', 'Warrior'],
	['Farmer', 'Healer'],
	['Court lady', 'Tax collector']
];
const SIMPLE = /^(Taxes|Harvest|Fireworks|Military parade|Research) from group \d+: (?!.*paying)/;
const SHOTS = process.env.YOTD_SHOTS;

/** Text of every heading in the game screen: changes once an action is committed. */
async function signature(page) {
	return page
		.locator('.game-screen')
		.evaluate((el) => [...el.querySelectorAll('h2')].map((h) => h.textContent).join('|'));
}

/** Clicks and waits until the screen shows the next step (only after the IndexedDB commit). */
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

async function shot(page, name) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
}

test('a full 12-month game through the live companion shows the final scores', async () => {
	const b = await launch();
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await page.goto(`${server.url}/new/year-of-the-dragon?flow=live`);
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
		// The default: the oldest player picks first (the rulebook); here Ana, seat 1.
		await act(page, screen.getByRole('button', { name: 'Ana is the oldest' }));

		// Starting pairs, in pick order.
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
		await shot(page, 'action');

		for (let guard = 0; guard < 200; guard++) {
			// The month's status, or the final table once it has loaded (it comes with the end).
			await page.waitForFunction(
				() =>
					document.querySelector('#yotd-phase-title') ||
					[...document.querySelectorAll('h2')].some((h) => h.textContent === 'Final scoring')
			);
			if (await screen.getByRole('heading', { name: 'Final scoring' }).count()) break;
			const title = (await screen.locator('#yotd-phase-title').textContent()) ?? '';
			const step = await screen.locator('.steps [aria-current="step"]').textContent();
			if (/Action/.test(step ?? '')) {
				const cards = screen.getByRole('button', { name: SIMPLE });
				if (await cards.count()) await act(page, cards.first());
				else await act(page, screen.getByRole('button', { name: /^No action/ }));
			} else if (/Person/.test(step ?? '')) {
				if (/Month 2 /.test(title)) await shot(page, 'person');
				await screen
					.getByRole('group', { name: 'Card played' })
					.getByRole('button')
					.first()
					.click();
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
				// Fewer stay than go: tick who stays — the last ones, so the first ones go as above.
				const keeps = screen.getByRole('group', { name: /tick who stays \(\d+\)$/ });
				for (let i = 0; i < (await keeps.count()); i++) {
					const set = keeps.nth(i);
					const keep = Number((await set.locator('legend').textContent()).match(/\((\d+)\)$/)[1]);
					for (let k = 0; k < keep; k++)
						await set.locator('input[type=checkbox]:not(:checked):not(:disabled)').last().check();
				}
				if ((await sets.count()) + (await keeps.count()) > 0) await shot(page, 'event');
				await act(page, screen.getByRole('button', { name: /^Resolve / }));
			}
		}

		await screen.getByRole('heading', { name: 'Final scoring' }).waitFor();
		await shot(page, 'final');
		const results = screen.getByRole('article', { name: /points, place/ });
		const labels = [];
		for (let i = 0; i < (await results.count()); i++)
			labels.push(await results.nth(i).getAttribute('aria-label'));
		assert.deepEqual(labels, [
			'Ana: 32 points, place 1',
			'Clara: 30 points, place 2',
			'Benno: 20 points, place 3'
		]);
		// The platform banner names the winner; the breakdown explains the numbers.
		await page.getByText('Game over').first().waitFor();
		const ana = results.first();
		assert.match(await ana.textContent(), /Points before final scoring/);
		assert.match(await ana.textContent(), /÷ 3 =/);
	} finally {
		await b.close();
	}
});
