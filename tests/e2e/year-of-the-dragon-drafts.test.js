// Year of the Dragon in real Chromium at 360×740: a scripted game through its real steps, and at
// each form it meets the fields are given distinctive values, the page is reloaded in the middle
// of the form (and another player's form visited and left where there is one), the fields are
// checked, the form recorded, and the session's log in IndexedDB must carry exactly the values
// that were shown.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';
import { act, playStep } from './year-of-the-dragon-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const sessionIdOf = (page) => new URL(page.url()).pathname.split('/').filter(Boolean).at(-1);

/** Reads one store of the app's IndexedDB, rows of this session only. */
function rows(page, store) {
	return page.evaluate(
		async ([name, id]) => {
			const db = await new Promise((resolve, reject) => {
				const r = indexedDB.open('tablemate');
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			const all = await new Promise((resolve, reject) => {
				const r = db.transaction(name).objectStore(name).getAll();
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			db.close();
			return all.filter((row) => row.sessionId === id);
		},
		[store, sessionIdOf(page)]
	);
}

/** The last recorded action of the session. */
async function lastAction(page) {
	const log = await rows(page, 'log');
	return log
		.filter((r) => r.kind === 'do')
		.sort((a, b) => a.seq - b.seq)
		.at(-1)?.action;
}

/**
 * Waits (bounded) until the form's draft holds what `ok` looks for (its value, and the text typed
 * in a field that records when committed), then reloads.
 */
async function reloadWhenDrafted(page, step, ok) {
	const deadline = Date.now() + 10_000;
	for (;;) {
		const drafts = await rows(page, 'drafts');
		const mine = drafts.filter((d) => d.form.startsWith(`form:${step}|`));
		if (mine.some((d) => ok(d.value.value, d.value.typed ?? {}))) break;
		if (Date.now() > deadline) throw new Error(`no draft ${step}: ${JSON.stringify(mine)}`);
		await page.waitForFunction(() => true, null, { polling: 'raf' });
	}
	await page.reload();
	await page.locator('.game-screen #yotd-phase-title').waitFor();
}

test('every form keeps its typed values over a reload and records exactly what it showed', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		page.on('pageerror', (e) => console.error('page error:', e.message));
		await newGame(page, server.url, 'year-of-the-dragon', {
			names: ['Ana', 'Benno', 'Clara'],
			code: 'DRAGN5'
		});
		const screen = page.locator('.game-screen');
		const persons = screen.getByRole('group', { name: /^Persons chosen/ });

		// 1. The starting pick: two persons and «both in palace 1», a reload in the middle.
		await persons.getByRole('button', { name: /^Scholar/ }).click();
		await screen.getByRole('radio', { name: 'Both in palace 1' }).check();
		await reloadWhenDrafted(page, 'yotd-start-pick', (v) => v.where === '0,0');
		assert.equal(
			await persons.getByRole('button', { name: /Scholar/ }).getAttribute('aria-pressed'),
			'true'
		);
		assert.equal(await screen.getByRole('radio', { name: 'Both in palace 1' }).isChecked(), true);
		await persons.getByRole('button', { name: /^Healer/ }).click();
		await act(page, screen.getByRole('button', { name: /^Ana takes Scholar and Healer/ }));
		assert.deepEqual(await lastAction(page), {
			type: 'startingPair',
			player: (await lastAction(page)).player,
			persons: ['scholar', 'healer'],
			palaces: [0, 0]
		});
		for (const [first, second] of [
			['Farmer', 'Warrior'],
			['Court lady', 'Tax collector']
		]) {
			await persons.getByRole('button', { name: new RegExp(`^${first}`) }).click();
			await persons.getByRole('button', { name: new RegExp(`^${second}`) }).click();
			await act(
				page,
				screen.getByRole('button', { name: new RegExp(`takes ${first} and ${second}`) })
			);
		}
		await screen.getByRole('heading', { name: /^Month 1 of 12/ }).waitFor();

		// 2. The action step: a build of one floor is one tap under its card; the others act.
		await act(
			page,
			screen.getByRole('button', { name: /^Build a floor on new palace 1 / }).first()
		);
		const built = await lastAction(page);
		assert.equal(built.card, 'build');
		assert.deepEqual(built.build, { addTo: [], newPalaces: [1] });
		assert.equal(await page.evaluate(() => window.scrollY), 0);
		while (/Action/.test(await screen.locator('.steps [aria-current="step"]').textContent()))
			await playStep(page);

		// 3. The person step: the ? card's person and palace 2 chosen, a reload in the middle.
		const who = (await screen.locator('#yotd-person-title').textContent()).match(/^(\w+)/)[1];
		const palaceTwo = screen.getByRole('radio', { name: /^Palace 2 / });
		const wildCard = screen.getByRole('button', { name: /^any person/ });
		if ((await palaceTwo.count()) && (await wildCard.count())) {
			await palaceTwo.check();
			await wildCard.click();
			await reloadWhenDrafted(page, 'yotd-person-1', (v) => v.card === 'wild' && v.home === 1);
			assert.equal(await screen.getByRole('radio', { name: /^Palace 2 / }).isChecked(), true);
			const tile = screen
				.getByRole('group', { name: 'Choose the person of the ? card' })
				.getByRole('button', { name: /into palace 2/ })
				.first();
			await act(page, tile);
			const played = await lastAction(page);
			assert.equal(played.card, 'wild');
			assert.equal(played.palace, 1);
		} else assert.fail(`${who} has no second palace or no ? card`);

		// 4. A correction on the Board: Ana's rice typed and not committed, a reload, then Enter.
		await page.getByRole('button', { name: 'Board', exact: true }).click();
		const board = page.locator('#pane-board');
		// Each tableau is folded behind its player's line: one tap on the line unfolds it.
		await board.getByRole('button', { name: /^Ana: / }).click();
		await board.getByRole('button', { name: /^Benno: / }).click();
		await board.getByText('Correct Ana').click();
		await board.getByText('Correct Benno').click();
		const rice = board.getByLabel("Ana's Rice", { exact: true });
		await rice.fill('7');
		await reloadWhenDrafted(page, 'yotd-fix', (_v, typed) => typed.rice === '7');
		await page.getByRole('button', { name: 'Board', exact: true }).click();
		assert.equal(await board.getByLabel("Ana's Rice", { exact: true }).inputValue(), '7');
		// Benno's board is his own: nothing typed for Ana shows there.
		assert.notEqual(await board.getByLabel("Benno's Rice", { exact: true }).inputValue(), '7');
		await board.getByLabel("Ana's Rice", { exact: true }).press('Enter');
		// The correction reaches the log (bounded: a few hundred frames).
		for (let i = 0; i < 600 && (await lastAction(page)).type !== 'adjust'; i++)
			await page.waitForFunction(() => true, null, { polling: 'raf' });
		assert.deepEqual(await lastAction(page), {
			type: 'adjust',
			player: (await lastAction(page)).player,
			field: 'rice',
			value: 7
		});
		await page.getByRole('button', { name: 'Now', exact: true }).click();

		// 5. On to the month-3 event (Contagion with this code): ticks, a reload, Resolve.
		for (let guard = 0; guard < 40; guard++) {
			const title = await screen.locator('#yotd-phase-title').textContent();
			const step = await screen.locator('.steps [aria-current="step"]').textContent();
			if (/^Month 3 /.test(title) && /Event/.test(step)) break;
			await playStep(page);
		}
		const boxes = screen.locator('.outcomes input[type=checkbox]');
		const ticks = () => boxes.evaluateAll((els) => els.map((el) => el.checked));
		// Each list as the game asks: who goes, or (fewer stay than go) who stays — the last ones.
		const release = screen.getByRole('group', { name: /: choose \d+ persons? to release/ });
		for (let i = 0; i < (await release.count()); i++) {
			const set = release.nth(i);
			const need = Number((await set.locator('legend').textContent()).match(/choose (\d+)/)[1]);
			for (let k = 0; k < need; k++)
				await set.locator('input[type=checkbox]:not(:checked):not(:disabled)').last().check();
		}
		const keeps = screen.getByRole('group', { name: /tick who stays \(\d+\)$/ });
		for (let i = 0; i < (await keeps.count()); i++) {
			const set = keeps.nth(i);
			const keep = Number((await set.locator('legend').textContent()).match(/\((\d+)\)$/)[1]);
			for (let k = 0; k < keep; k++)
				await set.locator('input[type=checkbox]:not(:checked):not(:disabled)').last().check();
		}
		const ticked = await ticks();
		await reloadWhenDrafted(page, 'yotd-event-3', (v) => Object.keys(v.chosen).length > 0);
		await boxes.first().waitFor();
		assert.deepEqual(await ticks(), ticked);
		const shown = await screen
			.locator('.outcomes .pick')
			.evaluateAll((els) => els.filter((el) => el.classList.contains('gone')).length);
		await act(page, screen.getByRole('button', { name: /^Resolve / }));
		const resolved = await lastAction(page);
		assert.equal(resolved.type, 'resolveEvent');
		const released = Object.values(resolved.releases).reduce((n, list) => n + list.length, 0);
		assert.equal(released, shown);

		// 6. From the month-3 line of the log to its «Why?» and back, the next form's draft intact:
		// month 4's first player has tapped a Build card (its floors not yet placed).
		const buildCard = screen.getByRole('button', { name: /^Build from group/ }).first();
		await buildCard.click();
		const where = screen.getByRole('group', { name: /^Build \d floors?: where\?/ });
		await where.waitFor();
		await page.getByRole('button', { name: 'Log', exact: true }).click();
		const line = page
			.locator('#pane-log li')
			.filter({ hasText: /Month 3 — Contagion/ })
			.first();
		await line.locator('.why-fold summary').click();
		const why = line.locator('.why');
		await why.getByText('Month 3: Contagion').waitFor();
		assert.equal(await why.locator('ul li').count(), 3, 'one input per player');
		assert.match(await why.textContent(), /Resolved in person-track order/);
		assert.match(
			await why.textContent(),
			new RegExp(`${released === 1 ? '1 person' : `${released} persons`} released`)
		);
		// The rule in our words; no page, as the rulebook text has none.
		assert.match(await why.locator('.rule').textContent(), /^Contagion: /);
		await page.getByRole('button', { name: 'Now', exact: true }).click();
		await screen.getByRole('group', { name: /^Build \d floors?: where\?/ }).waitFor();
	} finally {
		await b.close();
	}
});
