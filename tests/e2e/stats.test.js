// Statistics and history of a group with many plays, in real Chromium at 360×740: the splits
// the group argues about show, every column of the player tables is on screen, and the
// history and statistics are photographed in es/en, light/dark (test-results/record/).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { audit, launch, newScorePad, startServer } from './harness.js';
import { seed, waitForAppDatabase } from '../../bench/stats.js';

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
		await waitForAppDatabase(page, server.url);
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

/**
 * Every label Chart.js drew (tick labels, axis titles, legend items) as a box in its canvas's
 * CSS pixels, from the charts' own layout: the page's chart.js module is found among the
 * scripts it loaded (the same module instance, so `Chart.getChart` knows its charts).
 */
async function chartLabelBoxes(page) {
	return page.evaluate(async () => {
		let Chart = null;
		for (const e of performance.getEntriesByType('resource')) {
			if (Chart || !/\/_app\/.*\.js$/.test(new URL(e.name).pathname)) continue;
			const m = await import(e.name);
			Chart = Object.values(m).find((v) => typeof v?.getChart === 'function') ?? null;
		}
		if (!Chart) return null;
		const out = [];
		for (const canvas of document.querySelectorAll('figure canvas')) {
			const chart = Chart.getChart(canvas);
			if (!chart) continue;
			const { ctx, width, height } = chart;
			const r = canvas.getBoundingClientRect();
			const widthOf = (font, text) => {
				ctx.save();
				ctx.font = font;
				const w = ctx.measureText(String(text)).width;
				ctx.restore();
				return w;
			};
			const name = canvas.closest('figure').getAttribute('aria-label');
			for (const scale of Object.values(chart.scales)) {
				for (const item of scale.getLabelItems()) {
					const lines = [item.label].flat();
					const w = Math.max(...lines.map((l) => widthOf(item.font.string, l)));
					const h = item.font.lineHeight * lines.length;
					const { translation, rotation, textAlign, textBaseline } = item.options;
					const x0 = textAlign === 'center' ? -w / 2 : textAlign === 'right' ? -w : 0;
					const y0 =
						item.textOffset +
						(textBaseline === 'middle' ? -item.font.lineHeight / 2 : 0) +
						(textBaseline === 'bottom' ? -item.font.lineHeight : 0);
					// The label's rectangle turned by its rotation about its anchor.
					const [c, s] = [Math.cos(rotation), Math.sin(rotation)];
					const xs = [];
					const ys = [];
					for (const [x, y] of [
						[x0, y0],
						[x0 + w, y0],
						[x0, y0 + h],
						[x0 + w, y0 + h]
					]) {
						xs.push(translation[0] + x * c - y * s);
						ys.push(translation[1] + x * s + y * c);
					}
					out.push({
						chart: name,
						text: lines.join(' '),
						left: Math.min(...xs),
						right: Math.max(...xs),
						top: Math.min(...ys),
						bottom: Math.max(...ys),
						width,
						height,
						screenRight: r.right
					});
				}
				const title = scale.options.title;
				if (title?.display)
					out.push({
						chart: name,
						text: title.text,
						// An axis title is centred on its axis: it fits when narrower than that side.
						left: 0,
						right: widthOf(`${title.font?.size ?? 12}px sans-serif`, title.text),
						top: 0,
						bottom: 0,
						width: scale.isHorizontal() ? width : height,
						height,
						screenRight: r.right
					});
			}
			for (const box of chart.legend?.legendHitBoxes ?? [])
				out.push({
					chart: name,
					text: 'legend',
					left: box.left,
					right: box.left + box.width,
					top: box.top,
					bottom: box.top + box.height,
					width,
					height,
					screenRight: r.right
				});
		}
		return out;
	});
}

test('at 360 px, in es and en, every chart label, axis title and legend item lies inside its chart, and every chart inside the screen', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await waitForAppDatabase(page, server.url);
		assert.equal(await page.evaluate(seed, 120), 120);
		for (const locale of ['es', 'en']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.goto(server.url + '/stats');
			await page.getByTestId('stats-summary').waitFor();
			// Every game's section (drawn one after another right after the first screen).
			await page.locator('[data-testid="stats-game-section"]').nth(5).waitFor();
			const figures = await page.locator('figure canvas').count();
			assert.ok(figures >= 5, `a spread chart per scored game (${figures})`);
			// Chart.js loads after the numbers: wait until every canvas has its chart.
			let boxes = null;
			for (let i = 0; i < 50; i++) {
				boxes = await chartLabelBoxes(page);
				if (boxes && new Set(boxes.map((x) => x.chart)).size === figures) break;
				await page.waitForTimeout(200);
			}
			assert.ok(boxes && boxes.length > figures * 3, `labels measured (${boxes?.length})`);
			assert.ok(
				boxes.every((x) => x.right - x.left > 1),
				'every label measured has a width'
			);
			const cut = boxes.filter(
				(x) =>
					x.left < -1 ||
					x.right > x.width + 1 ||
					x.top < -1 ||
					x.bottom > x.height + 1 ||
					x.screenRight > 360 + 1
			);
			assert.deepEqual(
				cut.map(
					(x) =>
						`${x.chart}: «${x.text}» ${Math.round(x.left)}–${Math.round(x.right)} of ${x.width}`
				),
				[],
				`${locale}: labels cut`
			);
		}
	} finally {
		await b.close();
	}
});

