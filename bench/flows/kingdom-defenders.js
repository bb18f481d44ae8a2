// Kingdom Defenders, a typical round at a 3-player table tracked live (360×740), as issue #15
// defines it: the new horde card (read off the table), the King's favour (one die left out,
// three picks), one failed adventure, three camp supplies (slots 1, 2 and 4), the horde
// movement, a gate taken in zone D and the start of the next round. Then a quiet round
// (nobody supplies, no adventure, nobody on the gates), measured on its own.
// The budget is checked against the typical round alone (`rounds: 1`); the quiet round is
// reported beside it (`also`), against its own budget.
// Then the final of a whole game tracked live: a 3-player family game on a board whose level
// tracks the table entered once, with an adventure (levels and relics) and a feat (a reward
// tile) along the way; measured from the end of the game to the scored result.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'kingdom-defenders';
// Issue #30: a typical 3-player round with a horde in at most 14 interactions; a quiet one in 4.
// The final of a game tracked live: at most 3 interactions per player.
export const budget = { perRound: 14, quiet: 4, finalPerPlayer: 3 };

const heading = (page, name) => page.getByRole('heading', { name }).waitFor();
const tap = (scope, name) => scope.getByRole('button', { name, exact: true }).click();

/** The King's favour: one tap per pick (the picks say which die was left out; the last goes on). */
async function favour(page) {
	await heading(page, /picks: tap the die and its result$/);
	for (const face of ['Strength die: 2 weapons', 'Magic die: 2 spells', 'Wealth die: 1 coin']) {
		const pick = page.getByRole('button', { name: new RegExp(`takes the ${face}$`) });
		await pick.click();
		// The die taken leaves the list: the next pick is the next player's.
		if (!face.startsWith('Wealth')) await pick.waitFor({ state: 'detached' });
	}
	await heading(page, 'Zone B: feats, buildings and adventures');
}

/** Types a number into a counter's field, as a person does (then leaves the field). */
async function type(scope, label, value) {
	const box = scope.getByRole('textbox', { name: label });
	await box.fill(String(value));
	await box.blur();
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
	await tap(page, 'Start the game');
	await heading(page, 'Zone B: feats, buildings and adventures');
	await tap(page, 'Next: Zone D: turn order');
	await heading(page, 'Zone D: turn order');
	await tap(page, 'Start round 2');
	await heading(page, 'The King’s favour');
	await resetCounter(page);

	// Round 2: the horde activates (4 weapons, 3 spells, speed 3).
	await type(page, 'Weapons required', 4);
	await type(page, 'Spells required', 3);
	await tap(page, 'Speed 3: put this horde in play');
	await page.getByText('3 spaces from the wall').waitFor();
	await favour(page);
	await tap(page, 'Ana: adventure failed, −2 fame');
	await tap(page, 'Next: Zone C: camps');
	await heading(page, 'Zone C: camps');
	await tap(page, 'Ana, slot 1: 1 weapon and 0 spells (1 fame)');
	await page.getByRole('heading', { name: /^Slot 2:/ }).waitFor();
	await tap(page, 'Benno, slot 2: 1 weapon and 0 spells (1 fame)');
	await page.getByRole('heading', { name: /^Slot 3:/ }).waitFor();
	await page.getByRole('radio', { name: '4 (up to 3)' }).check();
	// The last supply ends zone C; the horde, short of 2 weapons and 3 spells, advances.
	await tap(page, 'Clara, slot 4: 2 weapons and 0 spells (2 fame)');
	await heading(page, 'Zone D: turn order');
	await tap(page, 'Clara on gate 1');
	await tap(page, 'Start round 3');
	await heading(page, 'The King’s favour');
	const typical = await readCounter(page);
	await resetCounter(page);

	// Round 3: a quiet round (nobody supplies, the horde advances, nobody on the gates): after
	// the favour, one tap in zone B goes through to the next round.
	await favour(page);
	await tap(page, 'Nothing more this round (no camp supplied, nobody on the gates) → round 4');
	await heading(page, 'The King’s favour');
	const quiet = await readCounter(page);

	const final = await finalOfALiveGame(page, base);
	return {
		rounds: 1,
		taps: typical.taps,
		typed: typical.typed,
		also: [
			{ label: 'a quiet round', ...quiet, budget: budget.quiet },
			{
				label: `the final of a game tracked live (${final.players} players)`,
				taps: final.taps,
				typed: final.typed,
				budget: budget.finalPerPlayer * final.players
			}
		]
	};
}

