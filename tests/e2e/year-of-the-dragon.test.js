// Year of the Dragon in real Chromium: a full 12-month game through the live companion's
// screens, then the final scores on screen. The choices follow a fixed policy that
// tests/unit/year-of-the-dragon/e2e-policy.test.ts replays on the pure core (same numbers).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openOptions, startServer } from './harness.js';
import { playStep, startingPairs } from './year-of-the-dragon-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const SHOTS = process.env.YOTD_SHOTS;

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
		await openOptions(page);
		await page.getByLabel('Setup code', { exact: true }).fill('DRAGN5');
		await page.getByRole('button', { name: 'Start', exact: true }).click();
		await page.waitForURL(/\/session\//);
		const screen = page.locator('.game-screen');
		await startingPairs(page);
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
			await playStep(page, {
				keepLast: true,
				before: async (kind) => {
					if (kind === 'person' && /Month 2 /.test(title)) await shot(page, 'person');
					if (kind === 'event') await shot(page, 'event');
				}
			});
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

test('half-done choices survive a reload: the starting pick, the table’s event row, the table’s deal', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await page.goto(`${server.url}/new/year-of-the-dragon?flow=live`);
		const names = ['Ana', 'Benno', 'Clara'];
		for (let i = 0; i < names.length; i++) {
			if (!(await page.getByLabel(`Name of player ${i + 1}`).count()))
				await page.getByRole('button', { name: 'Add player' }).click();
			await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
		}
		await openOptions(page);
		await page.getByLabel('Setup code', { exact: true }).fill('DRAGN5');
		await page.getByRole('button', { name: 'Start', exact: true }).click();
		await page.waitForURL(/\/session\//);
		const screen = page.locator('.game-screen');
		// Seat 0 starts: no second first-player question.
		assert.equal(await screen.getByRole('button', { name: /is the oldest$/ }).count(), 0);
		const persons = screen.getByRole('group', { name: /^Persons chosen/ });
		await persons.getByRole('button', { name: /Monk/ }).click();
		await screen.getByText('The table’s event row').click();
		const month3 = screen.getByRole('combobox', { name: 'Month 3' });
		const other = (await month3.inputValue()) === 'festival' ? 'tribute' : 'festival';
		await month3.selectOption(other);
		await page.waitForTimeout(400);

		await page.reload();
		await persons.getByRole('button', { name: /Monk/ }).waitFor();
		assert.equal(
			await persons.getByRole('button', { name: /Monk/ }).getAttribute('aria-pressed'),
			'true'
		);
		await screen.getByText('The table’s event row').click();
		assert.equal(await screen.getByRole('combobox', { name: 'Month 3' }).inputValue(), other);
		await screen.getByRole('button', { name: 'The table: enter its deal' }).click();

		// The starting pairs, then the table's deal of month 1, half tapped.
		await persons.getByRole('button', { name: /^Warrior/ }).click();
		await screen.getByRole('button', { name: /^Ana takes Monk and Warrior/ }).click();
		for (const [first, second, who] of [
			['Farmer', 'Healer', 'Benno'],
			['Court lady', 'Tax collector', 'Clara']
		]) {
			await screen.getByRole('heading', { name: `${who}'s turn: choose` }).waitFor();
			await persons.getByRole('button', { name: new RegExp(`^${first}`) }).click();
			await persons.getByRole('button', { name: new RegExp(`^${second}`) }).click();
			await screen
				.getByRole('button', { name: new RegExp(`takes ${first} and ${second}`) })
				.click();
		}
		await screen.getByRole('button', { name: 'Taxes in group 1' }).click();
		await screen.getByRole('button', { name: 'Build in group 2' }).click();
		await page.waitForTimeout(400);
		await page.reload();
		await screen.getByRole('button', { name: 'Taxes in group 1' }).waitFor();
		for (const name of ['Taxes in group 1', 'Build in group 2'])
			assert.equal(await screen.getByRole('button', { name }).getAttribute('aria-pressed'), 'true');
		assert.equal(
			await screen.getByRole('button', { name: 'Taxes in group 2' }).getAttribute('aria-pressed'),
			'false'
		);
	} finally {
		await b.close();
	}
});
