// Kingdom Defenders in real Chromium at 360×740: a scripted game through its real steps (the
// extreme variant: a horde from the setup, two sieges, the city falls, the final). At each
// form, distinctive values are typed in every field, the page is reloaded in the middle of it
// (another player's form opened between where there is one), the fields show the values, and
// the move stored in the session's log in IndexedDB carries exactly those values. The siege's
// log line opens its «Why?» and the step comes back with its form as it was.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newGame, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** Every row of one store of the app's database for this session (read in the page). */
function rows(page, store, sessionId) {
	return page.evaluate(
		async ([store, id]) => {
			const db = await new Promise((resolve, reject) => {
				const r = indexedDB.open('tablemate');
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			const all = await new Promise((resolve, reject) => {
				const r = db.transaction(store).objectStore(store).getAll();
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			db.close();
			return all.filter((x) => x.sessionId === id || x.id === id);
		},
		[store, sessionId]
	);
}

/** Waits (bounded) until a draft of the session whose form key starts with `prefix` passes `ok`. */
async function draftStored(page, sid, prefix, ok) {
	for (let i = 0; i < 100; i++) {
		const found = (await rows(page, 'drafts', sid)).filter((d) => d.form.startsWith(prefix));
		if (found.some((d) => ok(d.value.value))) return;
		await new Promise((r) => setTimeout(r, 50));
	}
	assert.fail(`no draft ${prefix} as expected`);
}

/** The last move stored in the session's log, once (bounded) it is a move of `type`: a tap's
 * screen can settle before its entry is in IndexedDB, so the test waits for the entry itself. */
async function lastMove(page, sid, type) {
	let action;
	for (let i = 0; i < 100; i++) {
		const log = (await rows(page, 'log', sid)).filter((r) => r.kind === 'do');
		log.sort((a, b) => a.seq - b.seq);
		action = log.at(-1)?.action;
		if (action?.type === type) return action;
		await new Promise((r) => setTimeout(r, 50));
	}
	return action;
}

/** Types a number into a counter and commits it (Enter), as a table does. */
async function typeNumber(field, value) {
	await field.fill(String(value));
	await field.press('Enter');
}

test('every form of a live game records exactly what it shows after a reload', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await newGame(page, server.url, 'kingdom-defenders', {
			names: ['Ana', 'Benno', 'Clara'],
			options: (p) => p.getByRole('radio', { name: /^Extreme variant/ }).check()
		});
		const sid = new URL(page.url()).pathname.split('/').at(-1);
		const [session] = await rows(page, 'sessions', sid);
		const id = Object.fromEntries(session.players.map((p) => [p.name, p.id]));
		const textbox = (name, root = page) => root.getByRole('textbox', { name, exact: true });
		const reload = async (heading) => {
			await page.reload();
			await page.getByRole('heading', { name: heading }).waitFor();
		};

		// The horde card (extreme: on the setup): 7 weapons, 3 spells.
		await page.getByRole('heading', { name: 'New horde card' }).waitFor();
		await typeNumber(textbox('Weapons required'), 7);
		await typeNumber(textbox('Spells required'), 3);
		await draftStored(
			page,
			sid,
			'form:kd-horde-card-1-setup|',
			(v) => v.weapons === 7 && v.spells === 3
		);
		await reload('New horde card');
		assert.equal(await textbox('Weapons required').inputValue(), '7');
		assert.equal(await textbox('Spells required').inputValue(), '3');
		await page.getByRole('button', { name: 'Speed 1: put this horde in play' }).click();
		await page.getByRole('button', { name: 'Start the game' }).waitFor();
		assert.deepEqual(await lastMove(page, sid, 'revealHorde'), {
			type: 'revealHorde',
			weapons: 7,
			spells: 3,
			speed: 1
		});

		// Zone B: Ana's adventure (only its fame typed, and a trophy), Benno's opened between.
		await page.getByRole('button', { name: 'Start the game' }).click();
		const zoneB = 'Zone B: feats, buildings and adventures';
		await page.getByRole('heading', { name: zoneB }).waitFor();
		const card = (name) => page.getByRole('article', { name });
		await card('Ana').getByText('Adventure…', { exact: true }).click();
		await typeNumber(textbox('Fame gained', card('Ana')), 7);
		await card('Ana').getByRole('button', { name: 'Trophies: 0' }).click();
		// An open form is a sheet over the step: closed, what it holds is kept.
		await page.getByRole('button', { name: 'Close Ana’s form (what is entered is kept)' }).click();
		await card('Benno').getByText('Adventure…', { exact: true }).click();
		assert.equal(await textbox('Fame gained', card('Benno')).inputValue(), '0');
		await typeNumber(textbox('Fame gained', card('Benno')), 2);
		await draftStored(page, sid, `form:kd-adventure-1|${id.Benno}`, (v) => v.adv.fame === 2);
		await draftStored(
			page,
			sid,
			`form:kd-adventure-1|${id.Ana}`,
			(v) => v.adv.fame === 7 && v.relics.trophies === 1
		);
		await reload(zoneB);
		// Benno's sheet is open again as it was; Ana's, reopened, holds what was typed.
		assert.equal(await textbox('Fame gained', card('Benno')).inputValue(), '2');
		await page
			.getByRole('button', { name: 'Close Benno’s form (what is entered is kept)' })
			.click();
		await card('Ana').getByText('Adventure…', { exact: true }).click();
		assert.equal(await textbox('Fame gained', card('Ana')).inputValue(), '7');
		await card('Ana').getByRole('button', { name: 'Trophies: 1' }).waitFor();
		await card('Ana').getByRole('button', { name: 'Record Ana’s adventure' }).click();
		await card('Ana').getByText('Adventure…', { exact: true }).waitFor();
		assert.deepEqual(await lastMove(page, sid, 'completeAdventure'), {
			type: 'completeAdventure',
			player: id.Ana,
			fame: 7,
			wounds: 0,
			loot: 0,
			strength: 0,
			magic: 0,
			weapons: 0,
			spells: 0,
			coins: 0,
			relics: { trophies: 1 }
		});
		await card('Benno').getByText('Adventure…', { exact: true }).click();
		await card('Benno').getByRole('button', { name: 'Record Benno’s adventure' }).click();
		await page.getByRole('button', { name: 'Next: Zone C: camps' }).click();

		// Zone C: slot 2 picked by hand survives the reload and is the slot recorded.
		await page.getByRole('heading', { name: 'Zone C: camps' }).waitFor();
		await page.getByRole('radio', { name: '2 (up to 1)' }).check();
		await draftStored(page, sid, 'form:kd-camp-1|', (v) => v.slot === 2);
		await reload('Zone C: camps');
		assert.ok(await page.getByRole('radio', { name: '2 (up to 1)' }).isChecked());
		await page
			.getByRole('button', { name: 'Clara, slot 2: 1 weapon and 0 spells (1 fame)' })
			.click();
		await page.getByRole('heading', { name: /^Slot 3:/ }).waitFor();
		assert.deepEqual(await lastMove(page, sid, 'supplyCamp'), {
			type: 'supplyCamp',
			player: id.Clara,
			slot: 2,
			weapons: 1,
			spells: 0
		});

		// The siege: its printed fame and the fewest's penalties.
		await page.getByRole('button', { name: /^(Next: Horde movement|Move the horde)/ }).click();
		const fameField = textbox('Siege fame printed on the card (type it, even 0)');
		await fameField.fill('12');
		const penalty = (who, what) =>
			page
				.getByRole('group', { name: `${who}: wound or loot?` })
				.getByRole('radio', { name: what });
		await penalty('Ana', '1 wound').check();
		await penalty('Benno', '1 loot to the supply').check();
		await draftStored(
			page,
			sid,
			'form:kd-horde-move-1|',
			(v) => v.siegeFame === '12' && Object.keys(v.choices).length === 2
		);
		await reload('Horde movement');
		assert.equal(await fameField.inputValue(), '12');
		assert.ok(await penalty('Ana', '1 wound').isChecked());
		assert.ok(await penalty('Benno', '1 loot to the supply').isChecked());
		await page.getByRole('button', { name: 'Apply the horde movement' }).click();
		await page.getByRole('heading', { name: 'New horde card' }).waitFor();
		assert.deepEqual(await lastMove(page, sid, 'resolveHorde'), {
			type: 'resolveHorde',
			choices: { [id.Ana]: { penalty: 'wound' }, [id.Benno]: { penalty: 'loot' } },
			siegeFame: 12
		});
		// The next horde at speed 1: it besieges the wall's side B next round.
		await typeNumber(textbox('Weapons required'), 9);
		// From the siege's log line to its «Why?» (the card, the camps, the rule's page) and
		// back: the half-typed horde card is as it was.
		await draftStored(page, sid, 'form:kd-horde-card-', (v) => v.weapons === 9);
		await page.getByRole('button', { name: 'Log' }).click();
		const siegeLine = page
			.getByRole('listitem')
			.filter({ hasText: 'Siege! The wall flips to side B.' })
			.first();
		await siegeLine.getByText('Why?', { exact: true }).click();
		await siegeLine.getByText('The card asks for 7 weapons and 3 spells; speed 1.').waitFor();
		await siegeLine.getByText(/Rulebook p\. 16/).waitFor();
		await page.getByRole('button', { name: 'Now' }).click();
		await page.getByRole('heading', { name: 'New horde card' }).waitFor();
		assert.equal(await textbox('Weapons required').inputValue(), '9');
		await page.getByRole('button', { name: 'Speed 1: put this horde in play' }).click();

		// Zone D (the card's speed went on to it): Benno on gate 1.
		await page.getByRole('heading', { name: 'Zone D: turn order' }).waitFor();
		await page.getByRole('button', { name: 'Benno on gate 1' }).click();
		await draftStored(page, sid, 'form:kd-gates-1|', (v) => v.gate1 === id.Benno);
		await reload('Zone D: turn order');
		assert.equal(
			await page.getByRole('button', { name: 'Benno on gate 1' }).getAttribute('aria-pressed'),
			'true'
		);
		await page.getByRole('button', { name: 'Start round 2' }).click();
		// Zone D offers the next round's picks too: wait for the favour step itself.
		const favourList = page.getByRole('combobox', { name: 'Who took a level, loot or a heal?' });
		await favourList.waitFor();
		assert.deepEqual(await lastMove(page, sid, 'nextPhase'), {
			type: 'nextPhase',
			to: 'favour',
			gate1: id.Benno,
			gate2: null
		});

		// Round 2: the favour dice, then the siege on side B: the city falls.
		// A player's group leaves the list once picked: the first group's first face is the next pick.
		for (let i = 0; i < 3; i++) {
			const value = await favourList.locator('optgroup option').first().getAttribute('value');
			await favourList.selectOption(value);
			await favourList.locator(`option[value="${value}"]`).waitFor({ state: 'detached' });
		}
		await page.getByRole('heading', { name: zoneB }).waitFor();
		await page.getByRole('button', { name: 'Next: Zone C: camps' }).click();
		await page.getByRole('button', { name: /^(Next: Horde movement|Move the horde)/ }).click();
		await fameField.fill('10');
		for (const who of ['Ana', 'Benno', 'Clara']) {
			const group = page.getByRole('group', { name: `${who}: wound or loot?` });
			if (await group.count()) await group.getByRole('radio', { name: '1 wound' }).check();
		}
		await page.getByRole('button', { name: 'Apply the horde movement' }).click();

		// The final: Ana's tomes (under her ✎) and her magic multiplier, Benno's destiny.
		const anaMore = page.getByRole('button', { name: 'Ana: numbers and achievements' });
		await anaMore.click();
		await typeNumber(textbox('Arcane tomes (Ana)'), 3);
		await typeNumber(textbox('Magic multiplier (Ana)'), 3);
		const destiny = page.getByRole('combobox', { name: 'Destiny card of Benno' });
		await destiny.selectOption({ label: 'Destiny: 1 point per arcane tome' });
		await draftStored(
			page,
			sid,
			`form:kd-final|${id.Ana}`,
			(v) => v.typed.tomes === 3 && v.typed.magicMultiplier === 3
		);
		await draftStored(
			page,
			sid,
			`form:kd-final|${id.Benno}`,
			(v) => v.picked.destiny?.relic === 'tome'
		);
		await page.reload();
		const mult = textbox('Magic multiplier (Ana)');
		await mult.waitFor();
		assert.equal(await mult.inputValue(), '3');
		assert.equal(await destiny.inputValue(), 'tome');
		// Her ✎ came back open with the tomes typed in it.
		assert.equal(await anaMore.getAttribute('aria-expanded'), 'true');
		assert.equal(await textbox('Arcane tomes (Ana)').inputValue(), '3');
		await page.getByRole('button', { name: 'Work out the final fame' }).click();
		await page.getByRole('table', { name: 'Final fame breakdown' }).waitFor();
		const final = await lastMove(page, sid, 'finalScore');
		assert.equal(final.type, 'finalScore');
		assert.equal(final.players[id.Ana].tomes, 3);
		assert.equal(final.players[id.Ana].magicMultiplier, 3);
		assert.equal(final.players[id.Ana].trophies, 1);
		assert.deepEqual(final.players[id.Benno].destiny, { kind: 'relic', relic: 'tome' });
	} finally {
		await b.close();
	}
});