/** The board's level tracks as this table's board prints them (an example board). */
const TRACKS = {
	strength: ['Nothing', '×2', 'Weapon resource', 'Level tile +1', '×3'],
	magic: ['×2', 'Spell resource', 'Level tile +1', 'Potion', '×4']
};

async function finalOfALiveGame(page, base) {
	await page.goto(`${base}/new/kingdom-defenders?flow=live`);
	// The new game starts from the last table's players (Ana, Benno, Clara): nothing to type.
	const names = ['Ana', 'Benno', 'Clara'];
	const seats = [];
	for (let i = 0; i < names.length; i++)
		seats.push(await page.getByLabel(`Name of player ${i + 1}`).inputValue());
	if (seats.toSorted().join() !== names.join()) throw new Error(`the seats are ${seats}`);
	// The options fold on the new-game screen (not measured: before the end of the game).
	// (the options' own folds hold summaries too: the outer one is opened).
	const fold = page.locator('details.options');
	if (!(await fold.evaluate((d) => d.open))) await fold.locator(':scope > summary').click();
	await page.getByRole('radio', { name: /^Family variant/ }).check();
	await page.getByText(/^The board's level tracks/).click();
	for (const [track, spaces] of Object.entries(TRACKS)) {
		await type(page, `Spaces on the ${track} track`, spaces.length);
		const group = page.getByRole('group', {
			name: track === 'strength' ? 'Strength level' : 'Magic level'
		});
		for (let i = 0; i < spaces.length; i++)
			await group.getByLabel(`Space ${i + 1}`, { exact: true }).selectOption({ label: spaces[i] });
	}
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	await tap(page, 'Start the game');
	await heading(page, 'Zone B: feats, buildings and adventures');
	// Ana wins an adventure: 2 strength levels (×2 reached, a weapon), 2 legendary weapons, a rune.
	const ana = page.getByRole('article', { name: 'Ana' });
	await ana.getByText('Adventure…', { exact: true }).click();
	await type(ana, 'Strength levels', 2);
	await ana.getByRole('button', { name: /^Legendary Weapons: / }).click();
	await ana.getByRole('button', { name: /^Legendary Weapons: / }).click();
	await ana.getByRole('button', { name: /^Runes shape 1: / }).click();
	await tap(ana, 'Record Ana’s adventure');
	// Benno completes a feat and takes a random reward tile (its relic stays hidden).
	const benno = page.getByRole('article', { name: 'Benno' });
	await benno.getByText('Feat…', { exact: true }).click();
	await tap(benno, 'Random reward + 1 coin');
	for (let round = 2; round <= 5; round++) {
		await page.getByRole('button', { name: /^Nothing more this round/ }).click();
		await heading(page, 'The King’s favour');
		await favour(page);
	}
	// The last round: nothing more after zone B; zone D (nobody on the gates) ends the game.
	await tap(page, 'Next: Zone D: turn order');
	await page.getByRole('button', { name: /^End the game/ }).click();
	await page.getByRole('button', { name: 'Work out the final fame' }).waitFor();
	await resetCounter(page);

	// The final: each player shows their destiny card; Benno's reward tile hides a trophy.
	const destiny = [
		'Destiny: 1 point per legendary weapon',
		'Destiny: 1 point per trophy',
		'No destiny card'
	];
	for (let i = 0; i < names.length; i++)
		await page.getByLabel(`Destiny card of ${names[i]}`).selectOption({ label: destiny[i] });
	await tap(page, 'Trophies: 0 (Benno)');
	await tap(page, 'Work out the final fame');
	await heading(page, 'Final fame');
	return { players: names.length, ...(await readCounter(page)) };
}
