// The live screen's shell in real Chromium at 360×740: the bar and the step first, the board
// and the log one tap away, a half-typed field kept over a reload, and the table-centre view.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newScorePad, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

test('the top bar is at most 64 px, stays on top when the page scrolls, and undo names the last move as it was made', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara', 'Dora']);
		const bar = page.locator('header.live-bar');
		const box = await bar.boundingBox();
		assert.ok(box && box.height <= 64, `bar is ${box?.height} px tall`);
		await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await page.getByLabel('Total: 5').first().waitFor();
		// Described against the state before it: Ana had 0 and gets 5.
		const undo = page.getByRole('button', { name: /^Undo: / });
		const label = await undo.getAttribute('aria-label');
		assert.match(label ?? '', /Ana/);
		await page.mouse.wheel(0, 600);
		await page.waitForFunction(() => window.scrollY > 0);
		const after = await bar.boundingBox();
		assert.equal(Math.round(after?.y ?? -1), 0, 'the bar stays at the top of the screen');
	} finally {
		await b.close();
	}
});

test('the move that ends the game scrolls the result into view: the winner’s line is not left under the bar', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara', 'Dora', 'Emil', 'Fritz']);
		await page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await page.getByLabel('Total: 5').waitFor();
		const finish = page.getByRole('button', { name: 'Finish game' });
		await finish.scrollIntoViewIfNeeded();
		await page.waitForFunction(() => window.scrollY > 0);
		await finish.click();
		await page.getByRole('status').filter({ hasText: 'Winner: Ana' }).waitFor();
		await page.waitForFunction(() => window.scrollY === 0);
	} finally {
		await b.close();
	}
});

test('Board shows one line per player with the score, Log shows what happened, Now comes back in one tap', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno', 'Clara']);
		await page.getByRole('button', { name: 'Add 10 to Benno' }).click();
		await page.getByLabel('Total: 10').waitFor();
		await page.getByRole('button', { name: 'Board' }).click();
		const lines = page.getByRole('list', { name: 'Players' }).getByRole('listitem');
		assert.equal(await lines.count(), 3);
		for (let i = 0; i < 3; i++) {
			const h = (await lines.nth(i).boundingBox())?.height ?? 999;
			assert.ok(h <= 48, `player line ${i} is ${h} px: one line per player`);
		}
		assert.equal(await page.getByLabel('Score of Benno').textContent(), '10');
		const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
		assert.ok(pageHeight <= 740, `the board fits one screen (${pageHeight} px)`);
		await page.getByRole('button', { name: 'Log' }).click();
		await page.getByRole('heading', { name: 'What happened' }).waitFor();
		await page.getByRole('button', { name: 'Now' }).click();
		await page.getByRole('button', { name: 'Add 10 to Benno' }).waitFor({ state: 'visible' });
	} finally {
		await b.close();
	}
});

test('after a reload a points field shows what is recorded, never text that was not; what is committed is recorded as shown', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno']);
		const field = () => page.getByRole('textbox', { name: /Ana/ }).first();
		await field().selectText();
		await field().pressSequentially('37');
		await page.reload();
		await page.getByRole('heading', { name: 'Round 1' }).waitFor();
		// Typed, not committed: nothing was recorded, and the field says so.
		assert.equal(await field().inputValue(), '0');
		assert.equal(
			await page
				.getByLabel(/^Total: /)
				.first()
				.textContent(),
			'0'
		);
		await field().selectText();
		await field().pressSequentially('12');
		await field().press('Enter');
		await page.getByLabel('Total: 12').waitFor();
		await page.reload();
		await page.getByRole('heading', { name: 'Round 1' }).waitFor();
		await page.getByLabel('Total: 12').waitFor();
		assert.equal(await field().inputValue(), '12');
	} finally {
		await b.close();
	}
});

test('a table-centre view: from 700 px wide the step and the board stand side by side', async () => {
	const b = await launch({ viewport: { width: 900, height: 700 } });
	try {
		const { page } = b;
		await newScorePad(page, server.url, ['Ana', 'Benno']);
		const now = await page.locator('#pane-now').boundingBox();
		const board = page.locator('#pane-board');
		await board.waitFor({ state: 'visible' });
		const boardBox = await board.boundingBox();
		assert.ok(now && boardBox, 'both panes are shown');
		assert.ok(boardBox.x >= now.x + now.width - 1, 'the board stands right of the step');
		assert.ok(boardBox.y < now.y + 100, 'at the same height');
	} finally {
		await b.close();
	}
});
