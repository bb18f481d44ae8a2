// Year of the Dragon in real Chromium: a full 12-month game through the live companion's
// screens, then the final scores on screen. The choices follow a fixed policy that
// tests/unit/year-of-the-dragon/e2e-policy.test.ts replays on the pure core (same numbers).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';
import { act, brokenWords, playStep, startingPairs } from './year-of-the-dragon-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const SHOTS = process.env.YOTD_SHOTS;
const THREE = ['Ana', 'Benno', 'Clara'];

async function shot(page, name) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
}

test("a full 12-month game through the live companion shows the final scores; «Correct this game» opens each player's fold on the first screen, and a correction re-scores them", async () => {
	const b = await launch();
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await newGame(page, server.url, 'year-of-the-dragon', { names: THREE, code: 'DRAGN5' });
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

		// «Correct this game»: a forgotten 3 yuan of Ana's, entered after the end, re-scores her.
		await page.getByRole('button', { name: 'Correct this game' }).click();
		// Each player's fold right under the button: on the first screen, the page not scrolled.
		await screen.getByText('Correct Benno').waitFor();
		const folds = await page.evaluate(() => ({
			y: scrollY,
			tabs: document.querySelector('.shell-tabs').getBoundingClientRect().top,
			bottoms: [...document.querySelectorAll('.game-screen summary')]
				.filter((s) => /^Correct /.test(s.textContent))
				.map((s) => s.getBoundingClientRect().bottom)
		}));
		assert.equal(folds.y, 0);
		assert.equal(folds.bottoms.length, 3);
		assert.ok(
			folds.bottoms.every((b) => b <= folds.tabs),
			`folds end at ${folds.bottoms}, the tabs at ${folds.tabs}`
		);
		await screen.getByText('Correct Ana').click();
		const more = screen.getByRole('button', { name: "Increase Ana's Yuan" });
		for (let i = 0; i < 3; i++) {
			const was = await screen.getByLabel("Ana's Yuan", { exact: true }).inputValue();
			await more.click();
			await page.waitForFunction(
				([label, v]) =>
					[...document.querySelectorAll('.game-screen input')].some(
						(el) => el.labels?.[0]?.textContent === label && el.value !== v
					),
				["Ana's Yuan", was]
			);
		}
		await screen.getByRole('article', { name: 'Ana: 33 points, place 1' }).waitFor();
	} finally {
		await b.close();
	}
});

test('half-done choices survive a reload: the starting pick, the table’s event row, the table’s deal (visibly tapped)', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await newGame(page, server.url, 'year-of-the-dragon', { names: THREE, code: 'DRAGN5' });
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
		// The row's panel was left open: it is open again, its month as chosen.
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
		// What was tapped looks tapped: a pressed group and the active mode are drawn unlike the rest.
		const look = (name) =>
			screen.getByRole('button', { name, exact: true }).evaluate((el) => {
				const c = getComputedStyle(el);
				return `${c.borderTopWidth} ${c.borderTopColor} ${c.backgroundColor} ${c.fontWeight}`;
			});
		assert.notEqual(await look('Taxes in group 1'), await look('Taxes in group 2'));
		assert.notEqual(
			await look('The table: enter its deal'),
			await look('The phone: lay the cards out as shown')
		);
	} finally {
		await b.close();
	}
});

/** Reloads the session and waits for its step to be back on screen. */
async function reload(page) {
	await page.waitForTimeout(400); // the drafts reach IndexedDB
	await page.reload();
	await page.locator('.game-screen #yotd-phase-title').waitFor();
}

