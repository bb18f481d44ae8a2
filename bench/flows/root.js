// Root, a 4-player table as the table audit of 28 November played it (mistakes left out):
// Ana Marquise, Ben Eyrie, Cai Lizard Cult, Dev Riverfolk Company, four rounds.
// - Ana buys a Hand card in odd rounds, spends two cards (to the Lost Souls), types her VP; in
//   even rounds she also removes an enemy piece (+1) and a Cult warrior (Revenge).
// - Ben buys Riverboats in even rounds, spends one card (a bird), types his VP.
// - Cai buys Mercenaries once (round 1), plays a conspiracy when its acolytes pay for it (its
//   Dawn resolved with that first step); in odd rounds builds a garden, scores and sacrifices; one card;
//   a removed piece once (round 2).
// - Dev (its Birdsong resolved with the end of the turn before) moves, battles in even rounds,
//   places a trade post with the ruler's funds every round (the first suit with a post left),
//   crafts a one-fox card and exports it in round 3, spends one card, sets a price in round 4
//   (its Evening).
// Issue 31 budget: 18 per round.
import { readCounter, resetCounter } from '../interactions.js';
import { openOptions } from '../../tests/e2e/harness.js';
import { chooseRootSetup } from '../../tests/e2e/root-steps.js';

export const name = 'root';
export const budget = { perRound: 18 };

export async function run({ page, base }) {
	const button = (n) => page.getByRole('button', { name: n, exact: true });
	await page.goto(`${base}/new/root?flow=live`);
	await page.getByLabel('Name of player 1').waitFor();
	for (const [i, who] of ['Ana', 'Ben', 'Cai', 'Dev'].entries()) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(who);
	}
	await openOptions(page);
	for (const [i, faction] of ['marquise', 'eyrie', 'lizards', 'riverfolk'].entries())
		await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption(faction);
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	// Setup: the Outcast, the start garden, the starting prices (not part of a round).
	await chooseRootSetup(page);
	await resetCounter(page);

	const soul = (suit) =>
		page
			.getByRole('button', {
				name: new RegExp(`^${suit[0].toUpperCase()}${suit.slice(1)} card: add`)
			})
			.click();
	const buy = (service, price) => button(`Buy ${service} ${price}`).click();
	const removed = (who) =>
		button(`+1 removed: ${who} scores 1 VP, an enemy building or token removed`).click();
	/** A VP total typed and recorded with Enter (one typed field). */
	const typeVp = async (who, total) => {
		const field = page.getByLabel(`Victory points of ${who}`, { exact: true });
		await field.fill(String(total));
		await field.press('Enter');
	};
	const vp = { Ana: 0, Ben: 0 };
	const rounds = 4;
	for (let r = 1; r <= rounds; r++) {
		const odd = r % 2 === 1;
		// Ana (Marquise).
		if (odd) await buy('Hand card', 2);
		await soul('mouse');
		await soul('rabbit');
		await typeVp('Ana', (vp.Ana += 3));
		if (!odd) {
			await removed('Ana');
			vp.Ana += 1;
			await button('+1 Revenge: a Cult warrior removed while defending').click();
		}
		await button("End Ana's turn").click();
		// Ben (Eyrie).
		if (!odd) await buy('Riverboats', 2);
		// His card is a bird: the tray says it is not counted (10.4.1 ignores birds), no tap.
		await page.getByText('not counted', { exact: true }).waitFor();
		await typeVp('Ben', (vp.Ben += 2));
		await button("End Ben's turn").click();
		// Cai (Cult): a service at the start of its Birdsong; its Dawn comes with its next step.
		if (r === 1) await buy('Mercenaries', 2);
		// The step shows its conspiracies once loaded: wait for them before asking if one pays.
		await page.getByRole('heading', { name: /^Conspiracies/ }).waitFor();
		const conspiracy = page.getByRole('button', { name: /^Crusade \d/ });
		if ((await conspiracy.count()) > 0 && (await conspiracy.isEnabled())) await conspiracy.click();
		if (odd) {
			await button('+ Build a fox garden').click();
			await page.getByRole('button', { name: /^Score \d+ VP with fox gardens/ }).click();
			await button('+1 Sacrifice (bird)').click();
		}
		await soul('fox');
		if (r === 2) await removed('Cai');
		await button("End Cai's turn").click();
		// Dev (Company): its Birdsong takes no choice, resolved with the end of Cai's turn.
		await page.getByRole('heading', { name: 'Company · Daylight' }).waitFor();
		await button('Move (commit 1 fund)').click();
		if (!odd) await button('Battle (commit 1 fund)').click();
		// The first post on offer (a suit whose posts are all placed is offered disabled).
		const post = page
			.getByRole('button', { name: /^\w+ \+\d+: a trade post in a clearing/ })
			.and(page.locator(':enabled'));
		if ((await post.count()) > 0) await post.first().click();
		if (r === 3) {
			// A one-fox card, exported (a fox card to the Lost Souls): only the fox track has a
			// space, so the craft already counts its fox (11.5.3), and the Export is its confirm.
			await page.getByRole('button', { name: /^Craft \(1\) and export the Fox card/ }).click();
		}
		await soul('mouse');
		// Its Evening's prices are on the step: the price set is the Evening's one tap.
		if (r === 4) await button('Hand card price: 3').click();
		await button("End Dev's turn").click();
	}
	const { taps, typed } = await readCounter(page);
	return { rounds, taps, typed };
}
