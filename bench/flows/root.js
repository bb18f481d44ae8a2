// Root (Marquise, Lizard Cult, Riverfolk Company, Vagabond): typical rounds as a table plays
// them — each faction on its own turn, its Birdsong first; two services bought, cards to the
// Lost Souls, one conspiracy, one trade post per round. Issue 17 budget: 20 per round.
// Measured: 20 (taps only, nothing typed).
import { readCounter, resetCounter } from '../interactions.js';
import { chooseRootSetup, seatRootTable } from '../../tests/e2e/root-steps.js';

export const name = 'root';
export const budget = { perRound: 20 };

export async function run({ page, base }) {
	const button = (n) => page.getByRole('button', { name: n, exact: true });
	await seatRootTable(page, base);
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
	// Services are bought from the always-visible strip, one tap each, on the buyer's own turn.
	const buy = (service, price) => button(`Buy ${service} ${price}`).click();
	const rounds = 2;
	for (let r = 0; r < rounds; r++) {
		// Ana (Marquise): buys mercenaries at the start of her Birdsong, spends two cards,
		// removes two Cult warriors in battle (Revenge: two acolytes), scores.
		await buy('Mercenaries', 2);
		await soul('mouse');
		await soul('rabbit');
		await button('+1 Revenge: a Cult warrior removed while defending').click();
		await button('+1 Revenge: a Cult warrior removed while defending').click();
		await page.getByRole('button', { name: 'Increase Victory points of Ana' }).click();
		await button("End Ana's turn").click();
		// Ben (Cult): Birdsong, a conspiracy with the two acolytes, Score (its card to the Lost Souls).
		await button("Resolve the Cult's Birdsong").click();
		await page.getByRole('button', { name: /^Crusade \d/ }).click();
		await page.getByRole('button', { name: /^Score \d+ VP with fox/ }).click();
		await button("End Ben's turn").click();
		// Cai (Company): Birdsong, a move, a trade post in a clearing Ana rules (her two funds),
		// a card discarded.
		await button("Resolve the Company's Birdsong").click();
		await page.getByRole('button', { name: 'Move (commit 1 fund)' }).click();
		await page
			.getByRole('group', { name: /^Who rules the clearing/ })
			.getByRole('button', { name: /^Ana \(/ })
			.click();
		await page
			.getByRole('button', { name: /^Place a trade post \(−2 funds\): Fox/ })
			.first()
			.click();
		await soul('bird');
		await button("End Cai's turn").click();
		// Dev (Vagabond): buys riverboats, a card to the Lost Souls.
		await buy('Riverboats', 2);
		await soul('fox');
		await button("End Dev's turn").click();
	}
	const { taps, typed } = await readCounter(page);
	return { rounds, taps, typed };
}
