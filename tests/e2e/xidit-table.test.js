// Lords of Xidit at 360×740, as a table met it in a whole game: the Threat form's sticky confirm
// covers nothing of the form and says why it waits, its bard buttons break between words only;
// a half-entered census tie and a secret number typed without leaving the field survive a
// reload; a tied player looks pressed; the final results table fits the phone — in es and en.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { drafted, launch, startServer } from './harness.js';
import { start } from '../../bench/flows/xidit.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const NAMES = ['Ana', 'Benno', 'Clara'];

async function setLocale(page, locale) {
	await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
	await page.reload();
}

/**
 * The open Threat form at the top of the page: what of it lies under its sticky confirm bar,
 * the bar's reason line, and the bard buttons with a word split over two lines.
 */
function threatLayout(page) {
	return page.evaluate(() => {
		const bar = document.querySelector('.threat .step-confirm').getBoundingClientRect();
		const covered = [
			...document.querySelectorAll(
				'.threat h2, .threat p, .threat label, .threat legend, .threat button, .threat input:not([type=radio]), .threat select'
			)
		]
			.filter((e) => !e.closest('.step-confirm') && e.getClientRects().length > 0)
			.filter((e) => e.getBoundingClientRect().bottom > bar.top + 0.5)
			.map((e) => (e.textContent || e.getAttribute('aria-label') || e.tagName).trim());
		const broken = [...document.querySelectorAll('.threat .chip')]
			.filter((b) => {
				const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
				for (let n = walk.nextNode(); n; n = walk.nextNode())
					for (const m of n.textContent.matchAll(/\S+/g)) {
						const tops = new Set();
						for (let i = m.index; i < m.index + m[0].length; i++) {
							const r = document.createRange();
							r.setStart(n, i);
							r.setEnd(n, i + 1);
							tops.add(Math.round(r.getBoundingClientRect().top));
						}
						if (tops.size > 1) return true;
					}
				return false;
			})
			.map((b) => b.textContent.trim());
		const records = [...document.querySelectorAll('.threat .step-confirm button')];
		return {
			scrolled: scrollY,
			barTop: bar.top,
			barBottom: bar.bottom,
			screen: innerHeight,
			covered,
			broken,
			why: document.querySelector('#xt-why')?.textContent.trim() ?? '',
			disabled: records.filter((b) => b.disabled).length,
			describedByWhy: records.filter((b) => b.getAttribute('aria-describedby') === 'xt-why').length
		};
	});
}

test('the Threat form at 360×740 in es and en: nothing of the form under the sticky confirm, bard buttons whole words, and disabled records say why', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await start(page, server.url, NAMES);
		const ask = {
			es: { open: 'Ana elimina una Amenaza', next: 'Elige la loseta de la siguiente Amenaza.' },
			en: { open: 'Ana eliminates a Threat', next: 'Pick the next Threat tile.' }
		};
		const form = () => page.locator('section.threat');
		for (const locale of ['es', 'en']) {
			await setLocale(page, locale);
			await page.getByRole('button', { name: ask[locale].open, exact: true }).click();
			await form().waitFor();
			let r = await threatLayout(page);
			let report = JSON.stringify({ locale, ...r });
			// No city yet: the records wait, and the bar says for what.
			assert.equal(r.scrolled, 0, report);
			assert.deepEqual(r.covered, [], report);
			assert.ok(r.why.length > 0 && r.disabled === 6 && r.describedByWhy === 6, report);
			assert.ok(r.barBottom <= r.screen, report);
			// A city and two bards in one region (its button shows ×2).
			await form().locator('.cities input:not([disabled])').first().check();
			await form().locator('.chip').nth(4).click();
			await form().locator('.chip').nth(4).click();
			await form().locator('.chip', { hasText: '×2' }).waitFor();
			r = await threatLayout(page);
			report = JSON.stringify({ locale, ...r });
			assert.deepEqual(r.covered, [], report);
			assert.deepEqual(r.broken, [], report);
			assert.equal(r.disabled, 0, report);
			// Battle Mages Ana does not hold: the refusal stands next to the records, nothing covered.
			await form().locator('.units input').nth(4).fill('1');
			await form().locator('.step-confirm .row button.primary').first().click();
			await form().locator('#xt-why.error').waitFor();
			r = await threatLayout(page);
			report = JSON.stringify({ locale, ...r });
			assert.deepEqual(r.covered, [], report);
			await form().locator('button.cancel').click();
			await form().waitFor({ state: 'detached' });
		}

		// Threats until the Titans wake (Reglamento p.12): the form then asks the next Threat tile.
		await setLocale(page, 'en');
		for (let i = 0; i < 40; i++) {
			await page.getByRole('button', { name: 'Ana eliminates a Threat', exact: true }).click();
			await form().waitFor();
			if (await form().getByLabel('Tile in the next Threat space', { exact: true }).count()) break;
			await form().locator('.cities input:not([disabled])').first().check();
			await form()
				.getByRole('button', { name: 'Record the Threat; the ghost’s Influence rises' })
				.click();
			await form().waitFor({ state: 'detached' });
		}
		for (const locale of ['en', 'es']) {
			await setLocale(page, locale);
			await form().waitFor();
			await form().locator('.cities input:not([disabled])').first().check();
			const r = await threatLayout(page);
			const report = JSON.stringify({ locale, ...r });
			assert.equal(r.why, ask[locale].next, report);
			assert.ok(r.disabled === 6 && r.describedByWhy === 6, report);
			assert.deepEqual(r.covered, [], report);
			await page.screenshot({ path: `test-results/xidit/threat-next-${locale}.png` });
		}
		await form().locator('.next select').selectOption({ index: 1 });
		const picked = await threatLayout(page);
		assert.equal(picked.disabled, 0, JSON.stringify(picked));
		assert.notEqual(picked.why, ask.es.next, JSON.stringify(picked));
	} finally {
		await b.close();
	}
});

