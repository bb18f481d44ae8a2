// Lords of Xidit, interaction budget: the years, the census and the final as the table audit
// played them. An ordinary year: three recruits, one Threat (two unit types handed in, gold,
// guild levels in the Threat's city; its tile is discarded and the next Threat tile comes out,
// Phase Three), End year in the Threat's own tap (the year's last order) — at most 10, with 4
// players and with 3 players and the ghost (whose track the Threat's player picks), at a tile
// this phone has seen and at its first sight. A census by fists with a tie (who showed most,
// the tied order, the rewards' bards placed by tapping their regions) at most 8; the live final (the
// Bastion's hidden bards revealed, a player's gold checked behind the screen and corrected, the
// three evaluations run, the winner shown) at most 10.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'xidit';
export const budget = { perRound: 10, census: 8, final: 10 };

const NAMES = ['Ana', 'Ben', 'Cai', 'Dia'];
/** The 3-player table: the ghost plays the fourth seat (Reglamento p.17). */
const NAMES3 = ['Ana', 'Ben', 'Cai'];

/**
 * The region values printed on the board's tokens (8 / 4 here; the Empty tokens on regions 1
 * and 2 with four players), as this phone remembers them from the table's earlier game: what
 * the app's table memory recalls on the new-game screen (read from its older, localStorage
 * place and moved to IndexedDB by the app itself).
 */
const REMEMBERED_REGIONS = [1, 2, 3, 4, 5, 6, 7, 8]
	.map((n) => `region${n}`)
	.concat('bastion')
	.map((id) => ({
		id,
		label: '',
		first: 8,
		second: 4,
		mark: id === 'region1' ? 1 : id === 'region2' ? 2 : 0
	}));

