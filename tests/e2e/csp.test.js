// Content-Security-Policy of the built pages, and the service worker's navigation fallback
// limited to app routes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD, launch, newScorePad, offlineReady, startServer } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

function htmlFiles(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
		d.isDirectory()
			? d.name === '_app'
				? []
				: htmlFiles(join(dir, d.name))
			: d.name.endsWith('.html')
				? [join(dir, d.name)]
				: []
	);
}

const policyOf = (html) =>
	html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';

test('every built page carries a policy: scripts from this origin or by hash, nothing inline', () => {
	const pages = htmlFiles(BUILD);
	assert.ok(pages.length >= 5);
	for (const file of pages) {
		const html = readFileSync(file, 'utf8');
		const csp = policyOf(html);
		const scriptSrc = csp.match(/script-src ([^;]+)/)?.[1] ?? '';
		assert.match(scriptSrc, /'self'/, file);
		assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval|\*|https?:/, file);
		assert.match(csp, /object-src 'none'/, file);
		// Every inline script of the page is one the policy names by its hash.
		const hashes = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
		const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
		assert.ok(inline.length >= 1, file);
		assert.ok(hashes.length >= inline.length, file);
		assert.doesNotMatch(html, /\son[a-z]+="/, `${file} has no inline event handler`);
	}
});

/** Collects CSP violations reported in the page. */
async function watchViolations(context) {
	await context.addInitScript(() => {
		window.__violations = [];
		document.addEventListener('securitypolicyviolation', (e) =>
			window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`)
		);
	});
}

test('the app runs under its policy: home, a session and settings raise no violation', async () => {
	const b = await launch();
	try {
		await watchViolations(b.context);
		await b.page.goto(server.url + '/');
		await b.page.getByRole('heading', { name: 'New game' }).waitFor();
		assert.deepEqual(await b.page.evaluate(() => window.__violations), []);
		await newScorePad(b.page, server.url, ['Ana', 'Benno']);
		await b.page.getByRole('button', { name: 'Add 5 to Ana' }).click();
		await b.page.getByLabel('Total: 5').waitFor();
		assert.deepEqual(await b.page.evaluate(() => window.__violations), []);
		await b.page.reload();
		await b.page.getByLabel('Total: 5').waitFor();
		await b.page.getByRole('link', { name: 'Home' }).click();
		// A session's tabs stand where the app's navigation stands: home first, then Settings.
		await b.page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
		await b.page.getByRole('heading', { name: 'Settings' }).waitFor();
		assert.deepEqual(await b.page.evaluate(() => window.__violations), []);
	} finally {
		await b.close();
	}
});

test('an injected inline handler or inline script does not run', async () => {
	const b = await launch();
	try {
		await watchViolations(b.context);
		await b.page.goto(server.url + '/');
		await b.page.getByRole('heading', { name: 'New game' }).waitFor();
		await b.page.evaluate(() => {
			const img = document.createElement('img');
			img.setAttribute('onerror', 'window.__pwned = 1');
			img.src = 'data:,x';
			document.body.append(img);
			const s = document.createElement('script');
			s.textContent = 'window.__pwned = 2';
			document.body.append(s);
		});
		await b.page.waitForTimeout(300);
		assert.equal(await b.page.evaluate(() => window.__pwned), undefined);
		assert.ok((await b.page.evaluate(() => window.__violations)).length >= 2);
	} finally {
		await b.close();
	}
});

test('the service worker answers app routes only: the manifest is the manifest, a deep link opens offline', async () => {
	const b = await launch();
	try {
		await b.page.goto(server.url + '/');
		await offlineReady(b.page);
		const res = await b.page.goto(server.url + '/manifest.webmanifest');
		assert.match(res.headers()['content-type'] ?? '', /manifest\+json/);
		assert.equal(JSON.parse(await res.text()).short_name, 'Tablemate');
		const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
		assert.match(sw, /\/200\.html/);
		// Offline, a session's deep link (no page of its own) is answered by the fallback page.
		await b.page.goto(server.url + '/');
		const url = await newScorePad(b.page, server.url, ['Ana', 'Benno']);
		await b.context.setOffline(true);
		await b.page.goto(url);
		await b.page.getByRole('heading', { name: 'Round 1' }).waitFor();
		// …and the home page still comes from the cache with its prerendered content.
		await b.page.goto(server.url + '/');
		await b.page.getByRole('article', { name: /Score pad/ }).waitFor();
	} finally {
		await b.context.setOffline(false);
		await b.close();
	}
});
