// Beyond the table in real Chromium at 360×740: a finished game offers BG Stats (the createPlay
// link with this play), the play as a file and the result as an image (saved where the browser
// cannot share files); the statistics page counts it, filters, and passes axe in both themes;
// the history card is named by what it shows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { audit, launch, newScorePad, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

async function finishedGame(page) {
	await newScorePad(page, server.url, ['Ana', 'Benno']);
	await page.getByRole('button', { name: 'Add 10 to Ana' }).click();
	await page.getByRole('button', { name: 'Add 5 to Benno' }).click();
	await page.getByLabel('Total: 10').waitFor();
	await page.getByRole('button', { name: 'Finish game' }).click();
	await page.getByRole('heading', { name: 'After the game' }).waitFor();
}

test('a finished game: BG Stats link with the play, the play as a file, the result as a PNG', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await finishedGame(page);
		const href = await page.getByRole('link', { name: 'Log in BG Stats' }).getAttribute('href');
		const prefix = 'bgstats://app.bgstatsapp.com/createPlay.html?data=';
		assert.ok(href.startsWith(prefix));
		const play = JSON.parse(decodeURIComponent(href.slice(prefix.length)));
		assert.equal(play.sourceName, 'Tablemate');
		assert.equal(play.game.name, 'Score pad');
		assert.deepEqual(
			play.players.map((p) => [p.name, p.score, p.winner, p.seatOrder]),
			[
				['Ana', 10, true, 1],
				['Benno', 5, false, 2]
			]
		);
		const [file] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Save the play data' }).click()
		]);
		assert.match(file.suggestedFilename(), /^tablemate-bgstats-score-pad-\d{4}-\d{2}-\d{2}\.json$/);
		assert.deepEqual(JSON.parse(readFileSync(await file.path(), 'utf8')), play);
		// When the app does not open: the documented web link, and the result as one line.
		const web = await page.getByRole('link', { name: 'BG Stats on the web' }).getAttribute('href');
		assert.equal(
			web,
			'https://app.bgstatsapp.com/createPlay.html?data=' + href.slice(prefix.length)
		);
		assert.equal(await page.getByTestId('result-line').textContent(), 'Ana wins Score pad 10–5');
		// Headless Chromium cannot share files: the image is saved instead, and says so.
		const [image] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Share image' }).click()
		]);
		assert.match(image.suggestedFilename(), /^tablemate-score-pad-.*\.png$/);
		const png = readFileSync(await image.path());
		assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
		assert.ok(png.length > 5000, `a real picture, not an empty canvas (${png.length} bytes)`);
		await page.getByRole('status').filter({ hasText: 'Image saved' }).waitFor();
	} finally {
		await b.close();
	}
});

for (const scheme of ['light', 'dark']) {
	test(`statistics count the finished game and filter by player; the history card is named by the game, day, players and winner it shows; axe clean, ${scheme} theme`, async () => {
		const b = await launch({ colorScheme: scheme });
		try {
			const { page } = b;
			await finishedGame(page);
			// The finished session's own axe run belongs to the shell's tests (a11y.test.js).
			// The session screen shows the shell's tabs, not the app's navigation.
			await page.goto(server.url + '/stats');
			await page.getByRole('heading', { name: 'Statistics' }).waitFor();
			assert.match(await page.getByTestId('stats-summary').textContent(), /1 finished game/);
			const section = page.getByRole('region', { name: 'Score pad' });
			const ana = section.getByRole('row').filter({ hasText: 'Ana' });
			assert.deepEqual(await ana.getByRole('cell').allTextContents(), [
				'1',
				'1',
				'100%',
				'10',
				'10'
			]);
			await page.getByTestId('stats-player').selectOption({ label: 'Benno' });
			assert.match(await page.getByTestId('stats-summary').textContent(), /1 finished game/);
			await audit(page, `statistics (${scheme})`);
			// The history with a game in it: axe clean, the card named by what it shows, search.
			await page.goto(server.url + '/history');
			await page.getByRole('link', { name: /^Game over: Score pad — Ana and Benno$/ }).waitFor();
			await audit(page, `history with a game (${scheme})`);
			// The card's accessible name is what it shows: game, day played, players, winner.
			const card = page.getByRole('article').first();
			const shown = await card.evaluate((el) => ({
				game: el.querySelector('h3 .name').textContent.trim(),
				played: el.querySelector('.when').textContent.split('·')[0].trim(),
				winner: el.querySelector('.winner').textContent.trim(),
				label: el.getAttribute('aria-label')
			}));
			assert.match(shown.played, /^Played on .*\d/);
			assert.equal(shown.winner, 'Winner: Ana');
			assert.equal(shown.label, `Score pad — ${shown.played} — Ana and Benno — Winner: Ana`);
			await page.getByRole('article', { name: shown.label, exact: true }).waitFor();
			await page.getByRole('searchbox', { name: 'Player' }).fill('benn');
			assert.match(await page.getByTestId('history-count').textContent(), /^1 game$/);
			await page.getByRole('searchbox', { name: 'Player' }).fill('zoe');
			await page.getByTestId('history-count').getByText('0 games').waitFor();
		} finally {
			await b.close();
		}
	});
}
