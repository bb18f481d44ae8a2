// Lancaster in real Chromium: a parliament with a secret ballot passed around one phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';
import { sessionIdOf, until } from './sync-harness.js';
import { reloadWhenDrafted } from './lancaster-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** A setup code whose draw gives the start player token to seat 1 at any player count. */
const SEAT_1_STARTS = 'ANA225';

async function newLancaster(page, base, names) {
	await newGame(page, base, 'lancaster', { names, code: SEAT_1_STARTS });
	// The code draws seat 1 as the first player: the step opens with the first name.
	await page.getByRole('heading', { name: `${names[0]} places a knight` }).waitFor();
}

/** Every knight to its castle, in turn, then «troops placed». */
async function troopsToCastles(page, already = 0) {
	const turn = page.getByRole('heading', { name: / places a knight$/ });
	let placed = already;
	while (await turn.count()) {
		await page.getByRole('button', { name: /Castle$/ }).click();
		placed++;
		await page.getByText(`Placed this round (${placed})`).waitFor();
	}
	await page.getByRole('button', { name: 'Troops placed: open parliament' }).click();
}

test('secret ballot on one phone: nothing visible before the reveal, all at once after', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newLancaster(page, server.url, ['Ana', 'Benno', 'Clara']);
		await troopsToCastles(page);
		await page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		const choices = { Ana: 'Yes', Benno: 'No', Clara: 'No' };
		const ballotHidden = async () => {
			const body = await page.locator('main').textContent();
			assert.doesNotMatch(body, /Voting results/);
			assert.doesNotMatch(body, /I agree with the new law|I reject the new law/);
			assert.equal(await page.getByRole('columnheader', { name: 'Vote', exact: true }).count(), 0);
		};
		for (let i = 0; i < 3; i++) {
			const handoff = page.getByText(/^Hand the phone to /);
			await handoff.waitFor();
			const voter = (await handoff.textContent()).replace('Hand the phone to ', '').trim();
			await ballotHidden();
			await page.getByRole('button', { name: `I am ${voter}: show my voting scroll` }).click();
			await page
				.getByRole('button', { name: choices[voter] === 'Yes' ? /Yes, I agree/ : /No, I reject/ })
				.click();
			await page.getByRole('button', { name: 'Cast my vote secretly' }).click();
			// The screen hides again once the ballot is stored.
			if (i < 2)
				await page
					.getByText(/^Hand the phone to /)
					.filter({ hasNotText: voter })
					.waitFor();
			else await page.getByRole('button', { name: 'Reveal the votes' }).waitFor();
			await ballotHidden();
		}
		// Revealed all at once: every ballot with its votes.
		await page.getByRole('button', { name: 'Reveal the votes' }).click();
		await page.getByText('Voting results').waitFor();
		const results = await page.getByRole('region', { name: 'Voting results' }).textContent();
		assert.match(results, /Rejected/);
		assert.match(results, /1 for, 2 against/);
		for (const [name, vote] of Object.entries(choices))
			assert.match(results, new RegExp(`${name}\\s*${vote}`));
		// The next proposed law opens a new secret ballot.
		await page.getByRole('heading', { name: 'Vote on proposed law 2 of 3' }).waitFor();
	} finally {
		await b.close();
	}
});

test('the table votes with its own scrolls: one form per law, counted at once', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newLancaster(page, server.url, ['Ana', 'Benno', 'Clara']);
		await troopsToCastles(page);
		await page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		// The form is open at once with nobody's answer chosen; the last answer records the vote.
		await page.getByRole('button', { name: 'Benno: no', exact: true }).click();
		await page.getByRole('button', { name: 'Ana: yes', exact: true }).click();
		await page.getByRole('button', { name: 'Clara: yes', exact: true }).click();
		await page.getByRole('heading', { name: 'Vote on proposed law 2 of 3' }).waitFor();
		const results = await page.getByRole('region', { name: 'Voting results' }).textContent();
		assert.match(results, /2 for, 1 against/);
		assert.match(results, /Benno\s*No/);
	} finally {
		await b.close();
	}
});

