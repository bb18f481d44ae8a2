// Lancaster in real Chromium at 360×740: a round played through its real steps. At each form,
// distinctive values are typed, the page is reloaded in the middle of the form (and another
// entity's form shown where there is one), the fields are checked, the form is recorded, and
// the action stored in the session's log carries exactly what the fields showed. Also: the
// setup screen, the new session and its first turn name the same first player for one code.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';
import { sessionIdOf, storedLog, until } from './sync-harness.js';
import { lastAction, reloadWhenDrafted, sessionRow } from './lancaster-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** A Counter's text: typed, then committed by leaving the field. */
async function count(page, label, value) {
	const field = page.getByLabel(label, { exact: true });
	await field.fill(String(value));
	await field.press('Tab');
}

test('code 85ZJBX: the setup screen, the new session’s first turn and the stored setup name the same seat', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await page.goto(`${server.url}/setup/lancaster?players=3&seed=85ZJBX`);
		await page.getByText('Player 2 of the list starts').waitFor();
		await newGame(page, server.url, 'lancaster', {
			names: ['Ana', 'Benno', 'Clara'],
			code: '85ZJBX'
		});
		await page.getByRole('heading', { name: 'Benno places a knight' }).waitFor();
		const { setup } = await sessionRow(page, sessionIdOf(page));
		assert.equal(setup.firstPlayer, 1);
	} finally {
		await b.close();
	}
});

