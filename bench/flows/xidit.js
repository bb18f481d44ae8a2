// Lords of Xidit, interaction budget (issue 14): a year with recruits and one Threat in at most
// 10 taps + typed fields, played the way a table does — two players recruit, one eliminates a
// Threat (units handed in, gold and a guild built), End year. `census` measures a secret
// Military Census of 4 players (budget 20: one tap per player and unit type).
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'xidit';
export const budget = { perRound: 10, census: 20 };

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

/** Types a number in a labelled counter and leaves it (one typed field). */
async function type(page, label, value) {
	const input = page.getByLabel(label, { exact: true });
	await input.fill(String(value));
	await input.press('Tab');
}

/**
 * The unit each year's players recruit (issue 14: the tally counts units per type). The player
 * of the year recruits two of one type and hands them in for the Threat; the next player keeps
 * one unit, so after four years everyone holds one unit of a different type.
 */
const YEAR_UNITS = [
	['Militia', 'Mage'],
	['Archer', 'Cleric'],
	['Infantry', 'Militia'],
	['Cleric', 'Archer']
];
/** The name each type has on the Threat form's counters. */
const FULL = {
	Militia: 'Peasant Militia',
	Archer: 'Archers',
	Infantry: 'Infantry',
	Cleric: 'Clerics',
	Mage: 'Battle Mages'
};

/** One ordinary year: two recruits, one Threat, End year. */
export async function playYear(page, year) {
	const who = NAMES[(year - 1) % NAMES.length];
	const other = NAMES[year % NAMES.length];
	const [spent, kept] = YEAR_UNITS[(year - 1) % YEAR_UNITS.length];
	await page.getByRole('button', { name: `+1 ${spent}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${spent}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${kept}: ${other} recruits` }).click();
	await page.getByRole('button', { name: `${who} eliminates a Threat` }).click();
	await type(page, `${FULL[spent]} handed in`, 2);
	await type(page, 'Gold Sovereigns received', 2);
	await type(page, 'Guild levels built', 1);
	await page.getByRole('button', { name: 'Record the Threat' }).click();
	await page
		.getByRole('region', { name: `${who} eliminates a Threat` })
		.waitFor({ state: 'detached' });
	await page.getByRole('button', { name: new RegExp(`^End year ${year}`) }).click();
	await page
		.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) })
		.or(page.getByRole('heading', { name: `Military census of year ${year}` }))
		.first()
		.waitFor();
}

/** A secret census: each player in turn taps how many of each unit type they show. */
export async function playCensus(page, year, counts) {
	const units = ['Peasant Militia', 'Archers', 'Infantry', 'Clerics', 'Battle Mages'];
	for (let u = 0; u < units.length; u++) {
		for (const [i, n] of NAMES.entries()) {
			const pick = page.getByRole('button', { name: `${n} shows ${counts[i][u]}`, exact: true });
			await pick.first().click();
		}
		if (u < units.length - 1) await page.getByText(`Now: ${units[u + 1]} (`).waitFor();
	}
	await page.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) }).waitFor();
}

export async function run({ page, base }) {
	await start(page, base);
	await resetCounter(page);
	const rounds = 3;
	for (let y = 1; y <= rounds; y++) await playYear(page, y);
	const { taps, typed } = await readCounter(page);
	return { rounds, taps, typed };
}