test('troops entered once: placed knight by knight, then the counties and the battle read them', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newLancaster(page, server.url, ['Ana', 'Benno', 'Clara']);
		const turn = page.getByRole('heading', { name: / places a knight$/ });
		const counties = { Ana: 'B', Benno: 'D', Clara: 'F' };
		let placed = 0;
		// The turn heading renders after the phase heading; count() alone does not wait for it.
		await turn.waitFor();
		while (await turn.count()) {
			const who = (await turn.textContent()).replace(' places a knight', '').trim();
			const court = page.getByRole('group', { name: 'Knights in court' });
			// The strongest knight in court is preselected.
			const has2 = await court.getByRole('button', { name: 'Knight of strength 2' }).count();
			if (has2) {
				await page.getByRole('button', { name: new RegExp(`^County ${counties[who]}`) }).click();
				// The county's printed minimum, asked once.
				await page.getByRole('button', { name: '2', exact: true }).click();
			} else {
				await page.getByRole('button', { name: /New battle 1/ }).click();
				await page
					.getByRole('button', { name: /^Tile \d: \?$/ })
					.first()
					.click();
				await page.getByRole('button', { name: 'Gold and squires', exact: true }).click();
			}
			placed++;
			await page.getByText(`Placed this round (${placed})`).waitFor();
		}
		assert.equal(placed, 6);
		await page.getByRole('button', { name: 'Troops placed: open parliament' }).click();
		for (let v = 1; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			// The last voter's answer records the vote.
			for (const p of ['Ana', 'Benno', 'Clara'])
				await page.getByRole('button', { name: `${p}: no`, exact: true }).click();
		}
		for (let l = 1; l <= 3; l++) {
			const apply = page.getByRole('button', { name: `Apply law ${l}` });
			await apply.waitFor();
			// Only an exchange may be asked: never a number the board shows.
			const asked = await page.locator('section').filter({ has: apply }).locator('input').count();
			assert.ok(asked === 0 || asked === 3, `law ${l} asks ${asked} numbers`);
			await apply.click();
		}
		// Only the held counties, each with its knight already known.
		for (const [letter, who] of [
			['B', 'Ana'],
			['D', 'Benno'],
			['F', 'Clara']
		]) {
			await page.getByRole('heading', { name: `County ${letter}` }).waitFor();
			await page.getByText(`Knight here: ${who}`).waitFor();
			await page.getByRole('button', { name: 'Noble', exact: true }).click();
		}
		for (let c = 0; c < 3; c++) {
			const castle = page.getByRole('button', { name: /^Record .*’s castle$/ });
			const label = (await castle.textContent()).trim();
			await castle.click();
			await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		}
		// The battle's slots come from the placed knights: the card is all that is typed.
		await page.getByRole('heading', { name: 'New battle 1' }).waitFor();
		const slots = await page.getByRole('list').filter({ hasText: 'Slot 1:' }).textContent();
		assert.match(slots, /Slot 1: \w+ — 1/);
		assert.match(slots, /Slot 3: \w+ — 1/);
		await page.getByLabel('France’s strength', { exact: true }).fill('2');
		await page.getByRole('button', { name: 'Resolve the battle' }).click();
		await page
			.getByText(/England 3 against France 2/)
			.first()
			.waitFor();
		await page
			.getByText('New battle 2: no knight — it moves to the lower row when the round ends.')
			.waitFor();
		await page.getByRole('button', { name: 'End round 1' }).click();
		await page.getByRole('heading', { name: / places a knight$/ }).waitFor();
	} finally {
		await b.close();
	}
});

