// Kingdom Defenders: the whole game the table audit played (4 players, standard, resources not
// tracked, one phone, 360×740), step by step as its report lists it:
// - setup: four names, Start, Start the game;
// - r1: an adventure, then two gates;
// - r2: the horde card (6⚔ 4✦, speed 2), the four favour dice, a feat with the red die, a failed
//   adventure, an adventure typed with 40 fame by mistake, undone and typed again as 4, four camp
//   supplies (the horde advances);
// - r3: two adventures, three supplies and an empty disc, a victory with its choices, a new card
//   (8⚔ 5✦, speed 1), a forgotten adventure entered late in zone D, a gate;
// - r4: an adventure half-typed when the page reloads, then recorded, a failed adventure, four
//   supplies, the siege fame typed (15; «Apply» is disabled while it is blank), the siege's choices, the
//   special horde «4» with its rows;
// - r5: a feat with a random reward, an adventure with loot and two relics, four supplies;
// - r6: two adventures, four supplies, a victory, the end of the game;
// - the final: two multipliers, three reward-tile relics, four destiny cards, a reload in the
//   middle; then «Correct this game», one loot more, and the correction finished.
// Round 5 is the audit's typical round (its budget verdict): it is the per-round figure; every
// other round, the final (≤ 3 per player) and the correction are reported beside it.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'kingdom-defenders';
// A typical round with a horde in at most 14 interactions (3 players: 3 dice and 3
// supplies; the audit's round 5 has 4 of each and a feat); the final at most 3 per player.
export const budget = { perRound: 14, finalPerPlayer: 3 };

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dani'];
/** Reloads the page as a locked phone or a discarded tab does (set in `run`: it keeps the counts). */
let reloadPage;
const heading = (page, name) => page.getByRole('heading', { name }).first().waitFor();
const tap = (scope, name) => scope.getByRole('button', { name, exact: true }).click();
const ZONE_B = 'Zone B: feats, buildings and adventures';

/** Types a number into a field, as a person does (then leaves the field). */
async function type(scope, label, value) {
	const box = scope.getByRole('textbox', { name: label, exact: true });
	await box.fill(String(value));
	await box.blur();
}

/**
 * The King's favour, resources not tracked: the table's dice are as they always were here (in
 * favour order: 1 weapon, 1 spell, 1 loot, heals 1 wound). Only what the app keeps is chosen,
 * from the list that names the step (grouped by player in favour order): the loot (on zone
 * D's screen when it starts the round, `started`), the heal when that player has a wound to
 * heal. The weapon and spell are recorded by the round's first zone B entry (its cards are on
 * the same screen).
 */
const favourRows = (page) =>
	page.getByRole('list', { name: /^Least fame picks first/ }).getByRole('listitem');
const LOOT = /takes the Wealth die: 1 loot$/;
/** Chooses a face from the favour's list, in a player's group; false when it is not offered. */
async function choose(page, group, face) {
	const list = page.getByRole('combobox', { name: 'Who took a level, loot or a heal?' });
	await list.waitFor();
	const option = group(list.locator('optgroup')).locator('option').filter({ hasText: face });
	if (!(await option.count())) return false;
	const value = await option.getAttribute('value');
	await list.selectOption(value);
	await list.locator(`option[value="${value}"]`).waitFor({ state: 'detached' });
	return true;
}
async function favour(page, { started = false } = {}) {
	await heading(page, 'The King’s favour');
	// The first two pickers always have a level to offer: the loot's picker is the third group,
	// the heal's the last.
	if (!started) await choose(page, (g) => g.nth(2), LOOT);
	await choose(page, (g) => g.last(), /takes the Healing die: heals 1 wound$/);
	await heading(page, ZONE_B);
}

const card = (page, player) => page.getByRole('article', { name: player });

/** An adventure: open, the numbers typed, the relics tapped, recorded. */
async function adventure(page, player, { fame, loot = 0, relics = [], late = false, reload }) {
	const c = card(page, player);
	await c.getByText(late ? 'Adventure (late)…' : 'Adventure…', { exact: true }).click();
	await type(c, 'Fame gained', fame);
	if (loot) await type(c, 'Loot gained', loot);
	for (const r of relics) await c.getByRole('button', { name: new RegExp(`^${r}: `) }).click();
	if (reload) await reload();
	await tap(card(page, player), `Record ${player}’s adventure`);
	await c
		.getByRole('button', { name: `Record ${player}’s adventure` })
		.waitFor({ state: 'detached' });
}

/** Zone C: each supply is one tap on the first player offered that brings what is asked. */
async function supplies(page, asks) {
	await heading(page, 'Zone C: camps');
	for (const ask of asks) {
		const choice = page.getByRole('button', { name: new RegExp(`, slot \\d: ${ask}`) }).first();
		const label = await choice.textContent();
		await choice.click();
		await page
			.getByRole('button', { name: label.trim(), exact: true })
			.waitFor({ state: 'detached' });
	}
}

