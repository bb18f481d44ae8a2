// Lancaster, a typical 3-player round as the table audit played it (shared/audits
// 2026-11-28-lancaster.md, game B: the second game on a phone that remembers the printed
// values; budget 40 a round), every step included:
// - the law deck is the table's («The table records the cards that come up»): each round the
//   three proposals turned up are picked in three selects, the last one saving them (six
//   selects in round 1, the three in force too);
// - every knight in turn: the strongest to a county (its printed minimum tapped once, then
//   remembered), the next to a new battle taking the lowest face-up favour tile (what a tile
//   shows tapped the first time), the rest to the castle;
// - the three laws voted with the table's scrolls: one vote token added on law 1, the «no»
//   scroll tapped (one a law, nobody preselected), then «Record: X, Y yes» records the others'
//   «yes» scrolls with the vote (the form's one-tap shortcut, what the audit proposed);
// - the three laws in force applied (only an exchange is typed);
// - every held county: Ana «Points», Benno «Noble», Clara «Both» when she can pay its 3 gold,
//   else «Noble» (the phone does not offer «Both» without the gold); B's printed points typed once;
// - every castle (the first castle knight's space 1: two squires, typed once); the lower row, the new battles
//   (a card typed once, then picked), end of round.
// Taps, typed fields and selects are counted in the page by bench/interactions.js.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'Lancaster: a 3-player round';
export const budget = { perRound: 40, final: 3 };

const PLAYERS = ['Ana', 'Benno', 'Clara'];
// The first two rounds are the typical rounds measured; the game goes on to its fifth and last
// round, then the final scoring of the live game is measured on its own (budget 3).
const ROUNDS = 2;
const GAME_ROUNDS = 5;
// The county each player sends their strongest knight to.
const COUNTY = { Ana: 'B', Benno: 'D', Clara: 'F' };
// What each county holder takes (p.4): Clara takes «Both» (3 gold) when offered, else Noble.
const CHOICE = { Ana: 'Points', Benno: 'Noble', Clara: 'Both (3 gold)' };
// What the six favour tiles show (entered the first time each is taken).
const TILE_REWARD = {
	1: 'Noble',
	2: 'Gold and squires',
	3: 'Strengthening',
	4: 'Gold and squires',
	5: 'Noble',
	6: 'Strengthening'
};
// How each player votes the three laws: one «no» each law, the others «yes».
const NO_VOTER = ['Benno', 'Clara', 'Ana'];

async function tap(page, role, name) {
	await page.getByRole(role, { name, exact: true }).first().click();
}

async function type(page, label, value) {
	const field = page.getByLabel(label, { exact: true }).first();
	await field.fill(String(value));
	await field.press('Tab');
}

/** The law cards the table turned up, picked in the selects (each card used once a game): the
 * card filling the last slot saves them. */
async function recordLaws(page, used) {
	const save = page.getByRole('button', { name: 'Save the laws', exact: true });
	if (!(await save.count())) return;
	const selects = page.locator('section').filter({ has: save }).locator('select');
	const picked = [];
	for (let i = 0; i < (await selects.count()); i++) {
		const select = selects.nth(i);
		const values = await select
			.locator('option')
			.evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
		const law = values.find((v) => !used.has(v) && !picked.includes(v));
		picked.push(law);
		await select.selectOption(law);
	}
	await save.waitFor({ state: 'detached' });
	for (const law of picked) used.add(law);
}

async function placeTroops(page) {
	const turn = page.getByRole('heading', { name: / places a knight$/ });
	const done = page.getByRole('heading', { name: 'Every knight is on the board.' });
	const sent = { Ana: 0, Benno: 0, Clara: 0 };
	await turn.or(done).first().waitFor();
	while (await turn.count()) {
		const text = (await turn.textContent()).trim();
		const who = text.replace(' places a knight', '').trim();
		const nth = sent[who]++;
		// The strongest knight in court is preselected: no tap on it.
		if (nth === 0) {
			await page.getByRole('button', { name: new RegExp(`^County ${COUNTY[who]}`) }).click();
			// The county's printed minimum, asked the first time only.
			const min = page.getByRole('button', { name: '1', exact: true });
			await page.waitForTimeout(50);
			if (await min.count()) await min.click();
		} else if (nth === 1) {
			await page.getByRole('button', { name: /New battle 1/ }).click();
			// The lowest face-up favour tile.
			const tiles = page.getByRole('button', { name: /^Tile \d:/ });
			await tiles.first().waitFor();
			let tile = null;
			for (let i = 0; i < (await tiles.count()); i++)
				if (await tiles.nth(i).isEnabled()) {
					tile = tiles.nth(i);
					break;
				}
			const label = (await tile.textContent()).trim();
			await tile.click();
			// A tile seen for the first time: what it shows, tapped once (a strengthening: the
			// knight that rises, one tap); a known strengthening asks only the knight.
			const lift = page.getByRole('button', { name: /^Strengthen a \d to \d$/ });
			const reward = TILE_REWARD[label.match(/\d/)[0]];
			if (label.endsWith('?') && reward !== 'Strengthening') await tap(page, 'button', reward);
			else {
				await page.waitForTimeout(100);
				if (await lift.count()) await lift.first().click();
			}
		} else await page.getByRole('button', { name: /Castle$/ }).click();
		await page
			.getByRole('heading', { name: text, exact: true })
			.waitFor({ state: 'detached' })
			.catch(() => {});
		await turn.or(done).first().waitFor();
	}
	await tap(page, 'button', 'Troops placed: open parliament');
}

