// Lords of Xidit in real Chromium at 360×740: a scripted game walks its real steps —
// Threats, a guild correction, a census counted in the open and its rewards, the final's region
// values and numbers. At each form distinctive values go in every field, the page is reloaded in
// the middle of the form, the fields show what was typed, and the recorded Log entry carries
// exactly those values.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { drafted, launch, logText, startServer } from './harness.js';
import { start } from '../../bench/flows/xidit.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const value = (scope, label) => scope.getByLabel(label, { exact: true }).inputValue();
/** The city tapped in a Threat form (its radio chips). */
const checkedCity = (form) =>
	form
		.getByRole('radiogroup', { name: 'City of the Threat' })
		.locator('input:checked')
		.inputValue();

test('a game of Xidit: every form met keeps what was typed across a reload and records exactly it', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await start(page, server.url);
		for (const name of [
			'+1 Archer: Ana recruits',
			'+1 Archer: Ana recruits',
			'+1 Cleric: Ben recruits'
		])
			await page.getByRole('button', { name }).click();

		// ---- Ana's Threat: units, gold, levels, city; reloaded with the form open ----
		await page.getByRole('button', { name: 'Ana eliminates a Threat' }).click();
		let form = page.getByRole('region', { name: 'Ana eliminates a Threat' });
		await form.getByLabel('Archers handed in', { exact: true }).fill('2');
		await form.getByLabel('Gold Sovereigns received', { exact: true }).fill('3');
		await form.getByLabel('Guild levels built', { exact: true }).fill('2');
		const cityGroup = form.getByRole('radiogroup', { name: 'City of the Threat' });
		const cities = await cityGroup.evaluate((el) =>
			[...el.querySelectorAll('input')].filter((i) => !i.disabled).map((i) => i.value)
		);
		const anaCity = cities[1];
		await cityGroup.locator(`input[value="${anaCity}"]`).check();
		await drafted(page, `"city":"${anaCity}"`);
		await page.reload();
		form = page.getByRole('region', { name: 'Ana eliminates a Threat' });
		await form.waitFor();
		assert.equal(await value(form, 'Archers handed in'), '2');
		assert.equal(await value(form, 'Gold Sovereigns received'), '3');
		assert.equal(await value(form, 'Guild levels built'), '2');
		assert.equal(await checkedCity(form), anaCity);
		await form.getByRole('button', { name: 'Record the Threat', exact: true }).click();
		await form.waitFor({ state: 'detached' });
		assert.match(
			await logText(page, { back: true }),
			new RegExp(
				`Ana eliminates a Threat in city ${anaCity}: 2 units handed in, \\+3 GS, \\+2 guild levels, \\+0 bards`
			)
		);

		// ---- Ben's Threat: a Cleric, bards in two regions; reloaded ----
		await page.getByRole('button', { name: 'Ben eliminates a Threat' }).click();
		form = page.getByRole('region', { name: 'Ben eliminates a Threat' });
		await form.getByLabel('Clerics handed in', { exact: true }).fill('1');
		await form.getByLabel('Gold Sovereigns received', { exact: true }).fill('1');
		await form.getByRole('button', { name: /^One bard in Region 3/ }).click();
		await form.getByRole('button', { name: /^One bard in Region 6/ }).click();
		const benCity = cities[0];
		await form
			.getByRole('radiogroup', { name: 'City of the Threat' })
			.locator(`input[value="${benCity}"]`)
			.check();
		await drafted(page, `"city":"${benCity}"`);
		await page.reload();
		form = page.getByRole('region', { name: 'Ben eliminates a Threat' });
		await form.waitFor();
		assert.equal(await value(form, 'Clerics handed in'), '1');
		assert.equal(await value(form, 'Gold Sovereigns received'), '1');
		assert.equal(await checkedCity(form), benCity);
		await form.getByRole('button', { name: 'One bard in Region 3 (1 so far)' }).waitFor();
		await form.getByRole('button', { name: 'One bard in Region 6 (1 so far)' }).waitFor();
		await form.getByRole('button', { name: 'Record the Threat', exact: true }).click();
		await form.waitFor({ state: 'detached' });
		assert.match(
			await logText(page, { back: true }),
			new RegExp(
				`Ben eliminates a Threat in city ${benCity}: 1 unit handed in, \\+1 GS, \\+0 guild levels, \\+2 bards`
			)
		);

		// ---- A guild corrected by hand: player, city, height; reloaded ----
		await page.getByText('Correct a guild').click();
		const guildCity = ['1', '2', '3', '4', '5', '6'].find((c) => c !== anaCity);
		await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Cai' });
		await page.getByLabel('City', { exact: true }).selectOption(guildCity);
		await page.getByLabel('Levels', { exact: true }).selectOption('3');
		await drafted(page, '"height":"3"');
		await page.reload();
		await page.getByText('Correct a guild').click();
		assert.equal(
			await page
				.getByLabel('Player', { exact: true })
				.evaluate((el) => el.selectedOptions[0].textContent.trim()),
			'Cai'
		);
		assert.equal(await value(page, 'City'), guildCity);
		assert.equal(await value(page, 'Levels'), '3');
		await page.getByRole('button', { name: 'Record the guild as the board shows it' }).click();
		assert.match(
			await logText(page, { back: true }),
			new RegExp(`Cai: guild of city ${guildCity} at 3 levels`)
		);

		// ---- Years 1–4 end; the census's Militia counted in the open, its fold reloaded ----
		for (let y = 1; y <= 4; y++)
			await page.getByRole('button', { name: new RegExp(`^End year ${y}`) }).click();
		await page.getByRole('heading', { name: 'Military census of year 4' }).waitFor();
		await page.getByText('Count openly instead (no secret)').click();
		const counts = { Ana: '0', Ben: '0', Cai: '2', Dia: '1' };
		for (const [who, n] of Object.entries(counts)) {
			const f = page.getByLabel(`${who}: Peasant Militia`, { exact: true });
			await f.fill(n);
			await f.press('Tab');
		}
		await drafted(page, '"open":true');
		await page.reload();
		const resolve = page.getByRole('button', { name: 'Resolve Peasant Militia' });
		await resolve.waitFor();
		for (const [who, n] of Object.entries(counts))
			assert.equal(await value(page, `${who}: Peasant Militia`), n);
		await resolve.click();
		await page.getByText('who showed the most Archers?').waitFor();
		assert.match(
			await logText(page, { back: true }),
			/Census of Peasant Militia: Cai wins with 2; 1 Sovereign/
		);

		// ---- The fists for the rest; Ben's Clerics bards, one tapped before a reload ----
		await page.getByRole('button', { name: 'Ana showed the most Archers' }).click();
		await page.getByText('who showed the most Infantry?').waitFor();
		await page.getByRole('button', { name: 'Nobody' }).click();
		await page.getByText('who showed the most Clerics?').waitFor();
		await page.getByRole('button', { name: 'Ben showed the most Clerics' }).click();
		await page.getByText('who showed the most Battle Mages?').waitFor();
		await page.getByRole('button', { name: 'Nobody' }).click();
		await page.getByRole('heading', { name: /^Year 5 of 12/ }).waitFor();
		await page.getByRole('button', { name: 'Ben’s bard in Region 7' }).click();
		await drafted(page, '"clerics:ben":["region7"]');
		await page.reload();
		await page
			.getByRole('button', { name: 'Ben’s bard in Region 7' })
			.filter({ hasText: '×1' })
			.waitFor();
		await page.getByRole('button', { name: 'Ben’s bard in Region 8' }).click();
		await page.getByText('Rewards of the year').waitFor({ state: 'detached' });
		assert.match(
			await logText(page, { back: true }),
			/Ben takes the Clerics census reward \(Region 7, Region 8\)/
		);

		// ---- The final: a region value half-typed, reloaded, then left; a refused number ----
		await page.getByText(/^More: first player/).click();
		await page.getByRole('button', { name: 'Go to the final evaluation now' }).click();
		await page.getByRole('button', { name: 'Start the final evaluation' }).click();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		await page.getByText('Enter or edit the region values').click();
		await page.getByLabel('Region 5: most bards value', { exact: true }).fill('9');
		await drafted(page, '"first":"9"');
		await page.reload();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		const fold = page.getByText('Enter or edit the region values');
		if (!(await page.getByLabel('Region 5: most bards value', { exact: true }).isVisible()))
			await fold.click();
		const r5 = page.getByLabel('Region 5: most bards value', { exact: true });
		assert.equal(await r5.inputValue(), '9');
		await r5.focus();
		await r5.press('Tab');
		await page.getByLabel('Ana: Gold Sovereigns', { exact: true }).waitFor();
		assert.match(await logText(page, { back: true }), /Region 5: reputation values 9 \/ 4/);

		const gold = page.getByLabel('Ana: Gold Sovereigns', { exact: true });
		await gold.fill('1000');
		await gold.press('Tab');
		await drafted(page, '"ana:sovereigns":"1000"');
		await page.reload();
		await page.getByRole('heading', { name: 'Final evaluation' }).waitFor();
		const goldAgain = page.getByLabel('Ana: Gold Sovereigns', { exact: true });
		assert.equal(await goldAgain.inputValue(), '1000');
		assert.equal(await goldAgain.getAttribute('aria-invalid'), 'true');
		const run = page.getByRole('button', { name: 'Run the three evaluations' });
		assert.equal(await run.isDisabled(), true);
		await goldAgain.fill('14');
		await goldAgain.press('Tab');
		await page.waitForFunction(
			() =>
				!document
					.querySelector('button.primary.wide:not([hidden])')
					?.closest('section')
					?.querySelector('.error[role="alert"]')
		);
		assert.match(await logText(page, { back: true }), /Ana: Gold Sovereigns = 14/);
	} finally {
		await b.close();
	}
});
