// Lords of Xidit in real Chromium: the live companion at 360 px — years with recruits and a
// Threat within the interaction budget, secret gold kept off the shared screen, a one-tap
// secret census; then the quick scorer's 4-player final evaluation.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { drafted, launch, newGame, startServer } from './harness.js';
import { installCounter, readCounter, resetCounter } from '../../bench/interactions.js';
import { budget, placeRewards, playCensus, playYear, start } from '../../bench/flows/xidit.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());
/** Types a value in a labelled input and leaves it (the change commits on blur). */
async function type(page, label, value) {
	const input = page.getByLabel(label, { exact: true });
	await input.fill(String(value));
	await input.press('Tab');
	// Wait for the committed value to come back from the state.
	await page.waitForFunction(
		([l, v]) =>
			[...document.querySelectorAll('input')].some(
				(i) =>
					(i.getAttribute('aria-label') === l || i.labels?.[0]?.textContent?.trim() === l) &&
					i.value === v
			),
		[label, String(value)]
	);
}

test('a 4-player final evaluation on screen: tie broken by units, Saviour named', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const names = ['Ana', 'Ben', 'Cai', 'Dia'];
		await newGame(page, server.url, 'xidit', { flow: 'scorer', names });
		await page.getByRole('heading', { name: 'Quick final scoring' }).waitFor();

		// Evaluation order Wealth, Influence, Reputation (the setup drew a random one).
		const target = ['Wealth', 'Influence', 'Reputation'];
		const readOrder = () => page.locator('ol.order strong').allTextContents();
		for (let n = 0; n < 10; n++) {
			const now = await readOrder();
			const i = now.findIndex((c, k) => c !== target[k]);
			if (i < 0) break;
			await page.getByRole('button', { name: `Move ${target[i]} earlier` }).click();
			await page.waitForFunction(
				(before) =>
					[...document.querySelectorAll('ol.order strong')].map((e) => e.textContent).join() !==
					before,
				now.join()
			);
		}
		// Issue 14: the order and first player are the table's, confirmed, never defaulted.
		const confirm = page.getByRole('button', { name: 'This is the order on our table' });
		if (await confirm.count()) await confirm.click();
		const order = await page.locator('ol.order strong').allTextContents();
		assert.deepEqual(order, ['Wealth', 'Influence', 'Reputation']);

		// Ana holds the first-player token; region values from the board.
		await page.getByLabel('Who holds the first-player token').selectOption({ label: 'Ana' });
		const regions = ['Region 1', 'Region 2', 'Region 3', 'Region 4', 'Region 5'];
		regions.push('Region 6', 'Region 7', 'Region 8', 'Central Region (Bastion)');
		for (const r of regions) {
			await type(page, `${r}: most bards value`, 8);
			await type(page, `${r}: second value`, 4);
		}
		await page.getByText('Every region in play has its values.').waitFor();

		// Wealth: Ana and Ben tie at 18; Ana has 4 units behind the screen, Ben 2.
		const numbers = {
			Ana: { 'Gold Sovereigns': 18, 'Guild levels on the board': 5, 'Units behind the screen': 4 },
			Ben: { 'Gold Sovereigns': 18, 'Guild levels on the board': 9, 'Units behind the screen': 2 },
			Cai: { 'Gold Sovereigns': 20, 'Guild levels on the board': 3, 'Units behind the screen': 0 },
			Dia: { 'Gold Sovereigns': 25, 'Guild levels on the board': 6, 'Units behind the screen': 1 }
		};
		for (const [who, fields] of Object.entries(numbers))
			for (const [field, v] of Object.entries(fields)) await type(page, `${who}: ${field}`, v);
		// The bards are counted region by region: the table taps Region 1 on the map first.
		await page.getByRole('button', { name: /^Region 1: values 8 \/ 4/ }).click();
		await type(page, 'Ana: bards in Region 1', 3);
		await type(page, 'Dia: bards in Region 1', 2);
		// Issue 14: bards are counted region by region; the map takes the table to the Bastion.
		await page.getByRole('button', { name: /^Central Region \(Bastion\): values 8 \/ 4/ }).click();
		await page.getByText('Central Region (Bastion) (9 of 9)').waitFor();
		await type(page, 'Ben: bards in Central Region (Bastion)', 1);
		await page
			.getByRole('button', { name: 'Central Region (Bastion): values 8 / 4; Ben 1 bard' })
			.waitFor();

		await page.getByRole('button', { name: 'Run the three evaluations' }).click();
		await page.getByRole('heading', { name: 'Ana is the Saviour of the Kingdom' }).waitFor();

		const first = page.getByRole('region', { name: 'First evaluation: Wealth' });
		assert.match(
			await first.textContent(),
			/Ben is eliminated:.*Tied with Ana: Ben has fewer units behind the screen \(2 against 4\)/
		);
		const second = page.getByRole('region', { name: 'Second evaluation: Influence' });
		assert.match(
			await second.textContent(),
			/Cai is eliminated:.*Cai has the lowest Influence \(3\)/
		);
		const third = page.getByRole('region', { name: 'Third evaluation: Reputation' });
		assert.match(
			await third.textContent(),
			/Dia is eliminated:.*Dia has the lowest Reputation \(4\)/
		);
		// Nothing wider than the phone.
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth > document.documentElement.clientWidth
		);
		assert.equal(overflow, false);
	} finally {
		await b.close();
	}
});

