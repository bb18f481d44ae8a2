// Root in real Chromium at 360×740: a scripted game through its real steps (Marquise, Lizard
// Cult, Riverfolk Company, Vagabond). At each form it meets, distinctive values are typed, the
// page is reloaded in the middle of the form (and another player's form shown where there is
// one), the fields are checked, the form is recorded, and the action stored in the session's
// log carries exactly what the fields showed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startServer } from './harness.js';
import { sessionIdOf, storedDrafts, storedLog, until } from './sync-harness.js';
import { chooseRootSetup, seatRootTable } from './root-steps.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

/** The session's player ids by name. */
function playerIds(page, sessionId) {
	return page.evaluate(async (id) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const row = await new Promise((resolve, reject) => {
			const r = db.transaction('sessions').objectStore('sessions').get(id);
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		return Object.fromEntries(row.players.map((p) => [p.name.toLowerCase(), p.id]));
	}, sessionId);
}

/** Reloads once the draft `key` (a prefix of `step|entity`) holds what `ok` expects. */
async function reloadWhenDrafted(page, id, key, ok) {
	await until(
		async () => {
			const d = await storedDrafts(page, id);
			return Object.entries(d).some(([k, v]) => k.startsWith(`form:${key}`) && ok(v));
		},
		{ what: `draft ${key}` }
	);
	await page.reload();
	// The copy of the last screen is shown until the app's own screen replaces it.
	await page.locator('#resume-frame').waitFor({ state: 'detached' });
	await page
		.locator('main')
		.getByRole('button', { name: /^End .*'s turn$/ })
		.waitFor();
}

/** The last action recorded once the log has more than `n` entries. */
async function lastAction(page, id, n) {
	let log = [];
	await until(async () => (log = await storedLog(page, id)).length > n, { what: 'a new entry' });
	return log.filter((e) => e.kind === 'do').at(-1).action;
}

/** The log's length once its last action is of `type` (a tap that records nothing to check). */
async function recorded(page, id, type) {
	let log = [];
	await until(
		async () =>
			(log = await storedLog(page, id)).filter((e) => e.kind === 'do').at(-1)?.action.type === type,
		{ what: type }
	);
	return log.length;
}

/** Each service button's words inside it, none under its neighbour (the ⌂ count included). */
async function assertServicesWhole(page, where) {
	const cut = await page.locator('.buy button').evaluateAll((buttons) => {
		const out = [];
		buttons.forEach((b, i) => {
			const r = b.getBoundingClientRect();
			const next = buttons[i + 1]?.getBoundingClientRect();
			if (b.scrollWidth > b.clientWidth + 1) out.push(`${b.textContent} overflows`);
			if (next && next.top === r.top && r.right > next.left + 0.5)
				out.push(`${b.textContent} runs under ${buttons[i + 1].textContent}`);
		});
		return out;
	});
	assert.equal((await page.locator('.buy button').count()) > 0, true, `${where}: services shown`);
	assert.deepEqual(cut, [], where);
}

const MORE = 'Other players, dominance, removed pieces, corrections';

test('a whole Root round: every form keeps what was typed through a reload and records exactly it', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		const button = (name) => page.getByRole('button', { name, exact: true });
		const field = (label) => page.getByLabel(label, { exact: true });
		// More stays open over a reload once opened this turn: open it only when it is closed.
		const moreOpen = () =>
			page
				.locator('details', { hasText: MORE })
				.first()
				.evaluate((d) => d.open);
		const more = async () => {
			if (!(await moreOpen())) await page.getByText(MORE).click();
			await page
				.getByRole('heading', { name: 'A seat’s faction (the table picked wrong)' })
				.waitFor();
		};
		await seatRootTable(page, server.url);
		await page.getByRole('button', { name: 'Start', exact: true }).click();
		await page.waitForURL(/\/session\//);
		const id = sessionIdOf(page);
		const P = await playerIds(page, id);
		await chooseRootSetup(page);
		await page.getByRole('heading', { name: 'Marquise' }).waitFor();
		let n = (await storedLog(page, id)).length;

		// Ana's VP total typed and not recorded: after a reload it is hers, pending, not a score.
		await field('Victory points of Ana').fill('7');
		await reloadWhenDrafted(page, id, `root-vp|${P.ana}`, (v) => v !== null);
		await page.getByText('“7” is not recorded yet.').waitFor();
		assert.equal(await field('Victory points of Ana').inputValue(), '7');
		// Ben's field (another player's form) shows his own score; typed there, it is his.
		await more();
		assert.equal(await field('Victory points of Ben').inputValue(), '0');
		await field('Victory points of Ben').fill('4');
		await reloadWhenDrafted(page, id, `root-vp|${P.ben}`, (v) => v !== null);
		// The fold holding Ben's pending total comes back open, the total in sight.
		assert.equal(await moreOpen(), true, 'More is open after the reload');
		await field('Victory points of Ben').waitFor();
		await more();
		assert.equal(await field('Victory points of Ana').inputValue(), '7');
		assert.equal(await field('Victory points of Ben').inputValue(), '4');
		await page
			.locator('p', { hasText: '“7” is not recorded yet.' })
			.getByRole('button', { name: 'Record', exact: true })
			.click();
		assert.deepEqual(await lastAction(page, id, n++), { type: 'vp', player: P.ana, delta: 7 });
		await field('Victory points of Ben').press('Enter');
		assert.deepEqual(await lastAction(page, id, n++), { type: 'vp', player: P.ben, delta: 4 });

		// The tray's dominance tick goes with the next Lost Soul, through a reload.
		await button('The next one is a dominance card').click();
		await reloadWhenDrafted(page, id, `root-tray|${P.ana}`, (v) => v.dominance === true);
		const tick = button('The next one is a dominance card');
		assert.equal(await tick.getAttribute('aria-pressed'), 'true');
		await page.getByRole('button', { name: /^Bird card: add/ }).click();
		assert.deepEqual(await lastAction(page, id, n++), {
			type: 'lcLostSoul',
			suit: 'bird',
			dominance: true
		});

		// A seat's faction corrected: seat and faction picked survive a reload.
		await more();
		await page.getByRole('combobox', { name: /^Seat/ }).selectOption(P.ana);
		await page.getByRole('combobox', { name: /^Plays instead/ }).selectOption('eyrie');
		await reloadWhenDrafted(page, id, 'root-fix-faction', (v) => v.faction === 'eyrie');
		await more();
		assert.equal(await page.getByRole('combobox', { name: /^Seat/ }).inputValue(), P.ana);
		assert.equal(
			await page.getByRole('combobox', { name: /^Plays instead/ }).inputValue(),
			'eyrie'
		);
		await button('Change the faction').click();
		assert.deepEqual(await lastAction(page, id, n++), {
			type: 'setFaction',
			player: P.ana,
			faction: 'eyrie'
		});
		// The Board names the corrected faction.
		await page.getByRole('button', { name: 'Board' }).click();
		await page
			.locator('span[title="Eyrie Dynasties"]:visible', { hasText: /^\s*Eyrie\s*$/ })
			.first()
			.waitFor();
		await page.getByRole('button', { name: 'Now' }).click();

		// Ana and Ben pay the Company for services: two colours in its funds at its Dawn.
		await button('Buy Mercenaries 2').click();
		await recorded(page, id, 'rfBuy');
		await button("End Ana's turn").click();
		await button('Buy Hand card 2').waitFor();
		await assertServicesWhole(page, "the Cult's services");
		await button('Buy Hand card 2').click();
		await until(
			async () =>
				(await storedLog(page, id)).filter((e) => e.kind === 'do' && e.action.type === 'rfBuy')
					.length === 2,
			{ what: "Ben's purchase" }
		);
		// Ending the Cult's turn resolves its Dawn first (nothing to choose), in the same tap.
		await button("End Ben's turn").click();
		// The Company's Birdsong (no choice to make) is resolved with the end of the turn before.
		await page.getByRole('heading', { name: 'Company · Daylight' }).waitFor();
		await page
			.getByRole('button', { name: /^Fox \+\d+: a trade post in a clearing Ana rules/ })
			.click();
		n = await recorded(page, id, 'rfTradePost');

		// The Company's craft: the paying colour through a reload; only the fox track has a space,
		// so the craft counts its fox itself (the suits' own draft: tests/component/root/drafts).
		await page
			.getByRole('group', { name: 'Commit or spend the warriors of' })
			.getByRole('button', { name: /^Cai/ })
			.click();
		await reloadWhenDrafted(page, id, 'root-company', (v) => v.from === P.cai);
		await page.getByRole('button', { name: /^Fox Fox in the cost.*: 1$/ }).waitFor();
		const cai = page
			.getByRole('group', { name: 'Commit or spend the warriors of' })
			.getByRole('button', { name: /^Cai/ });
		assert.equal(await cai.getAttribute('aria-pressed'), 'true');
		await button('Craft (1)').click();
		const craft = await lastAction(page, id, n++);
		assert.equal(craft.type, 'rfCraft');
		assert.equal(craft.from, P.cai);
		assert.equal(craft.suits.fox, 1);

		// Its Evening: a price set closes its Daylight (11.6 after 11.5).
		await button('Hand card price: 3').click();
		await page.getByText(/Its Evening has begun/).waitFor();
		assert.equal(await page.getByRole('button', { name: /^Move/ }).count(), 0);
		await button("End Cai's turn").click();
		n = await recorded(page, id, 'endTurn');
		// The Vagabond's services: mercenaries greyed, said why, every name whole.
		await page.getByText('The Vagabond cannot buy mercenaries').waitFor();
		await assertServicesWhole(page, "the Vagabond's services");

		// Dev: a total typed and recorded with Enter, then the coalition partner picked.
		await field('Victory points of Dev').fill('10');
		await field('Victory points of Dev').press('Enter');
		assert.deepEqual(await lastAction(page, id, n++), { type: 'vp', player: P.dev, delta: 10 });
		await more();
		const partner = page.getByRole('combobox', { name: /^With the player with the fewest VP/ });
		const fewest = await partner.evaluate(
			(s) =>
				[...s.options]
					.filter((o) => o.value)
					.sort(
						(a, b) => Number(a.text.match(/\((\d+)\)/)[1]) - Number(b.text.match(/\((\d+)\)/)[1])
					)[0].value
		);
		await partner.selectOption(fewest);
		await reloadWhenDrafted(page, id, `root-more|${P.dev}`, (v) => v.partner === fewest);
		await more();
		assert.equal(await partner.inputValue(), fewest);

		// Trade Disruption (a post removed, funds of two colours): the counts, through a reload.
		const posts = page.getByRole('group', { name: 'A trade post was removed' });
		await posts.getByRole('button', { name: 'Fox' }).click();
		const counts = page.getByRole('group', { name: /^Whose warriors leave Funds/ });
		await counts.waitFor();
		await field('Ben (2)').fill('1');
		await field('Ben (2)').press('Enter');
		await field('Cai (2)').fill('1');
		await field('Cai (2)').press('Enter');
		await reloadWhenDrafted(
			page,
			id,
			'root-disruption-post-removed|fox',
			(v) => v.removed[P.ben] === 1 && v.removed[P.cai] === 1
		);
		await more();
		// The post's counts come back with their form open, no suit to tap again.
		assert.equal(
			await posts.getByRole('button', { name: 'Fox' }).getAttribute('aria-pressed'),
			'true'
		);
		assert.equal(await field('Ben (2)').inputValue(), '1');
		assert.equal(await field('Cai (2)').inputValue(), '1');
		await button('Fox trade post removed').click();
		assert.deepEqual(await lastAction(page, id, n++), {
			type: 'rfTradePostRemoved',
			suit: 'fox',
			removed: { [P.ben]: 1, [P.cai]: 1 }
		});

		// The coalition with the partner shown (the folded part is still open).
		assert.equal(await partner.inputValue(), fewest);
		await page.getByRole('button', { name: /^Bird:/ }).click();
		assert.deepEqual(await lastAction(page, id, n++), {
			type: 'coalition',
			player: P.dev,
			suit: 'bird',
			partner: fewest
		});
		await page.getByText(/wins when .* wins\./).waitFor();
		// The totals recorded and the coalition made leave no draft of theirs behind.
		await until(
			async () =>
				!Object.keys(await storedDrafts(page, id)).some((k) => /^form:root-(vp|more\|)/.test(k)),
			{ what: 'no VP or coalition draft left' }
		);

		// Ben reaches 30 in Ana's turn: the game ends with Dev in coalition.
		await button("End Dev's turn").click();
		// Ana's seat plays the Eyrie since the correction above.
		await page.getByRole('heading', { name: /Eyrie/ }).waitFor();
		await more();
		await field('Victory points of Ben').fill('30');
		await field('Victory points of Ben').press('Enter');
		await button('Ben wins').click();
		// No message id anywhere, the result said in words, with «Why?» never opened and after
		// a reload (the «Why?» texts load on their own then).
		const noIds = async (where) => {
			const text = await page.evaluate(() =>
				[
					document.body.innerText,
					...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))
				].join('\n')
			);
			assert.doesNotMatch(text, /root\.[a-z0-9]+\.[a-z]/i, where);
		};
		await page.getByText('Winner: Ben.').first().waitFor();
		await noIds('the step card');
		await page.reload();
		await page.getByText('Winner: Ben.').first().waitFor();
		await noIds('the step card after a reload');
		await page.getByRole('button', { name: 'Board' }).click();
		for (const locale of ['en', 'es']) {
			if (locale === 'es') {
				await page.evaluate(() => localStorage.setItem('tablemate.locale', 'es'));
				await page.reload();
				await page.locator('.shell-tabs .tab-board').click();
			}
			const board = page.locator('#pane-board');
			await board.getByText(locale === 'en' ? 'Winner: Ben.' : 'Gana Ben.').waitFor();
			await noIds(`${locale}: the Board`);
			// Every player line whole: nothing runs under the score or past the line's end.
			const lines = await board.locator('li').evaluateAll((lis) =>
				lis
					.filter((li) => li.querySelector('.extra'))
					.map((li) => {
						const extra = li.querySelector('.extra').getBoundingClientRect();
						const score = li.querySelector('.score')?.getBoundingClientRect();
						const parts = [...li.querySelectorAll('.extra .part')].map((p) =>
							p.getBoundingClientRect()
						);
						return {
							text: li.textContent,
							over: parts.some(
								(p) => p.right > extra.right + 0.5 || (score && p.right > score.left + 0.5)
							)
						};
					})
			);
			assert.equal(lines.length, 4);
			for (const l of lines) assert.equal(l.over, false, `${locale}: «${l.text}» is whole`);
			assert.match(lines.map((l) => l.text).join(' '), /Vagab[a-z]+ · ♛ (with|con) (Ana|Ben|Cai)/);
			// The ended game's Board is one 360×740 screen, its footer included.
			const height = await page.evaluate(() => document.documentElement.scrollHeight);
			assert.ok(height <= 740, `${locale}: the ended Board is ${height} px`);
		}
	} finally {
		await b.close();
	}
});
