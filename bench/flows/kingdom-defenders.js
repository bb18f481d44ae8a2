// Kingdom Defenders, a typical round at a 3-player table tracked live (360×740): the new
// horde card, the King's favour (one die left out, three picks), the steps of the round,
// one failed adventure, three camp supplies, the horde movement, zone D and maintenance;
// then a quiet round (the horde advances, nobody supplies). Counted from round 2 on.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'kingdom-defenders';
// Issue #15: a typical 3-player round with a horde in at most 15 interactions.
export const budget = { perRound: 15 };

async function next(page, label) {
	await page.getByRole('button', { name: label }).click();
}

async function step(page, phase) {
	await next(page, `Next: ${phase}`);
	await page.getByRole('heading', { name: phase }).waitFor();
}

async function supply(page, slot, max, who, weapons) {
	await page.getByRole('radio', { name: `${slot} (up to ${max})` }).check();
	await page.getByRole('radio', { name: who, exact: true }).check();
	for (let i = 0; i < weapons; i++)
		await page.getByRole('button', { name: 'Increase Weapons supplied' }).click();
	await page.getByRole('button', { name: 'Supply the camp' }).click();
	await page.getByText(/^Slots already activated: /).waitFor();
}

async function favour(page) {
	await page.getByRole('heading', { name: /chooses the die not rolled/ }).waitFor();
	await page.getByRole('button', { name: 'Healing die' }).click();
	await page.getByRole('button', { name: 'Roll the others' }).click();
	for (const face of ['Strength die: 2 weapons', 'Magic die: 2 spells', 'Wealth die: 1 coin'])
		await page.getByRole('button', { name: new RegExp(`takes the ${face}$`) }).click();
	await page.getByText('Everyone has picked.').waitFor();
}

async function endOfRound(page, round) {
	await step(page, 'Zone D: turn order');
	await page.getByRole('combobox', { name: 'Gate 1' }).selectOption({ index: 3 });
	await page.getByRole('button', { name: 'Update the turn order' }).click();
	await step(page, 'Maintenance');
	await next(page, `Start round ${round + 1}`);
	await page.getByRole('heading', { name: 'New round' }).waitFor();
}

export async function run({ page, base }) {
	await page.goto(`${base}/new/kingdom-defenders?flow=live`);
	const names = ['Ana', 'Benno', 'Clara'];
	for (let i = 0; i < names.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
	}
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	// Round 1 (no horde yet) is setup, not measured.
	await next(page, 'Start the game');
	await page.getByRole('heading', { name: 'Disc placement' }).waitFor();
	for (const phase of ['Zone A: characters', 'Zone B: feats, buildings and adventures'])
		await step(page, phase);
	await step(page, 'Zone D: turn order');
	await step(page, 'Maintenance');
	await next(page, 'Start round 2');
	await page.getByRole('heading', { name: 'New round' }).waitFor();
	await resetCounter(page);

	// Round 2: the horde activates (the card is read off the table).
	for (let i = 0; i < 4; i++)
		await page.getByRole('button', { name: 'Increase Weapons required' }).click();
	for (let i = 0; i < 3; i++)
		await page.getByRole('button', { name: 'Increase Spells required' }).click();
	await page.getByRole('radio', { name: '3' }).check();
	const siege = page.getByRole('textbox', { name: 'Fame lost in a siege' });
	await siege.fill('15');
	await siege.press('Enter');
	await page.getByRole('button', { name: 'Put this horde in play' }).click();
	await step(page, 'The King’s favour');
	await favour(page);
	for (const phase of [
		'Disc placement',
		'Zone A: characters',
		'Zone B: feats, buildings and adventures'
	])
		await step(page, phase);
	await page.getByRole('button', { name: 'Ana: adventure failed, −2 fame' }).click();
	await step(page, 'Zone C: camps');
	await supply(page, 1, 1, 'Ana', 1);
	await supply(page, 2, 1, 'Benno', 1);
	await supply(page, 4, 3, 'Clara', 2);
	await step(page, 'Horde movement');
	await page.getByRole('button', { name: 'Apply the horde movement' }).click();
	await endOfRound(page, 2);

	// Round 3: a quiet round (nobody supplies, the horde advances).
	await step(page, 'The King’s favour');
	await favour(page);
	for (const phase of [
		'Disc placement',
		'Zone A: characters',
		'Zone B: feats, buildings and adventures',
		'Zone C: camps',
		'Horde movement'
	])
		await step(page, phase);
	await page.getByRole('button', { name: 'Apply the horde movement' }).click();
	await endOfRound(page, 3);

	const { taps, typed } = await readCounter(page);
	return { rounds: 2, taps, typed };
}
