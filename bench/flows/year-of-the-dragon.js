// Year of the Dragon: interaction budgets at a real table (360×740), as the table audit of
// 28 November played it (../shared/audits/2026-11-28-year-of-the-dragon.md).
// 1. The quick scorer: three players' end states typed the way a table reads them (score,
//    floors of each palace, monks tapped on the palace picture, yuan, rice, fireworks).
// 2. Two whole live games of setup code DRAGN5, 12 months each: 3 players with the phone's deal,
//    5 players with the table's own deal every month (each card tapped into its group, then the
//    save). Both tables enter their own event row before month 1 (open the panel, the 10 months'
//    selects, the save). Every step a table does: each player's action card (a Build where one is
//    free to take, its floors placed one by one: one tap a floor on the palace tapped, the
//    lowest palace with room first, the last floor builds), each player's
//    person card (one tap on the age, housed where the game puts it), the releases the event
//    asks, Resolve.
// Each month is counted on its own against its budget (reported in `also`: the bench prints a
// month over budget as OVER BUDGET, with what each of its steps cost); the figure returned is
// the 3-player month average. A select is one interaction: it
// counts as a tap in the glance too, scrolled when it was not wholly on screen.
import { readCounter, resetCounter } from '../interactions.js';
import { openOptions } from '../../tests/e2e/harness.js';
import { buildFloors, playStep, startingPairs } from '../../tests/e2e/year-of-the-dragon-steps.js';

export const name = 'year-of-the-dragon';
/**
 * At 3 players a Peace month at most 8 interactions and a Contagio month at most 15; another
 * event asks no more than a Contagio (every player may release).
 */
export const budget = { perRound: 15 };
/**
 * At 5 players the issue sets no budget: the audit's measured months (Paz 21, the largest 33, the
 * deal included) are the ceilings this flow must not pass again.
 */
const MONTH_BUDGET = {
	3: { Peace: 8, other: 15 },
	5: { Peace: 21, other: 33 }
};
/** Issue #16: the quick scorer asks at most 10 interactions per player. */
const SCORER_BUDGET = 10;

/**
 * End states as a table reads them: floors of each palace, then the floors (palace, floor,
 * taps) that hold a monk — one tap young, two taps old — or stand empty (three taps).
 */
const END = [
	{
		name: 'Ana',
		score: 61,
		floors: '3 2',
		taps: [
			[1, 3, 2],
			[1, 2, 1]
		],
		yuan: 5,
		rice: 1
	},
	{
		name: 'Benno',
		score: 58,
		floors: '2 3 1',
		taps: [
			[2, 3, 1],
			[3, 1, 3]
		],
		fireworks: 2
	},
	{
		name: 'Clara',
		score: 70,
		floors: '3 2 2',
		taps: [
			[1, 3, 1],
			[2, 2, 3]
		],
		yuan: 8
	}
];

/** The new-game page may also bring back the last table's seats: keep `n`. */
async function onlySeats(page, n) {
	while (await page.getByLabel(`Name of player ${n + 1}`).count())
		await page
			.getByRole('button', { name: /^Remove / })
			.last()
			.click();
}

async function typeField(page, label, value) {
	const field = page.getByLabel(label, { exact: true });
	await field.fill(String(value));
	await field.press('Tab');
}

/** Every floor's label on the palace pictures: changes once a tap is committed. */
const palaceLabels = (page) => page.evaluate(() => labelsNow());

