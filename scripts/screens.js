// Screenshots at 360×740 in both themes: node scripts/screens.js [path...]
// Serves build/ unless BASE_URL points at a running server (e.g. `vite dev`).
import { launch, startServer } from '../tests/e2e/harness.js';
import { mkdirSync } from 'node:fs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/settings', '/history'];
const server = process.env.BASE_URL
	? { url: process.env.BASE_URL, close: async () => {} }
	: await startServer();
mkdirSync('test-results/screens', { recursive: true });
for (const scheme of ['light', 'dark']) {
	const b = await launch({ colorScheme: scheme, locale: process.env.LOCALE ?? 'es-ES' });
	for (const p of paths) {
		await b.page.goto(server.url + p);
		await b.page.waitForTimeout(Number(process.env.WAIT ?? 800));
		const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
		await b.page.screenshot({ path: `test-results/screens/${name}-${scheme}.png`, fullPage: true });
	}
	await b.close();
}
await server.close();
console.log('screens in test-results/screens');