test('at 200% text the app bar and the statistics filters stay readable: labels inside their tabs and the screen, axe clean (es, light and dark)', async () => {
	for (const scheme of ['light', 'dark']) {
		const b = await launch({ viewport: { width: 360, height: 740 }, colorScheme: scheme });
		try {
			const { page } = b;
			await waitForAppDatabase(page, server.url);
			await page.evaluate(seed, 30);
			await page.evaluate(() => localStorage.setItem('tablemate.locale', 'es'));
			await page.goto(server.url + '/stats');
			await page.getByTestId('stats-summary').waitFor();
			// Text zoom scales the root font size; the app's sizes follow it in rem.
			await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
			await page.waitForTimeout(300);
			await audit(page, `statistics at 200% text (${scheme})`);
			const tabs = await page.locator('nav a').evaluateAll((els) =>
				els.map((e) => ({
					text: e.textContent.trim(),
					fits: e.scrollWidth <= e.clientWidth + 1,
					box: e.getBoundingClientRect().toJSON()
				}))
			);
			assert.ok(tabs.length >= 3, `the app's tabs (${tabs.length})`);
			for (const t of tabs) {
				assert.ok(t.fits, `«${t.text}» fits its tab`);
				assert.ok(t.box.left >= -1 && t.box.right <= 361, `«${t.text}» on screen`);
			}
			for (let i = 1; i < tabs.length; i++)
				assert.ok(tabs[i].box.left >= tabs[i - 1].box.right - 1, 'tabs do not overlap');
			// Each filter: its label's words and its select inside the screen, nothing clipped.
			const filters = await page.locator('fieldset.filters label').evaluateAll((els) =>
				els.map((l) => {
					const sel = l.querySelector('select');
					const r = l.getBoundingClientRect();
					const s = sel.getBoundingClientRect();
					return {
						text: l.firstChild.textContent.trim(),
						inside: r.left >= -1 && r.right <= innerWidth + 1 && s.right <= innerWidth + 1,
						labelFits: l.scrollWidth <= l.clientWidth + 1,
						selectHigh: s.height >= 44
					};
				})
			);
			assert.equal(filters.length, 3);
			for (const f of filters) {
				assert.ok(f.text.length > 0 && f.inside && f.labelFits, `filter «${f.text}» readable`);
				assert.ok(f.selectHigh, `filter «${f.text}» at least 44 px high`);
			}
			assert.ok(
				await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
				'the page does not scroll sideways'
			);
			await page.screenshot({ path: `${OUT}/stats-200-es-${scheme}.png` });
		} finally {
			await b.close();
		}
	}
});

test('history of 600 plays: «oldest first» reaches the first game ever played in one tap; a player search and a date range narrow the list to the plays they name', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await waitForAppDatabase(page, server.url);
		assert.equal(await page.evaluate(seed, 600), 600);
		await page.goto(server.url + '/history');
		await page.getByTestId('history-count').getByText('600 games').waitFor();
		// What the stored plays hold, read from the database itself.
		const stored = await page.evaluate(
			() =>
				new Promise((resolve, reject) => {
					const open = indexedDB.open('tablemate');
					open.onerror = () => reject(open.error);
					open.onsuccess = () => {
						const req = open.result.transaction('sessions').objectStore('sessions').getAll();
						req.onsuccess = () => {
							resolve(
								req.result.map((r) => ({
									id: r.id,
									createdAt: r.createdAt,
									names: r.players.map((p) => p.name)
								}))
							);
							open.result.close();
						};
					};
				})
		);
		const oldest = stored.reduce((a, r) => (r.createdAt < a.createdAt ? r : a));
		await page.getByRole('checkbox', { name: 'Oldest first' }).check();
		const firstCard = page.getByRole('article').first();
		await firstCard.locator(`a[href="/session/${oldest.id}"]`).first().waitFor();
		// A player search: the plays with a name containing «han» (Hana).
		await page.getByRole('searchbox', { name: 'Player' }).fill('han');
		const withHana = stored.filter((r) => r.names.some((n) => n.toLowerCase().includes('han')));
		assert.ok(withHana.length > 0 && withHana.length < 600);
		await page.getByTestId('history-count').getByText(`${withHana.length} games`).waitFor();
		// And from a day on: the plays created from that day's start, in the phone's time zone.
		const day = await page.evaluate(
			(t) => {
				const d = new Date(t);
				const pad = (n) => String(n).padStart(2, '0');
				return {
					value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
					start: new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
				};
			},
			stored[0].createdAt - 10 * 86_400_000
		);
		await page.getByLabel('From').fill(day.value);
		const both = withHana.filter((r) => r.createdAt >= day.start);
		assert.ok(both.length > 0 && both.length < withHana.length);
		await page.getByTestId('history-count').getByText(`${both.length} games`).waitFor();
	} finally {
		await b.close();
	}
});

