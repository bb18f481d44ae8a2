// Statistics and history of a group with many plays, in real Chromium at 360×740: the splits
// the group argues about show, every column of the player tables is on screen, and the
// history and statistics are photographed in es/en, light/dark (test-results/record/).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launch, startServer } from './harness.js';
import { seed } from '../../bench/stats.js';

const OUT = 'test-results/record';
let server;
before(async () => (server = await startServer()));
after(async () => server.close());

test('with 600 plays: seat, player-count and faction splits show, every table column fits 360 px; shots in es/en, light/dark', async () => {
	mkdirSync(OUT, { recursive: true });
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		// The app's database with its schema (home does not load Dexie): the history opens it.
		await page.goto(server.url + '/history');
		await page.getByRole('heading', { level: 1 }).waitFor();
		await page.waitForTimeout(300);
		assert.equal(await page.evaluate(seed, 600), 600);
		for (const locale of ['en', 'es'])
			for (const scheme of ['light', 'dark']) {
				await page.emulateMedia({ colorScheme: scheme });
				await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
				await page.goto(server.url + '/stats');
				await page.getByTestId('stats-summary').waitFor();
				await page.getByTestId('stats-by-seat').first().waitFor();
				const root = page.locator('[data-testid="stats-game-section"]', {
					has: page.locator('[data-testid="figure-factionOf"]')
				});
				await root.getByTestId('stats-by-count').waitFor();
				// Faction lines carry a percentage.
				assert.match(await root.getByTestId('figure-factionOf').innerText(), /\d+\s?%/);
				// No player table is wider than its box (every column on screen).
				const wide = await page.evaluate(() =>
					[...document.querySelectorAll('main .scroll')]
						.filter((el) => el.scrollWidth > el.clientWidth + 1)
						.map((el) => `${el.getAttribute('aria-label')}: ${el.scrollWidth}/${el.clientWidth}`)
				);
				assert.deepEqual(wide, []);
				assert.ok(
					await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
					'the page does not scroll sideways'
				);
				await page.screenshot({ path: `${OUT}/stats-${locale}-${scheme}.png` });
				await root.scrollIntoViewIfNeeded();
				await page.screenshot({ path: `${OUT}/stats-root-${locale}-${scheme}.png` });
				await page.goto(server.url + '/history');
				await page.getByTestId('history-count').waitFor();
				assert.match(await page.getByTestId('history-count').innerText(), /600/);
				await page.screenshot({ path: `${OUT}/history-${locale}-${scheme}.png` });
			}
	} finally {
		await b.close();
	}
});
