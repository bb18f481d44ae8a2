// Year of the Dragon: interaction budgets at a 3-player table (360×740), issue #16.
// 1. The quick scorer: three players' end states typed the way a table reads them (score,
//    floors of each palace, monks tapped on the palace picture, yuan, rice, fireworks).
// 2. Live months 1–3 of setup code DRAGN5 (two Peace months, then a Contagio) the way a table
//    plays them: one tap on the card each player takes, the person card and tile, the releases.
// Each part is counted on its own and checked against its budget (a part over budget fails
// the flow); the figure returned is the live month average.
import { readCounter, resetCounter } from '../interactions.js';
import { playStep, startingPairs } from '../../tests/e2e/year-of-the-dragon-steps.js';

export const name = 'year-of-the-dragon';
/** Issue #16: a Contagio month at most 15 interactions, a Peace month at most 8. */
export const budget = { perRound: 15 };
const MONTH_BUDGET = { Peace: 8, Contagion: 15 };
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

/** The new-game page may also bring back the last table's seats: keep three. */
async function onlyThree(page) {
	while (await page.getByLabel('Name of player 4').count())
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
	for (const p of END) {
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

/** The events of months 1–3 of setup code DRAGN5 at 3 players. */
const MONTH_EVENTS = ['Peace', 'Peace', 'Contagion'];

export async function run({ page, base }) {
	const scorer = await quickScorer(page, base);
	await page.goto(`${base}/new/year-of-the-dragon?flow=live`);
	const names = ['Ana', 'Benno', 'Clara'];
	for (let i = 0; i < names.length; i++) {
		if (i >= 2) await page.getByRole('button', { name: 'Add player' }).click();
		await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
	}
	await page.getByLabel('Setup code', { exact: true }).fill('DRAGN5');
	await onlyThree(page);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await page.waitForURL(/\/session\//);
	const screen = page.locator('.game-screen');
	await startingPairs(page);
	await resetCounter(page);

	const MONTHS = MONTH_EVENTS.length;
	const months = [];
	let month = 1;
	let last = { taps: 0, typed: 0 };
	for (let guard = 0; guard < 100; guard++) {
		if (
			await screen.getByRole('heading', { name: new RegExp(`^Month ${month + 1} of 12`) }).count()
		) {
			const now = await readCounter(page);
			const used = now.taps - last.taps + now.typed - last.typed;
			months.push({ month, event: MONTH_EVENTS[month - 1], interactions: used });
			last = now;
			if (++month > MONTHS) break;
		}
		await playStep(page, { quick: true });
	}
	const over = months.filter((m) => m.interactions > MONTH_BUDGET[m.event]);
	if (over.length)
		throw new Error(
			over
				.map((m) => `month ${m.month} (${m.event}): ${m.interactions} > ${MONTH_BUDGET[m.event]}`)
				.join('; ')
		);
	const { taps, typed } = await readCounter(page);
	console.log(
		`  year-of-the-dragon: quick scorer ${scorer.perPlayer} per player (${scorer.taps} taps + ${scorer.typed} typed, 3 players); ` +
			months.map((m) => `month ${m.month} ${m.event} ${m.interactions}`).join(', ')
	);
	return { rounds: MONTHS, taps, typed, months, scorer };
}
