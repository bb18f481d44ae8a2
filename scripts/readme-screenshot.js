// The README's screenshot: the home screen with games in progress (node scripts/readme-screenshot.js).
import { launch, newScorePad, startServer } from '../tests/e2e/harness.js';

const server = await startServer();
const b = await launch({ locale: process.env.LOCALE ?? 'en-US' });
const { page } = b;
await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara']);
await page.getByRole('button', { name: 'Add 10 to Ana' }).click();
await page.getByRole('button', { name: 'New round' }).click();
await page.getByRole('heading', { name: 'Round 2' }).waitFor();
await page.goto(`${server.url}/new/year-of-the-dragon?flow=live`);
// Earlier players are offered again: the three seats come pre-filled; rename them.
for (const [i, n] of ['Dan', 'Emil', 'Fran'].entries())
	await page.getByLabel(`Name of player ${i + 1}`).fill(n);
await page.getByRole('button', { name: 'Start' }).click();
await page.waitForURL(/\/session\//);
await page.waitForTimeout(500);
if (process.env.SHOT_SESSION)
	await page.screenshot({ path: process.env.SHOT_SESSION, fullPage: true });
await page.goto(server.url + '/');
await page.getByRole('article').first().waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: process.env.SHOT ?? 'docs/screenshot.png' });
await b.close();
await server.close();