async function quickScorer(page, base) {
	await page.goto(`${base}/new/year-of-the-dragon?flow=scorer`);
	for (let i = 0; i < END.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(END[i].name);
	}
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	const screen = page.locator('.game-screen');
	await screen.getByRole('heading', { name: 'State at the end of the game' }).waitFor();
	await page.evaluate(() => {
		window.labelsNow = () =>
			[...document.querySelectorAll('.game-screen .palace button')]
				.map((b) => b.getAttribute('aria-label'))
				.join('|');
	});
	await resetCounter(page);
	for (const [i, p] of END.entries()) {
		// One player's end state at a time: the phone goes round, each player taps their name.
		if (i > 0)
			await screen
				.getByRole('group', { name: 'Whose end state' })
				.getByRole('button', { name: new RegExp(p.name) })
				.click();
		await typeField(page, `${p.name}: points on the score track`, p.score);
		await typeField(page, `${p.name}: floors of each palace`, p.floors);
		for (const [palace, floor, taps] of p.taps)
			for (let t = 0; t < taps; t++) {
				const slot = screen.getByRole('button', {
					name: new RegExp(`^${p.name}, palace ${palace}, floor ${floor}:`)
				});
				const before = await palaceLabels(page);
				await slot.click();
				await page.waitForFunction((prev) => labelsNow() !== prev, before);
			}
		for (const field of ['yuan', 'rice', 'fireworks'])
			if (p[field]) await typeField(page, `${p.name}: ${field}`, p[field]);
	}
	await screen.getByRole('button', { name: 'Compute final scores' }).click();
	await screen.getByRole('heading', { name: 'Final scoring' }).waitFor();
	const { taps, typed } = await readCounter(page);
	// The last tap (Compute) is the table's, not a player's.
	const perPlayer = (taps - 1 + typed) / END.length;
	if (perPlayer > SCORER_BUDGET)
		throw new Error(`quick scorer: ${perPlayer} interactions per player (budget ${SCORER_BUDGET})`);
	return { taps, typed, perPlayer };
}

const NAMES = ['Ana', 'Benno', 'Clara', 'Doro', 'Emil'];
const MONTHS = 12;
/** The row the audit's tables laid out for months 3–12 (English names of the select options). */
const ROW = [
	'Contagion',
	'Drought',
	'Dragon Festival',
	'Imperial Tribute',
	'Mongol Invasion',
	'Drought',
	'Contagion',
	'Dragon Festival',
	'Mongol Invasion',
	'Imperial Tribute'
];

/**
 * A native select, chosen as a person does: one interaction, counted in the glance as a tap that
 * was scrolled to when the select was not wholly between the top bar and the bottom tabs.
 */
async function choose(page, select, label) {
	const out = await select.evaluate((el) => {
		const r = el.getBoundingClientRect();
		const covers = [...document.querySelectorAll('header, nav, .step-confirm')]
			.map((x) => x.getBoundingClientRect())
			.filter((b) => b.height > 0 && b.height < innerHeight / 2);
		const top = Math.max(0, ...covers.filter((b) => b.top <= 0).map((b) => b.bottom));
		const bottom = Math.min(
			innerHeight,
			...covers.filter((b) => b.bottom >= innerHeight).map((b) => b.top)
		);
		return r.top < top || r.bottom > bottom;
	});
	// Scrolled to as a person would: the glance counts the choice (bench/interactions.js) and
	// whether the page scrolled before it.
	if (out) await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
	await select.selectOption({ label });
}

/** The table's own event row, entered before month 1: the panel, 10 selects, the save. */
async function enterRow(page) {
	const screen = page.locator('.game-screen');
	await screen.getByText('The table’s event row', { exact: true }).click();
	for (const [i, label] of ROW.entries())
		await choose(page, screen.getByRole('combobox', { name: `Month ${i + 3}` }), label);
	await screen.getByRole('button', { name: 'Save the table’s row' }).click();
	await screen.getByText('This is the row already in play.').waitFor();
}

/**
 * A Build that costs nothing to join, its floors placed one by one: one tap a floor on the
 * palace tapped, the lowest palace with room first, then a new palace (the last floor builds).
 */
async function buildOneByOne(page) {
	const screen = page.locator('.game-screen');
	const builds = screen.getByRole('button', { name: /^Build from group \d+: (?!.*paying)/ });
	if (!(await builds.count())) return false;
	await buildFloors(page, builds.first(), (labels) => {
		const now = labels.map((l) => (/ on palace /.test(l) ? Number(l.match(/now (\d)/)[1]) : 9));
		const lowest = now.indexOf(Math.min(...now));
		return now[lowest] < 9 ? lowest : labels.length - 1;
	});
	return true;
}