test('live: a year whose Threat asks one unit type in ≤10 interactions, gold secret until shown, a census by fists with a tie in ≤8 taps, then its rewards', async () => {
	const b = await launch();
	await installCounter(b.context);
	try {
		const { page } = b;
		await start(page, server.url);
		await resetCounter(page);
		// Two unit types handed in cost one field more (11): the bench measures that year too.
		for (let y = 1; y <= 3; y++) await playYear(page, y, undefined, { types: 1 });
		const years = await readCounter(page);
		assert.ok((years.taps + years.typed) / 3 <= budget.perRound, JSON.stringify(years));

		// Ana received 2 Sovereigns: nobody sees it until Ana taps to show, and it hides again.
		assert.equal(await page.getByText(/Sovereigns? ·/).count(), 0);
		await page.getByText('Each player’s secrets and corrections').click();
		await page.getByRole('button', { name: 'Show Ana’s secrets' }).click();
		await page.getByText('2 Sovereigns · 0 units · 0 bards in the Bastion').waitFor();
		await page.getByRole('button', { name: 'Hide Ana’s secrets' }).click();
		assert.equal(await page.getByText(/Sovereigns? ·/).count(), 0);

		await playYear(page, 4, undefined, { types: 1 });
		await page.getByRole('heading', { name: 'Military census of year 4' }).waitFor();
		await resetCounter(page);
		await playCensus(page);
		const census = await readCounter(page);
		assert.ok(census.taps + census.typed <= budget.census, JSON.stringify(census));
		await placeRewards(page, 4);
		// The Clerics' 2 bards went where Dia tapped; the Board shows them, by more than an initial.
		await page.locator('button.tab-board').click();
		await page.getByText('Cities and guilds').waitFor();
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth > document.documentElement.clientWidth
		);
		assert.equal(overflow, false);
		// One screen at 360×740: the game's board ends above the bottom bar, every line whole.
		const board = await page.evaluate(() => ({
			end: document.querySelector('#pane-board .legend').getBoundingClientRect().bottom,
			bar: document.querySelector('.bottom-bar').getBoundingClientRect().top,
			cut: [...document.querySelectorAll('#pane-board .lines li .extra')].filter(
				(e) => e.scrollWidth > e.clientWidth
			).length,
			scrolled: scrollY
		}));
		assert.equal(board.scrolled, 0, JSON.stringify(board));
		assert.ok(board.end <= board.bar, JSON.stringify(board));
		assert.equal(board.cut, 0, JSON.stringify(board));
	} finally {
		await b.close();
	}
});

