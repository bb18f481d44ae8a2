// Plays a game's scripted bench flow in Chromium at 360×740 and photographs it as it goes
// (a viewport shot every second), then the session again in Spanish, light and dark, whole page.
// Run after `vite build`: node scripts/play-shots.js lancaster  → test-results/play/<game>/
import { mkdirSync, rmSync } from 'node:fs';
import { launch, startServer } from '../tests/e2e/harness.js';
import { installCounter } from '../bench/interactions.js';

const game = process.argv[2];
const flow = await import(`../bench/flows/${game}.js`);
const out = `test-results/play/${game}`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const server = await startServer();
const b = await launch({ viewport: { width: 360, height: 740 } });
await installCounter(b.context);
let n = 0;
let running = true;
const shooter = (async () => {
	while (running) {
		await b.page
			.screenshot({ path: `${out}/${String(n++).padStart(3, '0')}.png` })
			.catch(() => undefined);
		await new Promise((r) => setTimeout(r, Number(process.env.EVERY ?? 1000)));
	}
})();
try {
	await flow.run({ page: b.page, base: server.url });
} finally {
	running = false;
	await shooter;
}
const url = b.page.url();
for (const scheme of ['light', 'dark'])
	for (const locale of ['es', 'en']) {
		await b.page.emulateMedia({ colorScheme: scheme });
		await b.page.evaluate((l) => localStorage.setItem('tablemate.locale', l), locale);
		await b.page.goto(url);
		await b.page.waitForTimeout(1200);
		await b.page.screenshot({ path: `${out}/end-${locale}-${scheme}.png`, fullPage: true });
	}
await b.close();
await server.close();
console.log(`${n} shots in ${out}`);
