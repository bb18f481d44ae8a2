// Setup codes: a code typed on another phone, or a shared link, gives the same setup.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startServer } from './harness.js';

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
