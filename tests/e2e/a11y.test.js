// axe-core on each main screen, light and dark, at 360×740: no serious or critical
// violation (WCAG 2.2 AA included, so axe's `target-size` rule runs); every control is at
// least 44×44 CSS px (measured); and no horizontal scrolling on any of them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { audit, launch, newScorePad, startServer } from './harness.js';

// Every game of the registry (its single list), the score pad apart (checked on its own below).
const GAMES = readdirSync(new URL('../../src/lib/games/', import.meta.url), {
	withFileTypes: true
})
	.filter(
		(d) =>
			d.isDirectory() &&
			existsSync(new URL(`../../src/lib/games/${d.name}/meta.ts`, import.meta.url))
	)
	.map((d) => d.name)
	.filter((id) => id !== 'score-pad' && id !== 'core');
assert.ok(GAMES.length >= 5, 'the registry lists the games');

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

for (const scheme of ['light', 'dark']) {
	test(`main screens, ${scheme} theme`, async () => {
		const b = await launch({ colorScheme: scheme });
		const { page } = b;
		try {
			const session = await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara']);
			await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
			await page.getByLabel('Total: 5').waitFor();
			await page.getByRole('button', { name: 'Log' }).click();
			await page.getByRole('region', { name: 'What happened' }).waitFor();
			await audit(page, 'session');
			const screens = [
				['/', 'In progress'],
				['/history', 'Finished games'],
				['/settings', 'Settings'],
				['/new/score-pad?flow=live', 'New game: Score pad'],
				['/setup/score-pad', 'Setup: Score pad']
			];
			for (const g of GAMES) {
				screens.push([`/setup/${g}`, /^Setup: /]);
				screens.push([`/new/${g}?flow=live`, /^New game: /]);
				screens.push([`/new/${g}?flow=scorer`, /^New game: /]);
			}
			for (const [path, heading] of screens) {
				await page.goto(server.url + path);
				await page.getByRole('heading', { name: heading }).first().waitFor();
				await page.waitForLoadState('networkidle');
				await audit(page, `${path} (${scheme})`);
			}
			// The live companion of every game, with the three players typed above (offered again).
			for (const g of GAMES) {
				await page.goto(`${server.url}/new/${g}?flow=live`);
				await page.getByLabel('Name of player 3').waitFor();
				await page.getByRole('button', { name: 'Start' }).click();
				await page.waitForURL(/\/session\//);
				await page.getByRole('button', { name: 'Log' }).waitFor();
				await page.waitForLoadState('networkidle');
				await audit(page, `${g} live session (${scheme})`);
			}
			await page.goto(session);
			await page.getByLabel('Total: 5').waitFor();
		} finally {
			await b.close();
		}
	});
}

test('at 200% text zoom a live session stays usable: axe clean, the tab labels do not collide, the two bars leave most of the screen', async () => {
	for (const scheme of ['light', 'dark']) {
		const b = await launch({ colorScheme: scheme });
		const { page } = b;
		try {
			await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara']);
			// Text zoom scales the root font size; the app's sizes follow it in rem.
			await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
			await page.waitForTimeout(200);
			await audit(page, `session at 200% text (${scheme})`);
			const tabs = await page.locator('nav.shell-tabs > *').evaluateAll((els) =>
				els.map((e) => ({
					fits: e.scrollWidth <= e.clientWidth + 1,
					box: e.getBoundingClientRect().toJSON()
				}))
			);
			assert.ok(tabs.length >= 4);
			for (const t of tabs) assert.ok(t.fits, 'a tab label fits its tab');
			for (let i = 1; i < tabs.length; i++)
				assert.ok(tabs[i].box.left >= tabs[i - 1].box.right - 1, 'tabs do not overlap');
			const bars = await page.evaluate(
				() =>
					document.querySelector('header.live-bar').getBoundingClientRect().height +
					document.querySelector('nav.shell-tabs').getBoundingClientRect().height
			);
			assert.ok(
				bars / 740 <= 0.3,
				`the two bars take ${Math.round((100 * bars) / 740)}% of the height`
			);
		} finally {
			await b.close();
		}
	}
});