/** New live game from the new-game screen (the board's region values remembered). */
export async function start(page, base, names = NAMES) {
	await page.goto(`${base}/`);
	await page.evaluate(
		(regions) => localStorage.setItem('tablemate.xidit.regions', JSON.stringify(regions)),
		REMEMBERED_REGIONS
	);
	await page.goto(`${base}/new/xidit?flow=live`);
	await page.getByLabel('Name of player 1').waitFor();
	await page.getByText(/9 regions/).waitFor({ state: 'attached' });
	for (let i = 0; i < names.length; i++) {
		// The new-game screen starts from the last table: a seat is added only when missing.
		if (i >= 3 && (await page.getByLabel(`Name of player ${i + 1}`).count()) === 0)
			await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
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

/** The units each year: the Threat's player recruits one of each type it hands in. */
const YEAR_UNITS = [
	['Militia', 'Archer', 'Mage'],
	['Archer', 'Infantry', 'Cleric'],
	['Infantry', 'Cleric', 'Militia'],
	['Cleric', 'Militia', 'Archer']
];
const FULL = {
	Militia: 'Peasant Militia',
	Archer: 'Archers',
	Infantry: 'Infantry',
	Cleric: 'Clerics',
	Mage: 'Battle Mages'
};
const GHOST_TRACKS = ['Wealth', 'Influence', 'Reputation'];

/** The units of the five types, in the order the bench's tiles cycle through them. */
const UNIT_CYCLE = ['Militia', 'Archer', 'Infantry', 'Cleric', 'Mage'];
const UNIT_KEY = {
	Militia: 'militia',
	Archer: 'archers',
	Infantry: 'infantry',
	Cleric: 'clerics',
	Mage: 'mages'
};
/**
 * What a city's Threat tile asks for in this bench (the printed values are the table's own:
 * two units of two types here), the same every time the tile comes out (Reglamento p.9).
 */
const tileAsks = (city) => [UNIT_CYCLE[city % 5], UNIT_CYCLE[(city + 2) % 5]];

/**
 * A phone that has seen every Threat tile in the table's earlier games: each city's tile units
 * stored where the app keeps the table's memory (IndexedDB `memory`, as a backup would restore).
 * `{}`: a phone that has seen none.
 */
export async function rememberTiles(
	page,
	value = Object.fromEntries(
		Array.from({ length: 21 }, (_, i) => {
			const [a, b] = tileAsks(i + 1);
			return [i + 1, { [UNIT_KEY[a]]: 1, [UNIT_KEY[b]]: 1 }];
		})
	)
) {
	await page.evaluate(async (v) => {
		const db = await new Promise((ok, ko) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => ok(r.result);
			r.onerror = () => ko(r.error);
		});
		await new Promise((ok, ko) => {
			const tx = db.transaction('memory', 'readwrite');
			tx.objectStore('memory').put({ gameId: 'xidit', key: 'threatUnits', value: v, updatedAt: 0 });
			tx.oncomplete = ok;
			tx.onerror = () => ko(tx.error);
		});
		db.close();
	}, value);
}

/**
 * The cities showing a Threat tile, as the table sees them on its board: read from the Threat
 * form opened and closed by script (no tap of the table's, so not counted).
 */
async function threatCitiesOnBoard(page, who) {
	await page.getByRole('button', { name: `${who} eliminates a Threat` }).evaluate((b) => b.click());
	const form = page.getByRole('region', { name: `${who} eliminates a Threat` });
	const cities = await form
		.getByRole('radiogroup', { name: 'City of the Threat' })
		.evaluate((el) => [...el.querySelectorAll('input')].map((i) => Number(i.value)));
	await form.getByRole('button', { name: 'Cancel' }).evaluate((b) => b.click());
	await form.waitFor({ state: 'detached' });
	return cities;
}

/**
 * One ordinary year: three recruits, one Threat (two unit types handed in, gold, guild levels
 * in its city and, with the ghost, the ghost's track the player picks), End year in the same tap
 * as the Threat (the year's last order).
 * `tiles`: the phone remembers the Threat tiles (rememberTiles): the Threat's player stands on a
 * Threat tile, recruits what it asks and taps its city first; the units come from the memory.
 * Without it, the units are typed before the city (a tile this phone has not seen).
 */
export async function playYear(page, year, names = NAMES, { types = 2, tiles = false } = {}) {
	const who = names[(year - 1) % names.length];
	const other = names[year % names.length];
	let [a, second, kept] = YEAR_UNITS[(year - 1) % YEAR_UNITS.length];
	let tileCity = null;
	if (tiles) {
		const onBoard = await threatCitiesOnBoard(page, who);
		tileCity = onBoard[year % onBoard.length];
		[a, second] = tileAsks(tileCity);
		kept = UNIT_CYCLE.find((u) => u !== a && u !== second);
	}
	// `types: 1`: a Threat that asks two units of one type (one field handed in, not two).
	const b = types === 1 ? a : second;
	await page.getByRole('button', { name: `+1 ${a}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${b}: ${who} recruits` }).click();
	await page.getByRole('button', { name: `+1 ${kept}: ${other} recruits` }).click();
	await page.getByRole('button', { name: `${who} eliminates a Threat` }).click();
	const form = page.getByRole('region', { name: `${who} eliminates a Threat` });
	const city = form.getByRole('radiogroup', { name: 'City of the Threat' });
	if (tiles) {
		await city.locator(`input[value="${tileCity}"]`).click();
		// The tile's units, as the phone remembers them, fill the fields: the table checks them.
		await form.getByText(`Units as tile ${tileCity} asked for last time`).waitFor();
	} else if (types === 1) await type(form, `${FULL[a]} handed in`, 2);
	else {
		await type(form, `${FULL[a]} handed in`, 1);
		await type(form, `${FULL[b]} handed in`, 1);
	}
	await type(form, 'Gold Sovereigns received', 2);
	await type(form, 'Guild levels built', year === 1 ? 4 : 1);
	if (!tiles) {
		// The Threat's city: one with a Threat tile on the board (its tile is discarded, p.10).
		const onBoard = await city.evaluate((el) =>
			[...el.querySelectorAll('input')].filter((i) => !i.disabled).map((i) => i.value)
		);
		await city.locator(`input[value="${onBoard[year % onBoard.length]}"]`).click();
	}
	// The Threat is the year's last order, so the tap that records it ends the year (Reglamento
	// p.13); with the ghost that tap is also the ghost's track the player raises (p.17).
	const census = year % 4 === 0;
	const end = `end year ${year}${census ? (names.length === 3 ? ' (military census)' : ': military census') : ''}`;
	const record =
		names.length === 3
			? `Record the Threat and ${end}; the ghost’s ${GHOST_TRACKS[year % 3]} rises`
			: `Record the Threat and ${end}`;
	await form.getByRole('button', { name: record, exact: true }).click();
	await form.waitFor({ state: 'detached' });
	await page
		.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) })
		.or(page.getByRole('heading', { name: `Military census of year ${year}` }))
		.first()
		.waitFor();
}

/**
 * A census by fists: one tap per unit names who showed the most, Archers tied by Ben and Cai
 * (both paid, Reglamento p.13), nobody showed Battle Mages.
 */
export async function playCensus(page) {
	const winners = ['Ana', ['Ben', 'Cai'], 'Cai', 'Dia', null];
	const units = ['Peasant Militia', 'Archers', 'Infantry', 'Clerics', 'Battle Mages'];
	for (let u = 0; u < units.length; u++) {
		const w = winners[u];
		if (Array.isArray(w)) {
			await page.getByRole('button', { name: 'A tie…' }).click();
			for (const p of w) await page.getByRole('button', { name: `${p} ties` }).click();
			await page.getByRole('button', { name: `Record the tie (${w.length})` }).click();
		} else
			await page
				.getByRole('button', { name: w ? `${w} showed the most ${units[u]}` : 'Nobody' })
				.click();
		if (u < units.length - 1)
			await page.getByText(`who showed the most ${units[u + 1]}?`).waitFor();
	}
}

