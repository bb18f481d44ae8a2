// axe-core on each main screen, light and dark, at 360×740: no serious or critical
// violation (WCAG 2.2 AA included, so axe's `target-size` rule runs); every control is at
// least 44×44 CSS px (measured); and no horizontal scrolling on any of them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, newScorePad, startServer } from './harness.js';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// Every game of the registry (its single list), the score pad apart (checked on its own below).
const GAMES = [
	...readFileSync(new URL('../../src/lib/games/registry.ts', import.meta.url), 'utf8').matchAll(
		/\bid: '([a-z-]+)'/g
	)
]
	.map((m) => m[1])
	.filter((id) => id !== 'score-pad');
assert.ok(GAMES.length >= 5, 'the registry lists the games');

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

async function audit(page, what) {
	// Through DevTools, as the CSP forbids inline scripts (and must).
	await page.evaluate(AXE);
	const result = await page.evaluate(async () => {
		const r = await axe.run(document, {
			runOnly: {
				type: 'tag',
				values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
			},
			// target-size is tagged wcag22aa; named so a change in axe's tags cannot drop it.
			rules: { 'target-size': { enabled: true } }
		});
		return r.violations
			.filter((v) => v.impact === 'serious' || v.impact === 'critical')
			.map(
				(v) =>
					`${v.id} (${v.impact}): ${v.nodes
						.map((n) => n.target.join(' '))
						.slice(0, 3)
						.join(', ')}`
			);
	});
	assert.deepEqual(result, [], `${what}: ${result.join('\n')}`);
	// The explicit size check: every visible control (or the label a checkbox or radio sits
	// in) measures at least 44×44 CSS px. Links inside running text are exempt (WCAG 2.5.8).
	const small = await page.evaluate((MIN) => {
		const out = [];
		const controls = document.querySelectorAll(
			'button, select, input:not([type=hidden]), [role=button], a.button, nav a, summary'
		);
		for (const el of controls) {
			const target =
				el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
					? (el.closest('label') ?? el)
					: el instanceof HTMLInputElement && el.classList.contains('visually-hidden')
						? (el.closest('label') ?? el)
						: el;
			const r = target.getBoundingClientRect();
			const style = getComputedStyle(target);
			if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
			if (r.width + 0.5 < MIN || r.height + 0.5 < MIN) {
				const name =
					el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName;
				out.push(
					`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`
				);
			}
		}
		return [...new Set(out)].slice(0, 12);
	}, 44);
	assert.deepEqual(small, [], `${what}: targets under 44×44 px:\n${small.join('\n')}`);
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	assert.ok(overflow <= 0, `${what}: scrolls horizontally by ${overflow}px`);
}

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