/** The horde movement's choices: the first option of each question, then its own Apply. */
async function hordeChoices(page) {
	await heading(page, 'Horde movement');
	// The step's panel is loaded with its heading shown: its own confirm says it is in.
	await page.getByRole('button', { name: 'Apply the horde movement' }).waitFor();
	const sets = page.locator('fieldset:has(input[type=radio])');
	for (let i = 0; i < (await sets.count()); i++)
		await sets.nth(i).locator('input[type=radio]:not(:disabled)').first().check();
	await tap(page, 'Apply the horde movement');
}

/** A horde card: its two counts typed, one tap on its speed (special cards: their rows too). */
async function hordeCard(page, weapons, spells, speed) {
	await page.getByRole('textbox', { name: 'Weapons required', exact: true }).waitFor();
	await type(page, 'Weapons required', weapons);
	await type(page, 'Spells required', spells);
	await tap(page, `Speed ${speed}: put this horde in play`);
}

const startRound = async (page, n) => {
	await tap(page, `Start round ${n}`);
	await heading(page, 'The King’s favour');
};
/** Zone D: the next round's first pick the app keeps (the loot) starts the round with the gates. */
const startWithPick = async (page, n) => {
	await heading(page, new RegExp(`^Round ${n} starts with a favour pick`));
	await favourRows(page).nth(2).getByRole('button', { name: LOOT }).click();
	await heading(page, 'The King’s favour');
};
const next = (page, step) => tap(page, `Next: ${step}`);