test('out of turn: only the player whose turn it is has knights to place; a reload keeps every half-typed form', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newLancaster(page, server.url, ['Ana', 'Benno', 'Clara']);
		const id = sessionIdOf(page);
		// No chip to pick another player: the step is Ana's.
		assert.equal(await page.getByRole('group', { name: 'Who places' }).count(), 0);
		// Beside the turn chip, the top bar shows the step's whole name, in both languages.
		for (const locale of ['es', 'en']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.reload();
			const where = page.locator('header.live-bar .where');
			await where.waitFor();
			const cut = await where.evaluate((e) => e.scrollHeight > e.clientHeight);
			assert.equal(cut, false, `${locale}: «${await where.textContent()}» is whole`);
		}
		// Troops: Ana's 1 chosen with one squire, then a reload.
		await page.getByRole('button', { name: 'Knight of strength 1' }).click();
		await page.getByRole('button', { name: 'Increase Squires with this knight (county)' }).click();
		await reloadWhenDrafted(page, id, 'lancaster-troops-1-0', (v) => v?.squires === 1);
		await page.getByRole('heading', { name: 'Ana places a knight' }).waitFor();
		assert.equal(
			await page.getByRole('button', { name: 'Knight of strength 1' }).getAttribute('aria-pressed'),
			'true'
		);
		assert.equal(
			await page.getByLabel('Squires with this knight (county)', { exact: true }).inputValue(),
			'1'
		);
		// Ana's 1 to county B (minimum 1) with its squire, the rest to the castles.
		await page.getByRole('button', { name: /^County B/ }).click();
		await page.getByRole('button', { name: '1', exact: true }).click();
		await page.getByText('Placed this round (1)').waitFor();
		await troopsToCastles(page, 1);
		// The table vote: Benno's «no», then a reload.
		await page.getByRole('button', { name: 'Benno: no', exact: true }).click();
		await reloadWhenDrafted(page, id, 'lancaster-tablevote-1-0', (v) =>
			Object.values(v?.yes ?? {}).includes(false)
		);
		await page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		await until(
			async () =>
				(await page
					.getByRole('button', { name: 'Benno: no', exact: true })
					.getAttribute('aria-pressed')) === 'true',
			{ what: 'Benno’s no back after the reload' }
		);
		for (let v = 1; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			// The last voter's answer records the vote.
			for (const p of ['Ana', 'Benno', 'Clara'])
				await page.getByRole('button', { name: `${p}: no`, exact: true }).click();
		}
		for (let l = 1; l <= 3; l++) {
			const apply = page.getByRole('button', { name: `Apply law ${l}` });
			await apply.waitFor();
			await apply.click();
		}
		// County B: its printed reward half-typed, then a reload.
		await page.getByRole('heading', { name: 'County B' }).waitFor();
		await page.getByRole('spinbutton', { name: 'Power', exact: true }).fill('3');
		await reloadWhenDrafted(page, id, 'lancaster-county-1|B', (v) => v?.reward?.power === 3);
		await page.getByRole('heading', { name: 'County B' }).waitFor();
		await until(
			async () =>
				(await page.getByRole('spinbutton', { name: 'Power', exact: true }).inputValue()) === '3',
			{ what: 'the county’s power back after the reload' }
		);
		await page.getByRole('button', { name: 'Points', exact: true }).click();
		// Castle: a space's reward half-typed, then a reload; recorded, then undone: it comes back.
		const castle = page.getByRole('button', { name: /^Record .*’s castle$/ });
		await castle.waitFor();
		const squires = page.getByRole('spinbutton', { name: 'Squires', exact: true }).first();
		await squires.fill('2');
		await reloadWhenDrafted(
			page,
			id,
			'lancaster-castle-1',
			(v) => v?.rows?.[0]?.reward?.squires === 2
		);
		await castle.waitFor();
		await until(async () => (await squires.inputValue()) === '2', { what: 'squires 2' });
		const label = (await castle.textContent()).trim();
		await castle.click();
		await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		await page.getByRole('button', { name: /^Undo/ }).click();
		await page.getByRole('button', { name: label, exact: true }).waitFor();
		await until(async () => (await squires.inputValue()) === '2', { what: 'squires 2' });
	} finally {
		await b.close();
	}
});

