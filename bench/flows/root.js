// Root (Marquise, Lizard Cult, Riverfolk Company, Vagabond): two typical rounds as a table
// plays them — each faction on its own turn, its Birdsong first; a service bought each round
// (Ana in the first, Dev in the second), five cards to the Lost Souls, Revenge, a conspiracy
// and Score by the Cult, a move and a trade post by the Company, and the round's VP entries
// (4–5 a round: a removed piece and a crafted item as quick buttons, the Cult's Score, the
// trade post and the Dividends scored by the app). Issue 31 budget: 18 per round.
// Measured: 18 (taps only, nothing typed).
import { readCounter, resetCounter } from '../interactions.js';
import { chooseRootSetup, seatRootTable } from '../../tests/e2e/root-steps.js';

export const name = 'root';
export const budget = { perRound: 18 };

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
	// Services are bought in the buyer's step, one tap each, on the buyer's own turn.
	const buy = (service, price) => button(`Buy ${service} ${price}`).click();
	const removed = (who) =>
		button(`+1 removed: ${who} scores 1 VP, an enemy building or token removed`).click();
	const item = (who, n) => button(`Item +${n}: ${who} scores ${n} VP, a crafted item`).click();
	const rounds = 2;
	for (let r = 0; r < rounds; r++) {
		// Ana (Marquise): buys mercenaries in the first round, spends two cards, removes two
		// Cult warriors in battle (Revenge: two acolytes), scores a removed building or an item.
		if (r === 0) await buy('Mercenaries', 2);
		await soul('mouse');
		await soul('rabbit');
		await button('+2 Revenge: two Cult warriors removed while defending').click();
		if (r === 0) await removed('Ana');
		else await item('Ana', 1);
		await button("End Ana's turn").click();
		// Ben (Cult): Birdsong, a conspiracy with the two acolytes, Score (its card to the Lost Souls).
		await button("Resolve the Cult's Birdsong").click();
		await page.getByRole('button', { name: /^Crusade \d/ }).click();
		await page.getByRole('button', { name: /^Score \d+ VP with fox/ }).click();
		await button("End Ben's turn").click();
		// Cai (Company): Birdsong, a move, a trade post (in a clearing Ana rules in the first
		// round, paid with her two funds; then in Cai's own), a card discarded.
		await button("Resolve the Company's Birdsong").click();
		await button('Move (commit 1 fund)').click();
		await page
			.getByRole('button', {
				name: new RegExp(
					`^Fox \\+\\d+: a trade post in a clearing ${r === 0 ? 'Ana' : 'Cai'} rules`
				)
			})
			.click();
		await soul('bird');
		await button("End Cai's turn").click();
		// Dev (Vagabond): buys riverboats in the second round, scores, a card to the Lost Souls.
		if (r === 1) await buy('Riverboats', 2);
		if (r === 0) await item('Dev', 2);
		else await removed('Dev');
		await soul('fox');
		await button("End Dev's turn").click();
	}
	const { taps, typed } = await readCounter(page);
	return { rounds, taps, typed };
}