test('the 5-player Board after the first census is one 360×740 screen in English and Spanish, each player’s figures whole on one line', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		const names = ['Ana', 'Ben', 'Cai', 'Dia', 'Eli'];
		await start(page, server.url, names);
		for (let y = 1; y <= 4; y++) await playYear(page, y, names, { types: 1 });
		await playCensus(page);
		// The rewards' bards stand on the map: the regions' second lines are drawn.
		await placeRewards(page, 4);
		const cities = { en: 'Cities and guilds', es: 'Ciudades y Gremios' };
		for (const locale of ['en', 'es']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.reload();
			await page.locator('.shell-tabs .tab-board').click();
			// The game's picture renders a task after the tab opens, from its own chunk.
			await page.waitForFunction(() => !document.querySelector('#pane-board .board-space'));
			await page.getByText(cities[locale], { exact: true }).waitFor();
			const board = await page.evaluate(() => ({
				height: document.documentElement.scrollHeight,
				lines: [...document.querySelectorAll('#pane-board .lines > li .extra')].map((e) => {
					const range = document.createRange();
					range.selectNodeContents(e);
					const tops = [...range.getClientRects()].map((r) => r.top);
					return {
						text: e.textContent,
						cut: e.scrollWidth > e.clientWidth,
						rows: Math.max(...tops) - Math.min(...tops) > 4 ? 'wrapped' : 'one'
					};
				})
			}));
			const report = JSON.stringify({ locale, ...board });
			assert.ok(board.height <= 740, report);
			assert.equal(board.lines.length, names.length, report);
			for (const line of board.lines) {
				assert.equal(line.cut, false, report);
				assert.equal(line.rows, 'one', report);
			}
		}
	} finally {
		await b.close();
	}
});

test('every form of a year and the final keeps what was half-typed across a reload (a refused number stays refused)', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await start(page, server.url);
		await page.getByRole('button', { name: '+1 Archer: Ana recruits' }).click();
		await page.getByRole('button', { name: 'Ana eliminates a Threat' }).click();
		const form = page.getByRole('region', { name: 'Ana eliminates a Threat' });
		await form.getByLabel('Archers handed in', { exact: true }).fill('1');
		await form.getByLabel('Gold Sovereigns received', { exact: true }).fill('3');
		// A city with a Threat tile on the board (its tile is discarded when recorded, p.10).
		const cityGroup = form.getByRole('radiogroup', { name: 'City of the Threat' });
		const city = await cityGroup.evaluate(
			(el) => [...el.querySelectorAll('input')].find((i) => !i.disabled).value
		);
		await cityGroup.locator(`input[value="${city}"]`).check();
		await form.getByRole('button', { name: /^One bard in Region 5/ }).click();
		// Two rewards (gold and bards): the city is kept as typed even without guild levels.
		// The drafts are written to IndexedDB as the fields change.
		await drafted(page, '"region5":1');
		await page.reload();
		const again = page.getByRole('region', { name: 'Ana eliminates a Threat' });
		await again.waitFor();
		assert.equal(await again.getByLabel('Archers handed in', { exact: true }).inputValue(), '1');
		assert.equal(
			await again.getByLabel('Gold Sovereigns received', { exact: true }).inputValue(),
			'3'
		);
		assert.equal(
			await again
				.getByRole('radiogroup', { name: 'City of the Threat' })
				.locator('input:checked')
				.inputValue(),
			city
		);
		await again.getByRole('button', { name: 'One bard in Region 5 (1 so far)' }).waitFor();
		// Recorded, the form closes and its draft is gone.
		await again.getByRole('button', { name: 'Record the Threat', exact: true }).click();
		await again.waitFor({ state: 'detached' });

		// The guild correction form, half-typed, comes back too.
		await page.getByText('Correct a guild').click();
		await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Ben' });
		await page.getByLabel('Levels', { exact: true }).selectOption('3');
		await drafted(page, '"height":"3"');
		await page.reload();
		await page.getByText('Correct a guild').click();
		assert.equal(await page.getByLabel('Levels', { exact: true }).inputValue(), '3');

		// The final: a refused number comes back as typed, still refused, Run still waiting.
		await page.getByText(/^More: first player/).click();
		await page.getByRole('button', { name: 'Go to the final evaluation now' }).click();
		await page.getByRole('button', { name: 'Start the final evaluation' }).click();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		const gold = page.getByLabel('Ana: Gold Sovereigns', { exact: true });
		await gold.fill('1000');
		await gold.press('Tab');
		const run = page.getByRole('button', { name: 'Run the three evaluations' });
		assert.equal(await run.isDisabled(), true);
		await drafted(page, '"ana:sovereigns":"1000"');
		await page.reload();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		const goldAgain = page.getByLabel('Ana: Gold Sovereigns', { exact: true });
		assert.equal(await goldAgain.inputValue(), '1000');
		await page.getByText(/A number above was refused/).waitFor();
		assert.equal(await goldAgain.getAttribute('aria-invalid'), 'true');
		assert.equal(
			await page.getByRole('button', { name: 'Run the three evaluations' }).isDisabled(),
			true
		);
	} finally {
		await b.close();
	}
});