test('a census tie half-entered survives a reload and the tied players look pressed; a secret number typed without leaving its field comes back and is recorded as shown', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await start(page, server.url, NAMES);
		// Secret gold: Benno has 0; 7 typed, the field never left, then a reload.
		await page.getByText('Each player’s secrets and corrections').click();
		await page.getByRole('button', { name: 'Show Benno’s secrets' }).click();
		const gold = page.getByLabel('Benno: Gold Sovereigns', { exact: true });
		await gold.fill('7');
		await drafted(page, ':sovereigns":"7"');
		await page.reload();
		await page.getByText('Each player’s secrets and corrections').click();
		await page.getByRole('button', { name: 'Show Benno’s secrets' }).click();
		assert.equal(await gold.inputValue(), '7');
		await page.getByText('“7” is not recorded yet.').waitFor();
		await page.getByRole('button', { name: 'Record', exact: true }).click();
		await page.getByText('7 Sovereigns · 0 units · 0 bards in the Bastion').waitFor();
		await page.getByRole('button', { name: 'Hide Benno’s secrets' }).click();

		for (let y = 1; y <= 4; y++)
			await page
				.getByRole('button', { name: y === 4 ? /^End year 4/ : `End year ${y}`, exact: y < 4 })
				.click();
		await page.getByRole('heading', { name: 'Military census of year 4' }).waitFor();
		await page.getByRole('button', { name: 'A tie…' }).click();
		await page.getByRole('button', { name: 'Benno ties' }).click();
		await page.getByRole('button', { name: 'Record the tie (1)' }).waitFor();
		await drafted(page, '"tied":["benno"]');
		await page.reload();
		const benno = page.getByRole('button', { name: 'Benno ties' });
		await benno.waitFor();
		assert.equal(await benno.getAttribute('aria-pressed'), 'true');
		await page.getByRole('button', { name: 'Record the tie (1)' }).waitFor();
		// Pressed looks pressed: not the background and border of a player not tapped.
		const look = (name) =>
			page.getByRole('button', { name }).evaluate((e) => {
				const s = getComputedStyle(e);
				return `${s.backgroundColor} ${s.borderTopColor}`;
			});
		assert.notEqual(await look('Benno ties'), await look('Ana ties'));
		for (const locale of ['es', 'en']) {
			await setLocale(page, locale);
			await page.locator('.fists [aria-pressed="true"]').first().waitFor();
			await page.screenshot({ path: `test-results/xidit/tie-${locale}.png` });
		}
		await page.getByRole('button', { name: 'Clara ties' }).click();
		await page.getByRole('button', { name: 'Record the tie (2)' }).click();
		await page.getByText('who showed the most Archers?').waitFor();
	} finally {
		await b.close();
	}
});

test('the final results table fits 360 px in es and en: no horizontal scroll, no column cut', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await start(page, server.url, NAMES);
		await page.getByText(/^More: first player/).click();
		await page.getByRole('button', { name: 'Go to the final evaluation now' }).click();
		await page.getByRole('button', { name: 'Start the final evaluation' }).click();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		// Two-digit scores, as a table's final has them.
		const numbers = { Ana: [35, 12], Benno: [13, 10], Clara: [17, 11] };
		for (const [who, [sovereigns, units]] of Object.entries(numbers)) {
			await page.getByLabel(`${who}: Gold Sovereigns`, { exact: true }).fill(String(sovereigns));
			await page.getByLabel(`${who}: Gold Sovereigns`, { exact: true }).press('Tab');
			await page.getByLabel(`${who}: Units behind the screen`, { exact: true }).fill(String(units));
			await page.getByLabel(`${who}: Units behind the screen`, { exact: true }).press('Tab');
		}
		await page.getByRole('button', { name: 'Run the three evaluations' }).click();
		await page.getByRole('heading', { name: /Saviour of the Kingdom/ }).waitFor();
		for (const locale of ['es', 'en']) {
			await setLocale(page, locale);
			await page.locator('.saviour table').waitFor();
			const r = await page.evaluate(() => {
				const t = document.querySelector('.saviour table');
				const box = t.parentElement.getBoundingClientRect();
				const right = Math.max(
					...[...t.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect().right)
				);
				return {
					table: t.getBoundingClientRect().width,
					box: box.width,
					cut: right - box.right,
					scrolls: t.parentElement.scrollWidth > t.parentElement.clientWidth,
					page: document.documentElement.scrollWidth,
					text: t.textContent
				};
			});
			const report = JSON.stringify({ locale, ...r });
			assert.match(r.text, /35/, report);
			assert.ok(r.table <= r.box + 0.5, report);
			assert.ok(r.cut <= 0.5, report);
			assert.equal(r.scrolls, false, report);
			assert.ok(r.page <= 360, report);
			await page.screenshot({ path: `test-results/xidit/result-${locale}.png` });
		}
	} finally {
		await b.close();
	}
});