test('half-done forms of every step survive a reload: a build, the person’s palace and ? card, the Contagio ticks, a correction', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await newGame(page, server.url, 'year-of-the-dragon', { names: THREE, code: 'DRAGN5' });
		const screen = page.locator('.game-screen');
		await startingPairs(page);

		// Action: Ana starts a build (one floor: one tap on a palace builds it), then the phone reloads.
		await screen.getByRole('button', { name: /^Build from group/ }).click();
		await reload(page);
		await screen.getByRole('group', { name: /^Build 1 floor: where\?/ }).waitFor();
		await act(page, screen.getByRole('button', { name: /^Build a floor on new palace 1 / }));

		// The others act; in the person step Ana picks palace 2 and the ? card, then a reload.
		while (/Action/.test(await screen.locator('.steps [aria-current="step"]').textContent()))
			await playStep(page);
		await screen.getByRole('heading', { name: "Ana's person card" }).waitFor();
		await screen.getByRole('radio', { name: /^Palace 2 / }).check();
		await screen.getByRole('button', { name: /^any person/ }).click();
		await reload(page);
		await screen.getByRole('group', { name: 'Choose the person of the ? card' }).waitFor();
		assert.equal(await screen.getByRole('radio', { name: /^Palace 2 / }).isChecked(), true);
		await act(
			page,
			screen
				.getByRole('group', { name: 'Choose the person of the ? card' })
				.getByRole('button', { name: /into palace 2/ })
				.first()
		);

		// On to the month-3 event (Contagion with this setup code).
		for (let guard = 0; guard < 40; guard++) {
			const title = await screen.locator('#yotd-phase-title').textContent();
			const step = await screen.locator('.steps [aria-current="step"]').textContent();
			if (/^Month 3 /.test(title) && /Event/.test(step)) break;
			await playStep(page);
		}
		assert.match(await screen.locator('#yotd-phase-title').textContent(), /Month 3 .*Contagion/);
		const boxes = screen.locator('.outcomes input[type=checkbox]');
		const ticks = () => boxes.evaluateAll((els) => els.map((el) => el.checked));
		const untouched = await ticks();
		// One tick on each player's list that asks for one.
		const sets = screen.locator('.outcomes fieldset');
		for (let i = 0; i < (await sets.count()); i++) {
			const free = sets.nth(i).locator('input[type=checkbox]:not(:disabled)');
			if (await free.count()) await free.first().click();
		}
		const ticked = await ticks();
		assert.notDeepEqual(ticked, untouched);

		// Meanwhile a correction on the Board: where an added person comes from, whom to add.
		await page.getByRole('button', { name: 'Board', exact: true }).click();
		const board = page.locator('#pane-board');
		// Ana's tableau is folded behind her line: one tap on the line unfolds it.
		await board.getByRole('button', { name: /^Ana: / }).click();
		await board.getByText('Correct Ana').click();
		await board.getByRole('radio', { name: 'comes back: released by mistake' }).first().check();
		const add = board.getByRole('combobox', { name: "Person to add to Ana's palace 1" });
		await add.selectOption({ label: 'Monk (old)' });
		const chosen = await add.inputValue();
		await reload(page);

		// Everything as it was: the ticks on the step, the correction on the Board.
		await boxes.first().waitFor();
		assert.deepEqual(await ticks(), ticked);
		await page.getByRole('button', { name: 'Board', exact: true }).click();
		await board.getByRole('combobox', { name: "Person to add to Ana's palace 1" }).waitFor();
		assert.equal(
			await board.locator('details', { hasText: 'Correct Ana' }).getAttribute('open'),
			''
		);
		assert.equal(
			await board
				.getByRole('radio', { name: 'comes back: released by mistake' })
				.first()
				.isChecked(),
			true
		);
		assert.equal(
			await board.getByRole('combobox', { name: "Person to add to Ana's palace 1" }).inputValue(),
			chosen
		);
	} finally {
		await b.close();
	}
});

test('the quick scorer’s half-entered end state survives a reload: floors typed, a monk tapped, the player shown', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await newGame(page, server.url, 'year-of-the-dragon', { flow: 'scorer', names: THREE });
		const screen = page.locator('.game-screen');
		const seats = screen.getByRole('group', { name: 'Whose end state' });
		// Ana: floors typed and left, a monk tapped on palace 1's top floor.
		await screen.getByLabel('Ana: floors of each palace').fill('3 2');
		await screen.getByLabel('Ana: floors of each palace').press('Tab');
		await screen
			.getByRole('button', { name: 'Ana, palace 1, floor 3: a person. Tap to change.' })
			.click();
		await screen
			.getByRole('button', { name: 'Ana, palace 1, floor 3: a young monk. Tap to change.' })
			.waitFor();
		// Benno: shown, his floors typed but not yet left when the phone reloads.
		await seats.getByRole('button', { name: 'Benno' }).click();
		await screen.getByLabel('Benno: floors of each palace').fill('2 2 1');
		await page.waitForTimeout(400);
		await page.reload();
		await screen.getByLabel('Benno: floors of each palace').waitFor();
		assert.equal(
			await seats.getByRole('button', { name: 'Benno' }).getAttribute('aria-pressed'),
			'true'
		);
		assert.equal(await screen.getByLabel('Benno: floors of each palace').inputValue(), '2 2 1');
		await seats.getByRole('button', { name: 'Ana' }).click();
		assert.equal(await screen.getByLabel('Ana: floors of each palace').inputValue(), '3 2');
		await screen
			.getByRole('button', { name: 'Ana, palace 1, floor 3: a young monk. Tap to change.' })
			.waitFor();
	} finally {
		await b.close();
	}
});