test('the 3-player Threat form at 360×740: every city and the ghost tracks that record (or record and end the year) are on the first screen', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newGame(page, server.url, 'xidit', { names: ['Ana', 'Ben', 'Cai'] });
		await page.getByRole('heading', { name: /^Year 1 of/ }).waitFor();
		await page.getByRole('button', { name: 'Ana eliminates a Threat' }).click();
		await page.getByRole('region', { name: 'Ana eliminates a Threat' }).waitFor();
		const r = await page.evaluate(() => ({
			bar: document.querySelector('.threat .step-confirm').getBoundingClientRect().top,
			cities: [...document.querySelectorAll('.threat .cities label')].map(
				(l) => l.getBoundingClientRect().bottom
			),
			records: [...document.querySelectorAll('.threat .step-confirm button')].map(
				(b) => b.getBoundingClientRect().bottom
			),
			screen: innerHeight,
			scrolled: scrollY
		}));
		// Cancel, the three tracks that record the Threat (Reglamento p.17), and the three that
		// record it and end the year.
		assert.equal(r.records.length, 7);
		assert.equal(r.scrolled, 0);
		assert.ok(r.cities.length > 0);
		for (const bottom of r.cities) assert.ok(bottom <= r.bar, JSON.stringify(r));
		for (const bottom of r.records) assert.ok(bottom <= r.screen, JSON.stringify(r));
	} finally {
		await b.close();
	}
});

test('a Threat’s «Why?» from its log line and back: the reasons and page, the open form as it was', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await start(page, server.url);
		for (let i = 0; i < 2; i++)
			await page.getByRole('button', { name: '+1 Archer: Ana recruits' }).click();
		await page.getByRole('button', { name: 'Ana eliminates a Threat' }).click();
		let form = page.getByRole('region', { name: 'Ana eliminates a Threat' });
		await form.getByLabel('Archers handed in', { exact: true }).fill('2');
		await form.getByLabel('Gold Sovereigns received', { exact: true }).fill('2');
		const city = form.getByRole('radiogroup', { name: 'City of the Threat' });
		const cities = await city.evaluate((el) =>
			[...el.querySelectorAll('input')].filter((i) => !i.disabled).map((i) => i.value)
		);
		await city.locator(`input[value="${cities[0]}"]`).check();
		await form.getByRole('button', { name: 'Record the Threat', exact: true }).click();
		await form.waitFor({ state: 'detached' });

		// Ben's Threat form is half-typed when the table asks «why?» about Ana's.
		await page.getByRole('button', { name: 'Ben eliminates a Threat' }).click();
		form = page.getByRole('region', { name: 'Ben eliminates a Threat' });
		await form.getByLabel('Gold Sovereigns received', { exact: true }).fill('3');
		await drafted(page, '"gold":"3"');

		await page.getByRole('button', { name: 'Log', exact: true }).click();
		const line = page.getByRole('listitem').filter({ hasText: /eliminates a Threat in city/ });
		await line.getByText('Why?', { exact: true }).click();
		const why = line.locator('.why');
		await why.waitFor();
		const text = (await why.textContent()).replace(/[\u2068\u2069]/g, '');
		assert.match(text, /Hands 2 units back to the Barracks/);
		assert.match(text, /Takes 1 of the 3 rewards \(two at most\)/);
		assert.match(text, /Ana gains 2 Sovereigns, 0 guild levels and 0 Bards/);
		assert.match(text, /Rulebook p\. 9/);

		await page.getByRole('button', { name: 'Now', exact: true }).click();
		form = page.getByRole('region', { name: 'Ben eliminates a Threat' });
		await form.waitFor();
		assert.equal(
			await form.getByLabel('Gold Sovereigns received', { exact: true }).inputValue(),
			'3'
		);
	} finally {
		await b.close();
	}
});
