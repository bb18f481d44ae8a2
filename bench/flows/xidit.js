// Lords of Xidit, interaction budget (issue 29): an ordinary year played the way a table does —
// three recruits, one Threat (units handed in, gold, guild levels in the Threat's city; the next
// Threat tile comes out with it), End year — at most 10; a census by fists (who showed most,
// the rewards' bards placed by tapping their regions) at most 8; the live final at most 10.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'xidit';
export const budget = { perRound: 10, census: 8, final: 10 };

const NAMES = ['Ana', 'Ben', 'Cai', 'Dia'];

/** New 4-player live game from the new-game screen. */
export async function start(page, base) {
	await page.goto(`${base}/new/xidit?flow=live`);
	await page.getByLabel('Name of player 1').waitFor();
	for (let i = 0; i < NAMES.length; i++) {
		if (i >= 3) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(NAMES[i]);
	}
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: /^Year 1 of 12/ }).waitFor();
}

/** Types a number in a labelled field and leaves it (one typed field). */
async function type(page, label, value) {
	const input = page.getByLabel(label, { exact: true });
	await input.fill(String(value));
	await input.press('Tab');
}

/** The units each year: the Threat's player recruits two of one type and hands them in. */
const YEAR_UNITS = [
	['Militia', 'Mage'],
	['Archer', 'Cleric'],
	['Infantry', 'Militia'],
	['Cleric', 'Archer']
];
const FULL = {
	Militia: 'Peasant Militia',
	Archer: 'Archers',
	Infantry: 'Infantry',
	Cleric: 'Clerics',
	Mage: 'Battle Mages'
};

/** One ordinary year: three recruits, one Threat with a guild in its city, End year. */
export async function playYear(page, year) {
	const who = NAMES[(year - 1) % NAMES.length];
	const other = NAMES[year % NAMES.length];
	const [spent, kept] = YEAR_UNITS[(year - 1) % YEAR_UNITS.length];
	await page.getByRole('button', { name: `+1 ${spent}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${spent}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${kept}: ${other} recruits` }).click();
	await page.getByRole('button', { name: `${who} eliminates a Threat` }).click();
	const form = page.getByRole('region', { name: `${who} eliminates a Threat` });
	await type(form, `${FULL[spent]} handed in`, 2);
	await type(form, 'Gold Sovereigns received', 2);
	await type(form, 'Guild levels built', year === 1 ? 4 : 1);
	await form.getByLabel('City of the Threat', { exact: true }).selectOption(String(year + 2));
	await form.getByRole('button', { name: 'Record the Threat' }).click();
	await form.waitFor({ state: 'detached' });
	await page.getByRole('button', { name: new RegExp(`^End year ${year}`) }).click();
	await page
		.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) })
		.or(page.getByRole('heading', { name: `Military census of year ${year}` }))
		.first()
		.waitFor();
}

/**
 * A census by fists: one tap per unit names who showed the most (nobody showed Battle Mages),
 * then the winners' bards go where they tap (Infantry 1, Clerics 2 in one region).
 */
export async function playCensus(page, year) {
	const winners = ['Ana', 'Ben', 'Cai', 'Dia', null];
	const units = ['Peasant Militia', 'Archers', 'Infantry', 'Clerics', 'Battle Mages'];
	for (let u = 0; u < units.length; u++) {
		const w = winners[u];
		await page
			.getByRole('button', { name: w ? `${w} showed the most ${units[u]}` : 'Nobody' })
			.click();
		if (u < units.length - 1)
			await page.getByText(`who showed the most ${units[u + 1]}?`).waitFor();
	}
	await page.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) }).waitFor();
	await page.getByRole('button', { name: 'Cai’s bard in Region 3' }).click();
	await page.getByRole('button', { name: 'Dia’s bard in Region 4' }).click();
	await page.getByRole('button', { name: 'Dia’s bard in Region 4' }).click();
	await page.getByText('Rewards of the year').waitFor({ state: 'detached' });
}

/** The live final straight after a census-less end: region values are set, the tally kept. */
async function playFinal(page) {
	await page.getByText(/^More: first player/).click();
	await page.getByRole('button', { name: 'Go to the final evaluation now' }).click();
	await page.getByRole('button', { name: 'Start the final evaluation' }).click();
	await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
}

export async function run({ page, base }) {
	await start(page, base);
	await resetCounter(page);
	const rounds = 4;
	for (let y = 1; y <= rounds; y++) await playYear(page, y);
	const { taps, typed } = await readCounter(page);
	await resetCounter(page);
	await playCensus(page, 4);
	const census = await readCounter(page);
	await resetCounter(page);
	await playFinal(page);
	const final = await readCounter(page);
	return {
		rounds,
		taps,
		typed,
		also: [
			{ label: 'census by fists', ...census, budget: budget.census },
			{ label: 'final (to the evaluation screen)', ...final, budget: budget.final }
		]
	};
}
