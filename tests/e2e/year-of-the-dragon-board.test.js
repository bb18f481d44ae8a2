// Year of the Dragon's Board tab in real Chromium at 360×740: five players' lines, the event row
// and the display fit one screen in English and Spanish, each line one line high; a tap on a
// player's line unfolds that player's tableau, and the fold comes back after a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';
import { playStep, startingPairs } from './year-of-the-dragon-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** The page's height, the lowest bottom of the Board's content, and each player line's height. */
const measure = (page) =>
	page.evaluate(() => ({
		page: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
		bottom: Math.max(
			...[...document.querySelectorAll('#pane-board > *')].map(
				(e) => e.getBoundingClientRect().bottom + scrollY
			)
		),
		nav: document.querySelector('.shell-tabs').getBoundingClientRect().top,
		lines: [...document.querySelectorAll('#pane-board ul.lines > li')].map((li) =>
			Math.round(li.getBoundingClientRect().height)
		)
	}));

test('five players: the folded Board fits one 360×740 screen in both languages; a line unfolds its tableau, also after a reload', async () => {
	const { page, close } = await launch();
	try {
		await newGame(page, server.url, 'year-of-the-dragon', {
			names: ['Ana', 'Benno', 'Clara', 'Doro', 'Emil'],
			code: 'DRAGN5'
		});
		await startingPairs(page, 5);
		// Into month 2: the month reports are on the Board too.
		const title = page.locator('#yotd-phase-title');
		for (let i = 0; i < 40 && !/^Month 2 /.test((await title.textContent()) ?? ''); i++)
			await playStep(page, { build: true });
		for (const locale of ['es', 'en']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.reload();
			await page.locator('.shell-tabs .tab-board').click();
			await page.locator('#pane-board ol.events').waitFor();
			const m = await measure(page);
			assert.equal(m.page, 740, `${locale}: the page does not scroll`);
			assert.ok(m.bottom <= m.nav, `${locale}: the Board ends at ${m.bottom}, above the tabs`);
			assert.equal(m.lines.length, 5);
			// One line each: the score button's 44 px target and no wrapped second line.
			assert.ok(
				m.lines.every((h) => h <= 46),
				`${locale}: lines ${m.lines}`
			);
		}
		const board = page.locator('#pane-board');
		const line = board.getByRole('button', { name: /^Benno: / });
		assert.equal(await line.getAttribute('aria-expanded'), 'false');
		await line.click();
		await board.getByRole('article', { name: 'Benno' }).waitFor();
		assert.equal(await board.getByRole('article').count(), 1);
		await page.reload();
		await page.locator('.shell-tabs .tab-board').click();
		await board.getByRole('article', { name: 'Benno' }).waitFor();
		assert.equal(
			await board.getByRole('button', { name: /^Benno: / }).getAttribute('aria-expanded'),
			'true'
		);
	} finally {
		await close();
	}
});
