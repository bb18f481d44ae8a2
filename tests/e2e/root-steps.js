// Root steps shared by the e2e test and the bench flow: the 4-seat table of both (Marquise,
// Lizard Cult, Riverfolk Company, Vagabond) and the setup choices before the first turn.
import { openOptions } from './harness.js';

/** Opens a new live game with Ana, Ben, Cai and Dev seated; the caller starts it. */
export async function seatRootTable(page, base) {
	await page.goto(`${base}/new/root?flow=live`);
	await page.getByLabel('Name of player 1').waitFor();
	for (const [i, who] of ['Ana', 'Ben', 'Cai', 'Dev'].entries()) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(who);
	}
	// The seats' factions are in the folded options of the new-game screen.
	await openOptions(page);
	const seats = ['marquise', 'lizards', 'riverfolk', 'vagabond'];
	for (const [i, faction] of seats.entries())
		await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption(faction);
}

/** The setup before the first turn: the Outcast, the Cult's start garden, the starting prices. */
export async function chooseRootSetup(page) {
	await page
		.getByRole('group', { name: 'Lizard Cult: choose the Outcast' })
		.getByRole('button', { name: 'Fox' })
		.click();
	await page
		.getByRole('group', { name: /starting clearing/ })
		.getByRole('button', { name: 'Fox' })
		.click();
	for (const s of ['Hand card', 'Riverboats', 'Mercenaries'])
		await page
			.getByRole('button', { name: `${s} price: 2` })
			.first()
			.click();
}