test('a round at 360×740: every form keeps what was typed across a reload and records exactly it', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		// ANA225: the code gives the start player token to seat 1 (Ana).
		await newGame(page, server.url, 'lancaster', {
			names: ['Ana', 'Benno', 'Clara'],
			code: 'ANA225'
		});
		const id = sessionIdOf(page);
		await page.getByRole('heading', { name: 'Ana places a knight' }).waitFor();
		const [ana, benno, clara] = (await sessionRow(page, id)).players.map((p) => p.id);

		// Troops, Ana: her 1 to new battle 1, taking favour tile 1, whose gold and squires are
		// typed once; a reload in the middle.
		await page.getByRole('button', { name: 'Knight of strength 1' }).click();
		await page.getByRole('button', { name: /New battle 1/ }).click();
		await page.getByRole('button', { name: /^Tile 1: \?$/ }).click();
		await count(page, 'Gold on the tile (gold and squires)', 3);
		await count(page, 'Squires on the tile (gold and squires)', 4);
		await reloadWhenDrafted(page, id, 'lancaster-troops-1-0', (v) => v?.newSquires === 4);
		const gold = page.getByLabel('Gold on the tile (gold and squires)', { exact: true });
		await gold.waitFor();
		assert.equal(await gold.inputValue(), '3');
		assert.equal(
			await page.getByLabel('Squires on the tile (gold and squires)', { exact: true }).inputValue(),
			'4'
		);
		let n = (await storedLog(page, id)).length;
		await page.getByRole('button', { name: 'Gold and squires', exact: true }).click();
		assert.deepEqual(await lastAction(page, id, n), {
			type: 'place',
			player: ana,
			knight: 1,
			to: 'battle',
			battle: 'u1',
			favour: { tile: 1, reward: 'goldSquires', gold: 3, squires: 4 }
		});

		// Benno: his 2 to county B (its minimum asked once); everything else to the castles.
		await page.getByRole('heading', { name: 'Benno places a knight' }).waitFor();
		await page.getByRole('button', { name: 'Knight of strength 2' }).click();
		await page.getByRole('button', { name: /^County B/ }).click();
		await page.getByRole('button', { name: '2', exact: true }).click();
		await page.getByText('Placed this round (2)').waitFor();
		const turn = page.getByRole('heading', { name: / places a knight$/ });
		for (let placed = 2; await turn.count();) {
			await page.getByRole('button', { name: /Castle$/ }).click();
			await page.getByText(`Placed this round (${++placed})`).waitFor();
		}
		await page.getByRole('button', { name: 'Troops placed: open parliament' }).click();

		// The table vote on law 1: answers and Ana's token, a reload, then recorded.
		await page.getByRole('heading', { name: 'Vote on proposed law 1 of 3' }).waitFor();
		await page.getByRole('button', { name: 'Ana: yes', exact: true }).click();
		await page.getByRole('button', { name: 'Benno: no', exact: true }).click();
		await count(page, 'Ana’s vote tokens under the scroll', 1);
		await reloadWhenDrafted(page, id, 'lancaster-tablevote-1-0', (v) => v?.tokens?.[ana] === 1);
		const anaYes = page.getByRole('button', { name: 'Ana: yes', exact: true });
		await anaYes.waitFor();
		assert.equal(await anaYes.getAttribute('aria-pressed'), 'true');
		assert.equal(
			await page
				.getByRole('button', { name: 'Benno: no', exact: true })
				.getAttribute('aria-pressed'),
			'true'
		);
		assert.equal(
			await page.getByLabel('Ana’s vote tokens under the scroll', { exact: true }).inputValue(),
			'1'
		);
		n = (await storedLog(page, id)).length;
		// Clara's answer is the last one: it records the vote.
		await page.getByRole('button', { name: 'Clara: yes', exact: true }).click();
		const vote = await lastAction(page, id, n);
		assert.equal(vote.type, 'tableVote');
		assert.deepEqual(Object.fromEntries(vote.ballots.map((x) => [x.id, [x.yes, x.tokens]])), {
			[ana]: [true, 1],
			[benno]: [false, 0],
			[clara]: [true, 0]
		});
		for (let v = 2; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			for (const p of ['Ana', 'Benno', 'Clara'])
				await page.getByRole('button', { name: `${p}: no`, exact: true }).click();
		}
		for (let l = 1; l <= 3; l++) {
			const apply = page.getByRole('button', { name: `Apply law ${l}` });
			await apply.waitFor();
			await apply.click();
		}

		// County B: its printed reward typed (stored the moment it is typed), a reload, «Points».
		await page.getByRole('heading', { name: 'County B' }).waitFor();
		await page.getByRole('spinbutton', { name: 'Power', exact: true }).fill('3');
		await page.getByRole('spinbutton', { name: 'Gold', exact: true }).fill('2');
		await reloadWhenDrafted(page, id, 'lancaster-county-1|B', (v) => v?.reward?.gold === 2);
		const power = page.getByRole('spinbutton', { name: 'Power', exact: true });
		await power.waitFor();
		assert.equal(await power.inputValue(), '3');
		assert.equal(
			await page.getByRole('spinbutton', { name: 'Gold', exact: true }).inputValue(),
			'2'
		);
		n = (await storedLog(page, id)).length;
		await page.getByRole('button', { name: 'Points', exact: true }).click();
		const county = await lastAction(page, id, n);
		assert.equal(county.holder, benno);
		assert.equal(county.choice, 'points');
		assert.deepEqual(county.reward, { power: 3, gold: 2 });

		// Castles: the first castle's space 1 prints 2 squires (typed, a reload, recorded); the
		// next castle shows it at once and records it.
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
		let label = (await castle.textContent()).trim();
		n = (await storedLog(page, id)).length;
		await castle.click();
		const first = await lastAction(page, id, n);
		assert.deepEqual(first.rewards[0], { squires: 2 });
		assert.equal(first.spaces[0], 1);
		await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		await castle.waitFor();
		assert.equal(await squires.inputValue(), '2');
		label = (await castle.textContent()).trim();
		n = (await storedLog(page, id)).length;
		await castle.click();
		assert.deepEqual((await lastAction(page, id, n)).rewards[0], { squires: 2 });
		await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		while (await castle.count()) {
			label = (await castle.textContent()).trim();
			await castle.click();
			await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		}

		// Battle 1: its card typed, a reload, resolved with exactly those numbers.
		await page.getByRole('heading', { name: 'New battle 1' }).waitFor();
		const card = {
			'France’s strength': 0,
			'Power points: value 1': 7,
			'Power points: value 2': 5,
			'Power points: value 3': 1
		};
		for (const [name, v] of Object.entries(card))
			await page.getByLabel(name, { exact: true }).fill(String(v));
		await reloadWhenDrafted(page, id, 'lancaster-battle-1-0', (v) => v?.power?.[2] === 1);
		await page.getByRole('heading', { name: 'New battle 1' }).waitFor();
		for (const [name, v] of Object.entries(card))
			assert.equal(await page.getByLabel(name, { exact: true }).inputValue(), String(v));
		n = (await storedLog(page, id)).length;
		await page.getByRole('button', { name: 'Resolve the battle' }).click();
		const battle = await lastAction(page, id, n);
		assert.deepEqual(battle.card, { franceStrength: 0, power: [7, 5, 1] });
		await page.getByRole('button', { name: 'End round 1' }).click();
		await page.getByRole('heading', { name: / places a knight$/ }).waitFor();
	} finally {
		await b.close();
	}
});