export async function run({ page, base }) {
	// A code whose draw gives the start player token to the first seat (Ana).
	await page.goto(`${base}/new/lancaster?flow=live&seed=ANA225`);
	for (let i = 0; i < PLAYERS.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(PLAYERS[i]);
	}
	// The table's own law deck: the cards that come up are recorded each round.
	const fold = page.locator('details.options');
	if (!(await fold.evaluate((d) => d.open))) await fold.locator(':scope > summary').click();
	await page.getByLabel('The table records the cards that come up', { exact: true }).check();
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: 'Ana places a knight' }).waitFor();
	await resetCounter(page);

	let typical;
	const used = new Set();
	let spaceTyped = false;
	for (let round = 1; round <= GAME_ROUNDS; round++) {
		// Phase 1: the laws the table turned up, then every knight placed once, in turn.
		await recordLaws(page, used);
		await placeTroops(page);

		// Phase 2: three votes with the table's own scrolls, then the three laws in force.
		for (let v = 1; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			// The scrolls turned over: one token added on law 1, the «no» tapped, the rest recorded
			// as «yes» in one tap.
			if (v === 1) {
				const more = page.getByRole('button', { name: /^Increase / }).first();
				if (await more.isEnabled()) await more.click();
			}
			await tap(page, 'button', `${NO_VOTER[v - 1]}: no`);
			await page.getByRole('button', { name: /^Record: .* yes$/ }).click();
		}
		for (let l = 1; l <= 3; l++) {
			const apply = page.getByRole('button', { name: `Apply law ${l}` });
			await apply.waitFor();
			// Only an exchange (gold for votes or power...) is asked: the first player trades one.
			const field = page.locator('section').filter({ has: apply }).locator('input').first();
			if (await field.count()) {
				await field.fill('1');
				await field.press('Tab');
				// A player with nothing to exchange: the refused 1 is taken back (it keeps Apply waiting).
				if ((await field.getAttribute('aria-invalid')) === 'true') {
					await field.fill('0');
					await field.press('Tab');
				}
			}
			await apply.click();
		}

		// Phase 3: the held counties (B its points, the others a noble), castles, the battles.
		const county = page.getByRole('heading', { name: /^County [A-I]$/ });
		const castleStep = page.getByRole('button', { name: /^Record .*’s castle$/ });
		await county.or(castleStep).first().waitFor();
		while (await county.count()) {
			const letter = (await county.textContent()).trim().slice(-1);
			const holder = Object.keys(COUNTY).find((p) => COUNTY[p] === letter);
			if (letter === 'B') {
				// County B's printed reward: 2 power points, typed the first time only.
				const points = page.getByRole('spinbutton', { name: 'Power', exact: true });
				await page.waitForTimeout(100);
				if ((await points.inputValue()) === '0') await type(page, 'Power', 2);
			}
			// A county gives only its 2 nobles (3 players): once they are gone, its points.
			const noble = page.getByRole('button', { name: 'Noble', exact: true });
			const both = page.getByRole('button', { name: 'Both (3 gold)', exact: true });
			const choice = CHOICE[holder] ?? 'Noble';
			let pick = choice !== 'Points' && !(await noble.isEnabled()) ? 'Points' : choice;
			// «Both» without 3 gold is not offered: the table takes the noble instead.
			if (pick === 'Both (3 gold)' && !(await both.isEnabled())) pick = 'Noble';
			await tap(page, 'button', pick);
			await page
				.getByRole('heading', { name: `County ${letter}`, exact: true })
				.waitFor({ state: 'detached' });
			await county.or(castleStep).first().waitFor();
		}
		for (let c = 0; c < 3; c++) {
			const castle = page.getByRole('button', { name: /^Record .*’s castle$/ });
			const label = (await castle.textContent()).trim();
			// The first castle knight on space 1: its two squires, typed the first time only (the
			// phone remembers the space's printed reward).
			const squires = page.getByRole('spinbutton', { name: 'Squires', exact: true }).first();
			await page.waitForTimeout(100);
			if ((await squires.count()) && (await squires.inputValue()) === '0' && !spaceTyped) {
				await type(page, 'Squires', 2);
				spaceTyped = true;
			}
			await castle.click();
			await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		}
		// The lower row is fought again first (last round's empty card: one tap).
		const lower = page.getByRole('button', { name: 'Resolve the lower-row battle' });
		const upper = page.getByRole('button', { name: 'Resolve the battle' });
		const end = page.getByRole('button', { name: /^End round/ });
		await lower.or(upper).or(end).first().waitFor();
		while (await lower.count()) {
			await lower.click();
			await page.waitForTimeout(100);
			await lower.or(upper).or(end).first().waitFor();
		}
		if (await upper.count()) {
			await page.getByRole('heading', { name: 'New battle 1' }).waitFor();
			const known = page.getByRole('group', { name: 'Battle cards already entered' });
			await page.waitForTimeout(100);
			if (await known.count()) await known.getByRole('button').first().click();
			else {
				await type(page, 'France’s strength', 2);
				await type(page, 'Power points: value 1', 5);
				await type(page, 'Power points: value 2', 3);
				await type(page, 'Power points: value 3', 1);
			}
			await upper.click();
		}
		await end.click();
		if (round === ROUNDS) typical = await readCounter(page);
		if (round === GAME_ROUNDS) break;
		await page.getByRole('heading', { name: / places a knight$/ }).waitFor();
	}
	// The final scoring: everything the phone kept is prefilled; the table confirms it.
	await page.getByRole('button', { name: 'Do the final scoring' }).waitFor();
	await resetCounter(page);
	await tap(page, 'button', 'Do the final scoring');
	await page.getByRole('table').first().waitFor();
	const final = await readCounter(page);
	return {
		rounds: ROUNDS,
		taps: typical.taps,
		typed: typical.typed,
		also: [{ label: 'the final scoring of the live game', ...final, budget: budget.final }]
	};
}