test('the ballot at 360×740 with 5 players: every voter’s row, the record and the secret ballot’s buttons on the first screen', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		const names = ['Ana', 'Benno', 'Clara', 'Dani', 'Esme'];
		await newLancaster(page, server.url, names);
		await troopsToCastles(page);
		await page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		await page.evaluate(() => window.scrollTo(0, 0));
		/** Inside the screen and the one element hit at its centre (not under a sticky bar). */
		const tappable = (loc) =>
			loc.evaluate((el) => {
				const r = el.getBoundingClientRect();
				const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
				return r.top >= 0 && r.bottom <= window.innerHeight && (hit === el || el.contains(hit));
			});
		for (const p of names) {
			assert.ok(await tappable(page.getByRole('button', { name: `${p}: yes`, exact: true })), p);
			assert.ok(await tappable(page.getByRole('button', { name: `${p}: no`, exact: true })), p);
		}
		assert.ok(await tappable(page.getByRole('button', { name: /^Record: .* yes$/ })));
		const open = page.getByRole('button', { name: 'I am Ana: show my voting scroll' });
		assert.ok(await tappable(open));
		await open.click();
		await page.getByRole('button', { name: /Yes, I agree/ }).click();
		await page.evaluate(() => window.scrollTo(0, 0));
		assert.ok(await tappable(page.getByRole('button', { name: 'Cast my vote secretly' })));
	} finally {
		await b.close();
	}
});

/** Opens the Board tab once its picture of the board has rendered (a task after the tab). */
async function openBoard(page) {
	await page.locator('.shell-tabs .tab-board').click();
	await page.waitForFunction(() => !document.querySelector('#pane-board .board-space'));
	await page.locator('#pane-board section.board').waitFor();
}

test('the Board at 360×740 with 5 players and their troops out: one screen in en and es, each player’s figures on one line, its fold open over a reload', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		const names = ['Ana', 'Benno', 'Clara', 'Dani', 'Esme'];
		await newLancaster(page, server.url, names);
		const id = sessionIdOf(page);
		// Each strength-2 knight to a county of its own, three strength-1 knights to battle 1 (each
		// taking a favour tile), the rest to the castle: counties, a battle and tiles to show.
		const turn = page.getByRole('heading', { name: / places a knight$/ });
		const counties = ['A', 'C', 'E', 'G', 'I'];
		let placed = 0;
		let inBattle = 0;
		while (await turn.count()) {
			const court = page.getByRole('group', { name: 'Knights in court' });
			if (await court.getByRole('button', { name: 'Knight of strength 2' }).count()) {
				await page.getByRole('button', { name: new RegExp(`^County ${counties.shift()}`) }).click();
				await page.getByRole('button', { name: '2', exact: true }).click();
			} else if (inBattle < 3) {
				inBattle++;
				await page.getByRole('button', { name: /New battle 1/ }).click();
				await page
					.getByRole('button', { name: /^Tile \d: \?$/ })
					.first()
					.click();
				await page.getByRole('button', { name: 'Gold and squires', exact: true }).click();
			} else await page.getByRole('button', { name: /Castle$/ }).click();
			placed++;
			await page.getByText(`Placed this round (${placed})`).waitFor();
		}
		for (const locale of ['es', 'en']) {
			await page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
			await page.reload();
			await openBoard(page);
			const height = await page.evaluate(() => document.documentElement.scrollHeight);
			assert.ok(height <= 740, `${locale}: the Board is ${height} px tall`);
			// Each player's figures: whole (nothing cut) and on one line (one box, not two).
			const lines = await page.locator('#pane-board .lines > li .extra').evaluateAll((all) =>
				all.map((e) => ({
					cut: e.scrollWidth > e.clientWidth,
					rows: e.querySelector('[aria-hidden="true"]').getClientRects().length,
					text: e.textContent
				}))
			);
			assert.equal(lines.length, names.length);
			for (const l of lines) assert.deepEqual([l.cut, l.rows], [false, 1], `${locale}: ${l.text}`);
		}
		// The fold (who took which tile, the majorities, the legend) stays open over a reload.
		const fold = page.getByRole('button', { name: 'Favour tiles, final majorities, legend' });
		await fold.click();
		await page.getByText(/^Noble points:/).waitFor();
		await reloadWhenDrafted(page, id, 'board-fold', (v) => v?.open === true);
		await openBoard(page);
		assert.equal(await fold.getAttribute('aria-expanded'), 'true');
		await page.getByText(/^Noble points:/).waitFor();
		await page.getByText(/^1: \w+ \(Gold and squires\), 2: /).waitFor();
	} finally {
		await b.close();
	}
});