test('no word breaks inside itself at 360 and 800 px, in Spanish and English: the table’s 5-player deal, the person turn, the event ticks, the display and every tableau, and the player lines stay whole', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const five = ['Ana', 'Benno', 'Clara', 'Doro', 'Emil'];
		await newGame(page, server.url, 'year-of-the-dragon', { names: five, code: 'DRAGN5' });
		const screen = page.locator('.game-screen');
		await screen.getByRole('button', { name: 'The table: enter its deal' }).click();
		await startingPairs(page, 5);
		const at = async () => ({
			title: (await screen.locator('#yotd-phase-title').textContent()) ?? '',
			step:
				(await screen.getByRole('button', { name: 'Save the table’s deal' }).count()) > 0
					? 'Deal'
					: ((await screen.locator('.steps [aria-current="step"]').textContent()) ?? '')
		});
		// The table's deal at 5 players (a card's name beside five group buttons), month 1's
		// person turn (every card name), then month 3's Contagio ticks (a chip each person:
		// Craftsman, Pyrotechnist, Tax collector among them) with the palaces built.
		for (const [month, step, ready] of [
			['Month 1 ', /Deal/, '.game-screen .groups strong'],
			['Month 1 ', /Person/, '.game-screen .cards .name'],
			['Month 3 ', /Event/, '.game-screen .pick .who']
		]) {
			for (let i = 0; i < 60; i++) {
				const now = await at();
				if (now.title.startsWith(month) && step.test(now.step)) break;
				await playStep(page, { build: true });
			}
			for (const width of [360, 800])
				for (const lang of ['es', 'en']) {
					const where = `${month.trim()} ${step.source}, ${width} px, ${lang}`;
					await page.setViewportSize({ width, height: 740 });
					await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), lang);
					await page.reload();
					await screen.locator('#yotd-phase-title').waitFor();
					await screen.locator('.steps [aria-current="step"]').waitFor();
					await page.locator(ready).first().waitFor();
					assert.deepEqual(
						await brokenWords(page, '.game-screen'),
						[],
						`${where}: words broken on the step`
					);
					// The Board (its own tab at 360 px, beside the step at 800): the display, and each
					// player's tableau unfolded in turn.
					if (width === 360) await page.locator('.shell-tabs .tab-board').click();
					const board = page.locator('#pane-board');
					await board.locator('.display .name').first().waitFor();
					let floors = 0;
					for (const name of five) {
						const line = board.getByRole('button', { name: new RegExp(`^${name}: `) });
						if ((await line.getAttribute('aria-expanded')) !== 'true') await line.click();
						await board.getByRole('article', { name }).waitFor();
						assert.deepEqual(
							await brokenWords(page, '#pane-board'),
							[],
							`${where}: words broken on the Board with ${name}'s tableau`
						);
						const found = await page.evaluate(() => ({
							names: document.querySelectorAll('.display .name').length,
							floors: document.querySelectorAll('#pane-board .floor:not(.empty)').length,
							cut: [...document.querySelectorAll('.lines .extra, #pane-board .floor')]
								.filter((el) => el.scrollWidth > el.clientWidth + 1)
								.map((el) => el.textContent)
						}));
						assert.equal(found.names, 9, where);
						assert.deepEqual(found.cut, [], `${where}: player lines or floors cut`);
						floors += found.floors;
					}
					assert.ok(floors >= 10, `${where}: ${floors} persons in the palaces`);
					if (width === 360) await page.locator('.shell-tabs .tab-now').click();
				}
		}
	} finally {
		await b.close();
	}
});
