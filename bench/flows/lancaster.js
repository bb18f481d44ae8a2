// Lancaster, one typical 3-player round as a table plays it (issue #13 budget: 45 a round):
// two king's favour tiles, parliament voted with the table's own scrolls (one player votes no),
// three laws applied (one number typed each), three counties held and six empty, three castles,
// one battle with two slots, end of round. Taps and typed fields are counted in the page by
// bench/interactions.js; a <select> is chosen with selectOption (no click event), so each one
// used adds the two taps a person makes (open the list, pick) — counted by hand below.
import { readCounter, resetCounter } from '../interactions.js';

export const name = 'Lancaster: a 3-player round';
export const budget = { perRound: 45 };

const PLAYERS = ['Ana', 'Benno', 'Clara'];
const ROUNDS = 2;

async function tap(page, role, name) {
	await page.getByRole(role, { name, exact: true }).first().click();
}

async function type(page, label, value) {
	const field = page.getByLabel(label, { exact: true });
	await field.fill(String(value));
	await field.press('Tab');
}

export async function run({ page, base }) {
	await page.goto(`${base}/new/lancaster?flow=live`);
	for (let i = 0; i < PLAYERS.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(PLAYERS[i]);
	}
	await page.getByRole('button', { name: 'Start' }).click();
	await page.waitForURL(/\/session\//);
	await page.getByRole('heading', { name: 'Phase 1: Troops' }).waitFor();
	await resetCounter(page);
	let selects = 0;

	for (let round = 1; round <= ROUNDS; round++) {
		// Phase 1: the first knights sent to battles take king's favour tiles.
		await page.getByText('King’s favour', { exact: true }).click();
		await tap(page, 'button', 'Benno');
		await tap(page, 'button', 'Noble');
		await tap(page, 'button', 'Tile 1');
		await tap(page, 'button', 'Clara');
		await tap(page, 'button', 'Gold and squires');
		await tap(page, 'button', 'Tile 2');
		await tap(page, 'button', 'Troops placed: open parliament');

		// Phase 2: three votes with the table's own scrolls, then the three laws in force.
		for (let v = 1; v <= 3; v++) {
			await page.getByRole('heading', { name: `Vote on proposed law ${v} of 3` }).waitFor();
			await page.getByText('The table voted with its scrolls: enter the result').click();
			await tap(page, 'button', `${PLAYERS[v % 3]}: yes`);
			await tap(page, 'button', 'Record the revealed vote');
		}
		for (let l = 1; l <= 3; l++) {
			const apply = page.getByRole('button', { name: `Apply law ${l}` });
			await apply.waitFor();
			// The one number the phone does not know yet (gold, battles joined...).
			const field = page.locator('section').filter({ has: apply }).locator('input').first();
			if (await field.count()) {
				await field.fill('1');
				await field.press('Tab');
			}
			await apply.click();
		}

		// Phase 3: counties A..I (three held), castles, one battle, end of round.
		for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']) {
			const record = page.getByRole('button', { name: `Record county ${letter}` });
			await record.waitFor();
			if (['B', 'D', 'F'].includes(letter)) {
				await page
					.getByLabel('Knight in the county')
					.selectOption({ label: PLAYERS[letter.charCodeAt(0) % 3] });
				selects++;
			}
			await record.click();
		}
		for (let c = 0; c < 3; c++) {
			const castle = page.getByRole('button', { name: /^Record .*’s castle$/ });
			const label = (await castle.textContent()).trim();
			await castle.click();
			await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
		}
		// A battle France won last round is fought again first, its knights already in place.
		const lower = page.getByRole('button', { name: 'Resolve the lower-row battle' });
		await page.getByRole('button', { name: /^Resolve the (lower-row )?battle$/ }).waitFor();
		if (await lower.count()) await lower.click();
		await page.getByRole('button', { name: 'Resolve the battle' }).waitFor();
		await type(page, 'France’s strength', 4);
		await type(page, 'Power points: value 1', 5);
		await type(page, 'Power points: value 2', 3);
		await type(page, 'Power points: value 3', 1);
		await tap(page, 'button', '+ Add a slot');
		await tap(page, 'button', 'Add a strength-2 knight to Knights in slot 1 (Ana)');
		await tap(page, 'button', '+ Add a slot');
		await tap(page, 'button', 'Add a strength-1 knight to Knights in slot 2 (Benno)');
		await tap(page, 'button', 'Resolve the battle');
		await page.getByRole('button', { name: `End round ${round}` }).click();
		await page.getByRole('heading', { name: 'Phase 1: Troops' }).waitFor();
	}
	const c = await readCounter(page);
	return { rounds: ROUNDS, taps: c.taps + 2 * selects, typed: c.typed };
}