/**
 * Each label of the bar's tabs as its words and how many line boxes each word takes (a word
 * broken mid-word takes two), with whether the label fits its tab and the screen.
 */
function barLabels(page, selector) {
	return page.locator(selector).evaluateAll((els) =>
		els.map((el) => {
			const text = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
			const words = [];
			for (const m of text.textContent.matchAll(/\S+/g)) {
				const range = document.createRange();
				range.setStart(text, m.index);
				range.setEnd(text, m.index + m[0].length);
				// One rect per line box the word's characters sit on.
				const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
				words.push({ word: m[0], lines: lines.size });
			}
			const box = el.getBoundingClientRect();
			return {
				label: text.textContent.trim(),
				words,
				fits: el.scrollWidth <= el.clientWidth + 1,
				onScreen: box.left >= -1 && box.right <= innerWidth + 1,
				fontPx: parseFloat(getComputedStyle(el).fontSize)
			};
		})
	);
}

test("at 200% text no bottom-bar label breaks mid-word, on the app bar and a game's tabs, nor the statistics' title, in es and en", async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await waitForAppDatabase(page, server.url);
		const session = await newScorePad(page, server.url, ['Ana', 'Benno']);
		for (const locale of ['es', 'en']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			for (const [url, selector] of [
				['/stats', 'nav.bottom-bar > a'],
				[session, 'nav.shell-tabs > *']
			]) {
				await page.goto(url.startsWith('/') ? server.url + url : url);
				await page.locator(selector).first().waitFor();
				await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
				await page.waitForTimeout(200);
				const labels = await barLabels(page, selector);
				assert.ok(labels.length >= 4, `${locale} ${url}: ${labels.length} tabs`);
				for (const l of labels) {
					for (const w of l.words)
						assert.equal(w.lines, 1, `${locale}: «${w.word}» of «${l.label}» is on one line`);
					assert.ok(l.fits && l.onScreen, `${locale}: «${l.label}» inside its tab and the screen`);
					// Larger than the bar's 100% size (0.8rem of 16 px): the zoom still shows.
					assert.ok(l.fontPx > 12.8, `${locale}: «${l.label}» at ${l.fontPx} px`);
				}
				if (url === '/stats') {
					// The page's one-word title stays whole too.
					const title = await barLabels(page, 'main h1');
					assert.equal(title[0].words[0].lines, 1, `${locale}: «${title[0].label}» on one line`);
				}
				await page.screenshot({
					path: `${OUT}/bar-200-${locale}-${url === session ? 'game' : 'app'}.png`
				});
			}
		}
	} finally {
		await b.close();
	}
});

test('year in review from statistics, with 600 plays: the newest year in words, every player with a best game, axe clean, no sideways scroll (es and en)', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await waitForAppDatabase(page, server.url);
		assert.equal(await page.evaluate(seed, 600), 600);
		for (const [locale, link, most] of [
			['en', 'Year in review', /: \d+ plays?/],
			['es', 'Resumen del año', /: \d+ partidas?/]
		]) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.goto(server.url + '/stats');
			await page.getByTestId('stats-summary').waitFor();
			await page.getByRole('link', { name: link }).click();
			await page.getByTestId('year-totals').waitFor();
			assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /\d{4}/);
			assert.match(await page.getByTestId('year-most-played').innerText(), most);
			const players = page.getByTestId('year-players').locator('li');
			assert.ok((await players.count()) > 0);
			assert.ok(
				await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
				'the page does not scroll sideways'
			);
			await audit(page, `year in review (${locale})`);
		}
	} finally {
		await b.close();
	}
});