/** A whole game of setup code DRAGN5 with `n` players, each month counted on its own. */
async function liveGame(page, base, n, { byTable = false } = {}) {
	await page.goto(`${base}/new/year-of-the-dragon?flow=live`);
	for (let i = 0; i < n; i++) {
		if (!(await page.getByLabel(`Name of player ${i + 1}`).count()))
			await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(NAMES[i]);
	}
	await onlySeats(page, n);
	await openOptions(page);
	await page.getByLabel('Setup code', { exact: true }).fill('DRAGN5');
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	const screen = page.locator('.game-screen');
	await screen.getByRole('heading', { name: 'Before the game: starting persons' }).waitFor();
	const setUp = await readCounter(page);
	await enterRow(page);
	if (byTable) await screen.getByRole('button', { name: 'The table: enter its deal' }).click();
	await startingPairs(page, n);
	const title = () => screen.locator('#yotd-phase-title').textContent();
	let event = (await title()).split(' · ')[1];
	let last = await readCounter(page);
	const before = { players: n, taps: last.taps - setUp.taps, typed: last.typed - setUp.typed };
	const months = [];
	let month = 1;
	let built = false;
	/** What each step of the month cost, to see where a month over budget spends. */
	let steps = [];
	for (let guard = 0; guard < 600 && month <= MONTHS; guard++) {
		const step = (await screen.locator('.steps [aria-current="step"]').textContent()) ?? '';
		const dealing = await screen.getByRole('button', { name: 'Save the table’s deal' }).count();
		// One Build a month, by the first player who can take one for free.
		const was = await readCounter(page);
		let kind;
		if (!dealing && /Action/.test(step) && !built && (await buildOneByOne(page))) {
			built = true;
			kind = 'build';
		} else kind = await playStep(page);
		const now = await readCounter(page);
		steps.push(`${kind} ${now.taps - was.taps + now.typed - was.typed}`);
		if (month === MONTHS) {
			// The last month ends with its event, then the final scoring (its table loads then).
			if (kind !== 'event') continue;
			await screen.getByRole('heading', { name: 'Final scoring' }).waitFor();
		} else if (!(await title()).startsWith(`Month ${month + 1} of 12`)) continue;
		const count = await readCounter(page);
		const used = count.taps - last.taps + count.typed - last.typed;
		const budget = MONTH_BUDGET[n][event] ?? MONTH_BUDGET[n].other;
		months.push({ players: n, month, event, interactions: used, budget, steps: steps.join(', ') });
		steps = [];
		last = count;
		if (month < MONTHS) event = (await title()).split(' · ')[1];
		built = false;
		month++;
	}
	if (months.length < MONTHS) throw new Error(`${n} players: stopped in month ${month}`);
	return { months, before };
}

export async function run({ page, base }) {
	const scorer = await quickScorer(page, base);
	const three = await liveGame(page, base, 3);
	const five = await liveGame(page, base, 5, { byTable: true });
	const months = [...three.months, ...five.months];
	const sum = (ms) => ms.reduce((a, m) => a + m.interactions, 0);
	console.log(
		`  year-of-the-dragon: quick scorer ${scorer.perPlayer} per player (${scorer.taps} taps + ${scorer.typed} typed, 3 players); ` +
			[three, five]
				.map(
					(g) =>
						`${g.before.players}p before month 1 (row, deal mode, pairs) ${g.before.taps + g.before.typed}, game ${sum(g.months)}`
				)
				.join('; ') +
			'; ' +
			months
				.map((m) => `${m.players}p ${m.month} ${m.event} ${m.interactions}/${m.budget}`)
				.join(', ')
	);
	// The typical round: the 3-player months; the 5-player months with the table's own deal are
	// checked against their own ceilings (in `also`).
	return {
		rounds: three.months.length,
		// The live months only: the new-game screens, the row and the starting pairs are set up.
		taps: sum(three.months),
		typed: 0,
		months,
		scorer,
		also: months.map((m) => ({
			label: `${m.players} players, month ${m.month} (${m.event}: ${m.steps})`,
			taps: m.interactions,
			typed: 0,
			budget: m.budget
		}))
	};
}