export async function run({ page, base }) {
	const counts = [];
	// A reload starts the page's counters again: what was counted before it is carried over,
	// and the taps seen at a glance are handed over first (as bench/interactions.js reads them).
	let carried = { taps: 0, typed: 0 };
	const read = async () => {
		const c = await readCounter(page);
		return { taps: c.taps + carried.taps, typed: c.typed + carried.typed };
	};
	const mark = async (label) => {
		counts.push({ ...(await read()), label });
		carried = { taps: 0, typed: 0 };
		await resetCounter(page);
	};
	reloadPage = async () => {
		await page.waitForTimeout(400);
		carried = await read();
		await page.evaluate(() => {
			const g = window.__glance;
			// Not counted at a glance (the bench's cold deep link only replays the flow).
			if (!g) return;
			window.__glanceFlush({ taps: g.taps.splice(0), durations: [...g.durations.values()] });
			g.durations.clear();
		});
		await page.reload();
	};
	await page.goto(`${base}/new/kingdom-defenders?flow=live`);
	for (let i = 0; i < NAMES.length; i++) {
		const field = page.getByLabel(`Name of player ${i + 1}`);
		if (!(await field.count())) await page.getByRole('button', { name: 'Add player' }).click();
		await field.fill(NAMES[i]);
	}
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	await tap(page, 'Start the game');
	await heading(page, ZONE_B);
	await mark('setup');

	// Round 1: an adventure, then two gates.
	await adventure(page, 'Cleo', { fame: 3 });
	await next(page, 'Zone D: turn order');
	await heading(page, 'Zone D: turn order');
	await tap(page, 'Ben on gate 1');
	await tap(page, 'Dani on gate 2');
	await startRound(page, 2);
	await mark('round 1');

	// Round 2.
	await hordeCard(page, 6, 4, 2);
	await favour(page);
	const ben = card(page, 'Ben');
	await ben.getByText('Feat…', { exact: true }).click();
	await tap(ben, 'Face-up reward + red die');
	await ben
		.getByRole('button', { name: /^Ben’s feat: / })
		.first()
		.click();
	await tap(page, 'Dani: adventure failed, −2 fame');
	await adventure(page, 'Ana', { fame: 40 });
	await page.getByRole('button', { name: /^Undo: Ana completes an adventure/ }).click();
	await adventure(page, 'Ana', { fame: 4, relics: ['Trophies'] });
	await next(page, 'Zone C: camps');
	await supplies(page, [
		'1 weapon and 0 spells',
		'0 weapons and 1 spell',
		'1 weapon and 1 spell',
		'2 weapons and 0 spells'
	]);
	await heading(page, 'Zone D: turn order');
	await startWithPick(page, 3);
	await mark('round 2');

	// Round 3: a victory, a new card, a late adventure.
	await favour(page, { started: true });
	await adventure(page, 'Ben', { fame: 5, relics: ['Runes shape 1'] });
	await adventure(page, 'Cleo', { fame: 3 });
	await next(page, 'Zone C: camps');
	await supplies(page, [
		'1 weapon and 0 spells',
		'0 weapons and 1 spell',
		'1 weapon and 1 spell',
		'0 weapons and 0 spells'
	]);
	await hordeChoices(page);
	// The card's speed goes on to zone D (nothing else is recorded on the horde's step).
	await hordeCard(page, 8, 5, 1);
	await heading(page, 'Zone D: turn order');
	await tap(page, 'Record late or correct (adventures, feats, relics)');
	await adventure(page, 'Ana', { fame: 3, late: true });
	await tap(page, 'Cleo on gate 1');
	await startWithPick(page, 4);
	await mark('round 3');

	// Round 4: a reload in the middle of an adventure; a siege; the special horde «4».
	await favour(page, { started: true });
	await adventure(page, 'Dani', {
		fame: 6,
		loot: 1,
		reload: async () => {
			await reloadPage();
			await heading(page, ZONE_B);
		}
	});
	await tap(page, 'Ben: adventure failed, −2 fame');
	await next(page, 'Zone C: camps');
	await supplies(page, [
		'1 weapon and 0 spells',
		'0 weapons and 1 spell',
		'1 weapon and 1 spell',
		'2 weapons and 0 spells'
	]);
	// The siege waits for its fame: «Apply» stays disabled, its reason beside it, until it is typed.
	await heading(page, 'Horde movement');
	await page
		.getByRole('button', { name: 'Apply the horde movement' })
		.and(page.locator(':disabled'))
		.waitFor();
	await type(page, 'Siege fame printed on the card (type it, even 0)', 15);
	await hordeChoices(page);
	await hordeCard(page, 7, 4, 2);
	await startWithPick(page, 5);
	await mark('round 4');

	// Round 5: the audit's typical round.
	await favour(page, { started: true });
	const cleo = card(page, 'Cleo');
	await cleo.getByText('Feat…', { exact: true }).click();
	await tap(cleo, 'Random reward + 1 coin');
	await adventure(page, 'Ana', { fame: 5, loot: 1, relics: ['Legendary Weapons', 'Orbs'] });
	await next(page, 'Zone C: camps');
	await supplies(page, [
		'1 weapon and 0 spells',
		'0 weapons and 1 spell',
		'1 weapon and 1 spell',
		'2 weapons and 0 spells'
	]);
	await heading(page, 'Zone D: turn order');
	await startWithPick(page, 6);
	await mark('round 5');

	// Round 6: a victory, the end.
	await favour(page, { started: true });
	await adventure(page, 'Ben', { fame: 4 });
	await adventure(page, 'Dani', { fame: 3 });
	await next(page, 'Zone C: camps');
	await supplies(page, [
		'1 weapon and 0 spells',
		'0 weapons and 1 spell',
		'1 weapon and 1 spell',
		'1 weapon and 0 spells'
	]);
	await hordeChoices(page);
	await page.getByRole('button', { name: /^End the game/ }).click();
	await page.getByRole('button', { name: 'Work out the final fame' }).waitFor();
	await mark('round 6');

	// The final: multipliers, reward-tile relics, destinies, a reload in the middle.
	await type(page, 'Strength multiplier (Ana)', 3);
	await type(page, 'Magic multiplier (Ana)', 2);
	// A reward tile's relic: one choice in its player's list.
	const relic = (player, field) =>
		page
			.getByRole('combobox', { name: `A relic from ${player}’s reward tiles` })
			.selectOption(field);
	await relic('Ben', 'trophies');
	await relic('Cleo', 'rune2');
	await relic('Cleo', 'orbs');
	await reloadPage();
	await page.getByRole('button', { name: 'Work out the final fame' }).waitFor();
	const destiny = [
		'Destiny: 1 point per legendary weapon',
		'Destiny: 1 point per trophy',
		'No destiny card',
		'Destiny: 1 point per trophy'
	];
	for (let i = 0; i < NAMES.length; i++)
		await page.getByLabel(`Destiny card of ${NAMES[i]}`).selectOption({ label: destiny[i] });
	await tap(page, 'Work out the final fame');
	await heading(page, 'Final fame');
	await mark('final');

	// After the end: one loot more for Dani, re-scored.
	await tap(page, 'Correct this game');
	await page.getByText('Record late or correct (adventures, feats, relics)').click();
	const dani = card(page, 'Dani');
	await dani.getByText('Corrections', { exact: true }).click();
	await dani.getByRole('button', { name: /^Increase Loot/ }).click();
	await tap(page, 'Done correcting');
	await page.getByRole('button', { name: 'Correct this game' }).waitFor();
	await mark('correction');

	const of = (label) => counts.find((c) => c.label === label);
	const typical = of('round 5');
	const final = of('final');
	return {
		rounds: 1,
		taps: typical.taps,
		typed: typical.typed,
		also: [
			...['setup', 'round 1', 'round 2', 'round 3', 'round 4', 'round 6'].map((l) => ({
				...of(l),
				label: `the audit's ${l}`,
				budget: l === 'setup' ? 8 : budget.perRound
			})),
			{
				label: `the final of a game tracked live (${NAMES.length} players)`,
				taps: final.taps,
				typed: final.typed,
				budget: budget.finalPerPlayer * NAMES.length
			},
			{ ...of('correction'), label: 'a correction after the end (one loot more)', budget: 5 }
		]
	};
}
