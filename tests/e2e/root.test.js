// Root in real Chromium: three Lizard Cult turns with the Lost Souls counter, through the UI.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, launch, startServer } from './harness.js';
import { chooseRootSetup, seatRootTable } from './root-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** Creates a live Root session: Ana plays the Marquise, Ben the Lizard Cult. */
async function newRoot(page, base) {
	await page.goto(`${base}/new/root?flow=live`);
	await page.getByLabel('Seat 1', { exact: true }).waitFor();
	await page.getByLabel('Name of player 1').fill('Ana');
	await page.getByLabel('Name of player 2').fill('Ben');
	await page.getByLabel('Seat 2', { exact: true }).selectOption('lizards');
	await page.getByText('Total reach 12 (recommended for 2: 17)').waitFor();
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: 'Turn of' }).waitFor();
}

test('three Lizard Cult turns with the Lost Souls counter', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const button = (name) => page.getByRole('button', { name, exact: true });
		const soul = (suit) =>
			page.getByRole('button', {
				name: new RegExp(`^${suit[0].toUpperCase()}${suit.slice(1)} card: add`)
			});
		const addSoul = async (suit, before) => {
			await soul(suit).click();
			await button(
				`${suit[0].toUpperCase()}${suit.slice(1)} card: add to the Lost Souls (${before + 1} there)`
			).waitFor();
		};
		const endTurn = async (who, next) => {
			await button(`End ${who}'s turn`).click();
			await button(`End ${next}'s turn`).waitFor();
		};
		await newRoot(page, server.url);

		// Setup: the Outcast and the starting garden
		await page
			.getByRole('group', { name: 'Lizard Cult: choose the Outcast' })
			.getByRole('button', { name: 'Fox' })
			.click();
		await page.getByRole('button', { name: '✓ Fox' }).waitFor();
		await page
			.getByRole('group', { name: /starting clearing/ })
			.getByRole('button', { name: 'Fox' })
			.click();
		await page
			.getByRole('heading', { name: 'Before the first turn' })
			.waitFor({ state: 'detached' });

		// Ana's turn: she discards two mouse cards
		await addSoul('mouse', 0);
		await addSoul('mouse', 1);
		await endTurn('Ana', 'Ben');

		// Ben's turn 1: mouse has the most -> new Outcast; then a fox garden and Score
		await page
			.getByText('Mouse has the most cards (2): it becomes the new Outcast')
			.first()
			.waitFor();
		await button("Resolve the Cult's Birdsong").click();
		await page.getByText('Outcast: mouse', { exact: true }).waitFor();
		// the pile was discarded: the button's name says 0 there
		await button('Mouse card: add to the Lost Souls (0 there)').waitFor();
		await button('+ Build a fox garden').click();
		await page.getByRole('img', { name: '2 of 5 gardens on the map' }).waitFor();
		await button('Score 2 VP with fox gardens').click();
		await page.getByLabel('Ben: 2 VP', { exact: true }).waitFor();
		// the revealed card went to the Lost Souls
		await button('Fox card: add to the Lost Souls (1 there)').waitFor();
		await endTurn('Ben', 'Ana');

		// Ana's turn: one mouse card; round 2
		await addSoul('mouse', 0);
		await endTurn('Ana', 'Ben');

		// Ben's turn 2: fox 1, mouse 1 -> no suit has the most: stays mouse and turns Hated
		await page
			.getByText(/no suit has the most cards: the Outcast stays mouse/)
			.first()
			.waitFor();
		await button("Resolve the Cult's Birdsong").click();
		await page.getByText('Outcast: mouse (hated)', { exact: true }).waitFor();
		await button('+1 Revenge: a Cult warrior removed while defending').click();
		await page.getByText(/With 1 acolytes: Crusade ×1/).waitFor();
		await button('Crusade 1 acolyte').click();
		await page.getByText(/With 0 acolytes/).waitFor();
		await endTurn('Ben', 'Ana');

		// Ana's turn: a mouse dominance card and a bird are discarded
		await page.getByLabel('The next one is a dominance card').check();
		await addSoul('mouse', 0);
		await addSoul('bird', 0);
		await page.getByText(/2 cards in the pile · 1 dominance card \(Mouse\)/).waitFor();
		await endTurn('Ana', 'Ben');

		// Ben's turn 3: mouse again (birds ignored) -> stays Hated; the pile is discarded
		await page
			.getByText(/Mouse has the most cards \(1\) and already was the Outcast/)
			.first()
			.waitFor();
		await button("Resolve the Cult's Birdsong").click();
		await page.getByText('✓ Birdsong resolved this turn').first().waitFor();
		assert.equal(await page.getByText('Outcast: mouse (hated)', { exact: true }).count(), 1);
		await page.getByText('0 cards in the pile').waitFor();

		// A second Birdsong in the same turn is refused and changes nothing
		assert.equal(await button("Resolve the Cult's Birdsong").count(), 0);

		// Reload: everything is still there
		await page.reload();
		await page.getByRole('heading', { name: 'Turn of' }).waitFor();
		await page.getByText('Outcast: mouse (hated)', { exact: true }).waitFor();
		await page.getByLabel('Ben: 2 VP', { exact: true }).waitFor();
		await button("End Ben's turn").waitFor();
		await page.getByRole('button', { name: 'Log' }).click();
		// Names in log lines are bidi-isolated (FSI…PDI): match the words.
		const log = (await page.getByRole('region', { name: 'What happened' }).textContent()).replace(
			/[\u2068\u2069]/g,
			''
		);
		assert.match(log, /Ben, Birdsong: new Outcast; Outcast mouse/);
		assert.match(log, /Ben scores fox with 2 gardens: 2 VP/);
		assert.match(log, /mouse card \(dominance\) to the Lost Souls/);
	} finally {
		await b.close();
	}
});

test('Cult and Company at a 4-player table: strip, draft and panels pass the audit', async () => {
	const b = await launch();
	try {
		const { page } = b;
		const button = (name) => page.getByRole('button', { name, exact: true });
		await seatRootTable(page, server.url);
		await page.getByRole('button', { name: 'Draft in turn order' }).click();
		await page.getByText('Factions you own').click();
		await audit(page, 'new game with the draft and the boxes open');
		await page.getByRole('button', { name: 'Draft in turn order' }).click();
		await page.getByRole('button', { name: 'Start' }).click();
		await page.waitForURL(/\/session\//);
		await chooseRootSetup(page);
		await audit(page, "Ana's turn with the strip");
		await button('Buy Mercenaries 2').click();
		await button("End Ana's turn").click();
		await button("Resolve the Cult's Birdsong").click();
		await audit(page, "the Cult's turn");
		await button("End Ben's turn").click();
		await button("Resolve the Company's Birdsong").click();
		// Ana's two warriors paid for the mercenaries: they are her funds in the Company's box.
		await page
			.getByRole('group', { name: /^Who rules the clearing/ })
			.getByRole('button', { name: 'Ana (2)' })
			.click();
		await audit(page, "the Company's turn");
		await page.getByRole('button', { name: /^Place a trade post \(−2 funds\): Fox/ }).click();
		await page.getByLabel('Cai: 2 VP', { exact: true }).waitFor();
	} finally {
		await b.close();
	}
});