/** The census rewards: the winners' bards go where they tap (Infantry 1, Clerics 2). */
export async function placeRewards(page, year) {
	await page.getByRole('heading', { name: new RegExp(`^Year ${year + 1} of 12`) }).waitFor();
	await page.getByRole('button', { name: 'Cai’s bard in Region 3' }).click();
	await page.getByRole('button', { name: 'Dia’s bard in Region 4' }).click();
	await page.getByRole('button', { name: 'Dia’s bard in Region 4' }).click();
	await page.getByText('Rewards of the year').waitFor({ state: 'detached' });
}

/**
 * The table decides to end here (the final after the last census is the same screen): the
 * shortcut in «More» is not part of the final's count.
 */
async function reachFinal(page) {
	await page.getByText(/^More: first player/).click();
	await page.getByRole('button', { name: 'Go to the final evaluation now' }).click();
	await page.getByRole('button', { name: 'Start the final evaluation' }).click();
	await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
}

/**
 * The live final as a table plays it: the first player and the region values are already
 * right; the bards on the board come from the year's taps, and the table walks the regions in
 * play one by one against the board (the first tapped on the map, then «Next region»), the
 * Bastion last with its hidden bards revealed (Ben's count); every player's gold, guilds and
 * units come from the tally, one player's gold is corrected from behind the screen; the
 * evaluations run.
 */
async function playFinal(page) {
	// Regions 1 and 2 carry the Empty tokens with four players: Region 3 is the first in play.
	await page.getByRole('button', { name: /^Region 3: values 8 \/ 4/ }).click();
	// The region the counters are for: «Region 3 (1 of 7)».
	const step = page.locator('#xb-region');
	for (let walked = 0; walked < 12; walked++) {
		const [, n, of] = (await step.textContent()).match(/\((\d+) of (\d+)\)$/);
		if (n === of) break;
		await page.getByRole('button', { name: 'Next region' }).click();
		await page.getByText(new RegExp(`\\(${Number(n) + 1} of ${of}\\)$`)).waitFor();
	}
	await page.getByText(/^Central Region \(Bastion\) \(\d of \d\)/).waitFor();
	await type(page, 'Ben: bards in Central Region (Bastion)', 2);
	await type(page, 'Dia: Gold Sovereigns', 9);
	await page.getByRole('button', { name: 'Run the three evaluations' }).click();
	await page
		.getByRole('heading', { name: /Saviour of the Kingdom|nobody/i })
		.first()
		.waitFor();
}

export async function run({ page, base }) {
	// A Threat tile's first sight: a phone that has never seen the tile, so its units are typed.
	await start(page, base, NAMES3);
	await resetCounter(page);
	await playYear(page, 1, NAMES3);
	const firstSightGhost = await readCounter(page);
	// 3 players and the ghost: three ordinary years, the ghost's track picked in each Threat.
	await start(page, base, NAMES3);
	await rememberTiles(page);
	await resetCounter(page);
	for (let y = 1; y <= 3; y++) await playYear(page, y, NAMES3, { tiles: true });
	const ghost = await readCounter(page);
	// 4 players, a phone that has never seen the tile (the memory above forgotten).
	await start(page, base);
	await rememberTiles(page, {});
	await resetCounter(page);
	await playYear(page, 1, NAMES);
	const firstSight = await readCounter(page);
	// 4 players: four years, the census by fists, the final.
	await start(page, base);
	await rememberTiles(page);
	await resetCounter(page);
	const rounds = 4;
	for (let y = 1; y <= rounds; y++) await playYear(page, y, NAMES, { tiles: true });
	const { taps, typed } = await readCounter(page);
	await resetCounter(page);
	await playCensus(page);
	const census = await readCounter(page);
	await resetCounter(page);
	await placeRewards(page, 4);
	const rewards = await readCounter(page);
	await reachFinal(page);
	await resetCounter(page);
	await playFinal(page);
	const final = await readCounter(page);
	return {
		rounds,
		taps,
		typed,
		also: [
			{
				label: 'a year with 3 players and the ghost (per year, over 3)',
				taps: ghost.taps / 3,
				typed: ghost.typed / 3,
				budget: budget.perRound
			},
			{
				label: 'a year at a Threat tile’s first sight (4 players)',
				...firstSight,
				budget: budget.perRound
			},
			{
				label: 'a year at a Threat tile’s first sight (3 players and the ghost)',
				...firstSightGhost,
				budget: budget.perRound
			},
			{ label: 'census by fists (Archers tied)', ...census, budget: budget.census },
			{ label: 'census rewards (3 bards, a tap each)', ...rewards, budget: 3 },
			{
				label: 'live final (regions walked, Bastion revealed, a gold corrected, run)',
				...final,
				budget: budget.final
			}
		]
	};
}
