// Lancaster, a typical 3-player round as a table plays it (issue #28 budget: 40 a round), every
// step included: the troops knight by knight in turn — each player's strongest knight to a
// county (its printed minimum tapped once, then remembered), the second to the battle (Ana and
// Benno, taking a king's favour tile: entered once, then one tap) or to the castle (Clara), any
// knight gained later to the castle; parliament voted with the table's own scrolls (each
// player's answer tapped: nobody is preselected); the three laws in force (only an exchange is
// typed); the held counties (B takes its printed points, typed once then remembered; the others
// a noble); the three castles (Clara's castle knight on space 1: two squires, typed once); the
// lower row if any, the new battle (its card typed once, then picked); end of round. Taps,
// typed fields and selects are counted in the page by bench/interactions.js.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'Lancaster: a 3-player round';
export const budget = { perRound: 40, final: 3 };

const PLAYERS = ['Ana', 'Benno', 'Clara'];
// The first two rounds are the typical rounds measured; the game goes on to its fifth and last
// round, then the final scoring of the live game is measured on its own (budget 3).
const ROUNDS = 2;
const GAME_ROUNDS = 5;
// Where each player's knights go, in the order they place them (the strongest first).
const PLAN = {
	Ana: [
		['county', 'B'],
		['battle', 1]
	],
	Benno: [
		['county', 'D'],
		['battle', 2]
	],
	Clara: [['county', 'F'], ['castle']]
};
// What the two favour tiles the table uses show (entered the first time they are taken).
const TILE_REWARD = { 1: 'Noble', 2: 'Gold and squires' };
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

async function placeTroops(page) {
	const turn = page.getByRole('heading', { name: / places a knight$/ });
	const done = page.getByRole('heading', { name: 'Every knight is on the board.' });
	const sent = { Ana: 0, Benno: 0, Clara: 0 };
	await turn.or(done).first().waitFor();
	while (await turn.count()) {
		const text = (await turn.textContent()).trim();
		const who = text.replace(' places a knight', '').trim();
		const [to, arg] = PLAN[who][sent[who]] ?? ['castle'];
		sent[who]++;
		// The strongest knight in court is preselected: no tap on it.
		if (to === 'county') {
			await page.getByRole('button', { name: new RegExp(`^County ${arg}`) }).click();
			// The county's printed minimum, asked the first time only.
			const min = page.getByRole('button', { name: '1', exact: true });
			await page.waitForTimeout(50);
			if (await min.count()) await min.click();
		} else if (to === 'castle') await page.getByRole('button', { name: /Castle$/ }).click();
		else {
			await page.getByRole('button', { name: /New battle 1/ }).click();
			const tile = page.getByRole('button', { name: new RegExp(`^Tile ${arg}:`) });
			const label = (await tile.textContent()).trim();
			await tile.click();
			// A tile seen for the first time: what it shows, tapped once.
			if (label.endsWith('?')) await tap(page, 'button', TILE_REWARD[arg]);
		}
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
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: 'Ana places a knight' }).waitFor();
	await resetCounter(page);

	let typical;
	for (let round = 1; round <= GAME_ROUNDS; round++) {
		// Phase 1: every knight placed once, in turn; the battle's knights take favour tiles.
		await placeTroops(page);

		// Phase 2: three votes with the table's own scrolls, then the three laws in force.
		for (let v = 1; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			// The scrolls turned over: the one «no» tapped, then everyone else «yes» in one tap.
			await tap(page, 'button', `${NO_VOTER[v - 1]}: no`);
			await tap(page, 'button', 'Everyone not answered yet: yes');
			await tap(page, 'button', 'Record the revealed vote');
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
			if (letter === 'B') {
				// County B's printed reward: 2 power points, typed the first time only.
				const points = page.getByRole('spinbutton', { name: 'Power', exact: true });
				await page.waitForTimeout(100);
				if ((await points.inputValue()) === '0') await type(page, 'Power', 2);
			}
			// A county gives only its 2 nobles (3 players): once they are gone, its points.
			const noble = page.getByRole('button', { name: 'Noble', exact: true });
			await tap(page, 'button', letter === 'B' || !(await noble.isEnabled()) ? 'Points' : 'Noble');
			await page
				.getByRole('heading', { name: `County ${letter}`, exact: true })
				.waitFor({ state: 'detached' });
			await county.or(castleStep).first().waitFor();
		}
		for (let c = 0; c < 3; c++) {
			const castle = page.getByRole('button', { name: /^Record .*’s castle$/ });
			const label = (await castle.textContent()).trim();
			if (label.includes('Clara')) {
				// Clara's castle knight on space 1: two squires, typed the first time only.
				const squires = page.getByRole('spinbutton', { name: 'Squires', exact: true }).first();
				await page.waitForTimeout(100);
				if ((await squires.inputValue()) === '0') await type(page, 'Squires', 2);
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
