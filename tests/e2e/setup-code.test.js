// Setup codes: a code typed on another phone, or a shared link, gives the same setup.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readManifest } from '../../scripts/home-files.js';
import { launch, offlineReady, startServer } from './harness.js';

const JSQR = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/** The text of the QR code in a PNG picture, read by jsQR in a blank page of `context`. */
async function decodeQr(context, png) {
	const reader = await context.newPage();
	try {
		// Through DevTools, like axe: jsQR's UMD build sets self.jsQR.
		await reader.evaluate(JSQR);
		return await reader.evaluate(async (b64) => {
			const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
			const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
			const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
			const g = canvas.getContext('2d');
			g.drawImage(bitmap, 0, 0);
			const img = g.getImageData(0, 0, bitmap.width, bitmap.height);
			return self.jsQR(img.data, img.width, img.height)?.data ?? null;
		}, png.toString('base64'));
	} finally {
		await reader.close();
	}
}

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

async function setupText(page) {
	await page.getByText('Event row').first().waitFor();
	return page.locator('main').innerText();
}

test('the same code gives the same setup on another phone, typed or as a link', async () => {
	const a = await launch();
	const b = await launch({ locale: 'en-GB' });
	try {
		await a.page.goto(`${server.url}/setup/year-of-the-dragon?players=3`);
		await a.page
			.getByTestId('seed-code')
			.filter({ hasText: /^[2-9A-Z]{6}$/ })
			.waitFor();
		const code = (await a.page.getByTestId('seed-code').textContent()).trim();
		assert.match(code, /^[2-9A-HJKMNP-Z]{6}$/);
		const original = await setupText(a.page);

		// Phone B has its own random code until the code is typed (lower case and a dash are fine).
		await b.page.goto(`${server.url}/setup/year-of-the-dragon?players=3`);
		await b.page
			.getByTestId('seed-code')
			.filter({ hasText: /^[2-9A-Z]{6}$/ })
			.waitFor();
		await b.page
			.getByLabel('Type a code from another phone')
			.fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
		await b.page.getByRole('button', { name: 'Use this code' }).click();
		await b.page.getByTestId('seed-code').filter({ hasText: code }).waitFor();
		assert.equal(await setupText(b.page), original);

		// A mistyped code is refused with a message, and the setup stays as it was.
		await b.page.getByLabel('Type a code from another phone').fill('ABC');
		await b.page.getByRole('button', { name: 'Use this code' }).click();
		await b.page
			.getByRole('alert')
			.getByText(/The setup code must be 6 characters/)
			.waitFor();
		assert.equal((await b.page.getByTestId('seed-code').textContent()).trim(), code);

		// The shared link opens the same setup.
		const link = a.page.url();
		assert.match(link, new RegExp(`seed=${code}`));
		await b.page.goto(link);
		assert.equal(await setupText(b.page), original);

		// "Play with this setup" starts a session with that code.
		await a.page.getByRole('link', { name: 'Play with this setup' }).click();
		await a.page.waitForURL(/\/new\/year-of-the-dragon/);
		assert.equal(await a.page.getByLabel('Setup code').inputValue(), code);
	} finally {
		await a.close();
		await b.close();
	}
});

test("the setup's QR code, drawn offline and loaded only when asked for, reads back as the setup link with its code", async () => {
	const b = await launch();
	const own = await startServer();
	try {
		const { page, context } = b;
		// Requests leaving the app's origin (a QR web service would be one): none allowed.
		const away = [];
		await context.route('**/*', (route) => {
			const url = route.request().url();
			if (url.startsWith(own.url) || url.startsWith('data:') || url.startsWith('blob:'))
				return route.continue();
			away.push(url);
			return route.abort();
		});
		await page.goto(`${own.url}/setup/lancaster?players=4`);
		await offlineReady(page);
		await page.goto(`${own.url}/setup/lancaster?players=4`);
		const codeBox = page.getByTestId('seed-code').filter({ hasText: /^[2-9A-Z]{6}$/ });
		await codeBox.waitFor();
		const code = (await codeBox.textContent()).trim();

		// Lazy: the QR chunk (and its encoder) is not loaded with the setup screen.
		const qrChunk = readManifest()['src/lib/ecosystem/SetupQr.svelte'].file;
		const loaded = () =>
			page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
		assert.ok(!(await loaded()).some((u) => u.endsWith(qrChunk)), 'QR chunk not loaded yet');

		// Offline from here: the chunk comes from the service worker, the code is drawn here.
		await context.setOffline(true);
		await page.getByTestId('setup-qr-toggle').click();
		const qr = page.getByRole('img', { name: `QR code of the Lancaster setup link, code ${code}` });
		await qr.waitFor();
		assert.ok(
			(await loaded()).some((u) => u.endsWith(qrChunk)),
			'QR chunk loaded on demand'
		);

		const text = await decodeQr(context, await qr.screenshot());
		assert.equal(text, page.url());
		const link = new URL(text);
		assert.equal(link.origin, own.url);
		assert.equal(link.pathname, '/setup/lancaster');
		assert.equal(link.searchParams.get('seed'), code);
		assert.equal(link.searchParams.get('players'), '4');
		assert.deepEqual(away, []);
	} finally {
		await b.close();
		await own.close();
	}
});
